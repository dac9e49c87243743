import type { EventItem } from "./years.ts";

/** What the event popup shows (docs/product.md, Behaviours: Event popup). */
export type PopupMode = "video" | "gallery" | "empty";

/**
 * The mode the event popup opens in (docs/product.md, Behaviours): `video` when the event has a watch URL,
 * otherwise `gallery` when it has at least one image, otherwise `empty` (the popup then says
 * 'No images or videos available for this event.'). A blank watch URL counts as none.
 */
export function popupMode(event: Pick<EventItem, "images" | "watchVideo">): PopupMode {
  if (event.watchVideo?.trim()) return "video";
  if (event.images && event.images.length > 0) return "gallery";
  return "empty";
}
