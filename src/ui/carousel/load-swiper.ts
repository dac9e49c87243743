import Swiper from "swiper";
import { Autoplay, EffectFade } from "swiper/modules";

/** What {@link createSwiper} needs: the `.swiper` element and the carousel's timings. */
export interface SwiperSetup {
  element: HTMLElement;
  /** Time each slide stays, in ms. */
  delayMs: number;
  /** Length of the transition between slides, in ms. */
  speedMs: number;
  effect: "fade" | "slide";
  /** Start without autoplay (the visitor prefers reduced motion or pressed pause). */
  paused: boolean;
}

/**
 * Starts Swiper on prerendered carousel markup, with only the modules the site uses (autoplay and
 * fade). Autoplay keeps going after the visitor interacts (docs/product.md, Behaviours) and pauses while the
 * pointer is over the carousel. Loaded on demand, so pages without a carousel never download Swiper.
 * Not Swiper's a11y module (1.8 KB): the roles and names are in the prerendered markup, and the
 * carousel itself announces slides when paused and follows keyboard focus (Carousel.tsx). Not its
 * navigation module (1.5 KB) either: the carousel's arrows call `slidePrev` and `slideNext` themselves,
 * and with `rewind` they never need the module's disabled states.
 */
export function createSwiper(setup: SwiperSetup): Swiper {
  const swiper = new Swiper(setup.element, {
    modules: [Autoplay, EffectFade],
    effect: setup.effect,
    fadeEffect: { crossFade: true },
    slidesPerView: 1,
    speed: setup.speedMs,
    rewind: true,
    autoHeight: false,
    autoplay: { delay: setup.delayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
  });
  if (setup.paused) swiper.autoplay.stop();
  return swiper;
}
