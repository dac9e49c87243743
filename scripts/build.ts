/**
 * `npm run build`: validate + cross-check every page, prerender every route with React Router into a
 * temporary folder, build the browser's JavaScript (the site script and the islands, scripts/build-islands.ts), copy public/ into it (regular files and folders only: names starting with `.`,
 * symbolic links and anything else are skipped, one line each; Vite's own copy is off for builds, see
 * vite.config.ts), add what static hosts need (404.html, _redirects, _headers, sitemap.xml,
 * robots.txt) and version.json (the Git commit built, scripts/site-version.ts), precompress its
 * text files (a `.br` and a `.gz` beside each), check the output, and only then publish it: the
 * finished folder gets a name of its own and the `build` link is switched to it in one rename
 * (scripts/build-dir.ts), so build/ always holds the last complete build, never a half-written one
 * and never nothing, wherever the build is stopped. A content error, or a SITE_COMMIT that is not a
 * full commit, stops the build before anything is written; any later failure removes the temporary
 * folder. What earlier builds left behind (a killed build's temporary folder, builds no longer
 * linked) is removed. Deploy build/client.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { copyPublicFiles, finishOutput } from "./build-output.ts";
import { buildIslands } from "./build-islands.ts";
import { publishBuild, recoverBuild, removeLeftovers, temporaryBuildDir } from "./build-dir.ts";
import { resolveCommit, VERSION_FILE, type ResolvedCommit } from "./site-version.ts";

const root = process.cwd();
const started = performance.now();
const tmpDir = temporaryBuildDir(root);
// A build killed earlier may have left build/ unlinked, or folders behind: put the last complete build back first.
recoverBuild(root);
removeLeftovers(root);

let version: ResolvedCommit;
try {
  version = resolveCommit({ root });
} catch (error) {
  console.error(`Build stopped: ${(error as Error).message}.`);
  process.exit(1);
}

const loaded = loadContent(contentLocationFromEnv(root));
if (!loaded.content) {
  console.error(formatErrors(loaded.errors, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
  console.error("\nBuild stopped: fix the errors above. Nothing was written; build/ still holds the previous build.");
  process.exit(1);
}
if (loaded.warnings.length) console.error(formatErrors(loaded.warnings, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
console.log(`✔ content valid: ${loaded.content.pages.size} pages, ${loaded.content.routes.length} routes`);
console.log(
  version.commit
    ? `✔ ${VERSION_FILE}: commit ${version.commit} (from ${version.source})`
    : `${VERSION_FILE}: no commit found (no SITE_COMMIT, no CI commit variable, no Git repository with a commit here): written as {"commit":null}`,
);

try {
  const bin = join(root, "node_modules", ".bin", "react-router");
  const result = spawnSync(bin, ["build"], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, BUILD_DIR: tmpDir, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`react-router build exited with ${result.status ?? result.signal}`);
  for (const line of copyPublicFiles({ publicDir: join(root, "public"), clientDir: join(tmpDir, "client") }).skipped) console.log(line);
  const islands = await buildIslands({ root, clientDir: join(tmpDir, "client") });
  finishOutput({ clientDir: join(tmpDir, "client"), content: loaded.content, islands, commit: version.commit });
  rmSync(join(tmpDir, "server"), { recursive: true, force: true });
  publishBuild(root, tmpDir);
} catch (error) {
  rmSync(tmpDir, { recursive: true, force: true });
  console.error(`\nBuild failed: ${(error as Error).message}. build/ still holds the previous build.`);
  process.exit(1);
}
console.log(`✔ built ${loaded.content.routes.length} routes into build/client in ${((performance.now() - started) / 1000).toFixed(1)} s`);
