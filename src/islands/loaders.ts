import type { ComponentType } from "react";

/**
 * The island registry: for each interactive component that hydrates on its own in the browser, the
 * function that loads its code. Each becomes its own chunk, fetched only on pages that have that
 * island (see docs/architecture.md). The prerender renders the same components, imported directly.
 */
export const islandLoaders = {
  actionButton: () => import("../ui/ActionButton.tsx").then((m) => m.ActionLink),
  actionRow: () => import("../ui/ActionButton.tsx").then((m) => m.ActionRowButtons),
  eventsBrowser: () => import("../blocks/eventsBrowser/EventsBrowser.tsx").then((m) => m.EventsBrowser),
  factSheets: () => import("../blocks/factSheets/FactSheets.tsx").then((m) => m.FactSheets),
  gallery: () => import("../blocks/gallery/Gallery.tsx").then((m) => m.Gallery),
  hero: () => import("./carousel-islands.ts").then((m) => m.Hero),
  planTable: () => import("../blocks/planTable/PlanTable.tsx").then((m) => m.PlanTable),
  testimonials: () => import("./carousel-islands.ts").then((m) => m.Testimonials),
  videoList: () => import("../blocks/videoList/VideoList.tsx").then((m) => m.VideoList),
};

/** The name of an island, as written in the page's `data-island` attribute. */
export type IslandName = keyof typeof islandLoaders;

/** The component an island of that name renders. */
type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/** The props an island of that name is rendered with, carried to the browser as JSON. */
export type IslandProps<N extends IslandName> = IslandComponent<N> extends ComponentType<infer P> ? P : never;

/**
 * When an island hydrates: `load` as soon as the page's script runs (the hero carousel, above the
 * fold, which starts turning on its own); `idle` after the page's load event, one island per task, or
 * sooner when it comes near the window or the visitor points at or focuses it (a page's text,
 * pictures and links work before, and the main thread stays free for the first paint). See
 * src/islands/hydrate.tsx.
 */
export type HydrateWhen = "load" | "idle";
