/**
 * The page editor's local HTTP server (`npm run edit`): the browser app bundled in memory, its two
 * HTML documents, public/'s files at their site paths, and the JSON API of src/editor/api-types.ts.
 * It listens on 127.0.0.1 only, answers only requests from its own page (Host and Origin), takes
 * writes only as POST from that page, writes only inside pages/ and public/, and no request can stop it.
 */
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { NewPageError } from "../../../scripts/new-page.ts";
import { SITE_FILE } from "../../content/discover.ts";
import { isOwnRequest, MAX_UPLOAD_BYTES, RefusedPathError } from "../guard.ts";
import { YamlEditError } from "../yaml-source.ts";
import { listAssets, publicFile, storeUpload } from "./assets.ts";
import { BUNDLE_BASE, bundleApp, EditorStartError, type BundleFile } from "./bundle.ts";
import { HttpProblem, readBody, readJson, sendBody, sendJson, setSecurityHeaders, stringField } from "./http-util.ts";
import { deletePage, newPage, planDelete, planRename, renamePage } from "./pages.ts";
import { checkDraft, editorSchemas, editorState, fileVersion, saveDraft } from "./project.ts";
import { publish } from "./publish.ts";

export { EditorStartError } from "./bundle.ts";

/** Where the editor's browser app lives in this code base (editor.tsx and preview.tsx). */
export const DEFAULT_APP_DIR = join(dirname(fileURLToPath(import.meta.url)), "../app");

/** The port `npm run edit` listens on unless `EDIT_PORT` says otherwise. */
export const DEFAULT_EDIT_PORT = 5174;

/**
 * The port named by `value` (the `EDIT_PORT` variable): {@link DEFAULT_EDIT_PORT} when unset or
 * empty, 0 for "any free port". Throws an {@link EditorStartError} for anything but a whole number
 * from 0 to 65535.
 */
export function editPort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_EDIT_PORT;
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port > 65535) throw new EditorStartError(`EDIT_PORT=${value} is not a port: give a number from 1 to 65535 (0 picks a free one).`);
  return port;
}

/** How to start the editor. */
export interface EditorOptions {
  /** The project whose pages/, public/ and schema/ the editor reads and writes. */
  rootDir: string;
  /** The TCP port on 127.0.0.1; 0 picks a free one (see {@link RunningEditor.port}). */
  port: number;
  /**
   * The folder of the browser app's entries (editor.tsx, preview.tsx), {@link DEFAULT_APP_DIR} unless
   * given; `false` serves no app (the API, the HTML documents and public/ only), for tests of the API.
   */
  appDir?: string | false;
}

/** A running editor: the port it listens on, and `close()`, which stops it (resolves once every connection is closed). */
export interface RunningEditor {
  port: number;
  close(): Promise<void>;
}

/** One request as a route handles it. */
interface Request {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  pathname: string;
}

type Handler = (r: Request) => Promise<unknown> | unknown;

/** A route's answer sent with 201 Created. */
class Created {
  constructor(readonly body: unknown) {}
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The brand name of `_site.yaml`, or "the site" when it cannot be read. */
function brandName(rootDir: string): string {
  try {
    const name = (parse(readFileSync(join(rootDir, "pages", SITE_FILE), "utf8")) as { brand?: { name?: unknown } } | null)?.brand?.name;
    return typeof name === "string" && name.trim() ? name : "the site";
  } catch {
    return "the site";
  }
}

/** An HTML document that loads one entry of the bundle (its CSS and its script) into `<div id="root">`. */
function shell(title: string, entry: "editor" | "preview", favicon: boolean): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    ...(favicon ? ['<link rel="icon" href="/favicon.svg">'] : []),
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
 * Serialises the requests that write (one at a time, in order of arrival), so a publish never sees a
 * save half done and two renames never interleave.
 */
function writeQueue(): <T>(task: () => Promise<T> | T) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

/**
 * Starts the editor for the project in `rootDir` on 127.0.0.1:`port`: bundles the browser app first
 * (unless `appDir` is false), then listens. Resolves with the port it listens on (the real one when
 * `port` is 0) and a `close()`. Rejects with an {@link EditorStartError} when the app is missing or
 * does not bundle, or the port is taken.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const { rootDir } = options;
  const appDir = options.appDir === undefined ? DEFAULT_APP_DIR : options.appDir;
  const bundle: Map<string, BundleFile> = appDir === false ? new Map() : await bundleApp(appDir);
  const queue = writeQueue();
  let port = options.port;

  const json = async (req: IncomingMessage) => readJson(req, MAX_UPLOAD_BYTES);
  const api: Record<string, { method: "GET" | "POST"; handle: Handler }> = {
    "/api/state": { method: "GET", handle: () => editorState(rootDir) },
    "/api/schema": { method: "GET", handle: () => editorSchemas(rootDir) },
    "/api/file": { method: "GET", handle: ({ url }) => fileVersion(rootDir, url.searchParams.get("file")) },
    "/api/assets": { method: "GET", handle: () => listAssets(rootDir) },
    "/api/check": {
      method: "POST",
      handle: async ({ req }) => {
        const body = await json(req);
        return checkDraft(rootDir, stringField(body, "file"), stringField(body, "text"));
      },
    },
    "/api/save": {
      method: "POST",
      handle: async ({ req }) => {
        const body = await json(req);
        const baseHash = body.baseHash;
        if (baseHash !== null && typeof baseHash !== "string") throw new HttpProblem(400, 'The request needs "baseHash": the version the draft started from, or null for a new file.');
        if (body.force !== undefined && typeof body.force !== "boolean") throw new HttpProblem(400, '"force" is true or false.');
        const params = { file: stringField(body, "file"), text: stringField(body, "text"), baseHash, force: body.force === true };
        return queue(() => saveDraft(rootDir, params));
      },
    },
    "/api/upload": {
      method: "POST",
      handle: async ({ req, url }) => {
        const bytes = await readBody(req, MAX_UPLOAD_BYTES);
        return new Created(await queue(() => storeUpload(rootDir, { name: url.searchParams.get("name"), folder: url.searchParams.get("folder"), bytes })));
      },
    },
    "/api/pages/new": {
      method: "POST",
      handle: async ({ req }) => {
        const body = await json(req);
        const params = { route: stringField(body, "route"), from: stringField(body, "from", true) || undefined };
        return new Created(await queue(() => newPage(rootDir, params)));
      },
    },
    "/api/pages/plan-rename": { method: "POST", handle: async ({ req }) => renameParams(await json(req)).then((p) => planRename(rootDir, p)) },
    "/api/pages/rename": { method: "POST", handle: async ({ req }) => renameParams(await json(req)).then((p) => queue(() => renamePage(rootDir, p))) },
    "/api/pages/plan-delete": { method: "POST", handle: async ({ req }) => planDelete(rootDir, deleteParams(await json(req))) },
    "/api/pages/delete": {
      method: "POST",
      handle: async ({ req }) => {
        const params = deleteParams(await json(req));
        return queue(() => deletePage(rootDir, params));
      },
    },
    "/api/publish": {
      method: "POST",
      handle: async ({ req }) => {
        const body = await json(req);
        const params = { author: stringField(body, "author"), email: stringField(body, "email", true) };
        return queue(() => publish(rootDir, params));
      },
    },
  };

  const serveGet = (r: Request): void => {
    const { res, pathname } = r;
    if (pathname === "/" || pathname.startsWith("/edit")) {
      sendBody(res, 200, "text/html; charset=utf-8", shell(`Page editor — ${brandName(rootDir)}`, "editor", existsSync(join(rootDir, "public/favicon.svg"))));
      return;
    }
    if (pathname === `${BUNDLE_BASE}preview.html`) {
      sendBody(res, 200, "text/html; charset=utf-8", shell(`Preview — ${brandName(rootDir)}`, "preview", false));
      return;
    }
    if (pathname.startsWith(BUNDLE_BASE)) {
      const name = pathname.slice(BUNDLE_BASE.length);
      const file = bundle.get(name);
      if (file) sendBody(res, 200, file.type, file.bytes);
      // An entry that imports no CSS has no stylesheet; its document still links one.
      else if (appDir !== false && (name === "editor.css" || name === "preview.css")) sendBody(res, 200, "text/css; charset=utf-8", "");
      else sendBody(res, 404, "text/plain; charset=utf-8", appDir === false ? "The editor was started without its browser app.\n" : `${pathname} is not part of the editor's app.\n`);
      return;
    }
    const file = publicFile(rootDir, pathname);
    if (file) sendBody(res, 200, file.type, file.bytes, "no-cache");
    else sendBody(res, 404, "text/plain; charset=utf-8", `Nothing at ${pathname}.\n`);
  };

  const refuse = (res: ServerResponse, isApi: boolean, status: number, message: string) => {
    if (isApi) sendJson(res, status, { message });
    else sendBody(res, status, "text/plain; charset=utf-8", `${message}\n`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(res);
    const rawPath = (req.url ?? "/").split("?")[0]!;
    const isApi = rawPath === "/api" || rawPath.startsWith("/api/");
    const origin = req.headers.origin;
    if (!isOwnRequest({ host: req.headers.host, origin }, port)) {
      refuse(res, isApi, 403, `This editor answers only its own page at http://localhost:${port}/.`);
      return;
    }
    const fetchSite = req.headers["sec-fetch-site"];
    if (req.method === "POST" && origin === undefined && fetchSite !== "same-origin") {
      refuse(res, isApi, 403, "The editor takes changes only from its own page.");
      return;
    }
    if (isApi && fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") {
      refuse(res, isApi, 403, "The editor's data is only for its own page.");
      return;
    }
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? "/", `http://localhost:${port}`);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      refuse(res, isApi, 400, "The address is not valid.");
      return;
    }
    if (pathname.includes("\0")) {
      refuse(res, isApi, 400, "The address is not valid.");
      return;
    }
    const r: Request = { req, res, url, pathname };
    const method = req.method === "HEAD" ? "GET" : req.method;
    if (isApi) {
      const route = Object.hasOwn(api, url.pathname) ? api[url.pathname] : undefined;
      if (!route) return refuse(res, true, 404, `There is no ${url.pathname} in the editor's API.`);
      if (route.method !== method) {
        res.setHeader("Allow", route.method);
        return refuse(res, true, 405, `${url.pathname} takes ${route.method} requests.`);
      }
      const answer = await route.handle(r);
      if (answer instanceof Created) sendJson(res, 201, answer.body);
      else sendJson(res, 200, answer);
      return;
    }
    if (method !== "GET") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(res, false, 405, "Only the editor's API takes changes.");
    }
    serveGet(r);
  };

  const server: Server = createServer((req, res) => {
    const isApi = (req.url ?? "").startsWith("/api");
    handle(req, res).catch((error: unknown) => {
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
        body = { message: `The editor's server failed: ${error instanceof Error ? error.message : String(error)}. The terminal running npm run edit shows the details.` };
      }
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (isApi) sendJson(res, status, body);
      else sendBody(res, status, "text/plain; charset=utf-8", `${String(body.message)}\n`);
    });
  });
  server.on("clientError", (_error, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE"
          ? new EditorStartError(`Port ${options.port} is already in use (another editor?). Stop it, or start this one on another port: EDIT_PORT=${options.port + 1} npm run edit`)
          : error,
      );
    };
    server.once("error", onError);
    server.listen(options.port, "127.0.0.1", () => {
      server.off("error", onError);
      resolve();
    });
  });
  const address = server.address();
  port = typeof address === "object" && address ? address.port : options.port;
  server.on("error", (error) => console.error(error));

  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function renameParams(body: Record<string, unknown>): Promise<{ from: string; to: string; redirect: boolean }> {
  if (body.redirect !== undefined && typeof body.redirect !== "boolean") throw new HttpProblem(400, '"redirect" is true or false.');
  return { from: stringField(body, "from"), to: stringField(body, "to"), redirect: body.redirect === true };
}

function deleteParams(body: Record<string, unknown>): { route: string; redirectTo?: string } {
  return { route: stringField(body, "route"), redirectTo: stringField(body, "redirectTo", true) || undefined };
}
