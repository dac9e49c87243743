import { useEffect } from "react";
import { useNavigationType } from "react-router";
import { BLOCK_DEFAULTS, type LeadFormBlock } from "../../types/schema.generated.ts";
import { useSite } from "../../shared/site-context.tsx";
import { ProviderFrame } from "../../ui/ProviderFrame.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";

/**
 * An embedded lead form on the contact pages (spec sections 2, 4 and 9): optional heading and intro,
 * then the provider's form in a lazy-loaded <iframe> (via ProviderFrame), full width up to `maxWidth`
 * px (default 1400) and `maxHeightVh` vh high (default 75), with a link below that opens the same
 * form in a new tab. On entry by a link the page scrolls to the top (unless the address names an
 * #anchor); back, forward and reload leave the visitor where the browser and router restore them. A
 * spinner covers the frame for `spinnerDelay` ms (default 2000) while it loads behind it. The spinner
 * exists only once the page's script runs: without JavaScript the form is simply shown.
 * Renders nothing for a form key the site settings do not define.
 */
export function LeadForm(props: LeadFormBlock) {
  const site = useSite();
  const generatedId = useHeadingId(props.id);
  const spinnerMs = props.spinnerDelay ?? BLOCK_DEFAULTS.leadForm.spinnerDelay;
  const navigationType = useNavigationType();

  useEffect(() => {
    // Spec section 2: the contact page opens at its top. A first visit already starts there; a POP
    // (back, forward, reload) is the router's ScrollRestoration's to restore.
    if (navigationType !== "POP" && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, []); // Only on entry: later renders must never move the page.

  const form = site.leadForms[props.form];
  if (!form) return null;
  const hid = props.heading ? generatedId : undefined;
  return (
    <Section id={props.id} className="lead-form" labelledBy={hid} wide>
      {props.heading && (
        <Heading level={props.headingLevel} id={hid} className="section-title lead-form-title">
          {props.heading}
        </Heading>
      )}
      {props.intro && (
        <p className="section-intro lead-form-intro">
          <InlineText text={props.intro} />
        </p>
      )}
      <div className="lead-form-frame" style={{ maxWidth: `${props.maxWidth ?? BLOCK_DEFAULTS.leadForm.maxWidth}px` }}>
        <ProviderFrame src={form.url} title={props.title} height={`${props.maxHeightVh ?? BLOCK_DEFAULTS.leadForm.maxHeightVh}vh`} spinnerMs={spinnerMs} />
      </div>
    </Section>
  );
}
