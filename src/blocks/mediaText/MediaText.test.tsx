import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { MediaText } from "./MediaText.tsx";

describe("MediaText", () => {
  const image = { src: "/images/hero/home-2-desktop.svg", alt: "A rental yard at dawn", width: 1440, height: 560 };

  it("renders the eyebrow, heading, paragraphs and image with its alt text", () => {
    const html = renderHtml(<MediaText type="mediaText" id="teaser" eyebrow="Our product" heading="Meet PrecisionERP" body={["First paragraph.", "Second paragraph."]} image={image} />);
    expect(html).toMatch(/<p class="eyebrow">Our product<\/p><h2 id="teaser-heading"[^>]*>Meet PrecisionERP<\/h2>/);
    expect(html).toContain('aria-labelledby="teaser-heading"');
    expect(html.match(/<p>/g)).toHaveLength(2);
    expect(html).toMatch(/<img src="\/images\/hero\/home-2-desktop.svg" alt="A rental yard at dawn" width="1440" height="560"/);
  });

  it("lists bullets as a check list, highlights words and renders the buttons as links", () => {
    const html = renderHtml(
      <MediaText
        type="mediaText"
        heading="H"
        headingLevel={3}
        body={["PrecisionERP runs your yard."]}
        bullets={["Reservations", "**Real-time** availability"]}
        highlight={["PrecisionERP"]}
        image={image}
        actions={[{ label: "Learn More", href: "/precisionERP" }]}
      />,
    );
    expect(html).toMatch(/<h3[^>]*>H<\/h3>/);
    expect(html).toMatch(/<ul class="check-list media-text-bullets"><li>Reservations<\/li><li><strong>Real-time<\/strong> availability<\/li><\/ul>/);
    expect(html).toContain('<mark class="highlight">PrecisionERP</mark> runs your yard.');
    expect(html).toMatch(/<a[^>]*href="\/precisionERP"[^>]*>Learn More<span class="visually-hidden">: H<\/span><\/a>/);
  });

  it("puts the image on the side the author chose and shows typed markup as text", () => {
    const left = renderHtml(<MediaText type="mediaText" body={["<b>not bold</b>"]} image={image} imagePosition="left" />);
    expect(left).toContain("media-text-image-left");
    expect(left).toContain("&lt;b&gt;not bold&lt;/b&gt;");
    expect(left).not.toContain("<b>");
    expect(renderHtml(<MediaText type="mediaText" body={["x"]} image={image} />)).toContain("media-text-image-right");
  });
});
