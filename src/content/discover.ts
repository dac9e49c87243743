import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** One YAML file under `pages/` and the route it publishes. */
export interface PageFile {
  /** Absolute path of the file. */
  file: string;
  /** Path relative to the project root with forward slashes, e.g. `pages/verticals/agriculture.yaml`; used in error messages. */
  relFile: string;
  /** The route the file publishes, e.g. `/verticals/agriculture`. */
  route: string;
}

/** The site-wide settings file, relative to the pages folder. */
export const SITE_FILE = "_site.yaml";
/** The not-found page file, relative to the pages folder: a page that is not a route of its own. */
export const NOT_FOUND_FILE = "_404.yaml";

/**
 * Maps a page file's path (relative to `pages/`) to its route.
 *
 * Rule: the path without `.yaml` is the route, so `verticals.yaml` is `/verticals` and
 * `verticals/agriculture.yaml` is `/verticals/agriculture`; a section index sits beside its folder,
 * never inside it as `index.yaml`. Returns `null` for files that are not routes: any path segment
 * that starts with `_` (such as `_site.yaml`) and files that do not end in `.yaml`.
 */
export function routeForPageFile(pathInPages: string): string | null {
  const normal = pathInPages.split(sep).join("/");
  if (!normal.endsWith(".yaml")) return null;
  const segments = normal.slice(0, -".yaml".length).split("/");
  if (segments.some((s) => s.startsWith("_") || s === "")) return null;
  return "/" + segments.join("/");
}

/**
 * Lists every route file under `pagesDir`, sorted by route so builds are deterministic.
 * Files whose name starts with `_` are left out (see {@link routeForPageFile}).
 * Throws only when `pagesDir` cannot be read.
 */
export function discoverPageFiles(params: { pagesDir: string; rootDir: string }): PageFile[] {
  const found: PageFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) {
        if (!name.startsWith("_") && !name.startsWith(".")) walk(file);
        continue;
      }
      const route = routeForPageFile(relative(params.pagesDir, file));
      if (route) found.push({ file, relFile: toRel(params.rootDir, file), route });
    }
  };
  walk(params.pagesDir);
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

/** Path of `file` relative to `rootDir`, with forward slashes. */
export function toRel(rootDir: string, file: string): string {
  return relative(rootDir, file).split(sep).join("/");
}
