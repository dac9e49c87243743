/**
 * The request handler of `npm run serve`: the build in `build/client` served the way a production
 * static host serves it, and the same way the generated nginx configuration does (build/nginx/site.conf,
 * tested on a real nginx). This module holds the host's rules (`_headers`, `_redirects`, clean URLs,
 * precompressed files, 503 during a swap); `send` serves the file itself (media type, ETag and
 * conditional requests, byte ranges, streaming). Every answer is computed from the files as they are on
 * disk at that moment, so a rebuild (which swaps build/ for a new folder in one rename) is picked up by
 * the next request.
 */
import { readFileSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, posix } from "node:path";
import { contentType } from "mime-types";
import send from "send";
import { compileHeaderRules, parseHeadersFile } from "./security-headers.ts";
import { VERSION_CACHE_CONTROL, VERSION_FILE } from "./site-version.ts";

/** Extensions of the text files the build precompresses (a `.br` and a `.gz` beside each) and hosts compress. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".map",
  ".webmanifest",
  ".svg",
  ".xml",
  ".txt",
]);

/** Cache-Control of a hashed asset: its name changes with its content, so browsers may keep it a year without asking. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Cache-Control of everything else (pages, pictures, documents): kept, but checked with the server (ETag) before each use. */
export const REVALIDATE = "public, max-age=0, must-revalidate";

/**
 * Whether `relPath` (a path inside build/client, without a leading slash) is a hashed asset: a file
 * directly in `assets/` whose name ends with the bundler's content hash, e.g. `assets/site-qVgEJvJ0.js`,
 * or a picture the build encoded, named by its width and hash (`images/_/team-640-1a2b3c4d5e.avif`,
 * scripts/build-pictures.ts). Only those are marked immutable; a page or a picture of public/ never
 * is, whatever folder it sits in.
 */
export function isHashedAsset(relPath: string): boolean {
  return (
    /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css|mjs|map|woff2?|svg|png|jpe?g|webp|avif)$/.test(relPath) || ENCODED_PICTURE.test(relPath)
  );
}

/** A picture the build encoded: `images/_/<name>-<width>-<10 hex digits>.<avif|webp>` (scripts/build-pictures.ts). */
const ENCODED_PICTURE = /^images\/_\/[A-Za-z0-9_-]+-\d+-[0-9a-f]{10}\.(?:avif|webp)$/;

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
  return target.length <= LOGGED_TARGET_CHARS
    ? target
    : `${target.slice(0, LOGGED_TARGET_CHARS)}… (${target.length - LOGGED_TARGET_CHARS} more characters)`;
}

/** The rules of one build, read from its `_headers` and `_redirects`. */
interface HostRules {
  stamp: string;
  headersFor: (pathname: string) => Record<string, string>;
  redirects: Map<string, { to: string; status: number }>;
}

/** Thrown when the build is missing (or half-way through being swapped): the answer is 503, and nothing is logged. */
class BuildMissing extends Error {}

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
 * - clean URLs (`/home` is `home/index.html`), 404.html with status 404 for anything else (a path
 *   segment no file name can have, over 255 bytes, included);
 * - the `_headers` headers on every answer (304, redirects and errors included), and Cache-Control:
 *   a year and immutable for hashed assets, no-cache for version.json, revalidation for everything
 *   else ({@link cacheControlFor});
 * - the build's `.br` or `.gz` beside a text file when the client accepts it (never compressing per request);
 * - through `send`: the media type, ETag and Last-Modified with 304, single byte ranges (206, or 416
 *   when unsatisfiable), files streamed from disk;
 * - 503 with Retry-After while the build is missing (a first build not done yet, or a rebuild swapping it).
 *
 * It never throws: an unexpected error is answered with 500 (or the connection closed if the answer
 * had started) and logged once through `log` (the address cut to 200 characters), and the server goes on serving.
 */
export function createStaticHost(options: {
  buildDir: string;
  log?: (line: string) => void;
}): (req: IncomingMessage, res: ServerResponse) => void {
  const host = new StaticHost(join(options.buildDir, "client"), options.log ?? ((line: string) => console.error(line)));
  return (req, res) => host.answer(req, res);
}

/** The file a request is answered with: its path inside build/client, and the precompressed copy sent instead (with its encoding), if any. */
interface Chosen {
  relFile: string;
  sent: string;
  encoding: "br" | "gzip" | "";
}

/** The host's rules around the files: see {@link createStaticHost}. */
class StaticHost {
  private rules: HostRules | undefined;

  constructor(
    private readonly client: string,
    private readonly log: (line: string) => void,
  ) {}

  answer(req: IncomingMessage, res: ServerResponse): void {
    try {
      this.handle(req, res);
    } catch (error) {
      this.fail(req, res, error);
    }
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const target = readTarget(req.url ?? "/");
    // The headers of the path asked for, or of the site's root for a target that names no path.
    const path = "bad" in target ? "/" : target.path;
    let rules: HostRules;
    try {
      rules = this.currentRules();
    } catch (error) {
      if (!(error instanceof BuildMissing)) throw error;
      this.siteHeaders(res, path, this.rules);
      return answerPlain(req, res, 503, "The site is being rebuilt: try again in a moment.\n", { "Retry-After": "1" });
    }
    this.siteHeaders(res, path, rules);
    if (req.method !== "GET" && req.method !== "HEAD")
      return answerPlain(req, res, 405, "Only GET and HEAD are allowed on this site.\n", { Allow: "GET, HEAD" });
    if ("bad" in target) return answerPlain(req, res, 400, `Bad request: ${target.bad}.\n`);
    if (isHiddenPath(path)) return this.notFound(req, res);
    const redirect = rules.redirects.get(path);
    // The root's index.html is not a page but the redirect page of / for hosts without redirects: served as it is.
    const index = /^(\/.+)\/index(?:\.html)?$/.exec(path);
    if (redirect || index) {
      res.setHeader("Cache-Control", REVALIDATE);
      res.writeHead(redirect?.status ?? 301, { Location: redirect ? redirect.to : `${index![1]}${target.query}`, "Content-Length": 0 });
      res.end();
      return;
    }
    const chosen = this.choose(req, path);
    if (!chosen) return this.notFound(req, res);
    this.sendFile(req, res, chosen);
  }

  /** The file `path` names (clean URLs: `x`, then `x/index.html`) and the precompressed copy to send, or undefined when there is none. */
  private choose(req: IncomingMessage, path: string): Chosen | undefined {
    const rel = path.slice(1);
    const candidates = path.endsWith("/") ? [`${rel}index.html`] : [rel, `${rel}/index.html`];
    const relFile = candidates.find((candidate) => candidate && !candidate.endsWith("/") && this.fileStat(candidate));
    if (!relFile) return undefined;
    // A range is a span of the file's own bytes: it is always answered from the uncompressed file.
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(relFile).toLowerCase()) || req.headers.range) return { relFile, sent: relFile, encoding: "" };
    const accepted = acceptedEncodings(req.headers["accept-encoding"]);
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      if (accepted.has(encoding) && this.fileStat(relFile + suffix)) return { relFile, sent: relFile + suffix, encoding };
    }
    return { relFile, sent: relFile, encoding: "" };
  }

  /** Hands the chosen file to `send`, with the media type and caching of the file asked for (not of its `.br` or `.gz`). */
  private sendFile(req: IncomingMessage, res: ServerResponse, { relFile, sent, encoding }: Chosen): void {
    const ext = extname(relFile).toLowerCase();
    if (!res.getHeader("Content-Type")) res.setHeader("Content-Type", contentType(ext) || "application/octet-stream");
    res.setHeader("Cache-Control", cacheControlFor(relFile));
    if (COMPRESSIBLE_EXTENSIONS.has(ext)) res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    send(req, join(this.client, sent), {
      dotfiles: "allow",
      index: false,
      cacheControl: false,
      etag: true,
      lastModified: true,
      acceptRanges: true,
    })
      .on("error", (error: { status?: number; headers?: Record<string, string> } & Error) => {
        if (error.status === 416) {
          res.removeHeader("Content-Type");
          res.removeHeader("Content-Encoding");
          res.writeHead(416, { ...error.headers, "Content-Length": 0 });
          res.end();
        } else this.fail(req, res, error);
      })
      .pipe(res);
  }

  /** The rules of the build on disk now, read again when its `_headers` or `_redirects` changed. Throws BuildMissing without them. */
  private currentRules(): HostRules {
    const headersStat = statSync(join(this.client, "_headers"), { throwIfNoEntry: false });
    const redirectsStat = statSync(join(this.client, "_redirects"), { throwIfNoEntry: false });
    if (!headersStat || !redirectsStat) throw new BuildMissing();
    const stamp = [headersStat, redirectsStat].map((s) => `${s.ino}:${s.mtimeMs}:${s.size}`).join("|");
    if (this.rules?.stamp !== stamp) {
      let headersText: string;
      let redirectsText: string;
      try {
        headersText = readFileSync(join(this.client, "_headers"), "utf8");
        redirectsText = readFileSync(join(this.client, "_redirects"), "utf8");
      } catch {
        throw new BuildMissing();
      }
      this.rules = { stamp, headersFor: compileHeaderRules(parseHeadersFile(headersText)), redirects: parseRedirects(redirectsText) };
    }
    return this.rules;
  }

  /** The stats of `relFile` when it is a regular file; undefined when there is none, including for a name no file can have (a part over 255 bytes). */
  private fileStat(relFile: string): Stats | undefined {
    let stat: Stats | undefined;
    try {
      stat = statSync(join(this.client, relFile), { throwIfNoEntry: false });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENAMETOOLONG") return undefined;
      throw error;
    }
    return stat?.isFile() ? stat : undefined;
  }

  /** Headers every answer about `path` carries: the `_headers` ones (or, without a build, the last build's). */
  private siteHeaders(res: ServerResponse, path: string, rules: HostRules | undefined): void {
    for (const [name, value] of Object.entries(rules?.headersFor(path) ?? {})) res.setHeader(name, value);
  }

  private notFound(req: IncomingMessage, res: ServerResponse): void {
    let body: Buffer;
    try {
      body = readFileSync(join(this.client, "404.html"));
    } catch {
      throw new BuildMissing();
    }
    res.setHeader("Cache-Control", REVALIDATE);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Answers a request that failed: 503 while the build is being swapped (nothing logged), else 500 and one log line; a started answer is cut. */
  private fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    const code = (error as NodeJS.ErrnoException).code;
    // A file that vanished between two looks is a rebuild swapping the folder: not a fault of the server.
    const missing =
      error instanceof BuildMissing || code === "ENOENT" || code === "ENOTDIR" || (error as { status?: number }).status === 404;
    if (!missing) this.log(`serve: ${req.method} ${loggedTarget(req.url)}: ${error instanceof Error ? error.message : String(error)}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames())
      if (!/^(content-security-policy|x-|referrer-policy|permissions-policy|strict-transport-security)/i.test(name)) res.removeHeader(name);
    if (missing) answerPlain(req, res, 503, "The site is being rebuilt: try again in a moment.\n", { "Retry-After": "1" });
    else answerPlain(req, res, 500, "The server could not answer this request.\n");
  }
}

/** The redirects of a `_redirects` file: `from to [status]` a line (301 by default), comments and blank lines skipped. */
function parseRedirects(text: string): Map<string, { to: string; status: number }> {
  return new Map(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.split(/\s+/))
      .map(([from, to, status]) => [from!, { to: to!, status: Number(status ?? 301) }]),
  );
}

/** A short text answer of the server's own (errors, 503), never cached. */
function answerPlain(req: IncomingMessage, res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.setHeader("Cache-Control", "no-store");
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(text), ...extra });
  res.end(req.method === "HEAD" ? undefined : text);
}
