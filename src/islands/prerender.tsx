import { use, type ComponentType, type ReactNode } from "react";
import type { PictureSets } from "../shared/model.ts";
import { islandSettingsOf, useSiteSettings } from "../shared/site-context.tsx";
import { IslandPrerenderContext, IslandRoot, type IslandPrerender, type IslandToRender } from "./Island.tsx";
import { ISLANDS, type IslandName } from "./island-table.ts";
import { ISLAND } from "./markup.ts";

/**
 * A fresh {@link IslandPrerender} for one page, around React's `renderToString` (entry.server passes
 * it, so neither it nor this module reaches the browser). Each island becomes
 * `<site-island data-island="name" data-when="…" data-key="iN">` (its `when` from the island table)
 * holding the component's HTML, rendered as its own React root with `identifierPrefix: "iN-"`, then
 * `<script type="application/json" data-island-props="iN">` with its props and, when its props name
 * raster pictures the build encoded, `<script type="application/json" data-island-pictures="iN">` with
 * their picture sets (so the hydrated island renders the same `<picture>` sources); with `box`, its
 * element is a `<div class={box}>` instead. Keys count `i0`, `i1`, … in document order.
 */
export function islandPrerender(renderToString: (node: ReactNode, options: { identifierPrefix: string }) => string): IslandPrerender {
  let count = 0;
  const render = <N extends IslandName>(island: IslandToRender<N>): ReactNode => {
    const key = `i${count++}`;
    // Name, component and props agree by the signature; JSX cannot check a generic component's props.
    const Component = island.component as unknown as ComponentType<object>;
    const pictures = picturesNamedIn(island.props, island.pictures);
    const html = renderToString(
      <IslandRoot settings={island.settings} pictures={pictures}>
        <Component {...(island.props as object)} />
      </IslandRoot>,
      { identifierPrefix: `${key}-` },
    );
    const markup = {
      "data-island": island.name,
      "data-when": ISLANDS[island.name].when,
      "data-key": key,
      dangerouslySetInnerHTML: { __html: html },
    };
    return (
      <>
        {/* React's own rendering of the island (escaped as React escapes everything), not content HTML. */}
        {island.box === undefined ? <site-island {...markup} /> : <div className={island.box} {...markup} />}
        <script type="application/json" data-island-props={key} dangerouslySetInnerHTML={{ __html: jsonForScript(island.props) }} />
        {pictures && (
          <script type="application/json" data-island-pictures={key} dangerouslySetInnerHTML={{ __html: jsonForScript(pictures) }} />
        )}
      </>
    );
  };
  return { render, count: () => count };
}

/**
 * The sets among `sets` of the pictures `value` names (any string at any depth equal to a picture's
 * path): what an island's props need, so its picture sets travel with them to the browser. Undefined
 * when they name none.
 */
function picturesNamedIn(value: unknown, sets: PictureSets): PictureSets | undefined {
  const named: PictureSets = {};
  const visit = (item: unknown) => {
    if (typeof item === "string") {
      if (Object.hasOwn(sets, item)) named[item] = sets[item]!;
    } else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === "object") Object.values(item).forEach(visit);
  };
  visit(value);
  return Object.keys(named).length > 0 ? named : undefined;
}

/** The JSON of an island's props as the text of a `<script type="application/json">`: `<` is escaped, so no text closes the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The page's island settings as JSON, once, after its last island; nothing on a page without islands.
 * Render it last in the page body, after every block, header and footer.
 */
export function IslandSettingsScript() {
  const prerender = use(IslandPrerenderContext);
  const settings = useSiteSettings();
  if (!prerender || prerender.count() === 0) return null;
  return (
    <script
      type="application/json"
      id={ISLAND.settingsId}
      dangerouslySetInnerHTML={{ __html: jsonForScript(islandSettingsOf(settings)) }}
    />
  );
}
