import { describe, expect, it } from "vitest";
import { checkTargets, formatTable, formatTargets, formatTotals, median, medianRun, type RouteRow, type Totals } from "./bench-report.ts";

const good: RouteRow = {
  route: "/home",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  jsTransferredBytes: 150_000,
  firstLoadJsGzipBytes: 90 * 1024,
  jsBudgetBytes: 100 * 1024,
  firstVisitBytes: 180 * 1024,
  htmlGzipBytes: 10 * 1024,
};
const totals: Totals = {
  buildMs: 9_000,
  validateCommandMs: 340,
  validateCommandRuns: 5,
  validateMs: 210,
  validatorMs: 130,
  pages: 25,
  routes: 28,
  htmlFiles: 30,
  outputBytes: 3_500_000,
};

describe("medians over runs", () => {
  it("take the middle value, or the mean of the middle two, ignoring runs without a figure", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5, null])).toBe(5);
    expect(median([])).toBeNull();
  });

  it("are taken per figure, so one slow run does not decide the row", () => {
    const run = {
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1200,
      tbtMs: 20,
      cls: 0,
      jsTransferredBytes: 1000,
    };
    const slow = { ...run, performance: 70, lcpMs: 4000, tbtMs: 900 };
    expect(medianRun([run, slow, run])).toEqual(run);
  });
});

describe("targets", () => {
  it("are all met by a fast, light route and a quick build", () => {
    expect(checkTargets([good], totals).every((t) => t.met)).toBe(true);
  });

  it("name the routes that miss a per-route target and show the worst figure", () => {
    const slow = { ...good, route: "/resources", performance: 99, lcpMs: 1510, cls: 0.02, bestPractices: 96, firstVisitBytes: 401 * 1024 };
    const checks = checkTargets([good, slow], totals);
    const byName = Object.fromEntries(checks.map((c) => [c.name, c]));
    expect(byName.performance).toMatchObject({ met: false, actual: "99", misses: ["/resources"] });
    expect(byName.LCP).toMatchObject({ met: false, target: "<= 1.5 s", actual: "1.51 s", misses: ["/resources"] });
    expect(byName["first visit at 375 px"]).toMatchObject({ met: false, target: "<= 400 KB", actual: "401.0 KB", misses: ["/resources"] });
    expect(byName.CLS).toMatchObject({ met: false, actual: "0.02" });
    expect(byName["best practices"]).toMatchObject({ met: false, misses: ["/resources"] });
    expect(byName.accessibility!.met).toBe(true);
  });

  it("judge each route's first-visit JavaScript against its own budget, 75 KB being 76,800 bytes", () => {
    const at = (bytes: number) =>
      checkTargets([good, { ...good, route: "/heavy", firstLoadJsGzipBytes: bytes, jsBudgetBytes: 75 * 1024 }], totals).find((c) =>
        c.name.startsWith("first-visit JS"),
      )!;
    expect(at(75 * 1024).met).toBe(true);
    expect(at(95 * 1024)).toMatchObject({ met: false, actual: "95.0 KB (/heavy)", misses: ["/heavy"] });
  });

  it("count a route Lighthouse could not measure as a miss, and a skipped build as not met", () => {
    const failed = { ...good, route: "/broken", performance: null, lcpMs: null, error: "NO_FCP" };
    const checks = checkTargets([good, failed], { ...totals, buildMs: null });
    expect(checks.find((c) => c.name === "performance")).toMatchObject({ met: false, misses: ["/broken"] });
    expect(checks.find((c) => c.name === "build")).toMatchObject({ met: false, actual: "not run" });
  });

  it("judge validation by the whole npm run validate command's median wall time, 0.5 s at most", () => {
    const at = (validateCommandMs: number | null) =>
      checkTargets([good], { ...totals, validateCommandMs }).find((c) => c.name === "npm run validate")!;
    expect(at(500)).toMatchObject({ met: true, target: "<= 0.5 s", actual: "0.50 s wall, median of 5 (130 ms in the validator)" });
    expect(at(501)).toMatchObject({ met: false, actual: "0.50 s wall, median of 5 (130 ms in the validator)" });
    expect(at(2_040)).toMatchObject({ met: false, actual: "2.04 s wall, median of 5 (130 ms in the validator)" });
    expect(at(null)).toMatchObject({ met: false, actual: "not measured" });
    // The validator's own time alone never meets the target: npm and Node start-up count too.
    expect(
      checkTargets([good], { ...totals, validateCommandMs: 900, validatorMs: 100 }).find((c) => c.name === "npm run validate")!.met,
    ).toBe(false);
  });

  it("print one line each, misses marked with the routes", () => {
    const text = formatTargets(checkTargets([good, { ...good, route: "/slow", tbtMs: 300 }], totals));
    expect(text.split("\n")[0]).toBe("targets: 10 of 11 met");
    expect(text).toContain("✘ TBT <= 50 ms: 300 ms (missed on /slow)");
    expect(text).toContain("✔ build <= 20 s: 9.0 s");
    expect(text).toContain("✔ npm run validate <= 0.5 s: 0.34 s wall, median of 5 (130 ms in the validator)");
  });
});

describe("the totals", () => {
  it("show the whole validate command's median next to its script's and the validator's own time", () => {
    expect(formatTotals(totals).split("\n")).toContain(
      "validate:   0.34 s for npm run validate (median of 5), 0.21 s for its script alone (node scripts/run-validate.mjs), 130 ms in the validator",
    );
    expect(formatTotals({ ...totals, validateCommandMs: null, validatorMs: null })).toContain(
      "validate:   not measured for npm run validate (median of 5), 0.21 s for its script alone",
    );
  });
});

describe("the table", () => {
  it("aligns every column and shows sizes in KB, times as Lighthouse does", () => {
    const lines = formatTable([good, { ...good, route: "/verticals/agriculture", performance: null, error: "NO_FCP" }]).split("\n");
    expect(lines[0]).toMatch(/^route\s+perf\s+a11y\s+bp\s+seo\s+LCP s\s+TBT ms\s+CLS\s+1st visit KB\s+JS 1st KB\s+JS xfer KB\s+HTML KB$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    expect(lines[2]).toMatch(/^\/home\s+100\s+100\s+100\s+100\s+1\.20\s+20\s+0\.00\s+180\.0\s+90\.0\s+146\.5\s+10\.0$/);
    expect(lines[3]).toContain("/verticals/agriculture (NO_FCP)");
    expect(lines[3]).toMatch(/\s–\s/);
  });
});
