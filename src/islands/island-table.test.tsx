import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { registry } from "../blocks/registry.tsx";
import { EventsBrowser } from "../blocks/eventsBrowser/EventsBrowser.tsx";
import { FactSheets } from "../blocks/factSheets/FactSheets.tsx";
import { Gallery } from "../blocks/gallery/Gallery.tsx";
import { Hero } from "../blocks/hero/Hero.tsx";
import { PlanTable } from "../blocks/planTable/PlanTable.tsx";
import { Testimonials } from "../blocks/testimonials/Testimonials.tsx";
import { VideoList } from "../blocks/videoList/VideoList.tsx";
import { devBlocksPage } from "../content/dev-blocks.server.ts";
import { BUILD_YEAR_KEY } from "../shared/build-year.ts";
import type { Block } from "../shared/model.ts";
import { SiteProvider } from "../shared/site-context.tsx";
import { renderHtml, testSite } from "../../tests/support/render.tsx";
import { ActionLink, ActionRowButtons } from "../ui/ActionButton.tsx";
import { IslandPrerenderContext } from "./Island.tsx";
import { islandPrerender } from "./prerender.tsx";
import { ISLANDS, isIslandName, type IslandName } from "./island-table.ts";

/** Renders `element` as the build's prerender does: islands become their markup. */
function prerender(element: ReactElement): string {
  return renderHtml(<IslandPrerenderContext value={islandPrerender(renderToString)}>{element}</IslandPrerenderContext>);
}

const { examples } = devBlocksPage(process.cwd());
/** The block type's example from its schema; a hero's with a second slide that has its own headline, so it is a carousel. */
const exampleOf = (type: string): Block => {
  const block = examples.find((e) => e.type === type)!.block as Block;
  return block.type === "hero" ? { ...block, slides: [block.slides[0]!, { ...block.slides[0]!, heading: "A second headline" }] } : block;
};
const Render = ({ block }: { block: Block }) => {
  const Component = registry[block.type] as (props: Block) => ReactElement;
  return <Component {...block} />;
};

describe("the island table", () => {
  it("loads, in the browser, the very component each island is prerendered with", async () => {
    const prerendered: Record<IslandName, unknown> = {
      actionButton: ActionLink,
      actionRow: ActionRowButtons,
      eventsBrowser: EventsBrowser,
      factSheets: FactSheets,
      gallery: Gallery,
      hero: Hero,
      planTable: PlanTable,
      testimonials: Testimonials,
      videoList: VideoList,
    };
    for (const name of Object.keys(ISLANDS) as IslandName[]) expect(await ISLANDS[name].load(), name).toBe(prerendered[name]);
  });

  for (const type of Object.keys(registry).filter(isIslandName)) {
    it(`makes the ${type} block an island that hydrates as the table says (${ISLANDS[type].when})`, () => {
      const html = prerender(<Render block={exampleOf(type)} />);
      expect(html).toContain(`data-island="${type}" data-when="${ISLANDS[type].when}"`);
      expect(html).toMatch(/<script type="application\/json" data-island-props="i0">/);
    });
  }

  it("leaves the other block types as they are (an action button inside may be an island of its own), and a hero of one slide a picture", () => {
    for (const type of Object.keys(registry).filter((t) => !isIslandName(t)))
      expect(prerender(<Render block={exampleOf(type)} />), type).not.toContain(`data-island="${type}"`);
    const hero = exampleOf("hero") as Extract<Block, { type: "hero" }>;
    expect(prerender(<Render block={{ ...hero, slides: hero.slides.slice(0, 1) }} />)).not.toContain('data-island="hero"');
  });

  it("prerenders an events browser as of the build's year, which its props carry to the browser so it hydrates the same events", () => {
    const events = ["Oct 21-24, 2025", "Apr 8-11, 2024"].map((dates, i) => ({
      id: `e${i}`,
      title: `Expo ${i}`,
      dates,
      description: "d",
      place: "p",
      cover: { src: "/c.svg", alt: "" },
    }));
    const block: Block = { type: "eventsBrowser", id: "events", heading: "Events", events };
    const year = Symbol.for(BUILD_YEAR_KEY);
    const built = (buildYear: number) => {
      (globalThis as { [key: symbol]: unknown })[year] = buildYear;
      try {
        const html = prerender(<Render block={block} />);
        const props = JSON.parse(/data-island-props="i0">([^<]*)</.exec(html)![1]!) as { asOfYear: number };
        return { shown: /<h3 id="events-year"[^>]*>(\d{4})</.exec(html)?.[1], asOfYear: props.asOfYear };
      } finally {
        delete (globalThis as { [key: symbol]: unknown })[year];
      }
    };
    expect(built(2024)).toEqual({ shown: "2024", asOfYear: 2024 });
    expect(built(2025)).toEqual({ shown: "2025", asOfYear: 2025 });
  });

  it("renders islands as their plain component outside the prerender (the editor's preview, unit tests)", () => {
    const html = renderHtml(<SiteProvider site={testSite}>{<Render block={exampleOf("gallery")} />}</SiteProvider>);
    expect(html).not.toContain("data-island=");
  });
});
