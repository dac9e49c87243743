import type { HeroBlock } from "../../types/schema.generated.ts";

/** What one slide of a hero shows beside its picture: its own words, or the hero's. */
export interface SlideWords {
  heading: string;
  text?: string;
  actions?: HeroBlock["actions"];
}

/**
 * Whether a hero rotates its slides: two or more, and every slide after the first has its own heading,
 * so the headline changes with the picture. A hero whose later slides have no heading of their own
 * would change pictures under the same words: it shows its first slide, still (a picture, no island).
 */
export function heroRotates(hero: Pick<HeroBlock, "slides">): boolean {
  return hero.slides.length > 1 && hero.slides.slice(1).every((slide) => Boolean(slide.heading?.trim()));
}

/** The headline, text and buttons shown with slide `index`: the slide's own, each falling back to the hero's. */
export function slideWords(hero: HeroBlock, index: number): SlideWords {
  const slide = hero.slides[index];
  return { heading: slide?.heading ?? hero.heading, text: slide?.text ?? hero.text, actions: slide?.actions ?? hero.actions };
}
