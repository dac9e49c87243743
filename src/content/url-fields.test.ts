/**
 * Every field of every schema that holds an address (a link, a file under public/, a frame or API
 * URL, a route) refuses the addresses that would run script or lead to another website while
 * looking like a site path, and says so at the exact line and column of the value. The fields are
 * found by walking the schema files, so a field added later is checked without touching this test.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LineCounter, parseDocument, stringify } from "yaml";
import { FIXTURES, ROOT } from "../../tests/support/fixture-project.ts";
import { readSources, validateSources, type ContentSources } from "./load.ts";
import { loadSchemasCached } from "./schemas.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;
/** A path through the data: property names, "[]" for any list item, "*" for any key of a map. */
type FieldPath = string[];

/** What a hostile author (or a compromised settings file) could write in an address field. */
const HOSTILE = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  "data:text/html,<script>alert(1)</script>",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "//evil.example",
  "//evil.example/images/logo.svg",
  "/\\evil.example/x.svg",
];

const SCHEMA_DIR = join(ROOT, "schema");
const files: Record<string, Schema> = {
  "common.schema.json": read("common.schema.json"),
  "page.schema.json": read("page.schema.json"),
  "site.schema.json": read("site.schema.json"),
};
for (const f of readdirSync(join(SCHEMA_DIR, "blocks"))) files[`blocks/${f}`] = read(`blocks/${f}`);

function read(rel: string): Schema {
  return JSON.parse(readFileSync(join(SCHEMA_DIR, rel), "utf8")) as Schema;
}

/** The schema a `$ref` written in `fromFile` points at, and the file it lives in. */
function resolveRef(ref: string, fromFile: string): [Schema, string] {
  const [target = "", pointer = ""] = ref.split("#");
  const dir = fromFile.includes("/") ? fromFile.slice(0, fromFile.lastIndexOf("/") + 1) : "";
  const file = target ? join(dir, target).replace(/\\/g, "/") : fromFile;
  let node: unknown = files[file];
  for (const segment of pointer.split("/").filter(Boolean)) node = (node as Schema)[segment];
  if (!node) throw new Error(`Unresolvable $ref ${ref} in ${fromFile}`);
  return [node as Schema, file];
}

/**
 * Whether a string field holds an address: it uses the shared link or file definition, its pattern
 * starts like a site path or an http(s) URL, its format is a URL, or its name says so (a new field
 * without any pattern is still found). Fields limited to a list of values cannot hold an address.
 */
function isAddressField(name: string, schema: Schema, viaRef: string | undefined): boolean {
  if (Array.isArray(schema.enum) || "const" in schema) return false;
  if (viaRef && /definitions\/(href|assetPath)$/.test(viaRef)) return true;
  if (typeof schema.pattern === "string" && /^\^\(?(\/|https?)/.test(schema.pattern)) return true;
  if (typeof schema.format === "string" && /^(uri|url|iri)/.test(schema.format)) return true;
  return /(href|url|src|link|endpoint|pdf|poster|logo|logolight|thumbnail|path)$/i.test(name);
}

interface AddressField {
  /** Which file the value is written in: a block type, "page" or "site". */
  owner: string;
  path: FieldPath;
}

/** Every address field under `schema` (written in `file`), with its path from the owner's root. */
function addressFields(
  owner: string,
  schema: Schema,
  file: string,
  path: FieldPath = [],
  seen: ReadonlySet<string> = new Set(),
  viaRef?: string,
): AddressField[] {
  if (typeof schema.$ref === "string") {
    const [target, targetFile] = resolveRef(schema.$ref, file);
    const key = `${targetFile}#${schema.$ref.split("#")[1] ?? ""}`;
    if (seen.has(key)) return [];
    return addressFields(owner, target, targetFile, path, new Set([...seen, key]), schema.$ref);
  }
  const out: AddressField[] = [];
  const name = path.filter((p) => p !== "[]" && p !== "*").at(-1) ?? "";
  if (schema.type === "string" && isAddressField(name, schema, viaRef)) out.push({ owner, path });
  for (const [key, sub] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    // The page's blocks are walked from each block's own schema file.
    if (owner === "page" && path.length === 0 && key === "blocks") continue;
    out.push(...addressFields(owner, sub, file, [...path, key], seen));
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === "object")
    out.push(...addressFields(owner, schema.additionalProperties as Schema, file, [...path, "*"], seen));
  if (schema.items && typeof schema.items === "object")
    out.push(...addressFields(owner, schema.items as Schema, file, [...path, "[]"], seen));
  for (const keyword of ["oneOf", "anyOf", "allOf"])
    for (const sub of (schema[keyword] as Schema[] | undefined) ?? []) out.push(...addressFields(owner, sub, file, path, seen));
  return out;
}

const blockTypes = Object.keys(files)
  .filter((f) => f.startsWith("blocks/"))
  .map((f) => f.slice("blocks/".length, -".schema.json".length));
const fields = dedupe([
  ...addressFields("site", files["site.schema.json"]!, "site.schema.json"),
  ...addressFields("page", files["page.schema.json"]!, "page.schema.json"),
  ...blockTypes.flatMap((type) => addressFields(type, files[`blocks/${type}.schema.json`]!, `blocks/${type}.schema.json`)),
]);

function dedupe(list: AddressField[]): AddressField[] {
  const byKey = new Map(list.map((f) => [`${f.owner}: ${f.path.join(".")}`, f]));
  return [...byKey.values()];
}

const base = readSources({ rootDir: join(FIXTURES, "base"), pagesDir: join(FIXTURES, "base/pages") });
const baseSite = parseDocument(base.site!.text).toJS() as { [key: string]: Json };
const schemas = loadSchemasCached({ schemaDir: SCHEMA_DIR });

/** A deep copy with no shared parts (the base site file shares its production settings through a YAML anchor). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Writes `value` at `path` into `root`, making the objects and lists on the way (a list's first item,
 * a map's first key) so the validator reaches the field. Returns the concrete path of the value.
 */
function place(root: { [key: string]: Json }, path: FieldPath, value: string): (string | number)[] {
  const concrete: (string | number)[] = [];
  let node: Json = root;
  path.forEach((segment, i) => {
    const last = i === path.length - 1;
    const nextIsList = path[i + 1] === "[]";
    const fresh = (): Json => (last ? value : nextIsList ? [] : {});
    if (segment === "[]") {
      const list = node as Json[];
      if (list.length === 0 || last || typeof list[0] !== "object" || list[0] === null) list[0] = fresh();
      concrete.push(0);
      node = list[0]!;
    } else {
      const map = node as { [key: string]: Json };
      const key = segment === "*" ? (Object.keys(map)[0] ?? "sample") : segment;
      if (last || map[key] === undefined || typeof map[key] !== "object" || map[key] === null) map[key] = fresh();
      concrete.push(key);
      node = map[key]!;
    }
  });
  return concrete;
}

/** The file, text and concrete path of a document holding `value` in `field`, built from valid content. */
function documentWith(
  field: AddressField,
  value: string,
): { sources: ContentSources; file: string; text: string; at: (string | number)[] } {
  if (field.owner === "site") {
    const site = clone(baseSite);
    const at = place(site, field.path, value);
    const text = stringify(site);
    return { sources: { ...base, site: { relFile: "pages/_site.yaml", text } }, file: "pages/_site.yaml", text, at };
  }
  const page: { [key: string]: Json } = { title: "Address check", description: "A page with one hostile address." };
  let at: (string | number)[];
  if (field.owner === "page") {
    page.blocks = [{ type: "pageHeader", id: "top", title: "Address check" }];
    at = place(page, field.path, value);
  } else {
    const example = clone((schemas.blockSchemas[field.owner]?.examples?.[0] ?? {}) as { [key: string]: Json });
    const block = { ...example, type: field.owner };
    at = ["blocks", 0, ...place(block, field.path, value)];
    page.blocks = [block];
  }
  const text = stringify(page);
  const file = "pages/address-check.yaml";
  return { sources: { ...base, pages: [...base.pages, { relFile: file, route: "/address-check", text }] }, file, text, at };
}

/** Line and column (1-based) of the value at `at` in `text`, read independently of the validator. */
function positionOf(text: string, at: (string | number)[]): { line: number; col: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const node = doc.getIn(at, true) as { range?: [number, number, number] } | undefined;
  if (!node?.range) throw new Error(`No node at ${at.join(".")}`);
  return lineCounter.linePos(node.range[0]);
}

describe("address fields of the schemas", () => {
  it("are found in every schema file: links, files, frames, the video API, routes", () => {
    const names = fields.map((f) => `${f.owner}: ${f.path.join(".")}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "cardGrid: cards.[].href",
        "hero: slides.[].srcMobile",
        "hero: slides.[].srcDesktopTablet",
        "factSheets: sheets.[].pdf",
        "eventsBrowser: events.[].watchVideo",
        "videoList: channelLink.href",
        "page: aliases.[].path",
        "site: social.[].href",
        "site: menu.[].children.[].link",
        "site: environments.production.loginUrl",
        "site: environments.sandbox.leadForms.joinUs.url",
        "site: videos.*.src",
        "site: videos.*.poster",
        "site: videoChannel.endpoint",
        "site: videoChannel.watchUrl",
        "site: redirects.[].to",
        "site: siteUrl",
        "site: brand.logo",
      ]),
    );
    // Every block type with a link, image or file field contributes.
    expect(new Set(fields.map((f) => f.owner)).size).toBeGreaterThan(15);
  });

  for (const field of fields) {
    it(`${field.owner}: ${field.path.join(".")} refuses script, data and protocol-relative addresses, located at the value`, () => {
      for (const value of HOSTILE) {
        const doc = documentWith(field, value);
        const { errors } = validateSources({ sources: doc.sources, schemas, publicDir: join(ROOT, "public") });
        const where = positionOf(doc.text, doc.at);
        const here = errors.filter((e) => e.file === doc.file && e.line === where.line && e.col === where.col);
        expect(
          here.map((e) => e.code),
          `${value} at ${doc.file}:${where.line}:${where.col}; got ${errors.map((e) => `${e.line}:${e.col} ${e.code} ${e.message}`).join(" | ")}`,
        ).toEqual(["E_BAD_URL"]);
        expect(here[0]!.message).toContain(JSON.stringify(value));
        expect(here[0]!.message).toMatch(/scheme "(javascript|data|vbscript):"|which browsers read as another website/i);
        expect(here[0]!.frame).toContain(">");
      }
    });
  }
});
