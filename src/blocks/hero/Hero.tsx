import { BLOCK_DEFAULTS, type HeroBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import { Carousel } from "../../ui/carousel/Carousel.tsx";
import { PictureSources, usePictureSet } from "../../ui/Picture.tsx";
import "./hero.css";

type Slide = HeroBlock["slides"][number];

/** Where a slide shows its desktop/tablet picture; narrower windows show its picture for phones. */
export const HERO_WIDE = "(min-width: 768px)";
/** The slide's rendered width: the banner spans the window at every width. */
export const HERO_SIZES = "100vw";

/**
 * The page's top banner (docs/product.md, Hero carousels): the page's h1 over a fade carousel of
 * slides, each a <picture> with the mobile image up to 767 px and the desktop/tablet image from
 * 768 px, each also as AVIF and WebP at the widths the build made (see `PictureSet`) when it is a raster picture. The first slide is prerendered and is the LCP image (eager, high fetch priority); the
 * others load lazily. Several slides autoplay every `autoplayDelay` ms (default 5000), one at a time.
 */
export function Hero(props: HeroBlock) {
  const carousel = props.slides.length > 1;
  const slides = props.slides.map((slide, i) => <HeroSlide key={i} slide={slide} first={i === 0} caption={carousel} />);
  return (
    <section id={props.id} className={carousel ? "hero hero-has-carousel" : "hero"} aria-labelledby="page-title">
      {/* Text first: screen readers and the Tab key meet the heading and its buttons before the slides' pause button, as the eye does. */}
      <div className="container hero-content">
        {props.eyebrow && <p className="eyebrow hero-eyebrow">{props.eyebrow}</p>}
        <h1 id="page-title">{props.heading}</h1>
        {props.text && <p className="hero-text">{props.text}</p>}
        <ActionRow actions={props.actions} context={props.heading} />
      </div>
      <div className="hero-media">
        {carousel ? (
          <Carousel
            label={`${props.heading}: slides`}
            slides={slides}
            delayMs={props.autoplayDelay ?? BLOCK_DEFAULTS.hero.autoplayDelay}
            effect="fade"
            speedMs={800}
            tone="light"
            className="hero-carousel"
          />
        ) : (
          slides[0]
        )}
      </div>
    </section>
  );
}

/**
 * One slide: its picture, and under it (in the carousel's bar, never over the art) its caption, which
 * names the slide's topic. A single-slide hero shows no caption: there it would only repeat the page
 * title beside it.
 */
function HeroSlide(props: { slide: Slide; first: boolean; caption: boolean }) {
  const { slide, first } = props;
  const desktop = usePictureSet(slide.srcDesktopTablet);
  const mobile = usePictureSet(slide.srcMobile);
  return (
    <div className="hero-slide">
      <picture>
        <PictureSources set={desktop} sizes={HERO_SIZES} media={HERO_WIDE} width={1440} height={560} />
        <source media={HERO_WIDE} srcSet={slide.srcDesktopTablet} width={1440} height={560} />
        <PictureSources set={mobile} sizes={HERO_SIZES} />
        {first ? (
          <img src={slide.srcMobile} alt={slide.alt} width={750} height={900} fetchPriority="high" loading="eager" decoding="sync" />
        ) : (
          <img src={slide.srcMobile} alt={slide.alt} width={750} height={900} loading="lazy" decoding="async" />
        )}
      </picture>
      {props.caption && slide.section && <p className="hero-caption">{slide.section}</p>}
    </div>
  );
}
