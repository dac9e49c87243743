/**
 * Texts a new page starts with, for the author to replace: what `npm run new-page` and the editor's
 * New page write (the page template). They are read from the template itself, so a template that
 * changes its wording is still recognised; a page that still holds one is not finished.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { createPage } from "../../scripts/new-page.ts";

/** One text a template writes: `pattern` matches it whatever page title the template put in it; `sample` is the text as written. */
export interface TemplateText {
  pattern: RegExp;
  sample: string;
}

/** Fields whose template value is not a text to replace: the block type, links, ids, button labels ("Contact us" is a fine label to keep) and the page's own title (made from its route). */
const NOT_PLACEHOLDER_FIELDS = new Set(["type", "href", "title", "id", "label"]);

/** The route the page template is written for, to read its texts; its title is found in the texts and stands for any title. */
const PROBE_ROUTE = "/templateprobe";

let pageTemplate: TemplateText[] | undefined;

/**
 * The texts of the page template (description, intro, headings, paragraphs, call to action), each
 * matching whatever page title the template puts in it, except those that `realTexts` holds (the
 * block examples, which are real texts of the site: a template text that is one of them is worth
 * keeping). Written once into a temporary folder and kept. Throws only when the template cannot be
 * written (a developer error).
 */
export function pageTemplateTexts(realTexts: ReadonlySet<string> = new Set()): TemplateText[] {
  return templateOnce().filter((t) => !realTexts.has(t.sample));
}

/** Every text of the page template, read once. */
function templateOnce(): TemplateText[] {
  if (pageTemplate) return pageTemplate;
  const dir = mkdtempSync(join(tmpdir(), "page-template-"));
  try {
    mkdirSync(join(dir, "pages"));
    // A contact page, so the template adds its call to action (which links to it).
    writeFileSync(join(dir, "pages", "contact.yaml"), "title: Contact\n");
    const { relFile } = createPage({ rootDir: dir, route: PROBE_ROUTE });
    const data = parse(readFileSync(join(dir, relFile), "utf8")) as { title?: unknown };
    const title = typeof data.title === "string" ? data.title : "";
    pageTemplate = leafTexts(data).map((sample) => ({ pattern: titlePattern(sample, title), sample }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
