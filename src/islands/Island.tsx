import { createContext, use, useEffect, type ComponentType, type ReactNode } from "react";
import { IslandSettingsProvider, useSiteSettings, type IslandSettings } from "../shared/site-context.tsx";
import type { PictureSets } from "../shared/model.ts";
import { PicturesProvider, usePictureSets } from "../ui/Picture.tsx";
import type { IslandName, IslandProps } from "./island-table.ts";

/** One island as the page has it: what {@link Island} hands the prerender. */
export interface IslandToRender<N extends IslandName = IslandName> {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  /** The class of the box the island's element is instead of `<site-island>`; see {@link Island}. */
  box?: string;
  /** The island settings the page's islands read. */
  settings: IslandSettings;
  /** The picture sets around the island (see `PictureSet`); those its props name travel with it. */
  pictures: PictureSets;
}

/**
 * What the prerender gives islands (entry.server provides one for each page, from prerender.tsx):
 * it writes an island's markup, so neither that code nor React's server renderer reaches the
 * browser, and counts the page's islands.
 */
export interface IslandPrerender {
  /** The island's markup: its element holding its HTML, its props as JSON, and the picture sets its props name. */
  render<N extends IslandName>(island: IslandToRender<N>): ReactNode;
  /** How many islands the page has rendered so far; 0 means the page needs no island settings. */
  count(): number;
}

/** Set by entry.server while it prerenders a page; null in the browser, the editor's preview and unit tests. */
export const IslandPrerenderContext = createContext<IslandPrerender | null>(null);

/** True inside an island's own tree: a nested island renders as a plain component of the outer one. */
const InsideIslandContext = createContext(false);

/**
 * The root of one island, prerendered or hydrated: the same tree on both sides, so React's generated
 * ids (`useId`, under the island's own `identifierPrefix`) match and hydration reuses the HTML.
 * `element` (in the browser) is the island's element, marked `data-hydrated` once hydrated; `pictures`:
 * the picture sets of the pictures its props name.
 */
export function IslandRoot(props: { settings: IslandSettings; pictures?: PictureSets; children: ReactNode; element?: HTMLElement }) {
  return (
    <InsideIslandContext value={true}>
      <IslandSettingsProvider settings={props.settings}>
        <PicturesProvider pictures={props.pictures}>
          {props.children}
          <HydratedMark element={props.element} />
        </PicturesProvider>
      </IslandSettingsProvider>
    </InsideIslandContext>
  );
}

/** Marks the island's element `data-hydrated` once its component's effects have run (after them: it is the last child). */
function HydratedMark(props: { element?: HTMLElement }) {
  useEffect(() => props.element?.setAttribute("data-hydrated", ""), [props.element]);
  return null;
}

/**
 * An interactive component that hydrates on its own in the browser (docs/architecture.md: pages are
 * documents, interactive blocks are islands). While a page is prerendered it becomes
 * `<site-island data-island="name" data-when="…" data-key="iN">` holding the component's HTML,
 * rendered as its own React root, followed by `<script type="application/json" data-island-props="iN">`
 * with its props and, when its props name raster pictures the build encoded, `<script
 * type="application/json" data-island-pictures="iN">` with their picture sets (written by
 * prerender.tsx); src/islands/hydrate.tsx finds it, loads the island's code and hydrates it with the
 * same props and picture sets.
 * With `box` (a class name), the island's element is instead a `<div class={box}>`, a real box in the
 * layout: for a component that always sits alone in such a box (a row of buttons), so the page's
 * structure is the same with islands as without.
 * Everywhere else (the editor's preview, unit tests, inside another island) it is the component itself,
 * inside its box when it has one.
 * `props` must be plain JSON data: no functions, dates or class instances.
 */
export function Island<N extends IslandName>(props: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  box?: string;
}) {
  const prerender = use(IslandPrerenderContext);
  const inside = use(InsideIslandContext);
  const settings = useSiteSettings();
  const pictures = usePictureSets();
  if (prerender && !inside) return prerender.render({ ...props, settings, pictures });
  // Name, component and props agree by the signature; JSX cannot check a generic component's props.
  const Component = props.component as unknown as ComponentType<object>;
  const componentProps = props.props as object;
  return props.box === undefined ? (
    <Component {...componentProps} />
  ) : (
    <div className={props.box}>
      <Component {...componentProps} />
    </div>
  );
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** An island's root: see {@link Island}. */
      "site-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "data-island"?: string;
        "data-when"?: string;
        "data-key"?: string;
      };
    }
  }
}
