/**
 * The team editor's HTTP server (`npm run edit:team`): the same editor as `npm run edit`, for people
 * who have nothing but a browser. They sign in with the company's identity provider; `editors.yaml`
 * says who is an editor and who a publisher, checked on the server at every request; each author works
 * in change sets (Git branches on the site's remote, a commit per save); "Ask for review" gives a
 * preview link; a publisher publishes. Nothing lasting is kept here (see workspace.ts and session.ts).
 * The API itself is api.ts; this module guards every request, signs people in and serves the app.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { publicFile } from "../server/assets.ts";
import { BUNDLE_BASE, bundleApp, type BundleFile } from "../server/bundle.ts";
import {
  answerError,
  appShell,
  closeServer,
  isApiRequest,
  listen,
  readAddress,
  refuse,
  serveBundle,
  type RequestAddress,
} from "../server/http-server.ts";
import { sendBody, setSecurityHeaders } from "../server/http-util.ts";
import { sendAnswer, writeQueue, type ApiRequest } from "../server/project-api.ts";
import { DEFAULT_APP_DIR } from "../server/server.ts";
import { TeamApi } from "./api.ts";
import { CALLBACK_PATH, OidcSignIn, SignInError } from "./auth.ts";
import { isLoopback, type TeamConfig } from "./config.ts";
import { sendNoAccessPage, sendSignInPage } from "./pages.ts";
import { roleOf, ROLES_FILE, RolesError } from "./roles.ts";
import { SessionCookies } from "./session.ts";
import { Workspace } from "./workspace.ts";

/** How to start the team editor: its settings, and optionally no browser app (for tests of the API). */
export interface TeamEditorOptions {
  config: TeamConfig;
  appDir?: string | false;
}

/** A running team editor: the port it listens on, and `close()`, which stops listening and resolves once the requests under way have finished. */
export interface RunningTeamEditor {
  port: number;
  close(): Promise<void>;
}

/** How many sign-in requests one address may make per minute. */
const SIGN_IN_PER_MINUTE = 30;

/**
 * The address a request comes from: the connection's, or, when the connection comes from this
 * computer (a reverse proxy in front of the editor), the last address the proxy added to
 * `X-Forwarded-For`, so that people behind one proxy are counted one by one.
 */
export function clientAddress(req: IncomingMessage): string {
  const direct = req.socket.remoteAddress ?? "unknown";
  const loopback = direct === "127.0.0.1" || direct === "::1" || direct === "::ffff:127.0.0.1";
  const forwarded = req.headers["x-forwarded-for"];
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean)
    .at(-1);
  return loopback && last ? last : direct;
}

/** A request that passed the guards, with its address read. */
type Guarded = ApiRequest & RequestAddress;

/** Where a sign-in may come back to: a path of this editor (never another host, never /auth/), else "/". */
const safeReturn = (value: string | null): string =>
  value && /^\/(?!\/)[^\\\s]*$/.test(value) && !value.startsWith("/auth/") ? value : "/";

/**
 * Starts the team editor: opens (or makes) the clone of the site's repository, bundles the browser
 * app (unless `appDir` is false) and listens on `config.host`:`config.port`. Rejects with an
 * EditorStartError when the port is taken or the app does not bundle, and with an HttpProblem when
 * the repository cannot be cloned. The identity provider is asked on the first sign-in; when it cannot
 * be reached then, the sign-in page says so.
 */
export async function startTeamEditor(options: TeamEditorOptions): Promise<RunningTeamEditor> {
  const { config } = options;
  const appDir = options.appDir === undefined ? DEFAULT_APP_DIR : options.appDir;
  const workspace = new Workspace({ repo: config.repo, branch: config.branch, dataDir: config.dataDir });
  await workspace.open();
  const bundle: Map<string, BundleFile> = appDir === false ? new Map() : await bundleApp(appDir);
  const site = new TeamSite(config, workspace, bundle, appDir !== false);

  // Requests under way, so that stopping waits for a save or a publish to finish instead of cutting it in half.
  const running = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const done = site
      .handle(req, res)
      .catch((error: unknown) => answerError(req, res, error, "npm run edit:team", [workspace.cloneDir, config.dataDir]))
      .finally(() => running.delete(done));
    running.add(done);
  });
  const port = await listen(server, config.host, config.port, `EDITOR_PORT=${config.port + 1} npm run edit:team`);
  return {
    port,
    close: async () => {
      const stopped = closeServer(server);
      await Promise.allSettled([...running]);
      await stopped;
    },
  };
}

/** The team editor's request handling: the guards, sign-in and sign-out, the API and the app's pages. */
class TeamSite {
  private readonly secure: boolean;
  private readonly sessions: SessionCookies;
  private readonly signIn: OidcSignIn;
  private readonly limiter = new RateLimiterMemory({ points: SIGN_IN_PER_MINUTE, duration: 60 });
  private readonly api: TeamApi;

  constructor(
    private readonly config: TeamConfig,
    private readonly workspace: Workspace,
    private readonly bundle: Map<string, BundleFile>,
    private readonly hasApp: boolean,
  ) {
    this.secure = !(config.url.protocol === "http:" && isLoopback(config.url));
    this.sessions = new SessionCookies(config.sessionSecret, this.secure);
    this.signIn = new OidcSignIn(config);
    this.api = new TeamApi(config, workspace, writeQueue());
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    setSecurityHeaders(res);
    if (this.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000");
    const r = this.guard(req, res);
    if (!r) return;
    if (await this.authRoute(r)) return;
    if (r.pathname.startsWith(BUNDLE_BASE) && r.method === "GET") {
      if (r.pathname === `${BUNDLE_BASE}preview.html`)
        return sendBody(res, 200, "text/html; charset=utf-8", appShell("Preview", "preview", { mode: "team" }));
      return serveBundle(res, this.bundle, r.pathname, this.hasApp);
    }
    const person = await this.sessions.person(req);
    const list = await this.api.roles();
    const role = person && !(list instanceof RolesError) ? roleOf(list, person.email) : null;
    if (r.isApi) {
      if (!person) return refuse(res, true, 401, "You are not signed in (or your session ended): sign in again.");
      if (!role) return refuse(res, true, 403, `${person.email} may not use the editor: ask a publisher to add you to ${ROLES_FILE}.`);
      sendAnswer(res, await this.api.handle(r, { ...person, role }, r.url.pathname.slice("/api/".length), r.method));
      return;
    }
    if (r.method !== "GET") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(res, false, 405, "Only the editor's API takes changes.");
    }
    if (!person) return sendSignInPage(res, r.pathname);
    if (!role) return sendNoAccessPage(res, person, list);
    return this.appRoute(r);
  }

  /**
   * The checks every request passes first: the editor's own host name, changes only from its own pages
   * (Origin, or Sec-Fetch-Site when the Origin is "null"), the API only for its own pages, a valid
   * address without NUL. Answers a refused request (400 or 403) and returns null; else what it is about.
   */
  private guard(req: IncomingMessage, res: ServerResponse): Guarded | null {
    const { config } = this;
    const isApi = isApiRequest(req);
    const refused = (status: number, message: string) => {
      refuse(res, isApi, status, message);
      return null;
    };
    if ((req.headers.host ?? "").toLowerCase() !== config.url.host.toLowerCase())
      return refused(403, `This editor answers only at ${config.url.origin}.`);
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    // A form posted under Referrer-Policy: no-referrer says "Origin: null"; the browser's Sec-Fetch-Site still tells where it came from.
    const ownOrigin = origin === undefined || origin === "null" ? fetchSite === "same-origin" : origin === config.url.origin;
    if (req.method === "POST" && !ownOrigin) return refused(403, "The editor takes changes only from its own pages.");
    if (isApi && fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none")
      return refused(403, "The editor's data is only for its own pages.");
    const address = readAddress(req, res, config.url);
    return address && { req, res, ...address };
  }

  /** Sign in (/auth/login, then the provider's callback) and sign out; true when `r` was one of them and is answered. */
  private async authRoute(r: Guarded): Promise<boolean> {
    const { req, res, url, pathname, method } = r;
    const isLogin = pathname === "/auth/login" && method === "GET";
    const isCallback = pathname === CALLBACK_PATH && method === "GET";
    if ((isLogin || isCallback) && (await this.rateLimited(req))) {
      refuse(res, false, 429, "Too many sign-in attempts from this address: wait a minute, then try again.");
      return true;
    }
    try {
      if (isLogin) {
        const { url: target, transaction } = await this.signIn.begin(safeReturn(url.searchParams.get("returnTo")));
        await this.sessions.startLogin(res, transaction);
        res.writeHead(302, { Location: target.href, "Cache-Control": "no-store" }).end();
      } else if (isCallback) {
        const transaction = await this.sessions.finishLogin(req, res);
        if (!transaction) sendSignInPage(res, "/", "That sign-in took too long or was started in another browser. Sign in again.");
        else await this.finishSignIn(r, transaction);
      } else if (pathname === "/auth/logout" && method === "POST") {
        await this.sessions.signOut(req, res);
        res.writeHead(303, { Location: "/", "Cache-Control": "no-store" }).end();
      } else return false;
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      sendSignInPage(res, "/", error.message);
    }
    return true;
  }

  private async finishSignIn(r: Guarded, transaction: NonNullable<Awaited<ReturnType<SessionCookies["finishLogin"]>>>): Promise<void> {
    try {
      const person = await this.signIn.finish(r.url, transaction);
      await this.sessions.signIn(r.res, person);
      r.res.writeHead(303, { Location: transaction.returnTo, "Cache-Control": "no-store" }).end();
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      sendSignInPage(r.res, transaction.returnTo, error.message);
    }
  }

  /** The app's pages for a signed-in person with a role: a change set's pictures, preview links, the editor, the site's published files. */
  private async appRoute({ res, pathname }: Guarded): Promise<void> {
    const files = /^\/changes\/([^/]+)\/files(\/.+)$/.exec(pathname);
    if (files) {
      const file = publicFile(await this.api.workTree(files[1]!), files[2]!);
      return file
        ? sendBody(res, 200, file.type, file.bytes, "no-cache")
        : sendBody(res, 404, "text/plain; charset=utf-8", `Nothing at ${pathname}.\n`);
    }
    if (/^\/preview\/[^/]+(\/.*)?$/.test(pathname))
      return sendBody(res, 200, "text/html; charset=utf-8", appShell("Preview · Page editor", "site-preview", { mode: "team" }));
    if (pathname === "/" || pathname === "/review" || pathname.startsWith("/changes/"))
      return sendBody(res, 200, "text/html; charset=utf-8", appShell("Page editor", "editor", { mode: "team", favicon: true }));
    // The site's own files as published (fonts, icons the pages name), for the editor's previews.
    const file = publicFile(this.workspace.cloneDir, pathname);
    if (file) return sendBody(res, 200, file.type, file.bytes, "no-cache");
    sendBody(res, 404, "text/plain; charset=utf-8", `Nothing at ${pathname}.\n`);
  }

  private async rateLimited(req: IncomingMessage): Promise<boolean> {
    try {
      await this.limiter.consume(clientAddress(req));
      return false;
    } catch {
      return true;
    }
  }
}
