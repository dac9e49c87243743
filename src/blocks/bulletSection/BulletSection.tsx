import type { BulletSectionBlock } from "../../types/schema.generated.ts";
import { ActionBox } from "../../ui/ActionButton.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import { columnClasses } from "../../ui/columns.ts";
import "./bulletSection.css";

/**
 * A feature section (docs/product.md, PrecisionERP): a decorative icon beside the heading, a
 * paragraph and a check-mark list (with `listStyle: steps` a numbered list, for a process followed in
 * order) in the main column, the list in as many columns as fill its rows evenly (src/ui/columns.ts:
 * up to two on tablets and three on wider screens, or `columns` when set; one beside a box unless
 * `columns` says otherwise),
 * the highlighted side box (teal, navy or amber) beside it from 992 px, and the button under the
 * main column. On phones everything stacks: main column, box, button.
 */
export function BulletSection(props: BulletSectionBlock) {
  const headingId = useHeadingId(props.id);
  const BoxTitle = props.headingLevel === 3 ? "h4" : "h3";
  const box = props.box;
  const steps = props.listStyle === "steps";
  const List = steps ? "ol" : "ul";
  return (
    <Section id={props.id} background={props.background} className="bullet-section" labelledBy={headingId}>
      <div className={`bullet-section-layout ${box ? "bullet-section-has-box" : ""}`.trim()}>
        <div className="bullet-section-main">
          <div className="bullet-section-head">
            {props.icon && <img className="bullet-section-icon" src={props.icon} alt="" width={64} height={64} loading="lazy" decoding="async" />}
            <Heading level={props.headingLevel} id={headingId} className="section-title bullet-section-title">
              {props.heading}
            </Heading>
          </div>
          {props.text && (
            <p className="bullet-section-text">
              <InlineText text={props.text} highlight={props.highlight} />
            </p>
          )}
          <List className={`${steps ? "steps-list" : "check-list"} bullet-section-list column-list ${listColumns(props.bullets.length, props.columns ?? (box ? 1 : 3))}`}>
            {props.bullets.map((bullet, i) => (
              <li key={i}>
                <InlineText text={bullet} highlight={props.highlight} />
              </li>
            ))}
          </List>
        </div>
        {box && (
          <div className={`bullet-section-box bullet-section-box-${box.tone ?? "teal"}`}>
            {box.title && <BoxTitle className="bullet-section-box-title">{box.title}</BoxTitle>}
            <p className="bullet-section-box-text">
              <InlineText text={box.text} highlight={props.highlight} />
            </p>
            {box.extraText && (
              <p className="bullet-section-box-extra">
                <InlineText text={box.extraText} highlight={props.highlight} />
              </p>
            )}
          </div>
        )}
        {props.action && <ActionBox boxClassName="bullet-section-action" action={props.action} responsive context={props.heading} />}
      </div>
    </Section>
  );
}

/** The column classes for a list of `count` bullets of at most `most` columns (two at most on tablets). */
function listColumns(count: number, most: number): string {
  return columnClasses(count, { tablet: Math.min(2, most), laptop: most, desktop: most });
}
