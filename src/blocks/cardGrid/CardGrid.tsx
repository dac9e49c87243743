import type { CardGridBlock } from "../../types/schema.generated.ts";
import { InlineText, SlashBreaks } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { columnClasses } from "../../ui/columns.ts";
import "./cardGrid.css";

type Card = CardGridBlock["cards"][number];

/**
 * A heading, an intro and a list of cards in at most `columns` columns on desktops (at most three on
 * laptops, two on tablets, one on phones), as many as fill the rows evenly (src/ui/columns.ts): never
 * one card alone under full rows, and a last row that is not full is centred. A tablet that shows the
 * cards one under the other sets each card's icon beside its text. Each card has an optional decorative icon, an overhead label, a title one level
 * below the block heading, text and bullets. A card with `href` is clickable as a whole: its title
 * is the one link, stretched over the card, followed by a "Learn more →" cue.
 */
export function CardGrid(props: CardGridBlock) {
  const generatedId = useHeadingId(props.id);
  const headingId = props.heading ? generatedId : undefined;
  const level = props.headingLevel ?? 2;
  // Without a block heading the cards are the section's top-level headings, so no level is skipped.
  const titleLevel = props.heading ? level + 1 : level;
  return (
    <Section id={props.id} background={props.background} className="card-grid" labelledBy={headingId}>
      {props.heading ? (
        <Heading level={props.headingLevel} id={headingId} eyebrow={props.eyebrow}>
          {props.heading}
        </Heading>
      ) : (
        props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>
      )}
      {props.intro && (
        <p className="section-intro">
          <InlineText text={props.intro} />
        </p>
      )}
      <ul className={`grid card-grid-list ${cardColumns(props.cards.length, props.columns ?? 3)}`}>
        {props.cards.map((card, i) => (
          <CardItem key={card.id ?? i} card={card} titleLevel={titleLevel} />
        ))}
      </ul>
    </Section>
  );
}

/** The column classes for `count` cards of at most `most` columns on desktops. */
function cardColumns(count: number, most: number): string {
  return columnClasses(count, { tablet: Math.min(2, most), laptop: Math.min(3, most), desktop: most });
}

function CardItem(props: { card: Card; titleLevel: number }) {
  const { card } = props;
  const Title = props.titleLevel === 2 ? "h2" : props.titleLevel === 3 ? "h3" : "h4";
  return (
    <li id={card.id} className={`card card-grid-card ${card.href ? "card-grid-card-linked" : ""}`.trim()}>
      {card.icon && <img className="card-grid-icon" src={card.icon} alt="" width={64} height={64} loading="lazy" decoding="async" />}
      {card.overhead && <p className="card-grid-overhead">{card.overhead}</p>}
      <Title className="card-grid-title">
        {card.href ? (
          <SmartLink href={card.href} className="card-grid-link">
            <SlashBreaks text={card.title} />
          </SmartLink>
        ) : (
          <SlashBreaks text={card.title} />
        )}
      </Title>
      {card.text && (
        <p className="card-grid-text">
          <InlineText text={card.text} />
        </p>
      )}
      {card.bullets && card.bullets.length > 0 && (
        <ul className="check-list card-grid-bullets">
          {card.bullets.map((bullet, i) => (
            <li key={i}>
              <InlineText text={bullet} />
            </li>
          ))}
        </ul>
      )}
      {card.href && (
        <span className="card-grid-more" aria-hidden="true">
          {card.linkLabel ?? "Learn more"} <span className="card-grid-arrow">→</span>
        </span>
      )}
    </li>
  );
}
