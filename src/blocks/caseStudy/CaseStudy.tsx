import type { CaseStudyBlock } from "../../types/schema.generated.ts";
import { columnClasses } from "../../ui/columns.ts";
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
 * the person and role; an optional link after the story, and an optional picture or logo. From 992 px
 * the story takes the left half and the picture, results and quote the right half, so the block fills
 * its row with or without a picture; narrower, the picture comes first, then the story, then the proof.
 * A prerendered block: no JavaScript.
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
          {props.link && (
            <p className="case-study-link">
              <SmartLink href={props.link.href}>{props.link.label}</SmartLink>
            </p>
          )}
        </div>
        {props.image && (
          <div className="case-study-media">
            <Img image={props.image} className="case-study-image" sizes="(min-width: 992px) 560px, 100vw" />
          </div>
        )}
        <div className="case-study-proof">
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
        </div>
      </div>
    </Section>
  );
}

/** The most results a row holds from tablet width on. */
const RESULT_COLUMNS = { tablet: 3, laptop: 3, desktop: 3 };

/** The results: a list labelled `label`, each figure large before its label, in one paragraph. */
function CaseStudyResults(props: { results: CaseStudyBlock["results"]; label: string }) {
  return (
    <ul className={`case-study-results column-list ${columnClasses(props.results.length, RESULT_COLUMNS)}`} aria-label={props.label}>
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
