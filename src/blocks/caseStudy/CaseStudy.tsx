import type { CaseStudyBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Heading, Section, useHeadingId } from "../../ui/Section.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import "./caseStudy.css";

/**
 * One customer's story as proof: an eyebrow ("Case study" unless given), the heading, and a line
 * naming the customer and their industry; then the challenge and, when given, what we did, each
 * under a small heading one level below the block's; the results as large figures with their labels
 * (a list, each figure read with its label as one sentence); the customer's quote in a <figure> with
 * the person and role; an optional picture or logo beside the story from 992 px (above it on
 * narrower screens) and an optional link. A prerendered block: no JavaScript.
 */
export function CaseStudy(props: CaseStudyBlock) {
  const headingId = useHeadingId(props.id);
  const Sub = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} background={props.background} className="case-study" labelledBy={headingId}>
      <div className={props.image ? "case-study-layout case-study-with-image" : "case-study-layout"}>
        <div className="case-study-story">
          <Heading level={props.headingLevel} id={headingId} eyebrow={props.eyebrow ?? "Case study"}>
            {props.heading}
          </Heading>
          <p className="case-study-customer">
            <span className="case-study-customer-name">{props.customer}</span> <span className="case-study-industry">{props.industry}</span>
          </p>
          <Sub className="case-study-subheading">The challenge</Sub>
          <p>
            <InlineText text={props.challenge} />
          </p>
          {props.approach && (
            <>
              <Sub className="case-study-subheading">What we did</Sub>
              <p>
                <InlineText text={props.approach} />
              </p>
            </>
          )}
        </div>
        {props.image && (
          <div className="case-study-media">
            <Img image={props.image} className="case-study-image" sizes="(min-width: 992px) 400px, 100vw" />
          </div>
        )}
      </div>
      <CaseStudyResults results={props.results} label={`Results for ${props.customer}`} />
      <figure className="case-study-quote">
        <blockquote>
          <p>{props.quote.text}</p>
        </blockquote>
        <figcaption>
          <span className="case-study-quote-name">{props.quote.name}</span>{" "}
          <span className="case-study-quote-role">
            {props.quote.role}, {props.customer}
          </span>
        </figcaption>
      </figure>
      {props.link && (
        <p className="case-study-link">
          <SmartLink href={props.link.href}>{props.link.label}</SmartLink>
        </p>
      )}
    </Section>
  );
}

/** The results: a list labelled `label`, each figure large before its label, in one paragraph. */
function CaseStudyResults(props: { results: CaseStudyBlock["results"]; label: string }) {
  return (
    <ul className="case-study-results" aria-label={props.label}>
      {props.results.map((result, i) => (
        <li key={i} className="case-study-result">
          <p>
            <strong className="case-study-value">{result.value}</strong> <span className="case-study-label">{result.label}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
