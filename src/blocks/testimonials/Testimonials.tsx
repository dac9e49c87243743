import { BLOCK_DEFAULTS, type TestimonialsBlock } from "../../types/schema.generated.ts";
import { Carousel } from "../../ui/carousel/Carousel.tsx";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./testimonials.css";

/**
 * Customer quotes (docs/product.md, Home and Behaviours: the rotating testimonial carousel): one <figure>
 * card at a time, the quote in a <blockquote> under a large decorative quotation mark and a
 * <figcaption> with the round portrait, the name and the position. Two or more quotes rotate in the
 * shared Carousel every `autoplayDelay` ms (default 8000) with a `speed` ms slide (default 500), with
 * previous/next and pause buttons. The prerendered HTML shows the first quote; every slide is as
 * tall as the tallest, so nothing moves when the carousel starts. Sky background by default.
 */
export function Testimonials(props: TestimonialsBlock) {
  const generatedId = useHeadingId(props.id);
  const headingId = props.heading ? generatedId : undefined;
  const slides = props.items.map((item, i) => (
    <figure key={i} className="testimonials-card">
      <span className="testimonials-mark" aria-hidden="true">
        “
      </span>
      <blockquote className="testimonials-quote">
        <p>
          <InlineText text={item.text} />
        </p>
      </blockquote>
      <figcaption className="testimonials-caption">
        <Img image={item.image} className="testimonials-portrait" />
        <span className="testimonials-person">
          <span className="testimonials-name">{item.name}</span>
          <span className="testimonials-position">{item.position}</span>
        </span>
      </figcaption>
    </figure>
  ));
  const background = props.background ?? "sky";
  return (
    <Section id={props.id} background={background} className="testimonials center" labelledBy={headingId}>
      {props.heading && (
        <Heading level={props.headingLevel} id={headingId}>
          {props.heading}
        </Heading>
      )}
      <Carousel
        label="Customer testimonials"
        slides={slides}
        delayMs={props.autoplayDelay ?? BLOCK_DEFAULTS.testimonials.autoplayDelay}
        speedMs={props.speed ?? BLOCK_DEFAULTS.testimonials.speed}
        effect="slide"
        arrows
        tone={background === "navy" ? "light" : "dark"}
        className="testimonials-carousel"
      />
    </Section>
  );
}
