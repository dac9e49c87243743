/**
 * Text from YAML is always text: every page of the site, with every text field of every block (titles,
 * headings, paragraphs, bullets, button labels, alt texts, captions, quotes...) replaced by HTML and
 * script, renders that text as typed, and never as an element, an attribute or a script.
 */
import { describe, expect, it } from "vitest";
import type { Block } from "../shared/model.ts";
import { loadContentOrThrow } from "../content/load.ts";
import { renderHtml } from "../../tests/support/render.tsx";
import { Blocks } from "./Blocks.tsx";

const HOSTILE = `<script>alert(1)</script><img src=x onerror=alert(1)>" onmouseover="alert(1)' &`;
/** How React writes {@link HOSTILE} in text and in attribute values: every markup character escaped. */
const ESCAPED = "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot; onmouseover=&quot;alert(1)&#x27; &amp;";

/**
 * Fields that are not free text: the block type, ids, links and files (their own test covers
 * hostile addresses), references to _site.yaml, fixed choices, numbers, and event dates (which
 * must hold a year for the event to show).
 */
const NOT_TEXT = new Set([
  "type",
  "id",
  "href",
  "link",
  "src",
  "srcMobile",
  "srcDesktopTablet",
  "icon",
  "pdf",
  "poster",
  "captions",
  "captionsLanguage",
  "shape",
  "time",
  "watchVideo",
  "leadForm",
  "video",
  "form",
  "background",
  "variant",
  "tone",
  "imagePosition",
  "align",
  "dates",
  "headingLevel",
]);

/** A copy of `value` with every free-text string replaced by {@link HOSTILE}; returns how many were replaced. */
function hostile<T>(value: T): { value: T; replaced: number } {
  let replaced = 0;
  const walk = (node: unknown, key?: string): unknown => {
    if (typeof node === "string") {
      if (key !== undefined && NOT_TEXT.has(key)) return node;
      replaced++;
      return HOSTILE;
    }
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v, k)]));
    return node;
  };
  return { value: walk(value) as T, replaced };
}

/** Every start tag of `html` with its attribute names, read one attribute after the other so that quoted values are skipped. */
function startTags(html: string): { name: string; attributes: string[] }[] {
  const attribute = /\s*([^\s=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?\s*\/?/gy;
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map((m) => {
    if (m[2]!.replace(attribute, "").trim() !== "") throw new Error(`Could not read the attributes of <${m[1]}${m[2]}>`);
    return { name: m[1]!.toLowerCase(), attributes: [...m[2]!.matchAll(attribute)].map((a) => a[1]!.toLowerCase()) };
  });
}

// With a video API key, so that every block is rendered (without one the Videos section is left out).
const content = loadContentOrThrow({ rootDir: process.cwd(), videoApiKey: "test" });
const pages = [...content.pages.values(), content.notFound];

describe("HTML and script written in a page's text", () => {
  for (const page of pages) {
    it(`${page.route}: shows in every block as typed, never as an element or attribute`, async () => {
      for (const original of page.blocks) {
        const { value: block, replaced } = hostile<Block>(original);
        const html = renderHtml(<Blocks blocks={[block]} />, content.site);
        const label = `${page.route} ${original.type}${"id" in original && original.id ? ` #${original.id}` : ""}`;
        if (replaced > 0) expect(html, label).toContain(ESCAPED);
        expect(html, label).not.toContain("<script");
        expect(html, label).not.toContain("<img src=x");
        for (const tag of startTags(html)) {
          expect(tag.name, label).not.toBe("script");
          expect(
            tag.attributes.filter((a) => a.startsWith("on")),
            `${label}: <${tag.name}>`,
          ).toEqual([]);
        }
      }
    });
  }
});
