import { describe, expect, it } from "vitest";
import type { EventsBrowserBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../test/render.tsx";
import { EventsBrowser } from "./EventsBrowser.tsx";

type Event = EventsBrowserBlock["events"][number];
const event = (id: string, dates: string, extra: Partial<Event> = {}): Event => ({
  id,
  title: `Expo ${id}`,
  dates,
  description: `We demo **${id}**.`,
  place: "Convention Center, Las Vegas",
  cover: { src: `/images/content/${id}.svg`, alt: "", width: 400, height: 200 },
  ...extra,
});

const block: EventsBrowserBlock = {
  type: "eventsBrowser",
  id: "events",
  heading: "Events",
  events: [event("jan24", "Jan 12-14 2024"), event("oct25", "Oct 21-24, 2025", { visit: "Booth 1234" }), event("mar25", "Mar 17-20, 2025", { visit: "" })],
};

describe("EventsBrowser", () => {
  it("shows every event grouped under its year, newest year first", () => {
    const html = renderHtml(<EventsBrowser {...block} />);
    expect(html.match(/<h3[^>]*>(\d{4})<\/h3>/g)?.map((h) => h.replace(/<[^>]+>/g, ""))).toEqual(["2025", "2024"]);
    const order = ["oct25", "mar25", "jan24"].map((id) => html.indexOf(`<article id="${id}"`));
    expect(order.every((pos) => pos > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("shows the cover, title, dates, place and description of each card", () => {
    const html = renderHtml(<EventsBrowser {...block} />);
    const card = html.slice(html.indexOf('<article id="oct25"'), html.indexOf("</article>", html.indexOf('<article id="oct25"')));
    expect(card).toMatch(/<img src="\/images\/content\/oct25.svg" alt="" width="400" height="200"/);
    expect(card).toMatch(/<h4[^>]*>Expo oct25<\/h4>/);
    expect(card).toContain("Oct 21-24, 2025");
    expect(card).toContain("Convention Center, Las Vegas");
    expect(card).toContain("Booth 1234");
    expect(card).toContain("We demo <strong>oct25</strong>.");
  });

  it("leaves out the booth line when it is empty and renders no controls without script", () => {
    const html = renderHtml(<EventsBrowser {...block} />);
    const card = html.slice(html.indexOf('<article id="mar25"'), html.indexOf("</article>", html.indexOf('<article id="mar25"')));
    expect(card).not.toContain("Where to find us");
    expect(html).not.toMatch(/<button|<select|<input/);
  });

  it("moves the headings one level down when the block is a sub-section", () => {
    const html = renderHtml(<EventsBrowser {...block} headingLevel={3} />);
    expect(html).toMatch(/<h3[^>]*>Events<\/h3>/);
    expect(html).toMatch(/<h4[^>]*>2025<\/h4>/);
    expect(html).toMatch(/<h5[^>]*>Expo oct25<\/h5>/);
  });
});
