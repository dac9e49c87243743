import { use, type ComponentType, type ReactNode } from "react";
import { islandSettingsOf, useSiteSettings } from "../shared/site-context.tsx";
import { IslandPrerenderContext, IslandRoot, type IslandPrerender, type IslandToRender } from "./Island.tsx";
import { ISLANDS, type IslandName } from "./island-table.ts";
import { ISLAND } from "./markup.ts";

/**
 * A fresh {@link IslandPrerender} for one page, around React's `renderToString` (entry.server passes
 * it, so neither it nor this module reaches the browser). Each island becomes
 * `<site-island data-island="name" data-when="…" data-key="iN">` (its `when` from the island table)
 * holding the component's HTML, rendered as its own React root with `identifierPrefix: "iN-"`, then
 * `<script type="application/json" data-island-props="iN">` with its props; with `box`, its element is
 * a `<div class={box}>` instead. Keys count `i0`, `i1`, … in document order.
 */
export function islandPrerender(renderToString: (node: ReactNode, options: { identifierPrefix: string }) => string): IslandPrerender {
  let count = 0;
  const render = <N extends IslandName>(island: IslandToRender<N>): ReactNode => {
    const key = `i${count++}`;
    // Name, component and props agree by the signature; JSX cannot check a generic component's props.
    const Component = island.component as unknown as ComponentType<object>;
    const html = renderToString(
      <IslandRoot settings={island.settings}>
        <Component {...(island.props as object)} />
      </IslandRoot>,
      { identifierPrefix: `${key}-` },
    );
    const markup = { "data-island": island.name, "data-when": ISLANDS[island.name].when, "data-key": key, dangerouslySetInnerHTML: { __html: html } };
    return (
      <>
        {/* React's own rendering of the island (escaped as React escapes everything), not content HTML. */}
        {island.box === undefined ? <site-island {...markup} /> : <div className={island.box} {...markup} />}
        <script type="application/json" data-island-props={key} dangerouslySetInnerHTML={{ __html: jsonForScript(island.props) }} />
      </>
    );
  };
  return { render, count: () => count };
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
  return <script type="application/json" id={ISLAND.settingsId} dangerouslySetInnerHTML={{ __html: jsonForScript(islandSettingsOf(settings)) }} />;
}
