/**
 * The schemas of schema/ as one self-contained JSON Schema per file kind, for a form library that
 * resolves only `#/...` references inside the schema it is given (the page editor's forms). Every
 * file's definitions move under the bundle's `definitions` with a prefix, every reference is
 * rewritten to point there, and every field gets a `title` (its own, else its name in words) so a form
 * labels it "Src mobile" rather than by a definition's name.
 */
import { HREF_PATTERN } from "../shared/inline-markup.ts";
import type { SchemaFiles } from "../content/schemas.ts";

type Schema = { [key: string]: unknown };

/** A field name in words: `srcDesktopTablet` → "Src desktop tablet", `minimumHours` → "Minimum hours". */
export function fieldTitle(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The page schema (`kind` "page") or the site schema ("site") of `files`, bundled: no `$ref` leaves the
 * returned schema, which validates exactly what the file's schema validates (the link pattern is the
 * one the validator uses). Definitions are named `common_<name>`, `block_<type>` and
 * `block_<type>_<name>`, and `<kind>_<name>` for the file's own. Throws an Error naming a reference it
 * cannot place (a schema file pointing at a file that does not exist).
 */
export function bundleSchema(files: SchemaFiles, kind: "page" | "site"): Schema {
  const definitions: Record<string, Schema> = {};
  const rewrite = (node: unknown, local: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, local));
    if (!node || typeof node !== "object") return node;
    const out: Schema = {};
    for (const [k, v] of Object.entries(node as Schema)) {
      if (k === "$schema" || k === "$id" || k === "definitions") continue;
      if (k === "$ref" && typeof v === "string") out.$ref = `#/definitions/${target(v, local)}`;
      else if (k === "properties" && v && typeof v === "object") {
        out.properties = Object.fromEntries(
          Object.entries(v as Schema).map(([name, field]) => [name, withTitle(rewrite(field, local) as Schema, name)]),
        );
      } else out[k] = rewrite(v, local);
    }
    return out;
  };
  const addFile = (schema: Schema, prefix: string) => {
    for (const [name, def] of Object.entries((schema.definitions ?? {}) as Record<string, Schema>))
      definitions[`${prefix}_${name}`] = rewrite(def, prefix) as Schema;
  };

  const common = files.common as Schema;
  const commonDefs = (common.definitions ?? {}) as Record<string, Schema>;
  addFile({ definitions: { ...commonDefs, href: { ...commonDefs.href, pattern: HREF_PATTERN } } }, "common");
  for (const type of files.blockTypes) {
    const block = files.blocks[type] as Schema;
    addFile(block, `block_${type}`);
    definitions[`block_${type}`] = rewrite(block, `block_${type}`) as Schema;
  }
  const own = files[kind] as Schema;
  addFile(own, kind);
  return { ...(rewrite(own, kind) as Schema), definitions };

  function target(ref: string, local: string): string {
    let m: RegExpExecArray | null;
    if ((m = /^#\/definitions\/([\w-]+)$/.exec(ref))) return `${local}_${m[1]}`;
    if ((m = /^(?:\.\.\/)?common\.schema\.json#\/definitions\/([\w-]+)$/.exec(ref))) return `common_${m[1]}`;
    if ((m = /^(?:\.\.\/)?(?:blocks\/)?([\w-]+)\.schema\.json$/.exec(ref)) && files.blockTypes.includes(m[1]!)) return `block_${m[1]}`;
    throw new Error(`The schema reference "${ref}" points at no schema file the editor knows.`);
  }
}

function withTitle(field: Schema, name: string): Schema {
  return typeof field.title === "string" ? field : { ...field, title: fieldTitle(name) };
}
