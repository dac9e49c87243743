import type { RichTextBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { Paragraphs } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./richText.css";

/** A section of text: optional eyebrow and heading, paragraphs with inline bold and links, highlighted words, buttons. */
export function RichText(props: RichTextBlock) {
  const generatedId = useHeadingId(props.id);
  const headingId = props.heading ? generatedId : undefined;
  return (
    <Section id={props.id} background={props.background} className={`rich-text ${props.align === "center" ? "center" : ""}`} labelledBy={headingId}>
      {props.heading && (
        <Heading level={props.headingLevel} id={headingId} eyebrow={props.eyebrow}>
          {props.heading}
        </Heading>
      )}
      <div className="rich-text-body">
        <Paragraphs paragraphs={props.body} highlight={props.highlight} />
      </div>
      <ActionRow actions={props.actions} context={props.heading} />
    </Section>
  );
}
