/**
 * The small HTTP pieces every route of the editor's server shares: a refusal with its status and plain
 * sentence, reading a request body within a byte limit, and writing JSON or text answers with the
 * editor's security headers.
 */
import { realpathSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { homedir, tmpdir } from "node:os";
import { basename } from "node:path";
import type { ApiProblem } from "../api-types.ts";

/**
 * A request the server refuses or cannot serve: the HTTP `status` and an {@link ApiProblem} body
 * (`message` in plain words, optional located errors and other fields such as a conflict's `disk`).
 */
export class HttpProblem extends Error {
  readonly status: number;
  readonly body: ApiProblem & Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = "HttpProblem";
    this.status = status;
    this.body = { message, ...extra };
  }
}

/**
 * The Content-Security-Policy of every answer: the editor's own scripts, styles (inline `style`
 * attributes included, which the site's components set) and frames only; pictures also from `data:`
 * and `blob:` URLs (the site's CSS draws icons as data: SVG; a picked file previews as a blob).
 */
export const EDITOR_CSP =
  "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'";

/** Sets the headers every answer carries: CSP, no MIME sniffing, no referrer. */
export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader("Content-Security-Policy", EDITOR_CSP);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
}

/** Writes `body` as JSON with `status` (200 unless given); never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Content-Length": data.length, "Cache-Control": "no-store" });
  res.end(data);
}

/** Writes a body of `type` (a MIME type) with `status`; `cache` is the Cache-Control value (no-store unless given). */
export function sendBody(res: ServerResponse, status: number, type: string, body: string | Uint8Array, cache = "no-store"): void {
  const data = typeof body === "string" ? Buffer.from(body) : body;
  res.writeHead(status, { "Content-Type": type, "Content-Length": data.length, "Cache-Control": cache });
  res.end(data);
}

/** How much of an oversized body is read and dropped, in bytes, before the connection is cut. */
const DISCARD_LIMIT = 64 * 1024 * 1024;

/**
 * The body of `req` as bytes, read as it arrives. Refuses with a 413 {@link HttpProblem} (marked
 * `closeConnection`) as soon as it would exceed `limit` bytes: by its Content-Length before reading
 * anything, else when the count passes it. The rest of an oversized body is read and dropped, never
 * kept, so the client can read the refusal (up to 64 MB more; then the connection is cut).
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => {
    let dropped = 0;
    const drop = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DISCARD_LIMIT) req.destroy();
    };
    req.on("data", drop);
    req.resume();
    return new HttpProblem(413, `The request is larger than ${Math.round(limit / 1024 / 1024)} MB, the most the editor takes.`, {
      closeConnection: true,
    });
  };
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      req.off("data", onData);
      if (error) reject(error);
      else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        finish(tooLarge());
      } else chunks.push(chunk);
    };
    req.on("data", onData);
    req.on("end", () => finish());
    req.on("error", (error) => finish(new HttpProblem(400, `The request could not be read: ${error.message}.`)));
    req.on("aborted", () => finish(new HttpProblem(400, "The request was cut off before its end.")));
  });
}

/**
 * The JSON body of `req` (an object) within `limit` bytes. Refuses with a 415 {@link HttpProblem} when
 * its Content-Type is not application/json, a 413 when too large, and a 400 when it is not a JSON object.
 */
export async function readJson(req: IncomingMessage, limit: number): Promise<Record<string, unknown>> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new HttpProblem(415, "Send the request as JSON (Content-Type: application/json).");
  const bytes = await readBody(req, limit);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw new HttpProblem(400, "The request body is not valid JSON.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new HttpProblem(400, "The request body must be a JSON object.");
  return value as Record<string, unknown>;
}

/** `body[key]` when it is a string, else a 400 {@link HttpProblem} naming the field (`optional`: undefined when absent). */
export function stringField(body: Record<string, unknown>, key: string, optional: true): string | undefined;
export function stringField(body: Record<string, unknown>, key: string, optional?: false): string;
export function stringField(body: Record<string, unknown>, key: string, optional = false): string | undefined {
  const value = body[key];
  if (value === undefined && optional) return undefined;
  if (typeof value !== "string") throw new HttpProblem(400, `The request needs "${key}" as text.`);
  return value;
}

/** `path` and, when it differs, the path it really names (symbolic links resolved); just `path` when it cannot be resolved. */
function withRealPath(path: string): string[] {
  try {
    const real = realpathSync(path);
    return real === path ? [path] : [path, real];
  } catch {
    return [path];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` (an error's message) with no absolute path of the machine in it, for an answer the browser
 * sees: a path inside one of `projectRoots` or the working folder becomes the project's own path
 * (`pages/home.yaml`), any other path in the home or temporary folder, or written in quotes, becomes
 * `…/` and its last part. Routes and project paths (`/verticals/mining`, `pages/home.yaml`) stay.
 */
export function withoutMachinePaths(text: string, projectRoots: readonly string[] = []): string {
  const byLength = (paths: string[]) =>
    [...new Set(paths.flatMap(withRealPath))].filter((p) => p.length > 1).sort((a, b) => b.length - a.length);
  let out = text;
  for (const root of byLength([...projectRoots, process.cwd()])) out = out.split(`${root}/`).join("");
  const last = (path: string) => `…/${basename(path)}`;
  for (const root of byLength([homedir(), tmpdir()])) out = out.replace(new RegExp(`${escapeRegExp(root)}(?:/[^\\s'"\`:]*)?`, "g"), last);
  return out.replace(/(['"`])(\/[^'"`\n]*)\1/g, (_all, quote: string, path: string) => `${quote}${last(path)}${quote}`);
}

/** What a failed file-system call was doing, in an author's words. */
const SYSTEM_CALL_WORDS: Readonly<Record<string, string>> = {
  mkdir: "a folder could not be made",
  scandir: "a folder could not be read",
  rmdir: "a folder could not be removed",
  open: "a file could not be opened",
  read: "a file could not be read",
  write: "a file could not be written",
  rename: "a file could not be renamed",
  link: "a file could not be written",
  unlink: "a file could not be removed",
  stat: "a file could not be looked at",
  lstat: "a file could not be looked at",
  copyfile: "a file could not be copied",
};

/**
 * A failed file-system call (an error with `code` and `syscall`, as Node's fs throws) in plain words
 * with its project path, e.g. `a folder could not be made (not a directory: public/images/team)`;
 * undefined for any other error. No absolute path of the machine is in it (see {@link withoutMachinePaths}).
 */
export function systemFailure(error: unknown, projectRoots: readonly string[] = []): string | undefined {
  const e = error as NodeJS.ErrnoException;
  if (!(error instanceof Error) || typeof e.code !== "string" || typeof e.syscall !== "string") return undefined;
  const what = SYSTEM_CALL_WORDS[e.syscall] ?? `the file system refused a ${e.syscall}`;
  const reason = /^[A-Z0-9_]+: ([^,]+)/.exec(e.message)?.[1] ?? e.code;
  if (typeof e.path !== "string") return `${what} (${reason})`;
  const path = withoutMachinePaths(e.path, projectRoots);
  return `${what} (${reason}: ${path.startsWith("/") ? `…/${basename(path)}` : path})`;
}
