import type { JobListBlock } from "../../types/schema.generated.ts";
import { ActionBox } from "../../ui/ActionButton.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import "./jobList.css";

type JobHeadingTag = "h3" | "h4" | "h5";

/**
 * The open positions on Careers (docs/product.md, Careers): heading and intro, then one <article>
 * per job with its id as anchor: title, location · employment type, summary, the responsibilities
 * and requirements as check lists, and the block's apply button (e.g. Join us opening the joinUs
 * lead form) at the end of every job.
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
            <div className="job-list-details">
              <div>
                <SubTitle className="job-list-subtitle">Responsibilities</SubTitle>
                <ul className="check-list">
                  {job.responsibilities.map((item, i) => (
                    <li key={i}>
                      <InlineText text={item} />
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <SubTitle className="job-list-subtitle">Requirements</SubTitle>
                <ul className="check-list">
                  {job.requirements.map((item, i) => (
                    <li key={i}>
                      <InlineText text={item} />
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            {props.action && <ActionBox boxClassName="action-row job-list-apply" action={props.action} context={props.heading} />}
          </article>
        ))}
      </div>
    </Section>
  );
}
