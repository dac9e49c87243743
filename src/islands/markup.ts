/**
 * The names in an island's markup, shared by the prerender (Island.tsx) and the browser runtime
 * (hydrate.tsx).
 */
export const ISLAND = {
  /** The custom element that wraps an island's prerendered HTML and becomes its React root. */
  element: "site-island",
  /** The id of the page's one JSON script with the island settings its islands read. */
  settingsId: "island-settings",
} as const;
