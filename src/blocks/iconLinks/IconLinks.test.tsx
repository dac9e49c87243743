import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { IconLinks } from "./IconLinks.tsx";

describe("IconLinks", () => {
  const links = [
    { label: "Events", href: "#events", icon: "/images/icons/events.svg" },
    { label: "Fact Sheets", href: "#factSheets", icon: "/images/icons/fact-sheets.svg" },
    { label: "Videos", href: "#videos", icon: "/images/icons/videos.svg" },
    { label: "Gallery", href: "#gallery", icon: "/images/icons/gallery.svg" },
  ];

  it("renders a nav named 'On this page' with one list item per link, each named by its label", () => {
    const screen = screenOf(renderHtml(<IconLinks type="iconLinks" links={links} />));
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const items = nav.getByRole("list").getAllByRole("listitem");
    expect(items.map((item) => [item.getByRole("link").name, item.getByRole("link").attr("href")])).toEqual([
      ["Events", "#events"],
      ["Fact Sheets", "#factSheets"],
      ["Videos", "#videos"],
      ["Gallery", "#gallery"],
    ]);
    // Each icon is decoration inside its link (empty alt), so the link's name is its label alone.
    expect(items[0]!.getByRole("presentation").attr("src")).toBe("/images/icons/events.svg");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("labels the nav by its visible heading when there is one", () => {
    const screen = screenOf(renderHtml(<IconLinks type="iconLinks" id="jump" heading="Jump to a section" links={links.slice(0, 1)} />));
    const nav = screen.getByRole("navigation", { name: "Jump to a section" });
    expect(nav.attr("id")).toBe("jump");
    expect(nav.attr("aria-label")).toBeUndefined();
    expect(nav.getByRole("heading", { level: 2 }).name).toBe("Jump to a section");
  });
});
