/**
 * What the team editor's preview link and live preview render: a route of a change set's work tree as
 * page and site models, with the change set's own files (an uploaded picture that is not published
 * yet) addressed under the change set, so any reviewer's browser loads them from the right version.
 */
import { lstatSync } from "node:fs";
import { join } from "node:path";
import { loadModels } from "../../content/load.ts";
import { listRoutes } from "../../content/route-list.ts";
import type { RenderedRoute as TeamRenderedRoute } from "../team-types.ts";
import { editorLocation } from "../server/validation.ts";

/** The path under which change set `id`'s files of public/ are served: `/changes/<id>/files`. */
export function filesBase(id: string): string {
  return `/changes/${id}/files`;
}

/**
 * `value` (a page or site model, any JSON) with every string that names a file of `rootDir`/public
 * (`/images/uploads/a.png`, the site path of a regular file there) prefixed with `base`; everything
 * else (page links, text) as it is. Returns a new value; `value` is not changed.
 */
export function withFilesUnder<T>(value: T, rootDir: string, base: string): T {
  const known = new Map<string, boolean>();
  const isFile = (path: string): boolean => {
    let hit = known.get(path);
    if (hit === undefined) {
      const parts = path.split("?")[0]!.split("#")[0]!.split("/").slice(1);
      hit =
        parts.length > 0 &&
        !parts.some((p) => p === "" || p === ".." || p.startsWith(".")) &&
        (lstatSync(join(rootDir, "public", ...parts), { throwIfNoEntry: false })?.isFile() ?? false);
      known.set(path, hit);
    }
    return hit;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.startsWith("/") && !v.startsWith("//") && isFile(v) ? base + v : v;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** What the preview link shows for one route (see team-types.ts), without the change set's title and id. */
export type RenderedRoute = Omit<TeamRenderedRoute, "title" | "id">;

/**
 * The models of `route` in the project at `rootDir`, its files under `base` (see {@link withFilesUnder}):
 * a page's own route, an alias (its page and section), a redirect, or else the not-found page.
 */
export function renderRoute(rootDir: string, route: string, base: string): RenderedRoute {
  const { pages, redirects } = listRoutes(rootDir);
  const redirect = redirects.find((r) => r.from === route);
  if (redirect) return { site: null, page: null, redirect: redirect.to, notFound: false };
  const entry = pages.find((p) => p.path === route);
  const target = entry?.page ?? "/404";
  const result = loadModels(editorLocation(rootDir), (r) => r === target);
  return withFilesUnder(
    {
      site: result.site ?? null,
      page: result.pages.get(target) ?? null,
      ...(entry?.section ? { section: entry.section } : {}),
      notFound: !entry,
    },
    rootDir,
    base,
  );
}
