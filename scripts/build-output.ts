import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from "node:fs";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { dirname, extname, join } from "node:path";
import { constants as zlib } from "node:zlib";
import type { Content } from "../src/content/load.ts";
import type { IslandAssets } from "./build-islands.ts";
import { hashOf, type FileCache } from "./build-cache.ts";
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  headersFile,
  nginxConfig,
  SPECULATION_RULES,
  SPECULATION_RULES_FILE,
  type HeaderRule,
} from "./security-headers.ts";
import { VERSION_CACHE_CONTROL, VERSION_FILE, writeVersionFile } from "./site-version.ts";
import { COMPRESSIBLE_EXTENSIONS, isHashedAsset } from "./static-host.ts";
import { fileProblem } from "../src/content/file-read.ts";

/**
 * Finishes the site in `clientDir`, whose pages are already written with the site script and checked
 * (scripts/build-render.ts): removes the router's client bundle (no page uses it: pages are documents;
 * the scripts kept are those of the browser build, `islands`, see scripts/build-islands.ts) and the
 * stylesheets no page (`pageAssets`, the names under assets/ the pages link to) and no script names,
 * writes `_redirects` and `_headers` (Netlify/Cloudflare Pages format; the same headers for nginx in
 * `../nginx/`, see {@link siteHostFiles}), the speculation rules, version.json with `commit`, the Git
 * commit of the build ({@link writeVersionFile}), sitemap.xml of every page route (aliases are left
 * out: they show the same page; files such as version.json are no pages) and robots.txt, then
 * precompresses the text files ({@link precompressText}, reusing `compressed` entries; `pageKeys`: the
 * pages' keys by absolute path). Throws an
 * Error naming what is wrong (a file under assets/ without a content hash in its name), so the build
 * fails instead of deploying it.
 */
export async function finishOutput(params: {
  clientDir: string;
  content: Content;
  islands: IslandAssets;
  commit: string | null;
  pageAssets: ReadonlySet<string>;
  compressed?: FileCache;
  pageKeys?: ReadonlyMap<string, string>;
}): Promise<void> {
  const { clientDir, content, islands } = params;
  removeRouterScripts(clientDir, islands);
  removeUnreferencedStyles(clientDir, params.pageAssets);
  writeFileSync(join(clientDir, SPECULATION_RULES_FILE), JSON.stringify(SPECULATION_RULES, null, 2) + "\n");
  writeVersionFile(clientDir, params.commit);

  const pageRoutes = [...content.pages.keys()].sort();
  const urls = pageRoutes.map((route) => `  <url><loc>${content.site.siteUrl}${route}</loc></url>`).join("\n");
  writeFileSync(
    join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${content.site.siteUrl}/sitemap.xml\n`);

  // Hosts mark everything under /assets/ immutable (_headers): only files named by their content's hash may be there.
  const unhashed = readdirSync(join(clientDir, "assets")).filter((name) => !isHashedAsset(`assets/${name}`));
  if (unhashed.length)
    throw new Error(
      `assets/ holds files without a content hash in their name, which browsers would keep a year unchanged: ${unhashed.join(", ")}`,
    );
  await precompressText(clientDir, params.compressed, params.pageKeys);
  // The host files go last: a folder with them is a complete build (scripts/build-dir.ts).
  const hostFiles = siteHostFiles(content);
  const nginxDir = join(dirname(clientDir), "nginx");
  mkdirSync(nginxDir, { recursive: true });
  for (const [name, text] of Object.entries(hostFiles.nginx)) writeFileSync(join(nginxDir, name), text);
  writeFileSync(join(clientDir, "_redirects"), hostFiles._redirects);
  writeFileSync(join(clientDir, "_headers"), hostFiles._headers);
}

/**
 * Brotli quality per file: the best (11) for scripts, styles and the other files of public/, which are
 * few whatever the number of pages; 5 for pages, which grow with the site and each carry its styles
 * (about 90 KB of HTML a page): 9 % larger than at 10 (17.7 KB against 16.2 KB a page, still smaller
 * than gzip -9's 18.6 KB) but about 25 times faster, so compressing a 1,000-page site's pages takes
 * seconds, not minutes (measured on 50 generated pages: 6 ms a page at 5, 151 ms at 10, 600 ms at 11).
 */
const brotliQuality = (file: string) => (file.endsWith(".html") ? 5 : zlib.BROTLI_MAX_QUALITY);

/** How many files a compression worker is worth starting for (see {@link precompressText}). */
const FILES_PER_WORKER = 50;

/** One compressed form of a text file: its suffix, the cache's tag for it, and the compressor's settings. */
interface Form {
  suffix: ".br" | ".gz";
  kind: "br" | "gz";
  tag: string;
  options: object;
}

/** The two compressed forms of a text file: brotli (see {@link brotliQuality}) and gzip level 9. */
function formsOf(file: string, bytes: number): Form[] {
  const quality = brotliQuality(file);
  return [
    {
      suffix: ".br",
      kind: "br",
      tag: `br${quality}`,
      options: {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: quality,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
        },
      },
    },
    { suffix: ".gz", kind: "gz", tag: "gz9", options: { level: 9 } },
  ];
}

/** A file to compress in a worker (scripts/build-compress-worker.mjs): the forms the cache does not hold, with their entries' names. */
interface CompressJob {
  file: string;
  forms: (Pick<Form, "suffix" | "kind" | "options"> & { entry: string | null })[];
}

/**
 * Writes `<file>.br` (brotli, see {@link brotliQuality}) and `<file>.gz` (gzip level 9) beside every text file of
 * the build ({@link COMPRESSIBLE_EXTENSIONS}), each only when it is smaller than the file itself:
 * `npm run serve` and nginx (gzip_static) send them as they are instead of compressing per request.
 * The host files `_headers` and `_redirects` are left alone. With a `cache`, a file's forms are taken
 * from it when an earlier build compressed the same bytes (keyed by their hash, or by the key `keys`
 * gives the file's absolute path: the pages', which the build already knows, so they are not read).
 * The others are compressed in worker threads, one per {@link FILES_PER_WORKER} files and at most one
 * per core, and stored in the cache. Resolves to how many compressed files were written; rejects
 * when a worker fails (a file that cannot be read or written).
 */
export async function precompressText(clientDir: string, cache?: FileCache, keys?: ReadonlyMap<string, string>): Promise<number> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSIBLE_EXTENSIONS.has(extname(entry.name).toLowerCase()))
    .map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  const jobs: CompressJob[] = [];
  for (const file of files) {
    const key = cache && (keys?.get(file) ?? hashOf(readFileSync(file)));
    const size = statSync(file).size;
    const forms: CompressJob["forms"] = [];
    for (const form of formsOf(file, size)) {
      const entry = key === undefined ? null : `${key}-${form.tag}`;
      if (entry !== null && cache!.has(entry)) {
        if (statSync(join(cache!.dir, entry)).size >= size) continue;
        cache!.copyOut(entry, file + form.suffix);
        written++;
      } else forms.push({ suffix: form.suffix, kind: form.kind, options: form.options, entry });
    }
    if (forms.length) jobs.push({ file, forms });
  }
  const workers = Math.min(availableParallelism(), Math.ceil(jobs.length / FILES_PER_WORKER));
  const shares = Array.from({ length: workers }, (_, n) => jobs.filter((_, i) => i % workers === n));
  const counts = await Promise.all(shares.map((share) => compressInWorker(share, cache?.dir ?? null)));
  return counts.reduce((sum, count) => sum + count, written);
}

/** Runs `jobs` in one compression worker; resolves to how many files it wrote, rejects with its error. */
function compressInWorker(jobs: CompressJob[], cacheDir: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./build-compress-worker.mjs", import.meta.url), { workerData: { cacheDir, jobs } });
    worker.on("message", (message: { written?: number; error?: string }) =>
      message.error !== undefined ? reject(new Error(`compressing the build's files: ${message.error}`)) : resolve(message.written ?? 0),
    );
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`a compression worker stopped (exit ${code})`)));
  });
}

/**
 * The page with the site script as a module script at the end of its `<head>` (fetched early, run
 * once the HTML is parsed) and, on a page with islands (`data-island` in its HTML), the islands
 * entry's URL in `<meta name="islands">`: the site script loads it once the page has loaded, so
 * React's client never competes with the page's first paint and its largest picture. Throws when the
 * page has no `</head>`.
 */
export function withSiteScripts(html: string, scripts: Pick<IslandAssets, "siteScript" | "islandsScript">): string {
  if (!html.includes("</head>")) throw new Error("a prerendered page has no </head> to put the site script in");
  const islands = html.includes("data-island=") ? `<meta name="islands" content="${scripts.islandsScript}"/>` : "";
  return html.replace("</head>", `${islands}<script type="module" src="${scripts.siteScript}"></script></head>`);
}

/**
 * The page with each stylesheet it links to under `/assets/` written into it as a `<style>` element, in
 * the same place, so a first visit paints from the HTML alone instead of waiting one more round trip
 * for the stylesheets (the site's whole CSS is about 14 KB gzipped; the Content-Security-Policy allows
 * inline styles). `readStyle` gives a stylesheet's text by its URL (`/assets/root-….css`). Throws when
 * a stylesheet cannot be read or holds `</style`, which would end the element early.
 */
export function withInlineStyles(html: string, readStyle: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g, (_, href: string) => {
    const css = readStyle(href);
    if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${href} holds "</style", which would end its <style> element early`);
    return `<style>${css}</style>`;
  });
}

/**
 * The start of the first `<script>` in `html` that a browser would run from the page itself (no
 * `src`, and not a JSON data block such as an island's props or `application/ld+json`), or
 * undefined when there is none.
 */
export function executableInlineScript(html: string): string | undefined {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    return match[2] ?? "";
  }
  return undefined;
}

/**
 * Deletes the router's client bundle from assets/: its entry, route modules and their chunks. Pages
 * are documents with islands; only the files of the browser build (`islands.scripts`) are published.
 */
function removeRouterScripts(clientDir: string, islands: IslandAssets): void {
  const keep = new Set(islands.scripts.map((url) => url.replace(/^\/assets\//, "")));
  const assetsDir = join(clientDir, "assets");
  for (const file of readdirSync(assetsDir)) if (file.endsWith(".js") && !keep.has(file)) rmSync(join(assetsDir, file));
}

/**
 * Deletes stylesheets under assets/ that no page (`pageAssets`: names under assets/ the pages link to)
 * and no script names: every stylesheet the pages have written into them (withInlineStyles).
 */
function removeUnreferencedStyles(clientDir: string, pageAssets: ReadonlySet<string>): void {
  const assetsDir = join(clientDir, "assets");
  const scripts = readdirSync(assetsDir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(join(assetsDir, f), "utf8"));
  for (const file of readdirSync(assetsDir).filter((f) => f.endsWith(".css"))) {
    if (!pageAssets.has(file) && !scripts.some((text) => text.includes(`assets/${file}`))) rmSync(join(assetsDir, file));
  }
}

/**
 * The files hosts read, for the site in `content`: `_headers` (Netlify / Cloudflare Pages) with one
 * rule for every path (the common headers, the site's one Content-Security-Policy and the speculation
 * rules), long caching for /assets/ and the encoded pictures (/images/_/), the speculation rules' media
 * type and no-cache for version.json: five rules whatever the number of pages (Cloudflare Pages reads 100); `_redirects` with the site's redirects (301), one a
 * line; and the nginx equivalent of both for `build/nginx/` ({@link nginxConfig}). Pure: writes nothing.
 */
export function siteHostFiles(content: Pick<Content, "thirdParties" | "redirects">): {
  _headers: string;
  _redirects: string;
  nginx: Record<string, string>;
} {
  const headers = {
    ...commonSecurityHeaders(content.thirdParties),
    "Content-Security-Policy": contentSecurityPolicy({ thirdParties: content.thirdParties }),
    "Speculation-Rules": `"/${SPECULATION_RULES_FILE}"`,
  };
  const rules: HeaderRule[] = [
    { path: "/*", headers },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    // The pictures the build encoded are named by their content's hash too (scripts/build-pictures.ts).
    { path: "/images/_/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    // Browsers apply speculation rules only when served with their own media type.
    { path: `/${SPECULATION_RULES_FILE}`, headers: { "Content-Type": "application/speculationrules+json" } },
    // Asked again on every use, so whoever watches it sees a new deploy at once.
    { path: `/${VERSION_FILE}`, headers: { "Cache-Control": VERSION_CACHE_CONTROL } },
  ];
  return {
    _headers: headersFile(rules),
    _redirects: content.redirects.map((r) => `${r.from} ${r.to} 301`).join("\n") + "\n",
    nginx: nginxConfig({ headers, redirects: content.redirects.map((r) => ({ from: r.from, to: r.to, status: 301 })) }),
  };
}

/**
 * Why an entry of public/ is never published, in plain words, or undefined when it is: a name
 * starting with `.` (`.env`, `.git/`, `.DS_Store`; folders too, with everything in them), a symbolic
 * link (it may lead anywhere on the disk; never followed), or anything but a regular file or a folder.
 * `stat` is the entry's own `lstat`, not its target's. The one exception is the folder `.well-known`
 * directly in public/ (security.txt and other files hosts and browsers look for there, RFC 8615);
 * `depth` is 0 for an entry directly in public/.
 */
export function unpublishedReason(name: string, stat: Stats, depth = 0): string | undefined {
  if (depth === 0 && name === ".well-known" && stat.isDirectory()) return undefined;
  if (name.startsWith(".")) return `${stat.isDirectory() ? "folders" : "files"} starting with . are never published`;
  if (stat.isSymbolicLink()) return "a symbolic link, never published";
  if (!stat.isFile() && !stat.isDirectory()) return "not a regular file or folder, never published";
  return undefined;
}

/**
 * Copies public/ into the build's client folder, as Vite would, but only regular files and folders
 * whose names do not start with `.`, at any depth; symbolic links are never followed (each file is
 * opened with O_NOFOLLOW where the system has it, so a file swapped for a link while copying is not
 * read either). `publicDir` itself may be a link (a project copy may link its public/); what is inside
 * it may not. A file the build already wrote at the same path (a route's HTML, a script) is kept and
 * the public/ one skipped. Returns one line per skipped entry, e.g. `skipped public/.env: files
 * starting with . are never published`, with paths relative to the project (`public/...`), and the
 * number of files copied. A missing `publicDir` copies nothing. Throws when a file cannot be read or
 * written.
 */
export function copyPublicFiles(params: { publicDir: string; clientDir: string }): { copied: number; skipped: string[] } {
  const skipped: string[] = [];
  let copied = 0;
  if (!existsSync(params.publicDir)) return { copied, skipped };
  const walk = (from: string, to: string, shown: string, depth: number) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).sort()) {
      const source = join(from, name);
      const target = join(to, name);
      const stat = lstatSync(source);
      const why = unpublishedReason(name, stat, depth);
      if (why) {
        skipped.push(`skipped ${shown}/${name}: ${why}`);
      } else if (stat.isDirectory()) {
        walk(source, target, `${shown}/${name}`, depth + 1);
      } else if (existsSync(target)) {
        skipped.push(`skipped ${shown}/${name}: the build writes a file there itself`);
      } else if (copyFile(source, target, `${shown}/${name}`)) {
        copied++;
      } else {
        skipped.push(`skipped ${shown}/${name}: not a regular file or folder, never published`);
      }
    }
  };
  walk(params.publicDir, params.clientDir, "public", 0);
  return { copied, skipped };
}

/**
 * Copies the regular file `source` (never through a symbolic link: see {@link copyPublicFiles}) to
 * the new file `target`; false, copying nothing, when it is not a regular file. Throws an Error
 * naming the file by `shown` (`public/images/a.png`), whose `cause` is the file system's error, when
 * it cannot be read or written.
 */
function copyFile(source: string, target: string, shown: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(source, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    if (!fstatSync(fd).isFile()) return false;
    writeFileSync(target, readFileSync(fd), { flag: "wx" });
    return true;
  } catch (error) {
    throw new Error(`The file ${shown} could not be copied into the build: ${fileProblem(error)}`, { cause: error });
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Whether the dev server must refuse a request for `pathname` (the URL path, still percent-encoded)
 * because it names an entry of `publicDir` that is never published (see {@link unpublishedReason}):
 * a part starting with `.` or a symbolic link on the way. Paths that are not in public/ at all are
 * not refused (they belong to the dev server). Reads only the entries on the path; never throws.
 */
export function refusedPublicRequest(publicDir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.split(/[?#]/)[0]!);
  } catch {
    return false;
  }
  let dir = publicDir;
  for (const [depth, name] of decoded.split(/[\\/]/).filter(Boolean).entries()) {
    if (name === "..") return true;
    const entry = join(dir, name);
    let stat: Stats;
    try {
      stat = lstatSync(entry);
    } catch {
      return false;
    }
    if (unpublishedReason(name, stat, depth)) return true;
    if (!stat.isDirectory()) return false;
    dir = entry;
  }
  return false;
}
