import { useEffect, useState } from "react";
import { BLOCK_DEFAULTS, type VideoListBlock } from "../../types/schema.generated.ts";
import { useSiteSettings } from "../../shared/site-context.tsx";
import { ActionButton } from "../../ui/ActionButton.tsx";
import { columnClasses } from "../../ui/columns.ts";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import { fetchVideos, type Video } from "./videos.ts";
import "./videoList.css";

/** Size of the platform's 'high' thumbnail, in px, reserved so the cards do not shift as images arrive. */
const THUMBNAIL = { width: 480, height: 360 };
/** The most columns of video cards at each width. */
const VIDEO_COLUMNS = { tablet: 2, laptop: 3, desktop: 4 };

/**
 * The Resources videos section (docs/product.md: Resources, Outside calls and Error texts): the anchor target with its heading, intro
 * and optional button to the channel, all in the prerendered HTML. Once in the browser it lists the
 * channel's newest videos (at most `maxResults`, default 20), fetched from the video API within
 * `timeoutMs` (default 8000 ms), as cards with thumbnail, title and a link that opens the watch page
 * in a new tab. Until the answer arrives, and when the call fails (no key, network, HTTP status,
 * malformed answer, timeout), no list, placeholder or message shows: the failure goes to the console only.
 */
export function VideoList(props: VideoListBlock) {
  const headingId = useHeadingId(props.id);
  const videos = useChannelVideos(
    props.maxResults ?? BLOCK_DEFAULTS.videoList.maxResults,
    props.timeoutMs ?? BLOCK_DEFAULTS.videoList.timeoutMs,
  );
  return (
    <Section id={props.id} className="video-list" labelledBy={headingId}>
      <Heading level={props.headingLevel} id={headingId}>
        {props.heading}
      </Heading>
      {props.intro && (
        <p className="section-intro video-list-intro">
          <InlineText text={props.intro} />
        </p>
      )}
      <VideoCards videos={videos} labelledBy={headingId} titleLevel={props.headingLevel === 3 ? 4 : 3} />
      {props.channelLink && (
        <div className="action-row video-list-channel">
          <ActionButton action={props.channelLink} context={props.heading} />
        </div>
      )}
    </Section>
  );
}

/**
 * The list of videos as cards (docs/product.md, Content: Video): the thumbnail (480 x 360 px reserved, cropped
 * to 16:9, alt = title, lazy) with a play mark over it, the title as an h3 (or `titleLevel`) whose link
 * covers the card and opens the watch page in a new tab. The cards take their columns from their number
 * (at most 2 on tablets, 3 on laptops, 4 on desktops; src/ui/columns.ts). Renders nothing for an empty list.
 */
export function VideoCards(props: { videos: readonly Video[]; labelledBy?: string; titleLevel?: 3 | 4 }) {
  if (props.videos.length === 0) return null;
  const TitleTag = props.titleLevel === 4 ? "h4" : "h3";
  return (
    <ul className={`video-list-grid grid ${columnClasses(props.videos.length, VIDEO_COLUMNS)}`} aria-labelledby={props.labelledBy}>
      {props.videos.map((video) => (
        <li key={video.id} className="video-card">
          <span className="video-card-media">
            <img
              className="video-card-thumb"
              src={video.thumbnail}
              alt={video.title}
              width={THUMBNAIL.width}
              height={THUMBNAIL.height}
              loading="lazy"
              decoding="async"
            />
            <span className="video-card-play" aria-hidden="true" />
          </span>
          <TitleTag className="video-card-title">
            {/* The link covers the whole card (see videoList.css), so the thumbnail opens the video too. */}
            <a className="video-card-link" href={video.url} target="_blank" rel="noopener noreferrer">
              {video.title} <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          </TitleTag>
        </li>
      ))}
    </ul>
  );
}

/**
 * The channel's videos, fetched once after hydration (never during the prerender): [] until they
 * arrive and whenever the call fails, in which case the cause is logged with console.error
 * (docs/product.md, Error texts). A site built without an API key makes no call at all and says so with console.warn:
 * that is a setting, not a failure.
 */
function useChannelVideos(maxResults: number, timeoutMs: number): Video[] {
  const { endpoint, apiKey, channelId, watchUrl } = useSiteSettings().videoChannel;
  const [videos, setVideos] = useState<Video[]>([]);
  useEffect(() => {
    if (!apiKey) {
      console.warn(
        "Video list: no API key is configured (videoChannel.apiKey in pages/_site.yaml, or VIDEO_API_KEY at build), so the channel's videos are not fetched.",
      );
      return;
    }
    const controller = new AbortController();
    const channel = { endpoint, apiKey, channelId, watchUrl };
    fetchVideos({ channel, maxResults, timeoutMs, signal: controller.signal }).then(setVideos, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(`Video list: the channel's videos are not shown because ${error instanceof Error ? error.message : String(error)}.`);
    });
    return () => controller.abort();
  }, [endpoint, apiKey, channelId, watchUrl, maxResults, timeoutMs]);
  return videos;
}
