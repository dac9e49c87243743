import type { TestimonialsBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";

/**
 * Customer quotes (spec section 2, Home: testimonial carousel), rendered statically as a list of
 * <figure> cards: the quote in a <blockquote> under a large decorative quotation mark, and a
 * <figcaption> with the round portrait, the name and the position. Sky background by default.
 */
export function Testimonials(props: TestimonialsBlock) {
  const generatedId = useHeadingId(props.id);
  const hid = props.heading ? generatedId : undefined;
  return (
    <Section id={props.id} background={props.background ?? "sky"} className="testimonials center" labelledBy={hid}>
      {props.heading && (
        <Heading level={props.headingLevel} id={hid}>
          {props.heading}
        </Heading>
      )}
      <ul className="testimonials-list">
        {props.items.map((item, i) => (
          <li key={i} className="testimonials-item">
            <figure className="testimonials-card">
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
          </li>
        ))}
      </ul>
    </Section>
  );
}
