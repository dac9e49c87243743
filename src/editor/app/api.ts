/**
 * The browser app's client for the editor's local HTTP API (src/editor/api-types.ts). Every function
 * resolves with the response body on a 2xx answer and throws an {@link ApiError} otherwise, carrying
 * the status and the server's {@link ApiProblem} (a {@link SaveConflict} for a 409 to a save).
 */
import type {
  ApiProblem,
  AssetEntry,
  CheckRequest,
  CheckResponse,
  DeleteRequest,
  DeleteResponse,
  EditorSchemas,
  EditorState,
  FileVersion,
  NewPageRequest,
  NewPageResponse,
  PublishRequest,
  PublishResponse,
  RenameRequest,
  RenameResponse,
  SaveConflict,
  SaveRequest,
  SaveResponse,
  UploadResponse,
} from "../api-types.ts";
import { apiBase, appPlace } from "./base.ts";

/** A refused or failed request: `status` is the HTTP status (0 when the server could not be reached). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: ApiProblem | SaveConflict,
  ) {
    super(problem.message);
    this.name = "ApiError";
  }

  /** The body of a 409 to a save: what is on disk now. */
  get conflict(): SaveConflict | null {
    return this.status === 409 && "disk" in this.problem ? (this.problem as SaveConflict) : null;
  }
}

/**
 * The problem a non-2xx answer carries: its JSON body when that is an {@link ApiProblem} (a `message`
 * string, `errors` kept only when it is a list), else a sentence naming the status. Never throws.
 */
export function problemFromBody(status: number, body: string): ApiProblem | SaveConflict {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === "object" && typeof (value as ApiProblem).message === "string") {
      const v = value as Record<string, unknown>;
      const problem: ApiProblem & { disk?: unknown } = { message: v.message as string };
      if (Array.isArray(v.errors)) problem.errors = v.errors as ApiProblem["errors"];
      if ("disk" in v) problem.disk = v.disk;
      return problem as ApiProblem | SaveConflict;
    }
  } catch {
    // Not JSON: a proxy's or a crashed server's page; the status says enough.
  }
  return { message: `The editor's server answered with an error (HTTP ${status}).` };
}

/**
 * Sends a request to the editor's server and resolves with the JSON body of a 2xx answer; throws an
 * {@link ApiError} otherwise (status 0 when the server cannot be reached). `body` goes as JSON, `raw`
 * as it is.
 */
export async function request<T>(method: "GET" | "POST", url: string, body?: unknown, raw?: Blob): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: raw
        ? { "Content-Type": raw.type || "application/octet-stream" }
        : body === undefined
          ? undefined
          : { "Content-Type": "application/json" },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    throw new ApiError(0, {
      message:
        "The editor's server cannot be reached. Check your connection; if you run the editor yourself, is `npm run edit` still running?",
    });
  }
  const text = await response.text();
  // A session that ended (team editor): the sign-in page, then back here.
  if (response.status === 401 && appPlace().mode === "team")
    window.location.assign(`/auth/login?returnTo=${encodeURIComponent(window.location.pathname)}`);
  if (!response.ok) throw new ApiError(response.status, problemFromBody(response.status, text));
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, { message: "The editor's server sent an answer the editor cannot read." });
  }
}

/** `GET /api/state`: pages, routes, keys, errors and Git status as on disk. */
export function getState(): Promise<EditorState> {
  return request("GET", `${apiBase()}/state`);
}

/** `GET /api/schema`: the bundled page and site schemas and the block catalogue. */
export function getSchemas(): Promise<EditorSchemas> {
  return request("GET", `${apiBase()}/schema`);
}

/** `GET /api/file`: `file`'s text on disk and its hash; 404 when it does not exist. */
export function getFile(file: string): Promise<FileVersion> {
  return request("GET", `${apiBase()}/file?file=${encodeURIComponent(file)}`);
}

/** `GET /api/assets`: the pictures and PDFs under public/, for the image picker. */
export function getAssets(): Promise<AssetEntry[]> {
  return request("GET", `${apiBase()}/assets`);
}

/** `POST /api/check`: every error and warning with the draft in place, and the preview's model. */
export function check(body: CheckRequest): Promise<CheckResponse> {
  return request("POST", `${apiBase()}/check`, body);
}

/** `POST /api/save`: 409 ({@link ApiError.conflict}) when the file changed on disk, 422 when the draft has errors. */
export function save(body: SaveRequest): Promise<SaveResponse> {
  return request("POST", `${apiBase()}/save`, body);
}

/** `POST /api/upload`: stores `file` under public/images/`folder` and returns it as an asset. */
export function upload(file: File, folder: string): Promise<UploadResponse> {
  return request("POST", `${apiBase()}/upload?name=${encodeURIComponent(file.name)}&folder=${encodeURIComponent(folder)}`, undefined, file);
}

/** `POST /api/pages/new`: a page from the template or a copy of another. */
export function newPage(body: NewPageRequest): Promise<NewPageResponse> {
  return request("POST", `${apiBase()}/pages/new`, body);
}

/** `POST /api/pages/plan-rename`: what a rename would change, without changing anything. */
export function planRename(body: RenameRequest): Promise<RenameResponse> {
  return request("POST", `${apiBase()}/pages/plan-rename`, body);
}

/** `POST /api/pages/rename`: moves the page and rewrites the links to it. */
export function renamePage(body: RenameRequest): Promise<RenameResponse> {
  return request("POST", `${apiBase()}/pages/rename`, body);
}

/** `POST /api/pages/plan-delete`: the links a delete would break, without deleting. */
export function planDelete(body: DeleteRequest): Promise<DeleteResponse> {
  return request("POST", `${apiBase()}/pages/plan-delete`, body);
}

/** `POST /api/pages/delete`: deletes the page, with a redirect when `redirectTo` is given. */
export function deletePage(body: DeleteRequest): Promise<DeleteResponse> {
  return request("POST", `${apiBase()}/pages/delete`, body);
}

/** `POST /api/publish`: commits the changed files and pushes when there is a remote. */
export function publish(body: PublishRequest): Promise<PublishResponse> {
  return request("POST", `${apiBase()}/publish`, body);
}

/** A thrown value as one sentence for the author. */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.problem.message;
  if (e instanceof Error) return e.message;
  return String(e);
}
