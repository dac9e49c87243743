/**
 * Texts a new page starts with, for the author to replace: what `npm run new-page` and the editor's
 * New page write (the page template). They are read from the template itself, so a template that
 * changes its wording is still recognised; a page that still holds one is not finished.
 */
import { parse } from "yaml";
import { pageTemplate as pageTemplateYaml } from "./new-page.ts";

/** One text a template writes: `pattern` matches it whatever page title the template put in it; `sample` is the text as written. */
export interface TemplateText {
  pattern: RegExp;
  sample: string;
}

/** Fields whose template value is not a text to replace: the block type, links, ids, button labels ("Contact us" is a fine label to keep) and the page's own title (made from its route). */
const NOT_PLACEHOLDER_FIELDS = new Set(["type", "href", "title", "id", "label"]);

/** The route and title the page template is written for, to read its texts; the title, where it appears in a text, stands for any title. */
const PROBE_ROUTE = "/templateprobe";
const PROBE_TITLE = "Templateprobe";

let pageTemplate: TemplateText[] | undefined;

/**
 * The texts of the page template (description, intro, headings, paragraphs, call to action), each
 * matching whatever page title the template puts in it, except those that `realTexts` holds (the
 * block examples, which are real texts of the site: a template text that is one of them is worth
 * keeping). Read once from the template and kept.
 */
export function pageTemplateTexts(realTexts: ReadonlySet<string> = new Set()): TemplateText[] {
  return templateOnce().filter((t) => !realTexts.has(t.sample));
}

/** Every text of the page template, read once. */
function templateOnce(): TemplateText[] {
  if (pageTemplate) return pageTemplate;
  // With a contact page, so the template adds its call to action (which links to it).
  const data = parse(pageTemplateYaml(PROBE_TITLE, PROBE_ROUTE, ["/contact"])) as unknown;
  pageTemplate = leafTexts(data).map((sample) => ({ pattern: titlePattern(sample, PROBE_TITLE), sample }));
  return pageTemplate;
}

/** Every text of `value` that an author replaces (not under {@link NOT_PLACEHOLDER_FIELDS}), each once. */
export function leafTexts(value: unknown, key?: string, out = new Set<string>()): string[] {
  if (typeof value === "string" && value.trim() && !(key && NOT_PLACEHOLDER_FIELDS.has(key)) && !value.startsWith("/")) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => leafTexts(v, key, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leafTexts(v, k, out);
  return [...out];
}

/** A pattern for `text` in which the page title, where it occurs, stands for any title. */
function titlePattern(text: string, title: string): RegExp {
  const parts = title ? text.split(title).map(escape) : [escape(text)];
  return new RegExp(`^${parts.join(".+")}$`, "s");
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
