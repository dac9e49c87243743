import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HREF_PATTERN, isAllowedHref } from "../shared/inline-markup.ts";
import { loadSchemasCached, newAjv } from "./schemas.ts";
import { HANDLED_KEYWORDS } from "./validate.ts";

const root = process.cwd();
const files = [
  "page.schema.json",
  "site.schema.json",
  "common.schema.json",
  ...readdirSync(join(root, "schema/blocks")).map((f) => `blocks/${f}`),
];
const read = (file: string) => JSON.parse(readFileSync(join(root, "schema", file), "utf8")) as Record<string, unknown>;

/** Keywords that describe (for editors and docs) and never fail validation. */
const ANNOTATIONS = new Set([
  "$schema",
  "$id",
  "$ref",
  "title",
  "description",
  "examples",
  "default",
  "errorMessage",
  "x-editor",
  "definitions",
  "properties",
  "items",
]);

function keywords(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keywords(n, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      out.add(key);
      if (key === "properties" || key === "definitions") Object.values(value as object).forEach((v) => keywords(v, out));
      else if (
        key !== "examples" &&
        key !== "x-editor" &&
        key !== "discriminator" &&
        key !== "default" &&
        key !== "enum" &&
        key !== "const" &&
        key !== "required"
      )
        keywords(value, out);
    }
  }
  return out;
}

describe("the schemas", () => {
  it("use only keywords the validator turns into plain-language messages", () => {
    const used = new Set(files.flatMap((f) => [...keywords(read(f))]));
    const unhandled = [...used].filter(
      (k) => !ANNOTATIONS.has(k) && !HANDLED_KEYWORDS.has(k) && k !== "additionalProperties" && k !== "oneOf",
    );
    expect(unhandled, "add a case for these keywords in src/content/validate.ts").toEqual([]);
  });

  it("describe every block and every shared definition, for hover help and docs/blocks.md", () => {
    const schemas = loadSchemasCached({ schemaDir: join(root, "schema") });
    for (const [type, schema] of Object.entries(schemas.blockSchemas)) expect(schema.description.length, type).toBeGreaterThan(10);
    for (const [name, def] of Object.entries(schemas.definitions))
      expect(typeof def.description === "string" || def.type === "object", name).toBe(true);
  });

  it("name every link and file field, so the cross-checks find them in any block", () => {
    const { hrefKeys, assetKeys } = loadSchemasCached({ schemaDir: join(root, "schema") });
    expect([...hrefKeys].sort()).toEqual(expect.arrayContaining(["href", "link", "loginUrl", "watchVideo"]));
    expect([...assetKeys].sort()).toEqual(
      expect.arrayContaining(["icon", "logo", "logoLight", "pdf", "poster", "src", "srcDesktopTablet", "srcMobile"]),
    );
  });
});

describe("the editor hints (x-editor)", () => {
  it("are accepted by the validator as an annotation that validates nothing, and must be an object", () => {
    const validate = newAjv().compile({ type: "string", "x-editor": { multiline: true } });
    expect(validate("Two sentences.")).toBe(true);
    expect(validate(3)).toBe(false);
    expect(() => newAjv().compile({ type: "string", "x-editor": true })).toThrow(/x-editor/);
  });
});

describe("the link rule", () => {
  it("is one rule: the schema file editors read says what the shared module says", () => {
    const common = JSON.parse(readFileSync(join(root, "schema/common.schema.json"), "utf8")) as {
      definitions: { href: { pattern: string } };
    };
    expect(common.definitions.href.pattern).toBe(HREF_PATTERN);
  });

  it("gives the same answer for a link field and for a link inside text", () => {
    const { validatePage } = loadSchemasCached({ schemaDir: join(root, "schema") });
    const page = (href: string) => ({
      title: "T",
      description: "D",
      blocks: [{ type: "pageHeader", title: "T", actions: [{ label: "Go", href }] }],
    });
    for (const href of [
      "/home",
      "#top",
      "https://example.com",
      "mailto:a@example.com",
      "tel:+15550100",
      "javascript:alert(1)",
      "//evil.example",
      "/\\evil",
      "ftp://x",
      "HTTPS://EXAMPLE.COM",
      "#1st",
      "tel:call-me",
    ]) {
      expect(validatePage(page(href)), href).toBe(isAllowedHref(href));
    }
  });
});
