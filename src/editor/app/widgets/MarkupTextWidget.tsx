/**
 * A text field that allows the site's inline markup (src/shared/inline-markup.ts): `**bold**` and
 * `[label](href)`. Beside the box, "Bold" and "Link" buttons wrap the selected text in that markup.
 */
import type { WidgetProps } from "@rjsf/utils";
import { useLayoutEffect, useRef } from "react";
import { textInputProps } from "./inputs.tsx";
import type { EditorUiOptions } from "./shared.tsx";

/** A text and the selection to show in it once it is in the box (offsets in UTF-16 code units). */
export interface MarkupEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** The selection without the spaces at its ends, so the markup hugs the words (`** bold **` would read oddly). */
function trimSelection(text: string, start: number, end: number): [number, number] {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return [start, end];
}

/**
 * Makes the selected part of `text` (from `start` to `end`) bold: `**selection**`, with the words
 * still selected. Selected text that is already bold (`**` just outside it) is made plain again.
 * With nothing selected, inserts `**bold text**` with "bold text" selected, ready to be typed over.
 * Offsets outside the text are clamped to it.
 */
export function toggleBold(text: string, start: number, end: number): MarkupEdit {
  [start, end] = clampSelection(text, start, end);
  [start, end] = trimSelection(text, start, end);
  if (text.slice(start - 2, start) === "**" && text.slice(end, end + 2) === "**" && start >= 2) {
    return {
      text: text.slice(0, start - 2) + text.slice(start, end) + text.slice(end + 2),
      selectionStart: start - 2,
      selectionEnd: end - 2,
    };
  }
  const inner = start === end ? "bold text" : text.slice(start, end);
  return {
    text: `${text.slice(0, start)}**${inner}**${text.slice(end)}`,
    selectionStart: start + 2,
    selectionEnd: start + 2 + inner.length,
  };
}

/**
 * Makes the selected part of `text` a link: `[selection](/)`, with the target `/` selected so the
 * author types where it leads. With nothing selected, inserts `[link text](/)` with "link text"
 * selected. Offsets outside the text are clamped to it.
 */
export function insertLink(text: string, start: number, end: number): MarkupEdit {
  [start, end] = clampSelection(text, start, end);
  [start, end] = trimSelection(text, start, end);
  if (start === end) {
    return { text: `${text.slice(0, start)}[link text](/)${text.slice(end)}`, selectionStart: start + 1, selectionEnd: start + 10 };
  }
  const label = text.slice(start, end);
  const hrefAt = start + label.length + 3;
  return { text: `${text.slice(0, start)}[${label}](/)${text.slice(end)}`, selectionStart: hrefAt, selectionEnd: hrefAt + 1 };
}

function clampSelection(text: string, start: number, end: number): [number, number] {
  const clamp = (n: number) => Math.max(0, Math.min(text.length, Number.isFinite(n) ? n : 0));
  const a = clamp(start);
  const b = clamp(end);
  return a <= b ? [a, b] : [b, a];
}

/**
 * The markup field: a text box (several lines for paragraphs, one for short texts) with a small
 * toolbar whose "Bold" and "Link" buttons apply {@link toggleBold} and {@link insertLink} to the
 * selection, then give the box its focus back with the new selection.
 */
export function MarkupTextWidget(props: WidgetProps) {
  const options = props.options as EditorUiOptions;
  const box = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const pending = useRef<MarkupEdit | null>(null);
  const text = props.value === undefined || props.value === null ? "" : String(props.value);

  useLayoutEffect(() => {
    const edit = pending.current;
    if (!edit || !box.current || box.current.value !== edit.text) return;
    pending.current = null;
    box.current.focus();
    box.current.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  const apply = (change: (text: string, start: number, end: number) => MarkupEdit) => {
    const element = box.current;
    if (!element || props.disabled || props.readonly) return;
    const edit = change(element.value, element.selectionStart ?? element.value.length, element.selectionEnd ?? element.value.length);
    pending.current = edit;
    props.onChange(edit.text);
  };

  const input = textInputProps(props);
  return (
    <div className="sf-markup">
      {options.multiline ? (
        <textarea ref={box} className="sf-input sf-textarea" rows={4} {...input} value={text} />
      ) : (
        <input ref={box} type="text" className="sf-input" {...input} value={text} />
      )}
      <div className="sf-toolbar" role="toolbar" aria-label="Text formatting" aria-controls={props.id}>
        <button type="button" className="sf-button sf-small" onClick={() => apply(toggleBold)} disabled={props.disabled || props.readonly}>
          Bold
        </button>
        <button type="button" className="sf-button sf-small" onClick={() => apply(insertLink)} disabled={props.disabled || props.readonly}>
          Link
        </button>
        <span className="sf-toolbar-hint">
          Writes <code>**bold**</code> or <code>[text](/route)</code>
        </span>
      </div>
    </div>
  );
}
