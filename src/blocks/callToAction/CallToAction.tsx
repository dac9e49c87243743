import type { CallToActionBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, useHeadingId } from "../../ui/Section.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import "./callToAction.css";

/**
 * A full-width coloured band (navy gradient by default, teal or mist) with a heading, a sentence and
 * the author's buttons, centred while the sentence is short (two lines or fewer, src/ui/alignment.ts)
 * and left-aligned when it is longer. Every button variant is restyled where needed so it stays
 * visible and legible on every tone.
 */
export function CallToAction(props: CallToActionBlock) {
  const headingId = useHeadingId(props.id);
  return (
    <section id={props.id} className={`call-to-action call-to-action-${props.tone ?? "navy"}`} aria-labelledby={headingId}>
      <div className={`container ${centredWhenShort(props.text)}`.trim()}>
        <Heading level={props.headingLevel} id={headingId} className="section-title call-to-action-title">
          {props.heading}
        </Heading>
        {props.text && (
          <p className="call-to-action-text">
            <InlineText text={props.text} />
          </p>
        )}
        <ActionRow actions={props.actions} className="call-to-action-actions" context={props.heading} />
      </div>
    </section>
  );
}
