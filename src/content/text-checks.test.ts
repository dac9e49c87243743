import { describe, expect, it } from "vitest";
import { describeControl, findHtmlTag, visibleControls, wrappedInCurlyQuotes } from "./text-checks.ts";

describe("findHtmlTag", () => {
  it("finds tags and shows the site's own markup for them", () => {
    expect(findHtmlTag("Our <strong>team</strong> helps")?.instead).toBe("write bold text as **team**");
    expect(findHtmlTag("Visit <a href='https://example.com'>us</a>")?.instead).toBe("write a link as [us](https://example.com)");
    expect(findHtmlTag("One<br/>Two")?.tag).toBe("<br/>");
    expect(findHtmlTag("<div>x</div>")?.instead).toMatch(/^remove the tag/);
  });

  it("leaves comparisons and arrows alone", () => {
    for (const text of ["a < b and c > d", "under <5% of revenue", "->", "<- back", "1 <2> 3", "Email <name@example.com>"])
      expect(findHtmlTag(text), text).toBeUndefined();
  });
});

describe("control characters", () => {
  it("are named for people and shown as visible stand-ins of the same width", () => {
    expect(describeControl("\u001b")).toBe("the control character ESC (U+001B)");
    expect(describeControl("\u0000")).toBe("the control character NUL (U+0000)");
    expect(describeControl("\u0085")).toBe("the control character U+0085");
    expect(visibleControls("a\u001b[2Jb\u0007\u0000")).toBe("a\u241b[2Jb\u2407\u2400");
    expect(visibleControls("tab\tand\nline")).toBe("tab\tand\nline");
  });
});

describe("wrappedInCurlyQuotes", () => {
  it("spots a whole value in a word processor's quotes, not quotes inside text", () => {
    expect(wrappedInCurlyQuotes("\u201cWebinars\u201d")).toBe(true);
    expect(wrappedInCurlyQuotes("\u2018Webinars\u2019")).toBe(true);
    expect(wrappedInCurlyQuotes("\u201eWebinars\u201c")).toBe(true);
    expect(wrappedInCurlyQuotes("Our \u201cbest\u201d plan")).toBe(false);
    expect(wrappedInCurlyQuotes("Webinars")).toBe(false);
  });
});
