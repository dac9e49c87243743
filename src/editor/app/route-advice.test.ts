import { describe, expect, it } from "vitest";
import type { PageSummary } from "../api-types.ts";
import { routeAdvice } from "./route-advice.ts";

const pages: PageSummary[] = [
  { file: "pages/partners.yaml", route: "/partners", title: "Partners", errorCount: 0 },
  { file: "pages/verticals.yaml", route: "/verticals", title: "Verticals", errorCount: 0 },
  { file: "pages/verticals/rentals.yaml", route: "/verticals/rentals", title: "Rentals", errorCount: 0 },
  { file: "pages/_site.yaml", route: null, title: "Site settings", errorCount: 0 },
];
const redirects = [{ from: "/cookies-old", to: "/cookies" }];

describe("the advice under the new page's address, while typing", () => {
  it("offers the address made of the words typed, folders in the site's own capitals", () => {
    expect(routeAdvice("/cloud migration", pages, redirects)).toEqual({
      kind: "use",
      message: "An address has no spaces: its words are joined by -.",
      route: "/cloud-migration",
    });
    expect(routeAdvice("Verticals/Mining Equipment", pages, redirects)).toMatchObject({
      kind: "use",
      route: "/verticals/mining-equipment",
    });
  });

  it("offers to open the page that has the address, or the same address in other capitals", () => {
    expect(routeAdvice("/partners", pages, redirects)).toEqual({
      kind: "open",
      message: "There is already a page at /partners: “Partners”.",
      file: "pages/partners.yaml",
      title: "Partners",
    });
    expect(routeAdvice("Partners", pages, redirects)).toMatchObject({
      kind: "open",
      file: "pages/partners.yaml",
      message: expect.stringMatching(/^“Partners” is at \/partners: an address that differs only in capitals/),
    });
  });

  it("writes a folder as the site does", () => {
    expect(routeAdvice("/Verticals/mining", pages, redirects)).toEqual({
      kind: "use",
      message: "The site writes this folder /verticals.",
      route: "/verticals/mining",
    });
  });

  it("offers to take over an address a redirect uses, and says nothing of a free address", () => {
    expect(routeAdvice("/cookies-old", pages, redirects)).toEqual({
      kind: "redirect",
      message: "/cookies-old sends visitors to /cookies (a redirect in the site settings).",
      route: "/cookies-old",
    });
    expect(routeAdvice("/verticals/mining", pages, redirects)).toBeNull();
    expect(routeAdvice("  ", pages, redirects)).toBeNull();
  });
});
