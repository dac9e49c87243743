import { Suspense, type ComponentType } from "react";
import type { Block } from "../shared/model.ts";
import { shownBlocks } from "../shared/sections.ts";
import { useSiteSettings } from "../shared/site-context.tsx";
import { FirstScreenContext } from "../ui/Img.tsx";
import { LcpClaimProvider } from "../ui/Picture.tsx";
import { registry } from "./registry.tsx";

/** How many blocks from the top count as the first screen, whose images load eagerly (a page header and the block under it). */
const FIRST_SCREEN_BLOCKS = 2;

/**
 * Renders a page's blocks top to bottom, each with the component the registry maps its type to;
 * images in the first {@link FIRST_SCREEN_BLOCKS} blocks load eagerly, the first of them (the hero's
 * first slide, or the topmost picture) preloaded at high priority as the page's LCP picture. A section with nothing to show
 * in this build is left out, with the page's icon links to it (see `shownBlocks`: the video list of
 * a site built without the video API key).
 * Each block has its own Suspense boundary: a block whose code is still loading keeps its
 * prerendered HTML (or shows nothing on a client-side navigation) without holding up the others.
 * With `initialSection` (an alias route's section id, docs/product.md, Routes and screens), an empty
 * marker before that block's section asks the browser to open the page scrolled to it, at the page's
 * anchor offset, from the first paint (CSS `scroll-initial-target`, see `.initial-scroll-target`);
 * that section alone is then the first screen, its first picture the LCP picture, and the blocks
 * above it (the hero among them) load their pictures lazily, out of view.
 * An id no block has adds nothing.
 */
export function Blocks(props: { blocks: readonly Block[]; initialSection?: string }) {
  const blocks = shownBlocks(props.blocks, useSiteSettings());
  const opensAt = props.initialSection === undefined ? -1 : blocks.findIndex((block) => "id" in block && block.id === props.initialSection);
  const [firstScreen, firstScreenBlocks] = opensAt < 0 ? [0, FIRST_SCREEN_BLOCKS] : [opensAt, 1];
  return (
    <LcpClaimProvider>
      {blocks.map((block, i) => {
        // The registry's type guarantees each component accepts its own block; the union needs widening here.
        const Component = registry[block.type] as ComponentType<Block>;
        return (
          <FirstScreenContext key={`${block.type}-${i}`} value={i >= firstScreen && i < firstScreen + firstScreenBlocks}>
            {i === opensAt && <span className="initial-scroll-target" aria-hidden="true" />}
            <Suspense fallback={null}>
              <Component {...block} />
            </Suspense>
          </FirstScreenContext>
        );
      })}
    </LcpClaimProvider>
  );
}
