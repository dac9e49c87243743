/**
 * The inline markup authors may use in text fields: `**bold**` (group 1) and `[label](href)`
 * (groups 2 and 3). Shared by the renderer and the link checker so both read text the same way.
 */
export const INLINE_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * What a link may be, as a JSON Schema pattern: an http(s) URL, mailto:, tel: with a dialable number,
 * a site path (never `//host` or `/\host`, which browsers read as another website) or an #anchor
 * id. The one rule for links: the schemas' `href` definition is checked against it (schemas.ts
 * compiles with it; a unit test keeps common.schema.json's copy, which editors read, the same), the
 * validator checks inline links with {@link isAllowedHref}, and the renderer links only what passes.
 */
export const HREF_PATTERN = "^(https?://[^\\s]+|mailto:[^\\s]+|tel:[+0-9() .-]+|/(?![/\\\\])[^\\s]*|#[A-Za-z][A-Za-z0-9_-]*)$";

const HREF = new RegExp(HREF_PATTERN);

/**
 * The hrefs of every `[label](href)` link in `text`, in order, those inside `**bold**` included (bold
 * text may hold links).
 */
export function inlineLinks(text: string): string[] {
  return [...text.matchAll(INLINE_MARKUP)].flatMap((m) => (m[1] !== undefined ? inlineLinks(m[1]) : [m[3]!]));
}

/**
 * Whether a link target is allowed on the site ({@link HREF_PATTERN}): http(s), mailto:, tel:, a site
 * path or an #anchor; never javascript:, data: or any other scheme, and never a protocol-relative
 * `//host` (or `/\host`), which would lead to another website while looking like a path.
 */
export function isAllowedHref(href: string): boolean {
  return HREF.test(href);
}

/**
 * `text` as plain words, its inline markup taken out: `**bold**` becomes its text and
 * `[label](href)` its label, e.g. for structured data that search engines read as text.
 */
export function markupAsPlainText(text: string): string {
  return text.replace(INLINE_MARKUP, (_m, bold: string | undefined, label: string | undefined) =>
    bold !== undefined ? markupAsPlainText(bold) : label!,
  );
}
