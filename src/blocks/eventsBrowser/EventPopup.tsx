import { useEffect, useRef, useState, type ReactNode } from "react";
import { Carousel } from "../../ui/carousel/Carousel.tsx";
import { Dialog } from "../../ui/Dialog.tsx";
import { providerReachable } from "../../ui/provider-check.ts";
import { PLAYER_FRAME_SANDBOX } from "../../ui/sandbox.ts";
import { ServiceFailure } from "../../ui/ServiceFailure.tsx";
import { embedUrl, videoSiteName } from "../../shared/video-url.ts";
import { popupMode, popupPictures, type PopupMode } from "./media.ts";
import type { EventItem } from "./years.ts";

/** The message of an event with neither photos nor a video (docs/product.md, Error texts). */
const NO_MEDIA_MESSAGE = "No images or videos available for this event.";

/**
 * The event popup (docs/product.md, Behaviours: Event popup): closed while `event` is null, otherwise a modal
 * dialog named by the event's title showing its title, dates and place over, by {@link popupMode},
 * the event's video (a click-to-play cover that loads the embedded player, and a link to watch it on
 * its site; see {@link EventVideo}), a slideshow of its
 * photos (its cover alone when it has no photos of its own) (autoplaying every `delayMs` ms, with arrows and a pause button in a bar under the photo, so
 * they never hide part of it), or the
 * 'No images or videos available for this event.' message. Its content is unmounted on close, so a
 * video stops and the next opening starts at the first photo.
 */
export function EventPopup(props: { event: EventItem | null; delayMs: number; onClose: () => void; fallbackLabel: string }) {
  const { event } = props;
  const mode = event ? popupMode(event) : "empty";
  return (
    <Dialog
      open={event !== null}
      onClose={props.onClose}
      label={event?.title ?? props.fallbackLabel}
      closeLabel="Close event"
      className={`dialog-event dialog-event-${mode}${mode === "video" ? " dialog-video" : ""}`}
    >
      {event && <EventPopupContent key={event.id} event={event} mode={mode} delayMs={props.delayMs} />}
    </Dialog>
  );
}

function EventPopupContent(props: { event: EventItem; mode: PopupMode; delayMs: number }) {
  const { event } = props;
  let media: ReactNode;
  if (props.mode === "video")
    media = <EventVideo title={event.title} watchUrl={event.watchVideo!} picture={event.images?.[0] ?? event.cover} />;
  else if (props.mode === "gallery")
    media = (
      <Carousel
        label={`${event.title} photos`}
        delayMs={props.delayMs}
        effect="slide"
        arrows
        // The controls sit in a bar under the photo (eventsBrowser.css), on white: never over the picture.
        tone="dark"
        className="event-popup-carousel"
        slides={popupPictures(event).map((image) => (
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="event-popup-image"
            decoding="async"
          />
        ))}
      />
    );
  else media = <p className="event-popup-empty">{NO_MEDIA_MESSAGE}</p>;
  return (
    <>
      <header className="event-popup-header">
        <h2 className="event-popup-title">{event.title}</h2>
        <p className="event-popup-meta">
          {event.dates} · {event.place}
        </p>
      </header>
      {media}
    </>
  );
}

/**
 * An event's video: a click-to-play cover (the event's first photo, or its card picture, under a play
 * button named "Play video: <title>"), so nothing of the video host loads until the visitor asks for
 * it; on the click the host's player, told to start playing. When the host cannot be reached (see
 * provider-check.ts) the same failure panel as the lead forms' takes the player's place: watch it on
 * the video's site in a new tab, or call or e-mail us. A watch URL no player is known for offers only
 * the 'Watch on …' link.
 */
function EventVideo(props: { title: string; watchUrl: string; picture: { src: string; width?: number; height?: number } }) {
  const src = embedUrl(props.watchUrl);
  const siteName = videoSiteName(props.watchUrl);
  const [playing, setPlaying] = useState(false);
  const [down, setDown] = useState(false);
  const media = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!playing || !src) return;
    let current = true;
    void providerReachable(src).then((reachable) => current && setDown(!reachable));
    return () => {
      current = false;
    };
  }, [playing, src]);
  const play = () => {
    setPlaying(true);
    // The button goes away: focus stays in the video's place rather than falling back to the page.
    requestAnimationFrame(() => media.current?.focus());
  };
  return (
    <>
      {src && (
        <div className="event-video" ref={media} tabIndex={-1}>
          {!playing ? (
            <button type="button" className="event-video-cover" onClick={play} aria-label={`Play video: ${props.title}`}>
              <img src={props.picture.src} alt="" width={props.picture.width} height={props.picture.height} decoding="async" />
              <span className="event-video-play" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
                </svg>
              </span>
              <span className="event-video-label">Play video</span>
              <span className="event-video-note">Plays from {siteName}</span>
            </button>
          ) : down ? (
            <ServiceFailure
              className="event-video-failed"
              title="The video could not be loaded"
              text={`${siteName} cannot be reached just now. Try watching it there in a new tab, or call or e-mail us to ask about the event.`}
              action={{ href: props.watchUrl, label: `Watch on ${siteName}` }}
            />
          ) : (
            <iframe
              className="event-popup-video"
              src={autoplay(src)}
              title={`${props.title} (video)`}
              loading="lazy"
              allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sandbox={PLAYER_FRAME_SANDBOX}
            />
          )}
        </div>
      )}
      {!down && (
        <p className="event-popup-watch">
          <a href={props.watchUrl} target="_blank" rel="noopener noreferrer">
            Watch on {siteName} <span className="visually-hidden">(opens in a new tab)</span>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </a>
        </p>
      )}
    </>
  );
}

/** The player URL `src` told to start playing at once (the visitor has just clicked Play): `autoplay=1`, which YouTube's and Vimeo's players both read. */
function autoplay(src: string): string {
  const url = new URL(src);
  url.searchParams.set("autoplay", "1");
  return url.href;
}
