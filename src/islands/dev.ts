/**
 * The dev server's part of the site script (`npm run dev` only; the build leaves it out). It installs
 * React Refresh, so a saved island component updates in the open tab and keeps its state, and keeps
 * the rest of the page as the server renders it now (scripts/vite-content-reload.ts tells it when):
 * - When a page's YAML is saved or code the server renders with changes, the page fetches its own
 *   HTML again and reloads if anything differs but what its started islands render, which React
 *   Refresh keeps up to date; the block at the top of the window stays where it was.
 * - When the page's content has errors (in its own file or in `_site.yaml`), the dev server shows
 *   them in Vite's error overlay; once they are fixed, the page reloads.
 * - A saved route module (src/routes/*, src/root.tsx) reloads the page: the router's refresh helper
 *   keeps the update for a router the page does not have, and could not refresh islands after it.
 */
// @ts-expect-error The router's Vite plugin serves this virtual module in the dev server.
import RefreshRuntime from "virtual:react-router/hmr-runtime";

declare global {
  interface Window {
    $RefreshReg$: () => void;
    $RefreshSig$: () => (type: unknown) => unknown;
    __vite_plugin_react_preamble_installed__: boolean;
    __reactRouterDataRouter?: { revalidate(): Promise<void> };
    __reactRouterRouteModuleUpdates?: Map<string, unknown>;
  }
}

RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;
// The router's refresh helper revalidates its data router after each update; pages have no router
// in the browser, so there is nothing to revalidate.
window.__reactRouterDataRouter ??= { revalidate: () => Promise.resolve() };
window.__reactRouterRouteModuleUpdates ??= new Map();

// The same names as in scripts/vite-content-reload.ts, which runs in the dev server.
const PAGE_EVENT = "content:page";
const CHANGED_EVENT = "content:changed";
const VERSION_TIMING = "content-version";
const OVERLAY_PLUGIN = "content";

/**
 * The page as the server rendered it, as one string: two differ when a reload would show something
 * else. What a started island renders is left out (`started[i]` tells whether the page's i-th island
 * has started): React keeps that up to date in place. Both the open page and a fresh copy go through
 * the same parser, so only real differences count. The styles the server inlines for the page are
 * compared file by file, in any order: the order they are collected in may change after an update
 * while every file stays the same.
 */
function serverHtml(html: string, started: readonly boolean[]): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("[data-island]").forEach((island, i) => {
    if (started[i]) island.replaceChildren();
  });
  for (const style of doc.querySelectorAll("style[data-react-router-critical-css]")) {
    style.textContent = (style.textContent ?? "")
      .split(/\n(?=\/\* \/)/)
      .sort()
      .join("\n");
  }
  return doc.documentElement.outerHTML;
}

/** The count of changes the dev server had seen when it served this page (a Server-Timing entry), if the browser shows it. */
function servedVersion(): string | undefined {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === VERSION_TIMING)?.description;
}

/** Where the page was when the dev server reloaded it (sessionStorage, so per tab): see {@link reloadInPlace}. */
const PLACE_KEY = "northgate:dev-reload-place";

/** The page's blocks, top to bottom, each as its box (an island's element has none of its own: its first child's): what a reload keeps in view. */
function pageBlocks(): Element[] {
  const box = (element: Element | null): Element | null =>
    element && getComputedStyle(element).display === "contents" ? box(element.firstElementChild) : element;
  return [...document.querySelectorAll(".page-blocks > :not(script)")].map(box).filter((element): element is Element => element !== null);
}

/**
 * Remembers the block at the top of the window and how far above or below the top it starts, and
 * turns the browser's own scroll restoration off for the reload: it would restore the same offset
 * in the page as served, whose islands may not be their hydrated height yet (a video list fills in once
 * its videos arrive), which is not where the page was. {@link restorePlace} puts it back.
 */
function rememberPlace(): void {
  const blocks = pageBlocks();
  const index = blocks.findIndex((block) => block.getBoundingClientRect().bottom > 0);
  const place = { path: window.location.pathname, index, top: blocks[index]?.getBoundingClientRect().top ?? 0, scrollY: window.scrollY };
  try {
    window.sessionStorage.setItem(PLACE_KEY, JSON.stringify(place));
    window.history.scrollRestoration = "manual";
  } catch {
    // Storage blocked: the browser restores the scroll position itself.
  }
}

/** Reloads the page, which opens where it was (see {@link rememberPlace}). */
function reloadInPlace(): void {
  rememberPlace();
  window.location.reload();
}

/**
 * After a reload by {@link reloadInPlace}: scrolls the remembered block back to where it was in the
 * window (or the page to the same offset, when it has no such block), at once, before islands start;
 * the browser's scroll anchoring then keeps it there while they change height. Turns the browser's
 * scroll restoration back on once the page has loaded, for the next reload by hand.
 */
function restorePlace(): void {
  let place: { path: string; index: number; top: number; scrollY: number } | undefined;
  try {
    const text = window.sessionStorage.getItem(PLACE_KEY);
    window.sessionStorage.removeItem(PLACE_KEY);
    place = text ? (JSON.parse(text) as typeof place) : undefined;
  } catch {
    place = undefined;
  }
  if (window.history.scrollRestoration === "manual")
    window.addEventListener("load", () => setTimeout(() => (window.history.scrollRestoration = "auto")), { once: true });
  if (!place || place.path !== window.location.pathname) return;
  const block = pageBlocks()[place.index];
  const top = block ? window.scrollY + block.getBoundingClientRect().top - place.top : place.scrollY;
  window.scrollTo({ top, behavior: "instant" });
}

const hot = import.meta.hot;
if (hot) {
  restorePlace();
  // Read before the site script enhances the page or any island hydrates: the HTML as served.
  const served = document.documentElement.outerHTML;
  let contentErrorsShown = false;
  hot.on("vite:error", (payload: { err: { plugin?: string } }) => {
    if (payload.err.plugin === OVERLAY_PLUGIN) contentErrorsShown = true;
  });
  hot.on(CHANGED_EVENT, async () => {
    if (contentErrorsShown) return reloadInPlace();
    try {
      const response = await fetch(window.location.href, { cache: "no-store" });
      const started = [...document.querySelectorAll("[data-island]")].map((island) => island.hasAttribute("data-hydrated"));
      if (serverHtml(await response.text(), started) !== serverHtml(served, started)) reloadInPlace();
    } catch {
      reloadInPlace();
    }
  });
  hot.on("react-router:hmr", (data: { route: unknown }) => {
    if (data.route) reloadInPlace();
  });
  // Vite's own reloads (a changed browser module that cannot update in place) keep the place too.
  hot.on("vite:beforeFullReload", rememberPlace);
  hot.send(PAGE_EVENT, { path: window.location.pathname, version: servedVersion() });
}
