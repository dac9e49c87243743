/**
 * `npm run edit:team`: the page editor for a team (sign-in, change sets, review with preview links,
 * publish), configured by environment variables (docs/editor.md, "Run it for a team"). Prints one line
 * with its address, and stops on Ctrl+C or SIGTERM. Exits 1 with one plain sentence when a setting is
 * missing or malformed, the port is taken, or the site's repository cannot be cloned.
 */
import { EditorStartError } from "../src/editor/server/bundle.ts";
import { stopOnSignals } from "../src/editor/server/http-server.ts";
import { HttpProblem } from "../src/editor/server/http-util.ts";
import { readTeamConfig, TeamConfigError } from "../src/editor/team/config.ts";
import { startTeamEditor } from "../src/editor/team/server.ts";
import { redactRemote } from "../src/editor/team/workspace.ts";

async function main(): Promise<number> {
  // Git must never stop to ask for a password on this terminal while a request waits.
  process.env.GIT_TERMINAL_PROMPT = "0";
  try {
    const config = readTeamConfig();
    const editor = await startTeamEditor({ config });
    console.log(
      `Team editor: ${config.url.origin}/ (listening on ${config.host}:${editor.port}, site repository ${redactRemote(config.repo)}, branch ${config.branch})`,
    );
    stopOnSignals(() => editor.close());
    return 0;
  } catch (error) {
    if (error instanceof TeamConfigError || error instanceof EditorStartError || error instanceof HttpProblem) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

const code = await main();
if (code) process.exit(code);
