/**
 * The draft of the site settings file for the settings screen: read once per session from the
 * browser's kept draft (when it has unsaved changes) or from disk, and checked as each section would
 * be saved.
 */
import { useEffect, useRef, useState } from "react";
import type { CheckResponse, FileVersion } from "../../api-types.ts";
import type { SiteData } from "../../../shared/model.ts";
import { ApiError, check, errorMessage, getFile } from "../api.ts";
import { isUnsaved, type DraftStore } from "../drafts.ts";
import { isBlockingError } from "../page-model.ts";

/** The site settings file. */
export const SITE_FILE = "pages/_site.yaml";

/** Wait after the last change before checking, in ms: typing does not send a check per key. */
const CHECK_DELAY_MS = 150;

/**
 * Opens the settings' draft in `store` when the session has none: the kept draft when it has unsaved
 * changes (`restored` is then true, for the screen to ask Keep or Discard), else the file on disk.
 * `missing` is a sentence when the file cannot be read.
 */
export function useOpenSettings(store: DraftStore): { missing: string | null; restored: boolean; clearRestored(): void } {
  const [missing, setMissing] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (store.get(SITE_FILE)) return;
    let live = true;
    void (async () => {
      const stored = store.stored(SITE_FILE);
      let disk: FileVersion | null = null;
      let failure: unknown = null;
      try {
        disk = await getFile(SITE_FILE);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 404)) failure = e;
      }
      if (!live || store.get(SITE_FILE)) return;
      if (stored && isUnsaved(stored)) {
        store.open(stored);
        setRestored(true);
      } else if (disk) store.open({ file: SITE_FILE, baseHash: disk.hash, text: disk.text, savedText: disk.text });
      else
        setMissing(
          failure ? `The site settings could not be read: ${errorMessage(failure)}` : "There is no site settings file (pages/_site.yaml).",
        );
    })();
    return () => {
      live = false;
    };
  }, [store]);
  return { missing, restored, clearRestored: () => setRestored(false) };
}

/** The last check of a section's text, and the last site model without errors (for the preview). */
export interface SettingsCheck {
  last: { text: string; response: CheckResponse } | null;
  site: SiteData | null;
  failure: string | null;
}

/** Checks `text` (the settings as saving the open section would write them) 150 ms after it last changed. */
export function useSettingsCheck(text: string): SettingsCheck {
  const [state, setState] = useState<SettingsCheck>({ last: null, site: null, failure: null });
  const sequence = useRef(0);
  useEffect(() => {
    const n = ++sequence.current;
    const timer = setTimeout(() => {
      check({ file: SITE_FILE, text }).then(
        (response) => {
          if (n !== sequence.current) return;
          const blocking = response.errors.some((e) => e.file === SITE_FILE && isBlockingError(e));
          setState((s) => ({ last: { text, response }, site: !blocking && response.site ? response.site : s.site, failure: null }));
        },
        (e: unknown) => {
          if (n === sequence.current) setState((s) => ({ ...s, failure: errorMessage(e) }));
        },
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return state;
}
