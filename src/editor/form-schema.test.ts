import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { discoverPageFiles } from "../content/discover.ts";
import { readSchemaFiles } from "../content/schemas.ts";
import { bundleSchema, fieldTitle } from "./form-schema.ts";

const root = process.cwd();
const files = readSchemaFiles(join(root, "schema"));

/** A plain ajv, as a form library would use: one schema, no other schema registered. */
function compileAlone(schema: object) {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === "object")
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref") out.push(v as string);
      else refs(v, out);
    }
  return out;
}

describe("bundleSchema", () => {
  for (const kind of ["page", "site"] as const) {
    it(`makes the ${kind} schema self-contained: every reference points inside it`, () => {
      const bundle = bundleSchema(files, kind) as { definitions: Record<string, unknown> };
      const all = refs(bundle);
      expect(all.length).toBeGreaterThan(10);
      expect(all.filter((r) => !r.startsWith("#/definitions/") || !(r.slice("#/definitions/".length) in bundle.definitions))).toEqual([]);
    });
  }

  it("accepts every page and the site settings, alone, as the validator does", () => {
    const validatePage = compileAlone(bundleSchema(files, "page"));
    for (const page of [
      ...discoverPageFiles({ pagesDir: join(root, "pages"), rootDir: root }).map((f) => f.file),
      join(root, "pages/_404.yaml"),
    ]) {
      expect(validatePage(parse(readFileSync(page, "utf8"))), `${page}: ${JSON.stringify(validatePage.errors?.slice(0, 2))}`).toBe(true);
    }
    const validateSite = compileAlone(bundleSchema(files, "site"));
    expect(
      validateSite(parse(readFileSync(join(root, "pages/_site.yaml"), "utf8"))),
      JSON.stringify(validateSite.errors?.slice(0, 2)),
    ).toBe(true);
  });

  it("refuses what the validator refuses: a wrong type, an unknown block, a forbidden link", () => {
    const validatePage = compileAlone(bundleSchema(files, "page"));
    const page = (block: object) => ({ title: "T", description: "D", blocks: [block] });
    expect(validatePage(page({ type: "pageHeader", title: 5 }))).toBe(false);
    expect(validatePage(page({ type: "heroo", heading: "H" }))).toBe(false);
    expect(validatePage(page({ type: "pageHeader", title: "T", actions: [{ label: "Go", href: "javascript:alert(1)" }] }))).toBe(false);
    expect(validatePage(page({ type: "pageHeader", title: "T", actions: [{ label: "Go", href: "/home" }] }))).toBe(true);
  });

  it("gives every field a label: its own title, else its name in words", () => {
    const hero = (bundleSchema(files, "page") as { definitions: Record<string, { properties: Record<string, { title: string }> }> })
      .definitions.block_hero!;
    expect(Object.values(hero.properties).every((p) => typeof p.title === "string" && p.title.length > 0)).toBe(true);
    expect(hero.properties.eyebrow!.title).toBe("Eyebrow");
    expect(fieldTitle("srcDesktopTablet")).toBe("Src desktop tablet");
    expect(fieldTitle("minimum_hours")).toBe("Minimum hours");
  });
});

describe("the schemas' field titles", () => {
  it("give every field the form shows a title of its own, in words (no raw names like Img or Pdf)", () => {
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries(node)) {
        if (key === "properties" && value && typeof value === "object")
          for (const [name, field] of Object.entries(value)) {
            // `$schema` names the schema for editors of the file; the form hides it.
            if (name !== "$schema" && typeof (field as { title?: unknown }).title !== "string") missing.push(`${at}/${name}`);
            walk(field, `${at}/${name}`);
          }
        else if (key !== "examples") walk(value, `${at}/${key}`);
      }
    };
    const files = ["common.schema.json", "page.schema.json", "site.schema.json", ...readdirSync("schema/blocks").map((f) => `blocks/${f}`)];
    for (const file of files) walk(JSON.parse(readFileSync(`schema/${file}`, "utf8")), file);
    expect(missing).toEqual([]);
    const factSheet = JSON.parse(readFileSync("schema/blocks/factSheets.schema.json", "utf8")).properties.sheets.items.properties;
    expect([factSheet.img.title, factSheet.pdf.title]).toEqual(["Picture", "PDF"]);
  });
});
