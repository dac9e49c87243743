import { lstatSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { explain, type ContentError, type ErrorCode } from "./errors.ts";

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

/** A route segment: letters, digits, `_` and `-`, as every host and file system spells them the same. */
const ROUTE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** Whether `segment` (one part of a route, between slashes) may be part of a page's address: `[A-Za-z0-9_-]+`. */
export function isRouteSegment(segment: string): boolean {
  return ROUTE_SEGMENT.test(segment);
}

/** First route segments the build itself writes, with what it writes there; every top-level entry of public/ is reserved too. */
export const RESERVED_ROUTES: Readonly<Record<string, string>> = {
  "404": "the not-found page (404.html)",
  assets: "the site's scripts and styles (assets/)",
};

/** Look-alike letters from other alphabets that authors paste into names, and the ASCII letter they look like. */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  ο: "o",
  α: "a",
  ν: "v",
  ι: "i",
};

/** A route segment made only of allowed characters that reads like `segment`: accents and look-alikes to ASCII, spaces and other characters to `-`. */
export function routeSafeName(segment: string): string {
  const ascii = [...segment.normalize("NFKD")]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join("")
    .replace(/[\u0300-\u036f]/g, "");
  return ascii.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "page";
}

/** Every route page file under `pages/`, and the files and folders refused there. */
export interface DiscoveredPages {
  /** The route files, sorted by route. */
  files: PageFile[];
  /** One located error per refused file or folder: a symbolic link, or a page file ending in `.yml`. */
  errors: ContentError[];
}

/** The error for a file or folder refused unread because it is a symbolic link; `relFile` is relative to the project root. */
export function linkedFileError(relFile: string, folder: "pages/" | "public/"): ContentError {
  return {
    code: "E_LINKED_FILE",
    file: relFile,
    line: 1,
    col: 1,
    path: "",
    message: explain("E_LINKED_FILE", { file: relFile, folder }).message,
    frame: "",
  };
}

/**
 * Lists every route file under `pagesDir`, sorted by route so builds are deterministic, and refuses,
 * without reading them, symbolic links (a link may lead anywhere on the disk, so a page could publish
 * any file the build can read) and page files ending in `.yml` or `.YAML`. Files and folders starting
 * with `_` or `.` are left out. Route names are checked with the content ({@link checkRouteNames}).
 * Throws only when `pagesDir` cannot be read.
 */
export function discoverPages(params: { pagesDir: string; rootDir: string }): DiscoveredPages {
  const found: PageFile[] = [];
  const errors: ContentError[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith(".")) continue;
      const file = join(dir, name);
      const relFile = toRel(params.rootDir, file);
      const stat = lstatSync(file);
      if (stat.isSymbolicLink()) {
        errors.push(linkedFileError(relFile, "pages/"));
        continue;
      }
      if (stat.isDirectory()) {
        if (!name.startsWith("_")) walk(file);
        continue;
      }
      if (/\.ya?ml$/i.test(name) && !name.endsWith(".yaml") && !name.startsWith("_")) {
        const suggestion = relFile.replace(/\.ya?ml$/i, ".yaml");
        errors.push({
          code: "E_BAD_ROUTE_NAME",
          file: relFile,
          line: 1,
          col: 1,
          path: "",
          message: explain("E_BAD_ROUTE_NAME", { file: relFile, suggestion, reason: "extension" }).message,
          frame: "",
        });
        continue;
      }
      const route = routeForPageFile(relative(params.pagesDir, file));
      if (route) found.push({ file, relFile, route });
    }
  };
  walk(params.pagesDir);
  return { files: found.sort((a, b) => a.route.localeCompare(b.route)), errors };
}

/**
 * The route names the build cannot publish, one located error per page file (at its line 1):
 * segments that are not `[A-Za-z0-9_-]` (spaces, accents, look-alike letters from other alphabets),
 * with a name that is; a first segment the build writes ({@link RESERVED_ROUTES}) or a top-level entry
 * of `publicDir` uses; and a route that differs from an earlier one only in case. Reads only the
 * names, so it works on files held in memory. Never throws.
 */
export function checkRouteNames(pages: readonly { relFile: string; route: string }[], publicDir?: string): ContentError[] {
  const errors: ContentError[] = [];
  const at = (relFile: string, code: ErrorCode, message: string) =>
    errors.push({ code, file: relFile, line: 1, col: 1, path: "", message, frame: "" });
  const reserved = new Map<string, string>(Object.entries(RESERVED_ROUTES).map(([route, owner]) => [route.toLowerCase(), owner]));
  try {
    if (publicDir) for (const name of readdirSync(publicDir)) if (!name.startsWith(".")) reserved.set(name.toLowerCase(), `public/${name}`);
  } catch {
    // No public/ folder: only the build's own names are reserved.
  }
  const byCase = new Map<string, { route: string; relFile: string }>();
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const segments = page.route.slice(1).split("/");
    if (!segments.every(isRouteSegment)) {
      const suggestion = `${page.relFile.slice(0, page.relFile.length - page.route.length - ".yaml".length + 1)}${segments.map(routeSafeName).join("/")}.yaml`;
      at(page.relFile, "E_BAD_ROUTE_NAME", explain("E_BAD_ROUTE_NAME", { file: page.relFile, suggestion, reason: "characters" }).message);
      continue;
    }
    const owner = reserved.get(segments[0]!.toLowerCase());
    if (owner) {
      at(page.relFile, "E_RESERVED_ROUTE", explain("E_RESERVED_ROUTE", { route: `/${segments[0]}`, owner }).message);
      continue;
    }
    const first = byCase.get(page.route.toLowerCase());
    if (first)
      at(
        page.relFile,
        "E_ROUTE_CASE_CLASH",
        explain("E_ROUTE_CASE_CLASH", { route: page.route, other: first.route, otherFile: first.relFile }).message,
      );
    else byCase.set(page.route.toLowerCase(), page);
  }
  return errors;
}

/**
 * The route files of {@link discoverPages}, without the refused ones.
 * Throws only when `pagesDir` cannot be read.
 */
export function discoverPageFiles(params: { pagesDir: string; rootDir: string }): PageFile[] {
  return discoverPages(params).files;
}

/**
 * Follows `parts` (path segments) down from `rootDir` with `lstat`, never through a link: `{ link }`
 * with the index of the first part that is a symbolic link (the file itself or a folder on the way),
 * `{ missing }` with the index of the first part that does not exist, or `{}` when every part exists
 * and none is a link. Never throws.
 */
export function walkWithoutLinks(rootDir: string, parts: readonly string[]): { link?: number; missing?: number } {
  let current = rootDir;
  for (const [index, part] of parts.entries()) {
    current = join(current, part);
    try {
      if (lstatSync(current).isSymbolicLink()) return { link: index };
    } catch {
      return { missing: index };
    }
  }
  return {};
}

/** Path of `file` relative to `rootDir`, with forward slashes. */
export function toRel(rootDir: string, file: string): string {
  return relative(rootDir, file).split(sep).join("/");
}
