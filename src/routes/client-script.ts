import { createContext } from "react";
import type { RootData } from "../root.tsx";

/**
 * What a route module may export as its `handle` to say whether its prerendered page ships the
 * app's JavaScript. `clientScript` gets the route's own loader data and the root loader data; a
 * route without it ships the script.
 */
export interface ClientScriptHandle {
  clientScript: (data: unknown, root: RootData | undefined) => boolean;
}

/** A matched route as both `useMatches()` and the prerender's static handler context describe it. */
export interface RouteMatchLike {
  id: string;
  data: unknown;
  handle?: unknown;
}

/**
 * Whether the page of these matched routes (root first, the page's route last) is prerendered with
 * the app's JavaScript (modulepreloads, the hydration data and the entry script). The deepest route
 * with a `clientScript` handle decides; true when none has one. Issue 5: pages with no interactive
 * block ship no JavaScript bundle at all.
 */
export function routeShipsClientScript(matches: readonly RouteMatchLike[]): boolean {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<ClientScriptHandle> | undefined;
    if (typeof handle?.clientScript === "function") return handle.clientScript(matches[i]!.data, root);
  }
  return true;
}

/**
 * Whether the document being rendered carries the app's scripts. The prerender (entry.server)
 * decides once per page with {@link routeShipsClientScript} and provides it; the browser and the
 * dev server use the default, true.
 */
export const ClientScriptContext = createContext(true);
