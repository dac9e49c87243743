import Swiper from "swiper";
import { EffectFade } from "swiper/modules";

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
 * Why autoplay waits: the pointer rests on the carousel, keyboard focus is inside it (both told by the
 * carousel, see useSwiper.ts), or the tab is hidden.
 */
export type PauseReason = "pointer" | "focus" | "hidden";

/**
 * A carousel's autoplay: the next slide every `delayMs` ms (after the last, the first). Stopped by the
 * pause button until started again (which plays at once, though the pointer or focus is on the
 * button); paused, keeping the time left, while any {@link PauseReason} holds. A slide change of any
 * kind (a swipe, an arrow, autoplay itself) gives the new slide the whole delay.
 */
export interface Autoplay {
  /** Whether it plays (started and not stopped); it may still be paused. */
  readonly running: boolean;
  start(): void;
  stop(): void;
  pause(reason: PauseReason): void;
  resume(reason: PauseReason): void;
  /** Stops for good and removes its listeners. */
  destroy(): void;
}

/**
 * Starts Swiper on prerendered carousel markup, with the one module the site uses (fade), and its
 * autoplay ({@link Autoplay}): it keeps going after the visitor interacts (docs/product.md, Behaviours)
 * and pauses while the tab is hidden, or while the carousel says the pointer or focus is on it. Loaded
 * on demand, so pages without a carousel never download Swiper. Not Swiper's autoplay module: to
 * report the time left, it asks for an animation frame at every screen refresh for as long as it
 * plays, so a page with a carousel kept a tenth of a core busy while it sat open. Not Swiper's a11y
 * module (1.8 KB): the roles and names are in the prerendered markup, and the carousel itself
 * announces slides when paused and follows keyboard focus (Carousel.tsx). Not its navigation module
 * (1.5 KB) either: the carousel's arrows call `slidePrev` and `slideNext` themselves, and with
 * `rewind` they never need the module's disabled states.
 */
export function createSwiper(setup: SwiperSetup): { swiper: Swiper; autoplay: Autoplay } {
  const swiper = new Swiper(setup.element, {
    modules: [EffectFade],
    effect: setup.effect,
    fadeEffect: { crossFade: true },
    slidesPerView: 1,
    speed: setup.speedMs,
    rewind: true,
    autoHeight: false,
  });
  return { swiper, autoplay: startAutoplay(swiper, setup) };
}

/** The {@link Autoplay} of `swiper`, started unless `setup.paused`. */
function startAutoplay(swiper: Swiper, setup: SwiperSetup): Autoplay {
  let running = false;
  const reasons = new Set<PauseReason>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  let left = setup.delayMs;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  // Counts down what is left of the slide's time, when playing and nothing pauses it.
  const schedule = () => {
    clear();
    if (!running || reasons.size) return;
    dueAt = Date.now() + left;
    timer = setTimeout(() => {
      timer = undefined;
      swiper.slideNext();
    }, left);
  };
  const hold = () => {
    if (timer !== undefined) left = Math.max(0, dueAt - Date.now());
    clear();
  };
  const onSlideChange = () => {
    left = setup.delayMs;
    schedule();
  };
  const onVisibility = () => (document.hidden ? autoplay.pause("hidden") : autoplay.resume("hidden"));

  const autoplay: Autoplay = {
    get running() {
      return running;
    },
    start() {
      running = true;
      // Play was pressed: it plays now, though the pointer or focus is on the button, inside the carousel.
      reasons.delete("pointer");
      reasons.delete("focus");
      left = setup.delayMs;
      schedule();
    },
    stop() {
      running = false;
      clear();
    },
    pause(reason) {
      if (!reasons.size) hold();
      reasons.add(reason);
    },
    resume(reason) {
      if (reasons.delete(reason)) schedule();
    },
    destroy() {
      autoplay.stop();
      swiper.off("slideChange", onSlideChange);
      document.removeEventListener("visibilitychange", onVisibility);
    },
  };
  swiper.on("slideChange", onSlideChange);
  document.addEventListener("visibilitychange", onVisibility);
  if (document.hidden) reasons.add("hidden");
  if (!setup.paused) autoplay.start();
  return autoplay;
}
