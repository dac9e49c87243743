/**
 * The page editor's local HTTP server (`npm run edit`): the browser app bundled in memory, its two
 * HTML documents, public/'s files at their site paths, and the JSON API of src/editor/api-types.ts.
 * It listens on 127.0.0.1 only, answers only requests from its own page (Host and Origin) that carry
 * the secret of this start (a random token in the address it prints), takes writes only as POST from
 * that page, writes only inside pages/ and public/, and no request can stop it.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { isOwnRequest, MAX_UPLOAD_BYTES } from "../guard.ts";
import { publicFile } from "./assets.ts";
import { BUNDLE_BASE, bundleApp, EditorStartError, type BundleFile } from "./bundle.ts";
import { answerError, appShell, brandName, closeServer, isApiRequest, listen, readAddress, refuse, serveBundle } from "./http-server.ts";
import { HttpProblem, readJson, sendBody, setSecurityHeaders, stringField } from "./http-util.ts";
import { projectApi, sendAnswer, writeQueue, type ApiRequest, type ApiRoute } from "./project-api.ts";
import { publish } from "./publish.ts";

export { EditorStartError } from "./bundle.ts";

/** Where the editor's browser app lives in this code base (editor.tsx and preview.tsx). */
export const DEFAULT_APP_DIR = join(dirname(fileURLToPath(import.meta.url)), "../app");

/** The port `npm run edit` listens on unless `EDIT_PORT` says otherwise. */
const DEFAULT_EDIT_PORT = 5174;

/** The cookie that carries the start's token once its address was opened. */
export const TOKEN_COOKIE = "page-editor-token";

/**
 * The port named by `value` (the `EDIT_PORT` variable): {@link DEFAULT_EDIT_PORT} when unset or
 * empty, 0 for "any free port". Throws an {@link EditorStartError} for anything but a whole number
 * from 0 to 65535.
 */
export function editPort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_EDIT_PORT;
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port > 65535)
    throw new EditorStartError(`EDIT_PORT=${value} is not a port: give a number from 1 to 65535 (0 picks a free one).`);
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
  /** The secret every request must carry (at least 16 characters); a new random one (32 hex digits) unless given. */
  token?: string;
}

/**
 * A running editor: the port it listens on, its token, the address to open (`url`, with the token),
 * and `close()`, which stops it (resolves once every connection is closed).
 */
export interface RunningEditor {
  port: number;
  token: string;
  url: string;
  close(): Promise<void>;
}

/** Whether `given` is `token`, compared in constant time. */
function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The local editor's guards: requests for its own host and from its own page only, carrying its token
 * (given once in the address npm run edit printed, then kept as a cookie). Answers a refused request
 * (400, 401 or 403) or the token's redirect (303) and returns null; else the request to handle.
 */
function admitted(req: IncomingMessage, res: ServerResponse, { port, token }: { port: number; token: string }): ApiRequest | null {
  const isApi = isApiRequest(req);
  const origin = req.headers.origin;
  const fetchSite = req.headers["sec-fetch-site"];
  const refused = (status: number, message: string) => {
    refuse(res, isApi, status, message);
    return null;
  };
  if (!isOwnRequest({ host: req.headers.host, origin }, port))
    return refused(403, `This editor answers only its own page at http://localhost:${port}/.`);
  if (req.method === "POST" && origin === undefined && fetchSite !== "same-origin")
    return refused(403, "The editor takes changes only from its own page.");
  if (isApi && fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none")
    return refused(403, "The editor's data is only for its own page.");
  const address = readAddress(req, res, `http://localhost:${port}`);
  if (!address) return null;
  const { url, pathname, method } = address;
  // The address npm run edit printed carries the token once: it becomes a cookie only this origin's requests send.
  const offered = url.searchParams.get("token");
  if (!isApi && method === "GET" && offered !== null && sameToken(offered, token)) {
    url.searchParams.delete("token");
    res.setHeader("Set-Cookie", serializeCookie(TOKEN_COOKIE, token, { httpOnly: true, sameSite: "strict", path: "/" }));
    res.writeHead(303, { Location: `${url.pathname}${url.search}`, "Cache-Control": "no-store" }).end();
    return null;
  }
  if (!sameToken(parseCookies(req.headers.cookie ?? "")[TOKEN_COOKIE], token))
    return refused(401, "This editor opens only from the address npm run edit printed (it ends in ?token=…): open that address again.");
  return { req, res, url, pathname };
}

/**
 * Starts the editor for the project in `rootDir` on 127.0.0.1:`port`: bundles the browser app first
 * (unless `appDir` is false), then listens. Resolves with the port it listens on (the real one when
 * `port` is 0), the token and the address to open. Rejects with an {@link EditorStartError} when the
 * app is missing or does not bundle, the port is taken, or a given token is shorter than 16 characters.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const { rootDir } = options;
  const token = options.token ?? randomBytes(16).toString("hex");
  if (token.length < 16 || !/^[\w-]+$/.test(token))
    throw new EditorStartError("The editor's token must be at least 16 letters, digits, - or _.");
  const appDir = options.appDir === undefined ? DEFAULT_APP_DIR : options.appDir;
  const bundle: Map<string, BundleFile> = appDir === false ? new Map() : await bundleApp(appDir);
  const queue = writeQueue();
  let port = options.port;

  const api: Record<string, ApiRoute> = {
    ...Object.fromEntries(Object.entries(projectApi(rootDir, queue)).map(([key, route]) => [`/api/${key}`, route])),
    "/api/publish": {
      method: "POST",
      handle: async ({ req }) => {
        const body = await readJson(req, MAX_UPLOAD_BYTES);
        if (body.keepUnused !== undefined && typeof body.keepUnused !== "boolean")
          throw new HttpProblem(400, '"keepUnused" is true or false.');
        const params = {
          author: stringField(body, "author"),
          email: stringField(body, "email", true),
          keepUnused: body.keepUnused === true,
        };
        return queue(() => publish(rootDir, params));
      },
    },
  };

  const serveGet = (r: ApiRequest): void => {
    const { res, pathname } = r;
    // The app's own screens: the pages list, a page's editor (/edit/...) and the site settings (/settings/...).
    if (pathname === "/" || pathname.startsWith("/edit") || pathname === "/settings" || pathname.startsWith("/settings/")) {
      sendBody(
        res,
        200,
        "text/html; charset=utf-8",
        appShell(`Page editor — ${brandName(rootDir)}`, "editor", { favicon: existsSync(join(rootDir, "public/favicon.svg")) }),
      );
      return;
    }
    if (pathname === `${BUNDLE_BASE}preview.html`) {
      sendBody(res, 200, "text/html; charset=utf-8", appShell(`Preview — ${brandName(rootDir)}`, "preview"));
      return;
    }
    if (pathname.startsWith(BUNDLE_BASE)) return serveBundle(res, bundle, pathname, appDir !== false);
    const file = publicFile(rootDir, pathname);
    if (file) sendBody(res, 200, file.type, file.bytes, "no-cache");
    else sendBody(res, 404, "text/plain; charset=utf-8", `Nothing at ${pathname}.\n`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(res);
    const r = admitted(req, res, { port, token });
    if (!r) return;
    const method = req.method === "HEAD" ? "GET" : req.method;
    if (isApiRequest(req)) {
      const route = Object.hasOwn(api, r.url.pathname) ? api[r.url.pathname] : undefined;
      if (!route) return refuse(res, true, 404, `There is no ${r.url.pathname} in the editor's API.`);
      if (route.method !== method) {
        res.setHeader("Allow", route.method);
        return refuse(res, true, 405, `${r.url.pathname} takes ${route.method} requests.`);
      }
      sendAnswer(res, await route.handle(r));
      return;
    }
    if (method !== "GET") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(res, false, 405, "Only the editor's API takes changes.");
    }
    serveGet(r);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answerError(req, res, error, "npm run edit", [rootDir]));
  });
  port = await listen(server, "127.0.0.1", options.port, `EDIT_PORT=${options.port + 1} npm run edit`);
  return { port, token, url: `http://localhost:${port}/?token=${token}`, close: () => closeServer(server) };
}
