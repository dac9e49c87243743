/**
 * What the local and the team editor's HTTP servers share: the HTML documents that load the browser
 * app, serving the bundled app, turning a thrown problem into its answer, and listening on a port.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { join } from "node:path";
import { parse } from "yaml";
import { NewPageError } from "../../content/new-page.ts";
import { SITE_FILE } from "../../content/discover.ts";
import { RefusedPathError } from "../../content/writable-path.ts";
import { YamlEditError } from "../yaml-source.ts";
import { BUNDLE_BASE, EditorStartError, type BundleFile } from "./bundle.ts";
import { HttpProblem, sendBody, sendJson, systemFailure, withoutMachinePaths } from "./http-util.ts";

/** `text` with the five HTML-special characters as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The brand name of `_site.yaml` in `rootDir`, or "the site" when it cannot be read. */
export function brandName(rootDir: string): string {
  try {
    const name = (parse(readFileSync(join(rootDir, "pages", SITE_FILE), "utf8")) as { brand?: { name?: unknown } } | null)?.brand?.name;
    return typeof name === "string" && name.trim() ? name : "the site";
  } catch {
    return "the site";
  }
}

/** The entries of the editor's bundle that are HTML documents of their own. */
export type AppEntry = "editor" | "preview" | "site-preview";

/**
 * An HTML document that loads one entry of the bundle (its CSS and its script) into `<div id="root">`.
 * `mode` ("local" or "team") is given to the app in `<meta name="editor-mode">`.
 */
export function appShell(title: string, entry: AppEntry, opts: { favicon?: boolean; mode?: "local" | "team" } = {}): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="editor-mode" content="${opts.mode ?? "local"}">`,
    ...(opts.favicon ? ['<link rel="icon" href="/favicon.svg">'] : []),
    `<link rel="stylesheet" href="${BUNDLE_BASE}${entry}.css">`,
    `<script type="module" src="${BUNDLE_BASE}${entry}.js"></script>`,
    "</head>",
    "<body>",
    '<div id="root"></div>',
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * Answers a GET of `pathname` under /_editor/ from `bundle`: the file, an empty stylesheet for an
 * entry that imports no CSS, or 404. `withApp` false: the server was started without its app.
 */
export function serveBundle(res: ServerResponse, bundle: ReadonlyMap<string, BundleFile>, pathname: string, withApp: boolean): void {
  const name = pathname.slice(BUNDLE_BASE.length);
  const file = bundle.get(name);
  if (file) sendBody(res, 200, file.type, file.bytes);
  // An entry that imports no CSS has no stylesheet; its document still links one.
  else if (withApp && /^(editor|preview|site-preview)\.css$/.test(name)) sendBody(res, 200, "text/css; charset=utf-8", "");
  else
    sendBody(
      res,
      404,
      "text/plain; charset=utf-8",
      withApp ? `${pathname} is not part of the editor's app.\n` : "The editor was started without its browser app.\n",
    );
}

/** Sends `message` with `status`, as JSON ({ message }) for the API and as plain text otherwise. */
export function refuse(res: ServerResponse, isApi: boolean, status: number, message: string): void {
  if (isApi) sendJson(res, status, { message });
  else sendBody(res, status, "text/plain; charset=utf-8", `${message}\n`);
}

/**
 * Answers a request whose handler threw `error`: an {@link HttpProblem} with its status and body; a
 * refused path, a bad new page or a YAML edit that cannot be made with 400 and its message; anything
 * else with 500, logged, and a sentence that points to the terminal (`command` names how the server
 * was started); a failed file-system call says what failed in plain words. No answer carries an
 * absolute path of the machine: paths inside `projectRoots` become project paths (see
 * withoutMachinePaths). A response already under way is cut off instead.
 */
export function answerError(
  req: IncomingMessage,
  res: ServerResponse,
  error: unknown,
  command: string,
  projectRoots: readonly string[] = [],
): void {
  const isApi = (req.url ?? "").startsWith("/api");
  let status = 500;
  let body: Record<string, unknown>;
  if (error instanceof HttpProblem) {
    status = error.status;
    body = { ...error.body };
    if (body.closeConnection) {
      delete body.closeConnection;
      res.setHeader("Connection", "close");
    }
  } else if (error instanceof RefusedPathError || error instanceof NewPageError || error instanceof YamlEditError) {
    status = 400;
    body = { message: error.message };
  } else {
    console.error(error);
    const what = systemFailure(error, projectRoots) ?? (error instanceof Error ? error.message : String(error));
    body = { message: `The editor's server failed: ${what}. The terminal running ${command} shows the details.` };
  }
  if (typeof body.message === "string") body.message = withoutMachinePaths(body.message, projectRoots);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (isApi) sendJson(res, status, body);
  else sendBody(res, status, "text/plain; charset=utf-8", `${String(body.message)}\n`);
}

/**
 * Listens on `host`:`port` and resolves with the port it got (the real one for 0). A malformed request
 * line is answered 400 and never reaches a handler. Rejects with an {@link EditorStartError} when the
 * port is taken (`retry` says how to start on another one).
 */
export async function listen(server: Server, host: string, port: number, retry: string): Promise<number> {
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new EditorStartError(`Port ${port} is already in use (another editor?). Stop it, or start this one on another port: ${retry}`)
          : error,
      );
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
  server.on("error", (error) => console.error(error));
  const address = server.address();
  return typeof address === "object" && address ? address.port : port;
}

/**
 * Makes Ctrl+C (SIGINT) and SIGTERM stop a running editor: `close()` first (requests under way finish),
 * then the process exits 0.
 */
export function stopOnSignals(close: () => Promise<void>): void {
  const stop = () => {
    close().finally(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

/** Stops `server`: resolves once every connection is closed. */
export function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/** What both editors know of a request once its address is read: whether it is for the API, its URL and decoded path, its method (HEAD as GET). */
export interface RequestAddress {
  isApi: boolean;
  url: URL;
  pathname: string;
  method: string;
}

/**
 * Reads `req`'s address against `base` (the editor's own origin). Answers 400 "The address is not
 * valid." and returns null for one that does not parse, does not decode or holds a NUL character.
 */
export function readAddress(req: IncomingMessage, res: ServerResponse, base: string | URL): RequestAddress | null {
  const isApi = isApiRequest(req);
  try {
    const url = new URL(req.url ?? "/", base);
    const pathname = decodeURIComponent(url.pathname);
    if (!pathname.includes("\0")) return { isApi, url, pathname, method: req.method === "HEAD" ? "GET" : (req.method ?? "GET") };
  } catch {
    // Answered below, as a NUL is.
  }
  refuse(res, isApi, 400, "The address is not valid.");
  return null;
}

/** Whether `req` is for the editor's API (/api or under /api/), from its raw path. */
export function isApiRequest(req: IncomingMessage): boolean {
  const rawPath = (req.url ?? "/").split("?")[0]!;
  return rawPath === "/api" || rawPath.startsWith("/api/");
}
