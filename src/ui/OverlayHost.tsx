import { useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { IslandSettingsProvider, type IslandSettings } from "../shared/site-context.tsx";
import { LeadFormOverlay } from "./LeadFormOverlay.tsx";
import type { OverlayRequest } from "./overlays.ts";
import { VideoOverlay } from "./VideoOverlay.tsx";

interface OverlayState {
  leadForm: { key: string; open: boolean } | null;
  video: { key: string; open: boolean } | null;
}

/**
 * Mounts the overlay host (docs/product.md, Behaviours: the lead-form and video overlays, each closed or open
 * for one form or video) in a React root of its own, appended to `<body>`, and returns the function
 * that opens one. Called once per page, by {@link openOverlay}.
 */
export function mountOverlayHost(settings: IslandSettings): (request: OverlayRequest) => void {
  let state: OverlayState = { leadForm: null, video: null };
  const listeners = new Set<() => void>();
  const set = (next: OverlayState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const store = {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    closeLeadForm: () => state.leadForm && set({ ...state, leadForm: { ...state.leadForm, open: false } }),
    closeVideo: () => state.video && set({ ...state, video: { ...state.video, open: false } }),
  };
  const container = document.createElement("div");
  container.className = "overlay-host";
  document.body.append(container);
  createRoot(container).render(
    <IslandSettingsProvider settings={settings}>
      <OverlayHost store={store} />
    </IslandSettingsProvider>,
  );
  return (request) => {
    if (request.kind === "video") set({ ...state, video: { key: request.key, open: true } });
    else set({ ...state, leadForm: { key: request.key, open: true } });
  };
}

function OverlayHost(props: {
  store: { subscribe: (listener: () => void) => () => void; get: () => OverlayState; closeLeadForm: () => void; closeVideo: () => void };
}) {
  const { store } = props;
  const { leadForm, video } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      {leadForm && <LeadFormOverlay key={leadForm.key} formKey={leadForm.key} open={leadForm.open} onClose={store.closeLeadForm} />}
      {video && <VideoOverlay key={video.key} videoKey={video.key} open={video.open} onClose={store.closeVideo} />}
    </>
  );
}
