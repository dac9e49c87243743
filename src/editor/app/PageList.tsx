import { useEffect, useId, useMemo, useState } from "react";
import type { DeleteResponse, EditorState, LinkUse, NewPageResponse, PageSummary, RenameResponse } from "../api-types.ts";
import { deletePage, errorMessage, ApiError, newPage, planDelete, planRename, renamePage } from "./api.ts";
import { useDrafts, useServices } from "./context.ts";
import { Dialog, ErrorList } from "./dialogs.tsx";
import { isUnsaved } from "./drafts.ts";
import { Header } from "./Header.tsx";
import { countText, editPath, suggestedRoute } from "./page-model.ts";
import { routeAdvice, type RouteAdvice } from "./route-advice.ts";
import { SettingsResults } from "./settings/SettingsResults.tsx";

/** A route as the author types it: leading slash added, spaces and trailing slashes removed. */
function normalRoute(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** The dialog open over the page list, if any: a new page, or renaming or deleting `page`. */
type PageDialog = { kind: "new" } | { kind: "rename"; page: PageSummary } | { kind: "delete"; page: PageSummary };

/** The home screen: every page, the site settings and the not-found page, with search and page actions. */
export function PageList() {
  const services = useServices();
  const { state, navigate } = services;
  const store = useDrafts(services.store);
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<PageDialog | null>(null);
  const [message, setMessage] = useState("");
  const unsaved = new Set(store.unsavedStored().map((d) => d.file));

  const pages = useMemo(
    () => state.pages.filter((p) => p.route !== null && p.route !== "/404").sort((a, b) => a.route!.localeCompare(b.route!)),
    [state.pages],
  );
  const q = query.trim().toLowerCase();
  const shown = q ? pages.filter((p) => p.route!.toLowerCase().includes(q) || p.title.toLowerCase().includes(q)) : pages;

  const open = (file: string) => navigate(editPath(file));

  return (
    <>
      <Header title="Pages" />
      <main className="pages-view" id="main">
        <div className="pages-toolbar">
          <div className="field search-field">
            <label htmlFor="page-search">Search pages and settings</label>
            <input
              id="page-search"
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Address, title or setting"
              aria-describedby="page-search-count"
            />
          </div>
          <button type="button" className="button primary" onClick={() => setDialog({ kind: "new" })}>
            New page
          </button>
        </div>
        <p id="page-search-count" className="muted" role="status" aria-live="polite">
          {q ? `Showing ${shown.length} of ${pages.length} pages` : `${pages.length} pages`}
        </p>
        {message && (
          <div className="notice success" role="status">
            {message}
          </div>
        )}

        <ul className="page-list" aria-label="Pages">
          {shown.map((page) => (
            <PageRow
              key={page.file}
              page={page}
              unsaved={unsaved.has(page.file)}
              onOpen={() => open(page.file)}
              onRename={() => setDialog({ kind: "rename", page })}
              onDelete={() => setDialog({ kind: "delete", page })}
            />
          ))}
          {shown.length === 0 && <li className="muted">No page matches “{query.trim()}”.</li>}
        </ul>
        <SettingsResults query={query} />
        <SiteWidePages pages={state.pages} unsaved={unsaved} onOpen={open} />
      </main>

      {dialog && (
        <PageDialogs
          dialog={dialog}
          pages={pages}
          onClose={() => setDialog(null)}
          onOpen={(file) => {
            setDialog(null);
            open(file);
          }}
          onDone={(done) => {
            setDialog(null);
            setMessage(done);
          }}
        />
      )}
    </>
  );
}

/** "For every page": the rows of the site settings and the not-found page (/404), found among `pages` (every file, the site settings' route being null). */
function SiteWidePages(props: { pages: readonly PageSummary[]; unsaved: ReadonlySet<string>; onOpen(file: string): void }) {
  const { unsaved, onOpen } = props;
  const site = props.pages.find((p) => p.route === null);
  const notFound = props.pages.find((p) => p.route === "/404");
  return (
    <>
      <h2 className="section-title">For every page</h2>
      <ul className="page-list" aria-label="Site-wide">
        {site && (
          <PageRow
            page={site}
            name="Site settings"
            detail="Menus, footer, forms, videos and other settings every page shares"
            unsaved={unsaved.has(site.file)}
            onOpen={() => onOpen(site.file)}
          />
        )}
        {notFound && (
          <PageRow
            page={notFound}
            name="Page not found"
            detail="Shown when an address does not exist (/404)"
            unsaved={unsaved.has(notFound.file)}
            onOpen={() => onOpen(notFound.file)}
          />
        )}
      </ul>
    </>
  );
}

/**
 * The open {@link PageDialog}. `pages` are the route pages (for a new page's "Copy of"); `onOpen(file)`
 * opens a page just created; `onDone(message)` closes the dialog once a rename or delete is done, with
 * the sentence that says what happened (where the page went, and its links).
 */
function PageDialogs(props: {
  dialog: PageDialog;
  pages: PageSummary[];
  onClose(): void;
  onOpen(file: string): void;
  onDone(message: string): void;
}) {
  const { dialog, onClose, onDone } = props;
  if (dialog.kind === "new") return <NewPageDialog pages={props.pages} onClose={onClose} onOpen={props.onOpen} />;
  if (dialog.kind === "rename") {
    return (
      <RenameDialog
        page={dialog.page}
        onClose={onClose}
        onDone={(to, result) =>
          onDone(
            `Moved to ${to}. ${result.links.length === 0 ? "No links needed changing." : `${countText(result.links.length, "link")} updated.`}`,
          )
        }
      />
    );
  }
  return (
    <DeleteDialog
      page={dialog.page}
      onClose={onClose}
      onDone={(result, redirectTo) =>
        onDone(
          `Deleted ${dialog.page.route}.` +
            (redirectTo
              ? ` Visitors are sent to ${redirectTo}.`
              : result.links.length
                ? ` ${countText(result.links.length, "link")} to it removed.`
                : ""),
        )
      }
    />
  );
}

function PageRow(props: {
  page: PageSummary;
  name?: string;
  detail?: string;
  unsaved: boolean;
  onOpen(): void;
  onRename?(): void;
  onDelete?(): void;
}) {
  const { page } = props;
  const name = props.name ?? page.title;
  return (
    <li className="page-row">
      <div className="page-row-text">
        <span className="page-row-title">{name}</span>
        <span className="page-row-route">{props.detail ?? page.route}</span>
      </div>
      <div className="page-row-badges">
        {page.errorCount > 0 && <span className="badge badge-error">{countText(page.errorCount, "error")}</span>}
        {props.unsaved && <span className="badge badge-unsaved">Unsaved changes</span>}
      </div>
      <div className="page-row-actions">
        <a
          className="button primary"
          href={editPath(page.file)}
          aria-label={`Open ${name}`}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            props.onOpen();
          }}
        >
          Open
        </a>
        {props.onRename && (
          <button type="button" className="button" aria-label={`Rename or move ${name}`} onClick={props.onRename}>
            Rename or move
          </button>
        )}
        {props.onDelete && (
          <button type="button" className="button danger-quiet" aria-label={`Delete ${name}`} onClick={props.onDelete}>
            Delete
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * A dialog's request to the server: `busy` while it runs, and the error it ended with (null when it
 * succeeded or has not run), for the dialog to show. `run` never throws.
 */
function useAction(): { busy: boolean; error: unknown; run(action: () => Promise<void>): Promise<void> } {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

/** Under an address field: when what was typed is not an address, the one it would make, with a button to use it. */
function RouteSuggestion(props: { typed: string; onUse(route: string): void }) {
  const suggestion = suggestedRoute(props.typed);
  return (
    <p className="help" role="status">
      {suggestion && (
        <>
          An address uses only letters, digits, - and _.{" "}
          <button type="button" className="button small" onClick={() => props.onUse(suggestion)}>
            Use {suggestion}
          </button>
        </>
      )}
    </p>
  );
}

function ProblemNotice({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="notice error">
      <p>{errorMessage(error)}</p>
      {error instanceof ApiError && error.problem.errors?.length ? <ErrorList errors={error.problem.errors} /> : null}
    </div>
  );
}

/** Under the new page's address: the one piece of {@link routeAdvice} for what is typed, with its one-click fix. */
function RouteAdviceNotice(props: {
  advice: RouteAdvice | null;
  busy: boolean;
  onUse(route: string): void;
  onOpen(file: string): void;
  onReplaceRedirect(): void;
}) {
  const { advice } = props;
  return (
    <div className="help route-advice" role="status">
      {advice && (
        <>
          {advice.message}{" "}
          {advice.kind === "use" && (
            <button type="button" className="button small" onClick={() => props.onUse(advice.route)}>
              Use {advice.route}
            </button>
          )}
          {advice.kind === "open" && (
            <button type="button" className="button small" onClick={() => props.onOpen(advice.file)}>
              Open that page
            </button>
          )}
          {advice.kind === "redirect" && (
            <button type="button" className="button small" onClick={props.onReplaceRedirect} disabled={props.busy}>
              Remove the redirect and create the page
            </button>
          )}
        </>
      )}
    </div>
  );
}

function NewPageDialog(props: { pages: PageSummary[]; onClose(): void; onOpen(file: string): void }) {
  const { refreshState, state } = useServices();
  const [route, setRoute] = useState("");
  const [start, setStart] = useState<"blank" | "copy">("blank");
  const [from, setFrom] = useState(props.pages[0]?.route ?? "");
  const { busy, error, run } = useAction();
  const [created, setCreated] = useState<NewPageResponse | null>(null);
  const helpId = useId();
  const advice = routeAdvice(route, state.pages, state.redirects ?? []);

  async function submit(replaceRedirect = false) {
    const to = normalRoute(route);
    if (!to || busy) return;
    await run(async () => {
      const result = await newPage({
        route: to,
        ...(start === "copy" && from ? { from } : {}),
        ...(replaceRedirect ? { replaceRedirect } : {}),
      });
      await refreshState();
      if (result.carried.length === 0) props.onOpen(result.file);
      else setCreated(result);
    });
  }

  if (created)
    return (
      <PageCreatedDialog
        created={created}
        source={props.pages.find((p) => p.route === from)}
        onOpen={props.onOpen}
        onClose={props.onClose}
      />
    );

  return (
    <Dialog title="New page" onClose={props.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="new-page-route">Address of the new page</label>
          <input
            id="new-page-route"
            value={route}
            onChange={(e) => setRoute(e.target.value)}
            aria-describedby={helpId}
            required
            autoComplete="off"
            spellCheck={false}
          />
          <p id={helpId} className="help">
            e.g. /services/cloud-migration
          </p>
          <RouteAdviceNotice
            advice={advice}
            busy={busy}
            onUse={setRoute}
            onOpen={props.onOpen}
            onReplaceRedirect={() => void submit(true)}
          />
        </div>
        <StartFromFields pages={props.pages} start={start} from={from} onStart={setStart} onFrom={setFrom} />
        <div role="status" aria-live="polite">
          {busy && <p>Creating the page…</p>}
          <ProblemNotice error={error} />
        </div>
        <div className="dialog-actions">
          <button
            type="submit"
            className="button primary"
            disabled={busy || !normalRoute(route) || advice?.kind === "open" || advice?.kind === "redirect"}
          >
            Create page
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** After a copy is created: what it still shares with the page it was copied from (`source`), to check before opening it. */
function PageCreatedDialog({
  created,
  source,
  onOpen,
  onClose,
}: {
  created: NewPageResponse;
  source: PageSummary | undefined;
  onOpen(file: string): void;
  onClose(): void;
}) {
  return (
    <Dialog title={`Page created at ${created.route}`} onClose={onClose}>
      <p>
        <strong>
          Check these: the copy still points to the same places as {source ? `“${source.title}”` : "the page it was copied from"}.
        </strong>{" "}
        Change them if the new page needs its own.
      </p>
      <ul className="carried-list">
        {created.carried.map((sentence, i) => (
          // The server groups its sentences under lines that end with a colon ("Videos:").
          <li key={i} className={sentence.trimEnd().endsWith(":") ? "carried-group" : undefined}>
            {sentence}
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={() => onOpen(created.file)} data-autofocus>
          Open the new page
        </button>
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

/** The new page's start: a blank template, or a copy of one of the `pages` (`from`, by route). */
function StartFromFields(props: {
  pages: PageSummary[];
  start: "blank" | "copy";
  from: string;
  onStart(start: "blank" | "copy"): void;
  onFrom(route: string): void;
}) {
  return (
    <fieldset className="field">
      <legend>Start from</legend>
      <label className="choice">
        <input type="radio" name="new-page-start" checked={props.start === "blank"} onChange={() => props.onStart("blank")} /> Blank
        template
      </label>
      <label className="choice">
        <input type="radio" name="new-page-start" checked={props.start === "copy"} onChange={() => props.onStart("copy")} /> Copy of
      </label>
      <label htmlFor="new-page-from" className="visually-hidden">
        Page to copy
      </label>
      <select
        id="new-page-from"
        value={props.from}
        onChange={(e) => {
          props.onFrom(e.target.value);
          props.onStart("copy");
        }}
      >
        {props.pages.map((p) => (
          <option key={p.file} value={p.route!}>
            {p.title} ({p.route})
          </option>
        ))}
      </select>
    </fieldset>
  );
}

function LinkList({ links, rename }: { links: LinkUse[]; rename?: boolean }) {
  return (
    <ul className="link-list">
      {links.map((l, i) => (
        <li key={i}>
          <span className="error-where">
            {l.file}, line {l.line}
          </span>{" "}
          {rename ? (
            <>
              <code>{l.href}</code> → <code>{l.after ?? l.href}</code>
            </>
          ) : (
            <code>{l.href}</code>
          )}
        </li>
      ))}
    </ul>
  );
}

/** After a rename or delete, drafts of the files it rewrote are stale: read them from disk again, unless the author has unsaved changes there (those go through the save conflict). */
function forgetCleanDrafts(store: ReturnType<typeof useServices>["store"], files: string[]) {
  for (const file of files) {
    const draft = store.get(file) ?? store.stored(file);
    if (draft && !isUnsaved(draft)) store.forget(file);
  }
}

function RenameDialog(props: { page: PageSummary; onClose(): void; onDone(to: string, result: RenameResponse): void }) {
  const { refreshState, store } = useServices();
  const [to, setTo] = useState(props.page.route ?? "");
  const [redirect, setRedirect] = useState(true);
  const [plan, setPlan] = useState<{ to: string; result: RenameResponse } | null>(null);
  const { busy, error, run } = useAction();
  const draft = store.get(props.page.file) ?? store.stored(props.page.file);
  const blocked = draft !== null && draft !== undefined && isUnsaved(draft);
  const target = normalRoute(to);
  const planned = plan !== null && plan.to === target;

  async function showPlan() {
    setPlan(null);
    await run(async () => setPlan({ to: target, result: await planRename({ from: props.page.route!, to: target, redirect }) }));
  }

  async function move() {
    await run(async () => {
      const result = await renamePage({ from: props.page.route!, to: target, redirect });
      forgetCleanDrafts(store, [props.page.file, "pages/_site.yaml", ...result.links.map((l) => l.file)]);
      await refreshState();
      props.onDone(target, result);
    });
  }

  return (
    <Dialog title={`Rename or move “${props.page.title}”`} onClose={props.onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!target || busy || blocked) return;
          void (planned ? move() : showPlan());
        }}
      >
        <p>
          Now at <code>{props.page.route}</code>
        </p>
        <div className="field">
          <label htmlFor="rename-to">New address</label>
          <input
            id="rename-to"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-describedby="rename-help"
            autoComplete="off"
            spellCheck={false}
          />
          <p id="rename-help" className="help">
            e.g. /services/cloud-migration
          </p>
          <RouteSuggestion typed={to} onUse={setTo} />
        </div>
        <label className="choice">
          <input type="checkbox" checked={redirect} onChange={(e) => setRedirect(e.target.checked)} /> Send visitors from the old address to
          the new one
        </label>
        {blocked && <p className="notice warning">This page has unsaved changes. Save or discard them before moving it.</p>}
        <div role="status" aria-live="polite">
          {busy && <p>Working…</p>}
          <ProblemNotice error={error} />
          {planned && (
            <div className="plan">
              {plan.result.links.length === 0 ? (
                <p>No links to this page need changing.</p>
              ) : (
                <>
                  <p>{countText(plan.result.links.length, "link")} will be rewritten:</p>
                  <LinkList links={plan.result.links} rename />
                </>
              )}
            </div>
          )}
        </div>
        <div className="dialog-actions">
          <button type="submit" className="button primary" disabled={busy || blocked || !target || target === props.page.route}>
            {planned ? "Move the page" : "Show what will change"}
          </button>
          <button type="button" className="button" onClick={props.onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const REASON: Record<NonNullable<DeleteResponse["related"]>["reason"], string> = {
  parent: "the page above it",
  title: "a page with a similar title",
  home: "the home page",
};

/** A sentence's first letter in capitals: the server's words start lower case to fit inside sentences. */
const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * Delete a page: every link to it named in words, and a choice that never leaves a link to nowhere:
 * send visitors to a related page (offered first: the page above it, a similar title, the home page),
 * or remove the links (each says what goes and what stays). A page nothing links to may also send
 * its visitors nowhere.
 */
function DeleteDialog(props: { page: PageSummary; onClose(): void; onDone(result: DeleteResponse, redirectTo: string): void }) {
  const { refreshState, store, state } = useServices();
  const [plan, setPlan] = useState<DeleteResponse | null>(null);
  const [planError, setPlanError] = useState<unknown>(null);
  const [choice, setChoice] = useState<"send" | "remove">("send");
  const [redirectTo, setRedirectTo] = useState("");
  const { busy, error, run } = useAction();
  const route = props.page.route!;
  const draft = store.get(props.page.file) ?? store.stored(props.page.file);
  const routes = state.routes.filter((r) => r.route !== route && !r.route.startsWith(`${route}/`));
  const linked = (plan?.links.length ?? 0) > 0;
  const sending = !linked || choice === "send";

  useEffect(() => {
    let live = true;
    planDelete({ route }).then(
      (result) => {
        if (!live) return;
        setPlan(result);
        setRedirectTo(result.related?.route ?? "");
      },
      (e: unknown) => live && setPlanError(e),
    );
    return () => {
      live = false;
    };
  }, [route]);

  async function confirm() {
    const target = sending ? redirectTo : "";
    await run(async () => {
      const result = await deletePage({
        route,
        ...(target ? { redirectTo: target } : {}),
        ...(linked && choice === "remove" ? { removeLinks: true } : {}),
      });
      store.forget(props.page.file);
      forgetCleanDrafts(store, ["pages/_site.yaml", ...result.links.map((l) => l.file)]);
      await refreshState();
      props.onDone(result, target);
    });
  }

  const targetTitle = routes.find((r) => r.route === redirectTo)?.title ?? redirectTo;
  return (
    <Dialog title={`Delete “${props.page.title}”?`} onClose={props.onClose}>
      <p>
        The page at <code>{route}</code> will be removed from the site.
      </p>
      {draft && isUnsaved(draft) && <p className="notice warning">This page has unsaved changes; they will be lost.</p>}
      <div role="status" aria-live="polite">
        {!plan && !planError && <p>Looking for links to this page…</p>}
        <ProblemNotice error={planError} />
        {plan && !linked && <p>No other page links here.</p>}
      </div>
      {plan && linked && (
        <IncomingLinks
          links={plan.links}
          outcome={(l) => (choice === "remove" ? l.effect : redirectTo ? `leads to ${targetTitle}` : undefined)}
        />
      )}
      {plan && (
        <DeleteChoice
          linked={linked}
          choice={choice}
          onChoice={setChoice}
          redirectTo={redirectTo}
          onRedirectTo={setRedirectTo}
          routes={routes}
          related={plan.related}
        />
      )}
      <ProblemNotice error={error} />
      <div className="dialog-actions">
        <button
          type="button"
          className="button danger"
          onClick={() => void confirm()}
          disabled={busy || !plan || (linked && sending && !redirectTo)}
        >
          Delete page
        </button>
        <button type="button" className="button" onClick={props.onClose} data-autofocus>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

/** The links to a page being deleted, each in words, with what becomes of it (`outcome`, without a full stop). */
function IncomingLinks(props: { links: LinkUse[]; outcome(link: LinkUse): string | undefined }) {
  return (
    <>
      <p>
        <strong>{props.links.length === 1 ? "1 link leads here:" : `${props.links.length} links lead here:`}</strong>
      </p>
      <ul className="link-list" aria-label="Links to this page">
        {props.links.map((l, i) => {
          const outcome = props.outcome(l);
          return (
            <li key={i}>
              {sentence(l.words ?? `${l.file}, line ${l.line}`)}
              {outcome && <span className="link-effect">: {outcome}.</span>}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * The delete dialog's choice: send visitors to another page (the related page chosen first), or
 * remove the links; with no link to the page, only where its visitors go (or nowhere).
 */
function DeleteChoice(props: {
  linked: boolean;
  choice: "send" | "remove";
  onChoice(choice: "send" | "remove"): void;
  redirectTo: string;
  onRedirectTo(route: string): void;
  routes: EditorState["routes"];
  related: DeleteResponse["related"];
}) {
  const { linked, choice, redirectTo, related } = props;
  const sending = !linked || choice === "send";
  const setChoice = props.onChoice;
  const setRedirectTo = props.onRedirectTo;
  const routes = props.routes;
  return (
    <fieldset className="field delete-choice">
      <legend>{linked ? "What happens to these links" : "Visitors who still have the old address"}</legend>
      {linked && (
        <label className="choice">
          <input type="radio" name="delete-choice" checked={choice === "send"} onChange={() => setChoice("send")} /> Send visitors to
          another page
        </label>
      )}
      {sending && (
        <div className="delete-target">
          <label htmlFor="delete-redirect">Page to send visitors to</label>
          <select id="delete-redirect" value={redirectTo} onChange={(e) => setRedirectTo(e.target.value)}>
            {!linked && <option value="">Nowhere: the old address shows “Page not found”</option>}
            {linked && !redirectTo && <option value="">Choose a page</option>}
            {routes.map((r) => (
              <option key={r.route} value={r.route}>
                {r.title} ({r.route}){related?.route === r.route ? `: ${REASON[related.reason]}` : ""}
              </option>
            ))}
          </select>
          {related && redirectTo === related.route && (
            <p className="help">
              Suggested: {related.title} is {REASON[related.reason]}.{linked ? " The links stay and lead there." : ""}
            </p>
          )}
        </div>
      )}
      {linked && (
        <label className="choice">
          <input type="radio" name="delete-choice" checked={choice === "remove"} onChange={() => setChoice("remove")} /> Remove the links
        </label>
      )}
      {linked && choice === "remove" && <p className="help delete-target">The old address then shows “Page not found”.</p>}
    </fieldset>
  );
}
