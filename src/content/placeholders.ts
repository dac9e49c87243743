/**
 * Placeholders: `{brand}`, `{phone}`, `{email}` and every name under `variables:` in pages/_site.yaml,
 * written in any text of any page (and of _site.yaml itself) and filled in when the content is read,
 * so a fact written once in _site.yaml is right on every page. `{{` and `}}` are a literal `{` and `}`
 * (as in Python's format strings). Inside a `tel:`
 * link a value is written in its dialable form (`tel:{phone}` → `tel:+15550142010`; a number without a
 * country code is read as a US one, see src/content/phone.ts).
 */
import { closest, explain, type ContentError } from "./errors.ts";
import { locatedError, type DataPath, type ParsedFile } from "./parse.ts";
import { dialableNumber } from "./phone.ts";

/** The value of each placeholder by name, e.g. `brand` → "Northgate Systems". */
export type PlaceholderValues = ReadonlyMap<string, string>;

/** Placeholders the site always has, and the setting of _site.yaml each is read from. */
const BUILT_IN_PLACEHOLDERS: Readonly<Record<string, string>> = { brand: "brand.name", phone: "contact.phone", email: "contact.email" };

/** A placeholder's name: letters, digits and `_`, starting with a letter. */
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** `{{`, `}}`, or a placeholder `{name}`. */
const TOKEN = /\{\{|\}\}|\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/**
 * The placeholder values of a parsed _site.yaml (`siteData` may be anything: only string values of
 * brand.name, contact.phone, contact.email and `variables` are taken, so a broken file gives fewer
 * values, never an exception).
 */
export function placeholderValues(siteData: unknown): PlaceholderValues {
  const values = new Map<string, string>();
  const get = (path: string): unknown =>
    path
      .split(".")
      .reduce<unknown>(
        (v, k) => (v && typeof v === "object" && Object.hasOwn(v, k) ? (v as Record<string, unknown>)[k] : undefined),
        siteData,
      );
  const variables = get("variables");
  if (variables && typeof variables === "object" && !Array.isArray(variables)) {
    for (const [name, value] of Object.entries(variables))
      if (typeof value === "string" && NAME.test(name) && !Object.hasOwn(BUILT_IN_PLACEHOLDERS, name)) values.set(name, value);
  }
  for (const [name, path] of Object.entries(BUILT_IN_PLACEHOLDERS)) {
    const value = get(path);
    if (typeof value === "string") values.set(name, value);
  }
  return values;
}

/**
 * `text` with every placeholder filled in and `{{`, `}}` made `{`, `}`, and the placeholders it names that
 * `values` lacks (each name once, in order). An unknown placeholder is left as written. Never throws.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): { text: string; unknown: string[] } {
  if (!text.includes("{") && !text.includes("}}")) return { text, unknown: [] };
  const unknown: string[] = [];
  const filled = text.replace(TOKEN, (token, name: string | undefined, offset: number) => {
    if (name === undefined) return token[0]!;
    const value = values.get(name);
    if (value === undefined) {
      if (!unknown.includes(name)) unknown.push(name);
      return token;
    }
    return text.slice(Math.max(0, offset - 4), offset).toLowerCase() === "tel:"
      ? (dialableNumber(value) ?? value.replace(/[^\d+]/g, ""))
      : value;
  });
  return { text: filled, unknown };
}

/**
 * Fills the placeholders of every string in `parsed.data` (replaced by a filled copy; keys are left
 * as written) and returns one located E_UNKNOWN_PLACEHOLDER error per unknown placeholder, at the
 * placeholder itself, with the nearest known name suggested. For _site.yaml, also refuses variables
 * whose name cannot be written as a placeholder or is a built-in one. Never throws.
 */
export function fillParsedFile(parsed: ParsedFile, values: PlaceholderValues, opts: { isSite?: boolean } = {}): ContentError[] {
  const errors: ContentError[] = [];
  const names = [...values.keys()];
  const walk = (value: unknown, path: DataPath): unknown => {
    if (typeof value === "string") {
      const { text, unknown } = fillPlaceholders(value, values);
      for (const name of unknown) {
        const near = closest(name, names);
        errors.push(
          locatedError(
            parsed,
            "E_UNKNOWN_PLACEHOLDER",
            path,
            explain("E_UNKNOWN_PLACEHOLDER", { name }).message,
            near ? `Did you mean {${near}}?` : undefined,
            { within: `{${name}}` },
          ),
        );
      }
      return text;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, i]));
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    return value;
  };
  parsed.data = walk(parsed.data, []);
  if (opts.isSite) errors.push(...checkVariableNames(parsed));
  return errors;
}

function checkVariableNames(parsed: ParsedFile): ContentError[] {
  const variables = (parsed.data as { variables?: unknown } | undefined)?.variables;
  if (!variables || typeof variables !== "object" || Array.isArray(variables)) return [];
  const errors: ContentError[] = [];
  for (const name of Object.keys(variables)) {
    const path = ["variables", name];
    if (Object.hasOwn(BUILT_IN_PLACEHOLDERS, name)) {
      errors.push(
        locatedError(
          parsed,
          "E_RESERVED_KEY",
          path,
          explain("E_RESERVED_KEY", { key: name, reason: "placeholder", setting: BUILT_IN_PLACEHOLDERS[name]! }).message,
          `Change ${BUILT_IN_PLACEHOLDERS[name]} instead, or give the variable another name.`,
          { keyOf: true },
        ),
      );
    } else if (!NAME.test(name)) {
      errors.push(
        locatedError(
          parsed,
          "E_BAD_FORMAT",
          path,
          explain("E_BAD_FORMAT", { kind: "variableName", name }).message,
          `For example: ${name.replace(/[^A-Za-z0-9_]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : "")).replace(/^[^A-Za-z]+/, "") || "officeHours"}.`,
          {
            keyOf: true,
          },
        ),
      );
    }
  }
  return errors;
}
