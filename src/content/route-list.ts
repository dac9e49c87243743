import { contentLocationFromEnv, loadContentLeniently } from "./load.ts";
import type { RouteEntry } from "../shared/model.ts";

/** The dev-only page that shows every block type rendered from the example in its schema. */
export const DEV_BLOCKS_ROUTE = "/_blocks";

/** The routes of the site: every page and alias, and the redirects of `_site.yaml`. */
export interface RouteTable {
  /** Every path a page publishes: its own route, and its aliases with the section each scrolls to. */
  pages: RouteEntry[];
  /** The redirects of `_site.yaml`, from one path to another. */
  redirects: { from: string; to: string }[];
}

/**
 * Whether dev-only routes ({@link DEV_BLOCKS_ROUTE}) are registered. vite.config.ts sets
 * `CONTENT_DEV_ROUTES=1` for the dev server only and clears it for builds, so they are never
 * prerendered, deployed or listed in the sitemap.
 */
export function devRoutesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTENT_DEV_ROUTES === "1";
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
