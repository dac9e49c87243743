import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { PartnerBlock } from "./PartnerBlock.tsx";

describe("PartnerBlock", () => {
  const image = { src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 };

  it("renders an anchored section with the partner name as h2, the logo with its alt text and the description", () => {
    const html = renderHtml(<PartnerBlock type="partnerBlock" id="Odoo" title="Odoo" image={image} description={["Over **40 years** of experience.", "2,000 customers."]} />);
    expect(html).toMatch(/<section id="Odoo"[^>]*aria-labelledby="Odoo-heading"/);
    expect(html).toMatch(/<h2 id="Odoo-heading"[^>]*>Odoo<\/h2>/);
    expect(html).toMatch(/<img src="\/images\/partners\/odoo.svg" alt="Odoo" width="180" height="60"/);
    expect(html).toContain("<p>Over <strong>40 years</strong> of experience.</p><p>2,000 customers.</p>");
    expect(html).toContain("partner-image-left");
  });

  it("lists the bullets and renders an external action as a link opening in a new tab", () => {
    const html = renderHtml(
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
    );
    expect(html).toContain("partner-image-right");
    expect(html).toMatch(/<ul class="check-list partner-bullets"><li>Administration<\/li><li>Reporting<\/li><\/ul>/);
    expect(html).toMatch(/<a href="https:\/\/www.netsuite.example" target="_blank" rel="noopener noreferrer"[^>]*>Find Out More<span class="visually-hidden">: NetSuite<\/span><\/a>/);
  });

  it("shows markup typed by an author as text and renders no list without bullets", () => {
    const html = renderHtml(<PartnerBlock type="partnerBlock" id="Celigo" title="<b>Celigo</b>" image={image} description={["<img src=x>"]} />);
    expect(html).toContain("&lt;b&gt;Celigo&lt;/b&gt;");
    expect(html).toContain("&lt;img src=x&gt;");
    expect(html).not.toContain("<ul");
  });
});
