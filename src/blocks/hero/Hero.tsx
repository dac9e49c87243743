import type { HeroBlock } from "../../types/schema.generated.ts";
import { ActionRow } from "../../ui/ActionButton.tsx";
import "./hero.css";

/**
 * The page's top banner (spec section 2, Hero carousels): the page's h1 over the first slide,
 * a <picture> with the mobile image up to 767 px and the desktop/tablet image from 768 px.
 * The first slide is the LCP image, loaded eagerly with high fetch priority.
 */
export function Hero(props: HeroBlock) {
  const slide = props.slides[0]!;
  return (
    <section id={props.id} className="hero" aria-labelledby="page-title">
      <div className="hero-media">
        <picture>
          <source media="(min-width: 768px)" srcSet={slide.srcDesktopTablet} width={1440} height={560} />
          <img src={slide.srcMobile} alt={slide.alt} width={750} height={900} fetchPriority="high" loading="eager" decoding="sync" />
        </picture>
        {slide.section && <p className="hero-caption">{slide.section}</p>}
      </div>
      <div className="container hero-content">
        {props.eyebrow && <p className="eyebrow hero-eyebrow">{props.eyebrow}</p>}
        <h1 id="page-title">{props.heading}</h1>
        {props.text && <p className="hero-text">{props.text}</p>}
        <ActionRow actions={props.actions} />
      </div>
    </section>
  );
}
