import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

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
}

/** The parts of a block schema the tooling reads. */
export interface BlockSchema {
  title: string;
  description: string;
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
}

/**
 * Loads every schema under `schemaDir` (draft-07) into one ajv instance with `allErrors` and the
 * `discriminator` keyword on, and compiles the page and site validators.
 * Throws when a schema file is not valid JSON or not a valid schema: a developer error, not a content error.
 */
export function loadSchemas(params: { schemaDir: string }): SchemaSet {
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, strictRequired: false, allowMatchingProperties: true });
  addFormats(ajv);
  // Annotation read by editors and by our error messages; it validates nothing.
  ajv.addKeyword({ keyword: "errorMessage", schemaType: "string" });
  const read = (rel: string) => JSON.parse(readFileSync(join(params.schemaDir, rel), "utf8")) as Record<string, unknown>;
  const blockTypes = readdirSync(join(params.schemaDir, "blocks"))
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => f.slice(0, -".schema.json".length))
    .sort();
  const blockSchemas: Record<string, BlockSchema> = {};
  for (const type of blockTypes) {
    const schema = read(`blocks/${type}.schema.json`);
    blockSchemas[type] = schema as unknown as BlockSchema;
    ajv.addSchema({ ...schema, $id: `${BASE}blocks/${type}.schema.json` });
  }
  ajv.addSchema({ ...read("common.schema.json"), $id: `${BASE}common.schema.json` });
  ajv.addSchema({ ...read("page.schema.json"), $id: `${BASE}page.schema.json` });
  const siteSchema = read("site.schema.json");
  ajv.addSchema({ ...siteSchema, $id: `${BASE}site.schema.json` });
  return {
    validatePage: ajv.getSchema(`${BASE}page.schema.json`)!,
    validateSite: ajv.getSchema(`${BASE}site.schema.json`)!,
    blockTypes,
    blockSchemas,
    interactionDefaults: defaultsOf((siteSchema as { properties: Record<string, Record<string, unknown>> }).properties.interaction),
  };
}

/** `{property: default}` for every property of an object schema that declares a default; {} for anything else. */
export function defaultsOf(schema: Record<string, unknown> | undefined): Record<string, unknown> {
  const properties = (schema?.properties ?? {}) as Record<string, Record<string, unknown>>;
  return Object.fromEntries(Object.entries(properties).filter(([, p]) => "default" in p).map(([k, p]) => [k, p.default]));
}
