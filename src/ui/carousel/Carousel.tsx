import { useEffect, useRef, useState, type ReactNode } from "react";
import type Swiper from "swiper";
import { useHydrated } from "../useHydrated.ts";
import "swiper/css";
import "swiper/css/effect-fade";
import "./carousel.css";

/** Settings of one carousel (docs/product.md, Behaviours and Constants). */
export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. 'Highlights'. */
  label: string;
  /** The slides, in order; the first is the one in the prerendered HTML. */
  slides: ReactNode[];
  /** Time each slide stays, in ms (hero 5000, testimonials 8000, event popup 3000). */
  delayMs: number;
  /** Transition length, in ms. Default 600. */
  speedMs?: number;
  /** `fade` (one slide at a time, cross-fading) or `slide`. Default `fade`. */
  effect?: "fade" | "slide";
  /** Show previous/next arrows. Default false. */
  arrows?: boolean;
  /** Colour of the controls over the slides: `light` on photos, `dark` on pale backgrounds. */
  tone?: "light" | "dark";
  className?: string;
}

/**
 * A carousel on Swiper, built so the page works before and without it: the markup (Swiper's
 * `.swiper > .swiper-wrapper > .swiper-slide`) is prerendered with the first slide showing, and
 * Swiper itself is imported only after hydration, only by pages that have a carousel of two or
 * more slides. Autoplay runs every `delayMs`, keeps going after interaction, pauses while the
 * pointer is over it or focus is inside it, never starts under `prefers-reduced-motion`, and a
 * visible pause/play button (WCAG 2.2.2) stops and restarts it. Controls appear only once they work.
 */
export function Carousel(props: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(true);
  // What Swiper's start reads, set by the effect below so it always has the latest state.
  const playingRef = useRef(playing);
  useEffect(() => {
    playingRef.current = playing;
  }, [playing]);
  const multiple = props.slides.length > 1;
  const arrows = Boolean(props.arrows) && multiple;

  useEffect(() => {
    if (!hydrated || !multiple || !container.current) return;
    let cancelled = false;
    const startPaused = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    void import("./load-swiper.ts").then(({ createSwiper }) => {
      if (cancelled || !container.current) return;
      if (startPaused) setPlaying(false);
      swiper.current = createSwiper({
        element: container.current,
        delayMs: props.delayMs,
        speedMs: startPaused ? 0 : (props.speedMs ?? 600),
        effect: props.effect ?? "fade",
        paused: startPaused || !playingRef.current,
      });
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, false);
      swiper.current = null;
    };
  }, [hydrated, multiple, props.delayMs, props.speedMs, props.effect]);

  // Pause while keyboard focus is inside, resume when it leaves (unless the visitor pressed pause).
  useEffect(() => {
    const element = root.current;
    if (!element || !multiple) return;
    const onFocusIn = () => swiper.current?.autoplay.pause();
    const onFocusOut = (event: FocusEvent) => {
      if (element.contains(event.relatedTarget as Node | null)) return;
      if (playingRef.current) swiper.current?.autoplay.resume();
    };
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [multiple]);

  const toggle = () => {
    const autoplay = swiper.current?.autoplay;
    if (playing) autoplay?.stop();
    else autoplay?.start();
    setPlaying(!playing);
  };

  const showControls = hydrated && multiple;
  const isPlaying = playing;
  return (
    <div ref={root} className={`carousel carousel-${props.tone ?? "light"} ${props.className ?? ""}`.trim()} role="region" aria-roledescription="carousel" aria-label={props.label}>
      <div ref={container} className="swiper">
        {/* Slides are announced as they change only while paused: a rotating carousel would talk over the page (WAI carousel pattern). */}
        <div className="swiper-wrapper" aria-live={showControls && !isPlaying ? "polite" : "off"}>
          {props.slides.map((slide, i) => (
            <div
              key={i}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${props.slides.length}`}
              // Keyboard focus reaching a slide's link or button brings that slide into view.
              onFocus={() => swiper.current?.slideTo(i)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {multiple && (
        <div className="carousel-controls" hidden={!showControls}>
          {arrows && (
            <button type="button" className="carousel-button carousel-prev" aria-label="Previous slide" onClick={() => swiper.current?.slidePrev()}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M15 5l-7 7 7 7" />
              </svg>
            </button>
          )}
          <button type="button" className="carousel-button carousel-toggle" onClick={toggle} aria-label={isPlaying ? `Pause ${props.label}` : `Play ${props.label}`} aria-pressed={!isPlaying}>
            {isPlaying ? (
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M8 5v14M16 5v14" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M8 5l11 7-11 7z" className="carousel-fill" />
              </svg>
            )}
          </button>
          {arrows && (
            <button type="button" className="carousel-button carousel-next" aria-label="Next slide" onClick={() => swiper.current?.slideNext()}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M9 5l7 7-7 7" />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
