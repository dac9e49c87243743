/**
 * The small HTTP pieces every route of the editor's server shares: a refusal with its status and plain
 * sentence, reading a request body within a byte limit, and writing JSON or text answers with the
 * editor's security headers.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
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
export const EDITOR_CSP = "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'none'";

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
    return new HttpProblem(413, `The request is larger than ${Math.round(limit / 1024 / 1024)} MB, the most the editor takes.`, { closeConnection: true });
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
