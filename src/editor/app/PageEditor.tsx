import { useEffect, useMemo, useState } from "react";
import { parse } from "yaml";
import type { CatalogueEntry, FileVersion } from "../api-types.ts";
import { carriedMarks } from "../yaml-source.ts";
import { ApiError, errorMessage, getFile } from "./api.ts";
import type { BlockRowInfo } from "./BlockList.tsx";
import { Catalogue } from "./Catalogue.tsx";
import { useDrafts, useServices } from "./context.ts";
import { ConfirmDialog } from "./dialogs.tsx";
import { Banners, SaveStatus, StatusBar } from "./EditorStatus.tsx";
import { isUnsaved, type Draft } from "./drafts.ts";
import { Header } from "./Header.tsx";
import { blockSummary, blockType, homePath, isSiteFile, typeInWords } from "./page-model.ts";
import { PageBody } from "./PageBody.tsx";
import { describeFinding, goToFinding } from "./PageForms.tsx";
import { blockActions } from "./use-block-actions.ts";
import { useCheck, useFindings, type CheckState, type Findings } from "./use-check.ts";
import { formChanges, useDraftEdit } from "./use-draft-edit.ts";
import { useOutline } from "./use-outline.ts";
import { SaveProblemView } from "./SaveProblem.tsx";
import { useSave, useShortcuts, type SaveState } from "./use-save.ts";

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
      else
        setMissing(
          failure
            ? `This file could not be read: ${errorMessage(failure)}`
            : `There is no file ${file}. It may have been moved or deleted.`,
        );
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

/** The draft's text read as data, or why it cannot be: `unreadable` is the end of "The editor cannot read this file…". */
function useParsed(text: string): { data: unknown; unreadable: string | null } {
  return useMemo(() => {
    try {
      const data = parse(text) as unknown;
      return { data, unreadable: isRecord(data) ? null : ": it is not a set of fields." };
    } catch (e) {
      return { data: undefined, unreadable: `: ${errorMessage(e)}` };
    }
  }, [text]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A message for the screen reader's live region; each call is announced, even the same words twice. */
function useAnnouncer(): [{ text: string; n: number }, (message: string) => void] {
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  return [announcement, (message) => setAnnouncement((a) => ({ text: message, n: a.n + 1 }))];
}

/** Each block's row in the outline: its key, its type in words, its summary and its counts of errors and warnings. */
function outlineRows(
  blocks: readonly unknown[],
  keys: readonly string[],
  findings: Findings,
  titleOf: (block: unknown) => string,
): BlockRowInfo[] {
  return blocks.map((block, i) => ({
    key: keys[i]!,
    title: titleOf(block),
    summary: blockSummary(block),
    errors: findings.errors.filter((p) => p.block === i).length,
    warnings: findings.warnings.filter((p) => p.block === i).length,
  }));
}

/** "Discard" of the changes restored from earlier: the file as on disk again, the restored text one undo away. */
function useRestore(file: string, onHandled: () => void) {
  const { store } = useServices();
  const [notice, setNotice] = useState<string | null>(null);
  async function discard() {
    try {
      const disk = await getFile(file);
      store.replaceWithDisk(file, disk.text, disk.hash);
      setNotice("Your earlier changes were put aside; Undo brings them back.");
    } catch (e) {
      setNotice(`The saved version could not be read: ${errorMessage(e)}`);
    }
    onHandled();
  }
  return { notice, discard };
}

/**
 * One open draft as the editor reads it: whether it is the site settings (`isSite`); its `text`; its
 * fields (`data`, undefined when the text cannot be read, and `fields`, that data when it is a set of
 * fields or else empty) and why it cannot be read (`unreadable`, null when it can); its `blocks` ([]
 * for the site settings or when there are none); the last check (`checkState`) and its `findings`; the
 * `marks` of what a copied page still shares with its source; the outline's state and each block's
 * row; how a block's type reads (`titleOf`); the page's title in words and its address (`route`, the
 * file when the page list does not know it).
 */
function useDraftView(file: string, text: string) {
  const { schemas, state } = useServices();
  const isSite = isSiteFile(file);
  const { data, unreadable } = useParsed(text);
  const blocks: unknown[] = !isSite && isRecord(data) && Array.isArray(data.blocks) ? data.blocks : [];
  const checkState = useCheck(file, text, isSite);
  const findings = useFindings(checkState, file);
  const marks = useMemo(() => carriedMarks(text), [text]);
  const catalogueByType = useMemo(() => new Map(schemas.catalogue.map((e) => [e.type, e])), [schemas.catalogue]);
  const titleOf = (block: unknown) => catalogueByType.get(blockType(block))?.title ?? typeInWords(blockType(block));
  const outline = useOutline(blocks);
  const rows = outlineRows(blocks, outline.keys, findings, titleOf);
  const summary = state.pages.find((p) => p.file === file);
  const pageTitle = isSite
    ? "Site settings"
    : isRecord(data) && typeof data.title === "string" && data.title
      ? data.title
      : (summary?.title ?? file);
  const fields = isRecord(data) ? data : {};
  return {
    isSite,
    text,
    data,
    fields,
    unreadable,
    blocks,
    checkState,
    findings,
    marks,
    titleOf,
    outline,
    rows,
    pageTitle,
    route: summary?.route ?? file,
  };
}

/** An open draft as {@link useDraftView} reads it. */
type DraftView = ReturnType<typeof useDraftView>;

/** The sentence above the preview while the draft has errors: what the preview shows instead (undefined without errors). */
function staleNotice(findings: Findings, good: CheckState["good"]): string | undefined {
  if (findings.errors.length === 0) return undefined;
  return good ? "The preview shows your last version without errors." : "The preview appears once this page has no errors.";
}

/** The editor of one open draft: header, status, notices, the form area and its dialogs. */
function DraftEditor(props: { file: string; draft: Draft; restored: boolean; onRestoredHandled(): void }) {
  const { file, draft, restored, onRestoredHandled } = props;
  const services = useServices();
  const view = useDraftView(file, draft.text);
  const { isSite, data, blocks, findings, outline, rows, titleOf } = view;
  const [announcement, announce] = useAnnouncer();
  const [deleted, setDeleted] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const restore = useRestore(file, onRestoredHandled);
  const saver = useSave(file, isSite ? "Site settings" : view.route);
  const drafting = useDraftEdit(file, () => saver.setNotice(null));
  const undo = () => drafting.undo() && (setDeleted(null), announce("Undone"));
  const redo = () => drafting.redo() && announce("Redone");
  const actions = blockActions({ edit: drafting.edit, outline, blocks, rows, announce, onDeleted: setDeleted });
  useShortcuts({ save: () => void saver.saveNow(), undo, redo });

  const { good } = view.checkState;
  return (
    <>
      <EditorHeader
        title={view.pageTitle}
        file={file}
        saving={saver.saving}
        onUndo={undo}
        onRedo={redo}
        onSave={() => void saver.saveNow()}
      />
      <DraftStatus
        file={file}
        view={view}
        unsaved={isUnsaved(draft)}
        saver={saver}
        editError={drafting.editError}
        restored={restored ? { onKeep: onRestoredHandled, onDiscard: () => void restore.discard() } : null}
        restoreNotice={restore.notice}
        deleted={deleted}
        onUndoDelete={() => (undo(), setDeleted(null))}
        announcement={announcement}
      />
      <PageBody
        isSite={isSite}
        unreadable={view.unreadable}
        data={view.fields}
        blocks={blocks}
        findings={findings}
        outline={outline}
        rows={rows}
        changes={formChanges(drafting.edit, data, blocks, outline.keys)}
        actions={actions}
        context={{ assets: services.assets, routes: services.state.routes, keys: services.state.keys, upload: services.upload }}
        good={good}
        stale={staleNotice(findings, good)}
        pageTitle={view.pageTitle}
        describe={(p) => describeFinding(p, isSite, blocks, titleOf)}
        onGo={(p) => goToFinding(p, isSite, blocks.length, outline.setSelected)}
        onDelete={setConfirmDelete}
        onAdd={() => setCatalogueOpen(true)}
        marks={view.marks}
      />
      {confirmDelete !== null && rows[confirmDelete] && (
        <DeleteDialog
          row={rows[confirmDelete]}
          onConfirm={() => (setConfirmDelete(null), actions.remove(confirmDelete))}
          onCancel={() => setConfirmDelete(null)}
        />
      )}
      {catalogueOpen && (
        <AddBlockDialog
          view={view}
          onAdd={(entry) => (setCatalogueOpen(false), actions.add(entry))}
          onClose={() => setCatalogueOpen(false)}
        />
      )}
    </>
  );
}

/**
 * Under the header: the status bar (address, count of errors, saved or not), the banners (changes
 * restored from earlier, a failed edit, what the last save said and what waits for the author) and the
 * screen reader's live region, which speaks each `announcement` (a new `n` speaks the same words again).
 */
function DraftStatus(props: {
  file: string;
  view: DraftView;
  unsaved: boolean;
  saver: SaveState;
  editError: string | null;
  restored: { onKeep(): void; onDiscard(): void } | null;
  restoreNotice: string | null;
  deleted: string | null;
  onUndoDelete(): void;
  announcement: { text: string; n: number };
}) {
  const { file, view, saver, unsaved } = props;
  const { findings, checkState } = view;
  return (
    <>
      <StatusBar
        back={<BackLink />}
        route={view.isSite ? "pages/_site.yaml" : view.route}
        findings={findings}
        unreadable={view.unreadable !== null}
        checked={checkState.last !== null}
        checking={checkState.last?.text !== view.text}
        where={view.isSite ? "in the site settings" : "on this page"}
        saving={saver.saving}
        unsaved={unsaved}
      />
      <Banners
        file={file}
        restored={props.restored}
        restoreNotice={props.restoreNotice}
        unsaved={unsaved}
        editError={props.editError}
        findings={findings}
        checkFailure={checkState.failure}
      >
        <SaveProblemView file={file} saver={saver} />
        <SaveStatus
          file={file}
          notice={saver.notice}
          brokenElsewhere={findings.brokenElsewhere.length > 0}
          deleted={props.deleted}
          onUndoDelete={props.onUndoDelete}
        />
      </Banners>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        <span key={props.announcement.n}>{props.announcement.text}</span>
      </div>
    </>
  );
}

/** The block catalogue, adding after the selected block (or at the end of the page), its preview drawn with the draft's last version without errors. */
function AddBlockDialog({ view, onAdd, onClose }: { view: DraftView; onAdd(entry: CatalogueEntry): void; onClose(): void }) {
  const { schemas } = useServices();
  const { good } = view.checkState;
  const { selection } = view.outline;
  const position =
    typeof selection === "number"
      ? `after block ${selection + 1} (${view.rows[selection]?.title ?? "the selected block"})`
      : "at the end of the page";
  return (
    <Catalogue
      entries={schemas.catalogue}
      site={good?.site ?? null}
      page={good?.page ?? null}
      position={position}
      onAdd={onAdd}
      onClose={onClose}
    />
  );
}

/** The header with the draft's title, Undo, Redo and Save. */
function EditorHeader(props: { title: string; file: string; saving: boolean; onUndo(): void; onRedo(): void; onSave(): void }) {
  const store = useDrafts(useServices().store);
  const history = store.history(props.file);
  return (
    <Header title={props.title}>
      <button
        type="button"
        className="button"
        onClick={props.onUndo}
        disabled={history.past.length === 0}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className="button"
        onClick={props.onRedo}
        disabled={history.future.length === 0}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        Redo
      </button>
      <button type="button" className="button primary" onClick={props.onSave} disabled={props.saving} aria-keyshortcuts="Control+S Meta+S">
        {props.saving ? "Saving…" : "Save"}
      </button>
    </Header>
  );
}

/** Asks before a block is deleted, naming it by its summary. */
function DeleteDialog(props: { row: BlockRowInfo; onConfirm(): void; onCancel(): void }) {
  const { row } = props;
  return (
    <ConfirmDialog
      title={`Delete this ${row.title}?`}
      confirm="Delete"
      cancel="Keep it"
      danger
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p>
        {row.summary ? `“${row.summary}” will be removed from the page.` : "This block will be removed from the page."} You can undo this.
      </p>
    </ConfirmDialog>
  );
}
