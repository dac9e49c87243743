import type { LogoWallBlock } from "../../types/schema.generated.ts";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { SmartLink } from "../../ui/SmartLink.tsx";
import { Logo } from "../logoStrip/LogoStrip.tsx";
import { columnClasses } from "../../ui/columns.ts";
import "./logoWall.css";

/** The most customers a row holds on tablets, laptops and desktops; fewer when that fills the rows evenly (src/ui/columns.ts). */
const LOGO_WALL_COLUMNS = { tablet: 3, laptop: 4, desktop: 4 };

type Customer = LogoWallBlock["groups"][number]["customers"][number];

/**
 * Customers grouped by industry: an optional eyebrow, heading and intro, then one group per industry,
 * its name as a heading one level below the block's and its customers as a list labelled by it. A
 * customer with a logo shows it as the logo strip does (grey until hovered or focused; see `Logo`),
 * on a tile; one without shows its name as a wordmark, its first word heavier than the rest, on a
 * tile of the same height, so a wall of names alone still reads as a wall of logos. A customer with `href` is a
 * link named by its name (or its logo's alt text). The groups share one row where they fit (about
 * 18 rem each) and stack on phones, where the tiles stand one under another, every name on one
 * line; wider, a group's last row of tiles, when not full, is centred. A prerendered block: no JavaScript.
 */
export function LogoWall(props: LogoWallBlock) {
  const headingId = useHeadingId(props.id);
  const groupId = useHeadingId(props.id ? `${props.id}-group` : undefined);
  const Sub = props.headingLevel === 3 ? "h4" : "h3";
  return (
    <Section id={props.id} background={props.background} className="logo-wall" labelledBy={props.heading ? headingId : undefined}>
      <SectionHeader level={props.headingLevel} id={headingId} eyebrow={props.eyebrow} heading={props.heading} intro={props.intro} />
      <div className="logo-wall-groups" role={props.heading ? undefined : "group"} aria-label={props.heading ? undefined : "Our customers"}>
        {props.groups.map((group, g) => (
          <div key={g} className="logo-wall-group">
            <Sub id={`${groupId}-${g}`} className="logo-wall-industry">
              {group.industry}
            </Sub>
            <ul
              className={`logo-wall-list ${columnClasses(group.customers.length, LOGO_WALL_COLUMNS)}`}
              aria-labelledby={`${groupId}-${g}`}
            >
              {group.customers.map((customer, c) => (
                <li key={c} className="logo-wall-item">
                  <CustomerMark customer={customer} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** A customer's logo (as the logo strip shows one), or its name as a wordmark tile; a link when it has `href`. */
function CustomerMark({ customer }: { customer: Customer }) {
  if (customer.logo)
    return (
      <span className="logo-wall-tile logo-wall-logo">
        <Logo image={{ ...customer.logo, alt: customer.logo.alt || customer.name }} href={customer.href} />
      </span>
    );
  const [first, ...rest] = customer.name.split(" ");
  const mark = (
    <span className="logo-wall-tile logo-wall-wordmark">
      <span>
        <span className="logo-wall-wordmark-lead">{first}</span>
        {rest.length > 0 && ` ${rest.join(" ")}`}
      </span>
    </span>
  );
  return customer.href ? (
    <SmartLink href={customer.href} className="logo-wall-link">
      {mark}
    </SmartLink>
  ) : (
    mark
  );
}
