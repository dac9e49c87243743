import { useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import { useHydrated } from "../useHydrated.ts";
import type { Autoplay } from "./load-swiper.ts";

/** What {@link useSwiper} starts Swiper with. */
export interface SwiperOptions {
  /** The carousel's whole region: keyboard focus inside it pauses autoplay. */
  root: RefObject<HTMLDivElement | null>;
  /** The prerendered `.swiper` element Swiper takes over. */
  container: RefObject<HTMLDivElement | null>;
  /** Whether there are two or more slides; with one, Swiper is never loaded. */
  multiple: boolean;
  /** Time each slide stays, in ms. */
  delayMs: number;
  /** Transition length, in ms; undefined is 600. */
  speedMs?: number;
  effect: "fade" | "slide";
  /** Called with the index of the slide now showing, each time it changes. */
  onSlideChange?: (index: number) => void;
}

/** The running carousel, as {@link useSwiper} returns it. */
export interface SwiperControl {
  /** Swiper, once loaded and started; null before, and with one slide. */
  swiper: RefObject<Swiper | null>;
  /** Whether the page has hydrated, so the controls work. */
  hydrated: boolean;
  /** Whether autoplay runs (false under `prefers-reduced-motion` and after pause). */
  playing: boolean;
  /** Pauses a playing carousel, or plays a paused one. */
  toggle: () => void;
}

/**
 * Loads Swiper once the carousel has hydrated (only with two or more slides) and starts it on the
 * prerendered markup: paused under `prefers-reduced-motion`, its transition then instant. Autoplay
 * pauses while keyboard focus is inside `root` and resumes when focus leaves, unless the visitor
 * pressed pause. Swiper is destroyed when the carousel unmounts or its timings change.
 */
export function useSwiper(options: SwiperOptions): SwiperControl {
  const { root, container, multiple, delayMs, speedMs, effect } = options;
  const swiper = useRef<Swiper | null>(null);
  const autoplay = useRef<Autoplay | null>(null);
  // The latest callback, read when a slide changes, so a new function each render does not restart Swiper.
  const onSlideChange = useRef(options.onSlideChange);
  useEffect(() => {
    onSlideChange.current = options.onSlideChange;
  }, [options.onSlideChange]);
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(true);
  // What Swiper's start reads, set by the effect below so it always has the latest state.
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);

  useEffect(() => {
    if (!hydrated || !multiple || !container.current) return;
    let cancelled = false;
    const startPaused = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    void import("./load-swiper.ts").then(({ createSwiper }) => {
      if (cancelled || !container.current) return;
      if (startPaused) setPlaying(false);
      const started = createSwiper({
        element: container.current,
        delayMs,
        speedMs: startPaused ? 0 : (speedMs ?? 600),
        effect,
        paused: startPaused || !playingRef.current,
      });
      swiper.current = started.swiper;
      autoplay.current = started.autoplay;
      started.swiper.on("slideChange", (s) => onSlideChange.current?.(s.activeIndex));
    });
    return () => {
      cancelled = true;
      autoplay.current?.destroy();
      autoplay.current = null;
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [hydrated, multiple, container, delayMs, speedMs, effect]);

  usePauseOnFocus(root, multiple, autoplay);

  const toggle = () => {
    if (playing) autoplay.current?.stop();
    else autoplay.current?.start();
    setPlaying(!playing);
  };
  return { swiper, hydrated, playing, toggle };
}

/** Pauses autoplay while keyboard focus is inside `root`, and resumes it when focus leaves (a stopped autoplay stays stopped). */
function usePauseOnFocus(root: RefObject<HTMLDivElement | null>, multiple: boolean, autoplay: RefObject<Autoplay | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element || !multiple) return;
    const onFocusIn = () => autoplay.current?.pause("focus");
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      autoplay.current?.resume("focus");
    };
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [root, multiple, autoplay]);
}
