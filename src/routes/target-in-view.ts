import { useEffect } from "react";

/** What ends the hold on the target: the visitor scrolling, typing or pressing on the page. */
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Keeps the element with id `targetId` (an alias route's section, or the URL's #hash) at its place at
 * the top of the window while the page settles (spec section 2: a section link opens at its section);
 * with `scrollNow`, first scrolls it there (an alias route, which the router does not scroll for).
 * Blocks whose code loads on demand hydrate after the router has scrolled, and one above the target
 * can change height as it does (the events browser lists every year in the HTML, one year once it
 * runs), which would leave the visitor thousands of px away from the section they asked for. Each
 * time the page changes height, the target is scrolled back into view, at once, honouring its
 * `scroll-margin-top`. Stops at the visitor's first wheel, touch, key or press, and when the target
 * or `page` (the page shown, compared by identity) changes, which starts a new hold. Does nothing
 * when `targetId` is empty or names no element.
 */
export function useTargetInView(targetId: string, scrollNow: boolean, page: unknown): void {
  useEffect(() => {
    const target = targetId ? document.getElementById(targetId) : null;
    if (!target) return;
    const scroll = () => target.scrollIntoView({ behavior: "instant", block: "start" });
    if (scrollNow) scroll();
    const root = document.body;
    // A ResizeObserver also reports as it starts; only a real change of height calls for a scroll
    // (one then would cut short the glide of a same-page anchor link).
    let height = root.offsetHeight;
    const observer = new ResizeObserver(() => {
      if (root.offsetHeight === height) return;
      height = root.offsetHeight;
      scroll();
    });
    const stop = () => {
      observer.disconnect();
      for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
    };
    observer.observe(root);
    for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [targetId, scrollNow, page]);
}
