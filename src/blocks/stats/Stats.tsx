import type { StatsBlock } from "../../types/schema.generated.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import "./stats.css";

/**
 * Key figures (proof points such as the partners' "2,000+ customers" or "99.9% inventory accuracy",
 * docs/product.md, Partners): an optional eyebrow, heading and intro, then a list of two to four
 * figures, each a large value with its label after it, so a screen reader reads one sentence
 * ("2,000+ customers trust…"), and an optional source line in small print. The list is labelled by
 * the heading, or "Key figures" without one. Two figures sit side by side everywhere; three stack on
 * phones and share one row from 768 px; four are 2 × 2 up to 992 px, then one row: never one alone
 * on a line. A prerendered block: no JavaScript. The schema keeps 2–4 figures; more would still
 * render, wrapping in the four-column grid.
 */
export function Stats(props: StatsBlock) {
  const headingId = useHeadingId(props.id);
  const labelled = Boolean(props.heading);
  return (
    <Section
      id={props.id}
      background={props.background}
      className={`stats ${centredWhenShort(props.intro)}`.trim()}
      labelledBy={labelled ? headingId : undefined}
    >
      <SectionHeader level={props.headingLevel} id={headingId} eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <ul
        className={`stats-list stats-count-${Math.min(props.stats.length, 4)}`}
        aria-labelledby={labelled ? headingId : undefined}
        aria-label={labelled ? undefined : "Key figures"}
      >
        {props.stats.map((stat, i) => (
          <li key={i} className="stats-item">
            <p className="stats-figure">
              <strong className="stats-value">{stat.value}</strong> <span className="stats-label">{stat.label}</span>
            </p>
            {stat.source && (
              <p className="stats-source">
                <InlineText text={stat.source} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
