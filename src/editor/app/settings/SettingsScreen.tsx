/**
 * The site settings screen: the sections of `pages/_site.yaml` as a list (`/settings`), and one
 * section (`/settings/<id>`) with its own form, its own Save (which writes only that section's fields)
 * and a preview of what it changes.
 */
import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from "react";
import type { ContentError } from "../../../shared/content-error.ts";
import type { FileVersion } from "../../api-types.ts";
import { applyDataChange } from "../../data-edit.ts";
import { YamlEditError } from "../../yaml-source.ts";
import { ApiError, errorMessage, getFile, save } from "../api.ts";
import { useDrafts, useServices } from "../context.ts";
import { ErrorList } from "../dialogs.tsx";
import { withMenuIds } from "./menu-ids.ts";
import { Conflicts } from "../Conflicts.tsx";
import { MergeError, mergePageTexts, type MergeSide } from "../../merge.ts";
import type { Choices, FileConflict } from "../../team-types.ts";
import { changedPath, type Draft } from "../drafts.ts";
import { Header } from "../Header.tsx";
import { countText, homePath, isBlockingError, pathInWords, placeErrors, type PlacedError } from "../page-model.ts";
import { SchemaForm, type FormContext } from "../SchemaForm.tsx";
import {
  changedSections,
  draftAfterSave,
  parseLeniently,
  sectionById,
  sectionSchema,
  sectionValue,
  settingsPath,
  SETTINGS_SECTIONS,
  withSectionOf,
  type SettingsSection,
} from "./sections.ts";
import { SettingsPreview } from "./SettingsPreview.tsx";
import { SITE_FILE, useOpenSettings, useSettingsCheck } from "./useSettingsDraft.ts";
import "./settings.css";

/** A link inside the editor app: a plain click navigates without a reload, a modified click opens a tab. */
function AppLink(props: { to: string; className?: string; current?: boolean; children: ReactNode }) {
  const { navigate } = useServices();
  return (
    <a
      className={props.className}
      href={props.to}
      aria-current={props.current ? "page" : undefined}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}

/** The settings screen for the section `sectionId` (null: the list of sections). */
export function SettingsScreen({ sectionId }: { sectionId: string | null }) {
  const services = useServices();
  const store = useDrafts(services.store);
  const { missing, restored, clearRestored } = useOpenSettings(store);
  const draft = store.get(SITE_FILE);
  const section = sectionId === null ? null : sectionById(sectionId);
  const title = section ? `Site settings: ${section.title}` : "Site settings";

  if (!draft || (sectionId !== null && !section)) {
    const problem = missing ?? (draft ? `There is no section “${sectionId}” in the site settings.` : null);
    return (
      <>
        <Header title={title} />
        <main className="editor-message" id="main">
          {problem ? <p className="notice error">{problem}</p> : <p role="status">Opening the site settings…</p>}
          <AppLink to={problem && draft ? settingsPath() : homePath()} className="back-link">
            {problem && draft ? "← All site settings" : "← All pages"}
          </AppLink>
        </main>
      </>
    );
  }
  const banner = restored ? <RestoredBanner onKeep={clearRestored} /> : null;
  if (section) return <SectionEditor key={section.id} section={section} draft={draft} banner={banner} />;
  return (
    <>
      <Header title={title} />
      {banner}
      <main className="settings-home" id="main">
        <SectionNav draft={draft} current={null} />
      </main>
    </>
  );
}

/** "You have unsaved changes from earlier": keep them, or put them aside for the version on disk. */
function RestoredBanner({ onKeep }: { onKeep(): void }) {
  const { store } = useServices();
  const [problem, setProblem] = useState<string | null>(null);
  const discard = async () => {
    try {
      const disk = await getFile(SITE_FILE);
      store.replaceWithDisk(SITE_FILE, disk.text, disk.hash);
      onKeep();
    } catch (e) {
      setProblem(`The saved version could not be read: ${errorMessage(e)}`);
    }
  };
  return (
    <div className="banners">
      <div className="notice warning banner" role="alert">
        <span>You have unsaved changes to the site settings from earlier.</span>
        <button type="button" className="button primary small" onClick={onKeep}>
          Keep them
        </button>
        <button type="button" className="button small" onClick={() => void discard()}>
          Discard
        </button>
        {problem && <span>{problem}</span>}
      </div>
    </div>
  );
}

/** The sections as a list of links, each with what it holds, its errors on disk and whether it has unsaved changes. */
function SectionNav({ draft, current }: { draft: Draft; current: SettingsSection | null }) {
  const { state } = useServices();
  const unsaved = useMemo(() => new Set(changedSections(draft.savedText, draft.text).map((s) => s.id)), [draft.savedText, draft.text]);
  const errors = placeErrors(state.errors, SITE_FILE).filter((p) => isBlockingError(p.error));
  return (
    <nav className={current ? "col-blocks settings-nav" : "settings-nav"} aria-label="Site settings sections">
      <AppLink to={homePath()} className="back-link">
        ← All pages
      </AppLink>
      {current && <h2 className="column-title">Site settings</h2>}
      <ul className="settings-sections">
        {SETTINGS_SECTIONS.map((s) => {
          const count = errors.filter((p) => s.keys.includes(String(p.path[0]))).length;
          return (
            <li key={s.id}>
              <AppLink to={settingsPath(s.id)} className="page-details-button settings-section-link" current={current?.id === s.id}>
                <span className="block-type">{s.title}</span>
                <span className="block-summary">{s.detail}</span>
                {(count > 0 || unsaved.has(s.id)) && (
                  <span className="settings-badges">
                    {count > 0 && <span className="badge badge-error">{countText(count, "error")}</span>}
                    {unsaved.has(s.id) && <span className="badge badge-unsaved">Unsaved changes</span>}
                  </span>
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type SaveNotice =
  | { kind: "saved" }
  | { kind: "nothing" }
  | { kind: "errors"; message: string; errors: ContentError[] }
  | { kind: "failed"; message: string };

/** One section: its form, Undo, Redo and Save in the header, the errors of what Save would write, and the preview. */
function SectionEditor({ section, draft, banner }: { section: SettingsSection; draft: Draft; banner: ReactNode }) {
  const services = useServices();
  const { schemas, state, store } = services;
  const data = useMemo(() => parseLeniently(draft.text), [draft.text]);
  const value = sectionValue(data, section);
  const schema = sectionSchema(schemas.site, section);
  // What Save writes: the settings as saved, with this section's fields as in the draft.
  const toSave = useMemo(() => {
    try {
      return withSectionOf(draft.savedText, draft.text, section);
    } catch {
      return draft.text;
    }
  }, [draft.savedText, draft.text, section]);
  const checked = useSettingsCheck(toSave);
  const { saving, notice, setNotice, conflicts, resolve, saveSection } = useSectionSave(section, draft, toSave);
  const [editError, setEditError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const placed = checked.last ? placeErrors(checked.last.response.errors, SITE_FILE).filter((p) => isBlockingError(p.error)) : [];
  const unsavedHere = toSave !== draft.savedText;
  const context: FormContext = { assets: services.assets, routes: state.routes, keys: state.keys, upload: services.upload };

  function change(edited: unknown) {
    // A new menu item's id is made from its title (and follows it until the author chooses another).
    const next = section.id === "menu" ? withMenuIds(value, edited) : edited;
    const key = `settings:${JSON.stringify(changedPath(value, next))}`;
    try {
      store.change(SITE_FILE, applyDataChange(draft.text, [], value, next), key);
      setEditError(null);
      setNotice(null);
    } catch (e) {
      setEditError(e instanceof YamlEditError ? `That change could not be made here: ${e.message}` : errorMessage(e));
    }
  }

  /** Undo or Redo of the settings file; when the step was in another section, that section opens. */
  function step(kind: "undo" | "redo") {
    const before = store.get(SITE_FILE)?.text ?? "";
    if (!(kind === "undo" ? store.undo(SITE_FILE) : store.redo(SITE_FILE))) return;
    const touched = changedSections(before, store.get(SITE_FILE)?.text ?? "");
    const done = kind === "undo" ? "Undone" : "Redone";
    setNotice(null);
    if (touched.length && !touched.some((s) => s.id === section.id)) {
      setAnnouncement(`${done} in ${touched[0]!.title}`);
      services.navigate(settingsPath(touched[0]!.id));
    } else setAnnouncement(done);
  }

  useShortcuts(() => void saveSection(), step);

  const stale = placed.length ? (checked.site ? "The preview shows your last version without errors." : undefined) : undefined;
  return (
    <>
      <Header title={`Site settings: ${section.title}`}>
        <SectionActions title={section.title} saving={saving} onStep={step} onSave={() => void saveSection()} />
      </Header>
      {banner}
      <main className="editor-grid settings-grid" id="main">
        <SectionNav draft={draft} current={section} />
        <section className="col-form" aria-labelledby="settings-form-title">
          <SectionStatus
            checked={checked.last !== null}
            errors={placed.length}
            unsaved={unsavedHere}
            saving={saving}
            failure={checked.failure}
          />
          <div role="status" aria-live="polite" className="save-status">
            {notice && <SaveNoticeText notice={notice} />}
            {announcement && <span className="visually-hidden">{announcement}</span>}
          </div>
          {conflicts && (
            <Conflicts
              conflicts={conflicts}
              title={`The site settings were saved meanwhile with ${conflicts.length > 1 ? "other values in fields" : "another value in a field"} you changed`}
              intro="Choose which version to keep. Everything else you and they changed is already combined."
              theirs={{ name: "Saved meanwhile", whole: "the version saved meanwhile" }}
              onResolve={resolve}
            />
          )}
          {editError && (
            <p className="notice error" role="alert">
              {editError}
            </p>
          )}
          <SectionFixes placed={placed} section={section} />
          <h2 id="settings-form-title" className="column-title">
            {section.title}
          </h2>
          <SchemaForm
            rootSchema={schema}
            value={value}
            onChange={change}
            errors={placed.map((p) => ({ path: p.path, message: p.error.message }))}
            context={context}
            idPrefix="site"
          />
        </section>
        <section className="col-preview" aria-label={`What ${section.title} changes`}>
          <SettingsPreview section={section} site={checked.site} checked={checked.last !== null} value={value} stale={stale} />
        </section>
      </main>
    </>
  );
}

/**
 * Saving one section: `saveSection(text, baseHash)` writes `text` (by default what the section's Save
 * writes) over the version `baseHash`, then keeps the other sections' unsaved changes in the draft;
 * `notice` says how it went. When the file was saved meanwhile (another tab, another program), the
 * section's changes and theirs are combined field by field and saved; only fields both changed wait in
 * `conflicts` for the author's choice (`resolve`). A file deleted or unreadable meanwhile is said in `notice`.
 */
function useSectionSave(section: SettingsSection, draft: Draft, toSave: string) {
  const services = useServices();
  const { store } = services;
  const [notice, setNotice] = useState<SaveNotice | null>(null);
  const [conflicts, setConflicts] = useState<{ list: FileConflict[]; ours: string } | null>(null);
  const [saving, setSaving] = useState(false);

  /** Combines `ours` with the file as saved meanwhile (`disk`), and saves that; false when fields both changed wait for a choice. */
  async function combineAndSave(ours: string, disk: FileVersion, choices: Record<string, MergeSide> = {}): Promise<void> {
    const merged = mergePageTexts({ base: draft.savedText, ours, theirs: disk.text, choices });
    if (merged.text === null) {
      setConflicts({ list: merged.conflicts.map((c) => ({ ...c, file: SITE_FILE, page: `Site settings › ${section.title}` })), ours });
      return;
    }
    await saveSection(merged.text, disk.hash);
  }

  async function saveSection(text = toSave, baseHash = draft.baseHash, retry = true): Promise<void> {
    if (saving) return;
    if (text === draft.savedText && baseHash === draft.baseHash) {
      setNotice({ kind: "nothing" });
      return;
    }
    setSaving(true);
    setNotice(null);
    let meanwhile: FileVersion | null = null;
    try {
      const result = await save({ file: SITE_FILE, text, baseHash });
      keepOtherSections(store, section, result.text ?? text, result.hash);
      services.announceSaved(SITE_FILE, result.hash);
      services.clearSavedElsewhere(SITE_FILE);
      setConflicts(null);
      setNotice({ kind: "saved" });
      void services.refreshState();
    } catch (e) {
      if (e instanceof ApiError && e.conflict && e.conflict.disk && retry) meanwhile = e.conflict.disk;
      else if (e instanceof ApiError && e.conflict)
        setNotice({
          kind: "failed",
          message: "the site settings file was removed or keeps changing on disk meanwhile. Reload the page, then save again.",
        });
      else if (e instanceof ApiError && e.status === 422)
        setNotice({ kind: "errors", message: e.problem.message, errors: e.problem.errors ?? [] });
      else setNotice({ kind: "failed", message: errorMessage(e) });
    } finally {
      setSaving(false);
    }
    if (meanwhile) {
      try {
        await combineAndSave(text, meanwhile);
      } catch (e) {
        setNotice({ kind: "failed", message: e instanceof MergeError ? e.message : errorMessage(e) });
      }
    }
  }

  /** Saves the section once the author chose, for each field both changed, which version to keep. */
  async function resolve(choices: Choices) {
    if (!conflicts) return;
    const { ours } = conflicts;
    setConflicts(null);
    await combineAndSave(ours, await getFile(SITE_FILE), choices[SITE_FILE] ?? {});
  }

  return { saving, notice, setNotice, conflicts: conflicts?.list ?? null, resolve, saveSection };
}

/** Ctrl+S (or ⌘S) saves, Ctrl+Z undoes and Ctrl+Shift+Z redoes, unless a dialog is open. */
function useShortcuts(save: () => void, step: (kind: "undo" | "redo") => void) {
  const onShortcut = useEffectEvent((e: KeyboardEvent) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || document.querySelector("dialog[open]")) return;
    const key = e.key.toLowerCase();
    if (key === "s") save();
    else if (key === "z") step(e.shiftKey ? "redo" : "undo");
    else return;
    e.preventDefault();
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => onShortcut(e);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/** Undo, Redo (of every change to the settings) and Save (of this section), for the header. */
function SectionActions(props: { title: string; saving: boolean; onStep(kind: "undo" | "redo"): void; onSave(): void }) {
  const { store } = useServices();
  useDrafts(store);
  const history = store.history(SITE_FILE);
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => props.onStep("undo")}
        disabled={history.past.length === 0}
        aria-keyshortcuts="Control+Z Meta+Z"
      >
        Undo
      </button>
      <button
        type="button"
        className="button"
        onClick={() => props.onStep("redo")}
        disabled={history.future.length === 0}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
      >
        Redo
      </button>
      <button type="button" className="button primary" onClick={props.onSave} disabled={props.saving} aria-keyshortcuts="Control+S Meta+S">
        {props.saving ? "Saving…" : "Save"}
        <span className="visually-hidden"> {props.title}</span>
      </button>
    </>
  );
}

/** "What needs fixing": the section's errors, each with the field it is on in words. */
function SectionFixes({ placed, section }: { placed: PlacedError[]; section: SettingsSection }) {
  if (placed.length === 0) return null;
  return (
    <div className="fixes">
      <h3 className="fixes-title">What needs fixing</h3>
      <ul>
        {placed.map((p, i) => (
          <li key={i}>
            <span className="fix-where">{pathInWords(p.path) || section.title}</span>: {p.error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Records the save of `section` as `savedText` at `hash`, keeping the other sections' unsaved changes in the draft. */
function keepOtherSections(store: ReturnType<typeof useServices>["store"], section: SettingsSection, savedText: string, hash: string) {
  const current = store.get(SITE_FILE);
  if (!current) return;
  store.open({ file: SITE_FILE, baseHash: hash, text: draftAfterSave(current, section, savedText), savedText });
}

function SectionStatus(props: { checked: boolean; errors: number; unsaved: boolean; saving: boolean; failure: string | null }) {
  return (
    <p className="settings-status">
      <span role="status" className={`editor-count${props.errors ? " has-errors" : ""}`}>
        {props.failure
          ? `Not checked: ${props.failure}`
          : props.checked
            ? `${countText(props.errors, "error")} in this section`
            : "Checking…"}
      </span>
      <span role="status" className={`editor-saved${props.unsaved ? " is-unsaved" : ""}`}>
        {props.saving ? "Saving…" : props.unsaved ? "Unsaved changes" : "All changes saved"}
      </span>
    </p>
  );
}

function SaveNoticeText({ notice }: { notice: SaveNotice }) {
  if (notice.kind === "saved") return <p className="notice success">Saved. Only this section's settings were written.</p>;
  if (notice.kind === "nothing") return <p className="notice">Nothing to save: this section is as it was last saved.</p>;
  if (notice.kind === "failed") return <p className="notice error">Not saved: {notice.message}</p>;
  const blocking = notice.errors.filter(isBlockingError);
  return (
    <div className="notice error">
      <p>{blocking.length ? `Not saved: fix the ${countText(blocking.length, "error")} first.` : notice.message}</p>
      <ErrorList errors={notice.errors} />
    </div>
  );
}
