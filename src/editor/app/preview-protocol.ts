/**
 * The messages between the editor (parent window) and its preview frame (/_editor/preview.html).
 * Both sides post with `targetOrigin` set to their own origin and accept a message only when it comes
 * from the same origin and from the expected window (the frame's `contentWindow`, or the frame's
 * `parent`), so no other page or frame can drive the preview or fake a selection.
 */
import type { Block, PageData, SiteData } from "../../shared/model.ts";

/**
 * Parent → frame: show this site and page. `blocks`, when given, is rendered instead of the page's
 * blocks (the block catalogue: just these blocks inside the site's header and footer; `page` may then
 * be null). `selected` is the index of the block to outline, or null for none.
 */
export interface RenderMessage {
  kind: "render";
  site: SiteData;
  page: PageData | null;
  blocks?: Block[];
  selected: number | null;
}

/** Parent → frame: scroll the block at `index` into view (nothing happens for an index with no block). */
interface ScrollToMessage {
  kind: "scrollTo";
  index: number;
}

/** Every message the parent sends to the frame. */
export type ToFrameMessage = RenderMessage | ScrollToMessage;

/** Frame → parent: the frame's script runs and listens; the parent (re)sends what to render. */
interface ReadyMessage {
  kind: "ready";
}

/** Frame → parent: the author clicked inside the block at `index` (0-based, in the rendered order). */
interface SelectMessage {
  kind: "select";
  index: number;
}

/** Frame → parent: the height of the frame's document, in CSS px of the frame (before any scaling). */
interface HeightMessage {
  kind: "height";
  px: number;
}

/** Every message the frame sends to the parent. */
export type FromFrameMessage = ReadyMessage | SelectMessage | HeightMessage;

function isIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function record(data: unknown): Record<string, unknown> | null {
  return data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}

/**
 * Whether `data` (an event's payload, anything at all) is a well-formed {@link ToFrameMessage}.
 * Checks the shape of the envelope (kind, index, selected, blocks being an array, site an object),
 * not the site and page data inside it, which the editor's server built from validated files.
 */
export function isToFrameMessage(data: unknown): data is ToFrameMessage {
  const m = record(data);
  if (!m) return false;
  if (m.kind === "scrollTo") return isIndex(m.index);
  if (m.kind !== "render") return false;
  return (
    record(m.site) !== null &&
    (m.page === null || record(m.page) !== null) &&
    (m.blocks === undefined || Array.isArray(m.blocks)) &&
    (m.selected === null || isIndex(m.selected))
  );
}

/** Whether `data` is a well-formed {@link FromFrameMessage}; `height` must be a finite number of px, at least 0. */
export function isFromFrameMessage(data: unknown): data is FromFrameMessage {
  const m = record(data);
  if (!m) return false;
  if (m.kind === "ready") return true;
  if (m.kind === "select") return isIndex(m.index);
  if (m.kind === "height") return typeof m.px === "number" && Number.isFinite(m.px) && m.px >= 0;
  return false;
}

/** The preview document's address, served by the editor's server. */
export const PREVIEW_URL = "/_editor/preview.html";
