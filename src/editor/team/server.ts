/**
 * The team editor's HTTP server (`npm run edit:team`): the same editor as `npm run edit`, for people
 * who have nothing but a browser. They sign in with the company's identity provider; `editors.yaml`
 * says who is an editor and who a publisher, checked on the server at every request; each author works
 * in change sets (Git branches on the site's remote, a commit per save); "Ask for review" gives a
 * preview link; a publisher publishes. Nothing lasting is kept here (see workspace.ts and session.ts).
 */
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { parse } from "yaml";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { isBlocking } from "../../content/errors.ts";
import { describeChanges, mergePageTexts, MergeError } from "../merge.ts";
import { MAX_UPLOAD_BYTES } from "../guard.ts";
import { pageFile, readVersion } from "../server/files.ts";
import { saveDraft } from "../server/project.ts";
import type { ChangeSet, ChangeSetSummary, Choices, PageChanges } from "../team-types.ts";
import { publicFile } from "../server/assets.ts";
import { BUNDLE_BASE, bundleApp, type BundleFile } from "../server/bundle.ts";
import { answerError, appShell, closeServer, escapeHtml, listen, refuse, serveBundle } from "../server/http-server.ts";
import { HttpProblem, readJson, sendBody, setSecurityHeaders, stringField } from "../server/http-util.ts";
import { Created, pageName, projectApi, saveParams, sendAnswer, writeQueue, type ApiRequest } from "../server/project-api.ts";
import { DEFAULT_APP_DIR } from "../server/server.ts";
import { validateProject } from "../server/validation.ts";
import { publishable, unusedUploads } from "../server/publishable.ts";
import { fileInWords } from "./labels.ts";
import { CALLBACK_PATH, OidcSignIn, SignInError } from "./auth.ts";
import { isLoopback, type TeamConfig } from "./config.ts";
import { filesBase, renderRoute, withFilesUnder } from "./preview.ts";
import { parseRoles, roleOf, ROLES_FILE, RolesError, type Roles } from "./roles.ts";
import type { Role } from "../team-types.ts";
import { SessionCookies, type Person } from "./session.ts";
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

/** A signed-in person with a role, as the API's routes get them. */
interface Caller extends Person {
  role: Role;
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

/** The page's title in `text`, or null. */
function titleOf(text: string | null): string | null {
  try {
    const title = (parse(text ?? "") as { title?: unknown } | null)?.title;
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

/** A small page of the editor's own, outside the app (sign-in, no access): `body` is HTML the server wrote, with every value escaped. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1b2430;background:#f4f6f9;display:grid;place-items:center;min-height:100vh}
main{background:#fff;max-width:30rem;margin:16px;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(20,30,50,.12)}
h1{font-size:1.5rem;margin:0 0 12px}p{margin:0 0 16px}
.button{display:inline-block;background:#1d5fd1;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
.button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}.quiet{color:#4a5566;font-size:.9rem}
</style></head><body><main>${body}</main></body></html>
`;
}

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
  const secure = !(config.url.protocol === "http:" && isLoopback(config.url));
  const sessions = new SessionCookies(config.sessionSecret, secure);
  const signIn = new OidcSignIn(config);
  const limiter = new RateLimiterMemory({ points: SIGN_IN_PER_MINUTE, duration: 60 });
  const queue = writeQueue();
  // The change set's own queue is the server's: every write already runs inside it.
  const inline = <T>(task: () => Promise<T> | T) => Promise.resolve().then(task);

  let rolesMemo: { fetch: number; roles: Roles | RolesError } | null = null;
  /** The roles of editors.yaml on the deployed branch as last fetched (read again only after a fetch, not at every request). */
  const roles = async (): Promise<Roles | RolesError> => {
    await workspace.fetch(false, 10_000);
    if (rolesMemo?.fetch !== workspace.fetches) {
      let value: Roles | RolesError;
      try {
        value = parseRoles(await workspace.show(`origin/${workspace.mainBranch}`, ROLES_FILE));
      } catch (error) {
        if (!(error instanceof RolesError)) throw error;
        console.error(error.message);
        value = error;
      }
      rolesMemo = { fetch: workspace.fetches, roles: value };
    }
    return rolesMemo.roles;
  };

  const callerOf = async (req: IncomingMessage): Promise<{ person: Person | null; role: Role | null; roles: Roles | RolesError }> => {
    const person = await sessions.person(req);
    const list = await roles();
    return { person, role: person && !(list instanceof RolesError) ? roleOf(list, person.email) : null, roles: list };
  };

  const previewUrl = (id: string) => new URL(`/preview/${id}/`, config.url).href;

  const summary = async (id: string): Promise<ChangeSetSummary> => {
    const changeSet = await workspace.get(id);
    const versions = await workspace.fileVersions(changeSet);
    const pages: PageChanges[] = [];
    const files: ChangeSetSummary["files"] = [];
    for (const v of versions) {
      if (v.file.startsWith("public/")) {
        files.push({ path: v.file.slice("public".length), status: v.before === null ? "added" : v.after === null ? "deleted" : "changed" });
        continue;
      }
      const where = fileInWords(v.file);
      const parseOr = (text: string | null) => {
        try {
          return text === null ? null : (parse(text) as unknown);
        } catch {
          return null;
        }
      };
      pages.push({
        file: v.file,
        route: where.route,
        title: titleOf(v.after) ?? titleOf(v.before) ?? where.name,
        status: v.before === null ? "added" : v.after === null ? "deleted" : "changed",
        changes: v.before !== null && v.after !== null ? describeChanges(parseOr(v.before), parseOr(v.after)) : [],
      });
    }
    const dir = await workspace.tree(id);
    const errors = validateProject(dir).errors.filter(isBlocking);
    const { leftOut } = publishable(dir, changeSet.files);
    const added = files
      .filter((f) => f.status === "added")
      .map((f) => `public${f.path}`)
      .filter((f) => !leftOut.some((l) => l.file === f));
    const unused = unusedUploads(dir, added).map((f) => f.slice("public".length));
    return { changeSet, pages, files, errors, leftOut, unusedUploads: unused, previewUrl: previewUrl(id) };
  };

  const requireOwnerOrPublisher = (caller: Caller, set: ChangeSet) => {
    if (caller.role !== "publisher" && set.owner.email !== caller.email)
      throw new HttpProblem(403, `Only ${set.owner.name || set.owner.email}, who started this change set, or a publisher can do that.`);
  };

  /** The API under /api/ for a signed-in caller with a role; `rest` is the path after /api/. */
  const teamApi = async (r: ApiRequest, caller: Caller, rest: string, method: string): Promise<unknown> => {
    const { req } = r;
    if (rest === "me" && method === "GET") {
      const list = await roles();
      return {
        person: { email: caller.email, name: caller.name },
        role: caller.role,
        publishers: list instanceof RolesError ? [] : list.publisher.filter((e) => !e.startsWith("@")),
        siteUrl: config.siteUrl?.href ?? null,
      };
    }
    if (rest === "changes") {
      if (method === "GET") {
        await workspace.fetch(false, 2_000);
        return { changeSets: await workspace.list() };
      }
      if (method === "POST") {
        const body = await readJson(req, 64 * 1024);
        return new Created(await queue(() => workspace.create(caller, stringField(body, "title"))));
      }
    }
    if (rest === "review" && method === "GET") {
      if (caller.role !== "publisher") throw new HttpProblem(403, "Only publishers review change sets.");
      await workspace.fetch(false, 2_000);
      const waiting = (await workspace.list()).filter((s) => s.review);
      return { changeSets: await queue(async () => Promise.all(waiting.map((s) => summary(s.id)))) };
    }
    if (rest === "published" && method === "GET") {
      await workspace.fetch(false, 2_000);
      return { published: await workspace.published() };
    }
    if (rest === "live" && method === "GET") {
      const commit = r.url.searchParams.get("commit") ?? "";
      if (!/^[0-9a-f]{40}$/.test(commit)) throw new HttpProblem(400, "Give the published commit (?commit=…).");
      if (!config.siteUrl) return { live: null, served: null, message: "The editor does not know the live site's address (SITE_URL), so it cannot tell when the change is live." };
      let served: string | null = null;
      try {
        const answer = await fetch(new URL("/version.json", config.siteUrl), { signal: AbortSignal.timeout(5_000), headers: { "Cache-Control": "no-cache" } });
        const json = (await answer.json()) as { commit?: unknown };
        served = typeof json.commit === "string" ? json.commit : null;
      } catch {
        return { live: false, served: null, message: "The live site cannot be reached right now." };
      }
      if (served === commit) return { live: true, served };
      if (served) {
        await workspace.fetch(false, 5_000);
        if (await workspace.isAncestor(commit, served)) return { live: true, served };
      }
      return { live: false, served };
    }
    const m = /^changes\/([^/]+)(?:\/(.+))?$/.exec(rest);
    if (!m) throw new HttpProblem(404, `There is no /api/${rest} in the editor's API.`);
    const id = m[1]!;
    const op = m[2] ?? "";
    // Opening a change set brings it up to date (a merge and a push): a POST, never a GET.
    if (op === "open" && method === "POST") {
      return queue(async () => {
        await workspace.fetch(true);
        const conflicts = await workspace.bringUpToDate(id, caller);
        return { changeSet: await workspace.get(id), conflicts: conflicts, previewUrl: previewUrl(id) };
      });
    }
    if (op === "resolve" && method === "POST") {
      const body = await readJson(req, 1024 * 1024);
      const choices = body.choices;
      if (!choices || typeof choices !== "object" || Array.isArray(choices)) throw new HttpProblem(400, 'The request needs "choices": for each file, which version of each field to keep.');
      for (const perFile of Object.values(choices as Record<string, unknown>))
        if (!perFile || typeof perFile !== "object" || Object.values(perFile).some((v) => v !== "ours" && v !== "theirs")) throw new HttpProblem(400, 'Each choice is "ours" or "theirs".');
      return queue(async () => {
        await workspace.fetch(true);
        const conflicts = await workspace.bringUpToDate(id, caller, choices as Choices);
        return { changeSet: await workspace.get(id), conflicts: conflicts, previewUrl: previewUrl(id) };
      });
    }
    if (op === "discard" && method === "POST") {
      return queue(async () => {
        await workspace.fetch(true);
        requireOwnerOrPublisher(caller, await workspace.get(id));
        await workspace.discard(id);
        return { discarded: id };
      });
    }
    if (op === "review" && method === "POST") {
      return queue(async () => {
        await workspace.fetch(true);
        const conflicts = await workspace.bringUpToDate(id, caller);
        if (conflicts.length) throw new HttpProblem(409, "Someone published a change to the same fields meanwhile: choose which version to keep first, then ask for review.", { conflicts: conflicts });
        const set = await workspace.get(id);
        if (!set.files.length) throw new HttpProblem(409, "This change set changes nothing yet: save a change first, then ask for review.");
        return { changeSet: await workspace.askForReview(id, caller), previewUrl: previewUrl(id) };
      });
    }
    if (op === "summary" && method === "GET") return queue(() => workspace.fetch(true).then(() => summary(id)));
    if (op === "publish" && method === "POST") {
      if (caller.role !== "publisher") throw new HttpProblem(403, "Only a publisher can publish. Ask for review, and a publisher will publish it.");
      return queue(async () => {
        const started = performance.now();
        await workspace.fetch(true);
        const conflicts = await workspace.bringUpToDate(id, caller);
        if (conflicts.length)
          throw new HttpProblem(409, "The published site changed the same fields meanwhile: the author must choose which version to keep before this can be published.", { conflicts: conflicts });
        const dir = await workspace.tree(id);
        const errors = validateProject(dir).errors.filter(isBlocking);
        if (errors.length)
          throw new HttpProblem(
            422,
            `Nothing was published: with this change the site would have ${errors.length === 1 ? "1 error" : `${errors.length} errors`}. Fix ${errors.length === 1 ? "it" : "them"} in the change set first.`,
            { errors },
          );
        const set = await workspace.get(id);
        const { leftOut } = publishable(dir, set.files);
        if (leftOut.length)
          throw new HttpProblem(
            422,
            `Nothing was published: the change set holds ${leftOut.length === 1 ? "a file" : "files"} the editor does not publish: ${leftOut.map((l) => `${l.file} (${l.reason.replace(/\.$/, "")})`).join("; ")}. Ask a developer to take ${leftOut.length === 1 ? "it" : "them"} out of the change set.`,
            { leftOut },
          );
        const commit = await workspace.publish(id, caller);
        return { commit, title: set.title, branch: workspace.mainBranch, ms: Math.round(performance.now() - started) };
      });
    }
    if (op === "render" && method === "GET") {
      const route = r.url.searchParams.get("route") ?? "/";
      if (!route.startsWith("/")) throw new HttpProblem(400, "Give the route to show, e.g. /home.");
      const dir = await queue(async () => {
        await workspace.fetch(false, 2_000);
        return workspace.tree(id);
      });
      const set = await workspace.get(id);
      return { ...renderRoute(dir, route, filesBase(id)), title: set.title, id };
    }

    if (op === "save" && method === "POST") {
      const params = saveParams(await readJson(req, MAX_UPLOAD_BYTES));
      return queue(async () => {
        await workspace.fetch(true);
        // Brings the change set up to date, which also resets its work tree to the remote's state.
        await workspace.bringUpToDate(id, caller);
        const dir = workspace.treeDir(id);
        let { text, baseHash } = params;
        let combined = false;
        // The page changed since the draft was opened (a colleague's save, the published site taken in):
        // when the two touched different fields, both are kept, as the author would expect.
        const current = readVersion(pageFile(dir, params.file).abs, params.file);
        if (!params.force && current && baseHash !== null && current.hash !== baseHash) {
          const base = await workspace.versionByHash(id, params.file, baseHash);
          if (base !== null) {
            try {
              const merged = mergePageTexts({ base, ours: text, theirs: current.text });
              if (merged.text !== null) {
                ({ text } = merged);
                baseHash = current.hash;
                combined = true;
              }
            } catch (error) {
              if (!(error instanceof MergeError)) throw error;
            }
          }
        }
        try {
          const answer = saveDraft(dir, { ...params, text, baseHash });
          await workspace.commit(id, caller, `Update ${pageName(params.file)}`);
          return combined ? { ...answer, text } : answer;
        } catch (error) {
          await workspace.tree(id).catch(() => undefined);
          throw error;
        }
      });
    }

    // The page editor's own API, on the change set's work tree; a write is committed and pushed.
    const api = projectApi(await workspaceTree(id), inline);
    const route = Object.hasOwn(api, op) ? api[op] : undefined;
    if (!route) throw new HttpProblem(404, `There is no /api/${rest} in the editor's API.`);
    if (route.method !== (method === "HEAD" ? "GET" : method)) {
      r.res.setHeader("Allow", route.method);
      throw new HttpProblem(405, `/api/${rest} takes ${route.method} requests.`);
    }
    if (!route.write) {
      const answer = await route.handle(r);
      if (op === "check") return withFilesUnder(answer, await workspaceTree(id), filesBase(id));
      return answer;
    }
    return queue(async () => {
      await workspace.fetch(true);
      await workspace.bringUpToDate(id, caller);
      try {
        const answer = await route.handle(r);
        await workspace.commit(id, caller, r.change ?? "Update the site");
        return answer;
      } catch (error) {
        // Whatever the refused request wrote is dropped: the work tree goes back to the change set.
        await workspace.tree(id).catch(() => undefined);
        throw error;
      }
    });
  };

  const trees = new Map<string, string>();
  /** The work tree of change set `id`, made when it is not there yet (a read needs no fetch). */
  const workspaceTree = async (id: string): Promise<string> => {
    const known = trees.get(id);
    if (known && existsSync(known)) return known;
    const dir = await queue(() => workspace.tree(id));
    trees.set(id, dir);
    return dir;
  };

  const signInPage = (res: ServerResponse, returnTo: string, notice?: string) =>
    sendBody(
      res,
      notice ? 400 : 200,
      "text/html; charset=utf-8",
      page(
        "Sign in · Page editor",
        `<h1>Page editor</h1>${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ""}<p>Sign in with your company account to edit the website.</p><p><a class="button" href="/auth/login?returnTo=${encodeURIComponent(returnTo)}">Sign in</a></p>`,
      ),
    );

  const noAccessPage = (res: ServerResponse, person: Person, list: Roles | RolesError) => {
    const publishers = list instanceof RolesError ? [] : list.publisher.filter((e) => !e.startsWith("@"));
    const ask = publishers.length ? `Ask a publisher (${publishers.map(escapeHtml).join(", ")}) to add you to ${ROLES_FILE}.` : `Ask whoever runs the website to add you to ${ROLES_FILE}.`;
    const problem = list instanceof RolesError ? `<p class="quiet">${escapeHtml(list.message)}</p>` : "";
    sendBody(
      res,
      403,
      "text/html; charset=utf-8",
      page(
        "No access · Page editor",
        `<h1>You have no access yet</h1><p>You are signed in as ${escapeHtml(person.email)}, but this address is not on the list of people who may edit the website.</p><p>${ask}</p>${problem}<form method="post" action="/auth/logout"><button class="button" type="submit">Sign out</button></form>`,
      ),
    );
  };

  const rateLimited = async (req: IncomingMessage): Promise<boolean> => {
    try {
      await limiter.consume(clientAddress(req));
      return false;
    } catch {
      return true;
    }
  };

  const safeReturn = (value: string | null): string => (value && /^\/(?!\/)[^\\\s]*$/.test(value) && !value.startsWith("/auth/") ? value : "/");

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(res);
    if (secure) res.setHeader("Strict-Transport-Security", "max-age=31536000");
    const rawPath = (req.url ?? "/").split("?")[0]!;
    const isApi = rawPath === "/api" || rawPath.startsWith("/api/");
    if ((req.headers.host ?? "").toLowerCase() !== config.url.host.toLowerCase()) return refuse(res, isApi, 403, `This editor answers only at ${config.url.origin}.`);
    const origin = req.headers.origin;
    const fetchSite = req.headers["sec-fetch-site"];
    // A form posted under Referrer-Policy: no-referrer says "Origin: null"; the browser's Sec-Fetch-Site still tells where it came from.
    const ownOrigin = origin === undefined || origin === "null" ? fetchSite === "same-origin" : origin === config.url.origin;
    if (req.method === "POST" && !ownOrigin) return refuse(res, isApi, 403, "The editor takes changes only from its own pages.");
    if (isApi && fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return refuse(res, isApi, 403, "The editor's data is only for its own pages.");
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? "/", config.url);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return refuse(res, isApi, 400, "The address is not valid.");
    }
    if (pathname.includes("\0")) return refuse(res, isApi, 400, "The address is not valid.");
    const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
    const r: ApiRequest = { req, res, url, pathname };

    if (pathname === "/auth/login" && method === "GET") {
      if (await rateLimited(req)) return refuse(res, false, 429, "Too many sign-in attempts from this address: wait a minute, then try again.");
      try {
        const { url: target, transaction } = await signIn.begin(safeReturn(url.searchParams.get("returnTo")));
        await sessions.startLogin(res, transaction);
        res.writeHead(302, { Location: target.href, "Cache-Control": "no-store" }).end();
      } catch (error) {
        if (error instanceof SignInError) return signInPage(res, "/", error.message);
        throw error;
      }
      return;
    }
    if (pathname === CALLBACK_PATH && method === "GET") {
      if (await rateLimited(req)) return refuse(res, false, 429, "Too many sign-in attempts from this address: wait a minute, then try again.");
      const transaction = await sessions.finishLogin(req, res);
      if (!transaction) return signInPage(res, "/", "That sign-in took too long or was started in another browser. Sign in again.");
      try {
        const person = await signIn.finish(url, transaction);
        await sessions.signIn(res, person);
        res.writeHead(303, { Location: transaction.returnTo, "Cache-Control": "no-store" }).end();
      } catch (error) {
        if (error instanceof SignInError) return signInPage(res, transaction.returnTo, error.message);
        throw error;
      }
      return;
    }
    if (pathname === "/auth/logout" && method === "POST") {
      await sessions.signOut(req, res);
      res.writeHead(303, { Location: "/", "Cache-Control": "no-store" }).end();
      return;
    }
    if (pathname.startsWith(BUNDLE_BASE) && method === "GET") {
      if (pathname === `${BUNDLE_BASE}preview.html`) return sendBody(res, 200, "text/html; charset=utf-8", appShell("Preview", "preview", { mode: "team" }));
      return serveBundle(res, bundle, pathname, appDir !== false);
    }

    const { person, role, roles: list } = await callerOf(req);
    if (isApi) {
      if (!person) return refuse(res, true, 401, "You are not signed in (or your session ended): sign in again.");
      if (!role) return refuse(res, true, 403, `${person.email} may not use the editor: ask a publisher to add you to ${ROLES_FILE}.`);
      const answer = await teamApi(r, { ...person, role }, url.pathname.slice("/api/".length), method);
      sendAnswer(res, answer);
      return;
    }
    if (method !== "GET") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(res, false, 405, "Only the editor's API takes changes.");
    }
    if (!person) return signInPage(res, pathname);
    if (!role) return noAccessPage(res, person, list);

    const files = /^\/changes\/([^/]+)\/files(\/.+)$/.exec(pathname);
    if (files) {
      const file = publicFile(await workspaceTree(files[1]!), files[2]!);
      return file ? sendBody(res, 200, file.type, file.bytes, "no-cache") : sendBody(res, 404, "text/plain; charset=utf-8", `Nothing at ${pathname}.\n`);
    }
    if (/^\/preview\/[^/]+(\/.*)?$/.test(pathname)) return sendBody(res, 200, "text/html; charset=utf-8", appShell("Preview · Page editor", "site-preview", { mode: "team" }));
    if (pathname === "/" || pathname === "/review" || pathname.startsWith("/changes/"))
      return sendBody(res, 200, "text/html; charset=utf-8", appShell("Page editor", "editor", { mode: "team", favicon: true }));
    // The site's own files as published (fonts, icons the pages name), for the editor's previews.
    const file = publicFile(workspace.cloneDir, pathname);
    if (file) return sendBody(res, 200, file.type, file.bytes, "no-cache");
    sendBody(res, 404, "text/plain; charset=utf-8", `Nothing at ${pathname}.\n`);
  };

  // Requests under way, so that stopping waits for a save or a publish to finish instead of cutting it in half.
  const running = new Set<Promise<void>>();
  const server = createServer((req, res) => {
    const done = handle(req, res)
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
