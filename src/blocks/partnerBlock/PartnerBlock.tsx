import type { PartnerBlock as PartnerBlockFields } from "../../types/schema.generated.ts";
import { ActionBox } from "../../ui/ActionButton.tsx";
import { Img } from "../../ui/Img.tsx";
import { InlineText, Paragraphs } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./partnerBlock.css";

/**
 * A partner presentation (docs/product.md, Partners), anchored by its `id` (e.g. /partners#Odoo):
 * the logo in a white card on one side (left unless `imagePosition: right`; above the text on
 * phones), and the partner's name as an h2, its description, optional check-mark bullets and a button.
 */
export function PartnerBlock(props: PartnerBlockFields) {
  const headingId = useHeadingId(props.id);
  const position = props.imagePosition ?? "left";
  return (
    <Section id={props.id} background={props.background} className={`partner partner-image-${position}`} labelledBy={headingId}>
      <div className="partner-grid">
        {/* The text comes first so the heading leads the section for screen readers; CSS puts the logo first on phones. */}
        <div className="partner-body">
          <Heading id={headingId} className="section-title partner-title">
            {props.title}
          </Heading>
          <div className="partner-description">
            <Paragraphs paragraphs={props.description} />
          </div>
          {props.bullets && props.bullets.length > 0 && (
            <ul className="check-list partner-bullets">
              {props.bullets.map((bullet, i) => (
                <li key={i}>
                  <InlineText text={bullet} />
                </li>
              ))}
            </ul>
          )}
          {props.action && <ActionBox boxClassName="action-row" action={props.action} context={props.title} />}
        </div>
        <div className="partner-logo">
          <Img image={props.image} className="partner-logo-img" sizes="260px" />
        </div>
      </div>
    </Section>
  );
}
