import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Testimonials } from "./Testimonials.tsx";

describe("Testimonials", () => {
  const items = [
    { name: "Sarah Lindqvist", position: "COO, Northwind Rentals", image: { src: "/images/testimonials/sarah-lindqvist.svg", alt: "Sarah Lindqvist", width: 160, height: 160 }, text: "It changed how we **work**." },
    { name: "Daniel Okafor", position: "CFO, Summit Equipment", image: { src: "/images/testimonials/daniel-okafor.svg", alt: "Daniel Okafor", width: 160, height: 160 }, text: "Best decision we made." },
  ];

  it("renders every quote as a figure in a list, on a sky background by default", () => {
    const html = renderHtml(<Testimonials type="testimonials" heading="What our customers say" items={items} />);
    expect(html).toMatch(/<section class="section bg-sky testimonials center" aria-labelledby="[^"]+">/);
    expect(html).toMatch(/<h2[^>]*>What our customers say<\/h2>/);
    expect(html.match(/<li class="testimonials-item"><figure/g)).toHaveLength(2);
    expect(html).toContain("<blockquote class=\"testimonials-quote\"><p>It changed how we <strong>work</strong>.</p></blockquote>");
  });

  it("credits each quote in a figcaption with portrait alt text, name and position, and hides the quotation mark", () => {
    const html = renderHtml(<Testimonials type="testimonials" background="white" items={items.slice(1)} />);
    expect(html).toContain("bg-white");
    expect(html).not.toContain("aria-labelledby");
    expect(html).toMatch(/<span class="testimonials-mark" aria-hidden="true">“<\/span>/);
    expect(html).toMatch(/<figcaption class="testimonials-caption"><img src="\/images\/testimonials\/daniel-okafor.svg" alt="Daniel Okafor"[^>]*><span class="testimonials-person"><span class="testimonials-name">Daniel Okafor<\/span><span class="testimonials-position">CFO, Summit Equipment<\/span><\/span><\/figcaption>/);
  });

  it("shows markup typed by an author as text", () => {
    const html = renderHtml(<Testimonials type="testimonials" items={[{ ...items[0]!, text: "<script>x</script>" }]} />);
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });
});
