import type { FaqBlock } from "../../types/schema.generated.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import "./faq.css";

/**
 * Frequently asked questions: the heading and an optional intro, then each question as a disclosure
 * (`<details>` and `<summary>`), closed until the visitor opens it, by click, tap, Enter or Space,
 * with or without JavaScript; the answer is in the HTML either way, so search engines and the
 * browser's find-in-page read it. From 992 px the heading and intro take the left third of the row
 * and the questions the rest, so the row is used from edge to edge. The page's head describes the questions as a schema.org FAQPage
 * (see `faqPageJsonLd`). A prerendered block: no JavaScript.
 */
export function Faq(props: FaqBlock) {
  const headingId = useHeadingId(props.id);
  return (
    <Section id={props.id} background={props.background} className="faq" labelledBy={headingId}>
      <div className="faq-head">
        <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      </div>
      <div className="faq-list">
        {props.items.map((item, i) => (
          <details key={i} className="faq-item">
            <summary className="faq-question">{item.question}</summary>
            <div className="faq-answer">
              <p>
                <InlineText text={item.answer} />
              </p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
