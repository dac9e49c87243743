import { hydrateRoot } from "react-dom/client";
import type { PictureSets } from "../shared/model.ts";
import type { IslandSettings } from "../shared/site-context.tsx";
import { IslandRoot } from "./Island.tsx";
import { ISLANDS, isIslandName } from "./island-table.ts";
import { ISLAND } from "./markup.ts";

/** How far above or below the window an `idle` island starts hydrating early, in px: it is ready when scrolled to. */
const VISIBLE_MARGIN_PX = 200;

/**
 * Hydrates every island of the page (see src/islands/Island.tsx): each on its own, with
 * `hydrateRoot`, its props read from its JSON script, its code loaded as the island table
 * (island-table.ts) says.
 * `load` islands start at once. `idle` ones start after the page's load event, one per task so the
 * main thread stays free between them, or sooner when they come within {@link VISIBLE_MARGIN_PX} of
 * the window or at the first pointer or focus on them. A click on an
 * island that has not hydrated yet (a video button pressed at once) is held and given again once it
 * has, so it opens its dialog rather than the plain link under it. An island that fails to load or
 * hydrate keeps its prerendered HTML, which works as plain links, and the error is logged. Each
 * island gets the attribute `data-hydrated` once React has hydrated it and run its effects, and a
 * performance measure `hydrate <name>` (from `hydrateRoot` to its effects, in ms). Runs
 * once, from the islands entry (src/islands/islands.ts).
 */
export function hydrateIslands(doc: Document = document): void {
  const islands = [...doc.querySelectorAll<HTMLElement>("[data-island]")];
  if (islands.length === 0) return;
  const settingsText = doc.getElementById(ISLAND.settingsId)?.textContent;
  if (!settingsText) {
    console.error(`This page has islands but no #${ISLAND.settingsId} script: they stay as prerendered.`);
    return;
  }
  const settings = JSON.parse(settingsText) as IslandSettings;
  const started = new Map<HTMLElement, Promise<void>>();
  const pin = pinAddressTarget(doc);
  const start = (element: HTMLElement): Promise<void> => {
    let hydration = started.get(element);
    if (!hydration) {
      const pinned = pin(element);
      hydration = hydrateIsland(element, settings, doc)
        .then(() => waitForHydrated(element))
        .then(() => {
          // How long hydration took, from hydrateRoot to the island's effects: read by `npm run bench`.
          performance.measure(`hydrate ${element.dataset.island}`, `hydrate-start ${element.dataset.key}`);
          pinned();
        })
        .catch((error: unknown) => console.error(`The ${element.dataset.island} island could not start; it stays as prerendered:`, error));
      started.set(element, hydration);
    }
    return hydration;
  };
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              const island = entry.target.closest<HTMLElement>("[data-island]");
              if (island) void start(island);
            }
          },
          { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
        )
      : null;
  const later: HTMLElement[] = [];
  for (const element of islands) {
    if (element.dataset.when === "load") {
      void start(element);
      continue;
    }
    later.push(element);
    // An <site-island> has `display: contents` and so no box to watch: watch its content.
    for (const child of element.localName === ISLAND.element ? element.children : [element]) observer?.observe(child);
    element.addEventListener("pointerover", () => void start(element), { once: true, passive: true });
    element.addEventListener("focusin", () => void start(element), { once: true });
    element.addEventListener("click", (event) => holdClick(event, element, start), { capture: true });
  }
  afterLoad(async () => {
    for (const element of later) {
      await nextTask();
      void start(element);
    }
  });
}

/**
 * Keeps the section the address names (its #anchor, or an alias route's `data-section`) where the
 * browser put it while islands above it hydrate and change height (the events browser lists every
 * year in the HTML and one year once it runs). Returns a function that takes an island about to
 * hydrate and returns the function to call once it has: that one moves the page by however far the
 * section moved, in a task of its own (after the island's first update, such as switching to one
 * year, has been drawn), so the browser's own scroll anchoring and this never add up. Only islands
 * above the section that start after the page's load event count (before it, the browser is still
 * placing the section); nothing happens once the visitor has scrolled, pressed or typed, or when the
 * address names no section.
 */
function pinAddressTarget(doc: Document): (island: HTMLElement) => () => void {
  const id = doc.location.hash.slice(1) || doc.querySelector<HTMLElement>("[data-section]")?.dataset.section;
  const target = id ? doc.getElementById(decodeURIComponent(id)) : null;
  if (!target) return () => () => {};
  let moved = false;
  const visitorMoved = () => (moved = true);
  for (const type of ["wheel", "touchstart", "keydown", "pointerdown"])
    window.addEventListener(type, visitorMoved, { capture: true, passive: true, once: true });
  return (island) => {
    const before = target.getBoundingClientRect().top;
    if (doc.readyState !== "complete" || boxOf(island).bottom > before + 1) return () => {};
    return () =>
      void nextTask().then(() => {
        const shift = target.getBoundingClientRect().top - before;
        if (!moved && Math.abs(shift) > 0.01) window.scrollBy({ top: shift, behavior: "instant" });
      });
  };
}

/** The box an island's content takes on the page (an `<site-island>` has none of its own). */
function boxOf(island: HTMLElement): DOMRect {
  if (island.localName !== ISLAND.element) return island.getBoundingClientRect();
  const range = island.ownerDocument.createRange();
  range.selectNodeContents(island);
  return range.getBoundingClientRect();
}

/**
 * Holds a click on an island that has not hydrated yet and gives it again, to the same element, once
 * it has; or, when it could not start, once that is known, when the given click does what a click
 * on the prerendered link does.
 */
function holdClick(event: MouseEvent, island: HTMLElement, start: (element: HTMLElement) => Promise<void>) {
  if (island.hasAttribute("data-hydrated") || !event.isTrusted) return;
  const target = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>("a[href], button") : null;
  if (!target) return;
  event.preventDefault();
  event.stopPropagation();
  // `start` settles once the island has hydrated (its effects run) or has failed to.
  void start(island).then(() => target.isConnected && target.click());
}

/** Resolves once `island` carries `data-hydrated` (its effects have run). */
function waitForHydrated(island: HTMLElement): Promise<void> {
  if (island.hasAttribute("data-hydrated")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!island.hasAttribute("data-hydrated")) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { attributes: true, attributeFilter: ["data-hydrated"] });
  });
}

/** Runs `task` once the page has loaded (its pictures and styles in), at once when it already has. */
function afterLoad(task: () => void) {
  if (document.readyState === "complete") task();
  else window.addEventListener("load", task, { once: true });
}

/**
 * Resolves in a task of its own, after the browser has had a chance to handle input and paint. A
 * message channel, not a timer: timers may be held back (a tab in the background, a test's clock).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function hydrateIsland(element: HTMLElement, settings: IslandSettings, doc: Document): Promise<void> {
  const name = element.dataset.island ?? "";
  const key = element.dataset.key ?? "";
  if (!isIslandName(name)) throw new Error(`no island is registered under the name "${name}"`);
  const propsText = doc.querySelector(`script[data-island-props="${CSS.escape(key)}"]`)?.textContent;
  if (propsText === undefined || propsText === null) throw new Error(`its props script (data-island-props="${key}") is missing`);
  const picturesText = doc.querySelector(`script[data-island-pictures="${CSS.escape(key)}"]`)?.textContent;
  const pictures = picturesText ? (JSON.parse(picturesText) as PictureSets) : undefined;
  const Component = (await ISLANDS[name].load()) as React.ComponentType<object>;
  performance.mark(`hydrate-start ${key}`);
  hydrateRoot(
    element,
    <IslandRoot settings={settings} pictures={pictures} element={element}>
      <Component {...(JSON.parse(propsText) as object)} />
    </IslandRoot>,
    { identifierPrefix: `${key}-` },
  );
}
