import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { HREF_PATTERN } from "../shared/inline-markup.ts";

/** Base URI given to every schema file at load time, so relative `$ref`s between files resolve. */
const BASE = "https://schema.invalid/";

/** The compiled validators and what the schemas declare. */
export interface SchemaSet {
  validatePage: ValidateFunction;
  validateSite: ValidateFunction;
  /** Block types, from the file names of `schema/blocks/<type>.schema.json`, sorted. */
  blockTypes: string[];
  /** Each block type's schema, as written. */
  blockSchemas: Record<string, BlockSchema>;
  /** The `default` of every property of the site schema's `interaction` object (spec section 9 constants). */
  interactionDefaults: Record<string, unknown>;
  /** The `default` of every property of the site schema's `contentSecurity` object (third-party origins). */
  contentSecurityDefaults: Record<string, unknown>;
  /** Shared definitions of common.schema.json and site.schema.json, by name (e.g. `paragraphs`, `leadForm`). */
  definitions: Record<string, Record<string, unknown>>;
  /** Names of the fields whose schema is a link (`common.schema.json#/definitions/href`), e.g. `href`, `link`. */
  hrefKeys: ReadonlySet<string>;
  /** Names of the fields whose schema is a file under public/ (`#/definitions/assetPath`), e.g. `src`, `pdf`. */
  assetKeys: ReadonlySet<string>;
}

/** The parts of a block schema the tooling reads. */
export interface BlockSchema {
  title: string;
  description: string;
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  /** Minimal valid examples of the block (the first one feeds docs/blocks.md and the /_blocks dev page). */
  examples?: Record<string, unknown>[];
}

/** The schema files of a schema folder, read and parsed: block schemas by type, and common, page and site. */
export interface SchemaFiles {
  blockTypes: string[];
  blocks: Record<string, Record<string, unknown>>;
  common: Record<string, unknown>;
  page: Record<string, unknown>;
  site: Record<string, unknown>;
}

const memory = new Map<string, { stamp: string; set: SchemaSet }>();

/**
 * Like {@link loadSchemas}, but compiles the schemas under `schemaDir` once per process and again only
 * when a schema file changes (size or modification time), so repeated validation (dev server, tests)
 * does not pay for compilation each time. Throws as {@link loadSchemas} does.
 */
export function loadSchemasCached(params: { schemaDir: string }): SchemaSet {
  const stamp = schemaStamp(params.schemaDir);
  const hit = memory.get(params.schemaDir);
  if (hit && hit.stamp === stamp) return hit.set;
  const set = loadSchemas(params);
  memory.set(params.schemaDir, { stamp, set });
  return set;
}

/**
 * Loads every schema under `schemaDir` (draft-07) into one ajv instance with `allErrors` and the
 * `discriminator` keyword on, and compiles the page and site validators.
 * Throws when a schema file is not valid JSON or not a valid schema: a developer error, not a content error.
 */
export function loadSchemas(params: { schemaDir: string }): SchemaSet {
  const files = readSchemaFiles(params.schemaDir);
  const ajv = compile(files);
  return schemaSet(files, ajv.getSchema(`${BASE}page.schema.json`)!, ajv.getSchema(`${BASE}site.schema.json`)!);
}

function compile(files: SchemaFiles): Ajv {
  // inlineRefs off: shared definitions compile once instead of once per use; optimize off: ajv skips
  // its code-size passes. Together they cut compiling from about 200 to 70 ms, most of a validate run,
  // for validators a few percent slower on pages that take microseconds. verbose: errors carry the
  // failing data and schema, which the messages quote.
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    allowMatchingProperties: true,
    inlineRefs: false,
    code: { optimize: false },
  });
  addFormats(ajv);
  // Annotation read by editors and by our error messages; it validates nothing.
  ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
  for (const type of files.blockTypes) ajv.addSchema({ ...files.blocks[type], $id: `${BASE}blocks/${type}.schema.json` });
  // The link rule lives in one module shared with the validator and the renderer; the schema file's copy is for editors.
  const definitions = files.common.definitions as Record<string, Record<string, unknown>>;
  const common = { ...files.common, definitions: { ...definitions, href: { ...definitions.href, pattern: HREF_PATTERN } } };
  ajv.addSchema({ ...common, $id: `${BASE}common.schema.json` });
  ajv.addSchema({ ...files.page, $id: `${BASE}page.schema.json` });
  ajv.addSchema({ ...files.site, $id: `${BASE}site.schema.json` });
  return ajv;
}

/**
 * Reads and parses every schema file of `schemaDir` (schema/): blocks/<type>.schema.json by type, and
 * common, page and site. Throws when a file is missing or not valid JSON (a developer error).
 */
export function readSchemaFiles(schemaDir: string): SchemaFiles {
  const read = (rel: string) => JSON.parse(readFileSync(join(schemaDir, rel), "utf8")) as Record<string, unknown>;
  const blockTypes = readdirSync(join(schemaDir, "blocks"))
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => f.slice(0, -".schema.json".length))
    .sort();
  const blocks = Object.fromEntries(blockTypes.map((type) => [type, read(`blocks/${type}.schema.json`)]));
  return { blockTypes, blocks, common: read("common.schema.json"), page: read("page.schema.json"), site: read("site.schema.json") };
}

function schemaSet(files: SchemaFiles, validatePage: ValidateFunction, validateSite: ValidateFunction): SchemaSet {
  const hrefKeys = new Set<string>();
  const assetKeys = new Set<string>();
  for (const schema of [files.common, files.page, files.site, ...Object.values(files.blocks)]) collectKeyKinds(schema, hrefKeys, assetKeys);
  return {
    validatePage,
    validateSite,
    blockTypes: files.blockTypes,
    blockSchemas: files.blocks as unknown as Record<string, BlockSchema>,
    definitions: { ...(files.common.definitions as Record<string, Record<string, unknown>>), ...(files.site.definitions as Record<string, Record<string, unknown>>) },
    hrefKeys,
    assetKeys,
    interactionDefaults: defaultsOf((files.site as { properties: Record<string, Record<string, unknown>> }).properties.interaction),
    contentSecurityDefaults: defaultsOf((files.site as { properties: Record<string, Record<string, unknown>> }).properties.contentSecurity),
  };
}

/** `{property: default}` for every property of an object schema that declares a default; {} for anything else. */
export function defaultsOf(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, p]) => "default" in p)
      .map(([k, p]) => [k, p.default]),
  );
}

/** Size and modification time of every schema file: changes when any file is edited, added or removed. */
function schemaStamp(schemaDir: string): string {
  const files = ["page.schema.json", "site.schema.json", "common.schema.json", ...readdirSync(join(schemaDir, "blocks")).map((f) => `blocks/${f}`)];
  return files
    .map((f) => {
      const st = statSync(join(schemaDir, f));
      return `${f}:${st.size}:${st.mtimeMs}`;
    })
    .join("|");
}

/** Adds the name of every property whose schema (or whose list items' schema) refers to the href or assetPath definition. */
function collectKeyKinds(node: unknown, hrefKeys: Set<string>, assetKeys: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => collectKeyKinds(n, hrefKeys, assetKeys));
  if (!node || typeof node !== "object") return;
  const obj = node as Record<string, unknown>;
  if (obj.properties && typeof obj.properties === "object") {
    for (const [name, prop] of Object.entries(obj.properties as Record<string, Record<string, unknown>>)) {
      const ref = String(prop.$ref ?? (prop.items as Record<string, unknown> | undefined)?.$ref ?? "");
      if (/definitions\/href$/.test(ref)) hrefKeys.add(name);
      if (/definitions\/assetPath$/.test(ref)) assetKeys.add(name);
    }
  }
  for (const value of Object.values(obj)) collectKeyKinds(value, hrefKeys, assetKeys);
}
