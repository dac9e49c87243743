/**
 * `npm run validate`: validates every page and pages/_site.yaml against the schemas and runs the
 * cross-file checks. Exit 0 and a one-line summary when all is well; exit 1 with every located error
 * of every file, grouped by file, when not. Never prints a stack trace for a content error.
 */
import { performance } from "node:perf_hooks";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";

/** Validates the project in `rootDir`; prints the result and returns the process exit code (0 or 1). */
export function runValidate(rootDir: string, out: { log: (s: string) => void; error: (s: string) => void } = console): number {
  const start = performance.now();
  const result = loadContent(contentLocationFromEnv(rootDir));
  const ms = Math.round(performance.now() - start);
  if (!result.content) {
    out.error(formatErrors(result.errors, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
    return 1;
  }
  const { content } = result;
  out.log(`✔ content valid: ${content.pages.size} pages, ${content.routes.length} routes, ${content.redirects.length} redirect(s) in ${ms} ms`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runValidate(process.cwd());
}
