import { createContext, use, useEffect, type ComponentType, type ReactNode } from "react";
import { IslandSettingsProvider, useSiteSettings, type IslandSettings } from "../shared/site-context.tsx";
import type { PictureSets } from "../shared/model.ts";
import { PicturesProvider, picturesNamedIn, usePictureSets } from "../ui/Picture.tsx";
import { ISLAND } from "./markup.ts";
import type { HydrateWhen, IslandName, IslandProps } from "./loaders.ts";

/**
 * What the prerender gives islands (entry.server provides it for each page): React's
 * `renderToString`, so this module never pulls the server renderer into the browser, and a counter
 * that names each island of the page (`i0`, `i1`, …) in document order.
 */
export interface IslandPrerender {
  renderToString(node: ReactNode, options: { identifierPrefix: string }): string;
  /** The key of the page's next island (`i0`, `i1`, …), in document order. */
  nextKey(): string;
  /** How many islands the page has rendered so far; 0 means the page needs no island settings. */
  count(): number;
}

/** A fresh {@link IslandPrerender} for one page, around React's `renderToString`. */
export function islandPrerender(renderToString: IslandPrerender["renderToString"]): IslandPrerender {
  let count = 0;
  return { renderToString, nextKey: () => `i${count++}`, count: () => count };
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

/** The JSON of an island's props as the text of a `<script type="application/json">`: `<` is escaped, so no text closes the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * An interactive component that hydrates on its own in the browser (docs/architecture.md: pages are
 * documents, interactive blocks are islands). While a page is prerendered it becomes
 * `<site-island data-island="name" data-when="…" data-key="iN">` holding the component's HTML,
 * rendered as its own React root, followed by `<script type="application/json" data-island-props="iN">`
 * with its props, and, when its props name raster pictures the build encoded, `<script
 * type="application/json" data-island-pictures="iN">` with their picture sets; src/islands/hydrate.tsx
 * finds it, loads the island's code and hydrates it with the same props and picture sets.
 * With `box` (a class name), the island's element is instead a `<div class={box}>`, a real box in the
 * layout: for a component that always sits alone in such a box (a row of buttons), so the page's
 * structure is the same with islands as without.
 * Everywhere else (the editor's preview, unit tests, inside another island) it is the component itself,
 * inside its box when it has one.
 * `props` must be plain JSON data: no functions, dates or class instances.
 */
export function Island<N extends IslandName>(props: { name: N; component: ComponentType<IslandProps<N>>; props: IslandProps<N>; when: HydrateWhen; box?: string }) {
  const prerender = use(IslandPrerenderContext);
  const inside = use(InsideIslandContext);
  const settings = useSiteSettings();
  const pictures = picturesNamedIn(props.props, usePictureSets());
  // Name, component and props agree by the signature; JSX cannot check a generic component's props.
  const Component = props.component as unknown as ComponentType<object>;
  const componentProps = props.props as object;
  if (!prerender || inside)
    return props.box === undefined ? (
      <Component {...componentProps} />
    ) : (
      <div className={props.box}>
        <Component {...componentProps} />
      </div>
    );
  const key = prerender.nextKey();
  const hasPictures = Object.keys(pictures).length > 0;
  const html = prerender.renderToString(
    <IslandRoot settings={settings} pictures={hasPictures ? pictures : undefined}>
      <Component {...componentProps} />
    </IslandRoot>,
    { identifierPrefix: `${key}-` },
  );
  return (
    <>
      {/* React's own rendering of the island (escaped as React escapes everything), not content HTML. */}
      {props.box === undefined ? (
        <site-island data-island={props.name} data-when={props.when} data-key={key} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={props.box} data-island={props.name} data-when={props.when} data-key={key} dangerouslySetInnerHTML={{ __html: html }} />
      )}
      <script type="application/json" data-island-props={key} dangerouslySetInnerHTML={{ __html: jsonForScript(props.props) }} />
      {hasPictures && <script type="application/json" data-island-pictures={key} dangerouslySetInnerHTML={{ __html: jsonForScript(pictures) }} />}
    </>
  );
}

/**
 * The page's island settings as JSON, once, after its last island; nothing on a page without islands.
 * Render it last in the page body, after every block, header and footer.
 */
export function IslandSettingsScript() {
  const prerender = use(IslandPrerenderContext);
  const settings = useSiteSettings();
  if (!prerender || prerender.count() === 0) return null;
  return <script type="application/json" id={ISLAND.settingsId} dangerouslySetInnerHTML={{ __html: jsonForScript(settings) }} />;
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** An island's root: see {@link Island}. */
      "site-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { "data-island"?: string; "data-when"?: string; "data-key"?: string };
    }
  }
}
