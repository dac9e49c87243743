import { ContentValidationError, type ContentError } from "./errors.ts";
import {
  contentLocationFromEnv,
  errorsForPath,
  errorsInFile,
  fileForPath,
  loadContentLeniently,
  loadContentOrThrow,
  type Content,
  type LenientContent,
} from "./load.ts";
import { DEV_BLOCKS_ROUTE, devRoutesEnabled } from "./dev-routes.ts";
import type { PageData, RouteEntry, SiteData } from "../shared/model.ts";

let cached: Content | undefined;
let lenient: LenientContent | undefined;
/** The last not-found page that could be modelled in this process (dev server), for the root's data while `_404.yaml` cannot be. */
let lastNotFound: PageData | undefined;

/**
 * The site's content for the router's loaders and the route list, loaded once per process from the
 * current working directory (the project root) and cached. `SITE_ENV` picks the environment and
 * `VIDEO_API_KEY` overrides the video API key. Throws a ContentValidationError listing every error
 * when any file is invalid.
 */
export function getContent(): Content {
  cached ??= provided() ?? loadContentOrThrow(contentLocationFromEnv(process.cwd()));
  return cached;
}

/**
 * Where the build leaves the content it validated for the router's server build, in each of its
 * prerender workers (scripts/build-render-worker.mjs), so the loaders never read or validate the files
 * a second time: one property of the thread's global object, under the symbol registered as this key.
 * (The server build has its own copy of this module, bundled by Vite: no variable can be shared.)
 */
export const PROVIDED_CONTENT_KEY = "northgate.build.content";
const PROVIDED = Symbol.for(PROVIDED_CONTENT_KEY);

/** The content the build left in this thread (see {@link PROVIDED_CONTENT_KEY}), if any. */
function provided(): Content | undefined {
  return (globalThis as { [PROVIDED]?: Content })[PROVIDED];
}

/**
 * The content as the dev server renders it: every file's model that could be made, every error, and
 * the paths each page file publishes (see loadContentLeniently), loaded once and cached until
 * {@link invalidateContent}. Never throws for bad content. The dev server's content plugin
 * (scripts/vite-content-reload.ts) calls it through the module as Vite loads it.
 *
 * @public
 */
export function getLenientContent(): LenientContent {
  lenient ??= loadContentLeniently(contentLocationFromEnv(process.cwd()));
  lastNotFound = lenient.notFound ?? lastNotFound;
  return lenient;
}

/** Forgets the cached content so the next {@link getContent} or {@link getLenientContent} reads the files again (dev server, on save). */
export function invalidateContent(): void {
  cached = undefined;
  lenient = undefined;
}

/** Paths the dev server renders from code, with no content file of their own. */
function codePaths(): string[] {
  return devRoutesEnabled() ? [DEV_BLOCKS_ROUTE] : [];
}

/**
 * The errors that stop `pathname` in the dev server: those of `_site.yaml` and of the file the path
 * renders (its page, or the not-found page). Empty when the path renders. See errorsForPath.
 */
export function contentErrorsForPath(pathname: string): ContentError[] {
  return errorsForPath(getLenientContent(), pathname, codePaths());
}

/** What the document around every route needs: the site settings, the not-found page and the redirects. */
export interface RootContent {
  site: SiteData;
  notFound: PageData;
  redirects: { from: string; to: string }[];
}

/**
 * The root's content for a request of `pathname`. Strict (the build): from {@link getContent}, and
 * throws a ContentValidationError with every error of every file when any file has one. Lenient (the
 * dev server): throws one with only the errors of `_site.yaml`, plus those of `_404.yaml` when the
 * path is the not-found page, so every other page keeps rendering. While `_404.yaml` cannot be
 * parsed or fails its schema, other paths get the last not-found page this process could read (they
 * never show it); if there has been none since the dev server started, every path throws its errors.
 */
export function rootContent(pathname: string, opts: { lenient: boolean }): RootContent {
  if (!opts.lenient) {
    const content = getContent();
    return { site: content.site, notFound: content.notFound, redirects: content.redirects };
  }
  const content = getLenientContent();
  const siteErrors = errorsInFile(content, content.siteFile);
  const notFoundErrors = errorsInFile(content, content.notFoundFile);
  const isNotFound = fileForPath(content, pathname, codePaths()) === content.notFoundFile;
  const errors = [...siteErrors, ...(isNotFound ? notFoundErrors : [])];
  if (errors.length) throw new ContentValidationError(errors);
  const notFound = content.notFound ?? lastNotFound;
  if (!content.site || !notFound) throw new ContentValidationError([...siteErrors, ...notFoundErrors]);
  return { site: content.site, notFound, redirects: content.redirects };
}

/** What the page route renders for a path: the page, the section an alias scrolls to, the site settings and the redirects. */
export interface PageContent {
  page: PageData;
  section: string | null;
  site: SiteData;
  redirects: { from: string; to: string }[];
}

/**
 * The page published at `pathname` (a page's route or one of its aliases; a trailing slash is
 * ignored), or null when no page publishes it. Strict (the build): from {@link getContent}, and
 * throws a ContentValidationError with every error of every file when any file has one. Lenient (the
 * dev server): throws one with only the errors of `_site.yaml` and of the page's own file (see
 * errorsForPath), so a mistake in one page breaks only that page.
 */
export function pageContent(pathname: string, opts: { lenient: boolean }): PageContent | null {
  const path = pathname.replace(/(.)\/$/, "$1");
  const content = opts.lenient ? getLenientContent() : getContent();
  if (opts.lenient) {
    const errors = contentErrorsForPath(path);
    if (errors.length) throw new ContentValidationError(errors);
  }
  const routes: readonly RouteEntry[] = content.routes;
  const entry = routes.find((r) => r.path === path);
  const page = entry && content.pages.get(entry.page);
  if (!entry || !page || !content.site) return null;
  return { page, section: entry.section ?? null, site: content.site, redirects: content.redirects };
}
