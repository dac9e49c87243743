import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * Makes the scroll that comes with a new route instant (spec section 2: a menu link opens its page at
 * the top; a section route, at its section). The site's CSS asks for `scroll-behavior: smooth`, so
 * anchor links on the current page glide to their section; the router's `ScrollRestoration` scrolls
 * with `window.scrollTo`, which obeys that CSS, so without this each new page would glide up from
 * wherever the last one was left, and a section route's jump could be cut short by that glide.
 *
 * Render it just before `<ScrollRestoration />`: its layout effect turns smooth scrolling off before
 * the router's (effects run in tree order), and its passive effect, which runs after the page's own
 * (the section jump of `useTargetInView`, in `routes/page.tsx`), turns it back on. A change of hash
 * alone keeps the glide.
 * Renders nothing.
 */
export function InstantRouteScroll(): null {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Chromium reads the root's scroll-behavior from its last computed style, so compute it now.
    void getComputedStyle(root).scrollBehavior;
  }, [pathname]);
  useEffect(() => {
    document.documentElement.style.removeProperty("scroll-behavior");
  }, [pathname]);
  return null;
}
