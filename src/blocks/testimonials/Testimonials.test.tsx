import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Testimonials } from "./Testimonials.tsx";

describe("Testimonials", () => {
  const items = [
    {
      name: "Sarah Lindqvist",
      position: "COO, Northwind Rentals",
      image: { src: "/images/testimonials/sarah-lindqvist.svg", alt: "Sarah Lindqvist", width: 160, height: 160 },
      text: "It changed how we **work**.",
    },
    {
      name: "Daniel Okafor",
      position: "CFO, Summit Equipment",
      image: { src: "/images/testimonials/daniel-okafor.svg", alt: "Daniel Okafor", width: 160, height: 160 },
      text: "Best decision we made.",
    },
  ];

  it("renders every quote as a figure in one slide of a named carousel, on a sky background by default", () => {
    const html = renderHtml(<Testimonials type="testimonials" heading="What our customers say" items={items} />);
    expect(html).toMatch(/<section class="section bg-sky testimonials center" aria-labelledby="[^"]+">/);
    expect(html).toMatch(/<h2[^>]*>What our customers say<\/h2>/);
    expect(html).toMatch(/<div class="carousel carousel-dark testimonials-carousel" role="region" aria-roledescription="carousel" aria-label="Customer testimonials">/);
    expect(html.match(/<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="\d of 2"><figure class="testimonials-card">/g)).toHaveLength(2);
    expect(html).toContain('<blockquote class="testimonials-quote"><p>It changed how we <strong>work</strong>.</p></blockquote>');
    expect(html.indexOf("Sarah Lindqvist")).toBeLessThan(html.indexOf("Daniel Okafor"));
  });

  it("keeps the controls hidden in the prerendered HTML, where they would not work yet", () => {
    const html = renderHtml(<Testimonials type="testimonials" heading="What our customers say" items={items} />);
    expect(html).toMatch(/<div class="carousel-controls" hidden="">/);
  });

  it("credits each quote in a figcaption with portrait alt text, name and position, and hides the quotation mark", () => {
    const html = renderHtml(<Testimonials type="testimonials" background="white" items={items.slice(1)} />);
    expect(html).toContain("bg-white");
    expect(html).not.toContain("aria-labelledby");
    expect(html).not.toContain("carousel-controls");
    expect(html).toMatch(/<span class="testimonials-mark" aria-hidden="true">“<\/span>/);
    expect(html).toMatch(
      /<figcaption class="testimonials-caption"><img src="\/images\/testimonials\/daniel-okafor.svg" alt="Daniel Okafor"[^>]*><span class="testimonials-person"><span class="testimonials-name">Daniel Okafor<\/span><span class="testimonials-position">CFO, Summit Equipment<\/span><\/span><\/figcaption>/,
    );
  });

  it("uses light controls on a navy background", () => {
    expect(renderHtml(<Testimonials type="testimonials" background="navy" items={items} />)).toContain("carousel carousel-light testimonials-carousel");
  });

  it("shows markup typed by an author as text", () => {
    const html = renderHtml(<Testimonials type="testimonials" items={[{ ...items[0]!, text: "<script>x</script>" }]} />);
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });
});
