import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { discoverPageFiles, SITE_FILE } from "./discover.ts";
import type { RouteEntry } from "../shared/model.ts";

/** The dev-only page that shows every block type rendered from the example in its schema. */
export const DEV_BLOCKS_ROUTE = "/_blocks";

/**
 * Whether dev-only routes ({@link DEV_BLOCKS_ROUTE}) are registered. vite.config.ts sets
 * `CONTENT_DEV_ROUTES=1` for the dev server only and clears it for builds, so they are never
 * prerendered, deployed or listed in the sitemap.
 */
export function devRoutesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTENT_DEV_ROUTES === "1";
}

/**
 * Lists the routes to register and prerender, read straight from the files under `pages/` without
 * validating them (validation runs before the router build and reports errors properly). A file that
 * does not parse still gets its own route; only its aliases are skipped. Also returns redirects.
 */
export function listRoutes(rootDir: string): { pages: RouteEntry[]; redirects: { from: string; to: string }[] } {
  const pagesDir = join(rootDir, "pages");
  const pages: RouteEntry[] = [];
  for (const file of discoverPageFiles({ pagesDir, rootDir })) {
    pages.push({ path: file.route, page: file.route });
    for (const alias of readAliases(file.file)) pages.push({ path: alias.path, page: file.route, section: alias.section });
  }
  let redirects: { from: string; to: string }[] = [];
  try {
    const site = parse(readFileSync(join(pagesDir, SITE_FILE), "utf8")) as { redirects?: { from: string; to: string }[] };
    redirects = Array.isArray(site?.redirects) ? site.redirects.filter((r) => typeof r?.from === "string" && typeof r?.to === "string") : [];
  } catch {
    // An unreadable site file is reported by validation with its location.
  }
  return { pages, redirects };
}

function readAliases(file: string): { path: string; section: string }[] {
  try {
    const data = parse(readFileSync(file, "utf8")) as { aliases?: unknown };
    return Array.isArray(data?.aliases) ? data.aliases.filter((a): a is { path: string; section: string } => typeof a?.path === "string" && typeof a?.section === "string") : [];
  } catch {
    return [];
  }
}
