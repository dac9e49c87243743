/**
 * `npm run edit`: the page editor for people who do not write YAML, on http://localhost:5174
 * (`EDIT_PORT` overrides; 0 picks a free port). Bundles the editor's browser app, starts the local
 * server on 127.0.0.1 only, and prints one line with its address, which carries a secret token new at
 * every start (another program or user of the computer cannot drive the editor without it). Stops on Ctrl+C.
 * Exits 1 with a message when the port is taken, `EDIT_PORT` is not a port, or the app does not build.
 */
import { fileURLToPath } from "node:url";
import { stopOnSignals } from "../src/editor/server/http-server.ts";
import { editPort, EditorStartError, startEditor } from "../src/editor/server/server.ts";

async function main(): Promise<number> {
  const rootDir = fileURLToPath(new URL("..", import.meta.url));
  // Publishing runs git, which would otherwise stop and wait for a password typed in this terminal while the page waits.
  process.env.GIT_TERMINAL_PROMPT ??= "0";
  try {
    const editor = await startEditor({ rootDir, port: editPort(process.env.EDIT_PORT) });
    // The address carries this start's secret: only someone who can read this terminal can open the editor.
    console.log(`Editor: ${editor.url}`);
    stopOnSignals(() => editor.close());
    return 0;
  } catch (error) {
    if (error instanceof EditorStartError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

const code = await main();
if (code) process.exit(code);
