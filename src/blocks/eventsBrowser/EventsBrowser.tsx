import { useId, useState, useSyncExternalStore, type ReactNode } from "react";
import { BLOCK_DEFAULTS, type EventsBrowserBlock } from "../../types/schema.generated.ts";
import { useHydrated } from "../../ui/useHydrated.ts";
import { Img } from "../../ui/Img.tsx";
import { InlineText } from "../../ui/InlineText.tsx";
import { Section, SectionHeader, useHeadingId } from "../../ui/Section.tsx";
import { EventPopup } from "./EventPopup.tsx";
import { popupMode } from "./media.ts";
import { defaultYear, eventsForYear, listYears, yearOf, type EventItem } from "./years.ts";
import "./eventsBrowser.css";

/** A cover's rendered width in the grid (eventsBrowser.css): one column, two from 600 px, three from 900 px, within the 1,248 px content column. */
const COVER_SIZES =
  "(min-width: 1296px) 416px, (min-width: 900px) calc(33vw - 16px), (min-width: 600px) calc(50vw - 24px), calc(100vw - 48px)";

type HeadingTag = "h3" | "h4" | "h5";

/** The events browser's props: its block, and the year its page was rendered in. */
export type EventsBrowserProps = EventsBrowserBlock & {
  /**
   * The year the page was rendered in, e.g. 2026: the build's year when it is prerendered (set by the
   * block registry, and carried to the browser with the island's props, so hydration renders the same
   * markup); the current year when absent (the editor's preview, unit tests).
   */
  asOfYear?: number;
};

/**
 * The Resources events section (docs/product.md: Resources, Behaviours, Error texts and Constants).
 *
 * It shows one year of events at a time, starting on the default year ({@link defaultYear}) as of
 * `asOfYear`: the prerendered page already shows what the visitor sees once it has hydrated, so the
 * page keeps its height (nothing below it moves, and Back returns to the same place). Once hydrated it
 * reads the visitor's own year (local time) and changes to that year's default only when it differs
 * (a page built in December read in January). A labelled year `<select>` then offers the years with
 * events, ascending with the current year first ({@link listYears}); its row keeps its height before
 * the select appears. Each card's title becomes a button opening the {@link EventPopup}; its click area
 * covers the whole card (picture, dates, place and description), while its accessible name stays the title.
 * Without JavaScript every other year is listed after it, each behind its own disclosure (`<details>`
 * named by the year and its count of events), inside `<noscript>`: it takes no room with JavaScript.
 *
 * The grid has 3 columns from 900 px, 2 from 600 px, 1 below, and is exactly as wide as the site's
 * container. Each card is a 2:1 tile (cover, dates and title; 400x200 px where the column allows) with
 * place, booth and description under it. A card that would sit alone on the last row spans the row,
 * its tile one column wide with its text beside it.
 */
export function EventsBrowser(props: EventsBrowserProps) {
  const headingId = useHeadingId(props.id);
  const tags = headingTags(props.headingLevel);
  const hydrated = useHydrated();
  const currentYear = useCurrentYear(props.asOfYear);
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const [active, setActive] = useState<EventItem | null>(null);
  const year = chosenYear ?? defaultYear(props.events, currentYear);

  return (
    <Section id={props.id} className="events-browser" labelledBy={headingId}>
      <SectionHeader level={props.headingLevel} id={headingId} heading={props.heading} intro={props.intro} />
      {year !== undefined && (
        <EventsYearView
          blockId={props.id}
          years={hydrated ? listYears(props.events, currentYear) : undefined}
          year={year}
          events={eventsForYear(props.events, year)}
          tags={tags}
          onYearChange={setChosenYear}
          onOpen={hydrated ? setActive : undefined}
        />
      )}
      <noscript>
        <OtherYears blockId={props.id} events={props.events} shown={year} tags={tags} />
      </noscript>
      {hydrated && (
        <EventPopup
          event={active}
          delayMs={props.slideshowDelay ?? BLOCK_DEFAULTS.eventsBrowser.slideshowDelay}
          onClose={() => setActive(null)}
          fallbackLabel={props.heading}
        />
      )}
    </Section>
  );
}

/**
 * The year it is: `asOfYear` (the page's) in the prerendered HTML and while hydrating, so hydration
 * reuses the HTML; then the visitor's own year in local time, which re-renders only when it differs.
 * Without `asOfYear`, the current year from the start.
 */
function useCurrentYear(asOfYear: number | undefined): number {
  return useSyncExternalStore(
    noSubscribe,
    () => new Date().getFullYear(),
    () => asOfYear ?? new Date().getFullYear(),
  );
}

const noSubscribe = () => () => {};

/** Heading tags under a block heading of `level` (2 by default): the year, then the event titles. */
function headingTags(level: 2 | 3 = 2): { year: HeadingTag; title: HeadingTag } {
  return { year: `h${level + 1}` as HeadingTag, title: `h${level + 2}` as HeadingTag };
}

/**
 * The years other than `shown`, newest first, each a closed disclosure named "{year} ({n} events)"
 * holding its events: what a visitor without JavaScript opens to see another year.
 */
function OtherYears(props: {
  blockId: string;
  events: readonly EventItem[];
  shown: number | undefined;
  tags: ReturnType<typeof headingTags>;
}) {
  const groups = groupByYear(props.events).filter(({ year }) => year !== props.shown);
  if (groups.length === 0) return null;
  const YearTag = props.tags.year;
  return (
    <div className="events-browser-other-years">
      {groups.map(({ year, events }) => {
        const yearId = `${props.blockId}-${year ?? "other"}`;
        return (
          <details key={year ?? "other"} id={yearId} className="events-browser-year events-browser-other-year">
            <summary>
              <YearTag className="events-browser-year-title">
                {year ?? "Other events"}{" "}
                <span className="events-browser-count">({events.length === 1 ? "1 event" : `${events.length} events`})</span>
              </YearTag>
            </summary>
            <EventGrid events={events} titleTag={props.tags.title} />
          </details>
        );
      })}
    </div>
  );
}

/**
 * One year of events with the year selector (docs/product.md, Behaviours: Resources year selection): the year as
 * a heading, a labelled `<select>` of `years` (in the given order) set to `year`, and the grid of
 * `events`, or 'No events found for {year}.' when `events` is empty. Choosing a year calls
 * `onYearChange` with it; activating a card's title calls `onOpen` with its event. Without `years`
 * (before hydration) the select is left out, its row keeping its height; without `onOpen` the titles
 * are plain headings.
 */
export function EventsYearView(props: {
  blockId: string;
  years?: readonly number[];
  year: number;
  events: readonly EventItem[];
  tags?: ReturnType<typeof headingTags>;
  onYearChange: (year: number) => void;
  onOpen?: (event: EventItem) => void;
}) {
  const tags = props.tags ?? headingTags();
  const YearTag = tags.year;
  const yearId = `${props.blockId}-year`;
  const selectId = `${useId().replace(/[^A-Za-z0-9_-]/g, "")}-year-select`;
  const count = props.events.length;
  return (
    <section className="events-browser-year" aria-labelledby={yearId}>
      <div className="events-browser-toolbar">
        <YearTag id={yearId} className="events-browser-year-title">
          {props.year}
        </YearTag>
        {props.years && (
          <div className="events-browser-picker">
            <label htmlFor={selectId}>Year</label>
            <select id={selectId} value={props.year} onChange={(e) => props.onYearChange(Number(e.target.value))}>
              {props.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {count === 1 ? `1 event in ${props.year}` : `${count} events in ${props.year}`}
      </p>
      {count > 0 ? (
        <EventGrid events={props.events} titleTag={tags.title} onOpen={props.onOpen} />
      ) : (
        <p className="events-browser-empty">No events found for {props.year}.</p>
      )}
    </section>
  );
}

function EventGrid(props: { events: readonly EventItem[]; titleTag: HeadingTag; onOpen?: (event: EventItem) => void }) {
  return (
    <ul className="events-browser-grid" role="list">
      {props.events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} titleTag={props.titleTag} onOpen={props.onOpen} />
        </li>
      ))}
    </ul>
  );
}

const OPEN_HINT = { video: ", watch the video", gallery: ", view photos", empty: ", details" } as const;

function EventCard(props: { event: EventItem; titleTag: HeadingTag; onOpen?: (event: EventItem) => void }) {
  const { event, onOpen } = props;
  const Title = props.titleTag;
  return (
    <article id={event.id} className="events-browser-card" aria-labelledby={`${event.id}-title`}>
      <div className="events-browser-tile">
        <Img image={event.cover} className="events-browser-cover" sizes={COVER_SIZES} />
        <div className="events-browser-caption">
          <p className="events-browser-dates">
            <CalendarIcon />
            <span className="visually-hidden">Dates: </span>
            {event.dates}
          </p>
          <Title id={`${event.id}-title`} className="events-browser-title">
            {onOpen ? (
              // Its ::after covers the whole card (eventsBrowser.css): one control, named by the title.
              <button type="button" className="events-browser-open" onClick={() => onOpen(event)}>
                {event.title}
                <span className="visually-hidden">{OPEN_HINT[popupMode(event)]}</span>
              </button>
            ) : (
              event.title
            )}
          </Title>
        </div>
      </div>
      <div className="events-browser-body">
        <dl className="events-browser-meta">
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
 * a year.
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

const iconProps = {
  className: "events-browser-icon",
  viewBox: "0 0 24 24",
  width: 18,
  height: 18,
  "aria-hidden": true,
  focusable: false,
} as const;

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
