import { useEffect, useRef, useState, type RefObject } from "react";
import type Swiper from "swiper";
import { useHydrated } from "../useHydrated.ts";
import type { Autoplay, PauseReason } from "./load-swiper.ts";

/** What the visitor does inside the carousel that holds it (the tab being hidden is autoplay's own). */
type Attention = Exclude<PauseReason, "hidden">;

/** What {@link useSwiper} starts Swiper with. */
export interface SwiperOptions {
  /**
   * Where the visitor's attention pauses autoplay: the mouse pointer resting anywhere inside it, or
   * keyboard focus inside it (or in a dialog opened from it). The carousel's whole region, or a larger
   * element whose content changes with the slides (the hero's banner, whose words and buttons do).
   */
  root: RefObject<HTMLElement | null>;
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
 * pauses while the mouse pointer rests on `root` or keyboard focus is inside it, and resumes when
 * they leave, unless the visitor pressed pause (see {@link usePauseWhileInside}). Swiper is destroyed
 * when the carousel unmounts or its timings change.
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

  const inside = usePauseWhileInside(root, multiple, autoplay);

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
      for (const reason of inside.current) started.autoplay.pause(reason);
      started.swiper.on("slideChange", (s) => onSlideChange.current?.(s.activeIndex));
    });
    return () => {
      cancelled = true;
      autoplay.current?.destroy();
      autoplay.current = null;
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [hydrated, multiple, container, delayMs, speedMs, effect, inside]);

  const toggle = () => {
    if (playing) autoplay.current?.stop();
    else autoplay.current?.start();
    setPlaying(!playing);
  };
  return { swiper, hydrated, playing, toggle };
}

/** An open modal dialog holds `node`. */
function inOpenDialog(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest("dialog[open]") !== null;
}

/**
 * Pauses autoplay while the mouse pointer rests on `root` or keyboard focus is inside it, and resumes
 * it when they leave (a stopped autoplay stays stopped). Focus that moves into a modal dialog opened
 * from `root` (a slide's video) keeps it paused, however long the dialog stays open: closing the dialog
 * gives focus back to its button, which is then still on the page, showing the same slide. A pointer
 * or focus already there when the carousel hydrates holds it too. Returns what holds now, for an
 * autoplay that starts later (Swiper loads after hydration).
 */
function usePauseWhileInside(
  root: RefObject<HTMLElement | null>,
  multiple: boolean,
  autoplay: RefObject<Autoplay | null>,
): RefObject<Set<Attention>> {
  const inside = useRef(new Set<Attention>());
  useEffect(() => {
    const element = root.current;
    if (!element || !multiple) return;
    const held = inside.current;
    const pause = (reason: Attention) => {
      held.add(reason);
      autoplay.current?.pause(reason);
    };
    const resume = (reason: Attention) => {
      held.delete(reason);
      autoplay.current?.resume(reason);
    };
    const onPointerEnter = (event: PointerEvent) => event.pointerType === "mouse" && pause("pointer");
    const onPointerLeave = (event: PointerEvent) => event.pointerType === "mouse" && resume("pointer");
    const onFocusIn = () => pause("focus");
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null) || inOpenDialog(event.relatedTarget)) return;
      resume("focus");
    };
    // Focus that went from here into a dialog and then, the dialog closed, somewhere else on the page.
    const onPageFocusIn = (event: FocusEvent) => {
      if (held.has("focus") && !element.contains(event.target as Node | null) && !inOpenDialog(event.target)) resume("focus");
    };
    element.addEventListener("pointerenter", onPointerEnter);
    element.addEventListener("pointerleave", onPointerLeave);
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    document.addEventListener("focusin", onPageFocusIn);
    // The pointer or focus may have arrived before the carousel's script ran: no enter event is coming for them.
    if (window.matchMedia("(hover: hover)").matches && element.matches(":hover")) pause("pointer");
    if (element.contains(document.activeElement)) pause("focus");
    return () => {
      element.removeEventListener("pointerenter", onPointerEnter);
      element.removeEventListener("pointerleave", onPointerLeave);
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
      document.removeEventListener("focusin", onPageFocusIn);
      held.clear();
    };
  }, [root, multiple, autoplay]);
  return inside;
}
