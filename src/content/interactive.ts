import type { Block, BlockType } from "../shared/model.ts";

/**
 * Block types whose behaviour needs the app's JavaScript (spec section 4: carousels, dialogs, the
 * events browser, downloads, the video list, editable plan cells, the embedded lead form). They are
 * also the blocks the registry loads on demand; a unit test keeps the two lists equal.
 */
export const INTERACTIVE_BLOCK_TYPES: ReadonlySet<BlockType> = new Set<BlockType>(["eventsBrowser", "factSheets", "gallery", "leadForm", "planTable", "testimonials", "videoList"]);

/**
 * Whether a page needs the app's JavaScript at all: true when it has an interactive block type, a
 * hero with two or more slides (a carousel), or any button that opens a dialog (an action with a
 * `video` or a `leadForm`). A page for which this is false (the legal pages, for example) is
 * prerendered without the app's scripts: it is complete HTML and CSS, plus a few hundred bytes of
 * inline script for the cookie notice. Pure; expects schema-valid blocks.
 */
export function blocksNeedClientScript(blocks: readonly Block[]): boolean {
  return blocks.some((block) => INTERACTIVE_BLOCK_TYPES.has(block.type) || (block.type === "hero" && block.slides.length > 1) || opensDialog(block));
}

/** True when `value` holds, at any depth, an action with a `video` or a `leadForm` (schema: common#/definitions/action). */
function opensDialog(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(opensDialog);
  if (!value || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  if (typeof record.label === "string" && (typeof record.video === "string" || typeof record.leadForm === "string")) return true;
  return Object.values(record).some(opensDialog);
}
