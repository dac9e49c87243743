import type { ComponentType } from "react";
import { heroRotates } from "../blocks/hero/rotation.ts";
import type { HeroBlock } from "../types/schema.generated.ts";

/**
 * When an island hydrates: `load` as soon as the islands entry runs (the hero carousel, above the
 * fold, which starts turning on its own); `idle` after the page's load event, one island per task, or
 * sooner when it comes near the window or the visitor points at or focuses it (a page's text,
 * pictures and links work before, and the main thread stays free for the first paint). See
 * src/islands/hydrate.tsx.
 */
type HydrateWhen = "load" | "idle";

/** One island, as {@link ISLANDS} declares it. */
interface IslandEntry {
  /** Loads the island's component in the browser: a dynamic import, so each island is a chunk of its own. */
  load: () => Promise<unknown>;
  /** When it hydrates. */
  when: HydrateWhen;
  /** It shows a Swiper carousel: a page with it gets the 100 KB JavaScript budget instead of 75 KB (scripts/page-weight.ts). */
  carousel?: boolean;
  /**
   * For an island that is a block type: whether one block of the type needs the browser at all (a
   * hero of one slide is a picture, no island). Every block does when absent. Runs while the page is
   * prerendered, on the block's props.
   */
  interactive?: (props: never) => boolean;
}

/**
 * The islands (docs/architecture.md): every interactive component that hydrates on its own in the
 * browser, by the name its markup carries in `data-island`. The one place an island is declared:
 * - the browser's islands runtime (hydrate.tsx) loads its code with `load` and hydrates it `when`
 *   this says;
 * - the block registry (src/blocks/registry.tsx) renders a block whose type is named here as this
 *   island, with `interactive` deciding for each block;
 * - `Island` (Island.tsx) writes `when` into the page;
 * - the budget tests give a page with a `carousel` island its larger JavaScript budget.
 * The prerender renders the same components, imported directly by the registry. Hero and
 * testimonials load from one module (carousel-islands.ts): /home has both, so they travel as one chunk.
 */
export const ISLANDS = {
  actionButton: { load: () => import("../ui/ActionButton.tsx").then((m) => m.ActionLink), when: "idle" },
  actionRow: { load: () => import("../ui/ActionButton.tsx").then((m) => m.ActionRowButtons), when: "idle" },
  eventsBrowser: {
    load: () => import("../blocks/eventsBrowser/EventsBrowser.tsx").then((m) => m.EventsBrowser),
    when: "idle",
    carousel: true,
  },
  factSheets: { load: () => import("../blocks/factSheets/FactSheets.tsx").then((m) => m.FactSheets), when: "idle" },
  gallery: { load: () => import("../blocks/gallery/Gallery.tsx").then((m) => m.Gallery), when: "idle" },
  hero: {
    load: () => import("./carousel-islands.ts").then((m) => m.Hero),
    when: "load",
    carousel: true,
    interactive: (hero: HeroBlock) => heroRotates(hero),
  },
  planTable: { load: () => import("../blocks/planTable/PlanTable.tsx").then((m) => m.PlanTable), when: "idle" },
  testimonials: { load: () => import("./carousel-islands.ts").then((m) => m.Testimonials), when: "idle", carousel: true },
  videoList: { load: () => import("../blocks/videoList/VideoList.tsx").then((m) => m.VideoList), when: "idle" },
} as const;

// Checked here rather than with `satisfies`, which would type each `load` from the entry type before its module's own.
ISLANDS satisfies Record<string, IslandEntry>;

/** The name of an island, as written in the page's `data-island` attribute. */
export type IslandName = keyof typeof ISLANDS;

/** The component an island of that name renders. */
type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[N]["load"]>>;

/** The props an island of that name is rendered with, carried to the browser as JSON. */
export type IslandProps<N extends IslandName> = IslandComponent<N> extends ComponentType<infer P> ? P : never;

/** Whether `name` is the name of an island (a page's `data-island` attribute may say anything). */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLANDS, name);
}

/** The names of the islands that show a carousel (see {@link ISLANDS}). */
export function carouselIslands(): IslandName[] {
  return (Object.keys(ISLANDS) as IslandName[]).filter((name) => "carousel" in ISLANDS[name] && ISLANDS[name].carousel);
}
