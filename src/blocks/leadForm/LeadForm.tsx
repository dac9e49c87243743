import type { LeadFormBlock } from "../../types/schema.generated.ts";
import { useSite } from "../../layout/site-context.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";

/** Default largest width of the embedded form, in px (spec section 9: contact frame at most 1400 px wide). */
const DEFAULT_MAX_WIDTH = 1400;
/** Default height of the embedded form, in vh (spec section 9: contact frame at most 75vh high). */
const DEFAULT_HEIGHT_VH = 75;

/**
 * An embedded lead form on the contact pages (spec sections 2 and 9): optional heading and intro,
 * then the provider's form in a lazy-loaded <iframe>, full width up to `maxWidth` px (default 1400)
 * and `maxHeightVh` vh high (default 75), centred in a light frame, with a link below that opens
 * the same form in a new tab. Renders nothing for a form key the site settings do not define.
 * The loading spinner is added by client code later.
 */
export function LeadForm(props: LeadFormBlock) {
  const site = useSite();
  const generatedId = useHeadingId(props.id);
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
      <div className="lead-form-frame" style={{ maxWidth: `${props.maxWidth ?? DEFAULT_MAX_WIDTH}px` }}>
        <iframe className="lead-form-iframe" src={form.url} title={props.title} loading="lazy" style={{ height: `${props.maxHeightVh ?? DEFAULT_HEIGHT_VH}vh` }} />
      </div>
      <p className="lead-form-fallback">
        Trouble seeing the form?{" "}
        <a href={form.url} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
        .
      </p>
    </Section>
  );
}
