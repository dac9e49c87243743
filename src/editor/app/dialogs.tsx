import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import type { ContentError } from "../../shared/content-error.ts";
import type { PublishResponse } from "../api-types.ts";
import { ApiError, errorMessage, publish } from "./api.ts";
import { countUploads } from "./upload-words.ts";
import { useDrafts, useServices } from "./context.ts";
import { countText, editPath } from "./page-model.ts";

/**
 * A modal dialog (the native `<dialog>`, so focus stays inside and Escape closes it) titled by
 * `title`. Focus returns to where it was when the dialog closes.
 *
 * The control marked `data-autofocus` takes focus when the dialog opens, and again when it shows
 * another step (its title changes). React's `autoFocus` cannot do it: it focuses the control before
 * `showModal()`, while the dialog is still closed, so the browser then focuses the first control instead.
 */
export function Dialog(props: { title: string; onClose(): void; children: ReactNode; wide?: boolean; describedBy?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current!;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have re-rendered away (a deleted row); focus it only while it is still on the page.
      requestAnimationFrame(() => {
        if (before?.isConnected) before.focus();
      });
    };
  }, []);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [props.title]);
  return (
    <dialog
      ref={ref}
      className={props.wide ? "dialog dialog-wide" : "dialog"}
      aria-labelledby={titleId}
      aria-describedby={props.describedBy}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <h2 id={titleId} className="dialog-title">
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}

/** A content error as one line an author reads: where (file, line) and what, with its hint. */
function ErrorText({ error, showFile = true }: { error: ContentError; showFile?: boolean }) {
  return (
    <>
      <span className="error-where">
        {showFile ? `${error.file}, line ${error.line}` : `Line ${error.line}`}
        {": "}
      </span>
      {error.message}
      {error.hint ? <span className="error-hint"> {error.hint}</span> : null}
    </>
  );
}

/** A list of content errors (file, line, message, hint). */
export function ErrorList({ errors, label }: { errors: readonly ContentError[]; label?: string }) {
  return (
    <ul className="error-list" aria-label={label}>
      {errors.map((e, i) => (
        <li key={i} className={e.severity === "warning" ? "is-warning" : "is-error"}>
          <ErrorText error={e} />
        </li>
      ))}
    </ul>
  );
}

/** Asks to confirm one action; `confirm` is the button's words ("Delete"). */
export function ConfirmDialog(props: {
  title: string;
  children?: ReactNode;
  confirm: string;
  cancel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <Dialog title={props.title} onClose={props.onCancel}>
      {props.children}
      <div className="dialog-actions">
        <button type="button" className={props.danger ? "button danger" : "button primary"} onClick={props.onConfirm}>
          {props.confirm}
        </button>
        <button type="button" className="button" onClick={props.onCancel} data-autofocus>
          {props.cancel ?? "Cancel"}
        </button>
      </div>
    </Dialog>
  );
}

const AUTHOR_KEY = "page-editor:author";

function readAuthor(): { author: string; email: string } {
  try {
    const v = JSON.parse(localStorage.getItem(AUTHOR_KEY) ?? "null") as { author?: unknown; email?: unknown } | null;
    return { author: typeof v?.author === "string" ? v.author : "", email: typeof v?.email === "string" ? v.email : "" };
  } catch {
    return { author: "", email: "" };
  }
}

/** The site path of a file of public/: `public/images/a.png` → `/images/a.png`. */
function sitePath(file: string): string {
  return file.replace(/^public/, "");
}

/** The changed files a publish leaves out (a symbolic link, an SVG...), each with the reason; nothing when there are none. */
function LeftOutList(props: { leftOut: readonly { file: string; reason: string }[] }) {
  if (!props.leftOut.length) return null;
  return (
    <div className="notice">
      <p>Left out, because the editor does not publish such files (ask a developer about them):</p>
      <ul className="file-list" aria-label="Left out">
        {props.leftOut.map((l) => (
          <li key={l.file}>
            {l.file}: {l.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}

type PublishOutcome =
  | { kind: "done"; result: PublishResponse }
  | { kind: "errors"; message: string; errors: ContentError[] }
  | { kind: "nothing"; message: string }
  | { kind: "pushFailed"; message: string }
  | { kind: "failed"; message: string };

/** Publish: who publishes (remembered), what is published, and what happened. */
export function PublishDialog(props: { onClose(): void }) {
  const services = useServices();
  const { state, navigate } = services;
  const store = useDrafts(services.store);
  const publishing = usePublish(services.refreshState);
  const { author, busy, outcome } = publishing;
  const unsaved = store.unsavedStored();

  if (outcome?.kind === "done") return <PublishedDialog result={outcome.result} onClose={props.onClose} />;

  const canPublish = state.git.repository && unsaved.length === 0 && author.trim() !== "" && !busy;
  return (
    <Dialog title="Publish your changes" onClose={props.onClose}>
      {!state.git.repository ? (
        <p className="notice warning">This project is not a Git repository, so there is nowhere to publish to.</p>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void publishing.submit();
          }}
        >
          <p>
            {state.git.remote
              ? `Publishing saves a new version of the site and sends it to ${state.git.remote}.`
              : "Publishing saves a new version of the site on this computer (the project has no remote to send it to)."}
          </p>
          <div className="field">
            <label htmlFor="publish-author">Your name</label>
            <input id="publish-author" value={author} onChange={(e) => publishing.setAuthor(e.target.value)} required autoComplete="name" />
          </div>
          <div className="field">
            <label htmlFor="publish-email">Your e-mail (optional)</label>
            <input
              id="publish-email"
              type="email"
              value={publishing.email}
              onChange={(e) => publishing.setEmail(e.target.value)}
              autoComplete="email"
            />
          </div>
          <UnsavedNotice
            files={unsaved.map((d) => d.file)}
            onOpen={(file) => {
              props.onClose();
              navigate(editPath(file));
            }}
          />
          <h3>Changes to publish</h3>
          <ChangedFiles files={state.git.changedFiles} />
          <UnusedUploadsNotice unused={state.git.unusedUploads} keep={publishing.keepUnused} onKeep={publishing.setKeepUnused} />
          <LeftOutList leftOut={state.git.leftOut} />
          <PublishProgress busy={busy} outcome={outcome} />
          <div className="dialog-actions">
            <button type="submit" className="button primary" disabled={!canPublish}>
              Publish
            </button>
            <button type="button" className="button" onClick={props.onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {!state.git.repository && (
        <div className="dialog-actions">
          <button type="button" className="button" onClick={props.onClose}>
            Close
          </button>
        </div>
      )}
    </Dialog>
  );
}

/**
 * The publish form's state: the author's name and e-mail (remembered in the browser for next time),
 * whether to keep unused uploads, and `submit` to publish, which sets `outcome` and refreshes the
 * project state. The state is also refreshed once on opening: the lists must show what is on disk now.
 */
function usePublish(refreshState: () => Promise<void>) {
  const remembered = useMemo(() => readAuthor(), []);
  const [author, setAuthor] = useState(remembered.author);
  const [email, setEmail] = useState(remembered.email);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const [keepUnused, setKeepUnused] = useState(false);

  useEffect(() => {
    void refreshState();
  }, [refreshState]);

  async function submit() {
    const name = author.trim();
    if (!name || busy) return;
    try {
      localStorage.setItem(AUTHOR_KEY, JSON.stringify({ author: name, email: email.trim() }));
    } catch {
      // Not remembered; the author types it again next time.
    }
    setBusy(true);
    try {
      const result = await publish({ author: name, ...(email.trim() ? { email: email.trim() } : {}), keepUnused });
      setOutcome({ kind: "done", result });
    } catch (e) {
      setOutcome(failedOutcome(e));
    } finally {
      setBusy(false);
      void refreshState();
    }
  }

  return { author, setAuthor, email, setEmail, busy, outcome, keepUnused, setKeepUnused, submit };
}

/** Why a publish failed, by the server's answer: content errors (422), nothing to publish (409), not sent to the remote (502), or another failure. */
function failedOutcome(e: unknown): Exclude<PublishOutcome, { kind: "done" }> {
  const message = errorMessage(e);
  if (e instanceof ApiError && e.status === 422) return { kind: "errors", message, errors: e.problem.errors ?? [] };
  if (e instanceof ApiError && e.status === 409) return { kind: "nothing", message };
  if (e instanceof ApiError && e.status === 502) return { kind: "pushFailed", message };
  return { kind: "failed", message };
}

/** After a publish: where the new version went, its description, and the files it holds, removed and left out. */
function PublishedDialog({ result, onClose }: { result: PublishResponse; onClose(): void }) {
  return (
    <Dialog title="Published" onClose={onClose}>
      <div role="status" className="notice success">
        {result.pushed
          ? `Sent to ${result.remote ?? "the remote"}.`
          : result.remote
            ? `Saved as a new version, but not sent to ${result.remote}.`
            : "Saved as a new version on this computer. The project has no remote to send it to."}
      </div>
      <h3>Description of this version</h3>
      <pre className="commit-message">{result.message}</pre>
      <h3>{countText(result.files.length, "file")}</h3>
      <ul className="file-list">
        {result.files.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {result.removed.length > 0 && (
        <p className="notice">
          Removed {countUploads(result.removed)} no page used: {result.removed.map(sitePath).join(", ")}.
        </p>
      )}
      <LeftOutList leftOut={result.leftOut} />
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onClose} data-autofocus>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** The pages with unsaved changes, which block publishing, each a link that opens it (`onOpen`); nothing when there are none. */
function UnsavedNotice({ files, onOpen }: { files: readonly string[]; onOpen(file: string): void }) {
  if (files.length === 0) return null;
  return (
    <div className="notice warning">
      <p>
        <strong>Save these first:</strong>{" "}
        {files.length === 1 ? "this page has changes that are not saved." : "these pages have changes that are not saved."}
      </p>
      <ul className="file-list">
        {files.map((file) => (
          <li key={file}>
            <a
              href={editPath(file)}
              onClick={(e) => {
                e.preventDefault();
                onOpen(file);
              }}
            >
              {file}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The files saved since the last publish. */
function ChangedFiles({ files }: { files: readonly string[] }) {
  if (files.length === 0) return <p>Nothing saved since the last publish.</p>;
  return (
    <ul className="file-list" aria-label="Changed files">
      {files.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

/** Uploads no page uses, which publishing removes unless the author ticks "Keep" (`keep`); nothing when there are none. */
function UnusedUploadsNotice({ unused, keep, onKeep }: { unused: readonly string[]; keep: boolean; onKeep(keep: boolean): void }) {
  if (unused.length === 0) return null;
  const them = unused.length === 1 ? "it" : "them";
  return (
    <div className="notice warning">
      <p>
        <strong>{countUploads(unused)} no page uses:</strong> {unused.map(sitePath).join(", ")}. Publishing removes {them} from the
        site&apos;s files unless you keep {them}.
      </p>
      <label className="choice">
        <input type="checkbox" checked={keep} onChange={(e) => onKeep(e.target.checked)} /> Keep {them}
      </label>
    </div>
  );
}

/** The live region under the publish form: "Publishing…" while it runs, then why it did not publish. */
function PublishProgress({ busy, outcome }: { busy: boolean; outcome: PublishOutcome | null }) {
  const blocking = outcome?.kind === "errors" ? outcome.errors.filter((e) => e.severity !== "warning") : [];
  return (
    <div role="status" aria-live="polite">
      {busy && <p>Publishing…</p>}
      {outcome?.kind === "errors" && (
        <div className="notice error">
          <p>
            {blocking.length > 0
              ? `Not published: fix the ${countText(blocking.length, "error")} first.`
              : `Not published: ${outcome.message}`}
          </p>
          <ErrorList errors={outcome.errors} />
        </div>
      )}
      {outcome?.kind === "nothing" && <p className="notice">Nothing to publish: {outcome.message}</p>}
      {outcome?.kind === "pushFailed" && <p className="notice error">Not sent: {outcome.message}</p>}
      {outcome?.kind === "failed" && <p className="notice error">Not published: {outcome.message}</p>}
    </div>
  );
}
