import type { Image } from "../../types/schema.generated.ts";
import type { EventItem } from "./years.ts";

/** What the event popup shows (docs/product.md, Behaviours: Event popup). */
export type PopupMode = "video" | "gallery" | "empty";

/**
 * The pictures the event popup shows: the event's photos, or, when it has none, its cover (the picture
 * its card already shows), so a card with a picture never opens onto an empty popup. `[]` only for an
 * event with neither.
 */
export function popupPictures(event: Pick<EventItem, "images"> & { cover?: Image }): Image[] {
  if (event.images && event.images.length > 0) return event.images;
  return event.cover ? [event.cover] : [];
}

/**
 * The mode the event popup opens in (docs/product.md, Behaviours): `video` when the event has a watch URL,
 * otherwise `gallery` when it has a picture to show ({@link popupPictures}: its photos, else its cover),
 * otherwise `empty` (the popup then says 'No images or videos available for this event.'). A blank
 * watch URL counts as none.
 */
export function popupMode(event: Pick<EventItem, "images" | "watchVideo"> & { cover?: Image }): PopupMode {
  if (event.watchVideo?.trim()) return "video";
  if (popupPictures(event).length > 0) return "gallery";
  return "empty";
}
