import { contentLocationFromEnv, loadContentLeniently } from "./load.ts";
import type { RouteEntry } from "../shared/model.ts";

/** The routes of the site: every page and alias, and the redirects of `_site.yaml`. */
export interface RouteTable {
  /** Every path a page publishes: its own route, and its aliases with the section each scrolls to. */
  pages: RouteEntry[];
  /** The redirects of `_site.yaml`, from one path to another. */
  redirects: { from: string; to: string }[];
}

/** The route table of validated (or leniently loaded) content: its routes, without the file each comes from, and its redirects. */
export function routeTableOf(content: {
  routes: readonly (RouteEntry & { file?: string })[];
  redirects: readonly { from: string; to: string }[];
}): RouteTable {
  return {
    pages: content.routes.map((r) =>
      r.section === undefined ? { path: r.path, page: r.page } : { path: r.path, page: r.page, section: r.section },
    ),
    redirects: content.redirects.map((r) => ({ from: r.from, to: r.to })),
  };
}

/**
 * The routes of the project at `rootDir`, from its content loaded leniently (the editors, the dev
 * server's reload), so that a page file with errors still has its route (and the aliases that can be
 * read from it). Sorted by path.
 */
export function listRoutes(rootDir: string, env: NodeJS.ProcessEnv = process.env): RouteTable {
  return routeTableOf(loadContentLeniently(contentLocationFromEnv(rootDir, env)));
}
