/**
 * The browser app's client for the team editor's own API (src/editor/team-types.ts): who is signed
 * in, change sets, conflicts, review, publishing and the live check. Each function resolves with the
 * answer's body and throws an ApiError otherwise (see api.ts).
 */
import type {
  ChangeSet,
  ChangeSetState,
  ChangeSetSummary,
  Choices,
  LiveState,
  Me,
  PublishedChange,
  PublishedSet,
  RenderedRoute,
} from "../team-types.ts";
import { request } from "./api.ts";

const at = (id: string) => `/api/changes/${encodeURIComponent(id)}`;

/** `GET /api/me`: the signed-in person and their role. */
export function getMe(): Promise<Me> {
  return request("GET", "/api/me");
}

/** `GET /api/changes`: every open change set, newest first. */
export async function listChangeSets(): Promise<ChangeSet[]> {
  return (await request<{ changeSets: ChangeSet[] }>("GET", "/api/changes")).changeSets;
}

/** `POST /api/changes`: starts a change set titled `title`. */
export function startChangeSet(title: string): Promise<ChangeSet> {
  return request("POST", "/api/changes", { title });
}

/** `POST /api/changes/<id>/open`: brings the change set up to date with the published site; what is left to choose. */
export function openChangeSet(id: string): Promise<ChangeSetState> {
  return request("POST", `${at(id)}/open`, {});
}

/** `POST /api/changes/<id>/resolve`: keeps, for each conflicting field, the version chosen. */
export function resolveConflicts(id: string, choices: Choices): Promise<ChangeSetState> {
  return request("POST", `${at(id)}/resolve`, { choices });
}

/** `POST /api/changes/<id>/discard`: deletes the change set. */
export function discardChangeSet(id: string): Promise<{ discarded: string }> {
  return request("POST", `${at(id)}/discard`, {});
}

/** `POST /api/changes/<id>/review`: asks for review; answers with the preview link. */
export function askForReview(id: string): Promise<{ changeSet: ChangeSet; previewUrl: string }> {
  return request("POST", `${at(id)}/review`, {});
}

/** `GET /api/review`: the change sets waiting for review (publishers only). */
export async function listForReview(): Promise<ChangeSetSummary[]> {
  return (await request<{ changeSets: ChangeSetSummary[] }>("GET", "/api/review")).changeSets;
}

/** `POST /api/changes/<id>/publish`: merges the change set into the published branch and pushes (publishers only). */
export function publishChangeSet(id: string): Promise<PublishedChange> {
  return request("POST", `${at(id)}/publish`, {});
}

/** `GET /api/published`: the change sets published lately, newest first. */
export async function listPublished(): Promise<PublishedSet[]> {
  return (await request<{ published: PublishedSet[] }>("GET", "/api/published")).published;
}

/** `GET /api/live?commit=…`: whether the live site serves `commit` yet. */
export function getLive(commit: string): Promise<LiveState> {
  return request("GET", `/api/live?commit=${encodeURIComponent(commit)}`);
}

/** `GET /api/changes/<id>/render?route=…`: the models the preview link shows for `route`. */
export function renderRoute(id: string, route: string): Promise<RenderedRoute> {
  return request("GET", `${at(id)}/render?route=${encodeURIComponent(route)}`);
}
