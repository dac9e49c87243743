import { describe, expect, it } from "vitest";
import { centredWhenShort, isShortText, PHONE_SHORT_TEXT_MAX_CHARS, SHORT_TEXT_MAX_CHARS, visibleTextOf } from "./alignment.ts";

describe("the centring rule", () => {
  it("counts the text a reader sees, not its markup", () => {
    expect(visibleTextOf("See **all [services](/services)** and [events](#events).")).toBe("See all services and events.");
  });

  it("centres nothing, or one paragraph of two lines at most", () => {
    expect([
      isShortText(undefined),
      isShortText([]),
      isShortText("Seven principles guide how we work."),
      isShortText(["One short paragraph."]),
    ]).toEqual([true, true, true, true]);
    const twoLines = "x".repeat(SHORT_TEXT_MAX_CHARS);
    expect([isShortText(twoLines), isShortText(`${twoLines}x`)]).toEqual([true, false]);
    // Long links count by their label only.
    expect(isShortText(`[${"x".repeat(100)}](/a-very-long-route-name-that-a-reader-never-sees-${"y".repeat(80)})`)).toBe(true);
  });

  it("never centres two paragraphs or more, however short", () => {
    expect(isShortText(["Short.", "Also short."])).toBe(false);
    expect([centredWhenShort(["Short.", "Also short."]), centredWhenShort("Short.")]).toEqual(["", "center"]);
  });

  it("centres a text of three or more phone lines only from tablet width on", () => {
    const values = "Seven principles guide how we work with our customers, our partners and each other.";
    expect(centredWhenShort(values)).toBe("center center-from-tablet");
    expect(centredWhenShort("x".repeat(PHONE_SHORT_TEXT_MAX_CHARS))).toBe("center");
    expect(centredWhenShort("x".repeat(SHORT_TEXT_MAX_CHARS + 1))).toBe("");
  });
});
