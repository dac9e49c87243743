import { describe, expect, it } from "vitest";
import type { EventsBrowserBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../test/render.tsx";
import { EventPopup } from "./EventPopup.tsx";
import { EventsBrowser, EventsYearView } from "./EventsBrowser.tsx";

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

  it("shows the cover, title, dates, place and description of each card, the 400x200 cover first", () => {
    const html = renderHtml(<EventsBrowser {...block} />);
    const card = html.slice(html.indexOf('<article id="oct25"'), html.indexOf("</article>", html.indexOf('<article id="oct25"')));
    expect(card).toMatch(/^<article id="oct25"[^>]*><div class="events-browser-tile"><img src="\/images\/content\/oct25.svg" alt="" width="400" height="200"/);
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

  it("offers the years in the select, with a visible label, and shows the chosen year's events as buttons", () => {
    const html = renderHtml(<EventsYearView blockId="events" years={[2025, 2024]} year={2025} events={block.events.slice(1)} onYearChange={() => {}} onOpen={() => {}} />);
    const label = /<label for="([^"]+)">Year<\/label><select id="([^"]+)"/.exec(html);
    expect(label?.[1]).toBe(label?.[2]);
    expect([...html.matchAll(/<option value="(\d+)"( selected="")?>/g)].map((m) => [m[1], Boolean(m[2])])).toEqual([
      ["2025", true],
      ["2024", false],
    ]);
    expect(html).toMatch(/<h3 id="events-year"[^>]*>2025<\/h3>/);
    expect(html).toMatch(/<h4 id="oct25-title"[^>]*><button type="button" class="events-browser-open">Expo oct25<span class="visually-hidden">, details<\/span><\/button><\/h4>/);
    expect(html).toContain('role="status">2 events in 2025</p>');
    expect(html).not.toContain("No events found");
  });

  it("says 'No events found for {year}.' when the chosen year has no events", () => {
    const html = renderHtml(<EventsYearView blockId="events" years={[2030, 2024]} year={2030} events={[]} onYearChange={() => {}} onOpen={() => {}} />);
    expect(html).toContain('<p class="events-browser-empty">No events found for 2030.</p>');
    expect(html).toContain('role="status">0 events in 2030</p>');
    expect(html).not.toContain("<ul");
  });
});

describe("EventPopup", () => {
  const photos = [
    { src: "/images/events/a-1.svg", alt: "Our booth", width: 960, height: 540 },
    { src: "/images/events/a-2.svg", alt: "The team", width: 960, height: 540 },
  ];
  const popup = (e: Event | null) => renderHtml(<EventPopup event={e} delayMs={3000} onClose={() => {}} fallbackLabel="Events" />);

  it("renders a closed dialog with only its close button (and the guard that keeps Tab inside) when no event is chosen", () => {
    const html = popup(null);
    expect(html).toMatch(
      /^<dialog class="dialog dialog-event dialog-event-empty" aria-label="Events" aria-modal="true"><div class="dialog-body"><button[^>]*aria-label="Close event">[^]*<\/button><\/div><span class="dialog-focus-guard" tabindex="0"><\/span><\/dialog>$/,
    );
  });

  it("shows the photos as a slideshow, named after the event", () => {
    const html = popup(event("a", "Mar 3, 2025", { images: photos }));
    expect(html).toMatch(/<dialog class="dialog dialog-event dialog-event-gallery" aria-label="Expo a"/);
    expect(html).toMatch(/<h2 class="event-popup-title">Expo a<\/h2><p class="event-popup-meta">Mar 3, 2025 · Convention Center, Las Vegas<\/p>/);
    expect(html).toMatch(/role="region" aria-roledescription="carousel" aria-label="Expo a photos"/);
    expect(html.match(/<img src="\/images\/events\/a-\d.svg" alt="(Our booth|The team)" width="960" height="540"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
  });

  it("shows the video in the privacy-enhanced player with a link to watch it on its site", () => {
    const html = popup(event("b", "Feb 19-21, 2024", { images: photos, watchVideo: "https://www.youtube.com/watch?v=nGsERPforum24" }));
    expect(html).toMatch(/<dialog class="dialog dialog-event dialog-event-video dialog-video"/);
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? "";
    expect(iframe).toContain('src="https://www.youtube-nocookie.com/embed/nGsERPforum24"');
    expect(iframe).toContain('title="Expo b (video)"');
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(iframe).toContain('allow="autoplay; fullscreen; picture-in-picture; encrypted-media"');
    expect(html).toMatch(
      /<a href="https:\/\/www.youtube.com\/watch\?v=nGsERPforum24" target="_blank" rel="noopener noreferrer">Watch on YouTube<span class="visually-hidden"> \(opens in a new tab\)<\/span>/,
    );
    expect(html).not.toContain("carousel");
  });

  it("offers only the watch link for a video it cannot embed", () => {
    const html = popup(event("c", "2025", { watchVideo: "https://video.example.com/v/1" }));
    expect(html).not.toContain("<iframe");
    expect(html).toContain(">Watch on video.example.com<");
  });

  it("says 'No images or videos available for this event.' when it has neither", () => {
    const html = popup(event("d", "Jan 12-14, 2024"));
    expect(html).toContain('<p class="event-popup-empty">No images or videos available for this event.</p>');
    expect(html).not.toMatch(/<iframe|carousel/);
  });
});
