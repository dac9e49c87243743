import { useEffect, useEffectEvent, useState } from "react";
import type { ContentError } from "../../shared/content-error.ts";
import type { FileVersion, SaveConflict } from "../api-types.ts";
import { MergeError, mergePageTexts, type MergeSide } from "../merge.ts";
import type { FileConflict } from "../team-types.ts";
import { ApiError, errorMessage, getFile, save } from "./api.ts";
import { useServices } from "./context.ts";
import { isUnsaved, type Draft } from "./drafts.ts";

/** What the last save said, shown under the page's bar. */
export type SaveNotice =
  | { kind: "saved" }
  | { kind: "nothing" }
  | { kind: "errors"; errors: ContentError[]; message: string }
  | { kind: "failed"; message: string };

/**
 * Why a save waits for the author after someone else saved the file meanwhile: both changed the same
 * fields (`choose`, with both values of each), the file was deleted (`deleted`), or one of the two
 * versions cannot be read as a page (`unreadable`, with the reason in plain words).
 */
type SaveProblem =
  | { kind: "choose"; conflicts: FileConflict[] }
  | { kind: "deleted" }
  | { kind: "unreadable"; message: string; disk: FileVersion };

/** Saving one file's draft: whether a save is under way, what it said, and what waits for the author. */
export interface SaveState {
  saving: boolean;
  notice: SaveNotice | null;
  setNotice(notice: SaveNotice | null): void;
  problem: SaveProblem | null;
  setProblem(problem: SaveProblem | null): void;
  /** Saves the draft; where someone else saved the file meanwhile, their changes and the author's are combined first. */
  saveNow(options?: { force?: boolean; baseHash?: string | null }): Promise<void>;
  /** Settles the fields both changed with the author's choices (by conflict key), then saves. */
  resolve(choices: Record<string, MergeSide>): Promise<void>;
}

/** How many times a save combines and tries again when the file keeps changing under it. */
const SAVE_TRIES = 3;

/** Saves `file`'s draft when asked; a draft with nothing new says so instead. `page` names the page in words ("/resources"). */
export function useSave(file: string, page: string): SaveState {
  const services = useServices();
  const { store } = services;
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  /** Combines the draft with `disk`; true when the draft now starts from `disk` and can be saved again. */
  function combine(draft: Draft, disk: FileVersion, choices: Record<string, MergeSide> = {}): boolean {
    try {
      const result = mergePageTexts({
        base: draft.baseHash === null ? null : draft.savedText,
        ours: draft.text,
        theirs: disk.text,
        choices,
      });
      if (result.text === null) {
        setProblem({ kind: "choose", conflicts: result.conflicts.map((c) => ({ ...c, file, page })) });
        return false;
      }
      store.combined(file, result.text, disk.text, disk.hash);
      return true;
    } catch (e) {
      if (!(e instanceof MergeError)) throw e;
      setProblem({ kind: "unreadable", message: e.message, disk });
      return false;
    }
  }

  /** Sends the draft; on a conflict combines it and tries again. */
  async function send(options: { force?: boolean; baseHash?: string | null }) {
    for (let tries = 0; tries < SAVE_TRIES; tries++) {
      const current = store.get(file)!;
      try {
        const baseHash = options.baseHash === undefined ? current.baseHash : options.baseHash;
        const result = await save({ file, text: current.text, baseHash, ...(options.force ? { force: true } : {}) });
        if (result.text !== undefined) store.replaceWithDisk(file, result.text, result.hash);
        else store.saved(file, result.hash, current.text);
        services.announceSaved(file, result.hash);
        services.clearSavedElsewhere(file);
        setProblem(null);
        setNotice({ kind: "saved" });
        void services.refreshState();
        return;
      } catch (e) {
        const conflict: SaveConflict | null = e instanceof ApiError ? e.conflict : null;
        if (!conflict) throw e;
        if (!conflict.disk) return setProblem({ kind: "deleted" });
        if (!combine(current, conflict.disk)) return;
        options = {};
      }
    }
    setNotice({ kind: "failed", message: "the page keeps changing on disk. Wait a moment and save again." });
  }

  async function run(task: () => Promise<void>) {
    setSaving(true);
    setNotice(null);
    try {
      await task();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setNotice({ kind: "errors", errors: e.problem.errors ?? [], message: e.problem.message });
      else setNotice({ kind: "failed", message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  }

  async function saveNow(options: { force?: boolean; baseHash?: string | null } = {}) {
    const current = store.get(file);
    if (!current || saving) return;
    if (!isUnsaved(current) && !options.force && !services.savedElsewhere.has(file)) return setNotice({ kind: "nothing" });
    await run(() => send(options));
  }

  async function resolve(choices: Record<string, MergeSide>) {
    const current = store.get(file);
    if (!current || saving) return;
    await run(async () => {
      const disk = await getFile(file);
      setProblem(null);
      if (combine(current, disk, choices)) await send({});
    });
  }
  return { saving, notice, setNotice, problem, setProblem, saveNow, resolve };
}

/** Ctrl/⌘+S saves, Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo; not while a dialog is open. */
export function useShortcuts(actions: { save(): void; undo(): void; redo(): void }) {
  const onShortcut = useEffectEvent((e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (document.querySelector("dialog[open]")) return;
    const key = e.key.toLowerCase();
    const action =
      key === "s"
        ? actions.save
        : key === "z" && !e.shiftKey
          ? actions.undo
          : (key === "z" && e.shiftKey) || (key === "y" && e.ctrlKey)
            ? actions.redo
            : null;
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
