/**
 * The request handler of `npm run serve`: the build in `build/client` served the way a production
 * static host serves it, and the same way the generated nginx configuration does (build/nginx/site.conf,
 * tested on a real nginx). Every answer is computed from the files as they are on disk at that moment,
 * so a rebuild (which swaps build/ for a new folder in one rename) is picked up by the next request.
 */
import { closeSync, createReadStream, fstatSync, openSync, readFileSync, readSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, posix } from "node:path";
import { compileHeaderRules, parseHeadersFile } from "./security-headers.ts";
import { VERSION_CACHE_CONTROL, VERSION_FILE } from "./site-version.ts";

/** Media types of the files a build holds, by extension; anything else is `application/octet-stream`. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};

/** Extensions of the text files the build precompresses (a `.br` and a `.gz` beside each) and hosts compress. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([".html", ".js", ".mjs", ".css", ".json", ".map", ".webmanifest", ".svg", ".xml", ".txt"]);

/** Cache-Control of a hashed asset: its name changes with its content, so browsers may keep it a year without asking. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Cache-Control of everything else (pages, pictures, documents): kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Whether `relPath` (a path inside build/client, without a leading slash) is a hashed asset: a file
 * directly in `assets/` whose name ends with the bundler's content hash, e.g. `assets/site-qVgEJvJ0.js`.
 * Only those are marked immutable; a page or a picture never is, whatever folder it sits in.
 */
export function isHashedAsset(relPath: string): boolean {
  return /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css|mjs|map|woff2?|svg|png|jpe?g|webp|avif)$/.test(relPath);
}

/**
 * The Cache-Control of the file at `relPath` (a path inside build/client, without a leading slash), as
 * every host the build configures sends it: {@link IMMUTABLE} for a hashed asset ({@link isHashedAsset}),
 * no-cache for version.json (the commit built: whoever watches it sees a new deploy at once), and
 * {@link REVALIDATE} for everything else.
 */
export function cacheControlFor(relPath: string): string {
  if (relPath === VERSION_FILE) return VERSION_CACHE_CONTROL;
  return isHashedAsset(relPath) ? IMMUTABLE : REVALIDATE;
}

/** Files up to this size are kept in memory once read (1 MB): every page and script; the videos and PDFs are streamed. */
const CACHED_FILE_BYTES = 1024 * 1024;
/** Memory the file cache may hold before it is emptied and filled again (32 MB): a rebuild's new files never pile up. */
const CACHE_BYTES = 32 * 1024 * 1024;

/** What a request asks for, read from its raw target. */
type Target = { path: string; query: string } | { bad: string };

/**
 * The path a request target names, percent-decoded and normalised as a file server resolves it
 * (`/./home` and `//home` are `/home`; `..` never climbs above the root), with its query kept as sent.
 * Returns `{ bad }` for a target that is not a path (absolute-form, malformed percent-encoding, a NUL).
 */
export function readTarget(url: string): Target {
  if (!url.startsWith("/")) return { bad: "the request target is not a path" };
  const q = url.indexOf("?");
  const raw = q < 0 ? url : url.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { bad: "the path has a malformed percent-encoding" };
  }
  if (decoded.includes("\0")) return { bad: "the path has a NUL character" };
  return { path: posix.normalize(decoded), query: q < 0 ? "" : url.slice(q) };
}

/**
 * Whether a (normalised) path names something that is never served: the host files `_headers` and
 * `_redirects`, and any name starting with `.` at any depth but the top-level `/.well-known/` folder.
 */
export function isHiddenPath(path: string): boolean {
  if (path === "/_headers" || path === "/_redirects") return true;
  return path.split("/").some((segment, i) => segment.startsWith(".") && !(i === 1 && segment === ".well-known"));
}

/** The most of a request target a log line shows, in characters: a long address would fill the log at every request. */
const LOGGED_TARGET_CHARS = 200;

/** `url` as a log line shows it: at most {@link LOGGED_TARGET_CHARS} characters, with how much was cut. */
export function loggedTarget(url: string | undefined): string {
  const target = url ?? "/";
  return target.length <= LOGGED_TARGET_CHARS ? target : `${target.slice(0, LOGGED_TARGET_CHARS)}… (${target.length - LOGGED_TARGET_CHARS} more characters)`;
}

/** The rules of one build, read from its `_headers` and `_redirects`. */
interface HostRules {
  stamp: string;
  headersFor: (pathname: string) => Record<string, string>;
  redirects: Map<string, { to: string; status: number }>;
}

/** Thrown when the build is missing (or half-way through being swapped): the answer is 503, and nothing is logged. */
class BuildMissing extends Error {}

/** The parsed `Range` header: the byte span asked for, `unsatisfiable`, or undefined to send the whole file. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  if (!header) return undefined;
  // One range in bytes; several ranges, or another unit, are answered with the whole file, as RFC 9110 allows.
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Number(last);
  if (end < start || start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/** The encodings a request's `Accept-Encoding` allows, among `br` and `gzip` (those with q=0 are refused). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === "br" || name === "gzip") out.add(name);
  }
  return out;
}

/**
 * A request handler serving the build in `buildDir` (the folder holding `client/`, normally `build`):
 *
 * - GET and HEAD only; any other method gets 405 with `Allow: GET, HEAD`;
 * - a malformed target (bad percent-encoding) gets 400; `/_headers`, `/_redirects` and dotfiles 404;
 * - the `_redirects` with their status; `/x/index.html` and `/x/index` redirect (301) to `/x` (the root's
 *   index.html, the redirect page of `/` for hosts without redirects, is served as it is);
 * - clean URLs (`/home` is `home/index.html`), 404.html with status 404 for anything else;
 * - the `_headers` headers on every answer (304, redirects and errors included), and Cache-Control:
 *   a year and immutable for hashed assets, no-cache for version.json, revalidation for everything
 *   else ({@link cacheControlFor});
 * - the build's `.br` or `.gz` beside a text file when the client accepts it (never compressing per request);
 * - ETag and Last-Modified with 304, and single byte ranges (206, or 416 when unsatisfiable);
 * - 503 with Retry-After while the build is missing (a first build not done yet, or a rebuild swapping it).
 *
 * It never throws: an unexpected error is answered with 500 (or the connection closed if the answer
 * had started) and logged once through `log`, and the server goes on serving.
 */
export function createStaticHost(options: { buildDir: string; log?: (line: string) => void }): (req: IncomingMessage, res: ServerResponse) => void {
  const client = join(options.buildDir, "client");
  const log = options.log ?? ((line: string) => console.error(line));
  let rules: HostRules | undefined;
  const cache = new Map<string, Buffer>();
  let cachedBytes = 0;

  /** The rules of the build on disk now, read again when its `_headers` or `_redirects` changed. Throws BuildMissing without them. */
  const currentRules = (): HostRules => {
    const headersStat = statSync(join(client, "_headers"), { throwIfNoEntry: false });
    const redirectsStat = statSync(join(client, "_redirects"), { throwIfNoEntry: false });
    if (!headersStat || !redirectsStat) throw new BuildMissing();
    const stamp = [headersStat, redirectsStat].map((s) => `${s.ino}:${s.mtimeMs}:${s.size}`).join("|");
    if (rules?.stamp !== stamp) {
      let headersText: string;
      let redirectsText: string;
      try {
        headersText = readFileSync(join(client, "_headers"), "utf8");
        redirectsText = readFileSync(join(client, "_redirects"), "utf8");
      } catch {
        throw new BuildMissing();
      }
      const redirects = new Map(
        redirectsText
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith("#"))
          .map((line) => line.split(/\s+/))
          .map(([from, to, status]) => [from!, { to: to!, status: Number(status ?? 301) }]),
      );
      rules = { stamp, headersFor: compileHeaderRules(parseHeadersFile(headersText)), redirects };
    }
    return rules;
  };

  /** The bytes of a small file, from memory when this very file (same inode, time and size) was read before. */
  const contents = (file: string, stat: Stats): Buffer => {
    const key = `${file}\0${stat.ino}\0${stat.mtimeMs}\0${stat.size}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const fd = openSync(file, "r");
    try {
      const buffer = Buffer.alloc(fstatSync(fd).size);
      let read = 0;
      while (read < buffer.length) {
        const n = readSync(fd, buffer, read, buffer.length - read, read);
        if (n === 0) break;
        read += n;
      }
      if (cachedBytes + buffer.length > CACHE_BYTES) {
        cache.clear();
        cachedBytes = 0;
      }
      cache.set(key, buffer);
      cachedBytes += buffer.length;
      return buffer;
    } finally {
      closeSync(fd);
    }
  };

  /** The file's stats when it is a regular file; undefined when there is none, including for a name no file can have (a part over 255 bytes). */
  const fileStat = (file: string): Stats | undefined => {
    let stat: Stats | undefined;
    try {
      stat = statSync(file, { throwIfNoEntry: false });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENAMETOOLONG") return undefined;
      throw error;
    }
    return stat?.isFile() ? stat : undefined;
  };

  /** Headers every answer about `path` carries: the `_headers` ones (or, without a build, the last build's). */
  const siteHeaders = (res: ServerResponse, path: string, host: HostRules | undefined) => {
    for (const [name, value] of Object.entries(host?.headersFor(path) ?? {})) res.setHeader(name, value);
  };

  const answerPlain = (res: ServerResponse, req: IncomingMessage, status: number, text: string, extra: Record<string, string> = {}) => {
    res.setHeader("Cache-Control", "no-store");
    res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...extra });
    res.end(req.method === "HEAD" ? undefined : text);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const file = join(client, "404.html");
    const stat = fileStat(file);
    if (!stat) throw new BuildMissing();
    const body = contents(file, stat);
    res.setHeader("Cache-Control", REVALIDATE);
    res.writeHead(404, { "Content-Type": MEDIA_TYPES[".html"]!, "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const target = readTarget(req.url ?? "/");
    // The headers of the path asked for, or of the site's root for a target that names no path.
    const path = "bad" in target ? "/" : target.path;
    let host: HostRules;
    try {
      host = currentRules();
    } catch (error) {
      if (!(error instanceof BuildMissing)) throw error;
      siteHeaders(res, path, rules);
      answerPlain(res, req, 503, "The site is being rebuilt: try again in a moment.\n", { "Retry-After": "1" });
      return;
    }
    siteHeaders(res, path, host);
    if (req.method !== "GET" && req.method !== "HEAD") {
      answerPlain(res, req, 405, "Only GET and HEAD are allowed on this site.\n", { Allow: "GET, HEAD" });
      return;
    }
    if ("bad" in target) {
      answerPlain(res, req, 400, `Bad request: ${target.bad}.\n`);
      return;
    }
    if (isHiddenPath(path)) return notFound(req, res);
    const redirect = host.redirects.get(path);
    // The root's index.html is not a page but the redirect page of / for hosts without redirects: served as it is.
    const index = /^(\/.+)\/index(?:\.html)?$/.exec(path);
    if (redirect || index) {
      res.setHeader("Cache-Control", REVALIDATE);
      res.writeHead(redirect?.status ?? 301, { Location: redirect ? redirect.to : `${index![1]}${target.query}`, "Content-Length": 0 });
      res.end();
      return;
    }

    const rel = path.slice(1);
    const candidates = path.endsWith("/") ? [`${rel}index.html`] : [rel, `${rel}/index.html`];
    let relFile: string | undefined;
    let stat: Stats | undefined;
    for (const candidate of candidates) {
      if (!candidate || candidate.endsWith("/")) continue;
      stat = fileStat(join(client, candidate));
      if (stat) {
        relFile = candidate;
        break;
      }
    }
    if (!relFile || !stat) return notFound(req, res);

    const file = join(client, relFile);
    const ext = extname(relFile).toLowerCase();
    const type = res.getHeader("Content-Type") ?? MEDIA_TYPES[ext] ?? "application/octet-stream";
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", cacheControlFor(relFile));
    res.setHeader("Accept-Ranges", "bytes");

    let served = { file, stat, encoding: "" };
    const rangeHeader = req.headers.range;
    if (COMPRESSIBLE_EXTENSIONS.has(ext)) {
      res.setHeader("Vary", "Accept-Encoding");
      // A range is a span of the file's own bytes: it is always answered from the uncompressed file.
      if (!rangeHeader) {
        const accepted = acceptedEncodings(req.headers["accept-encoding"]);
        for (const [encoding, suffix] of [
          ["br", ".br"],
          ["gzip", ".gz"],
        ] as const) {
          if (!accepted.has(encoding)) continue;
          const compressed = fileStat(file + suffix);
          if (compressed) {
            served = { file: file + suffix, stat: compressed, encoding };
            break;
          }
        }
      }
    }
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${served.encoding ? `-${served.encoding}` : ""}"`;
    res.setHeader("ETag", etag);
    res.setHeader("Last-Modified", stat.mtime.toUTCString());
    if (served.encoding) res.setHeader("Content-Encoding", served.encoding);

    const ifNoneMatch = req.headers["if-none-match"];
    const notModified = ifNoneMatch
      ? ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
      : req.headers["if-modified-since"] !== undefined && Math.floor(stat.mtimeMs / 1000) <= Math.floor(Date.parse(req.headers["if-modified-since"]) / 1000);
    if (notModified) {
      res.removeHeader("Content-Encoding");
      res.writeHead(304);
      res.end();
      return;
    }

    const ifRange = req.headers["if-range"];
    const range = served.encoding || (ifRange !== undefined && ifRange !== etag) ? undefined : parseRange(rangeHeader, stat.size);
    if (range === "unsatisfiable") {
      res.removeHeader("Content-Type");
      res.writeHead(416, { "Content-Range": `bytes */${stat.size}`, "Content-Length": 0 });
      res.end();
      return;
    }
    const start = range?.start ?? 0;
    const end = range ? range.end : served.stat.size - 1;
    const length = Math.max(0, end - start + 1);
    res.writeHead(range ? 206 : 200, { "Content-Length": length, ...(range ? { "Content-Range": `bytes ${start}-${end}/${stat.size}` } : {}) });
    if (req.method === "HEAD" || length === 0) {
      res.end();
      return;
    }
    if (served.stat.size <= CACHED_FILE_BYTES) {
      res.end(contents(served.file, served.stat).subarray(start, end + 1));
      return;
    }
    const stream = createReadStream(served.file, { start, end });
    stream.on("error", (error) => {
      log(`serve: ${req.method} ${loggedTarget(req.url)}: reading ${relFile} failed: ${error.message}`);
      res.destroy();
    });
    stream.pipe(res);
  };

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A file that vanished between two looks is a rebuild swapping the folder: not a fault of the server.
      const missing = error instanceof BuildMissing || code === "ENOENT" || code === "ENOTDIR";
      if (!missing) log(`serve: ${req.method} ${loggedTarget(req.url)}: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) if (!/^(content-security-policy|x-|referrer-policy|permissions-policy|strict-transport-security)/i.test(name)) res.removeHeader(name);
      if (missing) answerPlain(res, req, 503, "The site is being rebuilt: try again in a moment.\n", { "Retry-After": "1" });
      else answerPlain(res, req, 500, "The server could not answer this request.\n");
    }
  };
}
