/**
 * `npm run edit`: the page editor for people who do not write YAML, on http://localhost:5174
 * (`EDIT_PORT` overrides; 0 picks a free port). Bundles the editor's browser app, starts the local
 * server on 127.0.0.1 only, and prints one line with its address. Stops on Ctrl+C.
 * Exits 1 with a message when the port is taken, `EDIT_PORT` is not a port, or the app does not build.
 */
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { EditorStartError, startEditor } from "../src/editor/server/server.ts";

/** The port from `EDIT_PORT` (5174 when unset); throws an EditorStartError for anything but a whole number from 0 to 65535. */
export function editPort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 5174;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) throw new EditorStartError(`EDIT_PORT=${value} is not a port: give a number from 1 to 65535 (0 picks a free one).`);
  return port;
}

async function main(): Promise<number> {
  const rootDir = fileURLToPath(new URL("..", import.meta.url));
  // Publishing runs git, which would otherwise stop and wait for a password typed in this terminal while the page waits.
  process.env.GIT_TERMINAL_PROMPT ??= "0";
  try {
    const editor = await startEditor({ rootDir, port: editPort(process.env.EDIT_PORT) });
    console.log(`Editor: http://localhost:${editor.port}/`);
    const stop = () => {
      editor.close().finally(() => process.exit(0));
    };
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
    return 0;
  } catch (error) {
    if (error instanceof EditorStartError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await main();
  if (code) process.exit(code);
}
