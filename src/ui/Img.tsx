import { createContext, use } from "react";
import type { Image } from "../types/schema.generated.ts";

/**
 * True inside the first blocks of a page (see `Blocks`): their images are likely on the first
 * screen, often the page's LCP element, so they load at once instead of lazily.
 */
export const FirstScreenContext = createContext(false);

/**
 * An <img> for a content image with its intrinsic width and height (read from the SVG at build),
 * lazy-loaded unless `priority` marks it as the page's main (LCP) image (eager, high priority) or it
 * sits in the page's first blocks ({@link FirstScreenContext}: eager).
 */
export function Img(props: { image: Image; className?: string; priority?: boolean; sizes?: string }) {
  const { image } = props;
  const firstScreen = use(FirstScreenContext);
  const eager = props.priority || firstScreen;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={props.className}
      loading={eager ? "eager" : "lazy"}
      decoding={props.priority ? "sync" : "async"}
      fetchPriority={props.priority ? "high" : undefined}
    />
  );
}
