import { preload } from "react-dom";
import type { PictureSets } from "../../shared/model.ts";
import type { HeroBlock } from "../../types/schema.generated.ts";
import { HERO_SIZES, HERO_WIDE } from "./Hero.tsx";

/**
 * Preloads the hero's first slide, the page's LCP image, in the page's `<head>`: each variant only
 * where its `<source>` would pick it, so the browser fetches it before it has parsed the body; a raster
 * picture the build encoded (`sets`, by path) as its AVIF sources (`imagesrcset`, `imagesizes`), which
 * every browser that preloads AVIF picks over the original. Call while rendering the page itself (the
 * registry does), not inside an island's own render, whose resources never reach the page's head. A
 * module of its own, so the hero's island code in the browser does not carry `react-dom`'s resource
 * functions.
 */
export function preloadHeroImage(hero: HeroBlock, sets: PictureSets = {}): void {
  const slide = hero.slides[0];
  if (!slide) return;
  const variant = (src: string, media: string) => {
    const set = Object.hasOwn(sets, src) ? sets[src] : undefined;
    preload(
      src,
      set
        ? { as: "image", fetchPriority: "high", media, imageSrcSet: set.avif, imageSizes: HERO_SIZES, type: "image/avif" }
        : { as: "image", fetchPriority: "high", media },
    );
  };
  variant(slide.srcMobile, "(max-width: 767.98px)");
  variant(slide.srcDesktopTablet, HERO_WIDE);
}
