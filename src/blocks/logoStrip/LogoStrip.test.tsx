import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { LogoStrip } from "./LogoStrip.tsx";

describe("LogoStrip", () => {
  const logos = [
    { image: { src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 }, href: "/partners#Odoo" },
    { image: { src: "/images/partners/netsuite.svg", alt: "NetSuite", width: 180, height: 60 } },
  ];

  it("lists the logos under a heading that names the section; a logo with a link is named by its alt text", () => {
    const html = renderHtml(<LogoStrip type="logoStrip" id="partners" heading="Our technology partners" logos={logos} />);
    expect(html).toMatch(
      /<section id="partners" class="logo-strip bg-white" aria-labelledby="partners-heading"><div class="container"><h2 id="partners-heading" class="logo-strip-title">Our technology partners<\/h2><ul class="logo-strip-list">/,
    );
    expect(html).toMatch(
      /<li class="logo-strip-item"><a class="logo-strip-link" href="\/partners#Odoo"><img src="\/images\/partners\/odoo.svg" alt="Odoo" width="180" height="60" class="logo-strip-logo" loading="lazy"[^>]*><\/a><\/li>/,
    );
    expect(html).toMatch(/<li class="logo-strip-item"><img src="\/images\/partners\/netsuite.svg" alt="NetSuite"[^>]*><\/li>/);
  });

  it("without a heading, names the section 'Logos'; heading level 3 gives an h3", () => {
    expect(renderHtml(<LogoStrip type="logoStrip" logos={logos} />)).toMatch(/<section class="logo-strip bg-white" aria-label="Logos">/);
    expect(renderHtml(<LogoStrip type="logoStrip" heading="Partners" headingLevel={3} background="navy" logos={logos} />)).toMatch(
      /class="logo-strip bg-navy"[^>]*><div class="container"><h3 [^>]*>Partners<\/h3>/,
    );
  });
});
