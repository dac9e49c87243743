import { useRef, useState } from "react";
import { BLOCK_DEFAULTS, type HeroBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { Carousel } from "../../ui/carousel/Carousel.tsx";
import { attachDashes } from "../../ui/InlineText.tsx";
import { PictureSources, usePictureSet } from "../../ui/Picture.tsx";
import { heroRotates, slideWords, type SlideWords } from "./rotation.ts";
import "./hero.css";

type Slide = HeroBlock["slides"][number];

/** Where a slide shows its desktop/tablet picture; narrower windows show its picture for phones. */
export const HERO_WIDE = "(min-width: 768px)";
/** The slide's rendered width: the banner spans the window at every width. */
export const HERO_SIZES = "100vw";

/** Where the page opens relative to the hero, as the page's blocks decide (see `Blocks`). */
export interface HeroPlacement {
  /**
   * The page opens below the hero (an alias route, at its section): the first slide loads lazily, as
   * every picture out of view does, instead of first and at high priority as the page's LCP picture.
   */
  offScreen?: boolean;
}

/**
 * The page's top banner (docs/product.md, Hero carousels): the page's h1 over a fade carousel of
 * slides, each a <picture> with the mobile image up to 767 px and the desktop/tablet image from
 * 768 px, each also as AVIF and WebP at the widths the build made (see `PictureSet`) when it is a raster picture. The first slide is prerendered and is the LCP image (eager, high fetch priority); the
 * others load lazily. Slides rotate (every `autoplayDelay` ms, default 5000) only when each one after
 * the first has its own headline ({@link heroRotates}); the headline, text and buttons then change
 * with the slide, at once, never fading through a low contrast, and so does the caption under the
 * art; the mouse pointer resting anywhere on the banner, or keyboard focus in it, holds the slide.
 * Otherwise the hero is its first slide, still.
 */
export function Hero(props: HeroBlock & HeroPlacement) {
  const carousel = heroRotates(props);
  const [active, setActive] = useState(0);
  const banner = useRef<HTMLElement>(null);
  const words = slideWords(props, carousel ? active : 0);
  const shown = carousel ? props.slides : props.slides.slice(0, 1);
  const slides = shown.map((slide, i) => <HeroSlide key={i} slide={slide} priority={i === 0 && !props.offScreen} />);
  const caption = carousel ? props.slides[active]?.section : undefined;
  return (
    <section ref={banner} id={props.id} className={carousel ? "hero hero-has-carousel" : "hero"} aria-labelledby="page-title">
      {/* Text first: screen readers and the Tab key meet the heading and its buttons before the slides' pause button, as the eye does. */}
      <div className="container hero-content">
        {props.eyebrow && <p className="eyebrow hero-eyebrow">{props.eyebrow}</p>}
        <div className="hero-words">
          <div className="hero-words-shown">
            <h1 id="page-title">{attachDashes(words.heading)}</h1>
            {words.text && <p className="hero-text">{attachDashes(words.text)}</p>}
            <ActionRow actions={words.actions} context={words.heading} />
          </div>
          {carousel && props.slides.map((_, i) => i !== active && <WordsSizer key={i} words={slideWords(props, i)} />)}
        </div>
      </div>
      <div className="hero-media">
        {carousel ? (
          <>
            <Carousel
              label={`${props.heading}: slides`}
              slides={slides}
              slideLabels={props.slides.map((_, i) => slideWords(props, i).heading)}
              onSlideChange={setActive}
              // The headline and its buttons change with the slide: the pointer or focus on them pauses it too.
              pausesWithin={banner}
              delayMs={props.autoplayDelay ?? BLOCK_DEFAULTS.hero.autoplayDelay}
              effect="fade"
              speedMs={800}
              tone="light"
              className="hero-carousel"
            />
            {/* One caption in the bar under the art, changed with the slide at once (a caption inside the fading slides would pass through low contrast). */}
            {caption && <p className="hero-caption">{caption}</p>}
          </>
        ) : (
          slides[0]
        )}
      </div>
    </section>
  );
}

/**
 * An invisible copy of another slide's words, in the same place as the shown ones: the words' box is
 * as tall as the tallest slide's, so a slide change never moves the page below (no layout shift).
 * Hidden from everyone (visibility), its buttons drawn as plain shapes that cannot be focused.
 */
function WordsSizer(props: { words: SlideWords }) {
  const { words } = props;
  return (
    <div className="hero-words-sizer" aria-hidden="true">
      <p className="hero-headline">{attachDashes(words.heading)}</p>
      {words.text && <p className="hero-text">{attachDashes(words.text)}</p>}
      {words.actions && words.actions.length > 0 && (
        <div className="action-row">
          {words.actions.map((action, i) => (
            <span key={i} className="button">
              {action.label}
            </span>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * One slide: its picture, the page's LCP picture with `priority` (the caption, naming the slide's
 * topic, is the hero's, in the bar under the art).
 */
function HeroSlide(props: { slide: Slide; priority: boolean }) {
  const { slide, priority } = props;
  const desktop = usePictureSet(slide.srcDesktopTablet);
  const mobile = usePictureSet(slide.srcMobile);
  return (
    <div className="hero-slide">
      <picture>
        <PictureSources set={desktop} sizes={HERO_SIZES} media={HERO_WIDE} width={1440} height={560} />
        <source media={HERO_WIDE} srcSet={slide.srcDesktopTablet} width={1440} height={560} />
        <PictureSources set={mobile} sizes={HERO_SIZES} />
        {priority ? (
          <img src={slide.srcMobile} alt={slide.alt} width={750} height={900} fetchPriority="high" loading="eager" decoding="sync" />
        ) : (
          <img src={slide.srcMobile} alt={slide.alt} width={750} height={900} loading="lazy" decoding="async" />
        )}
      </picture>
    </div>
  );
}
