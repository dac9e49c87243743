import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { expect } from "./test.ts";

/**
 * WCAG 2.2 AA, checked by axe-core (docs/security.md, accessibility: zero violations on every
 * route at mobile and desktop widths): every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA, plus
 * `target-size` (2.5.8, off in axe by default), which {@link scan} switches on.
 */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page as it is now (frames included) with the WCAG 2.2 AA rules and target-size;
 * returns the violations (an empty array when there are none). Fails when target-size did not run.
 *
 * A page whose frames are all of its own origin is scanned with `axe.run` in the page itself, which
 * reaches those frames too; only a page with a frame of another site (a lead-form provider's) needs
 * axe's per-frame runs and the blank page where it puts their results together, which costs about a
 * second more. Both give the same results for the same frames.
 */
export async function scan(page: Page): Promise<Result[]> {
  const origin = new URL(page.url()).origin;
  // A frame still without an address (created, not yet navigated) may become another site's: scanned frame by frame, as those are.
  const sameOrigin = page.frames().every((frame) => {
    const url = frame.url();
    if (url.startsWith("about:")) return true;
    return URL.canParse(url) && new URL(url).origin === origin;
  });
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { "target-size": { enabled: true } }, resultTypes: ["violations"] })
    .setLegacyMode(sameOrigin)
    .analyze();
  expect(
    results.passes.some((rule) => rule.id === "target-size") ||
      results.violations.some((rule) => rule.id === "target-size") ||
      results.incomplete.some((rule) => rule.id === "target-size"),
    "target-size ran",
  ).toBe(true);
  return results.violations;
}

/** One line per offending element: rule id, impact, selector, and axe's summary of what to fix. */
export function explain(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} [${v.impact}] ${n.target.join(" >>> ")}: ${v.help} (${v.helpUrl.replace(/\?.*$/, "")})\n    ${(n.failureSummary ?? "").replace(/\n/g, "\n    ")}`,
    ),
  );
}
