/**
 * What the form's widgets and templates share: the editor's form context as rjsf hands it on, and
 * the ids that tie a field's label, description, errors and warnings to its input.
 */
import { descriptionId, errorId, helpId, type Registry, type RJSFSchema } from "@rjsf/utils";
import type { AssetEntry, EditorState, UploadResponse } from "../../api-types.ts";
import type { LocatedError } from "./schema-walk.ts";

/** What the widgets need from the editor (see `FormContext` in SchemaForm.tsx), and the errors by path. */
export interface WidgetContext {
  assets: AssetEntry[];
  routes: EditorState["routes"];
  keys: EditorState["keys"];
  upload(file: File, folder: string): Promise<UploadResponse>;
  /** The editor's errors by the JSON of the path of the field that shows them. */
  errorsByPath: Map<string, LocatedError[]>;
}

/** The editor's context from rjsf's registry (SchemaForm always passes one). */
export function widgetContext(registry: Registry): WidgetContext {
  return registry.formContext as WidgetContext;
}

/** Id of a field's warning line (link fields). */
export function warningId(id: string): string {
  return `${id}__warning`;
}

/** Id of a field's label element. */
export function labelId(id: string): string {
  return `${id}__label`;
}

/** The ui options the editor's uiSchema sets (see `buildUiSchema`). */
export interface EditorUiOptions {
  itemNoun?: string;
  itemsNoun?: string;
  entryNoun?: string;
  entryOf?: string;
  emptyValue?: unknown;
  multiline?: boolean;
  altField?: string;
  /** For a newest-first list (see NewestFirstArrayField): adds a new item at the top. */
  addFirst?: () => void;
  /** The names of a picture's width and height fields beside it, filled with its size in px when it is chosen. */
  sizeFields?: { width: string; height: string };
  asset?: { kind: "picture" | "pdf"; extensions: string[] };
}

/** The position (from 0) of an array item from its field id (`<prefix>_slides_1` → 1), or undefined. */
function itemIndex(id: string): number | undefined {
  const last = id.slice(id.lastIndexOf("_") + 1);
  return /^\d+$/.test(last) ? Number(last) : undefined;
}

/** "Slide 2" for the second item of a list whose items are slides; undefined for a field that is no list item. */
export function itemLabel(id: string, options: EditorUiOptions): string | undefined {
  const index = itemIndex(id);
  return options.itemNoun && index !== undefined ? `${capitalised(options.itemNoun)} ${index + 1}` : undefined;
}

/** Whether a field shows its schema's description (list items do not: "One bullet." beside every bullet says nothing). */
export function showsDescription(schema: RJSFSchema, options: EditorUiOptions): boolean {
  return typeof schema.description === "string" && schema.description.length > 0 && !options.itemNoun;
}

/**
 * The `aria-describedby` of a field's input: its error messages (when it has any), its description
 * and its default (when it shows them), and any extra ids (a warning); undefined when none.
 */
export function describedBy(
  id: string,
  schema: RJSFSchema,
  options: EditorUiOptions,
  hasErrors: boolean,
  ...extra: (string | false | undefined)[]
): string | undefined {
  const ids = [
    hasErrors && errorId(id),
    showsDescription(schema, options) && descriptionId(id),
    defaultText(schema) !== undefined && helpId(id),
    ...extra,
  ].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

/**
 * The schema's default as the form shows it under the field ("5000"), or undefined when it has none.
 * Choices (enums) mark their default among the choices instead, so they have no such line.
 */
export function defaultText(schema: RJSFSchema): string | undefined {
  const value = schema.default;
  if (value === undefined || value === null || Array.isArray(schema.enum)) return undefined;
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "object") return undefined;
  return String(value);
}

/** Whether an enum field is shown as radio buttons (three choices or fewer) rather than a select. */
export function usesRadios(schema: RJSFSchema): boolean {
  return Array.isArray(schema.enum) && schema.enum.length <= 3;
}

/** A noun with its first letter in upper case: "slide" → "Slide". */
export function capitalised(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}
