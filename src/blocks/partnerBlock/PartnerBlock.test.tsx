import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { PartnerBlock } from "./PartnerBlock.tsx";

// The side is the stylesheet's doing; the markup decides which side the section asks for.
const logoSide = (className: string | undefined) => /\bpartner-image-(\w+)\b/.exec(className ?? "")?.[1];

describe("PartnerBlock", () => {
  const image = { src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 };

  it("renders an anchored section with the partner name as h2, the logo with its alt text and the description", () => {
    const screen = screenOf(renderHtml(<PartnerBlock type="partnerBlock" id="Odoo" title="Odoo" image={image} description={["Over **40 years** of experience.", "2,000 customers."]} />));
    const section = screen.getByRole("region", { name: "Odoo" });
    expect(section.attr("id")).toBe("Odoo");
    expect(section.getByRole("heading", { level: 2 }).name).toBe("Odoo");
    const logo = section.getByRole("img", { name: "Odoo" });
    expect([logo.attr("src"), logo.attr("width"), logo.attr("height")]).toEqual(["/images/partners/odoo.svg", "180", "60"]);
    expect(section.getAllByRole("paragraph").map((p) => p.text)).toEqual(["Over 40 years of experience.", "2,000 customers."]);
    expect(section.getByRole("strong").name).toBe("40 years");
    expect(logoSide(section.attr("class"))).toBe("left");
  });

  it("lists the bullets and renders an external action as a link opening in a new tab", () => {
    const screen = screenOf(
      renderHtml(
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
      ),
    );
    expect(logoSide(screen.getByRole("region").attr("class"))).toBe("right");
    expect(
      screen
        .getByRole("list")
        .getAllByRole("listitem")
        .map((item) => item.text),
    ).toEqual(["Administration", "Reporting"]);
    const link = screen.getByRole("link", { name: /^Find Out More: NetSuite/ });
    expect([link.attr("href"), link.attr("target"), link.attr("rel")]).toEqual(["https://www.netsuite.example", "_blank", "noopener noreferrer"]);
  });

  it("shows markup typed by an author as text and renders no list without bullets", () => {
    const screen = screenOf(renderHtml(<PartnerBlock type="partnerBlock" id="Celigo" title="<b>Celigo</b>" image={image} description={["<img src=x>"]} />));
    expect(screen.getByRole("heading").name).toBe("<b>Celigo</b>");
    expect(screen.getByText("<img src=x>").tag).toBe("p");
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.queryByRole("list")).toBeNull();
  });
});
