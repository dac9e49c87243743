import { readFileSync } from "node:fs";
import { contentLocationFromEnv, loadContentLeniently } from "./load.ts";
import type { RouteEntry } from "../shared/model.ts";

/** The dev-only page that shows every block type rendered from the example in its schema. */
export const DEV_BLOCKS_ROUTE = "/_blocks";

/**
 * The variable naming the route table file the build wrote ({@link routeTableOf} of the content it
 * validated, as JSON), which the router's build reads instead of loading the content again.
 */
export const ROUTE_TABLE_ENV = "ROUTE_TABLE_FILE";

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
export function routeTableOf(content: { routes: readonly (RouteEntry & { file?: string })[]; redirects: readonly { from: string; to: string }[] }): RouteTable {
  return {
    pages: content.routes.map((r) => (r.section === undefined ? { path: r.path, page: r.page } : { path: r.path, page: r.page, section: r.section })),
    redirects: content.redirects.map((r) => ({ from: r.from, to: r.to })),
  };
}

/**
 * The routes to register, from the content itself: in a build, the table the build wrote from the
 * content it validated (the file named by {@link ROUTE_TABLE_ENV} in `env`); otherwise (the dev
 * server, the editors) the content of the project at `rootDir` loaded leniently, so that a page file
 * with errors still gets its own route (and the aliases that can be read from it), and the dev
 * server shows its errors there. Sorted by path. Throws when the build's table file cannot be read.
 */
export function listRoutes(rootDir: string, env: NodeJS.ProcessEnv = process.env): RouteTable {
  const tableFile = env[ROUTE_TABLE_ENV];
  if (tableFile) return JSON.parse(readFileSync(tableFile, "utf8")) as RouteTable;
  return routeTableOf(loadContentLeniently(contentLocationFromEnv(rootDir, env)));
}
