import type { JobListBlock } from "../../types/schema.generated.ts";
import { ActionBox } from "../../ui/ActionButton.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import "./jobList.css";

type JobHeadingTag = "h3" | "h4" | "h5";

/**
 * The open positions on Careers (docs/product.md, Careers): heading and intro, then one <article>
 * per job with its id as anchor: title, location · employment type and summary, then its
 * responsibilities and requirements as check lists behind a disclosure (a closed `<details>`, which
 * works without JavaScript and opens for the browser's find in page), and the block's apply button
 * (e.g. Join us opening the joinUs lead form) at the end of every job.
 */
export function JobList(props: JobListBlock) {
  const headingId = useHeadingId(props.id);
  const level = props.headingLevel ?? 2;
  const Title = `h${level + 1}` as JobHeadingTag;
  const SubTitle = `h${level + 2}` as JobHeadingTag;
  return (
    <Section id={props.id} className="job-list" labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <div className="job-list-jobs">
        {props.jobs.map((job) => (
          <article key={job.id} id={job.id} className="job-list-job" aria-labelledby={`${job.id}-title`}>
            <header className="job-list-header">
              <Title id={`${job.id}-title`} className="job-list-title">
                {job.title}
              </Title>
              <p className="job-list-meta">
                <span>{job.location}</span>
                <span aria-hidden="true" className="job-list-dot">
                  ·
                </span>
                <span>{job.employmentType}</span>
              </p>
            </header>
            <p className="job-list-summary">
              <InlineText text={job.summary} />
            </p>
            <details className="job-list-more">
              <summary className="job-list-toggle">
                Responsibilities and requirements<span className="visually-hidden">: {job.title}</span>
              </summary>
              <div className="job-list-details">
                <CheckList heading="Responsibilities" tag={SubTitle} items={job.responsibilities} />
                <CheckList heading="Requirements" tag={SubTitle} items={job.requirements} />
              </div>
            </details>
            {props.action && <ActionBox boxClassName="action-row job-list-apply" action={props.action} context={props.heading} />}
          </article>
        ))}
      </div>
    </Section>
  );
}

/** One list of a job's details under its heading. */
function CheckList(props: { heading: string; tag: JobHeadingTag; items: readonly string[] }) {
  const Heading = props.tag;
  return (
    <div>
      <Heading className="job-list-subtitle">{props.heading}</Heading>
      <ul className="check-list">
        {props.items.map((item, i) => (
          <li key={i}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}
