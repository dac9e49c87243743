import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readSchemaFiles } from "../../../content/schemas.ts";
import { bundleSchema } from "../../form-schema.ts";
import {
  changedSections,
  draftAfterSave,
  FILE_ONLY_KEYS,
  parseSettingsPath,
  sectionById,
  sectionSchema,
  sectionValue,
  SETTINGS_SECTIONS,
  withSectionOf,
} from "./sections.ts";

const root = process.cwd();
const siteSchema = bundleSchema(readSchemaFiles(join(root, "schema")), "site");
const siteText = readFileSync(join(root, "pages", "_site.yaml"), "utf8");

/** The lines of `a` and `b` that differ, as pairs, when both have as many lines. */
function changedLines(a: string, b: string): [string, string][] {
  const x = a.split("\n");
  const y = b.split("\n");
  expect(y).toHaveLength(x.length);
  return x.map((line, i): [string, string] => [line, y[i]!]).filter(([l, r]) => l !== r);
}

describe("the sections of the site settings", () => {
  it("give every top-level field of the site schema to exactly one section (the schema line to none)", () => {
    const fields = Object.keys(siteSchema.properties as object);
    for (const field of fields) {
      const owners = SETTINGS_SECTIONS.filter((s) => s.keys.includes(field));
      expect(owners.length + (FILE_ONLY_KEYS.includes(field) ? 1 : 0), field).toBe(1);
    }
    const named = SETTINGS_SECTIONS.flatMap((s) => s.keys);
    expect(named.filter((k) => !fields.includes(k))).toEqual([]);
  });

  it("give each section the part of the schema with its own fields and their required marks", () => {
    const brand = sectionSchema(siteSchema, sectionById("brand")!);
    expect(Object.keys(brand.properties as object)).toEqual(["brand", "contact", "siteUrl", "shareImage", "variables"]);
    expect(brand.required).toEqual(["brand", "siteUrl", "contact"]);
    expect(brand.title).toBe("Brand and contacts");
    expect(sectionSchema(siteSchema, sectionById("brand")!)).toBe(brand);
  });

  it("save one section's changes and leave every other line of the file byte for byte", () => {
    const draft = parse(siteText) as Record<string, unknown>;
    // The author changed the phone (Brand and contacts) and a menu item's title (Menu), neither saved yet.
    const phoneDraft = siteText
      .replace("phone: +1 (555) 014-2010", "phone: +1 (555) 014-9999")
      .replace("title: PrecisionERP\n", "title: Our ERP\n");
    expect(phoneDraft).not.toBe(siteText);
    expect(draft.contact).toBeDefined();

    const saved = withSectionOf(siteText, phoneDraft, sectionById("brand")!);
    expect(changedLines(siteText, saved)).toEqual([["  phone: +1 (555) 014-2010", "  phone: +1 (555) 014-9999"]]);
    expect(changedSections(saved, phoneDraft).map((s) => s.id)).toEqual(["menu"]);

    const thenMenu = withSectionOf(saved, phoneDraft, sectionById("menu")!);
    expect(thenMenu).toBe(phoneDraft);
  });

  it("add and remove a section's optional field (with its comment lines) without touching the rest", () => {
    const without = siteText.replace(/^(?:#.*\n)*contentSecurity:\n(?: {2}.*\n)+/m, "");
    expect(without).not.toBe(siteText);
    const removed = withSectionOf(siteText, without, sectionById("advanced")!);
    expect(removed).toBe(without);
    const back = withSectionOf(without, siteText, sectionById("advanced")!);
    expect(parse(back)).toEqual(parse(siteText));
    expect(back.startsWith(without.slice(0, without.indexOf("cookieNotice:")))).toBe(true);
  });

  it("read a section's value from the settings, and nothing from what is not a mapping", () => {
    expect(Object.keys(sectionValue(parse(siteText), sectionById("menu")!))).toEqual(["menu", "login"]);
    expect(sectionValue(["a"], sectionById("menu")!)).toEqual({});
  });

  it("give each section an address, and take the old address of the whole file to the list", () => {
    expect(parseSettingsPath("/settings")).toEqual({ section: null });
    expect(parseSettingsPath("/settings/menu")).toEqual({ section: "menu" });
    expect(parseSettingsPath("/settings/lead-forms/")).toEqual({ section: "lead-forms" });
    expect(parseSettingsPath("/edit/pages/_site.yaml")).toEqual({ section: null });
    expect(parseSettingsPath("/edit/pages/home.yaml")).toBeNull();
    expect(parseSettingsPath("/")).toBeNull();
  });

  it("keep another section's unsaved changes in the draft after a save, also when the server combined the text", () => {
    const draft = {
      savedText: siteText,
      text: siteText.replace("phone: +1 (555) 014-2010", "phone: +1 (555) 014-9999").replace("title: PrecisionERP\n", "title: Our ERP\n"),
    };
    const brand = sectionById("brand")!;
    const sent = withSectionOf(draft.savedText, draft.text, brand);
    expect(draftAfterSave(draft, brand, sent)).toBe(draft.text);

    // A colleague changed the e-mail meanwhile: the saved text has it, and the draft keeps the menu change on top.
    const combined = sent.replace("email: inquiries@example.com", "email: sales@example.com");
    const after = draftAfterSave(draft, brand, combined);
    expect(changedLines(combined, after)).toEqual([["    title: PrecisionERP", "    title: Our ERP"]]);

    // Nothing else unsaved: the draft is the saved text.
    expect(draftAfterSave({ savedText: siteText, text: sent }, brand, combined)).toBe(combined);
  });
});
