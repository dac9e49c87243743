import { readFileSync } from "node:fs";
import { join } from "node:path";
import postcss, { type AtRule } from "postcss";
import { describe, expect, it } from "vitest";
import { NARROW_QUERY } from "./breakpoints.ts";

/**
 * Whether a window `widthPx` wide matches `query`, as a browser decides for the width queries the site
 * writes: `(max-width: Npx)` and `(min-width: Npx)`, joined by `and`. Throws on any other query, so a
 * new kind of query cannot pass unread.
 */
function matchesWidth(query: string, widthPx: number): boolean {
  return query.split(/\s+and\s+/).every((part) => {
    const m = /^\((max|min)-width:\s*(\d+)px\)$/.exec(part.trim());
    if (!m) throw new Error(`not a width query: ${part}`);
    return m[1] === "max" ? widthPx <= Number(m[2]) : widthPx >= Number(m[2]);
  });
}

/** The media queries under which src/ui/action.css restyles the Learn More button (`.button-responsive`). */
function learnMoreMobileQueries(): string[] {
  const css = postcss.parse(readFileSync(join(import.meta.dirname, "action.css"), "utf8"));
  const queries: string[] = [];
  css.walkAtRules("media", (rule: AtRule) => {
    if (rule.some((node) => node.type === "rule" && node.selector.includes(".button-responsive"))) queries.push(rule.params);
  });
  return queries;
}

describe("narrow windows (docs/product.md, Constants: up to 550 px)", () => {
  // A phone, the last narrow width, the first wide one, a desktop.
  const windows = [
    { widthPx: 375, narrow: true },
    { widthPx: 550, narrow: true },
    { widthPx: 551, narrow: false },
    { widthPx: 1440, narrow: false },
  ];

  for (const { widthPx, narrow } of windows) {
    it(`at ${widthPx} px, a button with a link and a lead form ${narrow ? "opens the lead-form overlay" : "follows its link"}`, () => {
      expect(matchesWidth(NARROW_QUERY, widthPx)).toBe(narrow);
    });

    it(`at ${widthPx} px, the Learn More button ${narrow ? "takes its full-width mobile style" : "keeps its normal style"}, as the overlay decision does`, () => {
      const queries = learnMoreMobileQueries();
      expect(queries.length, "action.css restyles .button-responsive under a media query").toBeGreaterThan(0);
      expect(queries.some((query) => matchesWidth(query, widthPx))).toBe(narrow);
    });
  }
});
