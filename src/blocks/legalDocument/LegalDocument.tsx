import type { LegalDocumentBlock } from "../../types/schema.generated.ts";
import { InlineText, Paragraphs } from "../../ui/InlineText.tsx";
import "./legalDocument.css";

/**
 * A legal page (docs/product.md, Legal pages: privacy policy, terms and conditions, cookie policy):
 * the page's h1, "Last updated: {updated}" when given, the introduction, a "Contents" navigation
 * linking to every section, then the numbered sections (h2 "1. Heading", paragraphs and bullets),
 * set at a reading width of about 72 characters.
 */
export function LegalDocument(props: LegalDocumentBlock) {
  return (
    <article id={props.id} className="legal-document" aria-labelledby="page-title">
      <div className="container legal-document-layout">
        <header className="legal-document-header">
          <h1 id="page-title">{props.title}</h1>
          {props.updated && <p className="legal-document-updated">Last updated: {props.updated}</p>}
          {props.intro && (
            <div className="legal-document-intro">
              <Paragraphs paragraphs={props.intro} />
            </div>
          )}
        </header>
        <nav className="legal-document-toc" aria-label="Contents">
          {/* The nav is already named "Contents"; this visible label is not repeated to screen readers. */}
          <p className="legal-document-toc-title" aria-hidden="true">
            Contents
          </p>
          <ol>
            {props.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-document-body">
          {props.sections.map((section, i) => (
            <section key={section.id} id={section.id} className="legal-document-section" aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>
                <span className="legal-document-number">{i + 1}.</span> {section.heading}
              </h2>
              <Paragraphs paragraphs={section.body} />
              {section.bullets && (
                <ul className="legal-document-bullets">
                  {section.bullets.map((item, b) => (
                    <li key={b}>
                      <InlineText text={item} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
