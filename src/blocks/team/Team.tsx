import type { TeamBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import { columnClasses } from "../../ui/columns.ts";
import "./team.css";

/**
 * The people of the company (docs/product.md, About Us: leadership): a heading, an intro and a list
 * of members, each with a round portrait, the name as a heading one level below the block's,
 * the role and an optional short bio. Up to three across from 992 px and two on tablets, as many as
 * fill the rows evenly (src/ui/columns.ts), a row that is not full centred; a tablet that shows the
 * members one under the other sets each portrait beside its text.
 */
export function Team(props: TeamBlock) {
  const headingId = useHeadingId(props.id);
  const Name = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} background={props.background} className={`team ${centredWhenShort(props.intro)}`.trim()} labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <ul className={`team-list grid ${columnClasses(props.members.length, { tablet: 2, laptop: 3, desktop: 3 })}`}>
        {props.members.map((member, i) => (
          <li key={i} className="card team-member">
            <Img image={member.image} className="team-portrait" sizes="(min-width: 768px) 160px, 144px" />
            <Name className="team-name">{member.name}</Name>
            <p className="team-role">{member.role}</p>
            {member.bio && (
              <p className="team-bio">
                <InlineText text={member.bio} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
