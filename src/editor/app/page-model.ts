/**
 * What the page editor's screens show about a page file, computed from its parsed data and the
 * validator's errors: block summaries, where each error belongs, counts in words, client-side routes.
 * Pure functions, no DOM.
 */
import type { ContentError } from "../../shared/content-error.ts";
import { parseErrorPath } from "../data-edit.ts";
import { appBase } from "./base.ts";

/** The page-level fields the "Page details" form leaves out: the blocks have their own list, `$schema` is for code editors. */
const NOT_PAGE_DETAILS = new Set(["blocks", "$schema"]);

/** Removes `**bold**` and `[label](href)` markup, keeping the words an author reads. */
function plainText(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, "$1")
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Longest summary shown, in characters; longer text ends with "…". */
const SUMMARY_LENGTH = 80;

/**
 * A block's one-line summary: its heading, else its title, eyebrow, intro or text, without inline
 * markup and cut to 80 characters. An empty string when the block has none of these as text (or is
 * not a mapping).
 */
export function blockSummary(block: unknown): string {
  if (!block || typeof block !== "object" || Array.isArray(block)) return "";
  const b = block as Record<string, unknown>;
  for (const field of ["heading", "title", "eyebrow", "intro", "text"]) {
    const value = b[field];
    if (typeof value === "string" && value.trim()) {
      const text = plainText(value);
      return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
    }
  }
  return "";
}

/** The block's `type` when it is a string, else `""`. */
export function blockType(block: unknown): string {
  const type = block && typeof block === "object" ? (block as Record<string, unknown>).type : undefined;
  return typeof type === "string" ? type : "";
}

/** Words an author reads in capitals in a block type's name: `faq` → "FAQ". */
const ABBREVIATIONS: ReadonlySet<string> = new Set(["faq"]);

/** A block type in words, as the catalogue titles it: `cardGrid` → "Card grid", `faq` → "FAQ"; "Block" for none. */
export function typeInWords(type: string): string {
  if (!type) return "Block";
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => (ABBREVIATIONS.has(word) ? word.toUpperCase() : word))
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `count` with its noun, in words an author reads: "1 error", "2 errors", "No errors". */
export function countText(count: number, noun: string): string {
  if (count === 0) return `No ${noun}s`;
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** The sentence announced after a block moved: "Hero moved to position 2 of 7" (positions from 1). */
export function movedMessage(title: string, index: number, total: number): string {
  return `${title} moved to position ${index + 1} of ${total}`;
}

/** An error of the open file and where it belongs: block `block` (null for the page itself) at `path` relative to it. */
export interface PlacedError {
  error: ContentError;
  block: number | null;
  path: (string | number)[];
}

/**
 * The errors of `file` among `errors`, each placed: an error under `blocks[i]` belongs to block i
 * with its path relative to the block; any other belongs to the page (path from the top, empty for
 * the whole file). A missing field's error, which the validator reports on the mapping that lacks it,
 * is placed on the field itself, so the form shows it where the author types it. Errors of other
 * files are left out.
 */
export function placeErrors(errors: readonly ContentError[], file: string): PlacedError[] {
  return errors
    .filter((e) => e.file === file)
    .map((error) => {
      const path = parseErrorPath(error.path);
      if (error.code === "E_MISSING_FIELD" && error.missingField) path.push(error.missingField);
      if (path[0] === "blocks" && typeof path[1] === "number") return { error, block: path[1], path: path.slice(2) };
      return { error, block: null, path };
    });
}

/**
 * A path inside a block or the page in words: `["actions", 0, "href"]` → "Actions 1 › Href" (a list
 * position joins the field before it, counted from 1). An empty string for `[]`.
 */
export function pathInWords(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  for (const part of path) {
    if (typeof part === "number") {
      if (parts.length) parts[parts.length - 1] += ` ${part + 1}`;
      else parts.push(`Item ${part + 1}`);
    } else parts.push(typeInWords(part));
  }
  return parts.join(" › ");
}

/** Whether the error stops saving (every error that is not a warning). */
export function isBlockingError(e: ContentError): boolean {
  return e.severity !== "warning";
}

/**
 * The DOM id a form field gets from the form library for `path` under `idPrefix`
 * (`block-2` and `["actions", 0, "href"]` → `block-2_actions_0_href`); the prefix alone for `[]`.
 */
export function fieldId(idPrefix: string, path: readonly (string | number)[]): string {
  return [idPrefix, ...path].join("_");
}

/** What the "Page details" form says about itself, in place of the page schema's description of page files. */
const PAGE_DETAILS_DESCRIPTION =
  "How the page is named in browser tabs and search results, the picture shown when it is shared, and other settings for the whole page.";

/**
 * The page schema for the "Page details" form: the bundled page schema without the `blocks` field
 * (nor `$schema`), so it lists only the page's own fields, described for an author rather than as a
 * file. The definitions stay, for its references.
 */
export function pageDetailsSchema(pageSchema: Record<string, unknown>): Record<string, unknown> {
  const properties = (pageSchema.properties ?? {}) as Record<string, unknown>;
  const required = Array.isArray(pageSchema.required) ? (pageSchema.required as unknown[]) : [];
  return {
    ...pageSchema,
    title: "Page details",
    description: PAGE_DETAILS_DESCRIPTION,
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => !NOT_PAGE_DETAILS.has(k))),
    required: required.filter((k) => typeof k !== "string" || !NOT_PAGE_DETAILS.has(k)),
  };
}

/** The page data's own fields, as the "Page details" form edits them (a mapping without `blocks` and `$schema`; `{}` for anything else). */
export function pageDetailsValue(data: unknown): Record<string, unknown> {
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([k]) => !NOT_PAGE_DETAILS.has(k)));
}

/** Which screen a browser path shows: the pages list, or the editor of one file. */
export type AppRoute = { view: "pages" } | { view: "file"; file: string };

/**
 * The screen for `pathname`: `/edit/pages/home.yaml` opens `pages/home.yaml` (each segment
 * percent-decoded); `/`, `/edit` and anything else show the pages list. A segment that does not
 * decode, or `..`, shows the pages list too.
 */
export function parseAppPath(pathname: string): AppRoute {
  const base = appBase();
  const m = /^\/edit\/(.+)$/.exec(base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname);
  if (!m) return { view: "pages" };
  try {
    const segments = m[1]!.split("/").filter(Boolean).map(decodeURIComponent);
    if (segments.length === 0 || segments.some((s) => s === "." || s === "..")) return { view: "pages" };
    return { view: "file", file: segments.join("/") };
  } catch {
    return { view: "pages" };
  }
}

/** The browser path that opens `file`: `pages/home.yaml` → `/edit/pages/home.yaml` (after `/changes/<id>` in a change set). */
export function editPath(file: string): string {
  return `${appBase()}/edit/${file.split("/").map(encodeURIComponent).join("/")}`;
}

/** The browser path of the pages list: `/`, or `/changes/<id>/` in a change set. */
export function homePath(): string {
  return `${appBase()}/`;
}

/** Whether `file` is the site settings file. */
export function isSiteFile(file: string): boolean {
  return file === "pages/_site.yaml";
}

/**
 * An address a route can be made of, from what an author typed: words in lower case joined by `-`,
 * folders kept, anything but letters, digits, `-`, `_` and `/` dropped (`Cloud Migration` →
 * `/cloud-migration`, `services/Data & AI` → `/services/data-ai`). Returns null when the typed text is
 * already a valid address, or has nothing an address can be made of.
 */
export function suggestedRoute(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /^\/?[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/.test(trimmed)) return null;
  const segments = trimmed
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split("/")
    .map((segment) =>
      segment
        .toLowerCase()
        .replace(/[^a-z0-9_-]+/g, "-")
        .replace(/-{2,}/g, "-")
        .replace(/^-|-$/g, ""),
    )
    .filter(Boolean);
  return segments.length ? `/${segments.join("/")}` : null;
}
