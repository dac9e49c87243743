/**
 * Reading the bundled form schemas (src/editor/form-schema.ts) the way the editor's form needs them:
 * references written out, required-only `anyOf`s dropped, and for each field the widget that edits
 * it; where the editor's errors show; and the form's data tidied for the YAML.
 */

import { NewestFirstArrayField } from "./NewestFirstArrayField.tsx";

/** A JSON Schema node, as the bundle holds it. */
export type Schema = { [key: string]: unknown };

/**
 * The editor hints of a schema node: its `x-editor` annotation (docs/editor.md, "Editor hints in the schemas"). ajv
 * accepts the keyword and ignores it; only the editor's forms read it.
 */
export interface EditorHints {
  /** A text field that runs to sentences: edited in a multi-line box instead of a one-line one. */
  multiline?: boolean;
  /** A text field that may carry the site's inline markup (`**bold**`, `[label](/route)`): edited with Bold and Link buttons. */
  markup?: boolean;
  /** On a list kept newest first: a new item goes at its top. */
  newestFirst?: boolean;
  /** On a list: what one item is called, in lower-case words ("slide", "button"), for "Slide 2", "Add button". */
  itemNoun?: string;
  /** On an object keyed by the author: what one entry is called ("video"), for "Add video". */
  entryNoun?: string;
  /** A text field edited with a picker instead of a plain box: a link, or the name of a site lead form or video. */
  widget?: "link" | "leadForm" | "video";
}

/** The keyword that carries a schema node's {@link EditorHints}. */
const HINTS = "x-editor";

/** The hints of `node` (an empty object for a node without them, or with a malformed one). */
export function editorHints(node: Schema): EditorHints {
  const raw = node[HINTS];
  if (!isSchema(raw)) return {};
  const hints: EditorHints = {};
  if (raw.multiline === true) hints.multiline = true;
  if (raw.markup === true) hints.markup = true;
  if (raw.newestFirst === true) hints.newestFirst = true;
  if (typeof raw.itemNoun === "string" && raw.itemNoun) hints.itemNoun = raw.itemNoun;
  if (typeof raw.entryNoun === "string" && raw.entryNoun) hints.entryNoun = raw.entryNoun;
  if (raw.widget === "link" || raw.widget === "leadForm" || raw.widget === "video") hints.widget = raw.widget;
  return hints;
}

/** The rjsf widget of each {@link EditorHints.widget}. */
const PICKERS = { link: "link", leadForm: "leadFormKey", video: "videoKey" } as const;

/** Extensions of the pictures the picker offers (lower case, without the dot). */
export const PICTURE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg"] as const;

/** Keywords whose values are data, not schemas: copied as they are. */
const DATA_KEYWORDS = new Set(["default", "examples", "enum", "const"]);

function isSchema(node: unknown): node is Schema {
  return node !== null && typeof node === "object" && !Array.isArray(node);
}

/**
 * `node` with its `$ref` (a `#/definitions/<name>` of `root`) followed, repeatedly; the node's own
 * keywords beside the reference (title, description) win over the definition's. An unknown reference
 * leaves the node as it is, without the `$ref`.
 */
export function resolve(node: unknown, root: Schema): Schema {
  let current: Schema = isSchema(node) ? node : {};
  for (let depth = 0; typeof current.$ref === "string" && depth < 32; depth++) {
    const { $ref, ...own } = current;
    const name = /^#\/definitions\/(.+)$/.exec($ref as string)?.[1];
    const target = name && isSchema(root.definitions) ? (root.definitions as Schema)[name] : undefined;
    current = isSchema(target) ? { ...target, ...own } : own;
  }
  return current;
}

/**
 * Keyword that {@link formSchema} leaves on a node written out from a reference, naming the
 * definition it came from, so the widgets still know a link (`common_href`) or a file path
 * (`common_assetPath`) when it no longer says `$ref`.
 */
const FROM = "x-from";

/** The definition a field refers to by `$ref`, or was written out from (e.g. `common_href`); undefined for neither. */
function refName(node: unknown): string | undefined {
  if (!isSchema(node)) return undefined;
  if (typeof node.$ref === "string") return /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1];
  return typeof node[FROM] === "string" ? node[FROM] : undefined;
}

/**
 * The schema a form shows for `definition` of `root` (e.g. `block_hero`), or for the whole root
 * schema when `definition` is absent: every reference replaced by the definition it names (the
 * node's own keywords, such as its title, winning), and every `anyOf`/`oneOf`
 * whose branches only list `required` fields removed (such a rule says "give one of these fields",
 * which the editor's validator reports in words; a form library would show it as a choice between
 * unnamed options). Throws an Error naming a definition the root does not have.
 */
export function formSchema(root: Schema, definition?: string): Schema {
  const definitions = isSchema(root.definitions) ? (root.definitions as Schema) : {};
  let top: Schema;
  if (definition === undefined) top = root;
  else if (isSchema(definitions[definition])) top = definitions[definition] as Schema;
  else throw new Error(`The form schema has no definition named "${definition}".`);
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!isSchema(node)) return node;
    const out: Schema = {};
    for (const [key, value] of Object.entries(node)) {
      if (
        (key === "anyOf" || key === "oneOf") &&
        Array.isArray(value) &&
        value.every((b) => isSchema(b) && Object.keys(b).every((k) => k === "required"))
      )
        continue;
      out[key] = DATA_KEYWORDS.has(key) ? value : strip(value);
    }
    return out;
  };
  const definitionsOut = strip(definitions) as Schema;
  // References are written out in place (the schemas have no cycles; one that had would keep its
  // `$ref`): rjsf then resolves nothing while rendering, which made a form several times slower.
  let unresolved = false;
  const inline = (node: unknown, trail: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => inline(n, trail));
    if (!isSchema(node)) return node;
    let current = node;
    let name = refName(current);
    let path = trail;
    const first = name;
    while (name !== undefined && isSchema(definitionsOut[name]) && !path.includes(name)) {
      const { $ref: _ref, ...own } = current;
      current = { ...(definitionsOut[name] as Schema), ...own };
      path = [...path, name];
      name = refName(current);
    }
    if (typeof current.$ref === "string") unresolved = true;
    const out: Schema = first !== undefined && current.$ref === undefined ? { [FROM]: first } : {};
    for (const [key, value] of Object.entries(current)) out[key] = DATA_KEYWORDS.has(key) ? value : inline(value, path);
    return out;
  };
  const { definitions: _ignored, ...own } = top;
  const body = inline(strip(own), definition ? [definition] : []) as Schema;
  return unresolved ? { ...body, definitions: definitionsOut } : body;
}

/**
 * What one item of the list `node` (a field named `name`) is called, in lower-case words: its
 * `itemNoun` hint, else the name in the singular (`slides` → "slide", `categories` → "category",
 * `boxes` → "box").
 */
export function itemNoun(name: string, node: Schema = {}): string {
  const hinted = editorHints(node).itemNoun;
  if (hinted) return hinted;
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  if (/ies$/.test(words)) return words.replace(/ies$/, "y");
  if (/(ss|sh|ch|x)es$/.test(words)) return words.replace(/es$/, "");
  if (/s$/.test(words) && !/ss$/.test(words)) return words.slice(0, -1);
  return words;
}

/** What one entry of the author-keyed object `node` (a field named `name`) is called: its `entryNoun` hint, else as {@link itemNoun}. */
function entryNoun(name: string, node: Schema = {}): string {
  return editorHints(node).entryNoun ?? itemNoun(name);
}

/** The kind of file an asset field takes, and the extensions it accepts (lower case, no dot). */
export interface AssetKind {
  kind: "picture" | "pdf";
  extensions: string[];
}

/** For a field that names a file under public/, which files it takes; undefined for any other field. */
export function assetKind(name: string, raw: unknown, field: Schema): AssetKind | undefined {
  const description = typeof field.description === "string" ? field.description : "";
  const pattern = typeof field.pattern === "string" ? field.pattern : "";
  const isAsset = refName(raw) === "common_assetPath" || (/under public\//.test(description) && pattern.startsWith("^/"));
  if (!isAsset) return undefined;
  if (name === "pdf" || /\bPDF\b/.test(description)) return { kind: "pdf", extensions: ["pdf"] };
  const listed = /\\\.\(([a-z0-9|]+)\)\$$/i.exec(pattern)?.[1];
  return { kind: "picture", extensions: listed ? listed.toLowerCase().split("|") : [...PICTURE_EXTENSIONS] };
}

type UiNode = { [key: string]: unknown };

/**
 * The rjsf uiSchema for `schema` (a {@link formSchema}): for every field, the widget that edits it
 * and its options, from the schema and its `x-editor` hints ({@link EditorHints}). Strings: `hidden`
 * for a fixed value (a block's `type`) and `$schema`; `choice` (select or radios) for an enum;
 * `link`, `leadFormKey` or `videoKey` for the hint `widget` "link", "leadForm" or "video"; `asset`
 * for files under public/ (with the sibling `alt` field's name for pictures); `markup` for text
 * hinted `markup` (multi-line with the hint `multiline`); `textarea` for other text hinted
 * `multiline` or allowed 150 characters or more. A list hinted `newestFirst` adds new items at its
 * top (NewestFirstArrayField). Arrays carry the noun of their items
 * ({@link itemNoun}), and their items `itemNoun` too, for labels such as "Slide 2" and "Move slide 2
 * up"; objects keyed by the author carry the noun of an entry ({@link entryNoun}, and `entryOf` on
 * the entries). A required string that may be
 * empty (an `alt`) keeps an emptied box as "" (`emptyValue`), since leaving the field out is an error
 * while "" is allowed.
 */
export function buildUiSchema(schema: Schema, root: Schema = schema): UiNode {
  const walk = (
    raw: unknown,
    name: string,
    required: boolean,
    context: { altSibling?: string; sized?: boolean; noun?: string; entryOf?: string },
    depth: number,
  ): UiNode => {
    const node = resolve(raw, root);
    const ui: UiNode = {};
    const options: UiNode = {};
    const hints = editorHints(node);
    if (context.noun) options.itemNoun = context.noun;
    if (context.entryOf) options.entryOf = context.entryOf;
    if (depth > 24) return ui;
    const type = node.type;
    if (name === "$schema" || node.const !== undefined) {
      ui["ui:widget"] = "hidden";
    } else if (type === "object" || isSchema(node.properties)) {
      const properties = isSchema(node.properties) ? node.properties : {};
      const requiredList = Array.isArray(node.required) ? (node.required as string[]) : [];
      const alt = "alt" in properties ? "alt" : undefined;
      const sized = "width" in properties && "height" in properties;
      for (const [key, child] of Object.entries(properties)) {
        ui[key] = walk(child, key, requiredList.includes(key), { altSibling: key === "alt" ? undefined : alt, sized }, depth + 1);
      }
      if (isSchema(node.additionalProperties)) {
        const noun = entryNoun(name, node);
        options.entryNoun = noun;
        ui.additionalProperties = walk(node.additionalProperties, noun, false, { entryOf: noun }, depth + 1);
      }
    } else if (type === "array") {
      const noun = itemNoun(name, node);
      options.itemsNoun = noun;
      if (hints.newestFirst) ui["ui:field"] = NewestFirstArrayField;
      ui.items = walk(node.items, noun, false, { noun }, depth + 1);
    } else if (Array.isArray(node.enum)) {
      ui["ui:widget"] = "choice";
    } else if (type === "string") {
      const asset = assetKind(name, raw, node);
      if (hints.widget) ui["ui:widget"] = PICKERS[hints.widget];
      else if (asset) {
        ui["ui:widget"] = "asset";
        options.asset = asset;
        if (context.altSibling && asset.kind === "picture") options.altField = context.altSibling;
        if (context.sized && asset.kind === "picture") options.sizeFields = { width: "width", height: "height" };
      } else if (hints.markup) {
        ui["ui:widget"] = "markup";
        options.multiline = hints.multiline === true;
      } else if (hints.multiline || (typeof node.maxLength === "number" && node.maxLength >= 150)) {
        ui["ui:widget"] = "textarea";
      }
      if (required && node.minLength === undefined) options.emptyValue = "";
    }
    if (Object.keys(options).length > 0) ui["ui:options"] = options;
    return ui;
  };
  const ui = walk(schema, "", false, {}, 0);
  // The form is saved by the editor's shell: no submit button.
  ui["ui:submitButtonOptions"] = { norender: true };
  return ui;
}

/** One error (or, with `severity: "warning"`, warning) of the editor's validator, located by its path relative to the form's value. */
export interface LocatedError {
  path: (string | number)[];
  message: string;
  hint?: string;
  severity?: "warning";
}

/**
 * The part of `path` that names a field the form shows for `value` under `schema`: the walk stops at a
 * property the schema does not have (or hides: a fixed `type`, `$schema`), at an array index past the
 * end of the value's array, and at a key the value's keyed object does not have. An error is shown on
 * the field its path reaches, so an error on an unknown property shows on the object that has it.
 */
export function shownPath(path: readonly (string | number)[], schema: Schema, value: unknown, root: Schema = schema): (string | number)[] {
  const out: (string | number)[] = [];
  let node = resolve(schema, root);
  let data: unknown = value;
  for (const segment of path) {
    const index = typeof segment === "number" ? segment : /^\d+$/.test(segment) ? Number(segment) : NaN;
    if (node.type === "array" && Number.isInteger(index)) {
      if (!Array.isArray(data) || index >= data.length) break;
      out.push(index);
      node = resolve(node.items, root);
      data = data[index];
      continue;
    }
    const key = String(segment);
    const properties = isSchema(node.properties) ? node.properties : {};
    if (Object.hasOwn(properties, key)) {
      const child = resolve(properties[key], root);
      if (key === "$schema" || child.const !== undefined) break;
      out.push(key);
      node = child;
    } else if (isSchema(node.additionalProperties) && isSchema(data) && Object.hasOwn(data, key)) {
      out.push(key);
      node = resolve(node.additionalProperties, root);
    } else break;
    data = isSchema(data) ? data[key] : undefined;
  }
  return out;
}

/** rjsf's error tree: `__errors` at each level, children by property name or array index. */
export type ErrorTree = { __errors?: string[]; [key: string]: unknown };

/**
 * The errors as rjsf's `extraErrors` tree, each placed at its {@link shownPath}, and the errors by that
 * path (its JSON) so a field can show each message with its hint. Messages repeated at one path are
 * shown once.
 */
export function errorTree(
  errors: readonly LocatedError[],
  schema: Schema,
  value: unknown,
  root: Schema = schema,
): { tree: ErrorTree; byPath: Map<string, LocatedError[]> } {
  const tree: ErrorTree = {};
  const byPath = new Map<string, LocatedError[]>();
  for (const error of errors) {
    const path = shownPath(error.path, schema, value, root);
    const key = JSON.stringify(path);
    const list = byPath.get(key) ?? [];
    if (list.some((e) => e.message === error.message)) continue;
    list.push(error);
    byPath.set(key, list);
    let node = tree;
    for (const segment of path) node = (node[segment] ??= {}) as ErrorTree;
    (node.__errors ??= []).push(error.message);
  }
  return { tree, byPath };
}

/**
 * `next` (what the form library reports) tidied for the YAML: properties whose value is undefined are
 * left out (an emptied optional field disappears from the file), and an array item that is undefined
 * (a new item of a list of texts, numbers or yes/no values) becomes the empty value of its type ("",
 * 0, false; {} for an object), so the file never gets a `null` the author did not write.
 */
export function tidyValue(next: unknown, schema: Schema, root: Schema = schema): unknown {
  const node = resolve(schema, root);
  if (Array.isArray(next)) {
    const item = resolve(node.items, root);
    return next.map((entry) => (entry === undefined || entry === null ? emptyOf(item) : tidyValue(entry, item, root)));
  }
  if (isSchema(next)) {
    const properties = isSchema(node.properties) ? node.properties : {};
    const out: Schema = {};
    for (const [key, entry] of Object.entries(next)) {
      if (entry === undefined) continue;
      const child = Object.hasOwn(properties, key) ? properties[key] : isSchema(node.additionalProperties) ? node.additionalProperties : {};
      out[key] = tidyValue(entry, child as Schema, root);
    }
    return out;
  }
  return next;
}

function emptyOf(node: Schema): unknown {
  switch (node.type) {
    case "string":
      return "";
    case "integer":
    case "number":
      return 0;
    case "boolean":
      return false;
    case "array":
      return [];
    default:
      return {};
  }
}

/**
 * Whether two JSON values are equal: same primitives, arrays of equal items in order, objects with
 * the same keys (in any order) and equal values. `undefined` properties count as absent.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (isSchema(a) && isSchema(b)) {
    const keysA = Object.keys(a).filter((k) => a[k] !== undefined);
    const keysB = Object.keys(b).filter((k) => b[k] !== undefined);
    return keysA.length === keysB.length && keysA.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}
