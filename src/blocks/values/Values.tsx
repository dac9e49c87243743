import type { ValuesBlock } from "../../types/schema.generated.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import "./values.css";

/**
 * The company's values (docs/product.md, About Us: seven values): a heading and intro (centred when the intro is short, src/ui/alignment.ts), then
 * one card per value with a decorative icon, a title one level below the heading and a sentence.
 * Cards have fixed widths and wrap centred, so seven read as 4 + 3 on desktop and 2 + 2 + 2 + 1 on tablets.
 */
export function Values(props: ValuesBlock) {
  const headingId = useHeadingId(props.id);
  const Title = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} background={props.background} className={`values ${centredWhenShort(props.intro)}`.trim()} labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <ul className="values-list">
        {props.items.map((item, i) => (
          <li key={i} className="card values-item">
            {item.icon && <img className="values-icon" src={item.icon} alt="" width={64} height={64} loading="lazy" decoding="async" />}
            <div className="values-body">
              <Title className="values-title">{item.title}</Title>
              <p className="values-text">
                <InlineText text={item.text} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
