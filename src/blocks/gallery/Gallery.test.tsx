import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Gallery } from "./Gallery.tsx";

describe("Gallery", () => {
  const images = [
    { src: "/images/content/gallery/heron.svg", alt: "A heron in the reeds", width: 800, height: 600 },
    { src: "/images/content/gallery/fox.svg", alt: "" },
  ];

  it("links every image to its own file so it opens full size without script", () => {
    const html = renderHtml(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" images={images} />);
    expect(html.match(/<li>/g)).toHaveLength(2);
    expect(html).toMatch(
      /<a href="\/images\/content\/gallery\/heron.svg" class="gallery-link"><span class="visually-hidden">View full size: <\/span><img src="\/images\/content\/gallery\/heron.svg" alt="A heron in the reeds"/,
    );
  });

  it("names the link of an image without alt text by its position", () => {
    const html = renderHtml(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" images={images} />);
    expect(html).toMatch(/<a href="\/images\/content\/gallery\/fox.svg"[^>]*><span class="visually-hidden">View full size: image 2 of 2<\/span><img[^>]*alt=""/);
  });

  it("renders the heading and intro of the section", () => {
    const html = renderHtml(<Gallery type="gallery" id="gallery" heading="Wildlife Gallery" intro="Shot by our **team**." images={images} headingLevel={3} />);
    expect(html).toMatch(/<section id="gallery"[^>]*aria-labelledby="gallery-heading"[^>]*><div class="container"><h3 id="gallery-heading"[^>]*>Wildlife Gallery<\/h3>/);
    expect(html).toContain("Shot by our <strong>team</strong>.");
  });
});
