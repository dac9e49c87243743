import type { ErrorObject, ValidateFunction } from "ajv";
import { closest, explain, type ContentError, type ErrorCode, type LinkProblem } from "./errors.ts";
import { locatedError, type DataPath, type ParsedFile } from "./parse.ts";

/** The href pattern of common.schema.json; a pattern failure against it is a forbidden or malformed link. */
const HREF_PATTERN_PREFIX = "^(https?://";

/**
 * Validates a parsed file's data with a compiled schema and turns every ajv error into a located
 * {@link ContentError}: the exact nested node's line and column, a readable path, a plain message,
 * a "did you mean" hint for near-miss block types, field names and enum values, and a code frame.
 * `blockTypes` feeds the suggestion for unknown block types; `definitions` (shared schema definitions
 * by name) describe fields that only refer to one. Returns [] when the data is valid;
 * never throws on bad data.
 */
export function validateWithSchema(params: {
  parsed: ParsedFile;
  validate: ValidateFunction;
  blockTypes: readonly string[];
  definitions?: Record<string, Record<string, unknown>>;
}): ContentError[] {
  const { parsed, validate, blockTypes } = params;
  if (validate(parsed.data)) return [];
  const ajvErrors = validate.errors ?? [];
  const ctx: Described = {
    ajvErrors,
    blockTypes,
    definitions: params.definitions ?? {},
    misspelt: misspeltRequiredFields(ajvErrors),
    make: (code, path, message, hint, keyOf = false) => locatedError(parsed, code, path, message, hint, { keyOf }),
    typeList: `Block types: ${blockTypes.join(", ")}.`,
  };
  const out = ajvErrors.map((e) => describeAjvError(e, ctx)).filter((e): e is ContentError => e !== undefined);
  return dedupe(out);
}

/** What turning one ajv error into a {@link ContentError} needs besides the error itself. */
interface Described {
  /** Every error of the same validation: an anyOf error lists its alternatives from them. */
  ajvErrors: readonly ErrorObject[];
  blockTypes: readonly string[];
  definitions: Record<string, Record<string, unknown>>;
  /** Required fields (`instancePath/field`) whose absence an unknown near-miss field already explains. */
  misspelt: ReadonlySet<string>;
  make: (code: ErrorCode, path: DataPath, message: string, hint?: string, keyOf?: boolean) => ContentError;
  typeList: string;
}

type Describe = (e: ErrorObject, path: DataPath, parent: Record<string, unknown>, ctx: Described) => ContentError | undefined;

/**
 * Unknown fields that look like a misspelt required field, as `instancePath/requiredField`: the "did
 * you mean" of the unknown field explains the missing one, so the missing-field error is left out.
 */
function misspeltRequiredFields(ajvErrors: readonly ErrorObject[]): Set<string> {
  const misspelt = new Set<string>();
  for (const e of ajvErrors) {
    if (e.keyword !== "additionalProperties") continue;
    const known = Object.keys(((e.parentSchema ?? {}) as { properties?: object }).properties ?? {});
    const guess = closest((e.params as { additionalProperty: string }).additionalProperty, known);
    if (guess) misspelt.add(`${e.instancePath}/${guess}`);
  }
  return misspelt;
}

/** One ajv error in the author's words, or undefined when another error of the same validation already reports it. */
function describeAjvError(e: ErrorObject, ctx: Described): ContentError | undefined {
  const describe = DESCRIBERS.get(e.keyword) ?? describeOtherRule;
  return describe(e, splitPointer(e.instancePath), (e.parentSchema ?? {}) as Record<string, unknown>, ctx);
}

/** An unknown block type; a missing or non-text `type` is reported by the `required` or `type` error of the same block. */
const describeUnknownBlock: Describe = (e, path, _parent, ctx) => {
  const { error, tagValue } = e.params as { error: string; tagValue?: unknown };
  if (error !== "mapping" || typeof tagValue !== "string") return undefined;
  const guess = closest(tagValue, ctx.blockTypes);
  return ctx.make(
    "E_UNKNOWN_BLOCK",
    [...path, "type"],
    explain("E_UNKNOWN_BLOCK", { type: tagValue }).message,
    guess ? `Did you mean "${guess}"?` : ctx.typeList,
  );
};

/** A missing field, described by its label and description from the schema (or the shared definition it refers to). */
const describeMissingField: Describe = (e, path, parent, ctx) => {
  if (/\/anyOf\/\d+\/required$/.test(e.schemaPath)) return undefined; // reported once, by the anyOf error
  const field = (e.params as { missingProperty: string }).missingProperty;
  if (ctx.misspelt.has(`${e.instancePath}/${field}`)) return undefined;
  if (field === "type" && path.length === 2 && path[0] === "blocks") {
    return ctx.make("E_MISSING_FIELD", path, explain("E_MISSING_FIELD", { kind: "blockType" }).message, ctx.typeList);
  }
  const fieldSchema = ((parent.properties ?? {}) as Record<string, Record<string, unknown>>)[field];
  const target = fieldSchema && typeof fieldSchema.$ref === "string" ? ctx.definitions[fieldSchema.$ref.split("/").pop()!] : undefined;
  const schema = fieldSchema && target ? { ...target, ...fieldSchema } : fieldSchema;
  const description = fieldSchema?.description ?? target?.description;
  // The field's own title is its label in the form; a shared definition's title names a type, not a field.
  const label = typeof fieldSchema?.title === "string" ? fieldSchema.title : undefined;
  return {
    ...ctx.make(
      "E_MISSING_FIELD",
      path,
      explain("E_MISSING_FIELD", { kind: "field", field, label, schema }).message,
      description ? `${label ?? field}: ${String(description)}` : undefined,
    ),
    missingField: field,
  };
};

/** A value matching none of an anyOf's shapes: "fill in one of these fields" when the shapes differ by a required field. */
const describeNoShape: Describe = (e, path, parent, ctx) => {
  const alternatives = ctx.ajvErrors
    .filter((o) => o.instancePath === e.instancePath && o.keyword === "required" && o.schemaPath.startsWith(`${e.schemaPath}/`))
    .map((o) => (o.params as { missingProperty: string }).missingProperty);
  if (alternatives.length > 0)
    return ctx.make(
      "E_MISSING_FIELD",
      path,
      explain("E_MISSING_FIELD", { kind: "oneOf", fields: alternatives }).message,
      describeAction(parent),
    );
  return ctx.make("E_BAD_VALUE", path, explain("E_BAD_VALUE", { kind: "noShape" }).message, describeAction(parent));
};

const describeUnknownField: Describe = (e, path, parent, ctx) => {
  const field = (e.params as { additionalProperty: string }).additionalProperty;
  const known = Object.keys((parent.properties ?? {}) as object);
  const guess = closest(field, known);
  const hint = guess ? `Did you mean "${guess}"?` : known.length ? `Allowed fields here: ${known.join(", ")}.` : undefined;
  return ctx.make("E_UNKNOWN_FIELD", [...path, field], explain("E_UNKNOWN_FIELD", { field }).message, hint, true);
};

const describeWrongType: Describe = (e, path, _parent, ctx) => {
  const expected = (e.params as { type: string }).type;
  const isBlockType = path.length === 3 && path[0] === "blocks" && path[2] === "type";
  return ctx.make(
    "E_WRONG_TYPE",
    path,
    explain("E_WRONG_TYPE", { type: expected, value: e.data, blockType: isBlockType }).message,
    isBlockType ? ctx.typeList : typeHint(expected, e.data),
  );
};

const describeNotAllowed: Describe = (e, path, _parent, ctx) => {
  const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
  const guess = typeof e.data === "string" ? closest(e.data, allowed.map(String)) : undefined;
  return ctx.make(
    "E_BAD_VALUE",
    path,
    explain("E_BAD_VALUE", { kind: "enum", value: e.data, allowed }).message,
    guess ? `Did you mean "${guess}"?` : undefined,
  );
};

const describeNotConstant: Describe = (e, path, _parent, ctx) =>
  ctx.make(
    "E_BAD_VALUE",
    path,
    explain("E_BAD_VALUE", { kind: "const", value: e.data, allowed: (e.params as { allowedValue: unknown }).allowedValue }).message,
  );

/**
 * A value not in the expected form. In a link or file field, a forbidden scheme (javascript:, data:,
 * vbscript: ...) or a protocol-relative address is reported as a link that is not allowed, whatever the field.
 */
const describeBadFormat: Describe = (e, path, parent, ctx) => {
  const custom = typeof parent.errorMessage === "string" ? parent.errorMessage : undefined;
  const pattern = typeof parent.pattern === "string" ? parent.pattern : "";
  const isHref = pattern.startsWith(HREF_PATTERN_PREFIX);
  const danger = typeof e.data === "string" && (isHref || isAddressPattern(pattern)) ? dangerousAddress(e.data) : undefined;
  if (typeof e.data === "string" && (isHref || danger)) {
    const hint = (isHref ? sitePathHint(e.data) : undefined) ?? custom ?? examplesHint(parent);
    return ctx.make(
      "E_BAD_URL",
      path,
      explain("E_BAD_URL", { value: e.data, problem: isHref ? linkProblem(e.data) : danger! }).message,
      hint,
    );
  }
  const format = e.keyword === "format" ? (e.params as { format: string }).format : undefined;
  const examples = examplesHint(parent);
  // The technical rule is quoted only when nothing more readable describes the value.
  const rule = !custom && e.keyword === "pattern" && !examples ? String(parent.pattern) : undefined;
  const hint = examples ?? (typeof parent.description === "string" ? String(parent.description) : undefined);
  return ctx.make(
    "E_BAD_FORMAT",
    path,
    explain("E_BAD_FORMAT", { kind: "schema", value: e.data, custom, format, pattern: rule }).message,
    hint,
  );
};

const describeTooFew: Describe = (e, path, _parent, ctx) =>
  ctx.make(
    "E_TOO_FEW",
    path,
    explain("E_TOO_FEW", {
      keyword: e.keyword as "minItems" | "minLength" | "minimum",
      limit: (e.params as { limit: number }).limit,
      value: e.data,
    }).message,
  );

const describeTooMany: Describe = (e, path, _parent, ctx) =>
  ctx.make(
    "E_TOO_MANY",
    path,
    explain("E_TOO_MANY", {
      keyword: e.keyword as "maxItems" | "maxLength" | "maximum",
      limit: (e.params as { limit: number }).limit,
      value: e.data,
    }).message,
  );

/** Keywords the schemas do not use today; a unit test fails when one is added without a describer. */
const describeOtherRule: Describe = (e, path, _parent, ctx) =>
  ctx.make("E_BAD_VALUE", path, explain("E_BAD_VALUE", { kind: "rule", keyword: e.keyword, detail: e.message }).message);

/** The describer of each schema keyword {@link validateWithSchema} turns into a specific message. */
const DESCRIBERS: ReadonlyMap<string, Describe> = new Map(
  Object.entries({
    discriminator: describeUnknownBlock,
    required: describeMissingField,
    anyOf: describeNoShape,
    additionalProperties: describeUnknownField,
    type: describeWrongType,
    enum: describeNotAllowed,
    const: describeNotConstant,
    pattern: describeBadFormat,
    format: describeBadFormat,
    minItems: describeTooFew,
    minLength: describeTooFew,
    minimum: describeTooFew,
    maxItems: describeTooMany,
    maxLength: describeTooMany,
    maximum: describeTooMany,
  }),
);

/** The schema keywords {@link validateWithSchema} turns into specific messages. */
export const HANDLED_KEYWORDS: ReadonlySet<string> = new Set(DESCRIBERS.keys());

/** Whether a schema pattern describes an address (a site path, a file under public/ or an http(s) URL), from its first characters. */
function isAddressPattern(pattern: string): boolean {
  return /^\^(\/|\(?https)/.test(pattern);
}

/**
 * Whether an address would take the visitor somewhere the site never intends: a scheme other than
 * http(s), mailto: and tel: (javascript:, data:, vbscript: ...), or a protocol-relative start (`//`,
 * `/\`) that browsers read as another website. Undefined for any other value.
 */
function dangerousAddress(value: string): LinkProblem | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme && !/^(https?|mailto|tel)$/i.test(scheme)) return { kind: "scheme", scheme };
  if (/^[/\\][/\\]/.test(value)) return { kind: "otherSite", start: value.slice(0, 2) };
  return undefined;
}

/**
 * Why `href` is not a link the site can use (the catalogue words it for E_BAD_URL): a forbidden
 * scheme, a protocol-relative start, a scheme written oddly, a bad anchor, or a value that is
 * neither a site path nor a full address.
 */
export function linkProblem(href: string): LinkProblem {
  const danger = dangerousAddress(href);
  if (danger) return danger;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { kind: "oddScheme" };
  if (href.startsWith("#")) return { kind: "badAnchor" };
  return { kind: "notALink" };
}

/**
 * For a link written as a bare path without its leading slash (`contactProducts`, `services/x#y`),
 * the hint to write it with one; undefined for anything else.
 */
export function sitePathHint(href: string, route = `/${href}`): string | undefined {
  return /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*([#?].*)?$/.test(href)
    ? `Did you mean "${route}"? Links to pages of this site start with /.`
    : undefined;
}

/** Splits an ajv JSON pointer (`/blocks/3/slides/1`) into segments, numbers for array indexes. */
function splitPointer(pointer: string): DataPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function dedupe(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.line}:${e.col}:${e.code}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function describeAction(schema: Record<string, unknown>): string | undefined {
  return typeof schema.description === "string" ? schema.description : undefined;
}

function examplesHint(schema: Record<string, unknown>): string | undefined {
  return Array.isArray(schema.examples) && schema.examples.length
    ? `For example: ${schema.examples.map((x) => JSON.stringify(x)).join(", ")}.`
    : undefined;
}

function typeHint(expected: string, value: unknown): string | undefined {
  if (expected === "string" && (typeof value === "number" || typeof value === "boolean"))
    return `Put the value in quotes: "${String(value)}".`;
  if (expected === "array" && (typeof value === "string" || (value && typeof value === "object")))
    return "Make it a list, with each item on its own (in the page file, each item is a line that starts with a dash).";
  if (value === null) return "Fill in a value, or remove the field.";
  return undefined;
}
