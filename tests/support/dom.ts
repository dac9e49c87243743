import {
  queries,
  queryAllByRole,
  within,
  type BoundFunctions,
  type ByRoleMatcher,
  type ByRoleOptions,
  type MatcherFunction,
} from "@testing-library/dom";
import { readFileSync } from "node:fs";
import { Window } from "happy-dom";

/**
 * What happy-dom's built-in stylesheet leaves out of a browser's: text-level elements are inline
 * (happy-dom computes an empty `display`, which Testing Library's accessible names read as a word
 * break: "Read more : Our plans"), and `hidden` elements are not displayed (happy-dom still displays
 * them).
 */
const BROWSER_DEFAULTS = `
a, abbr, b, bdi, bdo, cite, code, data, dfn, em, i, img, kbd, label, mark, q, s, samp, small, span,
strong, sub, sup, svg, time, u, var, wbr { display: inline; }
[hidden] { display: none; }
`;

/** Testing Library's queries bound to the rendered markup, and the element holding it. */
export interface Screen extends BoundFunctions<typeof queries> {
  /** The `<body>` of the document the markup was parsed into. */
  container: HTMLElement;
}

/** How a document is shown: the site's stylesheets it loads, and the window's width. */
export interface ScreenOptions {
  /** Stylesheets to apply, as paths from the project's root (e.g. `src/styles/global.css`); none unless given. */
  styles?: string[];
  /** The window's width in px, which media queries see; 1440 unless given. */
  width?: number;
}

/**
 * Parses `html` (a component's server-rendered markup, or a whole page's body) into a new happy-dom
 * document of its own, so ids and `aria-labelledby` resolve within it, and returns Testing Library's
 * queries over its body (`getByRole`, `getByLabelText`, `getByText`…). Throws when a stylesheet
 * cannot be read.
 */
export function screenOf(html: string, options: ScreenOptions = {}): Screen {
  const window = new Window({ url: "https://www.example.com/", width: options.width ?? 1440, height: 900 });
  const document = window.document as unknown as Document;
  for (const css of [BROWSER_DEFAULTS, ...(options.styles ?? []).map((path) => readFileSync(path, "utf8"))]) {
    const style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  }
  document.body.innerHTML = html;
  return { ...within(document.body), container: document.body };
}

/** `element`'s computed style (colours as the stylesheet resolves them, e.g. `#0f2a44`), in its document's window. */
export function styleOf(element: Element): CSSStyleDeclaration {
  return element.ownerDocument.defaultView!.getComputedStyle(element);
}

/**
 * What is painted behind `element`: the background (its gradient, else its colour) of the nearest
 * element, itself or around it, that paints one; `""` when none does.
 */
export function backdropOf(element: Element): string {
  for (let box: Element | null = element; box; box = box.parentElement) {
    const style = styleOf(box);
    // happy-dom reads a plain colour given as the `background` shorthand as the gradient "initial".
    if (!["", "none", "initial"].includes(style.backgroundImage)) return style.backgroundImage;
    if (!["", "transparent", "initial", "rgba(0, 0, 0, 0)"].includes(style.backgroundColor)) return style.backgroundColor;
  }
  return "";
}

/**
 * Where the grid area `name` starts in `areas` (CSS `grid-template-areas`, e.g. `"box main" "box
 * action"`): its first row and column (0-based), or undefined when no row names it.
 */
function areaStart(areas: string, name: string): { row: number; column: number } | undefined {
  const rows = areas.match(/"[^"]*"/g) ?? [];
  for (const [row, text] of rows.entries()) {
    const column = text.slice(1, -1).trim().split(/\s+/).indexOf(name);
    if (column >= 0) return { row, column };
  }
  return undefined;
}

/** The children of the layout holding both `first` and `second` that hold each, and where a child's grid area starts. */
function layoutOf(first: Element, second: Element) {
  let column = first;
  while (!column.parentElement!.contains(second)) column = column.parentElement!;
  let other = second;
  while (other.parentElement !== column.parentElement) other = other.parentElement!;
  const areas = styleOf(column.parentElement!).gridTemplateAreas;
  const place = (element: Element) => areaStart(areas ?? "", (styleOf(element).gridArea ?? "").split("/")[0]!.trim());
  return { column, other, place };
}

/** Whether `first` and `second` sit side by side: the grid areas holding them, in the layout holding both, start in different columns. */
export function sideBySide(first: Element, second: Element): boolean {
  const { column, other, place } = layoutOf(first, second);
  const [a, b] = [place(column), place(other)];
  return Boolean(a && b && a.column !== b.column);
}

/**
 * Whether `first` is shown before `second` in the layout holding both, in reading order (an earlier
 * row, else left of it in the same row): their columns (the layout's children that hold them)
 * compared by the grid areas they are placed in (the layout's `grid-template-areas`), else by CSS
 * `order`, then by document order.
 */
export function shownBefore(first: Element, second: Element): boolean {
  const { column, other, place } = layoutOf(first, second);
  const [a, b] = [place(column), place(other)];
  if (a && b && (a.row !== b.row || a.column !== b.column)) return a.row !== b.row ? a.row < b.row : a.column < b.column;
  const order = (element: Element) => Number(styleOf(element).order || 0);
  if (order(column) !== order(other)) return order(column) < order(other);
  return column.compareDocumentPosition(other) === column.DOCUMENT_POSITION_FOLLOWING;
}

/** The value of a custom property of the site's palette (e.g. `--navy` → `#0f2a44`), as the document's stylesheets set it; throws when none sets it. */
export function paletteColour(document: Document, name: string): string {
  const value = styleOf(document.documentElement).getPropertyValue(name).trim();
  if (!value) throw new Error(`no stylesheet of the document sets ${name}`);
  return value;
}

/**
 * The accessible names (what a screen reader announces) of every element of `role` inside `scope`
 * that the `options` select (heading `level`, `hidden` ones…), in document order. An element hidden
 * from everyone (`hidden`, `display: none`, a closed dialog) is named `""`, as it is to a screen reader.
 */
export function accessibleNames(scope: HTMLElement, role: ByRoleMatcher, options: Omit<ByRoleOptions, "name"> = {}): string[] {
  const names = new Map<Element, string>();
  queryAllByRole(scope, role, {
    ...options,
    hidden: true,
    name: (name, element) => {
      if (element) names.set(element, name);
      return false;
    },
  });
  return queryAllByRole(scope, role, options).map((element) => names.get(element) ?? "");
}

/** The accessible name of `element`, one of `role` (e.g. a link's or a table cell's name). */
export function accessibleName(element: HTMLElement, role: ByRoleMatcher): string {
  const names = accessibleNames(element.parentElement ?? element, role, { hidden: true });
  const all = queryAllByRole(element.parentElement ?? element, role, { hidden: true });
  const index = all.indexOf(element);
  if (index < 0) throw new Error(`the element is not a ${String(role)}`);
  return names[index]!;
}

/**
 * `node`'s text as a visitor reads it, whitespace collapsed to single spaces: blocks (paragraphs,
 * headings, list items…) apart from their neighbours, pictures by their alt text, parts that are not
 * displayed (`hidden`, scripts, styles) left out; `aria-hidden` parts are seen, so kept.
 */
export function visibleText(node: Node): string {
  return readText(node).replace(/\s+/g, " ").trim();
}

function readText(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? "";
  if (node.nodeType !== node.ELEMENT_NODE) return "";
  const element = node as Element;
  if (element.tagName === "SCRIPT" || element.tagName === "STYLE" || element.tagName === "TEMPLATE") return "";
  const display = element.ownerDocument.defaultView?.getComputedStyle(element).display ?? "";
  if (display === "none") return "";
  if (element.tagName === "IMG") return element.getAttribute("alt") ?? "";
  if (element.tagName === "BR") return " ";
  const text = Array.from(element.childNodes, readText).join("");
  return display === "inline" ? text : ` ${text} `;
}

/**
 * A `getByText` matcher for text that runs across elements ("See <a>all services</a>."): the
 * innermost elements whose {@link visibleText} equals `text` (or matches the pattern).
 */
export function wholeText(text: string | RegExp): MatcherFunction {
  const is = (element: Element) => {
    const seen = visibleText(element);
    return typeof text === "string" ? seen === text : text.test(seen);
  };
  return (_content, element) => element !== null && is(element) && !Array.from(element.children).some(is);
}
