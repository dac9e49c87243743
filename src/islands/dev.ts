/**
 * The dev server's part of the site script (`npm run dev` only; the build leaves it out). It installs
 * React Refresh, so a saved island component updates in the open tab and keeps its state, and keeps
 * the rest of the page as the server renders it now (scripts/vite-content-reload.ts tells it when):
 * - When a page's YAML is saved or code the server renders with changes, the page fetches its own
 *   HTML again and reloads if anything outside its islands differs (the browser keeps the scroll
 *   position). An island's own HTML is left to React Refresh.
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
const OVERLAY_PLUGIN = "content";

/**
 * The page as the server rendered it, without what its islands render (React keeps that), as one
 * string: two differ when a reload would show something else. Both the open page and a fresh copy go
 * through the same parser, so only real differences count.
 */
function serverHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const island of doc.querySelectorAll("[data-island]")) island.replaceChildren();
  return doc.documentElement.outerHTML;
}

const hot = import.meta.hot;
if (hot) {
  // Read before the site script enhances the page or any island hydrates: the HTML as served.
  const served = serverHtml(document.documentElement.outerHTML);
  let contentErrorsShown = false;
  hot.on("vite:error", (payload: { err: { plugin?: string } }) => {
    if (payload.err.plugin === OVERLAY_PLUGIN) contentErrorsShown = true;
  });
  hot.on(CHANGED_EVENT, async () => {
    if (contentErrorsShown) return window.location.reload();
    try {
      const response = await fetch(window.location.href, { cache: "no-store" });
      if (serverHtml(await response.text()) !== served) window.location.reload();
    } catch {
      window.location.reload();
    }
  });
  hot.on("react-router:hmr", (data: { route: unknown }) => {
    if (data.route) window.location.reload();
  });
  hot.send(PAGE_EVENT, { path: window.location.pathname });
}
