/**
 * The Git commit the site was built from, published as `/version.json` so that whoever deployed a
 * commit (the page editor after publishing, a person with curl) can tell when the live site serves it.
 * The file holds the commit only, never a time: two builds of one commit stay byte for byte the same.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the build writes the commit, at the site's root. */
export const VERSION_FILE = "version.json";

/**
 * Cache-Control of {@link VERSION_FILE} on every host: browsers and caches may keep it but must ask the
 * server (with its ETag) before each use, so a new deploy shows at the next request.
 */
export const VERSION_CACHE_CONTROL = "no-cache";

/** The variable that names the commit outright; it wins over everything else. */
export const COMMIT_VARIABLE = "SITE_COMMIT";

/** Variables CI services set to the commit they build, read in this order: Netlify, Cloudflare Pages, GitHub Actions. */
export const CI_COMMIT_VARIABLES = ["COMMIT_REF", "CF_PAGES_COMMIT_SHA", "GITHUB_SHA"] as const;

/** A full Git commit name: 40 hexadecimal characters. */
const FULL_SHA = /^[0-9a-f]{40}$/i;

/** A commit and where it was read from: a variable's name, `git rev-parse HEAD`, or `none` when there is no commit. */
export interface ResolvedCommit {
  commit: string | null;
  source: string;
}

/**
 * The commit the build in `root` publishes, in lower case, from the first of these that gives one:
 *
 * 1. `SITE_COMMIT` in `env`, when set and not empty;
 * 2. `COMMIT_REF` (Netlify), `CF_PAGES_COMMIT_SHA` (Cloudflare Pages), `GITHUB_SHA` (GitHub Actions),
 *    each only when it holds 40 hexadecimal characters (anything else there is passed over);
 * 3. `git rev-parse HEAD` run in `root` (uncommitted changes are not part of it).
 *
 * Returns `{ commit: null, source: "none" }` when none does (git missing, `root` not in a repository,
 * a repository without a commit yet). Throws an Error whose message is one sentence naming
 * `SITE_COMMIT` when that variable is set to anything but 40 hexadecimal characters: a commit given
 * on purpose and mistyped must stop the build rather than be replaced by another.
 */
export function resolveCommit(params: { root: string; env?: NodeJS.ProcessEnv }): ResolvedCommit {
  const env = params.env ?? process.env;
  const given = env[COMMIT_VARIABLE];
  if (given) {
    if (!FULL_SHA.test(given)) {
      const shown = JSON.stringify(given.length > 60 ? `${given.slice(0, 60)}…` : given);
      throw new Error(
        `${COMMIT_VARIABLE} must be a full Git commit, the 40 hexadecimal characters git rev-parse HEAD prints, not ${shown}`,
      );
    }
    return { commit: given.toLowerCase(), source: COMMIT_VARIABLE };
  }
  for (const name of CI_COMMIT_VARIABLES) {
    const value = env[name];
    if (value && FULL_SHA.test(value)) return { commit: value.toLowerCase(), source: name };
  }
  const head = gitHead(params.root);
  return head ? { commit: head, source: "git rev-parse HEAD" } : { commit: null, source: "none" };
}

/** `git rev-parse --verify HEAD` in `dir`, or undefined when git is missing, fails, or prints anything but a full commit. */
function gitHead(dir: string): string | undefined {
  try {
    const out = execFileSync("git", ["rev-parse", "--verify", "--quiet", "HEAD"], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 10_000,
    }).trim();
    return FULL_SHA.test(out) ? out.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The text of {@link VERSION_FILE}: `{"commit":"<40 hexadecimal characters>"}`, or `{"commit":null}`
 * when `commit` is null, then a newline. Anything but null or 40 hexadecimal characters is written as
 * null, never as it is: the file promises a full commit or nothing.
 */
export function versionJson(commit: string | null): string {
  return `${JSON.stringify({ commit: commit && FULL_SHA.test(commit) ? commit.toLowerCase() : null })}\n`;
}

/** Writes {@link versionJson} of `commit` as `version.json` in `clientDir` (replacing a file of public/ of that name). */
export function writeVersionFile(clientDir: string, commit: string | null): void {
  writeFileSync(join(clientDir, VERSION_FILE), versionJson(commit));
}
