/**
 * The dev server's part of the site script (`npm run dev` only; the build leaves it out). It installs
 * React Refresh, so a saved island component updates in the open tab and keeps its state, and
 * connects the page to Vite's client, which reloads it when a page's YAML or a prerendered component
 * changes (the browser keeps the scroll position) and shows content errors in its overlay.
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
