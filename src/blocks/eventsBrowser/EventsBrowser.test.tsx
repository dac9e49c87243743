import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { EventsBrowserBlock } from "../../types/schema.generated.ts";
import { accessibleName, accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
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
  events: [
    event("jan24", "Jan 12-14 2024"),
    event("oct25", "Oct 21-24, 2025", { visit: "Booth 1234" }),
    event("mar25", "Mar 17-20, 2025", { visit: "" }),
  ],
};

describe("EventsBrowser", () => {
  it("prerenders the default year as of the page's year, with every other year behind its own disclosure for visitors without JavaScript", () => {
    const screen = render(<EventsBrowser {...block} asOfYear={2025} />);
    expect(accessibleNames(screen.container, "heading")).toEqual([
      "Events",
      "2025",
      "Expo oct25",
      "Expo mar25",
      "2024 (1 event)",
      "Expo jan24",
    ]);
    expect(visibleText(screen.getByRole("status"))).toBe("2 events in 2025");
    const earlier = screen.getByRole("group");
    expect(earlier.tagName).toBe("DETAILS");
    expect(earlier.hasAttribute("open")).toBe(false);
    expect(within(earlier).getByRole("heading", { name: "2024 (1 event)" }).closest("summary")).not.toBeNull();
    expect(
      within(earlier)
        .getAllByRole("article")
        .map((card) => card.id),
    ).toEqual(["jan24"]);
    // Only without JavaScript: with it, the year select shows the other years and this takes no room.
    expect(earlier.closest("noscript")).not.toBeNull();
    expect(
      screen
        .getAllByRole("article")
        .filter((card) => !card.closest("noscript"))
        .map((card) => card.id),
    ).toEqual(["oct25", "mar25"]);
  });

  it("opens on the earliest year when the page's year has no events", () => {
    const screen = render(<EventsBrowser {...block} asOfYear={2026} />);
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["2024", "2025 (2 events)"]);
    expect(
      screen
        .getAllByRole("article")
        .filter((card) => !card.closest("noscript"))
        .map((card) => card.id),
    ).toEqual(["jan24"]);
  });

  it("shows the cover, title, dates, place and description of each card, the 400x200 cover first", () => {
    const card = render(<EventsBrowser {...block} asOfYear={2025} />)
      .getAllByRole("article")
      .find((article) => article.id === "oct25")!;
    const cover = within(card).getAllByRole("presentation", { hidden: true })[0]!;
    expect(["src", "width", "height"].map((name) => cover.getAttribute(name))).toEqual(["/images/content/oct25.svg", "400", "200"]);
    expect(accessibleNames(card, "heading", { level: 4 })).toEqual(["Expo oct25"]);
    for (const text of ["Oct 21-24, 2025", "Convention Center, Las Vegas", "Booth 1234"]) expect(visibleText(card)).toContain(text);
    expect(within(within(card).getByText(wholeText("We demo oct25."))).getByRole("strong").textContent).toBe("oct25");
    // The cover heads the card: in the tile at the card's top.
    expect(cover.parentElement!.parentElement).toBe(card);
  });

  it("leaves out the booth line when it is empty and renders no controls without script", () => {
    const screen = render(<EventsBrowser {...block} asOfYear={2025} />);
    const card = screen.getAllByRole("article").find((article) => article.id === "mar25")!;
    expect(within(card).queryByText(/Where to find us/)).toBeNull();
    for (const role of ["button", "combobox", "textbox"]) expect(screen.queryByRole(role, { hidden: true }), role).toBeNull();
  });

  it("moves the headings one level down when the block is a sub-section", () => {
    const screen = render(<EventsBrowser {...block} headingLevel={3} asOfYear={2025} />);
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["Events"]);
    expect(accessibleNames(screen.container, "heading", { level: 4 })).toEqual(["2025", "2024 (1 event)"]);
    expect(screen.getByRole("heading", { name: "Expo oct25" })).toBe(screen.getByRole("heading", { name: "Expo oct25", level: 5 }));
  });

  it("offers the years in the select, with a visible label, and shows the chosen year's events as buttons", () => {
    const screen = render(
      <EventsYearView
        blockId="events"
        years={[2025, 2024]}
        year={2025}
        events={block.events.slice(1)}
        onYearChange={() => {}}
        onOpen={() => {}}
      />,
    );
    const years = screen.getByLabelText("Year");
    expect(screen.getByRole("combobox", { name: "Year" })).toBe(years);
    expect((within(years).getAllByRole("option") as HTMLOptionElement[]).map((option) => [option.textContent, option.selected])).toEqual([
      ["2025", true],
      ["2024", false],
    ]);
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["2025"]);
    const open = screen.getByRole("button", { name: "Expo oct25, view photos" });
    expect(screen.getAllByRole("heading", { level: 4 })).toContain(open.parentElement);
    expect(visibleText(screen.getByRole("status"))).toBe("2 events in 2025");
    expect(screen.queryByText(/No events found/)).toBeNull();
  });

  it("says 'No events found for {year}.' when the chosen year has no events", () => {
    const screen = render(
      <EventsYearView blockId="events" years={[2030, 2024]} year={2030} events={[]} onYearChange={() => {}} onOpen={() => {}} />,
    );
    expect(screen.getAllByRole("paragraph")).toContain(screen.getByText("No events found for 2030."));
    expect(visibleText(screen.getByRole("status"))).toBe("0 events in 2030");
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("EventPopup", () => {
  const photos = [
    { src: "/images/events/a-1.svg", alt: "Our booth", width: 960, height: 540 },
    { src: "/images/events/a-2.svg", alt: "The team", width: 960, height: 540 },
  ];
  const popup = (e: Event | null) => render(<EventPopup event={e} delayMs={3000} onClose={() => {}} fallbackLabel="Events" />);
  /** The dialog's name once the page opens it (a closed dialog is named nothing to anyone). */
  const nameWhenOpen = (dialog: HTMLElement) => {
    (dialog as HTMLDialogElement).showModal();
    return accessibleName(dialog, "dialog");
  };

  it("renders a closed dialog with only its close button (and the guard that keeps Tab inside) when no event is chosen", () => {
    const dialog = popup(null).getByRole("dialog", { hidden: true });
    expect([dialog.getAttribute("aria-modal"), dialog.hasAttribute("open")]).toEqual(["true", false]);
    expect(nameWhenOpen(dialog)).toBe("Events");
    expect(accessibleNames(dialog, "button", { hidden: true })).toEqual(["Close event"]);
    expect(within(dialog).queryByRole("heading", { hidden: true })).toBeNull();
    expect(dialog.textContent).toBe("");
  });

  it("shows the photos as a slideshow, named after the event", () => {
    const dialog = popup(event("a", "Mar 3, 2025", { images: photos })).getByRole("dialog", { hidden: true });
    expect(nameWhenOpen(dialog)).toBe("Expo a");
    expect(accessibleNames(dialog, "heading", { level: 2, hidden: true })).toEqual(["Expo a"]);
    expect(within(dialog).getAllByRole("paragraph", { hidden: true })).toContain(
      within(dialog).getByText("Mar 3, 2025 · Convention Center, Las Vegas"),
    );
    const slideshow = within(dialog).getByRole("region", { name: "Expo a photos", hidden: true });
    expect(slideshow.getAttribute("aria-roledescription")).toBe("carousel");
    expect(accessibleNames(slideshow, "img", { hidden: true })).toEqual(["Our booth", "The team"]);
    const pictures = within(slideshow).getAllByRole("img", { hidden: true });
    expect(pictures.map((picture) => ["src", "width", "height"].map((name) => picture.getAttribute(name)))).toEqual([
      ["/images/events/a-1.svg", "960", "540"],
      ["/images/events/a-2.svg", "960", "540"],
    ]);
    expect(accessibleNames(slideshow, "button", { hidden: true })).toEqual(expect.arrayContaining(["Previous slide", "Next slide"]));
  });

  it("shows the video behind a click-to-play cover, loading nothing from the video site, with a link to watch it there", () => {
    const screen = popup(event("b", "Feb 19-21, 2024", { images: photos, watchVideo: "https://www.youtube.com/watch?v=nGsERPforum24" }));
    expect(nameWhenOpen(screen.getByRole("dialog", { hidden: true }))).toBe("Expo b");
    // The player's frame comes only on Play (tests/e2e/resources.spec.ts): until then, the event's first photo under a play button named for the video.
    expect(screen.container.querySelector("iframe")).toBeNull();
    const play = screen.getByRole("button", { name: "Play video: Expo b", hidden: true });
    expect(visibleText(play)).toContain("Play video");
    expect(play.querySelector("img")!.getAttribute("src")).toBe(photos[0]!.src);
    const watch = screen.getByRole("link", { name: "Watch on YouTube (opens in a new tab)", hidden: true });
    expect(["href", "target", "rel"].map((name) => watch.getAttribute(name))).toEqual([
      "https://www.youtube.com/watch?v=nGsERPforum24",
      "_blank",
      "noopener noreferrer",
    ]);
    expect(screen.queryByRole("region", { hidden: true })).toBeNull();
  });

  it("offers only the watch link for a video it cannot embed", () => {
    const screen = popup(event("c", "2025", { watchVideo: "https://video.example.com/v/1" }));
    expect(screen.container.querySelector("iframe")).toBeNull();
    expect(screen.getByRole("link", { name: /^Watch on video\.example\.com/, hidden: true }).getAttribute("href")).toBe(
      "https://video.example.com/v/1",
    );
  });

  it("shows the cover, never an empty popup, when the event has no photos of its own", () => {
    const screen = popup(
      event("d", "Jan 12-14, 2024", { cover: { src: "/images/events/d.svg", alt: "Our stand at the expo", width: 400, height: 200 } }),
    );
    const dialog = within(screen.getByRole("dialog", { hidden: true }));
    const slideshow = dialog.getByRole("region", { name: "Expo d photos", hidden: true });
    expect(accessibleNames(slideshow, "img", { hidden: true })).toEqual(["Our stand at the expo"]);
    expect(dialog.queryByText("No images or videos available for this event.")).toBeNull();
    expect(screen.container.querySelector("iframe")).toBeNull();
  });
});
