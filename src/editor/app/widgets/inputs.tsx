/**
 * The form's plain inputs: one-line text and numbers, multi-line text, choices (radio buttons for
 * up to three, a select for more) and yes/no checkboxes. Every input carries `aria-invalid` while the
 * editor reports an error on its field, and `aria-describedby` naming its errors, description and default.
 */
import { getInputProps, type WidgetProps } from "@rjsf/utils";
import type { ChangeEvent, InputHTMLAttributes } from "react";
import { defaultText, describedBy, itemLabel, labelId, usesRadios, type EditorUiOptions } from "./shared.tsx";

/** Whether the editor reports an error on the widget's field. */
export function hasErrors(props: WidgetProps): boolean {
  return !props.hideError && (props.rawErrors?.length ?? 0) > 0;
}

/**
 * The attributes every text-like input of a field takes: id, name, value, the accessibility
 * attributes and the change handler (an emptied box gives the field's `emptyValue`: usually
 * undefined, which leaves the field out of the file).
 */
export function textInputProps(props: WidgetProps, ...extraDescriptions: (string | false | undefined)[]) {
  const options = props.options as EditorUiOptions;
  const fallback = defaultText(props.schema);
  return {
    id: props.id,
    name: props.htmlName ?? props.id,
    value: props.value === undefined || props.value === null ? "" : String(props.value),
    placeholder: fallback ?? (props.placeholder || undefined),
    disabled: props.disabled,
    readOnly: props.readonly,
    autoFocus: props.autofocus,
    "aria-required": props.required || undefined,
    "aria-invalid": hasErrors(props) || undefined,
    "aria-describedby": describedBy(props.id, props.schema, options, hasErrors(props), ...extraDescriptions),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value === "" ? options.emptyValue : event.target.value),
    onBlur: () => props.onBlur(props.id, props.value),
    onFocus: () => props.onFocus(props.id, props.value),
  };
}

/** A one-line text box; a number box for integer and number fields (their limits as min and max). */
export function TextWidget(props: WidgetProps) {
  const { type, min, max, step } = getInputProps(props.schema, undefined, props.options) as InputHTMLAttributes<HTMLInputElement>;
  return (
    <input className="sf-input" type={type === "number" ? "number" : "text"} min={min} max={max} step={step} {...textInputProps(props)} />
  );
}

/** A multi-line text box, four lines high, growing with the text where the browser can. */
export function TextareaWidget(props: WidgetProps) {
  return <textarea className="sf-input sf-textarea" rows={4} {...textInputProps(props)} />;
}

/** Nothing: the field keeps its value (a block's fixed `type`) without showing it. */
export function HiddenWidget() {
  return null;
}

/**
 * A choice among the schema's enum values: radio buttons for up to three (a `radiogroup` labelled by
 * the field's label), a select for more. While the field is not set, its default is the one
 * chosen, marked "(default)"; choosing leaves it set. An optional field without a default offers
 * "Not set", which leaves the field out. A value outside the choices stays listed, marked "(not allowed)".
 */
export function ChoiceWidget(props: WidgetProps) {
  const { id, schema, required, value } = props;
  const options = props.options as EditorUiOptions & { enumOptions?: { value: unknown; label: string }[] };
  const choices = options.enumOptions ?? [];
  const current = value ?? schema.default;
  const selected = choices.findIndex((c) => c.value === current);
  const labelOf = (choice: { value: unknown; label: string }) =>
    `${choice.label}${schema.default !== undefined && choice.value === schema.default ? " (default)" : ""}`;
  const a11y = {
    "aria-invalid": hasErrors(props) || undefined,
    "aria-describedby": describedBy(id, schema, options, hasErrors(props)),
  };
  if (usesRadios(schema)) {
    return (
      <div className="sf-choices" role="radiogroup" id={id} aria-labelledby={labelId(id)} aria-required={required || undefined} {...a11y}>
        {choices.map((choice, i) => (
          <label key={i} className="sf-choice">
            <input
              type="radio"
              name={id}
              id={`${id}-${i}`}
              checked={selected === i}
              disabled={props.disabled || props.readonly}
              onChange={() => props.onChange(choice.value)}
            />
            {labelOf(choice)}
          </label>
        ))}
        {current !== undefined && selected === -1 && (
          <label className="sf-choice">
            <input type="radio" name={id} checked readOnly />
            {String(current)} (not allowed)
          </label>
        )}
      </div>
    );
  }
  const unknown = current !== undefined && selected === -1;
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="sf-input sf-select"
      value={unknown ? "unknown" : selected === -1 ? "" : String(selected)}
      disabled={props.disabled || props.readonly}
      aria-required={required || undefined}
      onChange={(event) => {
        const index = Number(event.target.value);
        if (event.target.value === "") props.onChange(undefined);
        else if (Number.isInteger(index)) props.onChange(choices[index]?.value);
      }}
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
      {...a11y}
    >
      {current === undefined && <option value="">{required ? "Choose…" : "Not set"}</option>}
      {current !== undefined && !required && schema.default === undefined && <option value="">Not set</option>}
      {unknown && <option value="unknown">{String(current)} (not allowed)</option>}
      {choices.map((choice, i) => (
        <option key={i} value={String(i)}>
          {labelOf(choice)}
        </option>
      ))}
    </select>
  );
}

/** A yes/no checkbox with its label beside it ("Cell 2" for an item of a list of yes/no values). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, schema, value } = props;
  const options = props.options as EditorUiOptions;
  const checked = typeof value === "boolean" ? value : schema.default === true;
  return (
    <label className="sf-check" htmlFor={id}>
      <input
        type="checkbox"
        id={id}
        name={props.htmlName ?? id}
        checked={checked}
        disabled={props.disabled || props.readonly}
        aria-invalid={hasErrors(props) || undefined}
        aria-describedby={describedBy(id, schema, options, hasErrors(props))}
        onChange={(event) => props.onChange(event.target.checked)}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
      />
      {itemLabel(id, options) ?? props.label}
      {props.required && !itemLabel(id, options) && <span className="sf-required"> (required)</span>}
    </label>
  );
}
