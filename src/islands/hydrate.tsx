import { hydrateRoot } from "react-dom/client";
import type { IslandSettings } from "../shared/site-context.tsx";
import { IslandRoot } from "./Island.tsx";
import { ISLAND, islandLoaders, type IslandName } from "./loaders.ts";

/** How far outside the window a `visible` island starts hydrating, in px: it is ready when scrolled to. */
const VISIBLE_MARGIN_PX = 200;

/**
 * Hydrates every island of the page (see src/islands/Island.tsx): each on its own, with
 * `hydrateRoot`, its props read from its JSON script, its code loaded from the island registry.
 * `load` islands start at once; `visible` ones when they come within {@link VISIBLE_MARGIN_PX} of the
 * window or at the first pointer or focus on them. An island that fails to load or hydrate keeps its
 * prerendered HTML, which works as plain links, and the error is logged. Each island gets the
 * attribute `data-hydrated` once React has hydrated it and run its effects. Runs once, from src/islands/site.ts.
 */
export function hydrateIslands(doc: Document = document): void {
  const islands = [...doc.querySelectorAll<HTMLElement>(`${ISLAND.element}[data-island]`)];
  if (islands.length === 0) return;
  const settingsText = doc.getElementById(ISLAND.settingsId)?.textContent;
  if (!settingsText) {
    console.error(`This page has islands but no #${ISLAND.settingsId} script: they stay as prerendered.`);
    return;
  }
  const settings = JSON.parse(settingsText) as IslandSettings;
  const started = new WeakSet<HTMLElement>();
  const start = (element: HTMLElement) => {
    if (started.has(element)) return;
    started.add(element);
    hydrateIsland(element, settings, doc).catch((error: unknown) => console.error(`The ${element.dataset.island} island could not start; it stays as prerendered:`, error));
  };
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              start(entry.target as HTMLElement);
            }
          },
          { rootMargin: `${VISIBLE_MARGIN_PX}px 0px` },
        )
      : null;
  for (const element of islands) {
    if (element.dataset.when === "load" || !observer) {
      start(element);
      continue;
    }
    observer.observe(element);
    const early = () => start(element);
    element.addEventListener("pointerover", early, { once: true, passive: true });
    element.addEventListener("focusin", early, { once: true });
  }
}

async function hydrateIsland(element: HTMLElement, settings: IslandSettings, doc: Document): Promise<void> {
  const name = element.dataset.island as IslandName;
  const key = element.dataset.key ?? "";
  const load = Object.hasOwn(islandLoaders, name) ? islandLoaders[name] : undefined;
  if (!load) throw new Error(`no island is registered under the name "${name}"`);
  const propsText = doc.querySelector(`script[data-island-props="${CSS.escape(key)}"]`)?.textContent;
  if (propsText === undefined || propsText === null) throw new Error(`its props script (data-island-props="${key}") is missing`);
  const Component = (await load()) as React.ComponentType<object>;
  hydrateRoot(
    element,
    <IslandRoot settings={settings} element={element}>
      <Component {...(JSON.parse(propsText) as object)} />
    </IslandRoot>,
    { identifierPrefix: `${key}-` },
  );
}
