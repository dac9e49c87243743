import type { CatalogueEntry } from "../api-types.ts";
import { setDataAt } from "../data-edit.ts";
import { duplicateListItem, insertListItem, moveListItem, removeListItem, YamlEditError } from "../yaml-source.ts";
import { rowButtonId, type BlockRowInfo } from "./BlockList.tsx";
import { movedMessage } from "./page-model.ts";
import type { DraftEdit } from "./use-draft-edit.ts";
import type { Outline } from "./use-outline.ts";

/** What the block actions need: the draft's edit, the outline, the blocks and their rows, and where to say what happened. */
export interface BlockActionsInput {
  edit: DraftEdit["edit"];
  outline: Outline;
  blocks: readonly unknown[];
  rows: readonly BlockRowInfo[];
  announce(message: string): void;
  onDeleted(message: string): void;
}

function focusLater(id: string, fallback?: string) {
  requestAnimationFrame(() => {
    const el = document.getElementById(id) as HTMLButtonElement | null;
    if (el && !el.disabled) el.focus();
    else if (fallback) document.getElementById(fallback)?.focus();
  });
}

/** Moving, copying, deleting and adding blocks: each one edit of the text, announced, with focus kept on the block's row. */
export function blockActions({ edit, outline, blocks, rows, announce, onDeleted }: BlockActionsInput) {
  const { keys, setSelected } = outline;
  /** Makes `change` and, when it was made, gives the blocks the keys `next`. */
  const withKeys = (next: string[], change: () => boolean) => change() && (outline.setKeys(next), true);
  return {
    move(from: number, to: number) {
      if (from === to || to < 0 || to >= blocks.length) return;
      const next = [...keys];
      const [key] = next.splice(from, 1);
      next.splice(to, 0, key!);
      if (!withKeys(next, () => edit((t) => moveListItem(t, ["blocks"], from, to), null))) return;
      setSelected((s) => (typeof s !== "number" ? s : s === from ? to : from < s && s <= to ? s - 1 : to <= s && s < from ? s + 1 : s));
      announce(movedMessage(rows[from]!.title, to, blocks.length));
      const direction = to < from ? "up" : "down";
      focusLater(rowButtonId(key!, direction), rowButtonId(key!, direction === "up" ? "down" : "up"));
    },
    duplicate(index: number) {
      const next = [...keys];
      const key = outline.newKey();
      next.splice(index + 1, 0, key);
      if (!withKeys(next, () => edit((t) => duplicateListItem(t, ["blocks"], index), null))) return;
      setSelected(index + 1);
      announce(`${rows[index]!.title} duplicated: the copy is at position ${index + 2} of ${blocks.length + 1}`);
      focusLater(rowButtonId(key, "select"));
    },
    remove(index: number) {
      const title = rows[index]!.title;
      const next = keys.filter((_, i) => i !== index);
      if (!withKeys(next, () => edit((t) => removeListItem(t, ["blocks"], index), null))) return;
      setSelected((s) =>
        typeof s !== "number" ? s : s === index ? Math.max(0, Math.min(index, blocks.length - 2)) : s > index ? s - 1 : s,
      );
      onDeleted(`${title} deleted.`);
      announce(`${title} deleted. Undo brings it back.`);
      const focusKey = next[Math.min(index, next.length - 1)];
      if (focusKey) focusLater(rowButtonId(focusKey, "select"));
    },
    add(entry: CatalogueEntry): boolean {
      const index = typeof outline.selection === "number" ? outline.selection + 1 : blocks.length;
      const next = [...keys];
      const key = outline.newKey();
      next.splice(index, 0, key);
      const insert = (t: string) => {
        try {
          return insertListItem(t, ["blocks"], index, entry.example);
        } catch (e) {
          if (!(e instanceof YamlEditError)) throw e;
          // No block list to add to in place (an empty `blocks: []`): the list is written anew.
          return setDataAt(t, ["blocks"], [...blocks.slice(0, index), entry.example, ...blocks.slice(index)]);
        }
      };
      if (!withKeys(next, () => edit(insert, null))) return false;
      setSelected(index);
      announce(`${entry.title} added at position ${index + 1} of ${blocks.length + 1}`);
      focusLater(rowButtonId(key, "select"));
      return true;
    },
  };
}
