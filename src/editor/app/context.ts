/**
 * What every screen of the editor app shares, provided once by App: the schemas and the project state
 * from the server, the drafts, navigation and the messages between tabs.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { AssetEntry, EditorSchemas, EditorState, UploadResponse } from "../api-types.ts";
import type { DraftStore } from "./drafts.ts";

/** Sent on the `page-editor` BroadcastChannel when a tab saved a file, so other tabs know their base is old. */
export interface SavedMessage {
  type: "saved";
  file: string;
  hash: string;
}

/** The shared services of the app. */
export interface EditorServices {
  schemas: EditorSchemas;
  state: EditorState;
  assets: AssetEntry[];
  store: DraftStore;
  /** Reads the project state again (after a save, a new page, a rename...). */
  refreshState(): Promise<void>;
  /** Goes to a client-side path (`/`, `/edit/pages/home.yaml`) with history.pushState. */
  navigate(path: string): void;
  /** Opens the publish dialog. */
  openPublish(): void;
  /** Tells the other tabs that `file` was saved at `hash`. */
  announceSaved(file: string, hash: string): void;
  /** Files another tab saved while this tab had them open with unsaved changes. */
  savedElsewhere: ReadonlySet<string>;
  /** Clears the "saved in another tab" notice of `file` (this tab saved or reloaded it). */
  clearSavedElsewhere(file: string): void;
  /** Uploads a picture or PDF to public/images/`folder` and adds it to `assets`. */
  upload(file: File, folder: string): Promise<UploadResponse>;
}

/** The services, or null outside App. */
export const ServicesContext = createContext<EditorServices | null>(null);

/** The app's shared services; throws when used outside App (a programming error). */
export function useServices(): EditorServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices is used outside the editor app.");
  return services;
}

/** Re-renders the calling component on every change of the drafts; returns the store. */
export function useDrafts(store: DraftStore): DraftStore {
  useSyncExternalStore(store.subscribe, store.getVersion);
  return store;
}
