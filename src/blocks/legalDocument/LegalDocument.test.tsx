import { describe, expect, it } from "vitest";
import type { LegalDocumentBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../test/render.tsx";
import { LegalDocument } from "./LegalDocument.tsx";

const doc: LegalDocumentBlock = {
  type: "legalDocument",
  title: "Terms and Conditions",
  updated: "28 November 2022",
  intro: ["These terms govern your use of this website."],
  sections: [
    { id: "intellectualProperty", heading: "Intellectual property", body: ["All content belongs to **us**."] },
    { id: "contact", heading: "Contact", body: ["Write to us."], bullets: ["By e-mail: [inquiries](mailto:inquiries@example.com)", "By phone"] },
  ],
};

describe("LegalDocument", () => {
  it("shows the title as the page's only h1 with the last-updated date and intro", () => {
    const html = renderHtml(<LegalDocument {...doc} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 id="page-title">Terms and Conditions<\/h1><p class="legal-document-updated">Last updated: 28 November 2022<\/p>/);
    expect(html).toContain("<p>These terms govern your use of this website.</p>");
  });

  it("leaves out the date line when the document has no date", () => {
    const html = renderHtml(<LegalDocument {...doc} updated={undefined} />);
    expect(html).not.toContain("Last updated");
  });

  it("links every section from an ordered Contents navigation", () => {
    const html = renderHtml(<LegalDocument {...doc} />);
    expect(html).toMatch(
      /<nav class="legal-document-toc" aria-label="Contents">[^]*<ol><li><a href="#intellectualProperty">Intellectual property<\/a><\/li><li><a href="#contact">Contact<\/a><\/li><\/ol><\/nav>/,
    );
  });

  it("numbers the sections and renders their paragraphs and bullets with inline markup", () => {
    const html = renderHtml(<LegalDocument {...doc} />);
    expect(html).toMatch(
      /<section id="contact"[^>]*><h2 id="contact-heading"><span class="legal-document-number">2.<\/span> Contact<\/h2><p>Write to us.<\/p><ul class="legal-document-bullets"><li>By e-mail: <a href="mailto:inquiries@example.com">inquiries<\/a><\/li><li>By phone<\/li><\/ul><\/section>/,
    );
    expect(html).toMatch(/<h2 id="intellectualProperty-heading"><span[^>]*>1.<\/span> Intellectual property<\/h2><p>All content belongs to <strong>us<\/strong>.<\/p>/);
  });
});
