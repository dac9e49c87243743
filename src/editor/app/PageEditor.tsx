import { useEffect, useMemo, useState } from "react";
import { parse } from "yaml";
import type { FileVersion } from "../api-types.ts";
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
import { useCheck, useFindings, type Findings } from "./use-check.ts";
import { formChanges, useDraftEdit } from "./use-draft-edit.ts";
import { useOutline } from "./use-outline.ts";
import { SaveProblemView } from "./SaveProblem.tsx";
import { useSave, useShortcuts } from "./use-save.ts";

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
function outlineRows(blocks: readonly unknown[], keys: readonly string[], findings: Findings, titleOf: (block: unknown) => string): BlockRowInfo[] {
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

/** The editor of one open draft: header, status, notices, the form area and its dialogs. */
function DraftEditor({ file, draft, restored, onRestoredHandled }: { file: string; draft: Draft; restored: boolean; onRestoredHandled(): void }) {
  const services = useServices();
  const { schemas, state } = services;
  const isSite = isSiteFile(file);
  const { text } = draft;
  const { data, unreadable } = useParsed(text);
  const blocks: unknown[] = !isSite && isRecord(data) && Array.isArray(data.blocks) ? data.blocks : [];
  const checkState = useCheck(file, text, isSite);
  const findings = useFindings(checkState, file);
  const marks = useMemo(() => carriedMarks(text), [text]);
  const catalogueByType = useMemo(() => new Map(schemas.catalogue.map((e) => [e.type, e])), [schemas.catalogue]);
  const titleOf = (block: unknown) => catalogueByType.get(blockType(block))?.title ?? typeInWords(blockType(block));
  const outline = useOutline(blocks);
  const rows = outlineRows(blocks, outline.keys, findings, titleOf);
  const [announcement, announce] = useAnnouncer();
  const [deleted, setDeleted] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [catalogueOpen, setCatalogueOpen] = useState(false);
  const restore = useRestore(file, onRestoredHandled);
  const summary = state.pages.find((p) => p.file === file);
  const saver = useSave(file, isSite ? "Site settings" : (summary?.route ?? file));
  const drafting = useDraftEdit(file, () => saver.setNotice(null));
  const undo = () => drafting.undo() && (setDeleted(null), announce("Undone"));
  const redo = () => drafting.redo() && announce("Redone");
  const actions = blockActions({ edit: drafting.edit, outline, blocks, rows, announce, onDeleted: setDeleted });
  useShortcuts({ save: () => void saver.saveNow(), undo, redo });

  const unsaved = isUnsaved(draft);
  const pageTitle = isSite ? "Site settings" : isRecord(data) && typeof data.title === "string" && data.title ? data.title : (summary?.title ?? file);
  const good = checkState.good;
  const stale = findings.errors.length > 0 ? (good ? "The preview shows your last version without errors." : "The preview appears once this page has no errors.") : undefined;
  return (
    <>
      <EditorHeader title={pageTitle} file={file} saving={saver.saving} onUndo={undo} onRedo={redo} onSave={() => void saver.saveNow()} />
      <StatusBar
        back={<BackLink />}
        route={isSite ? "pages/_site.yaml" : (summary?.route ?? file)}
        findings={findings}
        unreadable={unreadable !== null}
        checked={checkState.last !== null}
        checking={checkState.last?.text !== text}
        where={isSite ? "in the site settings" : "on this page"}
        saving={saver.saving}
        unsaved={unsaved}
      />
      <Banners
        file={file}
        restored={restored ? { onKeep: onRestoredHandled, onDiscard: () => void restore.discard() } : null}
        restoreNotice={restore.notice}
        unsaved={unsaved}
        editError={drafting.editError}
        findings={findings}
        checkFailure={checkState.failure}
      >
        <SaveProblemView file={file} saver={saver} />
        <SaveStatus file={file} notice={saver.notice} brokenElsewhere={findings.brokenElsewhere.length > 0} deleted={deleted} onUndoDelete={() => (undo(), setDeleted(null))} />
      </Banners>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        <span key={announcement.n}>{announcement.text}</span>
      </div>
      <PageBody
        isSite={isSite}
        unreadable={unreadable}
        data={isRecord(data) ? data : {}}
        blocks={blocks}
        findings={findings}
        outline={outline}
        rows={rows}
        changes={formChanges(drafting.edit, data, blocks, outline.keys)}
        actions={actions}
        context={{ assets: services.assets, routes: state.routes, keys: state.keys, upload: services.upload }}
        good={good}
        stale={stale}
        pageTitle={pageTitle}
        describe={(p) => describeFinding(p, isSite, blocks, titleOf)}
        onGo={(p) => goToFinding(p, isSite, blocks.length, outline.setSelected)}
        onDelete={setConfirmDelete}
        onAdd={() => setCatalogueOpen(true)}
        marks={marks}
      />
      {confirmDelete !== null && rows[confirmDelete] && (
        <DeleteDialog row={rows[confirmDelete]} onConfirm={() => (setConfirmDelete(null), actions.remove(confirmDelete))} onCancel={() => setConfirmDelete(null)} />
      )}
      {catalogueOpen && (
        <Catalogue
          entries={schemas.catalogue}
          site={good?.site ?? null}
          page={good?.page ?? null}
          position={typeof outline.selection === "number" ? `after block ${outline.selection + 1} (${rows[outline.selection]?.title ?? "the selected block"})` : "at the end of the page"}
          onAdd={(entry) => (setCatalogueOpen(false), actions.add(entry))}
          onClose={() => setCatalogueOpen(false)}
        />
      )}
    </>
  );
}

/** The header with the draft's title, Undo, Redo and Save. */
function EditorHeader(props: { title: string; file: string; saving: boolean; onUndo(): void; onRedo(): void; onSave(): void }) {
  const store = useDrafts(useServices().store);
  const history = store.history(props.file);
  return (
    <Header title={props.title}>
      <button type="button" className="button" onClick={props.onUndo} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </button>
      <button type="button" className="button" onClick={props.onRedo} disabled={history.future.length === 0} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y">
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
    <ConfirmDialog title={`Delete this ${row.title}?`} confirm="Delete" cancel="Keep it" danger onConfirm={props.onConfirm} onCancel={props.onCancel}>
      <p>{row.summary ? `“${row.summary}” will be removed from the page.` : "This block will be removed from the page."} You can undo this.</p>
    </ConfirmDialog>
  );
}
