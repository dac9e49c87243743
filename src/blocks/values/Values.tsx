import type { ValuesBlock } from "../../types/schema.generated.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import { columnClasses } from "../../ui/columns.ts";
import "./values.css";

/**
 * The company's values (docs/product.md, About Us: seven values): a heading and intro (centred when the intro is short, src/ui/alignment.ts), then
 * one card per value with a decorative icon, a title one level below the heading and a sentence.
 * Up to four across from 992 px and two on tablets, as many as fill the rows evenly (src/ui/columns.ts),
 * a row that is not full centred: seven read as 4 + 3 on desktops and one under the other on tablets,
 * where (as on phones) each icon sits beside its text.
 */
export function Values(props: ValuesBlock) {
  const headingId = useHeadingId(props.id);
  const Title = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section
      id={props.id}
      background={props.background}
      className={`values ${centredWhenShort(props.intro)}`.trim()}
      labelledBy={headingId}
    >
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <ul className={`values-list grid ${columnClasses(props.items.length, { tablet: 2, laptop: 4, desktop: 4 })}`}>
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
