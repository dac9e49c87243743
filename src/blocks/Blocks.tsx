import { Suspense, type ComponentType } from "react";
import type { Block } from "../content/model.ts";
import { registry } from "./registry.ts";

/**
 * Renders a page's blocks top to bottom, each with the component the registry maps its type to.
 * Each block has its own Suspense boundary: a block whose code is still loading keeps its
 * prerendered HTML (or shows nothing on a client-side navigation) without holding up the others.
 */
export function Blocks(props: { blocks: readonly Block[] }) {
  return (
    <>
      {props.blocks.map((block, i) => {
        // The registry's type guarantees each component accepts its own block; the union needs widening here.
        const Component = registry[block.type] as ComponentType<Block>;
        return (
          <Suspense key={`${block.type}-${i}`} fallback={null}>
            <Component {...block} />
          </Suspense>
        );
      })}
    </>
  );
}
