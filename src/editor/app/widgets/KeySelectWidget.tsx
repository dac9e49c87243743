/**
 * Fields that name a setting of pages/_site.yaml: a lead form (`leadForm`, `form`) or a video
 * (`video`). A select of the keys the site settings define.
 */
import type { WidgetProps } from "@rjsf/utils";
import { hasErrors } from "./inputs.tsx";
import { describedBy, widgetContext, type EditorUiOptions } from "./shared.tsx";

/**
 * The choices of a key field holding `value`: "None" first for an optional field (or a required
 * one not set yet, as "Choose…"), each defined key, and the current value when the site settings do
 * not define it, marked "(not defined in site settings)" so opening a page never changes it.
 */
export function keyChoices(value: string | undefined, keys: readonly string[], required: boolean): { value: string; label: string }[] {
  const choices: { value: string; label: string }[] = [];
  if (!required || !value) choices.push({ value: "", label: required ? "Choose…" : "None" });
  if (value && !keys.includes(value)) choices.push({ value, label: `${value} (not defined in site settings)` });
  for (const key of keys) choices.push({ value: key, label: key });
  return choices;
}

function KeySelect(props: WidgetProps & { keys: readonly string[] }) {
  const { id, value, required } = props;
  const current = typeof value === "string" ? value : undefined;
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="sf-input sf-select"
      value={current ?? ""}
      disabled={props.disabled || props.readonly}
      aria-required={required || undefined}
      aria-invalid={hasErrors(props) || undefined}
      aria-describedby={describedBy(id, props.schema, props.options as EditorUiOptions, hasErrors(props))}
      onChange={(event) => props.onChange(event.target.value === "" ? undefined : event.target.value)}
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
    >
      {keyChoices(current, props.keys, Boolean(required)).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** A select of the lead forms defined in the site settings (for the environment in use). */
export function LeadFormKeyWidget(props: WidgetProps) {
  return <KeySelect {...props} keys={widgetContext(props.registry).keys.leadForms} />;
}

/** A select of the videos defined in the site settings. */
export function VideoKeyWidget(props: WidgetProps) {
  return <KeySelect {...props} keys={widgetContext(props.registry).keys.videos} />;
}
