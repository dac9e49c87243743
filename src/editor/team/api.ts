/**
 * The team editor's API under /api/ for a signed-in person with a role: who they are, the change sets,
 * review, publishing, whether a publish is live, and, inside a change set, the page editor's own API
 * on its work tree (each write committed and pushed). Routes are checked against the caller's role
 * here, on the server, at every request.
 */
import { existsSync } from "node:fs";
import { parse } from "yaml";
import { isBlocking } from "../../content/errors.ts";
import { MAX_UPLOAD_BYTES } from "../guard.ts";
import { describeChanges, mergePageTexts, MergeError } from "../merge.ts";
import { pageFile, readVersion } from "../server/files.ts";
import { publishable, unusedUploads } from "../server/publishable.ts";
import { HttpProblem, readJson, stringField } from "../server/http-util.ts";
import { saveDraft } from "../server/project.ts";
import { Created, pageName, projectApi, saveParams, type ApiRequest, type writeQueue } from "../server/project-api.ts";
import { validateProject } from "../server/validation.ts";
import type { ChangeSetSummary, Choices, PageChanges, Role } from "../team-types.ts";
import type { TeamConfig } from "./config.ts";
import { fileInWords } from "./labels.ts";
import { namedPublishers } from "./pages.ts";
import { filesBase, renderRoute, withFilesUnder } from "./preview.ts";
import { parseRoles, ROLES_FILE, RolesError, type Roles } from "./roles.ts";
import type { Person } from "./session.ts";
import type { Workspace } from "./workspace.ts";

/** A signed-in person with a role, as the API's routes get them. */
export interface Caller extends Person {
  role: Role;
}

/** One route of the API: what it answers (JSON, or a {@link Created}); throws an HttpProblem for a refused request. */
type Handler = (r: ApiRequest, caller: Caller, id: string) => Promise<unknown>;

/** The page's title in `text`, or null. */
function titleOf(text: string | null): string | null {
  try {
    const title = (parse(text ?? "") as { title?: unknown } | null)?.title;
    return typeof title === "string" ? title : null;
  } catch {
    return null;
  }
}

/** `text` parsed as YAML, or null when it is missing or not YAML. */
function parsedOrNull(text: string | null): unknown {
  try {
    return text === null ? null : (parse(text) as unknown);
  } catch {
    return null;
  }
}

/** "1 error" or "N errors". */
const errorCount = (n: number) => (n === 1 ? "1 error" : `${n} errors`);

/**
 * The team editor's API (see the module comment). `queue` runs every write one at a time; the
 * change sets live in `workspace`.
 */
export class TeamApi {
  private rolesMemo: { fetch: number; roles: Roles | RolesError } | null = null;
  private readonly trees = new Map<string, string>();
  // The change set's own queue is the server's: every write already runs inside it.
  private readonly inline = <T>(task: () => Promise<T> | T) => Promise.resolve().then(task);

  constructor(
    private readonly config: TeamConfig,
    private readonly workspace: Workspace,
    private readonly queue: ReturnType<typeof writeQueue>,
  ) {}

  /** The roles of editors.yaml on the deployed branch as last fetched (read again only after a fetch, not at every request); a RolesError when the file is wrong. */
  async roles(): Promise<Roles | RolesError> {
    await this.workspace.fetch(false, 10_000);
    if (this.rolesMemo?.fetch !== this.workspace.fetches) {
      let value: Roles | RolesError;
      try {
        value = parseRoles(await this.workspace.show(`origin/${this.workspace.mainBranch}`, ROLES_FILE));
      } catch (error) {
        if (!(error instanceof RolesError)) throw error;
        console.error(error.message);
        value = error;
      }
      this.rolesMemo = { fetch: this.workspace.fetches, roles: value };
    }
    return this.rolesMemo.roles;
  }

  /** The work tree of change set `id`, made when it is not there yet (a read needs no fetch). */
  async workTree(id: string): Promise<string> {
    const known = this.trees.get(id);
    if (known && existsSync(known)) return known;
    const dir = await this.queue(() => this.workspace.tree(id));
    this.trees.set(id, dir);
    return dir;
  }

  /**
   * Answers `rest` (the path after /api/) for `caller`. Throws an HttpProblem: 404 for a path the API
   * does not have, 405 for a wrong method, 403 for a route the caller's role may not use, 409 or 422
   * for a change refused as it stands.
   */
  async handle(r: ApiRequest, caller: Caller, rest: string, method: string): Promise<unknown> {
    const topLevel: Record<string, Partial<Record<string, Handler>>> = {
      me: { GET: (_r, c) => this.me(c) },
      changes: { GET: () => this.listChangeSets(), POST: (req, c) => this.createChangeSet(req, c) },
      review: { GET: (_r, c) => this.waitingForReview(c) },
      published: { GET: () => this.recentlyPublished() },
      live: { GET: (req) => this.live(req) },
    };
    const top = Object.hasOwn(topLevel, rest) ? topLevel[rest]![method] : undefined;
    if (top) return top(r, caller, "");
    const m = /^changes\/([^/]+)(?:\/(.+))?$/.exec(rest);
    if (!m) throw new HttpProblem(404, `There is no /api/${rest} in the editor's API.`);
    const [id, op] = [m[1]!, m[2] ?? ""];
    const ops: Record<string, [string, Handler]> = {
      // Opening a change set brings it up to date (a merge and a push): a POST, never a GET.
      open: ["POST", (_r, c, i) => this.bringUpToDate(i, c)],
      resolve: ["POST", (req, c, i) => this.resolve(req, c, i)],
      discard: ["POST", (_r, c, i) => this.discard(c, i)],
      review: ["POST", (_r, c, i) => this.askForReview(c, i)],
      summary: ["GET", (_r, _c, i) => this.queue(() => this.workspace.fetch(true).then(() => this.summary(i)))],
      publish: ["POST", (_r, c, i) => this.publish(c, i)],
      render: ["GET", (req, _c, i) => this.render(req, i)],
      save: ["POST", (req, c, i) => this.save(req, c, i)],
    };
    const own = Object.hasOwn(ops, op) ? ops[op] : undefined;
    if (own && own[0] === method) return own[1](r, caller, id);
    return this.projectOperation(r, caller, id, op, rest, method);
  }

  private async me(caller: Caller) {
    return {
      person: { email: caller.email, name: caller.name },
      role: caller.role,
      publishers: namedPublishers(await this.roles()),
      siteUrl: this.config.siteUrl?.href ?? null,
    };
  }

  private async listChangeSets() {
    await this.workspace.fetch(false, 2_000);
    return { changeSets: await this.workspace.list() };
  }

  private async createChangeSet(r: ApiRequest, caller: Caller) {
    const body = await readJson(r.req, 64 * 1024);
    return new Created(await this.queue(() => this.workspace.create(caller, stringField(body, "title"))));
  }

  private async waitingForReview(caller: Caller) {
    if (caller.role !== "publisher") throw new HttpProblem(403, "Only publishers review change sets.");
    await this.workspace.fetch(false, 2_000);
    const waiting = (await this.workspace.list()).filter((s) => s.review);
    return { changeSets: await this.queue(async () => Promise.all(waiting.map((s) => this.summary(s.id)))) };
  }

  private async recentlyPublished() {
    await this.workspace.fetch(false, 2_000);
    return { published: await this.workspace.published() };
  }

  /** Whether the live site (SITE_URL) serves the published `?commit=` or a later one, from its /version.json. */
  private async live(r: ApiRequest) {
    const commit = r.url.searchParams.get("commit") ?? "";
    if (!/^[0-9a-f]{40}$/.test(commit)) throw new HttpProblem(400, "Give the published commit (?commit=…).");
    const { siteUrl } = this.config;
    if (!siteUrl)
      return {
        live: null,
        served: null,
        message: "The editor does not know the live site's address (SITE_URL), so it cannot tell when the change is live.",
      };
    let served: string | null = null;
    try {
      const answer = await fetch(new URL("/version.json", siteUrl), {
        signal: AbortSignal.timeout(5_000),
        headers: { "Cache-Control": "no-cache" },
      });
      const json = (await answer.json()) as { commit?: unknown };
      served = typeof json.commit === "string" ? json.commit : null;
    } catch {
      return { live: false, served: null, message: "The live site cannot be reached right now." };
    }
    if (served === commit) return { live: true, served };
    if (served) {
      await this.workspace.fetch(false, 5_000);
      if (await this.workspace.isAncestor(commit, served)) return { live: true, served };
    }
    return { live: false, served };
  }

  private previewUrl(id: string): string {
    return new URL(`/preview/${id}/`, this.config.url).href;
  }

  /** Change set `id` with every page's fields before and after, its pictures, the checks' blocking errors and its preview link. */
  private async summary(id: string): Promise<ChangeSetSummary> {
    const changeSet = await this.workspace.get(id);
    const pages: PageChanges[] = [];
    const files: ChangeSetSummary["files"] = [];
    for (const v of await this.workspace.fileVersions(changeSet)) {
      const status = v.before === null ? "added" : v.after === null ? "deleted" : "changed";
      if (v.file.startsWith("public/")) {
        files.push({ path: v.file.slice("public".length), status });
        continue;
      }
      const where = fileInWords(v.file);
      const changes = v.before !== null && v.after !== null ? describeChanges(parsedOrNull(v.before), parsedOrNull(v.after)) : [];
      pages.push({ file: v.file, route: where.route, title: titleOf(v.after) ?? titleOf(v.before) ?? where.name, status, changes });
    }
    const dir = await this.workspace.tree(id);
    const errors = validateProject(dir).errors.filter(isBlocking);
    const { leftOut } = publishable(dir, changeSet.files);
    const added = files
      .filter((f) => f.status === "added")
      .map((f) => `public${f.path}`)
      .filter((f) => !leftOut.some((l) => l.file === f));
    const unused = unusedUploads(dir, added).map((f) => f.slice("public".length));
    return { changeSet, pages, files, errors, leftOut, unusedUploads: unused, previewUrl: this.previewUrl(id) };
  }

  /** Brings change set `id` up to date with the published site, keeping `choices` where both changed a field; answers the conflicts left. */
  private bringUpToDate(id: string, caller: Caller, choices?: Choices) {
    return this.queue(async () => {
      await this.workspace.fetch(true);
      const conflicts = await this.workspace.bringUpToDate(id, caller, choices);
      return { changeSet: await this.workspace.get(id), conflicts, previewUrl: this.previewUrl(id) };
    });
  }

  private async resolve(r: ApiRequest, caller: Caller, id: string) {
    const { choices } = await readJson(r.req, 1024 * 1024);
    if (!choices || typeof choices !== "object" || Array.isArray(choices))
      throw new HttpProblem(400, 'The request needs "choices": for each file, which version of each field to keep.');
    for (const perFile of Object.values(choices as Record<string, unknown>))
      if (!perFile || typeof perFile !== "object" || Object.values(perFile).some((v) => v !== "ours" && v !== "theirs"))
        throw new HttpProblem(400, 'Each choice is "ours" or "theirs".');
    return this.bringUpToDate(id, caller, choices as Choices);
  }

  private discard(caller: Caller, id: string) {
    return this.queue(async () => {
      await this.workspace.fetch(true);
      const set = await this.workspace.get(id);
      if (caller.role !== "publisher" && set.owner.email !== caller.email)
        throw new HttpProblem(403, `Only ${set.owner.name || set.owner.email}, who started this change set, or a publisher can do that.`);
      await this.workspace.discard(id);
      return { discarded: id };
    });
  }

  private askForReview(caller: Caller, id: string) {
    return this.queue(async () => {
      await this.workspace.fetch(true);
      const conflicts = await this.workspace.bringUpToDate(id, caller);
      if (conflicts.length)
        throw new HttpProblem(
          409,
          "Someone published a change to the same fields meanwhile: choose which version to keep first, then ask for review.",
          { conflicts },
        );
      const set = await this.workspace.get(id);
      if (!set.files.length) throw new HttpProblem(409, "This change set changes nothing yet: save a change first, then ask for review.");
      return { changeSet: await this.workspace.askForReview(id, caller), previewUrl: this.previewUrl(id) };
    });
  }

  /** Publishes change set `id` (publishers only), once it is up to date and the site would have no blocking error. */
  private async publish(caller: Caller, id: string) {
    if (caller.role !== "publisher")
      throw new HttpProblem(403, "Only a publisher can publish. Ask for review, and a publisher will publish it.");
    return this.queue(async () => {
      const started = performance.now();
      await this.workspace.fetch(true);
      const conflicts = await this.workspace.bringUpToDate(id, caller);
      if (conflicts.length)
        throw new HttpProblem(
          409,
          "The published site changed the same fields meanwhile: the author must choose which version to keep before this can be published.",
          { conflicts },
        );
      const dir = await this.workspace.tree(id);
      const errors = validateProject(dir).errors.filter(isBlocking);
      if (errors.length)
        throw new HttpProblem(
          422,
          `Nothing was published: with this change the site would have ${errorCount(errors.length)}. Fix ${errors.length === 1 ? "it" : "them"} in the change set first.`,
          {
            errors,
          },
        );
      const set = await this.workspace.get(id);
      const { leftOut } = publishable(dir, set.files);
      if (leftOut.length) {
        const one = leftOut.length === 1;
        const listed = leftOut.map((l) => `${l.file} (${l.reason.replace(/\.$/, "")})`).join("; ");
        throw new HttpProblem(
          422,
          `Nothing was published: the change set holds ${one ? "a file" : "files"} the editor does not publish: ${listed}. Ask a developer to take ${one ? "it" : "them"} out of the change set.`,
          { leftOut },
        );
      }
      const commit = await this.workspace.publish(id, caller);
      return { commit, title: set.title, branch: this.workspace.mainBranch, ms: Math.round(performance.now() - started) };
    });
  }

  /** One route of the site rendered from change set `id`, for its preview link. */
  private async render(r: ApiRequest, id: string) {
    const route = r.url.searchParams.get("route") ?? "/";
    if (!route.startsWith("/")) throw new HttpProblem(400, "Give the route to show, e.g. /home.");
    const dir = await this.queue(async () => {
      await this.workspace.fetch(false, 2_000);
      return this.workspace.tree(id);
    });
    const set = await this.workspace.get(id);
    return { ...renderRoute(dir, route, filesBase(id)), title: set.title, id };
  }

  /**
   * Saves a page in change set `id` and commits it. When the page changed since the draft was opened
   * (a colleague's save, the published site taken in) and the two touched different fields, both are
   * kept and the answer carries the combined text.
   */
  private async save(r: ApiRequest, caller: Caller, id: string) {
    const params = saveParams(await readJson(r.req, MAX_UPLOAD_BYTES));
    return this.queue(async () => {
      await this.workspace.fetch(true);
      // Brings the change set up to date, which also resets its work tree to the remote's state.
      await this.workspace.bringUpToDate(id, caller);
      const dir = this.workspace.treeDir(id);
      let { text, baseHash } = params;
      let combined = false;
      const current = readVersion(pageFile(dir, params.file).abs, params.file);
      if (!params.force && current && baseHash !== null && current.hash !== baseHash) {
        const base = await this.workspace.versionByHash(id, params.file, baseHash);
        const merged = base === null ? null : mergedOrNull(base, text, current.text);
        if (merged !== null) [text, baseHash, combined] = [merged, current.hash, true];
      }
      try {
        const answer = saveDraft(dir, { ...params, text, baseHash });
        await this.workspace.commit(id, caller, `Update ${pageName(params.file)}`);
        return combined ? { ...answer, text } : answer;
      } catch (error) {
        await this.workspace.tree(id).catch(() => undefined);
        throw error;
      }
    });
  }

  /** The page editor's own API (`op`), on change set `id`'s work tree; a write is committed and pushed, a refused one dropped. */
  private async projectOperation(r: ApiRequest, caller: Caller, id: string, op: string, rest: string, method: string) {
    const api = projectApi(await this.workTree(id), this.inline);
    const route = Object.hasOwn(api, op) ? api[op] : undefined;
    if (!route) throw new HttpProblem(404, `There is no /api/${rest} in the editor's API.`);
    if (route.method !== (method === "HEAD" ? "GET" : method)) {
      r.res.setHeader("Allow", route.method);
      throw new HttpProblem(405, `/api/${rest} takes ${route.method} requests.`);
    }
    if (!route.write) {
      const answer = await route.handle(r);
      return op === "check" ? withFilesUnder(answer, await this.workTree(id), filesBase(id)) : answer;
    }
    return this.queue(async () => {
      await this.workspace.fetch(true);
      await this.workspace.bringUpToDate(id, caller);
      try {
        const answer = await route.handle(r);
        await this.workspace.commit(id, caller, r.change ?? "Update the site");
        return answer;
      } catch (error) {
        // Whatever the refused request wrote is dropped: the work tree goes back to the change set.
        await this.workspace.tree(id).catch(() => undefined);
        throw error;
      }
    });
  }
}

/** The three-way merge of a page's texts, or null when the same field changed on both sides or a text is not a page. */
function mergedOrNull(base: string, ours: string, theirs: string): string | null {
  try {
    return mergePageTexts({ base, ours, theirs }).text;
  } catch (error) {
    if (error instanceof MergeError) return null;
    throw error;
  }
}
