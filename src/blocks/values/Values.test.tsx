import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Values } from "./Values.tsx";

describe("Values", () => {
  const names = ["Integrity", "Excellence", "Innovation", "Collaboration", "Accountability", "Customer focus", "Growth"];

  it("lists every value with a decorative icon, an h3 title and its sentence", () => {
    const html = renderHtml(
      <Values
        type="values"
        heading="Our values"
        intro="What guides us."
        items={names.map((title) => ({ title, text: `We live ${title.toLowerCase()}.`, icon: `/images/icons/${title.toLowerCase()}.svg` }))}
      />,
    );
    expect(html).toMatch(/<h2[^>]*>Our values<\/h2><p class="section-intro">What guides us.<\/p>/);
    expect(html.match(/<li class="card values-item">/g)).toHaveLength(7);
    expect(html).toMatch(
      /<li class="card values-item"><img class="values-icon" src="\/images\/icons\/integrity.svg" alt=""[^>]*><div class="values-body"><h3 class="values-title">Integrity<\/h3><p class="values-text">We live integrity.<\/p><\/div><\/li>/,
    );
  });

  it("renders inline bold, omits a missing icon and shows typed markup as text", () => {
    const html = renderHtml(<Values type="values" heading="V" headingLevel={3} items={[{ title: "<u>Trust</u>", text: "We keep **our word**." }]} />);
    expect(html).toContain('<h4 class="values-title">&lt;u&gt;Trust&lt;/u&gt;</h4>');
    expect(html).toContain("We keep <strong>our word</strong>.");
    expect(html).not.toContain("<img");
  });
});
