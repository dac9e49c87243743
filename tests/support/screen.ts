import { load, type Cheerio, type CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";

/**
 * Queries over server-rendered HTML the way a visitor (or a screen reader) meets it: by role and
 * accessible name, and by visible text, after Testing Library's queries. Only what the components'
 * tests need: implicit roles of the elements blocks render, explicit `role` attributes, names from
 * `aria-labelledby`, `aria-label`, `alt` or the content, and `aria-hidden` subtrees left out.
 */
export interface Screen {
  /** Every element of `role` (e.g. `"heading"`, `"link"`, `"img"`, `"list"`), in document order, optionally by name and heading level. */
  getAllByRole(role: string, options?: RoleOptions): Found[];
  /** The one element of `role`; throws when there is none or more than one, listing what there is. */
  getByRole(role: string, options?: RoleOptions): Found;
  /** The one element of `role`, or null when there is none; throws when there are several. */
  queryByRole(role: string, options?: RoleOptions): Found | null;
  /** The innermost elements whose whole text (whitespace collapsed) equals or matches `text`, in document order. */
  getAllByText(text: string | RegExp): Found[];
  /** The one innermost element whose text equals or matches `text`; throws when there is none or several. */
  getByText(text: string | RegExp): Found;
  /** The innermost element whose text equals or matches `text`, or null. */
  queryByText(text: string | RegExp): Found | null;
  /** The one element whose `title` attribute equals or matches `title` (a frame, say); throws when there is none or several. */
  getByTitle(title: string | RegExp): Found;
}

/** Filters of a role query: the accessible name (whole, whitespace collapsed, or a pattern), a heading's level (1–6), hidden elements. */
export interface RoleOptions {
  name?: string | RegExp;
  level?: number;
  /** Include elements hidden from everyone (`hidden`, `aria-hidden="true"`), as Testing Library's `hidden: true`. */
  hidden?: boolean;
}

/** An element found by a query: what a visitor perceives of it, and queries inside it. */
export interface Found extends Screen {
  /** The element's tag name, lower-case (`"h2"`, `"a"`). */
  tag: string;
  /** Its role (explicit or implicit), or `""` when it has none of those {@link Screen} knows. */
  role: string;
  /** Its accessible name, whitespace collapsed. */
  name: string;
  /** Its visible text (aria-hidden parts included, as a sighted visitor sees them; `hidden` ones not), whitespace collapsed. */
  text: string;
  /** A heading's level, 1–6; undefined for other elements. */
  level: number | undefined;
  /** The value of an attribute, or undefined. */
  attr(name: string): string | undefined;
  /** The element around this one, or null at the top. */
  parent(): Found | null;
}

/** Parses `html` (a fragment, e.g. a component's server-rendered markup) for role and text queries. */
export function screenOf(html: string): Screen {
  const $ = load(html, null, false);
  return queries($, $.root());
}

const LANDMARKS: Record<string, string> = { nav: "navigation", main: "main", aside: "complementary", footer: "contentinfo", header: "banner" };
const SIMPLE_ROLES: Record<string, string> = {
  ul: "list",
  ol: "list",
  li: "listitem",
  p: "paragraph",
  button: "button",
  table: "table",
  tr: "row",
  td: "cell",
  dialog: "dialog",
  figure: "figure",
  blockquote: "blockquote",
  strong: "strong",
  em: "emphasis",
  mark: "mark",
  textarea: "textbox",
  select: "combobox",
  option: "option",
  article: "article",
  fieldset: "group",
  thead: "rowgroup",
  tbody: "rowgroup",
  tfoot: "rowgroup",
  ...LANDMARKS,
};
const INPUT_ROLES: Record<string, string> = { checkbox: "checkbox", radio: "radio", button: "button", submit: "button", number: "spinbutton", range: "slider" };
const NAME_FROM_CONTENT = new Set(["heading", "link", "button", "cell", "row", "columnheader", "rowheader", "tab", "option", "listitem", "paragraph", "strong", "emphasis", "mark"]);

function roleOf($: CheerioAPI, el: Element): string {
  const explicit = el.attribs.role?.split(/\s+/)[0];
  if (explicit) return explicit;
  const tag = el.tagName;
  if (/^h[1-6]$/.test(tag)) return "heading";
  if (tag === "a") return el.attribs.href !== undefined ? "link" : "";
  if (tag === "img") return el.attribs.alt === "" ? "presentation" : "img";
  if (tag === "section") return el.attribs["aria-label"] || el.attribs["aria-labelledby"] ? "region" : "";
  if (tag === "th") return $(el).closest("thead").length || el.attribs.scope === "col" ? "columnheader" : "rowheader";
  if (tag === "input") return INPUT_ROLES[el.attribs.type ?? "text"] ?? "textbox";
  return SIMPLE_ROLES[tag] ?? "";
}

function hidden($: CheerioAPI, el: Element): boolean {
  return $(el).closest('[aria-hidden="true"], [hidden]').length > 0;
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** Text as a sighted visitor reads it (or, with `skipHidden`, a screen reader): text nodes and pictures' alt text, never `hidden` elements. */
function visibleText(node: AnyNode, skipHidden: boolean): string {
  if (node.type === "text") return (node as unknown as { data: string }).data;
  if (node.type !== "tag" && node.type !== "root") return "";
  const el = node as Element;
  if (el.attribs?.hidden !== undefined || (skipHidden && el.attribs?.["aria-hidden"] === "true")) return "";
  if (el.tagName === "img") return el.attribs.alt ?? "";
  if (el.tagName === "script" || el.tagName === "style" || el.tagName === "template") return "";
  const text = el.children.map((child) => visibleText(child, skipHidden)).join("");
  // Block boxes start on their own line: a visitor reads "Title" and "Read more" as two words.
  return BLOCK_TAGS.has(el.tagName) ? ` ${text} ` : text;
}

const BLOCK_TAGS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "br",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "li",
  "nav",
  "ol",
  "p",
  "section",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);

function accessibleName($: CheerioAPI, el: Element, role: string): string {
  const labelledBy = el.attribs["aria-labelledby"];
  if (labelledBy) {
    const root = $.root();
    return collapse(
      labelledBy
        .split(/\s+/)
        .map((id) => root.find(`[id="${id}"]`).get(0))
        .map((target) => (target ? visibleText(target, true) : ""))
        .join(" "),
    );
  }
  if (el.attribs["aria-label"]) return collapse(el.attribs["aria-label"]);
  if (el.tagName === "img") return collapse(el.attribs.alt ?? "");
  const caption = el.tagName === "table" ? "caption" : el.tagName === "fieldset" ? "legend" : undefined;
  if (caption) {
    const first = $(el).children(caption).get(0);
    return first ? collapse(visibleText(first, true)) : "";
  }
  if ((el.tagName === "input" || el.tagName === "select" || el.tagName === "textarea") && el.attribs.id) {
    const label = $.root().find(`label[for="${el.attribs.id}"]`).get(0);
    if (label) return collapse(visibleText(label, true));
  }
  if (el.tagName === "input" || el.tagName === "select" || el.tagName === "textarea") {
    const label = $(el).closest("label").get(0);
    if (label) return collapse(visibleText(label, true));
  }
  return NAME_FROM_CONTENT.has(role) ? collapse(visibleText(el, true)) : "";
}

const matches = (value: string, expected: string | RegExp) => (typeof expected === "string" ? value === collapse(expected) : expected.test(value));

function found($: CheerioAPI, el: Element): Found {
  const role = roleOf($, el);
  const level = /^h[1-6]$/.test(el.tagName) ? Number(el.tagName[1]) : el.attribs["aria-level"] ? Number(el.attribs["aria-level"]) : undefined;
  return {
    ...queries($, $(el)),
    tag: el.tagName,
    role,
    name: accessibleName($, el, role),
    text: collapse(visibleText(el, false)),
    level,
    attr: (name) => el.attribs[name],
    parent: () => (el.parent?.type === "tag" ? found($, el.parent) : null),
  };
}

function describeAll(list: Found[]): string {
  return list.length ? list.map((f) => `${f.role || f.tag} "${f.name || f.text}"`).join(", ") : "nothing";
}

function queries($: CheerioAPI, scope: Cheerio<AnyNode>): Screen {
  const elements = () =>
    scope
      .find("*")
      .toArray()
      .filter((node): node is Element => node.type === "tag");
  const getAllByRole = (role: string, options: RoleOptions = {}) =>
    elements()
      .filter((el) => roleOf($, el) === role && (options.hidden || !hidden($, el)))
      .map((el) => found($, el))
      .filter((f) => (options.name === undefined || matches(f.name, options.name)) && (options.level === undefined || f.level === options.level));
  const getAllByText = (text: string | RegExp) => {
    const all = elements().filter((el) => matches(collapse(visibleText(el, false)), text));
    return all.filter((el) => !all.some((other) => other !== el && $(other).parents().toArray().includes(el))).map((el) => found($, el));
  };
  const one = (list: Found[], what: string, everything: () => Found[]) => {
    if (list.length !== 1) throw new Error(`expected one ${what}, found ${list.length}; there is: ${describeAll(everything())}`);
    return list[0]!;
  };
  const roleLabel = (role: string, options?: RoleOptions) => `${role}${options?.name !== undefined ? ` named ${String(options.name)}` : ""}${options?.level ? ` of level ${options.level}` : ""}`;
  return {
    getAllByRole,
    getByRole: (role, options) => one(getAllByRole(role, options), roleLabel(role, options), () => getAllByRole(role)),
    queryByRole: (role, options) => {
      const list = getAllByRole(role, options);
      return list.length === 0 ? null : one(list, roleLabel(role, options), () => list);
    },
    getAllByText,
    getByText: (text) => one(getAllByText(text), `element with the text ${String(text)}`, () => []),
    queryByText: (text) => getAllByText(text)[0] ?? null,
    getByTitle: (title) =>
      one(
        elements()
          .filter((el) => el.attribs.title !== undefined && matches(el.attribs.title, title))
          .map((el) => found($, el)),
        `element titled ${String(title)}`,
        () => [],
      ),
  };
}
