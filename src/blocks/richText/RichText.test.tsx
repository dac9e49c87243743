import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { RichText } from "./RichText.tsx";

describe("RichText", () => {
  it("renders the heading at the requested level, labelling its section", () => {
    const html = renderHtml(<RichText type="richText" id="intro" heading="Who we are" headingLevel={3} body={["One.", "Two."]} />);
    expect(html).toMatch(/<section id="intro"[^>]*aria-labelledby="intro-heading"/);
    expect(html).toContain('<h3 id="intro-heading" class="section-title">Who we are</h3>');
    expect(html.match(/<p>/g)).toHaveLength(2);
  });

  it("gives two untitled-id blocks different heading ids", () => {
    const html = renderHtml(
      <>
        <RichText type="richText" heading="A" body={["a"]} />
        <RichText type="richText" heading="B" body={["b"]} />
      </>,
    );
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
