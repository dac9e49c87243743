import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import "./provider-frame.css";

const LeadFormOverlay = lazy(() => import("./LeadFormOverlay.tsx").then((m) => ({ default: m.LeadFormOverlay })));
const VideoOverlay = lazy(() => import("./VideoOverlay.tsx").then((m) => ({ default: m.VideoOverlay })));

/** Opens the site-wide overlays; `title` is the dialog's accessible name (usually the button's label). */
export interface Overlays {
  /** Opens the lead-form overlay (spec section 4) for a key of `leadForms` in `_site.yaml`. */
  openLeadForm(key: string, title: string): void;
  /** Opens the video overlay (spec section 4: shown and plays) for a key of `videos` in `_site.yaml`. */
  openVideo(key: string): void;
}

const OverlayContext = createContext<Overlays | null>(null);

/**
 * Holds the state of the lead-form overlay and the video overlay (spec section 4): each closed, or
 * open for one form or video. Their code loads on first use only, so pages pay nothing until a
 * visitor opens one. Both close when the route changes.
 */
export function OverlayProvider(props: { children: ReactNode }) {
  const [leadForm, setLeadForm] = useState<{ key: string; title: string; open: boolean } | null>(null);
  const [video, setVideo] = useState<{ key: string; open: boolean } | null>(null);
  const { pathname } = useLocation();
  const api = useMemo<Overlays>(
    () => ({
      openLeadForm: (key, title) => setLeadForm({ key, title, open: true }),
      openVideo: (key) => setVideo({ key, open: true }),
    }),
    [],
  );
  useEffect(() => {
    setLeadForm((s) => (s?.open ? { ...s, open: false } : s));
    setVideo((s) => (s?.open ? { ...s, open: false } : s));
  }, [pathname]);
  return (
    <OverlayContext.Provider value={api}>
      {props.children}
      <Suspense fallback={null}>
        {leadForm && <LeadFormOverlay key={leadForm.key} formKey={leadForm.key} title={leadForm.title} open={leadForm.open} onClose={() => setLeadForm({ ...leadForm, open: false })} />}
        {video && <VideoOverlay key={video.key} videoKey={video.key} open={video.open} onClose={() => setVideo({ ...video, open: false })} />}
      </Suspense>
    </OverlayContext.Provider>
  );
}

/** The overlays of the surrounding {@link OverlayProvider}; null outside one (static rendering in tests). */
export function useOverlays(): Overlays | null {
  return useContext(OverlayContext);
}
