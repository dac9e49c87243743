import { preload } from "react-dom";
import type { HeroBlock } from "../../types/schema.generated.ts";

/**
 * Preloads the hero's first slide, the page's LCP image, in the page's `<head>`: each variant only
 * where its `<source>` would pick it, so the browser fetches it before it has parsed the body. Call
 * while rendering the page itself (the registry does), not inside an island's own render, whose
 * resources never reach the page's head. A module of its own, so the hero's island code in the
 * browser does not carry `react-dom`'s resource functions.
 */
export function preloadHeroImage(hero: HeroBlock): void {
  const slide = hero.slides[0];
  if (!slide) return;
  preload(slide.srcMobile, { as: "image", fetchPriority: "high", media: "(max-width: 767.98px)" });
  preload(slide.srcDesktopTablet, { as: "image", fetchPriority: "high", media: "(min-width: 768px)" });
}
