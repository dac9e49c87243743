import type { Site } from "../types/schema.generated.ts";
import { Img } from "../ui/Img.tsx";
import { SmartLink } from "../ui/SmartLink.tsx";
import { useSite } from "../shared/site-context.tsx";

/** The footer's id: an alias route's first paint waits for it to be parsed (see the content route's `meta`). */
export const FOOTER_ID = "site-footer";

/**
 * The site footer (docs/product.md, Footer): phone, inquiry e-mail link, four social links, partner
 * and award logos, the trademark notice with the copyright year, and the legal links — all from `_site.yaml`.
 * On phones (up to 550 px) only the contact, social and legal links and the copyright line show (layout.css).
 */
export function Footer() {
  const site = useSite();
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="container footer-grid">
        <div className="footer-brand">
          <img src={site.brand.logoLight} alt={site.brand.name} width={200} height={40} loading="lazy" decoding="async" />
          <p>{site.brand.tagline}</p>
          <ul className="footer-social" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label}>
                  <SocialIcon icon={s.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer-contact">
          <h2 className="footer-heading">Contact</h2>
          <p>
            <a href={`tel:${site.contact.phone.replace(/[^+\d]/g, "")}`}>{site.contact.phone}</a>
          </p>
          <p>
            <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </p>
        </div>
        <div className="footer-logos">
          <h2 className="footer-heading">Partners</h2>
          <ul className="footer-partner-logos">
            {site.partners.map((logo) => (
              <li key={logo.src}>
                <Img image={logo} sizes="108px" />
              </li>
            ))}
          </ul>
          <h2 className="footer-heading">Awards</h2>
          <ul className="footer-award-logos">
            {site.awards.map((logo) => (
              <li key={logo.src}>
                <Img image={logo} sizes="72px" />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer-bottom">
        <p className="footer-trademark">{site.footer.trademark}</p>
        <p className="footer-copyright">
          © {site.footer.copyrightYear} {site.brand.name}. All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="footer-legal">
            {site.footer.links.map((l) => (
              <li key={l.href}>
                <SmartLink href={l.href}>{l.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

const SOCIAL_PATHS: Record<Site["social"][number]["icon"], string> = {
  professional:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2 6h4v12H2V9Zm7 0h3.8v1.7h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V21H9V9Z",
  video:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10 15.2V8.8l5.2 3.2L10 15.2Z",
  community:
    "M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4.5 21l3.8-2c1.2.3 2.4.5 3.7.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3Zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Z",
  photo:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm0 2a2 2 0 0 0-2 2v10c0 1.1.9 2 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H7Zm5 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17.3 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
};

/** A social network glyph drawn in the current text colour (decorative: the link carries the name). */
function SocialIcon(props: { icon: Site["social"][number]["icon"] }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={SOCIAL_PATHS[props.icon]} fill="currentColor" />
    </svg>
  );
}
