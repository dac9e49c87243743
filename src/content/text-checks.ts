/**
 * Checks on the text an author types that the schemas cannot express: characters that are never
 * content (control characters, bytes that are not UTF-8), HTML tags typed into text (the site shows
 * them literally), and curly quotes a word processor wrapped around a whole value.
 */

/**
 * Characters that are never content: Unicode's controls (C0, DEL, C1) except tab, line feed and
 * carriage return; the bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to
 * U+2069), which make text read in another order than it is written; and U+FFFD, which stands for
 * bytes that are not UTF-8.
 */
const CONTROL = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069\uFFFD]/gu;

/** Names of the bidirectional controls {@link CONTROL} refuses. */
const BIDI_NAMES: Record<number, string> = {
  0x202a: "LEFT-TO-RIGHT EMBEDDING",
  0x202b: "RIGHT-TO-LEFT EMBEDDING",
  0x202c: "POP DIRECTIONAL FORMATTING",
  0x202d: "LEFT-TO-RIGHT OVERRIDE",
  0x202e: "RIGHT-TO-LEFT OVERRIDE",
  0x2066: "LEFT-TO-RIGHT ISOLATE",
  0x2067: "RIGHT-TO-LEFT ISOLATE",
  0x2068: "FIRST STRONG ISOLATE",
  0x2069: "POP DIRECTIONAL ISOLATE",
};

const C0_NAMES = [
  "NUL",
  "SOH",
  "STX",
  "ETX",
  "EOT",
  "ENQ",
  "ACK",
  "BEL",
  "BS",
  "TAB",
  "LF",
  "VT",
  "FF",
  "CR",
  "SO",
  "SI",
  "DLE",
  "DC1",
  "DC2",
  "DC3",
  "DC4",
  "NAK",
  "SYN",
  "ETB",
  "CAN",
  "EM",
  "SUB",
  "ESC",
  "FS",
  "GS",
  "RS",
  "US",
];

/**
 * How a control character is named in messages: `the control character ESC (U+001B)`, or for
 * U+FFFD, bytes that are not UTF-8 text.
 */
export function describeControl(char: string): string {
  const code = char.codePointAt(0)!;
  if (code === 0xfffd) return "a byte that is not UTF-8 text (the file was probably saved in another encoding)";
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  if (BIDI_NAMES[code]) return `the invisible character ${BIDI_NAMES[code]} (${hex}), which changes the order text is shown in`;
  const name = code < 32 ? C0_NAMES[code] : code === 0x7f ? "DEL" : undefined;
  return `the control character ${name ? `${name} (${hex})` : hex}`;
}

/** Offsets of every control character in `text` (see {@link describeControl}), at most `limit` of them. */
export function findControlCharacters(text: string, limit = 20): { offset: number; char: string }[] {
  const found: { offset: number; char: string }[] = [];
  for (const m of text.matchAll(CONTROL)) {
    found.push({ offset: m.index, char: m[0] });
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * `text` with every control character replaced by a visible stand-in of the same width: the Unicode
 * control picture (␛ for ESC, ␀ for NUL, ␡ for DEL) or `�`. Terminal output built from author text
 * goes through it, so a file can never clear or retitle the author's terminal.
 */
export function visibleControls(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.codePointAt(0)!;
    if (code < 32) return String.fromCodePoint(0x2400 + code);
    if (code === 0x7f) return "\u2421";
    // Bidirectional controls and U+FFFD show as the replacement character.
    return "\uFFFD";
  });
}

/** HTML tags an author might type, and the site's own markup for each. */
const TAG =
  /<\/?(a|abbr|b|big|blockquote|br|center|code|del|div|em|font|h[1-6]|hr|i|iframe|img|ins|li|mark|ol|p|pre|s|script|small|span|strike|strong|style|sub|sup|table|td|th|tr|u|ul)(?=[\s/>])[^<>]*>/i;

/**
 * The first HTML tag in `text` (`<b>`, `<br>`, `<a href=...>`), with the site's own way of writing
 * what it means; undefined when there is none. Only HTML element names count, written right after
 * the `<`, so `a < b`, `<5%` and `<name@example.com>` are text.
 */
export function findHtmlTag(text: string): { tag: string; offset: number; instead: string } | undefined {
  if (!text.includes("<")) return undefined;
  const m = TAG.exec(text);
  if (!m) return undefined;
  const name = m[1]!.toLowerCase();
  const link = /^<\s*a\b[^>]*\bhref\s*=\s*["']?([^"'\s>]+)/i.exec(m[0]);
  let instead: string;
  if (name === "b" || name === "strong") {
    const inner = /<\s*(?:b|strong)\b[^>]*>([\s\S]*?)<\s*\/\s*(?:b|strong)\s*>/i.exec(text.slice(m.index))?.[1];
    instead = `write bold text as **${inner ?? "text"}**`;
  } else if (name === "a") {
    const label = /<\s*a\b[^>]*>([\s\S]*?)<\s*\/\s*a\s*>/i.exec(text.slice(m.index))?.[1];
    instead = `write a link as [${label ?? "label"}](${link?.[1] ?? "/route"})`;
  } else if (name === "br" || name === "p") {
    instead = "start a new paragraph as a new item of the list instead";
  } else if (name === "i" || name === "em" || name === "u") {
    instead = "the site has no italic or underline: write the words plainly, or as **bold**";
  } else {
    instead = "remove the tag: text is shown exactly as typed, with **bold** and [label](/route) as its only markup";
  }
  return { tag: m[0].length > 60 ? `${m[0].slice(0, 57)}...` : m[0], offset: m.index, instead };
}

/** Quote pairs a word processor puts around text. */
const CURLY = /^([\u201C\u201E\u00AB\u2018\u201A])[\s\S]*([\u201D\u201C\u00BB\u2019\u2018])$/;

/** Whether a whole value is wrapped in curly quotes (“Webinars”, ‘Webinars’, „Webinars“, «Webinars»), which would be published with it. */
export function wrappedInCurlyQuotes(text: string): boolean {
  return text.length >= 3 && CURLY.test(text.trim());
}
