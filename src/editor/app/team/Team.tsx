/**
 * The team editor's own screens and controls: the change sets list (start, open, discard), the review
 * list for publishers (what changed, field by field, the checks, the preview link, Publish, then
 * "Live"), and inside a change set its bar (title, preview link, Ask for review) and the choice between
 * two versions of a field two people changed.
 */
import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { summariseValue } from "../../merge.ts";
import type { ChangeSet, ChangeSetState, ChangeSetSummary, Me, PageChanges, PublishedSet } from "../../team-types.ts";
import { errorMessage } from "../api.ts";
import { appPlace } from "../base.ts";
import { Conflicts, type OtherSide } from "../Conflicts.tsx";
import { ConfirmDialog, Dialog } from "../dialogs.tsx";
import { countText } from "../page-model.ts";
import { countUploads } from "../upload-words.ts";
import {
  askForReview,
  discardChangeSet,
  listPublished,
  openChangeSet,
  getLive,
  getMe,
  listChangeSets,
  listForReview,
  publishChangeSet,
  resolveConflicts,
  startChangeSet,
} from "../team-api.ts";

/** A date and time as people read it, in their own time zone: "26 Nov, 14:05". */
function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleString(undefined, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** What a change set changes, in words: "2 pages and 1 picture". */
function changesInWords(files: readonly string[]): string {
  const pages = files.filter((f) => f.startsWith("pages/")).length;
  const others = files.length - pages;
  const parts = [pages ? countText(pages, "page") : "", others ? countText(others, "file") : ""].filter(Boolean);
  return parts.length ? parts.join(" and ") : "nothing yet";
}

/** A failure in one sentence, announced at once; nothing when there is none. */
function ErrorNotice(props: { message: string | null }) {
  return props.message ? (
    <p className="notice error" role="alert">
      {props.message}
    </p>
  ) : null;
}

/** The sign-out control: a form, so it works even when the app's scripts do not. */
export function SignOut() {
  return (
    <form method="post" action="/auth/logout" className="sign-out">
      <button type="submit" className="button quiet">
        Sign out
      </button>
    </form>
  );
}

/** The top bar of the team screens: the brand (back to the change sets), a title, who is signed in. */
function TeamHeader(props: { me: Me | null; title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${props.title} · Page editor`;
  }, [props.title]);
  return (
    <header className="app-header">
      <a className="brand" href="/">
        Page editor
      </a>
      <h1 className="header-title">{props.title}</h1>
      <div className="header-actions">
        {props.children}
        {props.me && (
          <span className="signed-in">
            {props.me.person.name} · {props.me.role === "publisher" ? "Publisher" : "Editor"}
          </span>
        )}
        <SignOut />
      </div>
    </header>
  );
}

/** The first screen of the team editor: your change sets, your colleagues', and (publishers) those waiting for review. */
export function TeamHome() {
  const { me, sets, error, setError, load } = useChangeSets();
  const [discarding, setDiscarding] = useState<ChangeSet | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Changes after each publish from this screen, so the list of what was published is read again.
  const [publishedCount, setPublishedCount] = useState(0);

  return (
    <>
      <TeamHeader me={me} title="Change sets" />
      <main className="pages-view team-view" id="main">
        {error && (
          <div className="notice error" role="alert">
            <p>{error}</p>
            <button type="button" className="button" onClick={() => void load()}>
              Try again
            </button>
          </div>
        )}
        {message && (
          <div className="notice success" role="status">
            <p>{message}</p>
          </div>
        )}
        {!sets && !error && <p role="status">Loading the change sets…</p>}
        {sets && (
          <>
            <StartChangeSet />
            <ChangeSetLists me={me} sets={sets} onDiscard={setDiscarding} />
            {me?.role === "publisher" && (
              <ReviewList
                me={me}
                onPublished={() => {
                  void load();
                  setPublishedCount((n) => n + 1);
                }}
              />
            )}
            {me && <RecentlyPublished key={publishedCount} me={me} />}
          </>
        )}
        {discarding && (
          <DiscardDialog
            set={discarding}
            onClose={() => setDiscarding(null)}
            onDiscarded={(set) => {
              setMessage(`“${set.title}” was discarded. The published site is unchanged.`);
              void load();
            }}
            onFailed={setError}
          />
        )}
      </main>
    </>
  );
}

/** Who is signed in and the open change sets, null until loaded; `error` says why loading (or a later action) failed, `load` reads them again. */
function useChangeSets() {
  const [me, setMe] = useState<Me | null>(null);
  const [sets, setSets] = useState<ChangeSet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    () =>
      Promise.all([getMe(), listChangeSets()]).then(
        ([who, list]) => {
          setMe(who);
          setSets(list);
          setError(null);
        },
        (e: unknown) => setError(errorMessage(e)),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);
  return { me, sets, error, setError, load };
}

/** Your change sets, then your colleagues'; a publisher may discard anyone's, an editor only their own. */
function ChangeSetLists({ me, sets, onDiscard }: { me: Me | null; sets: readonly ChangeSet[]; onDiscard(set: ChangeSet): void }) {
  const mine = sets.filter((s) => me && s.owner.email === me.person.email);
  const others = sets.filter((s) => !me || s.owner.email !== me.person.email);
  return (
    <>
      <section aria-labelledby="mine-title">
        <h2 className="section-title" id="mine-title">
          Your change sets
        </h2>
        {mine.length === 0 ? (
          <p className="muted">You have no change set open. Start one above: every change you make goes into it until it is published.</p>
        ) : (
          <ul className="page-list" aria-label="Your change sets">
            {mine.map((s) => (
              <ChangeSetRow key={s.id} set={s} onDiscard={() => onDiscard(s)} />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="others-title">
          <h2 className="section-title" id="others-title">
            Your colleagues’ change sets
          </h2>
          <ul className="page-list" aria-label="Your colleagues’ change sets">
            {others.map((s) => (
              <ChangeSetRow key={s.id} set={s} onDiscard={me?.role === "publisher" ? () => onDiscard(s) : undefined} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Asks before discarding a change set, then discards it: `onDiscarded` once done, `onFailed` with the reason otherwise. */
function DiscardDialog(props: { set: ChangeSet; onClose(): void; onDiscarded(set: ChangeSet): void; onFailed(message: string): void }) {
  const { set } = props;
  return (
    <ConfirmDialog
      title={`Discard “${set.title}”?`}
      confirm="Discard the change set"
      danger
      onCancel={props.onClose}
      onConfirm={() => {
        props.onClose();
        discardChangeSet(set.id).then(
          () => props.onDiscarded(set),
          (e: unknown) => props.onFailed(errorMessage(e)),
        );
      }}
    >
      <p>Its changes ({changesInWords(set.files)}) will be lost. The published site does not change.</p>
    </ConfirmDialog>
  );
}

function StartChangeSet() {
  const id = useId();
  const [title, setTitle] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    startChangeSet(title).then(
      (set) => window.location.assign(`/changes/${set.id}/`),
      (err: unknown) => {
        setError(errorMessage(err));
        setBusy(false);
      },
    );
  };
  return (
    <form className="start-change-set" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>Start a change set</label>
        <p className="help" id={`${id}-help`}>
          A short title for what you are about to change, e.g. “Spring offer on the home page”. It can cover several pages.
        </p>
        <div className="start-row">
          <input id={id} aria-describedby={`${id}-help`} value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} required />
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? "Starting…" : "Start"}
          </button>
        </div>
        <ErrorNotice message={error} />
      </div>
    </form>
  );
}

function ChangeSetRow(props: { set: ChangeSet; onDiscard?: () => void }) {
  const { set } = props;
  return (
    <li className="page-row">
      <div className="page-row-text">
        <span className="page-row-title">{set.title}</span>
        <span className="page-row-route">
          {set.owner.name || set.owner.email} · changes {changesInWords(set.files)} · {when(set.updatedAt)}
        </span>
      </div>
      <div className="page-row-badges">
        {set.review ? (
          <span className="badge badge-warning">Waiting for review</span>
        ) : (
          <span className="badge badge-unsaved">Being edited</span>
        )}
      </div>
      <div className="page-row-actions">
        <a className="button primary" href={`/changes/${set.id}/`} aria-label={`Open ${set.title}`}>
          Open
        </a>
        <a className="button" href={`/preview/${set.id}/`} target="_blank" rel="noopener" aria-label={`Preview ${set.title}`}>
          Preview
        </a>
        {props.onDiscard && (
          <button type="button" className="button danger-quiet" onClick={props.onDiscard} aria-label={`Discard ${set.title}`}>
            Discard
          </button>
        )}
      </div>
    </li>
  );
}

/** How often a published change's state on the live site is asked again, in ms, until it is live. */
const LIVE_POLL_MS = 5000;

/** Whether the live site serves `commit` yet: asked at once, then every {@link LIVE_POLL_MS} until it does (null: the editor cannot know). */
function useLive(commit: string | null): { live: boolean | null; note?: string } | null {
  const [state, setState] = useState<{ live: boolean | null; note?: string } | null>(null);
  useEffect(() => {
    if (!commit) return;
    let timer = 0;
    let stopped = false;
    const ask = () =>
      getLive(commit).then(
        (answer) => {
          if (stopped) return;
          setState({ live: answer.live, note: answer.message });
          if (answer.live === false) timer = window.setTimeout(ask, LIVE_POLL_MS);
        },
        () => {
          if (!stopped) timer = window.setTimeout(ask, LIVE_POLL_MS);
        },
      );
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [commit]);
  return state;
}

/** What a published change's state on the live site reads as. */
function LiveBadge(props: { commit: string }) {
  const state = useLive(props.commit);
  if (!state || state.live === null) return null;
  return state.live ? (
    <span className="badge badge-live">Live</span>
  ) : (
    <span className="badge badge-warning">Waiting for the live site</span>
  );
}

/** The change sets published lately, each with whether visitors see it yet: how an author learns that their change is live. */
function RecentlyPublished(props: { me: Me }) {
  const [list, setList] = useState<PublishedSet[] | null>(null);
  useEffect(() => {
    listPublished().then(setList, () => setList([]));
  }, []);
  if (!list?.length) return null;
  return (
    <section aria-labelledby="published-title">
      <h2 className="section-title" id="published-title">
        Recently published
      </h2>
      <ul className="page-list" aria-label="Recently published">
        {list.map((p) => (
          <li key={p.commit} className="page-row">
            <div className="page-row-text">
              <span className="page-row-title">
                {p.title}
                {p.authors.includes(props.me.person.email) ? " (yours)" : ""}
              </span>
              <span className="page-row-route">
                published by {p.publishedBy.name || p.publishedBy.email} · {when(p.at)}
              </span>
            </div>
            <div className="page-row-badges">
              <LiveBadge commit={p.commit} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How a value reads in a summary or a choice: the value summarised, "(empty)" for none. */
function Value(props: { value: unknown }) {
  return <span className="value">{summariseValue(props.value)}</span>;
}

/** The other side of a change set's conflict: the published site. */
const PUBLISHED: OtherSide = { name: "Published", whole: "the published version of the whole page" };

/** The publishers' list: each change set waiting for review, with what it changes, its checks, its preview and Publish. */
function ReviewList(props: { me: Me; onPublished(): void }) {
  const [list, setList] = useState<ChangeSetSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    listForReview().then(setList, (e: unknown) => setError(errorMessage(e)));
  }, []);
  return (
    <section aria-labelledby="review-title">
      <h2 className="section-title" id="review-title">
        Waiting for review
      </h2>
      <ErrorNotice message={error} />
      {!list && !error && <p role="status">Loading the change sets waiting for review…</p>}
      {list?.length === 0 && <p className="muted">Nothing is waiting for review.</p>}
      {list?.map((s) => (
        <ReviewItem key={s.changeSet.id} summary={s} me={props.me} onPublished={props.onPublished} />
      ))}
    </section>
  );
}

/** Where publishing a change set stands: not asked yet, under way, done (with the commit the site now has), or failed (with why). */
type PublishState = { kind: "idle" } | { kind: "publishing" } | { kind: "published"; commit: string } | { kind: "failed"; message: string };

/** Publishing one change set: its {@link PublishState} and `publish`, which never throws; `onPublished` runs once it is published. */
function usePublish(changeSetId: string, onPublished: () => void): { state: PublishState; publish(): void } {
  const [state, setState] = useState<PublishState>({ kind: "idle" });
  const publish = () => {
    setState({ kind: "publishing" });
    publishChangeSet(changeSetId).then(
      (done) => {
        setState({ kind: "published", commit: done.commit });
        onPublished();
      },
      (e: unknown) => setState({ kind: "failed", message: errorMessage(e) }),
    );
  };
  return { state, publish };
}

/** One page of a change set under review: its title and address, whether it is new or deleted, and a table of its fields before and after. */
function ReviewPage({ page }: { page: PageChanges }) {
  return (
    <div className="review-page">
      <h4>
        {page.title} <span className="muted">({page.route ?? "site settings"})</span>
        {page.status !== "changed" && <span className="badge badge-unsaved">{page.status === "added" ? "New page" : "Deleted page"}</span>}
      </h4>
      {page.changes.length > 0 && (
        <table className="changes">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {page.changes.map((c) => (
              <tr key={c.path.join("/")}>
                <th scope="row">{c.label}</th>
                <td>{c.kind === "added" ? <span className="muted">(new)</span> : <Value value={c.before} />}</td>
                <td>
                  {c.kind === "removed" ? (
                    <span className="muted">(removed)</span>
                  ) : c.kind === "moved" ? (
                    <span className="muted">(moved)</span>
                  ) : (
                    <Value value={c.after} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Under a change set's pages: its other files, the uploads no page uses, the files the editor does not publish, and the checks' verdict. */
function ReviewChecks({ summary }: { summary: ChangeSetSummary }) {
  const { files, errors, leftOut, unusedUploads } = summary;
  return (
    <>
      {files.length > 0 && <p>Files: {files.map((f) => `${f.path} (${f.status === "added" ? "new" : f.status})`).join(", ")}</p>}
      {unusedUploads.length > 0 && (
        <p className="notice warning">
          {countUploads(unusedUploads)} no page uses: {unusedUploads.join(", ")}. Publishing adds{" "}
          {unusedUploads.length === 1 ? "it" : "them"} to the site all the same.
        </p>
      )}
      {leftOut.length > 0 && (
        <div className="notice error">
          <p>
            Not publishable: the change set holds {leftOut.length === 1 ? "a file" : "files"} the editor does not publish. Ask a developer
            to take {leftOut.length === 1 ? "it" : "them"} out.
          </p>
          <ul>
            {leftOut.map((l) => (
              <li key={l.file}>
                {l.file}: {l.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {errors.length ? (
        <p className="notice error">
          Checks: {countText(errors.length, "problem")} to fix before it can be published (the author sees each on its field).
        </p>
      ) : (
        <p className="notice success">Checks: no problems found.</p>
      )}
    </>
  );
}

/** After Publish: whether the live site shows the change yet (`commit`), asked again until it does. */
function PublishedNotice(props: { commit: string }) {
  const live = useLive(props.commit);
  return (
    <p className={live?.live ? "notice success" : "notice"}>
      {live?.live === true
        ? "Live: the site now shows this change."
        : live?.live === null
          ? `Published. ${live.note ?? ""} The site updates when its host has built it.`
          : "Published. Waiting for the live site to show it (the host is building it)…"}
    </p>
  );
}

/** One change set waiting for review: who made it, what it changes page by page, its checks, its preview link and Publish, then whether it is live. */
function ReviewItem(props: { summary: ChangeSetSummary; me: Me; onPublished(): void }) {
  const { changeSet, pages, errors, leftOut, previewUrl } = props.summary;
  const headingId = useId();
  const { state, publish } = usePublish(changeSet.id, props.onPublished);

  return (
    <article className="review-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{changeSet.title}</h3>
      <p className="muted">
        By {changeSet.authors.join(", ") || changeSet.owner.email}
        {changeSet.review ? ` · review asked ${when(changeSet.review.at)}` : ""}
      </p>
      {pages.map((p) => (
        <ReviewPage key={p.file} page={p} />
      ))}
      <ReviewChecks summary={props.summary} />
      <div className="review-actions">
        <a className="button" href={previewUrl} target="_blank" rel="noopener">
          Open the preview
        </a>
        {state.kind !== "published" && (
          <button
            type="button"
            className="button publish"
            disabled={state.kind === "publishing" || errors.length > 0 || leftOut.length > 0}
            onClick={publish}
          >
            {state.kind === "publishing" ? "Publishing…" : "Publish"}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite">
        {state.kind === "published" && <PublishedNotice commit={state.commit} />}
      </div>
      <ErrorNotice message={state.kind === "failed" ? state.message : null} />
    </article>
  );
}

/**
 * The bar above the page editor in a change set: its title and state, a link back to every change
 * set, its preview, Ask for review; and, when someone published a change to the same fields, the
 * choice between the two versions.
 */
export function ChangeSetBar(props: { onChanged(): void }) {
  const id = appPlace().changeSet!;
  const [state, setState] = useState<ChangeSetState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const { onChanged } = props;

  useEffect(() => {
    openChangeSet(id).then(setState, (e: unknown) => setError(errorMessage(e)));
  }, [id]);

  const ask = () => {
    setAsking(true);
    askForReview(id).then(
      (answer) => {
        setAsked(answer.previewUrl);
        setState((s) => (s ? { ...s, changeSet: answer.changeSet } : s));
        setAsking(false);
      },
      (e: unknown) => {
        setError(errorMessage(e));
        setAsking(false);
      },
    );
  };

  return (
    <div className="change-set-bar">
      <div className="change-set-row">
        <a className="back-link" href="/">
          ← All change sets
        </a>
        <p className="change-set-title">
          Change set: <strong>{state?.changeSet.title ?? "…"}</strong>
          {state &&
            (state.changeSet.review ? (
              <span className="badge badge-warning">Waiting for review</span>
            ) : (
              <span className="badge badge-unsaved">Being edited</span>
            ))}
        </p>
        <a className="button" href={`/preview/${id}/`} target="_blank" rel="noopener">
          Preview
        </a>
        <button type="button" className="button publish" onClick={ask} disabled={asking || !state || state.conflicts.length > 0}>
          {asking ? "Asking…" : "Ask for review"}
        </button>
      </div>
      <ErrorNotice message={error} />
      {state && state.conflicts.length > 0 && (
        <Conflicts
          conflicts={state.conflicts}
          title={`Someone published a change to the same ${state.conflicts.length === 1 ? "field" : "fields"}`}
          theirs={PUBLISHED}
          onResolve={(choices) =>
            resolveConflicts(id, choices).then(
              (next) => {
                setState(next);
                onChanged();
              },
              (e: unknown) => setError(errorMessage(e)),
            )
          }
        />
      )}
      {asked && (
        <Dialog title="Review asked" onClose={() => setAsked(null)}>
          <p>
            A publisher will review your change set and publish it. Share this preview link with colleagues; it shows the whole site with
            your changes, to anyone signed in:
          </p>
          <p>
            <a href={asked} target="_blank" rel="noopener" className="preview-link">
              {asked}
            </a>
          </p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(asked)}>
              Copy the link
            </button>
            <button type="button" className="button primary" data-autofocus onClick={() => setAsked(null)}>
              Done
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
