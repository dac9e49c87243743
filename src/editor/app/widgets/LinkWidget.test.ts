import { describe, expect, it } from "vitest";
import { certainLinkFix } from "./LinkWidget.tsx";

describe("the one-click fix of a link written without its beginning", () => {
  it("adds https:// to a web address, and mailto: to an e-mail address", () => {
    expect(certainLinkFix("www.example.com/webinar")).toEqual({
      fixed: "https://www.example.com/webinar",
      why: "A link to another site starts with https://.",
    });
    expect(certainLinkFix(" example.com/events?year=2025#spring ")?.fixed).toBe("https://example.com/events?year=2025#spring");
    expect(certainLinkFix("//cdn.example.org/a")?.fixed).toBe("https://cdn.example.org/a");
    expect(certainLinkFix("www.example.pdf")?.fixed).toBe("https://www.example.pdf");
    expect(certainLinkFix("sales@example.com")).toEqual({
      fixed: "mailto:sales@example.com",
      why: "An e-mail address is written with mailto: in front.",
    });
  });

  it("leaves alone what is not certainly a web address", () => {
    for (const href of [
      "",
      "/partners",
      "#events",
      "https://example.com",
      "http://example.com",
      "mailto:a@b.co",
      "tel:+15550100",
      "brochure.pdf",
      "contactProducts",
      "images/logo.svg",
      "two words.com",
    ]) {
      expect(certainLinkFix(href), href).toBeNull();
    }
  });
});
