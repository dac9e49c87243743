import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { LogoStrip } from "./LogoStrip.tsx";

describe("LogoStrip", () => {
  const logos = [
    { image: { src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 }, href: "/partners#Odoo" },
    { image: { src: "/images/partners/netsuite.svg", alt: "NetSuite", width: 180, height: 60 } },
  ];

  it("lists the logos under a heading that names the section; a logo with a link is named by its alt text", () => {
    const screen = screenOf(renderHtml(<LogoStrip type="logoStrip" id="partners" heading="Our technology partners" logos={logos} />));
    const section = screen.getByRole("region", { name: "Our technology partners" });
    expect(section.attr("id")).toBe("partners");
    expect(section.getByRole("heading", { level: 2 }).name).toBe("Our technology partners");
    const [odoo, netsuite] = section.getByRole("list").getAllByRole("listitem");
    const link = odoo!.getByRole("link", { name: "Odoo" });
    expect(link.attr("href")).toBe("/partners#Odoo");
    const logo = link.getByRole("img", { name: "Odoo" });
    expect([logo.attr("src"), logo.attr("width"), logo.attr("height"), logo.attr("loading")]).toEqual(["/images/partners/odoo.svg", "180", "60", "lazy"]);
    expect(netsuite!.queryByRole("link")).toBeNull();
    expect(netsuite!.getByRole("img", { name: "NetSuite" }).attr("src")).toBe("/images/partners/netsuite.svg");
  });

  it("without a heading, names the section 'Logos'; heading level 3 gives an h3", () => {
    const plain = screenOf(renderHtml(<LogoStrip type="logoStrip" logos={logos} />));
    expect(plain.getByRole("region", { name: "Logos" })).toBeTruthy();
    expect(plain.queryByRole("heading")).toBeNull();
    const titled = screenOf(renderHtml(<LogoStrip type="logoStrip" heading="Partners" headingLevel={3} background="navy" logos={logos} />));
    expect(titled.getByRole("region", { name: "Partners" }).getByRole("heading", { level: 3 }).name).toBe("Partners");
    // The colour is the stylesheet's; the markup decides which background the strip asks for.
    expect(titled.getByRole("region").attr("class")).toMatch(/\bbg-navy\b/);
    expect(plain.getByRole("region").attr("class")).toMatch(/\bbg-white\b/);
  });
});
