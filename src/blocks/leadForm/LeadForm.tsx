import { BLOCK_DEFAULTS, type LeadFormBlock } from "../../types/schema.generated.ts";
import { useSiteSettings } from "../../shared/site-context.tsx";
import { ProviderFrame } from "../../ui/ProviderFrame.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import "./leadForm.css";

/**
 * An embedded lead form on the contact pages (spec sections 2, 4 and 9): optional heading and intro,
 * then the provider's form in a lazy-loaded <iframe> (via ProviderFrame), full width up to `maxWidth`
 * px (default 1400) and `maxHeightVh` vh high (default 75), with a link below that opens the same
 * form in a new tab. A spinner covers the frame for `spinnerDelay` ms (default 2000) from the page's
 * first paint while it loads behind it (see ProviderFrame); without JavaScript the form is simply
 * shown. A prerendered block, not an island: it needs no React in the browser.
 * Renders nothing for a form key the site settings do not define.
 */
export function LeadForm(props: LeadFormBlock) {
  const site = useSiteSettings();
  const generatedId = useHeadingId(props.id);
  const spinnerMs = props.spinnerDelay ?? BLOCK_DEFAULTS.leadForm.spinnerDelay;

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
