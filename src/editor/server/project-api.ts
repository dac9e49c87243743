/**
 * The editor's JSON API over one project folder: reading the pages, checking and saving drafts,
 * uploads and page operations. The local server (`npm run edit`) mounts it under `/api/`; the team
 * server mounts the same routes under `/api/changes/<change set>/`, one work tree per change set, and
 * records every write as a commit.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { MAX_UPLOAD_BYTES } from "../guard.ts";
import { listAssets, MAX_UPLOAD_BODY_BYTES, storeUpload } from "./assets.ts";
import { HttpProblem, readBody, readJson, sendJson, stringField } from "./http-util.ts";
import { deletePage, newPage, planDelete, planRename, renamePage, replacingRedirect } from "./pages.ts";
import { checkDraft, editorSchemas, editorState, fileVersion, saveDraft } from "./project.ts";

/** One API request as a route handles it: the Node request and response, its URL and decoded path. */
export interface ApiRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  pathname: string;
  /**
   * Set by a route that changed files: what it changed, in words, e.g. "Update /home" (the team
   * server's commit message).
   */
  change?: string;
}

/** A route's answer sent with 201 Created. */
export class Created {
  constructor(readonly body: unknown) {}
}

/** Sends a route's answer as JSON: 201 for a {@link Created}, 200 otherwise. */
export function sendAnswer(res: ServerResponse, answer: unknown): void {
  if (answer instanceof Created) sendJson(res, 201, answer.body);
  else sendJson(res, 200, answer);
}

/**
 * One route of the API: the method it takes, and `write` for the routes that may change files (a
 * save, an upload, a new, renamed or deleted page), which the team server follows with a commit.
 */
export interface ApiRoute {
  method: "GET" | "POST";
  handle(r: ApiRequest): Promise<unknown> | unknown;
  write?: true;
}

/** Runs write tasks one at a time, in order of arrival. */
export type WriteQueue = <T>(task: () => Promise<T> | T) => Promise<T>;

/**
 * Serialises the requests that write (one at a time, in order of arrival), so a publish never sees a
 * save half done and two renames never interleave.
 */
export function writeQueue(): WriteQueue {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

/** What a changed page file means to an author: its route, "the site settings" or the not-found page. */
export function pageName(file: string): string {
  if (file === "pages/_site.yaml") return "the site settings";
  if (file === "pages/_404.yaml") return "the not-found page";
  return file.replace(/^pages/, "").replace(/\.yaml$/, "");
}

/**
 * The routes of the API for the project in `rootDir`, keyed by their path under the mount point
 * (`state`, `save`, `pages/new`...). Writes go through `queue`. Each handler throws an
 * {@link HttpProblem} (or a RefusedPathError, NewPageError or YamlEditError, answered 400) for a
 * request it refuses.
 */
export function projectApi(rootDir: string, queue: WriteQueue): Record<string, ApiRoute> {
  const json = async (req: IncomingMessage) => readJson(req, MAX_UPLOAD_BYTES);
  return {
    state: { method: "GET", handle: () => editorState(rootDir) },
    schema: { method: "GET", handle: () => editorSchemas(rootDir) },
    file: { method: "GET", handle: ({ url }) => fileVersion(rootDir, url.searchParams.get("file")) },
    assets: { method: "GET", handle: () => listAssets(rootDir) },
    check: {
      method: "POST",
      handle: async ({ req }) => {
        const body = await json(req);
        return checkDraft(rootDir, stringField(body, "file"), stringField(body, "text"));
      },
    },
    save: {
      method: "POST",
      handle: async (r) => {
        const params = saveParams(await json(r.req));
        const answer = await queue(() => saveDraft(rootDir, params));
        r.change = `Update ${pageName(params.file)}`;
        return answer;
      },
      write: true,
    },
    upload: {
      method: "POST",
      handle: async (r) => {
        const bytes = await readBody(r.req, MAX_UPLOAD_BODY_BYTES);
        const asset = await queue(() =>
          storeUpload(rootDir, { name: r.url.searchParams.get("name"), folder: r.url.searchParams.get("folder"), bytes }),
        );
        r.change = `Add ${asset.path}`;
        return new Created(asset);
      },
      write: true,
    },
    "pages/new": {
      method: "POST",
      handle: async (r) => {
        const body = await json(r.req);
        const params = { route: stringField(body, "route"), from: stringField(body, "from", true) || undefined };
        const create = () => newPage(rootDir, params);
        const created = await queue(() =>
          body.replaceRedirect === true ? replacingRedirect(rootDir, normalisedRoute(params.route), create) : create(),
        );
        r.change = `Add the page ${created.route}`;
        return new Created(created);
      },
      write: true,
    },
    "pages/plan-rename": { method: "POST", handle: async ({ req }) => renameParams(await json(req)).then((p) => planRename(rootDir, p)) },
    "pages/rename": {
      method: "POST",
      handle: async (r) => {
        const params = await renameParams(await json(r.req));
        const answer = await queue(() => renamePage(rootDir, params));
        r.change = `Move the page ${params.from} to ${params.to}`;
        return answer;
      },
      write: true,
    },
    "pages/plan-delete": { method: "POST", handle: async ({ req }) => planDelete(rootDir, deleteParams(await json(req))) },
    "pages/delete": {
      method: "POST",
      handle: async (r) => {
        const params = deleteParams(await json(r.req));
        const answer = await queue(() => deletePage(rootDir, params));
        r.change = `Delete the page ${params.route}`;
        return answer;
      },
      write: true,
    },
  };
}

/** The fields of a save request; a 400 {@link HttpProblem} naming the one that is missing or malformed. */
export function saveParams(body: Record<string, unknown>): { file: string; text: string; baseHash: string | null; force: boolean } {
  const baseHash = body.baseHash;
  if (baseHash !== null && typeof baseHash !== "string")
    throw new HttpProblem(400, 'The request needs "baseHash": the version the draft started from, or null for a new file.');
  if (body.force !== undefined && typeof body.force !== "boolean") throw new HttpProblem(400, '"force" is true or false.');
  return { file: stringField(body, "file"), text: stringField(body, "text"), baseHash, force: body.force === true };
}

async function renameParams(body: Record<string, unknown>): Promise<{ from: string; to: string; redirect: boolean }> {
  if (body.redirect !== undefined && typeof body.redirect !== "boolean") throw new HttpProblem(400, '"redirect" is true or false.');
  return { from: stringField(body, "from"), to: stringField(body, "to"), redirect: body.redirect === true };
}

function deleteParams(body: Record<string, unknown>): { route: string; redirectTo?: string; removeLinks: boolean } {
  if (body.removeLinks !== undefined && typeof body.removeLinks !== "boolean")
    throw new HttpProblem(400, '"removeLinks" is true or false.');
  return {
    route: stringField(body, "route"),
    redirectTo: stringField(body, "redirectTo", true) || undefined,
    removeLinks: body.removeLinks === true,
  };
}

/** The route as the new-page request gives it, with its leading slash (the page operations add it too). */
function normalisedRoute(route: string): string {
  const trimmed = route.trim();
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}
