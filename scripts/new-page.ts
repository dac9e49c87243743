/**
 * `npm run new-page -- <route> [--from <existing-route>]`: writes a new page file, ready to edit.
 *
 * Without `--from` the page gets a small template (page header, a text section and a call to action);
 * with it, a copy of that page's blocks (its aliases are left out, they belong to the original). A copy
 * keeps the source's lead forms, videos and section ids, which still point where the source pointed:
 * the command lists them and marks each one in the new file with a comment, for the author to check.
 * The file starts with the `yaml-language-server` schema comment, so editors offer completion at once.
 * Refuses, with a message and exit code 1, to overwrite a page, to take a route an alias or redirect
 * already publishes, or to use a route name that cannot be a page file (the same names the validator
 * refuses: see `checkRouteNames` in src/content/discover.ts).
 */
import { realpathSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { carriedReport, createPage, NewPageError } from "../src/content/new-page.ts";

export {
  CARRIED_FIELDS,
  carriedReport,
  createPage,
  NewPageError,
  normaliseRoute,
  titleFromRoute,
  type CarriedKind,
  type CarriedValue,
} from "../src/content/new-page.ts";

/**
 * The command: parses `argv` (`<route> [--from <route>]`), writes the page, validates the project
 * and prints what to do next. Returns the exit code: 0 when written, 1 on a usage mistake or when the
 * new file does not validate (it is then removed, so nothing broken is left behind).
 */
export function main(argv: string[], rootDir: string, out: { log: (s: string) => void; error: (s: string) => void } = console): number {
  const args = [...argv];
  const fromAt = args.indexOf("--from");
  let from: string | undefined;
  if (fromAt >= 0) {
    from = args[fromAt + 1];
    if (!from || from.startsWith("--")) {
      out.error("--from needs the route of an existing page, e.g. --from /verticals/agriculture.");
      return 1;
    }
    args.splice(fromAt, 2);
  }
  const unknown = args.find((a) => a.startsWith("-"));
  if (unknown || args.length !== 1) {
    out.error(
      `${unknown ? `Unknown option ${unknown}. ` : ""}Usage: npm run new-page -- <route> [--from <existing-route>]\n  e.g. npm run new-page -- /verticals/mining --from /verticals/agriculture`,
    );
    return 1;
  }
  let created: ReturnType<typeof createPage>;
  try {
    created = createPage({ rootDir, route: args[0]!, from });
  } catch (error) {
    if (error instanceof NewPageError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const result = loadContent(contentLocationFromEnv(rootDir));
  const own = result.errors.filter((e) => e.file === created.relFile && e.code !== "E_TEMPLATE_TEXT");
  if (own.length) {
    out.error(`The new page does not validate, so it was not kept:\n${formatErrors(own, { color: false })}`);
    rmSync(join(rootDir, created.relFile), { force: true });
    return 1;
  }
  out.log(`Created ${created.relFile} for ${created.route}.`);
  if (created.from) for (const line of carriedReport(created.carried, created.from)) out.log(line);
  out.log(
    `Next: edit it (blocks are listed in docs/blocks.md), preview with npm run dev at http://localhost:5173${created.route}, then run npm run validate.`,
  );
  const examples = result.errors.filter((e) => e.file === created.relFile && e.code === "E_TEMPLATE_TEXT");
  if (examples.length)
    out.log(
      `Replace its example texts with the page's own words (${examples.map((e) => e.path).join(", ")}): validation refuses them until then.`,
    );
  const others = result.errors.filter((e) => e.file !== created.relFile);
  if (others.length) out.log(`Note: other files have errors (${others.length}); npm run validate lists them.`);
  return 0;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), process.cwd());
}
