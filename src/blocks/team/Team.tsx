import type { TeamBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { centredWhenShort } from "../../ui/alignment.ts";
import "./team.css";

/**
 * The people of the company (docs/product.md, About Us: leadership): a heading, an intro and a list
 * of members, each with a round portrait, the name as a heading one level below the block's,
 * the role and an optional short bio. Three across from 768 px, centred when a row is not full.
 */
export function Team(props: TeamBlock) {
  const headingId = useHeadingId(props.id);
  const Name = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} background={props.background} className={`team ${centredWhenShort(props.intro)}`.trim()} labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      <ul className="team-list">
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
