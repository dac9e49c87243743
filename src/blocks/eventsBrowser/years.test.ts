import { describe, expect, it } from "vitest";
import { defaultYear, eventsForYear, listYears, yearOf, type EventItem } from "./years.ts";

const event = (id: string, dates: string): EventItem => ({
  id,
  title: id,
  dates,
  description: "d",
  place: "p",
  cover: { src: "/c.svg", alt: "" },
});
const events = [event("a", "Oct 21-24, 2025"), event("b", "Mar 17-20, 2025"), event("c", "Apr 8-11, 2024"), event("d", "Jan 12-14 2023")];

describe("event years", () => {
  it("reads the first four-digit year of a dates text, ignoring shorter and longer numbers", () => {
    expect(yearOf("Sep 29-Oct 2, 2025")).toBe(2025);
    expect(yearOf("Dec 30, 2024 - Jan 2, 2025")).toBe(2024);
    expect(yearOf("Booth 12345, Oct 21")).toBeNull();
  });

  it("lists years ascending with the current year first when it has events", () => {
    expect(listYears(events, 2024)).toEqual([2024, 2023, 2025]);
    expect(listYears(events, 2030)).toEqual([2023, 2024, 2025]);
  });

  it("orders the site's event years for a visitor in 2025 and in 2026 (the dates of docs/product.md, Constants)", () => {
    const site = [
      "Oct 21-24, 2025",
      "Sep 29-Oct 2, 2025",
      "Sep 4-5, 2025",
      "Mar 17-20, 2025",
      "Jan 15-17, 2025",
      "Apr 8-11, 2024",
      "Feb 19-21, 2024",
      "Jan 12-14, 2024",
    ].map((d, i) => event(`e${i}`, d));
    expect(listYears(site, 2025)).toEqual([2025, 2024]);
    expect(defaultYear(site, 2025)).toBe(2025);
    expect(listYears(site, 2026)).toEqual([2024, 2025]);
    expect(defaultYear(site, 2026)).toBe(2024);
    expect(defaultYear(site, 2024)).toBe(2024);
    expect(defaultYear(site, 2023)).toBe(2024);
  });

  it("selects the current year when it has events, otherwise the earliest year", () => {
    expect(defaultYear(events, 2025)).toBe(2025);
    expect(defaultYear(events, 2026)).toBe(2023);
    expect(defaultYear([], 2025)).toBeUndefined();
  });

  it("filters the events whose dates contain the year, keeping their order", () => {
    expect(eventsForYear(events, 2025).map((e) => e.id)).toEqual(["a", "b"]);
    expect(eventsForYear([event("x", "Dec 30, 2024 - Jan 2, 2025")], 2025).map((e) => e.id)).toEqual(["x"]);
    expect(eventsForYear(events, 2022)).toEqual([]);
    // "contains the year": a range over New Year belongs to both years; longer numbers never match.
    expect(eventsForYear([event("x", "Dec 30, 2024 - Jan 2, 2025")], 2024).map((e) => e.id)).toEqual(["x"]);
    expect(eventsForYear([event("y", "Booth 20251, Mar 3")], 2025)).toEqual([]);
  });
});
