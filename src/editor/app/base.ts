/**
 * Where the editor app runs: the local editor (`npm run edit`, one project, API under /api/) or the
 * team editor (`npm run edit:team`), where a page's address starts with its change set
 * (`/changes/<id>/edit/pages/home.yaml`) and the API of that change set is `/api/changes/<id>/`.
 * Read once from the document, which the server marks with `<meta name="editor-mode">`.
 */

/** The mode and the change set of this document. */
export interface AppPlace {
  mode: "local" | "team";
  /** The change set open in this document (team mode), or null. */
  changeSet: string | null;
}

/** The place of a document with `mode` at `pathname`: the change set is the segment after `/changes/`. */
function placeOf(mode: string | null | undefined, pathname: string): AppPlace {
  if (mode !== "team") return { mode: "local", changeSet: null };
  const m = /^\/changes\/([a-z0-9-]+~[a-z0-9-]+)(?:\/|$)/.exec(pathname);
  return { mode: "team", changeSet: m ? m[1]! : null };
}

let place: AppPlace | null = null;

/** This document's place (see {@link placeOf}); local outside a browser. */
export function appPlace(): AppPlace {
  if (!place) {
    const doc = typeof document === "undefined" ? null : document;
    place = placeOf(doc?.querySelector('meta[name="editor-mode"]')?.getAttribute("content"), doc ? window.location.pathname : "/");
  }
  return place;
}

/** The prefix of the app's own paths: `/changes/<id>` in a change set, "" otherwise. */
export function appBase(): string {
  const { changeSet } = appPlace();
  return changeSet ? `/changes/${changeSet}` : "";
}

/** The prefix of the page editor's API: `/api/changes/<id>` in a change set, `/api` otherwise. */
export function apiBase(): string {
  const { changeSet } = appPlace();
  return changeSet ? `/api/changes/${changeSet}` : "/api";
}

/**
 * The address a browser loads a file of public/ from, for its site path (`/images/a.png`): in a change
 * set `/changes/<id>/files/images/a.png` (the change set's version, uploads included), else the path.
 */
export function assetUrl(path: string): string {
  const { changeSet } = appPlace();
  return changeSet && path.startsWith("/") && !path.startsWith("//") ? `/changes/${changeSet}/files${path}` : path;
}
