/**
 * The inline markup authors may use in text fields: `**bold**` (group 1) and `[label](href)`
 * (groups 2 and 3). Shared by the renderer and the link checker so both read text the same way.
 */
export const INLINE_MARKUP = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** The hrefs of every `[label](href)` link in `text`, in order. */
export function inlineLinks(text: string): string[] {
  return [...text.matchAll(INLINE_MARKUP)].filter((m) => m[3] !== undefined).map((m) => m[3]!);
}

/**
 * Whether a link target is allowed on the site: http(s), mailto:, tel:, a site path or an #anchor;
 * never javascript:, data: or any other scheme, and never a protocol-relative `//host` (or `/\host`,
 * which browsers read the same way), which would lead to another website while looking like a path.
 */
export function isAllowedHref(href: string): boolean {
  return /^(https?:\/\/|mailto:|tel:|\/(?![/\\])|#)/i.test(href);
}
