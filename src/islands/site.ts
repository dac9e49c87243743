/**
 * The site script: the one script every page loads (a module, so it runs once the HTML is parsed).
 * Plain DOM code with no dependencies, a couple of KB: the header's keyboard and ARIA behaviour, the
 * cookie notice, the contact pages' spinner, their form's frame (its address given after the first
 * paint) and the check that it can be reached (a panel with the phone and e-mail replaces a form
 * whose provider is down), and an alias route's section.
 * On a page with islands it then loads the islands entry (src/islands/islands.ts), named by the
 * page's `<meta name="islands">`.
 */
import { COOKIE_NOTICE_KEY } from "../shared/cookie-notice-key.ts";
import { watchProviderFrames } from "../ui/provider-watch.ts";
import { enhanceHeader } from "./header.ts";

/**
 * The cookie notice (docs/product.md, footer/cookie component): shown unless the visitor accepted it
 * on an earlier visit (localStorage), hidden for good on Accept. Storage may be blocked: the notice
 * then shows on each page and still closes. Does nothing when the page has no notice.
 */
export function enhanceCookieNotice(doc: Document = document): void {
  const notice = doc.querySelector<HTMLElement>(".cookie-notice");
  if (!notice) return;
  let accepted = false;
  try {
    accepted = window.localStorage.getItem(COOKIE_NOTICE_KEY) === "yes";
  } catch {
    accepted = false;
  }
  notice.hidden = accepted;
  notice.querySelector("button")?.addEventListener("click", () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, "yes");
    } catch {
      // Storage may be blocked; the notice still closes for this page view.
    }
    notice.hidden = true;
  });
}

/**
 * The prerendered spinner of a lead form (docs/product.md, Contact pages and Constants: shown on entry for `spinnerDelay`
 * ms, 2000 by default): it is in the HTML from the first paint; this removes it `spinnerDelay` ms
 * after the first frame is on screen (so never less than the time in docs/product.md, Constants)
 * and gives the frame below to the visitor (visible, focusable, announced).
 */
export function finishSpinners(doc: Document = document): void {
  for (const box of doc.querySelectorAll<HTMLElement>("[data-spinner-ms]")) {
    const ms = Number(box.dataset.spinnerMs);
    const done = () => {
      box.querySelector(".provider-frame-spinner")?.remove();
      box.removeAttribute("data-spinner-ms");
      const frame = box.querySelector("iframe");
      frame?.classList.remove("is-loading");
      frame?.removeAttribute("aria-hidden");
      frame?.removeAttribute("tabindex");
    };
    // Counted from the first paint: the script may run before the page's first frame is painted, and
    // the second frame's callback runs only once the first is on screen.
    requestAnimationFrame(() => requestAnimationFrame(() => window.setTimeout(done, ms)));
  }
}

/**
 * An alias route (`/precisionERP/AssetManagement`, docs/product.md, Routes and screens) opens scrolled to its section,
 * which the page names in `data-section`; the section's `scroll-margin-top` puts it 200 px below the
 * header, as an #anchor would. Browsers with CSS `scroll-initial-target` are there already from the
 * first paint (the marker `Blocks` puts before the section), and this scroll changes nothing. An
 * address with its own #anchor is left to the browser.
 */
export function scrollToAliasSection(doc: Document = document): void {
  const section = doc.querySelector<HTMLElement>("[data-section]")?.dataset.section;
  if (!section || window.location.hash) return;
  doc.getElementById(section)?.scrollIntoView({ block: "start", behavior: "instant" });
}

/**
 * Loads the islands entry the page names in `<meta name="islands">` (the build writes it on pages with
 * islands) once the page has loaded and its first paint is done: React's client then never
 * competes with the first paint or the page's largest picture, not even for the network (on a slow
 * phone connection, its 60 KB asked for before the first paint would share the line with the
 * picture). Does nothing on a page without islands.
 */
export function loadIslands(doc: Document = document): void {
  const src = doc.querySelector<HTMLMetaElement>('meta[name="islands"]')?.content;
  if (!src) return;
  const load = () => doc.head.append(Object.assign(doc.createElement("script"), { type: "module", src }));
  // The browser reports a largest paint once it is on screen (Chromium does; elsewhere the entry is
  // loaded at once): a page whose first paint comes after its load event waits for it. No frame or
  // timer in between, so a page whose clock is stopped (a test's) still starts its islands.
  if (doc.readyState === "complete") afterLargestPaint(load);
  else window.addEventListener("load", () => afterLargestPaint(load), { once: true });
}

/**
 * Gives each prerendered lead-form frame (`iframe[data-src]`, see ProviderFrame) its address, and checks
 * whether its provider can be reached, once the page's largest paint is on screen: the provider is
 * another site, whose connection (three round trips on a slow phone line) and page would otherwise
 * share the line with the page's own first paint. The spinner covers the frame meanwhile.
 */
export function loadProviderFrames(doc: Document = document): void {
  if (!doc.querySelector("iframe[data-src], [data-provider-check]")) return;
  afterLargestPaint(() => {
    for (const frame of doc.querySelectorAll<HTMLIFrameElement>("iframe[data-src]")) {
      frame.src = frame.dataset.src!;
      frame.removeAttribute("data-src");
    }
    watchProviderFrames(doc);
  });
}

/** Calls `then` once the page has a largest-contentful-paint entry, or after 1,000 ms, or at once where the browser reports none. */
function afterLargestPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return then();
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver(once);
  const timer = setTimeout(once, 1000);
  observer.observe({ type: "largest-contentful-paint", buffered: true });
}

/** Runs everything above but {@link loadIslands}. */
function start(): void {
  enhanceHeader(document);
  enhanceCookieNotice(document);
  finishSpinners(document);
  loadProviderFrames(document);
  scrollToAliasSection(document);
}

if (typeof document !== "undefined") {
  if (import.meta.env.DEV) {
    // The dev server's pages load this script alone: it installs React Refresh first, then starts the
    // islands. The modules are named by URL, so the build (where this branch is dropped) bundles
    // neither them nor a dynamic-import helper into the script every page loads.
    const dev = "/src/islands/dev.ts";
    const islands = "/src/islands/islands.ts";
    import(/* @vite-ignore */ dev).then(start, start).then(() => import(/* @vite-ignore */ islands));
  } else {
    start();
    loadIslands(document);
  }
}
