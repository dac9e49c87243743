import type { Image, LogoStripBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { useHeadingId } from "../../ui/Section.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import "./logoStrip.css";

/**
 * A strip of logos (the home page's technology partners, docs/product.md, Routes and screens): an optional heading set as
 * a small label, then the logos in one centred row that wraps on narrow screens (three and two on a
 * phone for five logos). Each logo's alt text names the company; a logo with `href` is a link whose
 * name is that alt text (for example to /partners#Odoo). Logos show in grey and take their own
 * colours on hover or keyboard focus, so the row reads as one quiet band. The list is labelled by the
 * heading, or "Logos" without one. A prerendered block: no JavaScript.
 */
export function LogoStrip(props: LogoStripBlock) {
  const headingId = useHeadingId(props.id);
  const Title = props.headingLevel === 3 ? "h3" : "h2";
  return (
    <section
      id={props.id}
      className={`logo-strip bg-${props.background ?? "white"}`}
      aria-labelledby={props.heading ? headingId : undefined}
      aria-label={props.heading ? undefined : "Logos"}
    >
      <div className="container">
        {props.heading && (
          <Title id={headingId} className="logo-strip-title">
            {props.heading}
          </Title>
        )}
        <ul className="logo-strip-list">
          {props.logos.map((logo, i) => (
            <li key={i} className="logo-strip-item">
              <Logo image={logo.image} href={logo.href} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * One logo as the strip shows it (and the logo wall, for customers with a logo): grey until hovered or
 * focused, 96 px wide on phones, 112 px from 768 px and 150 px from 1200 px; with `href`, a link named by
 * the picture's alt text.
 */
export function Logo(props: { image: Image; href?: string }) {
  const logo = <Img image={props.image} className="logo-strip-logo" sizes="(min-width: 1200px) 150px, (min-width: 768px) 112px, 96px" />;
  return props.href ? (
    <SmartLink href={props.href} className="logo-strip-link">
      {logo}
    </SmartLink>
  ) : (
    logo
  );
}
