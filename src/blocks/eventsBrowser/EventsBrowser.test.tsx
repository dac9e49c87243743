import { describe, expect, it } from "vitest";
import type { EventsBrowserBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
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
    const screen = screenOf(renderHtml(<EventsBrowser {...block} />));
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.name)).toEqual(["2025", "2024"]);
    expect(screen.getAllByRole("article").map((card) => card.attr("id"))).toEqual(["oct25", "mar25", "jan24"]);
    expect(screen.getAllByRole("heading").map((h) => h.name)).toEqual(["Events", "2025", "Expo oct25", "Expo mar25", "2024", "Expo jan24"]);
  });

  it("shows the cover, title, dates, place and description of each card, the 400x200 cover first", () => {
    const card = screenOf(renderHtml(<EventsBrowser {...block} />))
      .getAllByRole("article")
      .find((article) => article.attr("id") === "oct25")!;
    const cover = card.getAllByRole("presentation", { hidden: true })[0]!;
    expect(["src", "width", "height"].map((name) => cover.attr(name))).toEqual(["/images/content/oct25.svg", "400", "200"]);
    expect(card.getByRole("heading", { level: 4 }).name).toBe("Expo oct25");
    for (const text of ["Oct 21-24, 2025", "Convention Center, Las Vegas", "Booth 1234"]) expect(card.text).toContain(text);
    expect(card.getByText("We demo oct25.").getByRole("strong").name).toBe("oct25");
    // The cover heads the card: in the tile at the card's top.
    expect(cover.parent()!.parent()!.attr("id")).toBe("oct25");
  });

  it("leaves out the booth line when it is empty and renders no controls without script", () => {
    const screen = screenOf(renderHtml(<EventsBrowser {...block} />));
    const card = screen.getAllByRole("article").find((article) => article.attr("id") === "mar25")!;
    expect(card.queryByText(/Where to find us/)).toBeNull();
    for (const role of ["button", "combobox", "textbox"]) expect(screen.queryByRole(role, { hidden: true }), role).toBeNull();
  });

  it("moves the headings one level down when the block is a sub-section", () => {
    const screen = screenOf(renderHtml(<EventsBrowser {...block} headingLevel={3} />));
    expect(screen.getByRole("heading", { level: 3 }).name).toBe("Events");
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.name)).toEqual(["2025", "2024"]);
    expect(screen.getByRole("heading", { name: "Expo oct25" }).level).toBe(5);
  });

  it("offers the years in the select, with a visible label, and shows the chosen year's events as buttons", () => {
    const screen = screenOf(renderHtml(<EventsYearView blockId="events" years={[2025, 2024]} year={2025} events={block.events.slice(1)} onYearChange={() => {}} onOpen={() => {}} />));
    const years = screen.getByRole("combobox", { name: "Year" });
    expect(years.getAllByRole("option").map((option) => [option.name, option.attr("selected") !== undefined])).toEqual([
      ["2025", true],
      ["2024", false],
    ]);
    expect(screen.getByRole("heading", { level: 3 }).name).toBe("2025");
    const open = screen.getByRole("button", { name: "Expo oct25, details" });
    expect(open.parent()!.level).toBe(4);
    expect(screen.getByRole("status").text).toBe("2 events in 2025");
    expect(screen.queryByText(/No events found/)).toBeNull();
  });

  it("says 'No events found for {year}.' when the chosen year has no events", () => {
    const screen = screenOf(renderHtml(<EventsYearView blockId="events" years={[2030, 2024]} year={2030} events={[]} onYearChange={() => {}} onOpen={() => {}} />));
    expect(screen.getByText("No events found for 2030.").role).toBe("paragraph");
    expect(screen.getByRole("status").text).toBe("0 events in 2030");
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("EventPopup", () => {
  const photos = [
    { src: "/images/events/a-1.svg", alt: "Our booth", width: 960, height: 540 },
    { src: "/images/events/a-2.svg", alt: "The team", width: 960, height: 540 },
  ];
  const popup = (e: Event | null) => renderHtml(<EventPopup event={e} delayMs={3000} onClose={() => {}} fallbackLabel="Events" />);

  it("renders a closed dialog with only its close button (and the guard that keeps Tab inside) when no event is chosen", () => {
    const dialog = screenOf(popup(null)).getByRole("dialog", { hidden: true });
    expect([dialog.name, dialog.attr("aria-modal"), dialog.attr("open")]).toEqual(["Events", "true", undefined]);
    expect(dialog.getAllByRole("button", { hidden: true }).map((button) => button.name)).toEqual(["Close event"]);
    expect(dialog.queryByRole("heading", { hidden: true })).toBeNull();
    expect(dialog.text).toBe("");
  });

  it("shows the photos as a slideshow, named after the event", () => {
    const dialog = screenOf(popup(event("a", "Mar 3, 2025", { images: photos }))).getByRole("dialog", { hidden: true });
    expect(dialog.name).toBe("Expo a");
    const title = dialog.getByRole("heading", { level: 2, hidden: true });
    expect(title.name).toBe("Expo a");
    expect(dialog.getByText("Mar 3, 2025 · Convention Center, Las Vegas").role).toBe("paragraph");
    const slideshow = dialog.getByRole("region", { name: "Expo a photos", hidden: true });
    expect(slideshow.attr("aria-roledescription")).toBe("carousel");
    const pictures = slideshow.getAllByRole("img", { hidden: true });
    expect(pictures.map((picture) => [picture.name, picture.attr("src"), picture.attr("width"), picture.attr("height")])).toEqual([
      ["Our booth", "/images/events/a-1.svg", "960", "540"],
      ["The team", "/images/events/a-2.svg", "960", "540"],
    ]);
    expect(slideshow.getAllByRole("button", { hidden: true }).map((button) => button.name)).toEqual(expect.arrayContaining(["Previous slide", "Next slide"]));
  });

  it("shows the video in the privacy-enhanced player with a link to watch it on its site", () => {
    const html = popup(event("b", "Feb 19-21, 2024", { images: photos, watchVideo: "https://www.youtube.com/watch?v=nGsERPforum24" }));
    expect(screenOf(html).getByRole("dialog", { hidden: true }).name).toBe("Expo b");
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? "";
    expect(iframe).toContain('src="https://www.youtube-nocookie.com/embed/nGsERPforum24"');
    expect(iframe).toContain('title="Expo b (video)"');
    expect(iframe).toContain('loading="lazy"');
    expect(iframe).toContain('referrerPolicy="strict-origin-when-cross-origin"');
    expect(iframe).toContain('allow="autoplay; fullscreen; picture-in-picture; encrypted-media"');
    const watch = screenOf(html).getByRole("link", { name: "Watch on YouTube (opens in a new tab)", hidden: true });
    expect([watch.attr("href"), watch.attr("target"), watch.attr("rel")]).toEqual(["https://www.youtube.com/watch?v=nGsERPforum24", "_blank", "noopener noreferrer"]);
    expect(screenOf(html).queryByRole("region", { hidden: true })).toBeNull();
  });

  it("offers only the watch link for a video it cannot embed", () => {
    const html = popup(event("c", "2025", { watchVideo: "https://video.example.com/v/1" }));
    expect(html).not.toContain("<iframe");
    expect(
      screenOf(html)
        .getByRole("link", { name: /^Watch on video\.example\.com/, hidden: true })
        .attr("href"),
    ).toBe("https://video.example.com/v/1");
  });

  it("says 'No images or videos available for this event.' when it has neither", () => {
    const html = popup(event("d", "Jan 12-14, 2024"));
    const dialog = screenOf(html).getByRole("dialog", { hidden: true });
    expect(dialog.getByText("No images or videos available for this event.").role).toBe("paragraph");
    expect(dialog.queryByRole("region", { hidden: true })).toBeNull();
    expect(html).not.toContain("<iframe");
  });
});
