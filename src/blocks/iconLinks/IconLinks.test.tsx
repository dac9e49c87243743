import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { IconLinks } from "./IconLinks.tsx";

describe("IconLinks", () => {
  const links = [
    { label: "Events", href: "#events", icon: "/images/icons/events.svg" },
    { label: "Fact Sheets", href: "#factSheets", icon: "/images/icons/fact-sheets.svg" },
    { label: "Videos", href: "#videos", icon: "/images/icons/videos.svg" },
    { label: "Gallery", href: "#gallery", icon: "/images/icons/gallery.svg" },
  ];

  it("renders a nav named 'On this page' with one list item per link, each named by its label", () => {
    const html = renderHtml(<IconLinks type="iconLinks" links={links} />);
    expect(html).toMatch(/<nav class="icon-links" aria-label="On this page">/);
    expect(html.match(/<li>/g)).toHaveLength(4);
    expect(html).toMatch(
      /<li><a href="#events" class="icon-links-tile"><img class="icon-links-icon" src="\/images\/icons\/events.svg" alt=""[^>]*><span class="icon-links-label">Events<\/span><\/a><\/li>/,
    );
    expect(html).toContain('href="#gallery"');
    expect(html).not.toContain("<h2");
  });

  it("labels the nav by its visible heading when there is one", () => {
    const html = renderHtml(<IconLinks type="iconLinks" id="jump" heading="Jump to a section" links={links.slice(0, 1)} />);
    expect(html).toMatch(/<nav id="jump" class="icon-links" aria-labelledby="jump-heading">/);
    expect(html).toMatch(/<h2 id="jump-heading"[^>]*>Jump to a section<\/h2>/);
    expect(html).not.toContain("aria-label=");
  });
});
