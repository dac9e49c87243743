import { useEffect, useMemo, useRef, useState } from "react";
import type { PageData, SiteData } from "../../shared/model.ts";
import type { CheckResponse } from "../api-types.ts";
import { check, errorMessage } from "./api.ts";
import { isBlockingError, placeErrors, type PlacedError } from "./page-model.ts";

/** Wait after the last change before checking the draft, in ms: typing does not send a check per key. */
const CHECK_DELAY_MS = 150;

/** What the server last said about a draft. */
export interface CheckState {
  /** The last answer and the text it was for. */
  last: { text: string; response: CheckResponse } | null;
  /** The last site and page that had no error, for the preview. */
  good: { site: SiteData | null; page: PageData | null } | null;
  failure: string | null;
}

/** Checks `text` as `file` 150 ms after it last changed; keeps the last answer and the last version without errors. */
export function useCheck(file: string, text: string, isSite: boolean): CheckState {
  const [state, setState] = useState<CheckState>({ last: null, good: null, failure: null });
  const sequence = useRef(0);
  useEffect(() => {
    const n = ++sequence.current;
    const timer = setTimeout(() => {
      check({ file, text }).then(
        (response) => {
          if (n !== sequence.current) return;
          const ownBlocking = response.errors.some((e) => e.file === file && isBlockingError(e));
          const good = isSite
            ? !ownBlocking && response.site
              ? { site: response.site, page: null }
              : null
            : response.page
              ? { site: response.site, page: response.page }
              : null;
          setState((s) => ({ last: { text, response }, good: good ?? s.good, failure: null }));
        },
        (e: unknown) => {
          if (n === sequence.current) setState((s) => ({ ...s, failure: errorMessage(e) }));
        },
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, text, isSite]);
  return state;
}

/** The last check's findings placed on the file's fields: its errors, its warnings, and what it breaks on other pages. */
export interface Findings {
  placed: PlacedError[];
  errors: PlacedError[];
  warnings: PlacedError[];
  brokenElsewhere: CheckResponse["elsewhere"];
}

/** Sorts the last check's answer into {@link Findings} for `file`. */
export function useFindings(checkState: CheckState, file: string): Findings {
  const placed = useMemo(() => (checkState.last ? placeErrors(checkState.last.response.errors, file) : []), [checkState.last, file]);
  const brokenElsewhere = useMemo(() => (checkState.last?.response.elsewhere ?? []).filter(isBlockingError), [checkState.last]);
  return {
    placed,
    errors: placed.filter((p) => isBlockingError(p.error)),
    warnings: placed.filter((p) => !isBlockingError(p.error)),
    brokenElsewhere,
  };
}
