/**
 * `npm run validate`: validates every page and pages/_site.yaml against the schemas and runs the
 * cross-file checks. Exit 0 and a one-line summary (`✔ validate: all N pages valid in X ms ...`) when
 * all is well; exit 1 with every located error of every file, grouped by file, when not. Never prints
 * a stack trace for a content error.
 */
import { realpathSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { ContentCache } from "../src/content/content-cache.ts";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { cacheDirOf } from "./build-cache.ts";

/**
 * Validates the project in `rootDir`; prints the result through `out` and returns the process exit
 * code: 0 when every file is valid, 1 otherwise. With `codeKey` (a string that changes with the
 * pipeline's code), files that passed an earlier check with the same code and have not changed since
 * are not parsed again (src/content/content-cache.ts, in the build cache's `content/` folder); the
 * output is the same either way. Throws only when the schemas themselves are broken (a developer
 * error, not a content error).
 */
export function runValidate(
  rootDir: string,
  out: { log: (s: string) => void; error: (s: string) => void } = console,
  opts: { color?: boolean; codeKey?: string } = {},
): number {
  const start = performance.now();
  const cache = opts.codeKey === undefined ? undefined : new ContentCache(join(cacheDirOf(rootDir), "content"), "validate", opts.codeKey);
  const result = loadContent({ ...contentLocationFromEnv(rootDir), cache });
  const ms = Math.round(performance.now() - start);
  if (!result.content) {
    out.error(formatErrors(result.errors, { color: opts.color ?? (Boolean(process.stderr.isTTY) && !process.env.NO_COLOR) }));
    out.error(`validate: failed in ${ms} ms; fix the errors above, then run npm run validate again.`);
    return 1;
  }
  const { content } = result;
  const color = opts.color ?? (Boolean(process.stderr.isTTY) && !process.env.NO_COLOR);
  if (result.warnings.length) out.error(formatErrors(result.warnings, { color }));
  const pages = content.pages.size + 1; // the route pages and pages/_404.yaml
  const redirects = `${content.redirects.length} ${content.redirects.length === 1 ? "redirect" : "redirects"}`;
  const warned = result.warnings.length ? `; ${result.warnings.length} ${result.warnings.length === 1 ? "warning" : "warnings"} above` : "";
  out.log(
    `✔ validate: all ${pages} pages valid in ${ms} ms (and pages/_site.yaml; ${content.routes.length} routes, ${redirects}${warned})`,
  );
  return 0;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = runValidate(process.cwd());
}
