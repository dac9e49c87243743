import type { EventsBrowserBlock } from "../../types/schema.generated.ts";

/** One event of an eventsBrowser block. */
export type EventItem = EventsBrowserBlock["events"][number];

/** A four-digit year standing alone (not part of a longer number). */
const YEAR = /(?<!\d)\d{4}(?!\d)/g;

/** All four-digit years written in a dates text, in the order they appear. */
function yearsIn(dates: string): number[] {
  return [...dates.matchAll(YEAR)].map((m) => Number(m[0]));
}

/**
 * The first four-digit year in an event's dates text, e.g. 2025 for "Oct 21-24, 2025"
 * (docs/product.md, Content: Event); null when the text has none.
 */
export function yearOf(dates: string): number | null {
  return yearsIn(dates)[0] ?? null;
}

/**
 * The years the year selector offers (docs/product.md, Behaviours: Resources year selection): every distinct
 * year written in the events' dates, sorted ascending, with `currentYear` (e.g. 2026, the visitor's in
 * local time) moved first when events exist for it. Every listed year has at least one event in {@link eventsForYear}.
 */
export function listYears(events: readonly EventItem[], currentYear: number): number[] {
  const years = [...new Set(events.flatMap((e) => yearsIn(e.dates)))].sort((a, b) => a - b);
  return years.includes(currentYear) ? [currentYear, ...years.filter((y) => y !== currentYear)] : years;
}

/**
 * The year selected when the page opens (docs/product.md, Behaviours): `currentYear` when events exist for it,
 * otherwise the earliest listed year; undefined when there are no events.
 */
export function defaultYear(events: readonly EventItem[], currentYear: number): number | undefined {
  if (eventsForYear(events, currentYear).length > 0) return currentYear;
  const years = listYears(events, currentYear);
  return years.length ? Math.min(...years) : undefined;
}

/** The events whose dates text contains `year` as a four-digit year, in their given order (docs/product.md, Behaviours). */
export function eventsForYear<E extends EventItem>(events: readonly E[], year: number): E[] {
  return events.filter((e) => yearsIn(e.dates).includes(year));
}
