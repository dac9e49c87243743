import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { parse } from "yaml";
import type { ContentError } from "../../shared/content-error.ts";
import type { PageData, SiteData } from "../../shared/model.ts";
import type { CatalogueEntry, CheckResponse, FileVersion, SaveConflict } from "../api-types.ts";
import { applyDataChange, setDataAt } from "../data-edit.ts";
import { duplicateListItem, insertListItem, moveListItem, removeListItem, YamlEditError } from "../yaml-source.ts";
import { ApiError, check, errorMessage, getFile, save } from "./api.ts";
import { BlockList, rowButtonId, type BlockRowInfo } from "./BlockList.tsx";
import { Catalogue } from "./Catalogue.tsx";
import { useDrafts, useServices } from "./context.ts";
import { ConfirmDialog, ConflictDialog, ErrorList } from "./dialogs.tsx";
import { changedPath, isUnsaved, type Draft } from "./drafts.ts";
import { Header } from "./Header.tsx";
import {
  blockSummary,
  blockType,
  countText,
  fieldId,
  isBlockingError,
  isSiteFile,
  movedMessage,
  pageDetailsSchema,
  pageDetailsValue,
  pathInWords,
  placeErrors,
  typeInWords,
  type PlacedError,
  homePath,
} from "./page-model.ts";
import { PreviewFrame } from "./PreviewFrame.tsx";
import { SchemaForm, type FieldError, type FormContext } from "./SchemaForm.tsx";

/** Wait after the last change before checking the draft, in ms: typing does not send a check per key. */
const CHECK_DELAY_MS = 150;

type Selection = number | "page";

/**
 * The editor of one file: a page (blocks, page details, preview) or the site settings. Reads the
 * file (or the draft left from earlier) when first opened in the session.
 */
export function PageEditor({ file }: { file: string }) {
  const services = useServices();
  const store = useDrafts(services.store);
  const [missing, setMissing] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (store.get(file)) return;
    let live = true;
    void (async () => {
      const stored = store.stored(file);
      let disk: FileVersion | null = null;
      let failure: unknown = null;
      try {
        disk = await getFile(file);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) failure = e;
      }
      if (!live || store.get(file)) return;
      if (stored && isUnsaved(stored)) {
        store.open(stored);
        setRestored(true);
      } else if (disk) store.open({ file, baseHash: disk.hash, text: disk.text, savedText: disk.text });
      else setMissing(failure ? `This file could not be read: ${errorMessage(failure)}` : `There is no file ${file}. It may have been moved or deleted.`);
    })();
    return () => {
      live = false;
    };
  }, [file, store]);

  const draft = store.get(file);
  if (!draft) {
    return (
      <>
        <Header title={missing ? "Page not found" : "Opening…"} />
        <main className="editor-message" id="main">
          {missing ? (
            <>
              <p className="notice error">{missing}</p>
              <BackLink />
            </>
          ) : (
            <p role="status">Opening {file}…</p>
          )}
        </main>
      </>
    );
  }
  return <DraftEditor file={file} draft={draft} restored={restored} onRestoredHandled={() => setRestored(false)} />;
}

function BackLink() {
  const { navigate } = useServices();
  return (
    <a
      className="back-link"
      href={homePath()}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(homePath());
      }}
    >
      ← All pages
    </a>
  );
}

interface CheckState {
  /** The last answer and the text it was for. */
  last: { text: string; response: CheckResponse } | null;
  /** The last site and page that had no error, for the preview. */
  good: { site: SiteData | null; page: PageData | null } | null;
  failure: string | null;
}

/** Checks `text` as `file` 150 ms after it last changed; keeps the last answer and the last version without errors. */
function useCheck(file: string, text: string, isSite: boolean): CheckState {
  const [state, setState] = useState<CheckState>({ last: null, good: null, failure: null });
  const sequence = useRef(0);
  useEffect(() => {
    const n = ++sequence.current;
    const timer = setTimeout(() => {
      check({ file, text }).then(
        (response) => {
          if (n !== sequence.current) return;
          const ownBlocking = response.errors.some((e) => e.file === file && isBlockingError(e));
          const good = isSite ? (!ownBlocking && response.site ? { site: response.site, page: null } : null) : response.page ? { site: response.site, page: response.page } : null;
          setState((s) => ({ last: { text, response }, good: good ?? s.good, failure: null }));
        },
        (e: unknown) => {
          if (n === sequence.current) setState((s) => ({ ...s, failure: errorMessage(e) }));
        },
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, text, isSite]);
  return state;
}

/** Puts focus on a form field by its form-library id, or on the nearest field above it that exists (the form may still be rendering). */
function focusField(id: string, fallbacks: string[]) {
  let tries = 0;
  const attempt = () => {
    for (const candidate of [id, ...fallbacks]) {
      const el = document.getElementById(candidate);
      if (!el) continue;
      const focusable = el.matches("input, select, textarea, button, [tabindex]") ? el : (el.querySelector<HTMLElement>("input, select, textarea, button") ?? el);
      if (!focusable.matches("input, select, textarea, button, [tabindex]")) focusable.tabIndex = -1;
      focusable.scrollIntoView({ block: "center" });
      focusable.focus();
      return;
    }
    if (++tries < 30) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

type SaveNotice = { kind: "saved" } | { kind: "nothing" } | { kind: "errors"; errors: ContentError[]; message: string } | { kind: "failed"; message: string };

function DraftEditor({ file, draft, restored, onRestoredHandled }: { file: string; draft: Draft; restored: boolean; onRestoredHandled(): void }) {
  const services = useServices();
  const { schemas, state, store } = services;
  const isSite = isSiteFile(file);
  const text = draft.text;

  const parsed = useMemo((): { data: unknown; error: string | null } => {
    try {
      return { data: parse(text) as unknown, error: null };
    } catch (e) {
      return { data: undefined, error: errorMessage(e) };
    }
  }, [text]);
  const data = parsed.data;
  const blocks: unknown[] = !isSite && isRecord(data) && Array.isArray(data.blocks) ? data.blocks : [];
  const checkState = useCheck(file, text, isSite);
  const placed = useMemo(() => (checkState.last ? placeErrors(checkState.last.response.errors, file) : []), [checkState.last, file]);
  const brokenElsewhere = useMemo(() => (checkState.last?.response.elsewhere ?? []).filter(isBlockingError), [checkState.last]);
  const errors = placed.filter((p) => isBlockingError(p.error));
  const warnings = placed.filter((p) => !isBlockingError(p.error));

  const catalogueByType = useMemo(() => new Map(schemas.catalogue.map((e) => [e.type, e])), [schemas.catalogue]);
  const titleOf = (block: unknown) => catalogueByType.get(blockType(block))?.title ?? typeInWords(blockType(block));

  // Keys that stay with each block while blocks move, for the sortable list and the collapsed rows. The list's own
  // buttons give a new block a new key (`b<n>`); blocks that come or go otherwise (undo, redo, another tab's version)
  // give every block a new key of the next generation (`g<generation>-<index>`).
  const nextKey = useRef(0);
  const newKey = () => `b${nextKey.current++}`;
  const [blockKeys, setBlockKeys] = useState(() => ({ generation: 0, keys: blocks.map((_, i) => `g0-${i}`) }));
  let keys = blockKeys.keys;
  if (keys.length !== blocks.length) {
    const generation = blockKeys.generation + 1;
    keys = blocks.map((_, i) => `g${generation}-${i}`);
    setBlockKeys({ generation, keys });
  }

  const [selected, setSelected] = useState<Selection>(blocks.length > 0 ? 0 : "page");
  const selection: Selection = typeof selected === "number" && selected >= blocks.length ? (blocks.length > 0 ? blocks.length - 1 : "page") : selected;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const announce = (message: string) => setAnnouncement((a) => ({ text: message, n: a.n + 1 }));
  const [editError, setEditError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveNotice, setSaveNotice] = useState<SaveNotice | null>(null);
  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [restoreNotice, setRestoreNotice] = useState<string | null>(null);

  const rows: BlockRowInfo[] = blocks.map((block, i) => ({
    key: keys[i]!,
    title: titleOf(block),
    summary: blockSummary(block),
    errors: errors.filter((p) => p.block === i).length,
    warnings: warnings.filter((p) => p.block === i).length,
  }));

  /** Applies `compute` to the draft's current text as one change; a change the YAML cannot take is reported, not thrown. */
  function edit(compute: (current: string) => string, key: string | null): boolean {
    const current = store.get(file)?.text;
    if (current === undefined) return false;
    try {
      store.change(file, compute(current), key);
      setEditError(null);
      setSaveNotice(null);
      return true;
    } catch (e) {
      setEditError(e instanceof YamlEditError ? `That change could not be made here: ${e.message}` : errorMessage(e));
      return false;
    }
  }

  /** Makes `change` and, when it was made, gives the blocks the keys `next` (in the same render as the change). */
  function withKeys(next: string[], change: () => boolean): boolean {
    if (!change()) return false;
    setBlockKeys((current) => ({ ...current, keys: next }));
    return true;
  }

  function focusLater(id: string, fallback?: string) {
    requestAnimationFrame(() => {
      const el = document.getElementById(id) as HTMLButtonElement | null;
      if (el && !el.disabled) el.focus();
      else if (fallback) document.getElementById(fallback)?.focus();
    });
  }

  function move(from: number, to: number) {
    if (from === to || to < 0 || to >= blocks.length) return;
    const next = [...keys];
    const [key] = next.splice(from, 1);
    next.splice(to, 0, key!);
    if (!withKeys(next, () => edit((t) => moveListItem(t, ["blocks"], from, to), null))) return;
    setSelected((s) => {
      if (typeof s !== "number") return s;
      if (s === from) return to;
      if (from < s && s <= to) return s - 1;
      if (to <= s && s < from) return s + 1;
      return s;
    });
    announce(movedMessage(rows[from]!.title, to, blocks.length));
    const direction = to < from ? "up" : "down";
    focusLater(rowButtonId(key!, direction), rowButtonId(key!, direction === "up" ? "down" : "up"));
  }

  function duplicate(index: number) {
    const next = [...keys];
    const key = newKey();
    next.splice(index + 1, 0, key);
    if (!withKeys(next, () => edit((t) => duplicateListItem(t, ["blocks"], index), null))) return;
    setSelected(index + 1);
    announce(`${rows[index]!.title} duplicated: the copy is at position ${index + 2} of ${blocks.length + 1}`);
    focusLater(rowButtonId(key, "select"));
  }

  function remove(index: number) {
    const title = rows[index]!.title;
    const next = keys.filter((_, i) => i !== index);
    if (!withKeys(next, () => edit((t) => removeListItem(t, ["blocks"], index), null))) return;
    setSelected((s) => (typeof s !== "number" ? s : s === index ? Math.max(0, Math.min(index, blocks.length - 2)) : s > index ? s - 1 : s));
    setDeleted(`${title} deleted.`);
    announce(`${title} deleted. Undo brings it back.`);
    const focusKey = next[Math.min(index, next.length - 1)];
    if (focusKey) focusLater(rowButtonId(focusKey, "select"));
  }

  function add(entry: CatalogueEntry) {
    const index = typeof selection === "number" ? selection + 1 : blocks.length;
    const next = [...keys];
    const key = newKey();
    next.splice(index, 0, key);
    const added = withKeys(next, () =>
      edit((t) => {
        try {
          return insertListItem(t, ["blocks"], index, entry.example);
        } catch (e) {
          if (!(e instanceof YamlEditError)) throw e;
          // No block list to add to in place (an empty `blocks: []`): the list is written anew.
          return setDataAt(t, ["blocks"], [...blocks.slice(0, index), entry.example, ...blocks.slice(index)]);
        }
      }, null),
    );
    setCatalogueOpen(false);
    if (!added) return;
    setSelected(index);
    announce(`${entry.title} added at position ${index + 1} of ${blocks.length + 1}`);
    focusLater(rowButtonId(key, "select"));
  }

  function changeBlock(index: number, value: unknown) {
    const before = blocks[index];
    const key = `${keys[index]}:${JSON.stringify(changedPath(before, value))}`;
    edit((t) => setDataAt(t, ["blocks", index], value), key);
  }

  function changePage(value: unknown) {
    const key = `page:${JSON.stringify(changedPath(pageDetailsValue(data), value))}`;
    edit((t) => applyDataChange(t, [], pageDetailsValue(parse(t)), value), key);
  }

  function changeSite(value: unknown) {
    const key = `site:${JSON.stringify(changedPath(data, value))}`;
    edit((t) => applyDataChange(t, [], parse(t), value), key);
  }

  function undo() {
    if (store.undo(file)) {
      setDeleted(null);
      setSaveNotice(null);
      announce("Undone");
    }
  }
  function redo() {
    if (store.redo(file)) {
      setSaveNotice(null);
      announce("Redone");
    }
  }

  async function saveNow(options: { force?: boolean; baseHash?: string | null } = {}) {
    const current = store.get(file);
    if (!current || saving) return;
    if (!isUnsaved(current) && !options.force && !services.savedElsewhere.has(file)) {
      setSaveNotice({ kind: "nothing" });
      return;
    }
    setSaving(true);
    setSaveNotice(null);
    try {
      const result = await save({ file, text: current.text, baseHash: options.baseHash === undefined ? current.baseHash : options.baseHash, ...(options.force ? { force: true } : {}) });
      if (result.text !== undefined) store.replaceWithDisk(file, result.text, result.hash);
      else store.saved(file, result.hash, current.text);
      services.announceSaved(file, result.hash);
      services.clearSavedElsewhere(file);
      setConflict(null);
      setSaveNotice({ kind: "saved" });
      void services.refreshState();
    } catch (e) {
      if (e instanceof ApiError && e.conflict) setConflict(e.conflict);
      else if (e instanceof ApiError && e.status === 422) setSaveNotice({ kind: "errors", errors: e.problem.errors ?? [], message: e.problem.message });
      else setSaveNotice({ kind: "failed", message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
  }

  const onShortcut = useEffectEvent((e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    if (document.querySelector("dialog[open]")) return;
    const key = e.key.toLowerCase();
    if (key === "s") {
      e.preventDefault();
      void saveNow();
    } else if (key === "z" && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if ((key === "z" && e.shiftKey) || (key === "y" && e.ctrlKey)) {
      e.preventDefault();
      redo();
    }
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => onShortcut(e);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  function goTo(p: PlacedError) {
    if (isSite) {
      focusField(fieldId("site", p.path), ancestors("site", p.path));
      return;
    }
    if (p.block !== null && p.block < blocks.length) {
      setSelected(p.block);
      focusField(fieldId(`block-${p.block}`, p.path), ancestors(`block-${p.block}`, p.path));
    } else {
      setSelected("page");
      focusField(fieldId("page", p.path), ancestors("page", p.path));
    }
  }

  async function discardRestored() {
    try {
      const disk = await getFile(file);
      store.replaceWithDisk(file, disk.text, disk.hash);
      setRestoreNotice("Your earlier changes were put aside; Undo brings them back.");
    } catch (e) {
      setRestoreNotice(`The saved version could not be read: ${errorMessage(e)}`);
    }
    onRestoredHandled();
  }

  const context: FormContext = { assets: services.assets, routes: state.routes, keys: state.keys, upload: services.upload };
  const history = store.history(file);
  const unsaved = isUnsaved(draft);
  const summary = state.pages.find((p) => p.file === file);
  const pageTitle = isSite ? "Site settings" : isRecord(data) && typeof data.title === "string" && data.title ? data.title : (summary?.title ?? file);
  const where = isSite ? "in the site settings" : "on this page";
  const checking = checkState.last?.text !== text;
  // A missing field's hint repeats the field's own help ("heading: The page heading…"), which the form already shows above it.
  const fieldErrors = (list: PlacedError[]): FieldError[] =>
    list.map((p) => ({ path: p.path, message: p.error.message, ...(p.error.hint && p.error.code !== "E_MISSING_FIELD" ? { hint: p.error.hint } : {}) }));
  const describe = (p: PlacedError) => {
    if (isSite) return pathInWords(p.path) || "Site settings";
    if (p.block !== null) {
      const block = blocks[p.block];
      const name = `${block === undefined ? "Block" : titleOf(block)} (block ${p.block + 1})`;
      return p.path.length ? `${name} › ${pathInWords(p.path)}` : name;
    }
    return p.path.length ? `Page details › ${pathInWords(p.path)}` : "The whole file";
  };
  const good = checkState.good;
  const stale = errors.length > 0 ? (good ? "The preview shows your last version without errors." : "The preview appears once this page has no errors.") : undefined;
  const savedElsewhere = services.savedElsewhere.has(file);

  return (
    <>
      <Header title={pageTitle}>
        <button type="button" className="button" onClick={undo} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </button>
        <button type="button" className="button" onClick={redo} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
          Redo
        </button>
        <button type="button" className="button primary" onClick={() => void saveNow()} disabled={saving} aria-keyshortcuts="Control+S Meta+S">
          {saving ? "Saving…" : "Save"}
        </button>
      </Header>
      <section className="editor-bar" aria-label="Page status">
        <BackLink />
        <span className="editor-route">{isSite ? "pages/_site.yaml" : (summary?.route ?? file)}</span>
        <span role="status" className={`editor-count${errors.length ? " has-errors" : ""}${checkState.last ? "" : " is-checking"}`}>
          {parsed.error ? "This file cannot be read" : checkState.last ? `${countText(errors.length, "error")} ${where}` : "Checking…"}
          {checkState.last && warnings.length > 0 && `, ${countText(warnings.length, "warning")}`}
        </span>
        {checkState.last && checking && (
          <span className="muted" aria-hidden="true">
            Checking…
          </span>
        )}
        <span role="status" className={`editor-saved${unsaved ? " is-unsaved" : ""}`}>
          {saving ? "Saving…" : unsaved ? "Unsaved changes" : "All changes saved"}
        </span>
      </section>

      <div className="banners">
        {restored && (
          <div className="notice warning banner" role="alert">
            <span>You have unsaved changes from earlier.</span>
            <button type="button" className="button primary small" onClick={onRestoredHandled}>
              Keep them
            </button>
            <button type="button" className="button small" onClick={() => void discardRestored()}>
              Discard
            </button>
          </div>
        )}
        {restoreNotice && (
          <div className="notice banner" role="status">
            {restoreNotice}
          </div>
        )}
        {savedElsewhere && (
          <div className="notice warning banner" role="alert">
            Saved in another tab. {unsaved ? "Your changes here are not saved yet; saving them will show you both versions first." : "This tab now shows the saved version."}
          </div>
        )}
        {services.store.storageFailed && (
          <div className="notice warning banner" role="alert">
            This browser is not keeping a copy of your changes. Save often: closing the tab would lose them.
          </div>
        )}
        {editError && (
          <div className="notice error banner" role="alert">
            {editError}
          </div>
        )}
        {brokenElsewhere.length > 0 && (
          <div className="notice error banner">
            <p>This change would break {brokenElsewhere.length === 1 ? "something" : `${brokenElsewhere.length} things`} on other pages, so it cannot be saved yet:</p>
            <ErrorList errors={brokenElsewhere} label="Broken on other pages" />
          </div>
        )}
        {checkState.failure && (
          <div className="notice error banner" role="alert">
            This page could not be checked: {checkState.failure}
          </div>
        )}
        <div role="status" aria-live="polite" className="save-status">
          {saveNotice?.kind === "saved" && <p className="notice success banner">Saved.</p>}
          {saveNotice?.kind === "nothing" && <p className="notice banner">Nothing to save: this page is as it was last saved.</p>}
          {saveNotice?.kind === "failed" && <p className="notice error banner">Not saved: {saveNotice.message}</p>}
          {saveNotice?.kind === "errors" && !saveNotice.errors.some((e) => e.file === file) && brokenElsewhere.length > 0 && (
            <p className="notice error banner">Not saved: first change it back, or fix what it would break on the other pages (listed above).</p>
          )}
          {saveNotice?.kind === "errors" && (saveNotice.errors.some((e) => e.file === file) || brokenElsewhere.length === 0) && (
            <div className="notice error banner">
              <p>
                {saveNotice.errors.some((e) => e.file === file && isBlockingError(e))
                  ? `Not saved: fix the ${countText(saveNotice.errors.filter(isBlockingError).length, "error")} first.`
                  : saveNotice.message}
              </p>
              <ErrorList errors={saveNotice.errors} />
            </div>
          )}
          {deleted && (
            <p className="notice banner">
              {deleted}{" "}
              <button
                type="button"
                className="button small"
                onClick={() => {
                  undo();
                  setDeleted(null);
                }}
              >
                Undo
              </button>
            </p>
          )}
        </div>
      </div>

      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        <span key={announcement.n}>{announcement.text}</span>
      </div>

      {parsed.error || !isRecord(data) ? (
        <main className="editor-message" id="main">
          <div className="notice error">
            <p>The editor cannot read this file{parsed.error ? `: ${parsed.error}` : ": it is not a set of fields."}</p>
            <p>Undo your last change, or ask someone to fix the file in a code editor.</p>
          </div>
          {placed.length > 0 && <ErrorList errors={placed.map((p) => p.error)} />}
        </main>
      ) : isSite ? (
        <main className={`editor-grid site-grid`} id="main">
          <section className="col-form" aria-labelledby="site-form-title">
            <Fixes errors={errors} warnings={warnings} describe={describe} onGo={goTo} />
            <h2 id="site-form-title" className="column-title">
              Site settings
            </h2>
            <SchemaForm rootSchema={schemas.site} value={data} onChange={changeSite} errors={fieldErrors(errors)} context={context} idPrefix="site" />
          </section>
        </main>
      ) : (
        <main className="editor-grid" id="main">
          <nav className="col-blocks" aria-label="Page outline">
            <button type="button" className="page-details-button" aria-current={selection === "page" ? "true" : undefined} onClick={() => setSelected("page")}>
              <span className="block-type">Page details</span>
              <span className="block-summary">Title, description, share picture</span>
              {errors.some((p) => p.block === null) && <span className="badge badge-error">{countText(errors.filter((p) => p.block === null).length, "error")}</span>}
            </button>
            <div className="blocks-head">
              <h2 className="column-title">Blocks</h2>
              <button
                type="button"
                className="button small quiet"
                onClick={() => setCollapsed(collapsed.size === rows.length ? new Set() : new Set(rows.map((r) => r.key)))}
                aria-label={collapsed.size === rows.length ? "Expand all blocks" : "Collapse all blocks"}
              >
                {collapsed.size === rows.length ? "Expand all" : "Collapse all"}
              </button>
            </div>
            <BlockList
              rows={rows}
              selected={typeof selection === "number" ? selection : null}
              collapsed={collapsed}
              onSelect={setSelected}
              onToggle={(key) =>
                setCollapsed((c) => {
                  const next = new Set(c);
                  if (!next.delete(key)) next.add(key);
                  return next;
                })
              }
              onMove={move}
              onDuplicate={duplicate}
              onDelete={setConfirmDelete}
            />
            <button type="button" className="button primary add-block" onClick={() => setCatalogueOpen(true)}>
              Add block
            </button>
          </nav>

          <section className="col-form" aria-labelledby="form-title">
            <Fixes errors={errors} warnings={warnings} describe={describe} onGo={goTo} />
            {selection === "page" ? (
              <>
                <h2 id="form-title" className="column-title">
                  Page details
                </h2>
                <SchemaForm
                  key="page"
                  rootSchema={pageDetailsSchema(schemas.page)}
                  value={pageDetailsValue(data)}
                  onChange={changePage}
                  errors={fieldErrors(errors.filter((p) => p.block === null && p.path.length > 0 && p.path[0] !== "blocks"))}
                  context={context}
                  idPrefix="page"
                />
              </>
            ) : (
              <BlockForm
                key={keys[selection]}
                index={selection}
                block={blocks[selection]}
                title={rows[selection]!.title}
                summary={rows[selection]!.summary}
                rootSchema={schemas.page}
                errors={fieldErrors(errors.filter((p) => p.block === selection))}
                context={context}
                onChange={(value) => changeBlock(selection, value)}
              />
            )}
          </section>

          <section className="col-preview" aria-label="Preview">
            <PreviewFrame
              site={good?.site ?? null}
              page={good?.page ?? null}
              selected={typeof selection === "number" ? selection : null}
              onSelect={(i) => {
                if (i >= 0 && i < blocks.length) setSelected(i);
              }}
              stale={stale}
              label={`Preview of ${pageTitle}`}
            />
          </section>
        </main>
      )}

      {confirmDelete !== null && rows[confirmDelete] && (
        <ConfirmDialog
          title={`Delete this ${rows[confirmDelete].title}?`}
          confirm="Delete"
          cancel="Keep it"
          danger
          onConfirm={() => {
            const index = confirmDelete;
            setConfirmDelete(null);
            remove(index);
          }}
          onCancel={() => setConfirmDelete(null)}
        >
          <p>{rows[confirmDelete].summary ? `“${rows[confirmDelete].summary}” will be removed from the page.` : "This block will be removed from the page."} You can undo this.</p>
        </ConfirmDialog>
      )}
      {catalogueOpen && (
        <Catalogue
          entries={schemas.catalogue}
          site={good?.site ?? null}
          page={good?.page ?? null}
          position={typeof selection === "number" ? `after block ${selection + 1} (${rows[selection]?.title ?? "the selected block"})` : "at the end of the page"}
          onAdd={add}
          onClose={() => setCatalogueOpen(false)}
        />
      )}
      {conflict && (
        <ConflictDialog
          file={file}
          disk={conflict.disk}
          mine={text}
          onCancel={() => setConflict(null)}
          onLoadTheirs={() => {
            if (conflict.disk) store.replaceWithDisk(file, conflict.disk.text, conflict.disk.hash);
            services.clearSavedElsewhere(file);
            setConflict(null);
            setSaveNotice(null);
          }}
          onOverwrite={() => {
            const baseHash = conflict.disk?.hash ?? null;
            setConflict(null);
            void saveNow({ force: true, baseHash });
          }}
        />
      )}
    </>
  );
}

function ancestors(prefix: string, path: readonly (string | number)[]): string[] {
  const out: string[] = [];
  for (let n = path.length - 1; n >= 0; n--) out.push(fieldId(prefix, path.slice(0, n)));
  return out;
}

/** "What needs fixing": every error of the file as a button that goes to its field, then the warnings. */
function Fixes(props: { errors: PlacedError[]; warnings: PlacedError[]; describe(p: PlacedError): string; onGo(p: PlacedError): void }) {
  if (props.errors.length === 0 && props.warnings.length === 0) return null;
  const item = (p: PlacedError, i: number) => (
    <li key={i}>
      <button type="button" className="fix-item" onClick={() => props.onGo(p)}>
        <span className="fix-where">{props.describe(p)}</span>
        <span className="fix-message">{p.error.message}</span>
        {p.error.hint && <span className="fix-hint">{p.error.hint}</span>}
      </button>
    </li>
  );
  return (
    <div className="fixes">
      {props.errors.length > 0 && (
        <section className="fixes-errors" aria-labelledby="fixes-title">
          <h2 id="fixes-title" className="fixes-title">
            What needs fixing
          </h2>
          <ul>{props.errors.map(item)}</ul>
        </section>
      )}
      {props.warnings.length > 0 && (
        <section className="fixes-warnings" aria-labelledby="warnings-title">
          <h2 id="warnings-title" className="fixes-title">
            Warnings
          </h2>
          <p className="muted">The page is published as written, but check these.</p>
          <ul>{props.warnings.map(item)}</ul>
        </section>
      )}
    </div>
  );
}

/** The form of one block, or a notice when the editor has no form for its type. */
function BlockForm(props: {
  index: number;
  block: unknown;
  title: string;
  summary: string;
  rootSchema: Record<string, unknown>;
  errors: FieldError[];
  context: FormContext;
  onChange(value: unknown): void;
}) {
  const type = blockType(props.block);
  const definitions = (props.rootSchema.definitions ?? {}) as Record<string, unknown>;
  const definition = `block_${type}`;
  return (
    <>
      <h2 id="form-title" className="column-title">
        {props.title} <span className="muted">(block {props.index + 1})</span>
      </h2>
      {type && Object.hasOwn(definitions, definition) ? (
        <SchemaForm
          rootSchema={props.rootSchema}
          definition={definition}
          value={props.block}
          onChange={props.onChange}
          errors={props.errors}
          context={props.context}
          idPrefix={`block-${props.index}`}
        />
      ) : (
        <div className="notice error">
          <p>{type ? `“${type}” is not a block type the editor knows, so it has no form.` : "This block has no type, so it has no form."} Delete it, or ask someone to fix it in a code editor.</p>
          {props.errors.length > 0 && (
            <ul className="error-list">
              {props.errors.map((e, i) => (
                <li key={i}>{e.message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
