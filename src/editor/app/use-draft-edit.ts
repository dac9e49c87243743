import { useState } from "react";
import { parse } from "yaml";
import { applyDataChange, asSavedWhenSame, setDataAt } from "../data-edit.ts";
import { YamlEditError } from "../yaml-source.ts";
import { errorMessage } from "./api.ts";
import { useServices } from "./context.ts";
import { changedPath } from "./drafts.ts";
import { pageDetailsValue } from "./page-model.ts";

/** Changes to one file's draft: each a step of its undo history. */
export interface DraftEdit {
  /** Applies `compute` to the draft's current text as one change; a change the YAML cannot take is reported in `editError`, not thrown. */
  edit(compute: (current: string) => string, key: string | null): boolean;
  editError: string | null;
  undo(): boolean;
  redo(): boolean;
}

/** The edits of `file`'s draft; `onChanged` runs after every change, undo and redo that was made. */
export function useDraftEdit(file: string, onChanged: () => void): DraftEdit {
  const { store } = useServices();
  const [editError, setEditError] = useState<string | null>(null);
  return {
    edit(compute, key) {
      const draft = store.get(file);
      if (!draft) return false;
      try {
        store.change(file, asSavedWhenSame(compute(draft.text), draft.savedText), key);
        setEditError(null);
        onChanged();
        return true;
      } catch (e) {
        setEditError(e instanceof YamlEditError ? `That change could not be made here: ${e.message}` : errorMessage(e));
        return false;
      }
    },
    editError,
    undo: () => store.undo(file) && (onChanged(), true),
    redo: () => store.redo(file) && (onChanged(), true),
  };
}

/**
 * What the forms' changes do to the text: a block's, the page details' or the site settings' new value
 * written as the smallest edit. Changes to the same field in a row are one undo step (their key).
 */
export function formChanges(edit: DraftEdit["edit"], data: unknown, blocks: readonly unknown[], keys: readonly string[]) {
  return {
    block(index: number, value: unknown) {
      const key = `${keys[index]}:${JSON.stringify(changedPath(blocks[index], value))}`;
      edit((t) => setDataAt(t, ["blocks", index], value), key);
    },
    page(value: unknown) {
      const key = `page:${JSON.stringify(changedPath(pageDetailsValue(data), value))}`;
      edit((t) => applyDataChange(t, [], pageDetailsValue(parse(t)), value), key);
    },
    site(value: unknown) {
      const key = `site:${JSON.stringify(changedPath(data, value))}`;
      edit((t) => applyDataChange(t, [], parse(t), value), key);
    },
  };
}
