import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, paletteColour, styleOf } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { LogoStrip } from "./LogoStrip.tsx";

describe("LogoStrip", () => {
  const logos = [
    { image: { src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 }, href: "/partners#Odoo" },
    { image: { src: "/images/partners/netsuite.svg", alt: "NetSuite", width: 180, height: 60 } },
  ];

  it("lists the logos under a heading that names the section; a logo with a link is named by its alt text", () => {
    const screen = render(<LogoStrip type="logoStrip" id="partners" heading="Our technology partners" logos={logos} />);
    const section = screen.getByRole("region", { name: "Our technology partners" });
    expect(section.id).toBe("partners");
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Our technology partners"]);
    const [odoo, netsuite] = within(within(section).getByRole("list")).getAllByRole("listitem");
    const link = within(odoo!).getByRole("link", { name: "Odoo" });
    expect(link.getAttribute("href")).toBe("/partners#Odoo");
    const logo = within(link).getByRole("img", { name: "Odoo" });
    expect(["src", "width", "height", "loading"].map((name) => logo.getAttribute(name))).toEqual([
      "/images/partners/odoo.svg",
      "180",
      "60",
      "lazy",
    ]);
    expect(within(netsuite!).queryByRole("link")).toBeNull();
    expect(within(netsuite!).getByRole("img", { name: "NetSuite" }).getAttribute("src")).toBe("/images/partners/netsuite.svg");
  });

  it("without a heading, names the section 'Logos'; heading level 3 gives an h3", () => {
    const styles = ["src/styles/global.css"];
    const plain = render(<LogoStrip type="logoStrip" logos={logos} />, { styles });
    expect(plain.getByRole("region", { name: "Logos" })).toBeTruthy();
    expect(plain.queryByRole("heading")).toBeNull();
    const titled = render(<LogoStrip type="logoStrip" heading="Partners" headingLevel={3} background="navy" logos={logos} />, { styles });
    expect(accessibleNames(titled.getByRole("region", { name: "Partners" }), "heading", { level: 3 })).toEqual(["Partners"]);
    // The strip's background as a visitor sees it: navy when asked for, white otherwise.
    expect(styleOf(titled.getByRole("region")).backgroundColor).toBe(paletteColour(titled.container.ownerDocument, "--navy"));
    expect(styleOf(plain.getByRole("region")).backgroundColor).toBe(paletteColour(plain.container.ownerDocument, "--white"));
  });
});
