import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true once the page's script runs: lets a
 * control render its no-JavaScript form (a plain link) first and its enhanced form after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
