import { INLINE_MARKUP } from "../shared/inline-markup.ts";

/**
 * The one rule for centring text (docs/authoring.md, Layout rules the blocks keep for you): a section's text is centred only when
 * it is short, two lines or fewer on a wide screen; a longer text is set left-aligned, where a reader's
 * eye finds each line's start. "Short" is one paragraph of at most this many characters of visible
 * text (inline markup not counted): two lines of the intro's measure, about 70 characters each.
 */
export const SHORT_TEXT_MAX_CHARS = 140;

/** The same rule on a phone (375 px), whose lines hold about 38 characters: two of them. */
export const PHONE_SHORT_TEXT_MAX_CHARS = 76;

/** The text a reader sees in `text` with its inline markup (`**bold**`, `[label](href)`) taken out. */
export function visibleTextOf(text: string): string {
  return text.replace(INLINE_MARKUP, (_, bold: string | undefined, label: string | undefined) =>
    bold !== undefined ? visibleTextOf(bold) : (label ?? ""),
  );
}

/**
 * Whether `text` (one string, or paragraphs) is short enough to be centred: nothing at all, or one
 * paragraph of at most `maxChars` visible characters ({@link SHORT_TEXT_MAX_CHARS} unless given). Two paragraphs or more are never short.
 */
export function isShortText(text: string | readonly string[] | undefined, maxChars = SHORT_TEXT_MAX_CHARS): boolean {
  const paragraphs = (typeof text === "string" ? [text] : (text ?? [])).filter((p) => p.trim() !== "");
  if (paragraphs.length === 0) return true;
  return paragraphs.length === 1 && visibleTextOf(paragraphs[0]!).trim().length <= maxChars;
}

/**
 * The classes that centre a section's text where it is short: `"center"` (the site's centring class)
 * when it is two lines or fewer even on a phone ({@link PHONE_SHORT_TEXT_MAX_CHARS}); `"center
 * center-from-tablet"` when only from tablet width (768 px) on, so a phone sets it left-aligned; `""`
 * when it is never short ({@link isShortText}).
 */
export function centredWhenShort(text: string | readonly string[] | undefined): "center" | "center center-from-tablet" | "" {
  if (!isShortText(text)) return "";
  return isShortText(text, PHONE_SHORT_TEXT_MAX_CHARS) ? "center" : "center center-from-tablet";
}
