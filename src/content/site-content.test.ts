import { describe, expect, it } from "vitest";
import { loadContentOrThrow } from "./load.ts";

/** The site's own pages and settings, as the build reads them. */
const content = loadContentOrThrow({ rootDir: process.cwd() });

describe("the site's content", () => {
  it("ends every service page with a call to action, so a reader who got to the end has a next step", () => {
    const services = [...content.pages].filter(([route]) => route.startsWith("/services/"));
    expect(services.length).toBeGreaterThanOrEqual(3);
    expect(services.map(([route, page]) => [route, page.blocks.at(-1)?.type])).toEqual(services.map(([route]) => [route, "callToAction"]));
  });

  it("shows no award badge that does not name who gave it", () => {
    // "Partner of the Year 2024, awarded by ...": a badge without an issuer reads as self-awarded.
    expect(content.site.awards.filter((award) => !/\bawarded by\b|\bfrom\b/i.test(award.alt))).toEqual([]);
  });
});
