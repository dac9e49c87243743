import { useEffect, useEffectEvent, useState } from "react";
import type { ContentError } from "../../shared/content-error.ts";
import type { SaveConflict } from "../api-types.ts";
import { ApiError, errorMessage, save } from "./api.ts";
import { useServices } from "./context.ts";
import { isUnsaved } from "./drafts.ts";

/** What the last save said, shown under the page's bar. */
export type SaveNotice = { kind: "saved" } | { kind: "nothing" } | { kind: "errors"; errors: ContentError[]; message: string } | { kind: "failed"; message: string };

/** Saving one file's draft: whether a save is under way, what it said, and a conflict with the file on disk. */
export interface SaveState {
  saving: boolean;
  notice: SaveNotice | null;
  setNotice(notice: SaveNotice | null): void;
  conflict: SaveConflict | null;
  setConflict(conflict: SaveConflict | null): void;
  saveNow(options?: { force?: boolean; baseHash?: string | null }): Promise<void>;
}

/** Saves `file`'s draft when asked; a draft with nothing new says so instead. */
export function useSave(file: string): SaveState {
  const services = useServices();
  const { store } = services;
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  async function saveNow(options: { force?: boolean; baseHash?: string | null } = {}) {
    const current = store.get(file);
    if (!current || saving) return;
    if (!isUnsaved(current) && !options.force && !services.savedElsewhere.has(file)) {
      setNotice({ kind: "nothing" });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const result = await save({ file, text: current.text, baseHash: options.baseHash === undefined ? current.baseHash : options.baseHash, ...(options.force ? { force: true } : {}) });
      if (result.text !== undefined) store.replaceWithDisk(file, result.text, result.hash);
      else store.saved(file, result.hash, current.text);
      services.announceSaved(file, result.hash);
      services.clearSavedElsewhere(file);
      setConflict(null);
      setNotice({ kind: "saved" });
      void services.refreshState();
    } catch (e) {
      if (e instanceof ApiError && e.conflict) setConflict(e.conflict);
      else if (e instanceof ApiError && e.status === 422) setNotice({ kind: "errors", errors: e.problem.errors ?? [], message: e.problem.message });
      else setNotice({ kind: "failed", message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  }
  return { saving, notice, setNotice, conflict, setConflict, saveNow };
}

/** Ctrl/⌘+S saves, Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo; not while a dialog is open. */
export function useShortcuts(actions: { save(): void; undo(): void; redo(): void }) {
  const onShortcut = useEffectEvent((e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (document.querySelector("dialog[open]")) return;
    const key = e.key.toLowerCase();
    const action = key === "s" ? actions.save : key === "z" && !e.shiftKey ? actions.undo : (key === "z" && e.shiftKey) || (key === "y" && e.ctrlKey) ? actions.redo : null;
    if (!action) return;
    e.preventDefault();
    action();
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => onShortcut(e);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
