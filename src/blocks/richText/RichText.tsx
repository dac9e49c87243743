import type { RichTextBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import { Paragraphs } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./richText.css";

/**
 * A section of text: optional eyebrow and heading, paragraphs with inline bold and links, highlighted
 * words, buttons. Centred (with `align: center`) only when the text is short, two lines or fewer
 * (src/ui/alignment.ts); otherwise set left-aligned and, with a heading, from 992 px the heading sits
 * in a column beside the text, so the text's measure never leaves half the row empty.
 */
export function RichText(props: RichTextBlock) {
  const generatedId = useHeadingId(props.id);
  const headingId = props.heading ? generatedId : undefined;
  const centred = props.align === "center" ? centredWhenShort(props.body) : "";
  const split = !centred && Boolean(props.heading);
  const layout = centred || (split ? "rich-text-split" : "");
  return (
    <Section id={props.id} background={props.background} className={`rich-text ${layout}`.trim()} labelledBy={headingId}>
      {props.heading && (
        <div className="rich-text-head">
          <Heading level={props.headingLevel} id={headingId} eyebrow={props.eyebrow}>
            {props.heading}
          </Heading>
        </div>
      )}
      <div className="rich-text-main">
        <div className="rich-text-body">
          <Paragraphs paragraphs={props.body} highlight={props.highlight} />
        </div>
        <ActionRow actions={props.actions} context={props.heading} />
      </div>
    </Section>
  );
}
