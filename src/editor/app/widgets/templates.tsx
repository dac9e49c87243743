/**
 * The layout of the editor's form (rjsf templates): a label above each input with "(required)" in
 * words, the description and default under it, the editor's errors under the field ("Error: …" with
 * its hint); objects and lists as titled groups; list items with buttons to move and remove them,
 * named for screen readers ("Move slide 2 up").
 */
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  canExpand,
  descriptionId,
  errorId,
  getUiOptions,
  helpId,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type DescriptionFieldProps,
  type FieldErrorProps,
  type FieldTemplateProps,
  type FieldPathId,
  type ObjectFieldTemplateProps,
  type Registry,
  type RJSFSchema,
  type TitleFieldProps,
} from "@rjsf/utils";
import type { ReactNode } from "react";
import {
  capitalised,
  defaultText,
  itemLabel,
  labelId,
  showsDescription,
  usesRadios,
  widgetContext,
  type EditorUiOptions,
} from "./shared.tsx";

function Required(props: { required?: boolean }) {
  return props.required ? <span className="sf-required"> (required)</span> : null;
}

/**
 * The editor's messages for the object or list at `fieldPathId` itself. rjsf hands a group's own
 * errors to its field template rather than to the group, so the group reads them from the context.
 */
function ownMessages(registry: Registry, fieldPathId: FieldPathId): string[] {
  return (widgetContext(registry).errorsByPath.get(JSON.stringify(fieldPathId.path)) ?? []).map((e) => e.message);
}

function isContainer(schema: RJSFSchema): boolean {
  return schema.type === "object" || schema.type === "array" || (schema.properties !== undefined && schema.type === undefined);
}

/**
 * The editor's errors for the field at `fieldPathId`: each "Error: <message>" (or "Warning: <message>") with its hint, under
 * the id the field's `aria-describedby` names. Nothing when there are none.
 */
function FieldErrors(props: { fieldPathId: FieldPathId; messages: readonly unknown[] | undefined; registry: Registry }) {
  const messages = (props.messages ?? []).filter((m): m is string => typeof m === "string" && m.length > 0);
  if (messages.length === 0) return null;
  const located = widgetContext(props.registry).errorsByPath.get(JSON.stringify(props.fieldPathId.path)) ?? [];
  return (
    <div id={errorId(props.fieldPathId)} className="sf-errors">
      {messages.map((message, i) => {
        const found = located.find((e) => e.message === message);
        const hint = found?.hint;
        const warning = found?.severity === "warning";
        return (
          <p key={i} className={warning ? "sf-warning" : "sf-error"}>
            <strong>{warning ? "Warning:" : "Error:"}</strong> {message}
            {hint && <span className="sf-hint"> {hint}</span>}
          </p>
        );
      })}
    </div>
  );
}

/** rjsf's error slot of a field: {@link FieldErrors}. */
export function FieldErrorTemplate(props: FieldErrorProps) {
  return <FieldErrors fieldPathId={props.fieldPathId} messages={props.errors} registry={props.registry} />;
}

/**
 * One field: label (or, for radio buttons, the group's label; for a checkbox, none, as the box has
 * its own), description, the input, the errors and the default. Objects and lists render their own
 * group (see {@link ObjectFieldTemplate}, {@link ArrayFieldTemplate}). An entry of an object keyed by
 * the author (a video, a variable) gets a box for its key and a button to remove it.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, hidden, required, displayLabel, schema, uiSchema } = props;
  if (hidden) return null;
  const options = getUiOptions(uiSchema) as EditorUiOptions;
  const invalid = !props.hideError && (props.rawErrors?.length ?? 0) > 0;
  const asItem = itemLabel(id, options);
  const shownLabel = asItem ?? label;
  let content: ReactNode;
  if (isContainer(schema)) content = children;
  else {
    const fallback = defaultText(schema);
    content = (
      <div className={`sf-field${invalid ? " sf-invalid" : ""}`}>
        {displayLabel &&
          schema.type !== "boolean" &&
          (usesRadios(schema) ? (
            <span className="sf-label" id={labelId(id)}>
              {shownLabel}
              <Required required={required && !asItem} />
            </span>
          ) : (
            <label className="sf-label" htmlFor={id} id={labelId(id)}>
              {shownLabel}
              <Required required={required && !asItem} />
            </label>
          ))}
        {showsDescription(schema, options) && (
          <p className="sf-description" id={descriptionId(id)}>
            {schema.description}
          </p>
        )}
        {children}
        {errors}
        {fallback !== undefined && (
          <p className="sf-default" id={helpId(id)}>
            Default: {fallback}
          </p>
        )}
      </div>
    );
  }
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return content;
  const noun = options.entryOf ?? "entry";
  return (
    <div className="sf-entry">
      <div className="sf-field">
        <label className="sf-label" htmlFor={`${id}-key`}>
          Key of this {noun}
        </label>
        <input
          className="sf-input"
          type="text"
          id={`${id}-key`}
          key={label}
          defaultValue={label}
          onBlur={props.onKeyRenameBlur}
          spellCheck={false}
        />
      </div>
      {content}
      <div className="sf-item-tools">
        <button type="button" className="sf-button sf-danger" onClick={props.onRemoveProperty} disabled={props.disabled || props.readonly}>
          Remove {noun} {label}
        </button>
      </div>
    </div>
  );
}

/**
 * An object: a titled group of its fields ("Slide 2" for a list item), its description and its own
 * errors. The form's top object shows no title, as the editor names the block or file around it.
 * An object keyed by the author ends with a button adding an entry ("Add video").
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { fieldPathId, uiSchema, registry, schema } = props;
  const options = getUiOptions(uiSchema) as EditorUiOptions;
  const isTop = fieldPathId.path.length === 0;
  const isItem = itemLabel(fieldPathId.$id, options) !== undefined;
  const description = typeof props.description === "string" && !isItem ? props.description : undefined;
  const own = ownMessages(registry, fieldPathId);
  const ownErrors = <FieldErrors fieldPathId={fieldPathId} messages={own} registry={registry} />;
  const hasErrors = own.length > 0;
  const body = (
    <>
      {description && (
        <p className="sf-description" id={descriptionId(fieldPathId)}>
          {description}
        </p>
      )}
      {ownErrors}
      {props.properties.filter((p) => !p.hidden).map((p) => p.content)}
      {canExpand(schema, uiSchema, props.formData) && (
        <button
          type="button"
          className="sf-button sf-add"
          id={buttonId(fieldPathId, "add")}
          onClick={props.onAddProperty}
          disabled={props.disabled || props.readonly}
        >
          Add {options.entryNoun ?? "entry"}
        </button>
      )}
    </>
  );
  const describedBy = [hasErrors && errorId(fieldPathId), description && descriptionId(fieldPathId)].filter(Boolean).join(" ") || undefined;
  if (isTop) {
    return (
      <div className="sf-top" id={fieldPathId.$id} aria-describedby={describedBy}>
        {body}
      </div>
    );
  }
  return (
    <fieldset
      className={`sf-group${hasErrors ? " sf-invalid" : ""}${isItem ? " sf-group-item" : ""}`}
      id={fieldPathId.$id}
      aria-describedby={describedBy}
      aria-invalid={hasErrors || undefined}
    >
      <legend className="sf-legend">
        {itemLabel(fieldPathId.$id, options) ?? props.title}
        <Required required={props.required && !isItem} />
      </legend>
      {body}
    </fieldset>
  );
}

/**
 * A list: a titled group with its description, its own errors (too few items, say), its items and an
 * "Add <item>" button. An empty list says so.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { fieldPathId, uiSchema, registry, schema } = props;
  const options = getUiOptions(uiSchema) as EditorUiOptions;
  const noun = options.itemsNoun ?? "item";
  const own = ownMessages(registry, fieldPathId);
  const hasErrors = own.length > 0;
  const description = typeof schema.description === "string" ? schema.description : undefined;
  const describedBy = [hasErrors && errorId(fieldPathId), description && descriptionId(fieldPathId)].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset
      className={`sf-group sf-list${hasErrors ? " sf-invalid" : ""}`}
      id={fieldPathId.$id}
      aria-describedby={describedBy}
      aria-invalid={hasErrors || undefined}
    >
      <legend className="sf-legend">
        {itemLabel(fieldPathId.$id, options) ?? props.title}
        <Required required={props.required} />
      </legend>
      {description && (
        <p className="sf-description" id={descriptionId(fieldPathId)}>
          {description}
        </p>
      )}
      <FieldErrors fieldPathId={fieldPathId} messages={own} registry={registry} />
      {props.items.length === 0 ? <p className="sf-empty">This list is empty.</p> : <div className="sf-items">{props.items}</div>}
      {props.canAdd && (
        <button
          type="button"
          className="sf-button sf-add"
          id={buttonId(fieldPathId, "add")}
          onClick={options.addFirst ?? props.onAddClick}
          disabled={props.disabled || props.readonly}
        >
          Add {noun}
        </button>
      )}
    </fieldset>
  );
}

/**
 * One list item: its field, then "Up", "Down" and "Remove" buttons named in full for screen readers
 * ("Move slide 2 up", "Remove slide 2"). A move button at the end of the list is marked unavailable
 * (`aria-disabled`) rather than disabled, so it keeps the focus after the item moved there; a moved
 * item's button keeps the focus. After a removal, the focus goes to the list's "Add" button.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, hasToolbar } = props;
  const options = { ...(getUiOptions(props.parentUiSchema) as EditorUiOptions), ...(getUiOptions(props.uiSchema) as EditorUiOptions) };
  const noun = options.itemsNoun ?? options.itemNoun ?? "item";
  const name = `${noun} ${index + 1}`;
  const { hasMoveUp, hasMoveDown, hasRemove, fieldPathId } = buttonsProps;
  const unavailable = buttonsProps.disabled || buttonsProps.readonly;
  const listId = fieldPathId.$id.slice(0, fieldPathId.$id.lastIndexOf("_"));
  const remove = () => {
    buttonsProps.onRemoveItem();
    requestAnimationFrame(() => document.getElementById(buttonId(listId, "add"))?.focus());
  };
  // Moving an element in the document takes the focus off it: give it back to the same button at
  // the item's new place.
  const move = (by: -1 | 1) => {
    (by < 0 ? buttonsProps.onMoveUpItem : buttonsProps.onMoveDownItem)();
    const button = buttonId(`${listId}_${index + by}`, by < 0 ? "moveUp" : "moveDown");
    requestAnimationFrame(() => document.getElementById(button)?.focus());
  };
  return (
    <div className="sf-item">
      <div className="sf-item-body">{children}</div>
      {hasToolbar && !unavailable && (
        <div className="sf-item-tools" role="group" aria-label={`${capitalised(name)}: move or remove`}>
          {(hasMoveUp || hasMoveDown) && (
            <>
              <button
                type="button"
                id={buttonId(fieldPathId, "moveUp")}
                className="sf-button sf-small"
                aria-label={`Move ${name} up`}
                aria-disabled={!hasMoveUp || undefined}
                onClick={hasMoveUp ? () => move(-1) : undefined}
              >
                Up
              </button>
              <button
                type="button"
                id={buttonId(fieldPathId, "moveDown")}
                className="sf-button sf-small"
                aria-label={`Move ${name} down`}
                aria-disabled={!hasMoveDown || undefined}
                onClick={hasMoveDown ? () => move(1) : undefined}
              >
                Down
              </button>
            </>
          )}
          {hasRemove && (
            <button
              type="button"
              id={buttonId(fieldPathId, "remove")}
              className="sf-button sf-small sf-danger"
              aria-label={`Remove ${name}`}
              onClick={remove}
            >
              Remove
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** A group's title, where rjsf asks for one outside the templates above. */
export function TitleFieldTemplate(props: TitleFieldProps) {
  return (
    <span className="sf-legend" id={props.id}>
      {props.title}
      <Required required={props.required} />
    </span>
  );
}

/** A description, where rjsf asks for one outside the templates above. */
export function DescriptionFieldTemplate(props: DescriptionFieldProps) {
  return props.description ? (
    <p className="sf-description" id={props.id}>
      {props.description}
    </p>
  ) : null;
}

/** Nothing: the form has no submit button and no list of every error (the editor shows both its own way). */
export function Nothing() {
  return null;
}
