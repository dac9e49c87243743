/**
 * `npm run build`: validate + cross-check every page, prerender every route with React Router into a
 * temporary folder, build the browser's JavaScript (the site script and the islands, scripts/build-islands.ts), copy public/ into it (regular files and folders only: names starting with `.`,
 * symbolic links and anything else are skipped, one line each; Vite's own copy is off for builds, see
 * vite.config.ts), add what static hosts need (404.html, _redirects, _headers, sitemap.xml,
 * robots.txt), check the output, and only then swap it into build/. A content error stops the build
 * before anything is written; any later failure removes the temporary folder, so build/ always
 * holds the last complete build and never a half-written one. Deploy build/client.
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { copyPublicFiles, finishOutput } from "./build-output.ts";
import { buildIslands } from "./build-islands.ts";

const root = process.cwd();
const started = performance.now();
const finalDir = join(root, "build");
const tmpDir = join(root, `.build-tmp-${process.pid}`);

const loaded = loadContent(contentLocationFromEnv(root));
if (!loaded.content) {
  console.error(formatErrors(loaded.errors, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
  console.error("\nBuild stopped: fix the errors above. Nothing was written; build/ still holds the previous build.");
  process.exit(1);
}
if (loaded.warnings.length) console.error(formatErrors(loaded.warnings, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
console.log(`✔ content valid: ${loaded.content.pages.size} pages, ${loaded.content.routes.length} routes`);

try {
  const bin = join(root, "node_modules", ".bin", "react-router");
  const result = spawnSync(bin, ["build"], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, BUILD_DIR: tmpDir, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`react-router build exited with ${result.status ?? result.signal}`);
  for (const line of copyPublicFiles({ publicDir: join(root, "public"), clientDir: join(tmpDir, "client") }).skipped) console.log(line);
  const islands = await buildIslands({ root, clientDir: join(tmpDir, "client") });
  finishOutput({ clientDir: join(tmpDir, "client"), content: loaded.content, islands });
  rmSync(join(tmpDir, "server"), { recursive: true, force: true });
  const oldDir = `${finalDir}.old-${process.pid}`;
  if (existsSync(finalDir)) renameSync(finalDir, oldDir);
  renameSync(tmpDir, finalDir);
  rmSync(oldDir, { recursive: true, force: true });
} catch (error) {
  rmSync(tmpDir, { recursive: true, force: true });
  console.error(`\nBuild failed: ${(error as Error).message}. build/ still holds the previous build.`);
  process.exit(1);
}
console.log(`✔ built ${loaded.content.routes.length} routes into build/client in ${((performance.now() - started) / 1000).toFixed(1)} s`);
