/**
 * Drafts and undo history of the page editor. A draft is a file's YAML text as the author is editing
 * it, kept in localStorage on every change so that a closed tab, a crash or a reload loses nothing.
 * The undo history is kept per file for the whole session (switching pages keeps it), as the texts
 * before and after each change.
 */
import { appPlace } from "./base.ts";

/** One file being edited. `text` is what the author sees; `savedText` is the text on disk when it was read or last saved. */
export interface Draft {
  /** Path relative to the project root, e.g. `pages/home.yaml`. */
  file: string;
  /** sha-256 hex of the disk version the draft started from; `null` for a file that did not exist. */
  baseHash: string | null;
  text: string;
  savedText: string;
}

/** The part of the Web Storage API the drafts use, so tests can pass a plain map. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

/** The prefix of the drafts' keys: `page-editor:draft:`, then the change set and `:` in the team editor (each change set has its own drafts). */
function draftPrefix(): string {
  const { changeSet } = appPlace();
  return `page-editor:draft:${changeSet ? `${changeSet}:` : ""}`;
}

/** The localStorage key of `file`'s draft: `page-editor:draft:pages/home.yaml` (`page-editor:draft:<change set>:pages/home.yaml` in a change set). */
export function draftKey(file: string): string {
  return draftPrefix() + file;
}

/** Whether the draft differs from what is on disk as far as this tab knows. */
export function isUnsaved(draft: Draft): boolean {
  return draft.text !== draft.savedText;
}

function isDraft(value: unknown): value is Draft {
  if (!value || typeof value !== "object") return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.file === "string" &&
    (typeof d.baseHash === "string" || d.baseHash === null) &&
    typeof d.text === "string" &&
    typeof d.savedText === "string"
  );
}

/**
 * The draft of `file` kept in `storage`, or `null` when there is none or what is stored is not a
 * draft (unreadable JSON, missing fields, another file's draft): a damaged entry is ignored, never thrown.
 */
export function readStoredDraft(storage: StorageLike, file: string): Draft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(file));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isDraft(value) && value.file === file ? value : null;
  } catch {
    return null;
  }
}

/**
 * Writes `draft` to `storage`. Returns false when the storage refuses (full, or disabled by the
 * browser); the draft then lives only in memory, which the caller may tell the author.
 */
function writeStoredDraft(storage: StorageLike, draft: Draft): boolean {
  try {
    storage.setItem(draftKey(draft.file), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Removes `file`'s draft from `storage`; nothing happens when there is none. */
function removeStoredDraft(storage: StorageLike, file: string): void {
  try {
    storage.removeItem(draftKey(file));
  } catch {
    // A storage that refuses removal holds nothing this tab can rely on anyway.
  }
}

/** Every readable draft in `storage`, by file name order. */
export function listStoredDrafts(storage: StorageLike): Draft[] {
  const files: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    const prefix = draftPrefix();
    if (key?.startsWith(prefix) && key.startsWith("pages/", prefix.length)) files.push(key.slice(prefix.length));
  }
  return files
    .sort()
    .map((file) => readStoredDraft(storage, file))
    .filter((d): d is Draft => d !== null);
}

/** One change of one file's text. `key` names what was typed into (a field) so that typing in it coalesces; `null` never coalesces. */
interface HistoryStep {
  before: string;
  after: string;
  key: string | null;
  /** When the change was last extended, in ms since the epoch. */
  at: number;
}

/** A file's undo history: `past` oldest first, `future` (what redo brings back) next first. */
export interface History {
  past: HistoryStep[];
  future: HistoryStep[];
}

/** Changes to the same field closer together than this (ms) become one undo step. */
export const COALESCE_MS = 1000;
/** Undo steps kept per file; older ones are dropped. */
const HISTORY_LIMIT = 300;

/** A history with nothing to undo or redo. */
export function emptyHistory(): History {
  return { past: [], future: [] };
}

/**
 * `history` with the change `before` → `after` recorded at time `at` (ms). A change to the same
 * `key` within {@link COALESCE_MS} of the previous one, continuing from where it ended, extends that
 * step instead of adding one (typing a word is one undo). A change that brings a step back to where
 * it began removes it. Recording clears the redo list. A change with `before === after` returns
 * `history` as it is.
 */
export function recordChange(history: History, before: string, after: string, key: string | null, at: number): History {
  if (before === after) return history;
  const last = history.past[history.past.length - 1];
  if (last && key !== null && last.key === key && at - last.at <= COALESCE_MS && last.after === before) {
    const past = history.past.slice(0, -1);
    if (last.before !== after) past.push({ ...last, after, at });
    return { past, future: [] };
  }
  const past = [...history.past, { before, after, key, at }];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

/** The text to go back to and the history after undoing, or `null` when there is nothing to undo. */
export function undoStep(history: History): { text: string; history: History } | null {
  const last = history.past[history.past.length - 1];
  if (!last) return null;
  return { text: last.before, history: { past: history.past.slice(0, -1), future: [last, ...history.future] } };
}

/** The text to go forward to and the history after redoing, or `null` when there is nothing to redo. */
export function redoStep(history: History): { text: string; history: History } | null {
  const next = history.future[0];
  if (!next) return null;
  // A redone step never coalesces with the next edit: it is a step of its own again.
  return { text: next.after, history: { past: [...history.past, { ...next, at: -Infinity }], future: history.future.slice(1) } };
}

/**
 * Where two plain data values (as YAML parses) first differ, as the deepest path that holds every
 * difference: `["heading"]` when only the heading changed, `[]` when several fields did or the
 * values differ in kind. `null` when they are equal. Used to name what the author typed into.
 */
export function changedPath(before: unknown, after: unknown): (string | number)[] | null {
  if (Object.is(before, after)) return null;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [];
    const differing = before.map((_, i) => i).filter((i) => changedPath(before[i], after[i]) !== null);
    if (differing.length === 0) return null;
    if (differing.length > 1) return [];
    const i = differing[0]!;
    return [i, ...changedPath(before[i], after[i])!];
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const differing = keys.filter((k) => changedPath(before[k], after[k]) !== null);
    if (differing.length === 0) return null;
    if (differing.length > 1) return [];
    const k = differing[0]!;
    return [k, ...(changedPath(before[k], after[k]) ?? [])];
  }
  return [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every draft of the session, mirrored to a {@link StorageLike} on every change, with each file's
 * undo history. Listeners are told after every change (for React's useSyncExternalStore).
 */
export class DraftStore {
  private drafts = new Map<string, Draft>();
  private histories = new Map<string, History>();
  private listeners = new Set<() => void>();
  private version = 0;
  /** Whether the last write to storage failed (the drafts then live only in this tab's memory). */
  storageFailed = false;

  /** `storage` null keeps drafts in memory only; `now` gives the time in ms (for coalescing). */
  constructor(
    private readonly storage: StorageLike | null,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Calls `listener` after every change; returns the function that stops that. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A number that changes with every change of any draft or history. */
  getVersion = (): number => this.version;

  private emit(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  private put(draft: Draft): void {
    this.drafts.set(draft.file, draft);
    if (this.storage) this.storageFailed = !writeStoredDraft(this.storage, draft);
  }

  /** The draft of `file` open in this session, if it was opened. */
  get(file: string): Draft | undefined {
    return this.drafts.get(file);
  }

  /** The draft of `file` left in storage by an earlier session (or another tab), if any. */
  stored(file: string): Draft | null {
    return this.storage ? readStoredDraft(this.storage, file) : null;
  }

  /** Every draft in storage that differs from its saved text, including those of files not opened yet. */
  unsavedStored(): Draft[] {
    const stored = this.storage ? listStoredDrafts(this.storage) : [];
    const byFile = new Map(stored.map((d) => [d.file, d]));
    for (const d of this.drafts.values()) byFile.set(d.file, d);
    return [...byFile.values()].filter(isUnsaved).sort((a, b) => a.file.localeCompare(b.file));
  }

  /** Files open in this session whose drafts differ from their saved text. */
  unsavedFiles(): string[] {
    return [...this.drafts.values()].filter(isUnsaved).map((d) => d.file);
  }

  /** Starts (or replaces) the session's draft of a file: the given draft as it is, with no undo step. */
  open(draft: Draft): void {
    this.put(draft);
    if (!this.histories.has(draft.file)) this.histories.set(draft.file, emptyHistory());
    this.emit();
  }

  /**
   * Sets the text of an open file's draft, recorded as one undo step (coalesced with the previous
   * change of the same `key`, see {@link recordChange}). Nothing happens for a file not open.
   */
  change(file: string, text: string, key: string | null = null): void {
    const draft = this.drafts.get(file);
    if (!draft || draft.text === text) return;
    this.histories.set(file, recordChange(this.history(file), draft.text, text, key, this.now()));
    this.put({ ...draft, text });
    this.emit();
  }

  /**
   * Replaces an open draft's text with the disk version `text` at `hash` (the author chose the disk
   * version, or discarded a restored draft). The replaced text stays one undo away.
   */
  replaceWithDisk(file: string, text: string, hash: string | null): void {
    const draft = this.drafts.get(file);
    if (!draft) return;
    this.histories.set(file, recordChange(this.history(file), draft.text, text, null, this.now()));
    this.put({ file, baseHash: hash, text, savedText: text });
    this.emit();
  }

  /**
   * Makes an open draft the combination `text` of the author's changes with the disk version
   * `diskText` at `hash` (someone else saved the file meanwhile): the draft now starts from that
   * version, and the author's text before combining stays one undo away.
   */
  combined(file: string, text: string, diskText: string, hash: string): void {
    const draft = this.drafts.get(file);
    if (!draft) return;
    if (draft.text !== text) this.histories.set(file, recordChange(this.history(file), draft.text, text, null, this.now()));
    this.put({ file, baseHash: hash, text, savedText: diskText });
    this.emit();
  }

  /** Records that `savedText` is now on disk at `hash` (the draft's text may have moved on since). */
  saved(file: string, hash: string, savedText: string): void {
    const draft = this.drafts.get(file);
    if (!draft) return;
    this.put({ ...draft, baseHash: hash, savedText });
    this.emit();
  }

  /** Forgets `file`'s draft and history, in memory and in storage (the file was deleted or moved). */
  forget(file: string): void {
    this.drafts.delete(file);
    this.histories.delete(file);
    if (this.storage) removeStoredDraft(this.storage, file);
    this.emit();
  }

  /** `file`'s undo history (empty for a file not open). */
  history(file: string): History {
    return this.histories.get(file) ?? emptyHistory();
  }

  /** Undoes `file`'s last change; false when there was nothing to undo. */
  undo(file: string): boolean {
    return this.step(file, undoStep);
  }

  /** Redoes `file`'s last undone change; false when there was nothing to redo. */
  redo(file: string): boolean {
    return this.step(file, redoStep);
  }

  private step(file: string, move: (h: History) => { text: string; history: History } | null): boolean {
    const draft = this.drafts.get(file);
    const result = draft ? move(this.history(file)) : null;
    if (!draft || !result) return false;
    this.histories.set(file, result.history);
    this.put({ ...draft, text: result.text });
    this.emit();
    return true;
  }
}
