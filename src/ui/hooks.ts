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

/**
 * Whether the window matches a CSS media query (e.g. `(max-width: 550px)`), updated as the window
 * changes; false in the prerendered HTML and during hydration.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the visitor asked the system for reduced motion; false before hydration. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
