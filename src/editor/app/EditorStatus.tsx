import { useServices } from "./context.ts";
import { ErrorList } from "./dialogs.tsx";
import { countText, isBlockingError } from "./page-model.ts";
import type { Findings } from "./use-check.ts";
import type { SaveNotice } from "./use-save.ts";

/** The bar under the header: back to all pages, the route, the count of errors and warnings, and whether all is saved. */
export function StatusBar(props: {
  back: React.ReactNode;
  route: string;
  findings: Findings;
  unreadable: boolean;
  checked: boolean;
  checking: boolean;
  where: string;
  saving: boolean;
  unsaved: boolean;
}) {
  const { errors, warnings } = props.findings;
  return (
    <section className="editor-bar" aria-label="Page status">
      {props.back}
      <span className="editor-route">{props.route}</span>
      <span role="status" className={`editor-count${errors.length ? " has-errors" : ""}${props.checked ? "" : " is-checking"}`}>
        {props.unreadable
          ? "This file cannot be read"
          : props.checked
            ? `${countText(errors.length, "error")} ${props.where}`
            : "Checking…"}
        {props.checked && warnings.length > 0 && `, ${countText(warnings.length, "warning")}`}
      </span>
      {props.checked && props.checking && (
        <span className="muted" aria-hidden="true">
          Checking…
        </span>
      )}
      <span role="status" className={`editor-saved${props.unsaved ? " is-unsaved" : ""}`}>
        {props.saving ? "Saving…" : props.unsaved ? "Unsaved changes" : "All changes saved"}
      </span>
    </section>
  );
}

/** Notices about the draft as a whole: restored from earlier, saved elsewhere, not kept by the browser, a change refused, what it breaks elsewhere. */
export function Banners(props: {
  file: string;
  restored: { onKeep(): void; onDiscard(): void } | null;
  restoreNotice: string | null;
  unsaved: boolean;
  editError: string | null;
  findings: Findings;
  checkFailure: string | null;
  children: React.ReactNode;
}) {
  const services = useServices();
  const broken = props.findings.brokenElsewhere;
  return (
    <div className="banners">
      {props.restored && (
        <div className="notice warning banner" role="alert">
          <span>You have unsaved changes from earlier.</span>
          <button type="button" className="button primary small" onClick={props.restored.onKeep}>
            Keep them
          </button>
          <button type="button" className="button small" onClick={props.restored.onDiscard}>
            Discard
          </button>
        </div>
      )}
      {props.restoreNotice && (
        <div className="notice banner" role="status">
          {props.restoreNotice}
        </div>
      )}
      {services.savedElsewhere.has(props.file) && (
        <div className="notice warning banner" role="alert">
          Saved in another tab.{" "}
          {props.unsaved
            ? "Your changes here are not saved yet; saving combines them with the saved version, and asks only where you both changed the same field."
            : "This tab now shows the saved version."}
        </div>
      )}
      {services.store.storageFailed && (
        <div className="notice warning banner" role="alert">
          This browser is not keeping a copy of your changes. Save often: closing the tab would lose them.
        </div>
      )}
      {props.editError && (
        <div className="notice error banner" role="alert">
          {props.editError}
        </div>
      )}
      {broken.length > 0 && (
        <div className="notice error banner">
          <p>
            This change would break {broken.length === 1 ? "something" : `${broken.length} things`} on other pages, so it cannot be saved
            yet:
          </p>
          <ErrorList errors={broken} label="Broken on other pages" />
        </div>
      )}
      {props.checkFailure && (
        <div className="notice error banner" role="alert">
          This page could not be checked: {props.checkFailure}
        </div>
      )}
      {props.children}
    </div>
  );
}

/** What the last save said, and the undo of the last deleted block; announced politely. */
export function SaveStatus(props: {
  file: string;
  notice: SaveNotice | null;
  brokenElsewhere: boolean;
  deleted: string | null;
  onUndoDelete(): void;
}) {
  const { notice, file } = props;
  const ownErrors = notice?.kind === "errors" && notice.errors.some((e) => e.file === file);
  return (
    <div role="status" aria-live="polite" className="save-status">
      {notice?.kind === "saved" && <p className="notice success banner">Saved.</p>}
      {notice?.kind === "nothing" && <p className="notice banner">Nothing to save: this page is as it was last saved.</p>}
      {notice?.kind === "failed" && <p className="notice error banner">Not saved: {notice.message}</p>}
      {notice?.kind === "errors" && !ownErrors && props.brokenElsewhere && (
        <p className="notice error banner">
          Not saved: first change it back, or fix what it would break on the other pages (listed above).
        </p>
      )}
      {notice?.kind === "errors" && (ownErrors || !props.brokenElsewhere) && (
        <div className="notice error banner">
          <p>
            {notice.errors.some((e) => e.file === file && isBlockingError(e))
              ? `Not saved: fix the ${countText(notice.errors.filter(isBlockingError).length, "error")} first.`
              : notice.message}
          </p>
          <ErrorList errors={notice.errors} />
        </div>
      )}
      {props.deleted && (
        <p className="notice banner">
          {props.deleted}{" "}
          <button type="button" className="button small" onClick={props.onUndoDelete}>
            Undo
          </button>
        </p>
      )}
    </div>
  );
}
