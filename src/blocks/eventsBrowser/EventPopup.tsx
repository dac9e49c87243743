import type { ReactNode } from "react";
import { Carousel } from "../../ui/carousel/Carousel.tsx";
import { Dialog } from "../../ui/Dialog.tsx";
import { PLAYER_FRAME_SANDBOX } from "../../ui/sandbox.ts";
import { embedUrl, videoSiteName } from "../../shared/video-url.ts";
import { popupMode, popupPictures, type PopupMode } from "./media.ts";
import type { EventItem } from "./years.ts";

/** The message of an event with neither photos nor a video (docs/product.md, Error texts). */
const NO_MEDIA_MESSAGE = "No images or videos available for this event.";

/**
 * The event popup (docs/product.md, Behaviours: Event popup): closed while `event` is null, otherwise a modal
 * dialog named by the event's title showing its title, dates and place over, by {@link popupMode},
 * the event's video (an embedded player and a link to watch it on its site), a slideshow of its
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
  if (props.mode === "video") media = <EventVideo title={event.title} watchUrl={event.watchVideo!} />;
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
          <img key={image.src} src={image.src} alt={image.alt} width={image.width} height={image.height} className="event-popup-image" decoding="async" />
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

function EventVideo(props: { title: string; watchUrl: string }) {
  const src = embedUrl(props.watchUrl);
  return (
    <>
      {src && (
        <iframe
          className="event-popup-video"
          src={src}
          title={`${props.title} (video)`}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={PLAYER_FRAME_SANDBOX}
        />
      )}
      <p className="event-popup-watch">
        <a href={props.watchUrl} target="_blank" rel="noopener noreferrer">
          Watch on {videoSiteName(props.watchUrl)} <span className="visually-hidden">(opens in a new tab)</span>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </a>
      </p>
    </>
  );
}
