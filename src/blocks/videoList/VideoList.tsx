import type { VideoListBlock } from "../../types/schema.generated.ts";
import { ActionButton } from "../../ui/ActionButton.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";

/**
 * The Resources videos section, static part (spec sections 2 and 7): the anchor target with its
 * heading, intro and the optional button to the video channel. The list itself is fetched in the
 * browser by later client code; until then nothing stands in for it, so no empty list or placeholder shows.
 */
export function VideoList(props: VideoListBlock) {
  const hid = useHeadingId(props.id);
  return (
    <Section id={props.id} className="video-list" labelledBy={hid}>
      <Heading level={props.headingLevel} id={hid}>
        {props.heading}
      </Heading>
      {props.intro && (
        <p className="section-intro video-list-intro">
          <InlineText text={props.intro} />
        </p>
      )}
      {props.channelLink && (
        <div className="action-row video-list-channel">
          <ActionButton action={props.channelLink} />
        </div>
      )}
    </Section>
  );
}
