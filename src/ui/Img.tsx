import { createContext, use } from "react";
import { preload } from "react-dom";
import type { Image } from "../types/schema.generated.ts";
import { PictureSources, useLcpClaim, usePictureSet } from "./Picture.tsx";

/**
 * True inside the first blocks of a page (see `Blocks`): their images are likely on the first
 * screen, often the page's LCP element, so they load at once instead of lazily.
 */
export const FirstScreenContext = createContext(false);

/**
 * A content image with its intrinsic width and height (read from the file at build). A raster
 * picture the build encoded (see `PictureSet`) is a `<picture>` with AVIF and WebP sources for
 * `sizes` (its rendered width by window width; `100vw` unless given) and the original as its `<img>`.
 * The page's main (LCP) picture, `priority` or the first picture of the page's first blocks
 * ({@link FirstScreenContext}), is preloaded in the page's head and fetched at high priority; other
 * first-screen pictures load at once; every other one lazily, decoded off the main thread.
 * The preload is written while the page is rendered on the server (`import.meta.env.SSR`): in the
 * browser an island's pictures are in the HTML already, and the islands' code (on every page with
 * islands) then carries none of `react-dom`'s resource functions (0.3 KB gzipped).
 */
export function Img(props: { image: Image; className?: string; priority?: boolean; sizes?: string }) {
  const { image } = props;
  const firstScreen = use(FirstScreenContext);
  const lcp = useLcpClaim(firstScreen) || props.priority === true;
  const set = usePictureSet(image.src);
  const sizes = props.sizes ?? "100vw";
  if (lcp && import.meta.env.SSR)
    preload(
      image.src,
      set
        ? { as: "image", fetchPriority: "high", imageSrcSet: set.avif, imageSizes: sizes, type: "image/avif" }
        : { as: "image", fetchPriority: "high" },
    );
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={props.className}
      loading={lcp || firstScreen ? "eager" : "lazy"}
      decoding={lcp ? "sync" : "async"}
      fetchPriority={lcp ? "high" : undefined}
    />
  );
  if (!set) return img;
  return (
    <picture>
      <PictureSources set={set} sizes={sizes} />
      {img}
    </picture>
  );
}
