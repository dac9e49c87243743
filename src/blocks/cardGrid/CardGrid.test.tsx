import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { CardGrid } from "./CardGrid.tsx";

describe("CardGrid", () => {
  it("renders the heading, intro and cards as a list with titles one level below the heading", () => {
    const html = renderHtml(
      <CardGrid
        type="cardGrid"
        heading="Our services"
        intro="See [all services](/services)."
        columns={4}
        cards={[
          { title: "Admin in a Box", overhead: "Staffing", icon: "/images/icons/admininabox.svg", text: "A **fractional** administrator." },
          { title: "Direct Hire", bullets: ["Vetted staff", "Temporary or permanent"] },
        ]}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Our services<\/h2>/);
    expect(html).toMatch(/<p class="section-intro">See <a href="\/services"[^>]*>all services<\/a>.<\/p>/);
    expect(html).toContain('<ul class="grid grid-4 card-grid-list"><li class="card card-grid-card">');
    expect(html.match(/<li class="card card-grid-card">/g)).toHaveLength(2);
    expect(html).toMatch(/<img class="card-grid-icon" src="\/images\/icons\/admininabox.svg" alt=""/);
    expect(html).toMatch(/<p class="card-grid-overhead">Staffing<\/p><h3 class="card-grid-title">Admin in a Box<\/h3>/);
    expect(html).toContain("A <strong>fractional</strong> administrator.");
    expect(html).toMatch(/<ul class="check-list card-grid-bullets"><li>Vetted staff<\/li><li>Temporary or permanent<\/li><\/ul>/);
    expect(html).not.toContain('<a href="/services/');
  });

  it("makes a card with href one link named by its title, with an aria-hidden label cue", () => {
    const html = renderHtml(
      <CardGrid
        type="cardGrid"
        heading="H"
        headingLevel={3}
        cards={[
          { title: "Odoo", href: "/partners#Odoo", linkLabel: "Read more" },
          { title: "NetSuite", href: "/partners#NetSuite" },
        ]}
      />,
    );
    expect(html).toMatch(/<h4 class="card-grid-title"><a[^>]*href="\/partners#Odoo"[^>]*>Odoo<\/a><\/h4>/);
    expect(html).toMatch(/<span class="card-grid-more" aria-hidden="true">Read more <span[^>]*>→<\/span><\/span>/);
    expect(html).toMatch(/<span class="card-grid-more" aria-hidden="true">Learn more /);
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it("uses h2 card titles when the block has no heading, and shows typed markup as text", () => {
    const html = renderHtml(<CardGrid type="cardGrid" cards={[{ title: "<b>Rentals</b>" }]} />);
    expect(html).toMatch(/<h2 class="card-grid-title">&lt;b&gt;Rentals&lt;\/b&gt;<\/h2>/);
    expect(html).toContain("grid-3");
  });
});
