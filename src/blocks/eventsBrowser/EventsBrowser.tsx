import type { ReactNode } from "react";
import type { EventsBrowserBlock } from "../../types/schema.generated.ts";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/RichText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { yearOf, type EventItem } from "./years.ts";

type HeadingTag = "h3" | "h4" | "h5";

/**
 * The Resources events section, static part (spec sections 2 and 9): heading and intro, then every
 * event grouped by the first year of its dates, newest year first, each year a heading over a grid
 * of cards (3 columns from 900 px, 2 from 600 px, 1 below). A card shows the 400x200 cover, title,
 * dates, place, booth (when given) and description, and carries the event's id as its element id.
 * The year selector and the event popup are added by client code later; no control is rendered for them.
 */
export function EventsBrowser(props: EventsBrowserBlock) {
  const hid = useHeadingId(props.id);
  const level = props.headingLevel ?? 2;
  const yearTag = `h${level + 1}` as HeadingTag;
  const titleTag = `h${level + 2}` as HeadingTag;
  return (
    <Section id={props.id} className="events-browser" labelledBy={hid}>
      <SectionHeader level={props.headingLevel} id={hid} heading={props.heading} intro={props.intro} />
      {groupByYear(props.events).map(({ year, events }) => {
        const yearId = `${props.id}-${year ?? "other"}`;
        const YearTag = yearTag;
        return (
          <section key={year ?? "other"} className="events-browser-year" aria-labelledby={yearId}>
            <YearTag id={yearId} className="events-browser-year-title">
              {year ?? "Other events"}
            </YearTag>
            <ul className="events-browser-grid" role="list">
              {events.map((event) => (
                <li key={event.id}>
                  <EventCard event={event} titleTag={titleTag} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </Section>
  );
}

function EventCard(props: { event: EventItem; titleTag: HeadingTag }) {
  const { event } = props;
  const Title = props.titleTag;
  return (
    <article id={event.id} className="events-browser-card" aria-labelledby={`${event.id}-title`}>
      <Img image={event.cover} className="events-browser-cover" />
      <div className="events-browser-body">
        <Title id={`${event.id}-title`} className="events-browser-title">
          {event.title}
        </Title>
        <dl className="events-browser-meta">
          <MetaItem label="Dates" icon={<CalendarIcon />}>
            {event.dates}
          </MetaItem>
          <MetaItem label="Place" icon={<PinIcon />}>
            {event.place}
          </MetaItem>
          {event.visit?.trim() && (
            <MetaItem label="Where to find us" icon={<BoothIcon />}>
              <InlineText text={event.visit} />
            </MetaItem>
          )}
        </dl>
        <p className="events-browser-description">
          <InlineText text={event.description} />
        </p>
      </div>
    </article>
  );
}

function MetaItem(props: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="events-browser-meta-item">
      <dt className="visually-hidden">{props.label}</dt>
      <dd>
        {props.icon}
        <span>{props.children}</span>
      </dd>
    </div>
  );
}

/**
 * Groups events by the first year of their dates, newest year first, keeping the given order within
 * a year. The order does not depend on the build date, so every build renders the same markup.
 * Events without a year (the content check rejects them) come last under a null year.
 */
function groupByYear(events: readonly EventItem[]): { year: number | null; events: EventItem[] }[] {
  const groups = new Map<number | null, EventItem[]>();
  for (const event of events) {
    const year = yearOf(event.dates);
    groups.set(year, [...(groups.get(year) ?? []), event]);
  }
  return [...groups.entries()]
    .map(([year, list]) => ({ year, events: list }))
    .sort((a, b) => (a.year === null ? 1 : b.year === null ? -1 : b.year - a.year));
}

const iconProps = { className: "events-browser-icon", viewBox: "0 0 24 24", width: 18, height: 18, "aria-hidden": true, focusable: false } as const;

function CalendarIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.4" />
    </svg>
  );
}

function BoothIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 9h16v11H4zM3 9l2-5h14l2 5M9 20v-5h6v5" />
    </svg>
  );
}
