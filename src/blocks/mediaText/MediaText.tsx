import type { MediaTextBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { Img } from "../../ui/Img.tsx";
import { InlineText, Paragraphs } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./mediaText.css";

/**
 * Text beside an image: eyebrow, heading, paragraphs (with highlighted words), a check-mark list
 * and buttons in one column, the image in a rounded frame in the other (right unless
 * `imagePosition: left`). From 768 px the two sit side by side; on phones the image is above the text.
 */
export function MediaText(props: MediaTextBlock) {
  const generatedId = useHeadingId(props.id);
  const headingId = props.heading ? generatedId : undefined;
  const position = props.imagePosition ?? "right";
  return (
    <Section id={props.id} background={props.background} className={`media-text media-text-image-${position}`} labelledBy={headingId}>
      <div className="media-text-grid">
        {/* The text comes first so the heading leads the section for screen readers; CSS puts the image first on phones. */}
        <div className="media-text-body">
          {props.heading ? (
            <Heading level={props.headingLevel} id={headingId} eyebrow={props.eyebrow}>
              {props.heading}
            </Heading>
          ) : (
            props.eyebrow && <p className="eyebrow">{props.eyebrow}</p>
          )}
          <div className="media-text-text">
            <Paragraphs paragraphs={props.body} highlight={props.highlight} />
          </div>
          {props.bullets && props.bullets.length > 0 && (
            <ul className="check-list media-text-bullets">
              {props.bullets.map((bullet, i) => (
                <li key={i}>
                  <InlineText text={bullet} highlight={props.highlight} />
                </li>
              ))}
            </ul>
          )}
          <ActionRow actions={props.actions} context={props.heading} responsive />
        </div>
        <div className="media-text-media">
          <Img image={props.image} className="media-text-img" />
        </div>
      </div>
    </Section>
  );
}
