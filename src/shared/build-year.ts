/**
 * Where the build leaves the year it prerenders the pages as of, in each of its prerender workers
 * (scripts/build-render-worker.mjs): one property of the thread's global object, under the symbol
 * registered as this key, beside the content it provides (src/content/content.server.ts). The build
 * reads the date once, so every page of a build, and the key of each page in its cache, agree.
 */
export const BUILD_YEAR_KEY = "northgate.build.year";

/**
 * The year a page is rendered as of, e.g. 2026: the build's year (see {@link BUILD_YEAR_KEY}) while the
 * build prerenders; otherwise (the dev server, the editor's preview, tests) the current year in local time.
 */
export function renderYear(): number {
  const provided = (globalThis as { [key: symbol]: unknown })[Symbol.for(BUILD_YEAR_KEY)];
  return typeof provided === "number" ? provided : new Date().getFullYear();
}
