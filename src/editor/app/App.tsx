import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { AssetEntry, EditorSchemas, EditorState } from "../api-types.ts";
import { errorMessage, getAssets, getFile, getSchemas, getState, upload as uploadFile } from "./api.ts";
import { ServicesContext, type EditorServices, type SavedMessage } from "./context.ts";
import { PublishDialog } from "./dialogs.tsx";
import { DraftStore, isUnsaved } from "./drafts.ts";
import { PageEditor } from "./PageEditor.tsx";
import { PageList } from "./PageList.tsx";
import { parseAppPath } from "./page-model.ts";
import { parseSettingsPath, settingsPath } from "./settings/sections.ts";
import { SettingsScreen } from "./settings/SettingsScreen.tsx";
import { appPlace } from "./base.ts";
import { ChangeSetBar, TeamHome } from "./team/Team.tsx";

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The page editor app. The team editor's first screen (no change set open) is the change sets list;
 * otherwise the app loads the schemas and project state, then shows the pages list or one file's
 * editor by the browser path, under the change set's bar in the team editor.
 */
export function App() {
  const place = appPlace();
  if (place.mode === "team" && !place.changeSet) return <TeamHome />;
  return <PageApp />;
}

function PageApp() {
  const store = useMemo(() => new DraftStore(browserStorage()), []);
  const data = useEditorData();
  const { path, navigate } = useAppPath();
  const [publishing, setPublishing] = useState(false);
  const tabs = useOtherTabs(store, data.refreshState);
  useLeaveWarning(store);
  const { schemas, state, assets, refreshState, upload } = data;
  const { savedElsewhere, announceSaved, clearSavedElsewhere } = tabs;

  const services: EditorServices | null = useMemo(
    () =>
      schemas && state
        ? {
            schemas,
            state,
            assets,
            store,
            refreshState,
            navigate,
            openPublish: () => setPublishing(true),
            announceSaved,
            savedElsewhere,
            clearSavedElsewhere,
            upload,
          }
        : null,
    [schemas, state, assets, store, refreshState, navigate, announceSaved, savedElsewhere, clearSavedElsewhere, upload],
  );

  // Loading until the schemas and the state are in; `services` is null until then too.
  if (!schemas || !state) return <AppLoading loadError={data.loadError} onRetry={data.retry} />;

  const route = parseAppPath(path);
  const settings = parseSettingsPath(path);
  return (
    <ServicesContext.Provider value={services}>
      {appPlace().changeSet && <ChangeSetBar onChanged={() => window.location.reload()} />}
      {settings ? (
        <SettingsScreen sectionId={settings.section} />
      ) : route.view === "file" ? (
        <PageEditor key={route.file} file={route.file} />
      ) : (
        <PageList />
      )}
      {publishing && <PublishDialog onClose={() => setPublishing(false)} />}
    </ServicesContext.Provider>
  );
}

/**
 * The schemas, project state and picture list from the editor's server: null until loaded, with
 * the reason the load failed (`loadError`), `retry` to load again, `refreshState` to reload the
 * state alone and `upload` to add a picture to the list.
 */
function useEditorData() {
  const [schemas, setSchemas] = useState<EditorSchemas | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  const [assets, setAssets] = useState<AssetEntry[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(
    () =>
      Promise.all([getSchemas(), getState()])
        .then(
          ([s, st]) => {
            setSchemas(s);
            setState(st);
          },
          (e: unknown) => setLoadError(errorMessage(e)),
        )
        // The picture list only helps the image fields; the editor works without it.
        .then(() => getAssets())
        .then(setAssets, () => undefined),
    [],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const retry = useCallback(() => {
    setLoadError(null);
    void load();
  }, [load]);

  const refreshState = useCallback(async () => {
    try {
      setState(await getState());
    } catch {
      // The lists stay as they were; the next refresh or action reports a server that is gone.
    }
  }, []);

  const upload = useCallback(async (file: File, folder: string) => {
    const asset = await uploadFile(file, folder);
    setAssets((list) => [...list.filter((a) => a.path !== asset.path), asset].sort((a, b) => a.path.localeCompare(b.path)));
    return asset;
  }, []);

  return { schemas, state, assets, loadError, retry, refreshState, upload };
}

/** The browser path the app shows, following the back and forward buttons; `navigate` opens another one. */
function useAppPath() {
  const [path, setPath] = useState(() => window.location.pathname);

  const navigate = useCallback((to: string) => {
    if (to !== window.location.pathname) window.history.pushState(null, "", to);
    setPath(to);
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    // The site settings once had the address of their file; it now opens the settings' own screen.
    const settings = parseSettingsPath(path);
    if (settings && settings.section === null && path !== settingsPath()) {
      window.history.replaceState(null, "", settingsPath());
    }
  }, [path]);

  useEffect(() => {
    const onPop = () => setPath(window.location.pathname);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  return { path, navigate };
}

/** The browser asks before leaving the editor while any draft has unsaved changes. */
function useLeaveWarning(store: DraftStore) {
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (store.unsavedFiles().length === 0) return;
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [store]);
}

/**
 * Saves in the editor's other tabs: `announceSaved` tells them of this tab's saves; a save in another
 * tab refreshes the state and marks the file in `savedElsewhere` when this tab holds a draft of an
 * older version (`clearSavedElsewhere` unmarks it).
 */
function useOtherTabs(store: DraftStore, refreshState: () => Promise<void>) {
  const [savedElsewhere, setSavedElsewhere] = useState<ReadonlySet<string>>(new Set());
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const bc = new BroadcastChannel("page-editor");
    channel.current = bc;
    bc.onmessage = (event: MessageEvent<SavedMessage>) => {
      const message = event.data;
      if (message?.type !== "saved") return;
      void refreshState();
      const draft = store.get(message.file);
      if (!draft || draft.baseHash === message.hash) return;
      setSavedElsewhere((s) => new Set(s).add(message.file));
      // A draft with nothing unsaved follows the other tab's version; one with changes keeps them for the author to decide.
      if (!isUnsaved(draft)) {
        getFile(message.file).then(
          (disk) => {
            const now = store.get(message.file);
            if (now && !isUnsaved(now)) store.replaceWithDisk(message.file, disk.text, disk.hash);
          },
          () => undefined,
        );
      }
    };
    return () => {
      bc.close();
      channel.current = null;
    };
  }, [store, refreshState]);

  const announceSaved = useCallback(
    (file: string, hash: string) => channel.current?.postMessage({ type: "saved", file, hash } satisfies SavedMessage),
    [],
  );
  const clearSavedElsewhere = useCallback(
    (file: string) =>
      setSavedElsewhere((s) => {
        if (!s.has(file)) return s;
        const next = new Set(s);
        next.delete(file);
        return next;
      }),
    [],
  );
  return { savedElsewhere, announceSaved, clearSavedElsewhere };
}

/** The screen while the editor starts: a loading line, or why it could not start with a way to try again. */
function AppLoading({ loadError, onRetry }: { loadError: string | null; onRetry: () => void }) {
  return (
    <main className="app-loading" id="main">
      <p className="brand">Page editor</p>
      {loadError ? (
        <div className="notice error" role="alert">
          <p>The editor could not start: {loadError}</p>
          <button type="button" className="button primary" onClick={onRetry}>
            Try again
          </button>
          {appPlace().changeSet && (
            <a className="button" href="/">
              All change sets
            </a>
          )}
        </div>
      ) : (
        <p role="status">Loading the pages…</p>
      )}
    </main>
  );
}
