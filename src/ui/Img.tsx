import type { Image } from "../types/schema.generated.ts";

/**
 * An <img> for a content image with its intrinsic width and height (read from the SVG at build),
 * lazy-loaded unless `priority` marks it as the page's main (LCP) image.
 */
export function Img(props: { image: Image; className?: string; priority?: boolean; sizes?: string }) {
  const { image } = props;
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={props.className}
      loading={props.priority ? "eager" : "lazy"}
      decoding={props.priority ? "sync" : "async"}
      fetchPriority={props.priority ? "high" : undefined}
    />
  );
}
