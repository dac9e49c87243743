/**
 * The page editor's form for one block, or for the site settings, generated from the bundled JSON
 * Schemas (src/editor/form-schema.ts) with @rjsf. The editor's own validator checks the draft; its
 * errors come in as props and show under their fields. The form reports only the author's edits:
 * opening a block never changes its YAML, and defaults the author never chose are never written.
 */
import Form from "@rjsf/core";
import type { IChangeEvent } from "@rjsf/core";
import type { ErrorSchema, Experimental_DefaultFormStateBehavior, RegistryWidgetsType, RJSFSchema, TemplatesType } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { useMemo, type JSX } from "react";
import type { AssetEntry, EditorState, UploadResponse } from "../api-types.ts";
import { AssetWidget } from "./widgets/AssetWidget.tsx";
import { CheckboxWidget, ChoiceWidget, HiddenWidget, TextareaWidget, TextWidget } from "./widgets/inputs.tsx";
import { LeadFormKeyWidget, VideoKeyWidget } from "./widgets/KeySelectWidget.tsx";
import { LinkWidget } from "./widgets/LinkWidget.tsx";
import { MarkupTextWidget } from "./widgets/MarkupTextWidget.tsx";
import { buildUiSchema, errorTree, formSchema, sameJson, tidyValue, type Schema } from "./widgets/schema-walk.ts";
import type { WidgetContext } from "./widgets/shared.tsx";
import {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  Nothing,
  ObjectFieldTemplate,
  TitleFieldTemplate,
} from "./widgets/templates.tsx";
import "./form.css";

/**
 * One error (or warning) of the editor's validator for the form's value. `path` is relative to the `value` given
 * to {@link SchemaForm} (e.g. `["slides", 0, "alt"]`); `hint` is an optional second sentence saying
 * how to fix it. An error whose path leads to no field the form shows (an unknown property, an item
 * past the end of a list, a block's fixed `type`) shows on the nearest field above it.
 */
export interface FieldError {
  path: (string | number)[];
  message: string;
  hint?: string;
  /** `"warning"`: the page is published as written, but the author should check it; shown as a warning, not an error. */
  severity?: "warning";
}

/** What the form's special fields need from the editor. */
export interface FormContext {
  /** Pictures and PDFs under public/, for the file picker. */
  assets: AssetEntry[];
  /** Every route with its page title and section ids, for link suggestions and warnings. */
  routes: EditorState["routes"];
  /** Lead-form and video keys of _site.yaml, for the fields naming one. */
  keys: EditorState["keys"];
  /** Stores `file` under public/images/<folder>/ and resolves with its entry; rejects with an Error whose message is a plain sentence. */
  upload(file: File, folder: string): Promise<UploadResponse>;
}

/** The props of {@link SchemaForm}. */
export interface SchemaFormProps {
  /** The bundled page or site schema (`EditorSchemas.page` or `.site`). */
  rootSchema: Record<string, unknown>;
  /** The definition to edit, e.g. `block_hero`; absent: the whole root schema (the site settings). */
  definition?: string;
  /** The block (or site settings) as parsed from the draft. */
  value: unknown;
  /** Called with the new value after each edit by the author, never on mount or for a new `value`. */
  onChange(value: unknown): void;
  /** The validator's errors for `value`. */
  errors: FieldError[];
  context: FormContext;
  /** Prefix of every id in the form, unique on the page (e.g. `block-3`); ids are `<prefix>_<field>_<index>…`. */
  idPrefix: string;
}

// rjsf needs a validator to resolve schemas; it never validates here (`noValidate`): the editor's own
// validator does, and its errors arrive as `extraErrors`.
const validator = customizeValidator({ ajvOptionsOverrides: { discriminator: true } });

/**
 * How rjsf fills in missing data: not at all. Defaults are shown by the widgets (a select showing its
 * default, "Default: 5000" under a box) instead of being put into the data, where they would reach
 * the YAML; lists with a minimum number of items are not padded with empty items; a block's `type`
 * (a `const`) is not filled in, as every block already has it.
 */
const NO_DEFAULTS: Experimental_DefaultFormStateBehavior = {
  emptyObjectFields: "skipDefaults",
  arrayMinItems: { populate: "never" },
  constAsDefaults: "never",
  mergeDefaultsIntoFormData: "useFormDataIfPresent",
};

const widgets: RegistryWidgetsType = {
  TextWidget,
  TextareaWidget,
  SelectWidget: ChoiceWidget,
  RadioWidget: ChoiceWidget,
  CheckboxWidget,
  HiddenWidget,
  UpDownWidget: TextWidget,
  choice: ChoiceWidget,
  textarea: TextareaWidget,
  hidden: HiddenWidget,
  markup: MarkupTextWidget,
  link: LinkWidget,
  asset: AssetWidget,
  leadFormKey: LeadFormKeyWidget,
  videoKey: VideoKeyWidget,
};

const templates: Partial<Omit<TemplatesType, "ButtonTemplates">> & { ButtonTemplates?: Partial<TemplatesType["ButtonTemplates"]> } = {
  FieldTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  FieldErrorTemplate,
  TitleFieldTemplate,
  DescriptionFieldTemplate,
  FieldHelpTemplate: Nothing,
  ErrorListTemplate: Nothing,
  ButtonTemplates: { SubmitButton: Nothing },
};

type Prepared = { schema: Schema; uiSchema: ReturnType<typeof buildUiSchema> };

/** The prepared schema and uiSchema of each root schema object and definition. */
const preparedByObject = new WeakMap<object, Map<string, Prepared>>();
/** The same by the root schema's JSON, for a caller that builds an equal root on every render; the last few only. */
const preparedByText = new Map<string, Prepared>();
const TEXT_CACHE_SIZE = 8;

/**
 * The form schema and uiSchema for `definition` of `root`, built once per root and definition: the
 * same objects for an equal root, so rjsf keeps its state and does not compare or rebuild schemas on
 * every keystroke.
 */
function prepare(root: Record<string, unknown>, definition: string | undefined): Prepared {
  let byDefinition = preparedByObject.get(root);
  if (!byDefinition) preparedByObject.set(root, (byDefinition = new Map()));
  const key = definition ?? "";
  let entry = byDefinition.get(key);
  if (entry) return entry;
  const text = `${key}\n${JSON.stringify(root)}`;
  entry = preparedByText.get(text);
  if (!entry) {
    const schema = formSchema(root, definition);
    entry = { schema, uiSchema: buildUiSchema(schema) };
    preparedByText.set(text, entry);
    if (preparedByText.size > TEXT_CACHE_SIZE) preparedByText.delete(preparedByText.keys().next().value!);
  }
  byDefinition.set(key, entry);
  return entry;
}

/**
 * The form for `definition` of `rootSchema` (a block type, e.g. `block_hero`), or for the whole root
 * schema (the site settings). Labels and help come from each field's title and description; choices
 * from enums; required fields say "(required)"; lists have buttons to add, move and remove items;
 * links, pictures, lead forms, videos and text with inline markup get their own widgets. A block's
 * `type` is not shown. Throws an Error naming a `definition` the schema does not have.
 *
 * `onChange` receives the whole new value after an edit, with emptied optional fields left out; it is
 * not called when the form opens, nor when the value it reports equals `value`.
 */
export function SchemaForm(props: SchemaFormProps): JSX.Element {
  const { rootSchema, definition, value, errors, context, idPrefix } = props;
  const { schema, uiSchema } = prepare(rootSchema, definition);
  const { tree, byPath } = useMemo(() => errorTree(errors, schema, value), [errors, schema, value]);
  const formContext = useMemo<WidgetContext>(() => ({ ...context, errorsByPath: byPath }), [context, byPath]);
  // The form reads its onChange prop when it reports a change, so this render's value and callback are the latest.
  const onChange = (event: IChangeEvent) => {
    const next = tidyValue(event.formData, schema);
    if (sameJson(next, value)) return;
    props.onChange(next);
  };

  return (
    <Form
      className="sf"
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      idPrefix={idPrefix}
      extraErrors={errors.length ? (tree as ErrorSchema) : undefined}
      experimental_defaultFormStateBehavior={NO_DEFAULTS}
      onChange={onChange}
      onSubmit={() => undefined}
      noValidate
      noHtml5Validate
      showErrorList={false}
    />
  );
}
