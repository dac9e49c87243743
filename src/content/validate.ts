import type { ErrorObject, ValidateFunction } from "ajv";
import { closest, type ContentError, type ErrorCode } from "./errors.ts";
import { locatedError, type DataPath, type ParsedFile } from "./parse.ts";

/** The href pattern of common.schema.json; a pattern failure against it is a forbidden or malformed link. */
const HREF_PATTERN_PREFIX = "^(https?://";

/**
 * Validates a parsed file's data with a compiled schema and turns every ajv error into a located
 * {@link ContentError}: the exact nested node's line and column, a readable path, a plain message,
 * a "did you mean" hint for near-miss block types, field names and enum values, and a code frame.
 * `blockTypes` feeds the suggestion for unknown block types. Returns [] when the data is valid;
 * never throws on bad data.
 */
export function validateWithSchema(params: { parsed: ParsedFile; validate: ValidateFunction; blockTypes: readonly string[] }): ContentError[] {
  const { parsed, validate, blockTypes } = params;
  if (validate(parsed.data)) return [];
  const ajvErrors = validate.errors ?? [];
  const out: ContentError[] = [];
  const make = (code: ErrorCode, path: DataPath, message: string, hint?: string, keyOf = false) => locatedError(parsed, code, path, message, hint, { keyOf });
  for (const e of ajvErrors) {
    const path = splitPointer(e.instancePath);
    const parent = (e.parentSchema ?? {}) as Record<string, unknown>;
    switch (e.keyword) {
      case "discriminator": {
        const { error, tagValue } = e.params as { error: string; tagValue?: unknown };
        if (error === "mapping" && typeof tagValue === "string") {
          const guess = closest(tagValue, blockTypes);
          out.push(make("E_UNKNOWN_BLOCK", [...path, "type"], `"${tagValue}" is not a block type.`, guess ? `Did you mean "${guess}"?` : `Block types: ${blockTypes.join(", ")}.`));
        } else {
          out.push(make("E_MISSING_FIELD", path, `Every block needs a "type" naming its block type (one of ${blockTypes.join(", ")}).`));
        }
        break;
      }
      case "required": {
        if (/\/anyOf\/\d+\/required$/.test(e.schemaPath)) break; // reported once, by the anyOf error below
        const field = (e.params as { missingProperty: string }).missingProperty;
        const fieldSchema = ((parent.properties ?? {}) as Record<string, Record<string, unknown>>)[field];
        const expected = fieldSchema ? describeExpected(fieldSchema) : "";
        out.push(make("E_MISSING_FIELD", path, `Missing required field "${field}"${expected ? ` (${expected})` : ""}.`, fieldSchema?.description ? `${field}: ${String(fieldSchema.description)}` : undefined));
        break;
      }
      case "anyOf": {
        const alternatives = ajvErrors
          .filter((o) => o.instancePath === e.instancePath && o.keyword === "required" && o.schemaPath.startsWith(`${e.schemaPath}/`))
          .map((o) => (o.params as { missingProperty: string }).missingProperty);
        if (alternatives.length > 0) {
          out.push(make("E_MISSING_FIELD", path, `Needs one of the fields ${orList(alternatives.map((a) => `"${a}"`))}.`, describeAction(parent)));
        } else {
          out.push(make("E_INVALID", path, "This value matches none of the allowed shapes."));
        }
        break;
      }
      case "additionalProperties": {
        const field = (e.params as { additionalProperty: string }).additionalProperty;
        const known = Object.keys((parent.properties ?? {}) as object);
        const guess = closest(field, known);
        out.push(
          make(
            "E_UNKNOWN_FIELD",
            [...path, field],
            `Unknown field "${field}".`,
            guess ? `Did you mean "${guess}"?` : known.length ? `Allowed fields here: ${known.join(", ")}.` : undefined,
            true,
          ),
        );
        break;
      }
      case "type": {
        const expected = (e.params as { type: string }).type;
        out.push(make("E_WRONG_TYPE", path, `Expected ${article(expected)}, got ${describeValue(e.data)}.`, typeHint(expected, e.data)));
        break;
      }
      case "enum": {
        const allowed = (e.params as { allowedValues: unknown[] }).allowedValues;
        const guess = typeof e.data === "string" ? closest(e.data, allowed.map(String)) : undefined;
        out.push(make("E_BAD_VALUE", path, `${describeValue(e.data)} is not allowed here. Allowed values: ${allowed.map((v) => JSON.stringify(v)).join(", ")}.`, guess ? `Did you mean "${guess}"?` : undefined));
        break;
      }
      case "const": {
        out.push(make("E_BAD_VALUE", path, `Expected ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}, got ${describeValue(e.data)}.`));
        break;
      }
      case "pattern":
      case "format": {
        const custom = typeof parent.errorMessage === "string" ? parent.errorMessage : undefined;
        const isHref = typeof parent.pattern === "string" && parent.pattern.startsWith(HREF_PATTERN_PREFIX);
        const message = `${describeValue(e.data)} is not valid here. ${custom ?? (e.keyword === "format" ? `Expected a valid ${(e.params as { format: string }).format}.` : `It must match ${String(parent.pattern)}.`)}`;
        out.push(make(isHref ? "E_BAD_URL" : "E_BAD_FORMAT", path, message));
        break;
      }
      case "minItems":
      case "minLength":
      case "minimum": {
        const limit = (e.params as { limit: number }).limit;
        const what = e.keyword === "minItems" ? `at least ${limit} ${limit === 1 ? "item" : "items"}` : e.keyword === "minLength" ? "some text (it is empty)" : `a number of at least ${limit}`;
        out.push(make("E_TOO_FEW", path, `Needs ${what}.`));
        break;
      }
      case "maxItems":
      case "maxLength":
      case "maximum": {
        const limit = (e.params as { limit: number }).limit;
        const what = e.keyword === "maxItems" ? `at most ${limit} items` : e.keyword === "maxLength" ? `at most ${limit} characters (it has ${String(e.data).length})` : `a number of at most ${limit}`;
        out.push(make("E_TOO_MANY", path, `Allows ${what}.`));
        break;
      }
      default:
        out.push(make("E_INVALID", path, `Invalid value: ${e.message ?? e.keyword}.`));
    }
  }
  return dedupe(out);
}

/** Splits an ajv JSON pointer (`/blocks/3/slides/1`) into segments, numbers for array indexes. */
export function splitPointer(pointer: string): DataPath {
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

function describeExpected(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`;
  if (typeof schema.type === "string") return article(schema.type);
  if (typeof schema.$ref === "string") return schema.$ref.split("/").pop() ?? "";
  return "";
}

function describeAction(schema: Record<string, unknown>): string | undefined {
  return typeof schema.description === "string" ? schema.description : undefined;
}

function article(type: string): string {
  switch (type) {
    case "array":
      return "a list (items starting with '- ')";
    case "object":
      return "a mapping (indented 'key: value' lines)";
    case "integer":
      return "a whole number";
    case "boolean":
      return "true or false";
    case "number":
      return "a number";
    case "string":
      return "text";
    default:
      return type;
  }
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "nothing (the value is empty)";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return `the text ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  return `${typeof value === "boolean" ? "the boolean" : "the number"} ${String(value)}`;
}

function typeHint(expected: string, value: unknown): string | undefined {
  if (expected === "string" && (typeof value === "number" || typeof value === "boolean")) return `Put the value in quotes: "${String(value)}".`;
  if (expected === "array" && (typeof value === "string" || (value && typeof value === "object"))) return "Write each item on its own line starting with '- '.";
  if (value === null) return "Write a value after the colon, or remove the key.";
  return undefined;
}

function orList(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}
