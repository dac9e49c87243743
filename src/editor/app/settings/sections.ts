/**
 * The site settings (`pages/_site.yaml`) as an author meets them: a few sections, each a group of
 * the file's top-level fields with its own address in the editor, form, preview and save. Pure
 * functions, no DOM: which field belongs where, each section's part of the schema and of the data,
 * and the text that saving one section writes.
 */
import { parse } from "yaml";
import { applyDataChange, sameData } from "../../data-edit.ts";
import { appBase } from "../base.ts";

/** What a section's preview shows: the site's header, its footer, or a list of what visitors meet. */
type SectionPreview = "header" | "footer" | "leadForms" | "videos" | "redirects" | "none";

/** One section of the site settings. */
export interface SettingsSection {
  /** Its part of the editor's address: `/settings/<id>`. */
  id: string;
  /** Its name in the list and as the form's heading, e.g. "Brand and contacts". */
  title: string;
  /** One sentence saying what it holds, in the list under the name. */
  detail: string;
  /** The top-level fields of `_site.yaml` it edits, in the order the form shows them. */
  keys: readonly string[];
  preview: SectionPreview;
}

/**
 * Every section, in the order the list shows them. Each top-level field of the site schema belongs to
 * exactly one of them, except those of {@link FILE_ONLY_KEYS} (a unit test holds the schema to that).
 */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: "brand",
    title: "Brand and contacts",
    detail: "Company name, logos and tagline, phone and e-mail, the site's address, the share picture and texts every page can use",
    keys: ["brand", "contact", "siteUrl", "shareImage", "variables"],
    preview: "footer",
  },
  {
    id: "menu",
    title: "Menu",
    detail: "The header: menu items and their dropdowns, and the Login button",
    keys: ["menu", "login"],
    preview: "header",
  },
  {
    id: "footer",
    title: "Footer",
    detail: "Legal links, trademark and copyright year, social links, partner and award logos, and the cookie notice",
    keys: ["footer", "social", "partners", "awards", "cookieNotice"],
    preview: "footer",
  },
  {
    id: "lead-forms",
    title: "Lead forms",
    detail: "The forms buttons open, the store's login address and the chat bot, for the live site and the sandbox",
    keys: ["environment", "environments"],
    preview: "leadForms",
  },
  {
    id: "videos",
    title: "Videos",
    detail: "The videos buttons play, and the channel the video list shows",
    keys: ["videos", "videoChannel"],
    preview: "videos",
  },
  {
    id: "redirects",
    title: "Redirects",
    detail: "Old addresses that send visitors to another page",
    keys: ["redirects"],
    preview: "redirects",
  },
  {
    id: "advanced",
    title: "Outside sites and timings",
    detail: "Other sites pages may load videos and pictures from, and the timings and sizes of pop-ups and scrolling",
    keys: ["contentSecurity", "interaction"],
    preview: "none",
  },
];

/** Top-level fields of `_site.yaml` that no form shows: the schema line for code editors. */
export const FILE_ONLY_KEYS: readonly string[] = ["$schema"];

/** The section with this id, or undefined. */
export function sectionById(id: string): SettingsSection | undefined {
  return SETTINGS_SECTIONS.find((s) => s.id === id);
}

type Schema = Record<string, unknown>;

const schemaMemo = new WeakMap<object, Map<string, Schema>>();

/**
 * The bundled site schema cut down to `section`'s fields (their `required` kept, the definitions
 * kept for references), titled and described as the section. The same object for the same schema
 * and section, so the form keeps its state between renders.
 */
export function sectionSchema(siteSchema: Schema, section: SettingsSection): Schema {
  let bySection = schemaMemo.get(siteSchema);
  if (!bySection) schemaMemo.set(siteSchema, (bySection = new Map()));
  const known = bySection.get(section.id);
  if (known) return known;
  const properties = (siteSchema.properties ?? {}) as Schema;
  const required = Array.isArray(siteSchema.required) ? (siteSchema.required as unknown[]) : [];
  const schema: Schema = {
    ...siteSchema,
    title: section.title,
    description: `${section.detail}.`,
    properties: Object.fromEntries(section.keys.filter((k) => Object.hasOwn(properties, k)).map((k) => [k, properties[k]])),
    required: required.filter((k) => typeof k === "string" && section.keys.includes(k)),
  };
  bySection.set(section.id, schema);
  return schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `section`'s part of the parsed settings: its fields that are present (`{}` when `data` is not a mapping). */
export function sectionValue(data: unknown, section: SettingsSection): Record<string, unknown> {
  if (!isRecord(data)) return {};
  return Object.fromEntries(section.keys.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
}

/** The parsed data of a YAML text, or undefined when it does not parse. */
export function parseLeniently(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * `base` (the settings as saved) with `section`'s fields as they are in `draft` (the author's text,
 * which may hold changes of other sections too): the smallest edit of `base`'s text
 * (src/editor/data-edit.ts), so every line outside the section's fields stays byte for byte. Returns
 * `base` itself when the section is the same in both. Throws a YamlEditError when either text does
 * not parse as settings.
 */
export function withSectionOf(base: string, draft: string, section: SettingsSection): string {
  const before = sectionValue(parse(base), section);
  const after = sectionValue(parse(draft), section);
  return applyDataChange(base, [], before, after);
}

/** The sections whose fields differ between two texts of the settings (a text that does not parse differs everywhere). */
export function changedSections(a: string, b: string): SettingsSection[] {
  if (a === b) return [];
  const da = parseLeniently(a);
  const db = parseLeniently(b);
  if (!isRecord(da) || !isRecord(db)) return [...SETTINGS_SECTIONS];
  return SETTINGS_SECTIONS.filter((s) => !sameData(sectionValue(da, s), sectionValue(db, s)));
}

/** The browser path of the settings list (`/settings`) or of one section (`/settings/menu`), after `/changes/<id>` in a change set. */
export function settingsPath(sectionId?: string): string {
  return `${appBase()}/settings${sectionId ? `/${encodeURIComponent(sectionId)}` : ""}`;
}

/**
 * Whether `pathname` shows the site settings, and which section: `/settings` → `{ section: null }`,
 * `/settings/menu` → `{ section: "menu" }` (an unknown id too: the screen says so). The old address of
 * the whole file, `/edit/pages/_site.yaml`, is the settings list. Null for any other path.
 */
export function parseSettingsPath(pathname: string): { section: string | null } | null {
  const base = appBase();
  const path = base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  if (/^\/edit\/pages\/_site\.yaml\/?$/.test(path)) return { section: null };
  const m = /^\/settings(?:\/([^/]*))?\/?$/.exec(path);
  if (!m) return null;
  if (!m[1]) return { section: null };
  try {
    return { section: decodeURIComponent(m[1]) };
  } catch {
    return { section: m[1] };
  }
}

/**
 * The draft's text after `section` was saved as `savedText` (which the server may have combined with
 * a colleague's changes, in the team editor): the author's unsaved changes of the other sections stay,
 * carried onto `savedText` when it is not what this editor sent; when no other section has unsaved
 * changes, the draft is `savedText` itself. `draft` is the draft before the save. Throws a
 * YamlEditError when a text does not parse as settings.
 */
export function draftAfterSave(draft: { text: string; savedText: string }, section: SettingsSection, savedText: string): string {
  const others = changedSections(draft.savedText, draft.text).filter((s) => s.id !== section.id);
  if (others.length === 0) return savedText;
  if (savedText === withSectionOf(draft.savedText, draft.text, section)) return draft.text;
  return others.reduce((text, s) => withSectionOf(text, draft.text, s), savedText);
}
