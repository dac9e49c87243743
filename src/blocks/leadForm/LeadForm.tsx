import type { CSSProperties } from "react";
import { BLOCK_DEFAULTS, type LeadFormBlock } from "../../types/schema.generated.ts";
import { useSiteSettings } from "../../shared/site-context.tsx";
import { ContactLinks } from "../../ui/ContactLinks.tsx";
import { ProviderFrame } from "../../ui/ProviderFrame.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./leadForm.css";

/**
 * An embedded lead form on the contact pages (docs/product.md: Contact pages, Behaviours and Constants): optional heading and intro,
 * then the provider's form in a lazy-loaded <iframe> (via ProviderFrame, whose address the site script sets once the page's largest paint is on screen), full width up to `maxWidth`
 * px (default 1400) and `maxHeightVh` vh high (default 75), with a link below that opens the same
 * form in a new tab. A spinner covers the frame for `spinnerDelay` ms (default 2000) from the page's
 * first paint while it loads behind it (see ProviderFrame); without JavaScript the form is simply
 * shown. When the provider cannot be reached, a failure panel with the ways forward takes the frame's
 * place (see ProviderFrame).
 *
 * With `contactPanel` (the default) a panel "Prefer to talk?" offers the site's phone number and
 * e-mail address (`contact` of pages/_site.yaml) as `tel:` and `mailto:` links: beside the form, on
 * its left, from 992 px (the section widens by the panel, so the form keeps its full width), above it
 * on narrower screens. A prerendered block, not an island: it needs no React in the browser.
 * Renders nothing for a form key the site settings do not define.
 */
export function LeadForm(props: LeadFormBlock) {
  const site = useSiteSettings();
  const generatedId = useHeadingId(props.id);
  const contactId = useHeadingId(undefined);
  const spinnerMs = props.spinnerDelay ?? BLOCK_DEFAULTS.leadForm.spinnerDelay;
  const maxWidth = props.maxWidth ?? BLOCK_DEFAULTS.leadForm.maxWidth;
  const withContact = (props.contactPanel ?? BLOCK_DEFAULTS.leadForm.contactPanel) && Boolean(site.contact);

  const form = site.leadForms[props.form];
  if (!form) return null;
  const headingId = props.heading ? generatedId : undefined;
  const level = (props.headingLevel ?? 2) + (props.heading ? 1 : 0);
  const ContactTitle = level >= 4 ? "h4" : level === 3 ? "h3" : "h2";
  return (
    <Section id={props.id} className={withContact ? "lead-form lead-form-with-contact" : "lead-form"} labelledBy={headingId} wide>
      {props.heading && (
        <Heading level={props.headingLevel} id={headingId} className="section-title lead-form-title">
          {props.heading}
        </Heading>
      )}
      {props.intro && (
        <p className="section-intro lead-form-intro">
          <InlineText text={props.intro} />
        </p>
      )}
      <div className="lead-form-layout" style={{ "--lead-form-max": `${maxWidth}px` } as CSSProperties}>
        {withContact && (
          <div className="lead-form-contact" role="group" aria-labelledby={contactId}>
            <ContactTitle id={contactId} className="lead-form-contact-title">
              Prefer to talk?
            </ContactTitle>
            <p className="lead-form-contact-text">Call or e-mail us and a member of our team will answer directly.</p>
            <ContactLinks contact={site.contact} className="lead-form-contact-links" />
          </div>
        )}
        <div className="lead-form-frame" style={{ maxWidth: `${maxWidth}px` }}>
          <ProviderFrame
            src={form.url}
            title={props.title}
            height={`${props.maxHeightVh ?? BLOCK_DEFAULTS.leadForm.maxHeightVh}vh`}
            spinnerMs={spinnerMs}
            contactNearby={withContact}
            afterPaint
          />
        </div>
      </div>
    </Section>
  );
}
