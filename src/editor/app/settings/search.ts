/**
 * Finding site settings from the pages list's search box: a section matches by its name, by the titles of its fields (at any depth), and by what the author wrote in them.
 * Pure functions, no DOM.
 */
import { sectionValue, SETTINGS_SECTIONS, type SettingsSection } from "./sections.ts";

/** One section found, with what matched in words: `Field “Phone”`, `“https://www.linkedin.com/…”`, or the name itself. */
export interface SettingsMatch {
  section: SettingsSection;
  /** Why it matched, shown under the section's name. */
  reason: string;
}

type Schema = Record<string, unknown>;

/** Longest value shown as the reason, in characters; a longer one is cut around the match with "…". */
const SNIPPET_LENGTH = 60;
/** How deep the search follows a schema's nested fields and references (the menu's children, the lead forms). */
const MAX_DEPTH = 8;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `node` with its `#/definitions/…` reference followed (its own title and description winning). */
function resolve(node: unknown, root: Schema): Schema {
  let current: Schema = isRecord(node) ? node : {};
  for (let n = 0; typeof current.$ref === "string" && n < MAX_DEPTH; n++) {
    const { $ref, ...own } = current;
    const name = /^#\/definitions\/(.+)$/.exec($ref as string)?.[1];
    const target = name && isRecord(root.definitions) ? root.definitions[name] : undefined;
    current = isRecord(target) ? { ...target, ...own } : own;
  }
  return current;
}

/** Every field title under `node` (its properties', its items', its entries'), each once, outermost first. */
function fieldTitles(node: unknown, root: Schema, depth = 0, out = new Set<string>()): Set<string> {
  if (depth > MAX_DEPTH) return out;
  const schema = resolve(node, root);
  if (isRecord(schema.properties)) {
    for (const field of Object.values(schema.properties)) {
      const resolved = resolve(field, root);
      if (typeof resolved.title === "string") out.add(resolved.title);
      fieldTitles(resolved, root, depth + 1, out);
    }
  }
  for (const key of ["items", "additionalProperties"]) if (isRecord(schema[key])) fieldTitles(schema[key], root, depth + 1, out);
  return out;
}

/** The first text in `value` (strings, numbers, and the names of entries such as lead-form keys) that contains `q`. */
function findValue(value: unknown, q: string): string | null {
  if (typeof value === "string" || typeof value === "number") {
    const text = String(value);
    return text.toLowerCase().includes(q) ? text : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findValue(item, q);
      if (found !== null) return found;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = (key.toLowerCase().includes(q) ? key : null) ?? findValue(item, q);
      if (found !== null) return found;
    }
  }
  return null;
}

/** `text` cut to about {@link SNIPPET_LENGTH} characters around where `q` is in it. */
function snippet(text: string, q: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= SNIPPET_LENGTH) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(q) - 20);
  const cut = flat.slice(at, at + SNIPPET_LENGTH);
  return `${at > 0 ? "…" : ""}${cut}${at + SNIPPET_LENGTH < flat.length ? "…" : ""}`;
}

/**
 * The sections that `query` finds (case does not matter, spaces around it neither), in the list's
 * order: by its name ("Matches the section's name"), else by a field's title (`Field “Phone”`), else
 * by a value in `data`, the parsed settings (`“+1 (555) 014-2010”`). An empty list for an empty query.
 * `siteSchema` is the bundled site schema (`EditorSchemas.site`).
 */
export function searchSettings(query: string, siteSchema: Schema, data: unknown): SettingsMatch[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const properties = isRecord(siteSchema.properties) ? siteSchema.properties : {};
  const matches: SettingsMatch[] = [];
  for (const section of SETTINGS_SECTIONS) {
    if (section.title.toLowerCase().includes(q)) {
      matches.push({ section, reason: "Matches the section's name" });
      continue;
    }
    const titles = new Set<string>();
    for (const key of section.keys) {
      const field = resolve(properties[key], siteSchema);
      if (typeof field.title === "string") titles.add(field.title);
      fieldTitles(field, siteSchema, 0, titles);
    }
    const title = [...titles].find((t) => t.toLowerCase().includes(q));
    if (title) {
      matches.push({ section, reason: `Field “${title}”` });
      continue;
    }
    const value = findValue(sectionValue(data, section), q);
    if (value !== null) matches.push({ section, reason: `“${snippet(value, q)}”` });
  }
  return matches;
}
