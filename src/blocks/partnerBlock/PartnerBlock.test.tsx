import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, shownBefore, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { PartnerBlock } from "./PartnerBlock.tsx";

// The logo's side as a visitor on a 1440 px wide window sees it: the site's stylesheets applied.
const styles = ["src/styles/global.css", "src/blocks/partnerBlock/partnerBlock.css"];
const logoFirst = (screen: ReturnType<typeof render>) => shownBefore(screen.getByRole("img"), screen.getAllByRole("paragraph")[0]!);

describe("PartnerBlock", () => {
  const image = { src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 };

  it("renders an anchored section with the partner name as h2, the logo with its alt text and the description", () => {
    const screen = render(
      <PartnerBlock
        type="partnerBlock"
        id="Odoo"
        title="Odoo"
        image={image}
        description={["Over **40 years** of experience.", "2,000 customers."]}
      />,
      { styles },
    );
    const section = screen.getByRole("region", { name: "Odoo" });
    expect(section.id).toBe("Odoo");
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Odoo"]);
    const logo = within(section).getByRole("img", { name: "Odoo" });
    expect(["src", "width", "height"].map((name) => logo.getAttribute(name))).toEqual(["/images/partners/odoo.svg", "180", "60"]);
    expect(within(section).getAllByRole("paragraph").map(visibleText)).toEqual(["Over 40 years of experience.", "2,000 customers."]);
    expect(within(section).getByRole("strong").textContent).toBe("40 years");
    expect(logoFirst(screen)).toBe(true);
  });

  it("lists the bullets and renders an external action as a link opening in a new tab", () => {
    const screen = render(
      <PartnerBlock
        type="partnerBlock"
        id="NetSuite"
        title="NetSuite"
        image={{ ...image, alt: "NetSuite" }}
        imagePosition="right"
        description={["Cloud ERP."]}
        bullets={["Administration", "Reporting"]}
        action={{ label: "Find Out More", href: "https://www.netsuite.example" }}
      />,
      { styles },
    );
    expect(logoFirst(screen)).toBe(false);
    expect(within(screen.getByRole("list")).getAllByRole("listitem").map(visibleText)).toEqual(["Administration", "Reporting"]);
    const link = screen.getByRole("link", { name: /^Find Out More: NetSuite/ });
    expect(["href", "target", "rel"].map((name) => link.getAttribute(name))).toEqual([
      "https://www.netsuite.example",
      "_blank",
      "noopener noreferrer",
    ]);
  });

  it("shows markup typed by an author as text and renders no list without bullets", () => {
    const screen = render(
      <PartnerBlock type="partnerBlock" id="Celigo" title="<b>Celigo</b>" image={image} description={["<img src=x>"]} />,
    );
    expect(accessibleNames(screen.container, "heading")).toEqual(["<b>Celigo</b>"]);
    expect(screen.getAllByRole("paragraph")).toContain(screen.getByText("<img src=x>"));
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
