/**
 * `npm run build`: validate + cross-check every page once (while the router's build, whose server
 * bundle renders the pages, runs in a process of its own), build the browser's JavaScript
 * (scripts/build-islands.ts), prerender every route from the router's server build into a temporary folder
 * (scripts/build-render.ts), copy public/ into it (regular files and folders only: names starting
 * with `.`, symbolic links and anything else are skipped, one line each; Vite's own copy is off for
 * builds, see vite.config.ts), add what static hosts need (404.html, _redirects, _headers,
 * sitemap.xml, robots.txt) and version.json (the Git commit built, scripts/site-version.ts),
 * encode its raster pictures as AVIF and WebP at the widths the layout needs (scripts/build-pictures.ts),
 * precompress its text files (a `.br` and a `.gz` beside each), and only then publish it: the
 * finished folder gets a name of its own and the `build` link is switched to it in one rename
 * (scripts/build-dir.ts), so build/ always holds the last complete build, never a half-written one
 * and never nothing, wherever the build is stopped.
 *
 * Only what changed is redone (scripts/build-cache.ts): the code is built again only when a source,
 * a schema or the package lock changed (not for a new, renamed or removed page); a content file is
 * parsed and validated again only when its text, the schemas, the code or the site's placeholder
 * values changed (src/content/content-cache.ts; the checks across files run every time); a route is rendered
 * again only when its data, the code or the year changed (pages are rendered as of the build's year); a file is compressed again only when its bytes
 * changed; a picture is encoded again only when its bytes changed. The output is the same, byte for
 * byte, as a build without the cache. A content error, or a SITE_COMMIT that is not a full commit,
 * stops the build (and the router's, when it runs) before anything is written; any later failure removes the temporary folder. What
 * earlier builds left behind (a killed build's temporary folder, builds no longer linked) is removed.
 * Deploy build/client.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, lstatSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { formatErrors } from "../src/content/errors.ts";
import { ContentCache } from "../src/content/content-cache.ts";
import { contentLocationFromEnv, loadContent, type Content } from "../src/content/load.ts";
import {
  cacheDirOf,
  FileCache,
  hashSources,
  ISLANDS_SOURCES,
  moveFolderInto,
  pruneFolders,
  ROUTER_SOURCES,
  temporaryEntry,
  writeFileAtomic,
} from "./build-cache.ts";
import { copyPublicFiles, finishOutput } from "./build-output.ts";
import type { IslandAssets } from "./build-islands.ts";
import { publishBuild, recoverBuild, removeLeftovers, replaceLink, temporaryBuildDir } from "./build-dir.ts";
import { prerenderRoutes, startRenderWorker, writePages } from "./build-render.ts";
import { copyPictures, encodePictures, planPictures } from "./build-pictures.ts";
import { subsetFonts } from "./build-font.ts";
import { resolveCommit, VERSION_FILE, type ResolvedCommit } from "./site-version.ts";

// React and the router render in their production builds, as the router's own build would.
process.env.NODE_ENV = "production";
const root = process.cwd();
const started = performance.now();
const lap = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const tmpDir = temporaryBuildDir(root);
const cacheDir = cacheDirOf(root);
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

const validating = performance.now();
// The code's key: the router's build and the validated content kept from earlier builds are both keyed by it.
const routerKey = hashSources(root, ROUTER_SOURCES);
const validated = new ContentCache(join(cacheDir, "content"), "build", routerKey);
// The router's build depends on the code only: it runs in a process of its own while the content is checked.
let routerProcess: ChildProcess | undefined;
/** The router's build for this code when the cache holds it (its folder), reused as it is. */
const cachedRouterDir = existsSync(join(routerDirOf(routerKey), "server", "index.js")) ? routerDirOf(routerKey) : undefined;
const routerBuilding = routerBuild(cachedRouterDir);
// Awaited in buildSite; a content error first must not leave it unhandled.
routerBuilding.catch(() => {});
// A router build taken from the cache is in place already: a prerender worker loads its server bundle while the content is checked.
const renderer = cachedRouterDir ? startRenderWorker(join(cachedRouterDir, "server")) : undefined;
/** Stops the build before anything is written (a content error): the router's build, if running, stops too. */
function stopBeforeWriting(message: string): never {
  console.error(message);
  routerProcess?.kill();
  process.exit(1);
}
let loaded: ReturnType<typeof loadContent>;
try {
  loaded = loadContent({ ...contentLocationFromEnv(root), cache: validated });
} catch (error) {
  // A file that cannot be read (its permissions, not its content): the error names it.
  stopBeforeWriting(`Build stopped: ${(error as Error).message}. Nothing was written; build/ still holds the previous build.`);
}
if (!loaded.content) {
  console.error(formatErrors(loaded.errors, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
  stopBeforeWriting("\nBuild stopped: fix the errors above. Nothing was written; build/ still holds the previous build.");
}
if (loaded.warnings.length) console.error(formatErrors(loaded.warnings, { color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }));
console.log(
  `✔ content valid: ${loaded.content.pages.size} pages, ${loaded.content.routes.length} routes; files parsed ${validated.counts.stored}, reused ${validated.counts.reused} unchanged (${lap(validating)})`,
);
console.log(
  version.commit
    ? `✔ ${VERSION_FILE}: commit ${version.commit} (from ${version.source})`
    : `${VERSION_FILE}: no commit found (no SITE_COMMIT, no CI commit variable, no Git repository with a commit here): written as {"commit":null}`,
);

/**
 * The router's build for the code: `cached` (its folder in the cache) when given, else built now by
 * `react-router build` into the cache (whole, then renamed). Its one content route serves every path
 * (src/routes.ts), so the pages of the site do not change it. Resolves to its key and folder
 * (`client/` with the stylesheets and fonts the pages link to, `server/index.js` the server bundle).
 */
async function routerBuild(cached: string | undefined): Promise<{ key: string; dir: string }> {
  const key = routerKey;
  const dir = routerDirOf(key);
  if (cached) {
    linkPackages(cached);
    console.log("✔ router build: code unchanged, reused");
    return { key, dir: cached };
  }
  const building = performance.now();
  const temporary = temporaryEntry(join(cacheDir, "router"));
  const bin = join(root, "node_modules", ".bin", "react-router");
  const env = { ...process.env, BUILD_DIR: temporary, NODE_ENV: "production" };
  const status = await new Promise<number | string | null>((resolve) => {
    const child = spawn(bin, ["build"], { stdio: ["ignore", "inherit", "inherit"], env });
    routerProcess = child;
    child.on("error", () => resolve("could not start"));
    child.on("close", (code, signal) => resolve(code ?? signal));
  });
  if (status !== 0) {
    rmSync(temporary, { recursive: true, force: true });
    throw new Error(`react-router build exited with ${status}`);
  }
  linkPackages(temporary);
  moveFolderInto(temporary, dir);
  console.log(`✔ router build (${lap(building)})`);
  return { key, dir };
}

/** The folder of the router's build for the code of key `key`, in the cache. */
function routerDirOf(key: string): string {
  return join(cacheDir, "router", key);
}

/**
 * Links the project's `node_modules` into a router build's folder in the cache: its server bundle
 * imports React and the router by name, which Node looks for in the folders above the bundle, and
 * `BUILD_CACHE_DIR` may put the cache outside the project. A link to another folder (a cache made by
 * a copy of the project elsewhere) is replaced, in one rename.
 */
function linkPackages(dir: string): void {
  const link = join(dir, "node_modules");
  const target = join(root, "node_modules");
  if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(link) === target) return;
  replaceLink(link, target, `${link}.tmp-${process.pid}`);
}

/** The browser's JavaScript for the code, from the cache or built now into it. Resolves to its URLs and folder (`assets/`). */
async function islandsBuild(): Promise<{ islands: IslandAssets; dir: string }> {
  const key = hashSources(root, ISLANDS_SOURCES);
  const dir = join(cacheDir, "islands", key);
  if (existsSync(join(dir, "islands.json"))) {
    console.log("✔ browser build: code unchanged, reused");
    return { islands: JSON.parse(readFileSync(join(dir, "islands.json"), "utf8")) as IslandAssets, dir };
  }
  const building = performance.now();
  const temporary = temporaryEntry(join(cacheDir, "islands"));
  try {
    // Loaded only when needed: Vite takes a while to load, and a build after a content change never uses it.
    const { buildIslands } = await import("./build-islands.ts");
    const islands = await buildIslands({ root, clientDir: temporary });
    writeFileAtomic(join(temporary, "islands.json"), JSON.stringify(islands));
    moveFolderInto(temporary, dir);
    console.log(`✔ browser build (${lap(building)})`);
    return { islands, dir };
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Builds the site into `tmpDir` from the code's builds and the content, then publishes it and trims
 * the cache to what it used. The pages are prerendered while the browser's JavaScript is built and the font is cut.
 */
async function buildSite(validated: Content): Promise<void> {
  const { content, variants } = planPictures(validated, join(root, "public"));
  const pictures = new FileCache(join(cacheDir, "pictures"));
  const encoding = performance.now();
  const encoded = encodePictures(variants, pictures).then((counts) => {
    console.log(`✔ pictures: encoded ${counts.encoded}, reused ${counts.reused} unchanged (${lap(encoding)})`);
  });
  const browserBuild = islandsBuild();
  // Awaited below; a failure of the router's build first must not leave them unhandled.
  browserBuild.catch(() => {});
  encoded.catch(() => {});
  const router = await routerBuilding;
  const clientDir = join(tmpDir, "client");
  cpSync(join(router.dir, "client"), clientDir, { recursive: true });
  const rendering = performance.now();
  const pages = new FileCache(join(cacheDir, "pages"));
  const prerendering = prerenderRoutes({
    serverDir: join(router.dir, "server"),
    content,
    routerKey: router.key,
    cache: pages,
    started: renderer,
  });
  prerendering.catch(() => {});
  // The font is cut on this thread while the workers prerender: it needs only the router's stylesheets and fonts.
  const fonts = new FileCache(join(cacheDir, "fonts"));
  const cutting = performance.now();
  const cut = await subsetFonts({ clientDir, cache: fonts });
  console.log(`✔ fonts: cut ${cut.made} parts to their characters and weights, reused ${cut.parts - cut.made} unchanged (${lap(cutting)})`);
  const prerendered = await prerendering;
  console.log(`✔ prerendered ${prerendered.rendered} routes, reused ${prerendered.reused} unchanged (${lap(rendering)})`);
  const browser = await browserBuild;
  cpSync(join(browser.dir, "assets"), join(clientDir, "assets"), { recursive: true });
  await encoded;
  copyPictures(variants, pictures, clientDir);
  const finishing = performance.now();
  const written = writePages({ prerendered, clientDir, islands: browser.islands, cache: pages, renamed: cut.renamed });
  for (const line of copyPublicFiles({ publicDir: join(root, "public"), clientDir }).skipped) console.log(line);
  const compressed = new FileCache(join(cacheDir, "compressed"));
  await finishOutput({
    clientDir,
    content,
    islands: browser.islands,
    commit: version.commit,
    pageAssets: written.assets,
    compressed,
    pageKeys: written.keys,
  });
  console.log(`✔ wrote, finished and precompressed (${lap(finishing)})`);
  publishBuild(root, tmpDir);
  pages.prune();
  compressed.prune();
  pictures.prune();
  fonts.prune();
  pruneFolders(join(cacheDir, "router"), router.key);
  pruneFolders(join(cacheDir, "islands"), browser.dir.split("/").pop()!);
}

try {
  await buildSite(loaded.content);
} catch (error) {
  rmSync(tmpDir, { recursive: true, force: true });
  console.error(`\nBuild failed: ${(error as Error).message}. build/ still holds the previous build.`);
  process.exit(1);
}
console.log(`✔ built ${loaded.content.routes.length} routes into build/client in ${lap(started)}`);
