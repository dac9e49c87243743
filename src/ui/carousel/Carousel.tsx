import { useRef, type ReactNode, type RefObject } from "react";
import { CarouselControls } from "./CarouselControls.tsx";
import { useSwiper } from "./useSwiper.ts";
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
  /** Each slide's name after its position ("2 of 3: Staffing services"), announced with the slide; none by default. */
  slideLabels?: readonly (string | undefined)[];
  /** Called with the index of the slide now showing, each time it changes (after hydration only). */
  onSlideChange?: (index: number) => void;
  /**
   * The element where the mouse pointer or keyboard focus pauses autoplay, when more than the carousel
   * changes with its slides (the hero's banner, whose headline and buttons do); the carousel by default.
   */
  pausesWithin?: RefObject<HTMLElement | null>;
}

/**
 * A carousel on Swiper, built so the page works before and without it: the markup (Swiper's
 * `.swiper > .swiper-wrapper > .swiper-slide`) is prerendered with the first slide showing, and
 * Swiper itself is imported only after hydration, only by pages that have a carousel of two or
 * more slides. Autoplay runs every `delayMs`, keeps going after interaction, pauses while the
 * pointer is over it or focus is inside it (or `pausesWithin`, or a dialog opened from there), never
 * starts under `prefers-reduced-motion`, and a visible pause/play button (WCAG 2.2.2) stops and
 * restarts it. Controls appear only once they work.
 */
export function Carousel(props: CarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const multiple = props.slides.length > 1;
  const { swiper, hydrated, playing, toggle } = useSwiper({
    root: props.pausesWithin ?? root,
    container,
    multiple,
    delayMs: props.delayMs,
    speedMs: props.speedMs,
    effect: props.effect ?? "fade",
    onSlideChange: props.onSlideChange,
  });
  const showControls = hydrated && multiple;
  return (
    <div
      ref={root}
      className={`carousel carousel-${props.tone ?? "light"} ${props.className ?? ""}`.trim()}
      role="region"
      aria-roledescription="carousel"
      aria-label={props.label}
    >
      <div ref={container} className="swiper">
        {/* Slides are announced as they change only while paused: a rotating carousel would talk over the page (WAI carousel pattern). */}
        <div className="swiper-wrapper" aria-live={showControls && !playing ? "polite" : "off"}>
          {props.slides.map((slide, i) => (
            <div
              key={i}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, props.slides.length, props.slideLabels?.[i])}
              // Keyboard focus reaching a slide's link or button brings that slide into view.
              onFocus={() => swiper.current?.slideTo(i)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {multiple && (
        <CarouselControls
          label={props.label}
          ready={showControls}
          arrows={Boolean(props.arrows)}
          playing={playing}
          onToggle={toggle}
          onPrevious={() => swiper.current?.slidePrev()}
          onNext={() => swiper.current?.slideNext()}
        />
      )}
    </div>
  );
}

/** A slide's accessible name: its position, and its own name when it has one ("2 of 3: Staffing services"). */
function slideLabel(index: number, total: number, name: string | undefined): string {
  const position = `${index + 1} of ${total}`;
  return name?.trim() ? `${position}: ${name.trim()}` : position;
}
