import type { MediaTextBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { Img } from "../../ui/Img.tsx";
import { InlineText, Paragraphs } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./mediaText.css";

/** The picture's rendered width (mediaText.css): half the content column (1,248 px at most, 64 px between the halves) from 992 px, 640 px at most between 768 and 991 px, the column below. */
const MEDIA_TEXT_SIZES = "(min-width: 1296px) 592px, (min-width: 992px) calc(50vw - 56px), (min-width: 768px) 640px, calc(100vw - 48px)";

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
          <Img image={props.image} className="media-text-img" sizes={MEDIA_TEXT_SIZES} />
        </div>
      </div>
    </Section>
  );
}
