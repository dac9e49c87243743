import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { IconLinks } from "./IconLinks.tsx";

describe("IconLinks", () => {
  const links = [
    { label: "Events", href: "#events", icon: "/images/icons/events.svg" },
    { label: "Fact Sheets", href: "#factSheets", icon: "/images/icons/fact-sheets.svg" },
    { label: "Videos", href: "#videos", icon: "/images/icons/videos.svg" },
    { label: "Gallery", href: "#gallery", icon: "/images/icons/gallery.svg" },
  ];

  it("renders a nav named 'On this page' with one list item per link, each named by its label", () => {
    const screen = render(<IconLinks type="iconLinks" links={links} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(items.map((item) => [accessibleNames(item, "link"), within(item).getByRole("link").getAttribute("href")])).toEqual([
      [["Events"], "#events"],
      [["Fact Sheets"], "#factSheets"],
      [["Videos"], "#videos"],
      [["Gallery"], "#gallery"],
    ]);
    // Each icon is decoration inside its link (empty alt), so the link's name is its label alone.
    expect(within(items[0]!).getByRole("presentation").getAttribute("src")).toBe("/images/icons/events.svg");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("labels the nav by its visible heading when there is one", () => {
    const screen = render(<IconLinks type="iconLinks" id="jump" heading="Jump to a section" links={links.slice(0, 1)} />);
    const nav = screen.getByRole("navigation", { name: "Jump to a section" });
    expect(nav.id).toBe("jump");
    expect(nav.hasAttribute("aria-label")).toBe(false);
    expect(accessibleNames(nav, "heading", { level: 2 })).toEqual(["Jump to a section"]);
  });
});
