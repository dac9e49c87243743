/**
 * Fields that name a setting of pages/_site.yaml: a lead form (`leadForm`, `form`) or a video
 * (`video`). A select of what the site settings define, each by its label and the pages using it.
 */
import type { WidgetProps } from "@rjsf/utils";
import type { KeyUse } from "../../api-types.ts";
import { hasErrors } from "./inputs.tsx";
import { describedBy, widgetContext, type EditorUiOptions } from "./shared.tsx";

/**
 * The choices of a key field holding `value`: "None" first for an optional field (or a required
 * one not set yet, as "Choose…"), each defined key by its label in `about` (the key itself without
 * one) and the pages using it ("Contact form: manufacturing — on Manufacturing"; "— on no page yet"),
 * sorted by label, and the current value when the site settings do not define it, marked "(not
 * defined in site settings)" so opening a page never changes it.
 */
export function keyChoices(
  value: string | undefined,
  keys: readonly string[],
  required: boolean,
  about: Readonly<Record<string, KeyUse>> = {},
): { value: string; label: string }[] {
  const choices: { value: string; label: string }[] = [];
  if (!required || !value) choices.push({ value: "", label: required ? "Choose…" : "None" });
  if (value && !keys.includes(value)) choices.push({ value, label: `${value} (not defined in site settings)` });
  const named = keys.map((key) => ({ value: key, label: `${about[key]?.label ?? key} — ${usedOn(about[key])}` }));
  choices.push(...named.sort((a, b) => a.label.localeCompare(b.label)));
  return choices;
}

/** Where a lead form or video is used, in words: "on Home, Careers" or "on no page yet". */
function usedOn(use: KeyUse | undefined): string {
  return use?.pages.length ? `on ${use.pages.map((p) => p.title).join(", ")}` : "on no page yet";
}

function KeySelect(props: WidgetProps & { keys: readonly string[]; uses?: Readonly<Record<string, KeyUse>> }) {
  const { id, value, required } = props;
  const current = typeof value === "string" ? value : undefined;
  const use = current ? props.uses?.[current] : undefined;
  const usesId = `${id}__uses`;
  return (
    <>
      <select
        id={id}
        name={props.htmlName ?? id}
        className="sf-input sf-select"
        value={current ?? ""}
        disabled={props.disabled || props.readonly}
        aria-required={required || undefined}
        aria-invalid={hasErrors(props) || undefined}
        aria-describedby={describedBy(id, props.schema, props.options as EditorUiOptions, hasErrors(props), use && usesId)}
        onChange={(event) => props.onChange(event.target.value === "" ? undefined : event.target.value)}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
      >
        {keyChoices(current, props.keys, Boolean(required), props.uses).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {use && (
        <p className="sf-default" id={usesId}>
          Used {use.pages.length ? `on ${use.pages.map((p) => `${p.title} (${p.route})`).join(", ")}` : "on no page yet"}.
        </p>
      )}
    </>
  );
}

/** A select of the lead forms defined in the site settings (for the environment in use). */
export function LeadFormKeyWidget(props: WidgetProps) {
  return (
    <KeySelect {...props} keys={widgetContext(props.registry).keys.leadForms} uses={widgetContext(props.registry).keys.about?.leadForms} />
  );
}

/** A select of the videos defined in the site settings. */
export function VideoKeyWidget(props: WidgetProps) {
  return <KeySelect {...props} keys={widgetContext(props.registry).keys.videos} uses={widgetContext(props.registry).keys.about?.videos} />;
}
