import { describe, expect, it } from "vitest";
import { isMenuItemActive } from "./menu.ts";

describe("isMenuItemActive", () => {
  const contact = { id: "contact", title: "Contact", activePaths: ["/contactProducts", "/contactStaffing", "/contactSupport"] };
  const verticals = { id: "verticals", title: "Verticals", link: "/verticals" };

  it("marks Contact active on the three contact routes (docs/product.md, Routes and screens)", () => {
    for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) expect(isMenuItemActive(contact, path)).toBe(true);
    expect(isMenuItemActive(contact, "/joinus")).toBe(false);
    expect(isMenuItemActive(contact, "/home")).toBe(false);
  });

  it("marks a section active on its page and its sub-pages, not on look-alike paths", () => {
    expect(isMenuItemActive(verticals, "/verticals")).toBe(true);
    expect(isMenuItemActive(verticals, "/verticals/rentals")).toBe(true);
    expect(isMenuItemActive(verticals, "/verticalsX")).toBe(false);
  });
});
