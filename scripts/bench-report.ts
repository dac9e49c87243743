/**
 * The figures `npm run bench` reports, and how it prints them: the per-route row (Lighthouse scores
 * and metrics, page weight), the medians over several runs, the project's targets (docs/performance.md,
 * "Rendering and performance") and the aligned text table. Pure functions; scripts/bench.ts runs the
 * build, the server and Lighthouse. Times are in ms, sizes in bytes, KB = 1024 bytes.
 */
import { kb } from "./page-weight.ts";

/** What one Lighthouse run measured on one route. Scores are 0–100; null when Lighthouse could not score. */
export interface RunFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Largest Contentful Paint (simulated mobile), in ms. */
  lcpMs: number | null;
  /** Total Blocking Time (simulated mobile), in ms. */
  tbtMs: number | null;
  /** Cumulative Layout Shift (unitless). */
  cls: number | null;
  /** JavaScript transferred during the load, lazy chunks included, in bytes (as served: compressed). */
  jsTransferredBytes: number | null;
}

/** One route's row of the report: the medians of its runs and its page weight from the build. */
export interface RouteRow extends RunFigures {
  route: string;
  /** Gzipped size of all JavaScript a first visit downloads without input (scripts/page-weight.ts `firstVisitJs`, the larger of 375 and 1280 px), in bytes. */
  firstLoadJsGzipBytes: number;
  /** The page's JavaScript budget (scripts/page-weight.ts `jsBudgetBytes`), in bytes. */
  jsBudgetBytes: number;
  /** Everything a first visit at 375 px transfers without input until its islands have hydrated and the network is idle (headers included, as served), in bytes. */
  firstVisitBytes: number;
  /** Gzipped size of the route's HTML, in bytes. */
  htmlGzipBytes: number;
  /** Lighthouse's runtime error, when a run could not complete (e.g. NO_FCP). */
  error?: string;
}

/** The figures of the whole build. */
export interface Totals {
  /** Wall time of the full build (scripts/build.ts), in ms; null when the bench reused the last build. */
  buildMs: number | null;
  /** Wall time of the whole `npm run validate` command (npm's own start-up included), the median of {@link Totals.validateCommandRuns} runs, in ms; null when it was not measured. */
  validateCommandMs: number | null;
  /** How many runs of `npm run validate` {@link Totals.validateCommandMs} is the median of. */
  validateCommandRuns: number;
  /** Wall time of one run of the script `npm run validate` runs (`node scripts/run-validate.mjs`, without npm), process start-up included, in ms. */
  validateMs: number;
  /** The validator's own time, as it prints it (`valid in N ms`), in ms. */
  validatorMs: number | null;
  /** YAML pages validated (route pages and the not-found page). */
  pages: number;
  /** Routes published (pages and aliases). */
  routes: number;
  /** HTML files in build/client. */
  htmlFiles: number;
  /** Size of build/client, every file, in bytes. */
  outputBytes: number;
}

/** A target of the design and whether the run met it. */
export interface TargetCheck {
  name: string;
  /** The target, as printed, e.g. `>= 98`. */
  target: string;
  /** The figure compared, as printed (the worst route's, for per-route targets). */
  actual: string;
  met: boolean;
  /** Routes that missed it (per-route targets only). */
  misses: string[];
}

/** The median of the numbers (the mean of the middle two for an even count); null when there are none. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Per figure, the median over several runs of one route. */
export function medianRun(runs: readonly RunFigures[]): RunFigures {
  const m = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    performance: m("performance"),
    accessibility: m("accessibility"),
    bestPractices: m("bestPractices"),
    seo: m("seo"),
    lcpMs: m("lcpMs"),
    tbtMs: m("tbtMs"),
    cls: m("cls"),
    jsTransferredBytes: m("jsTransferredBytes"),
  };
}

/**
 * A target every route must meet: `value` reads the route's figure (null when Lighthouse gave none),
 * `ok` says whether a figure meets it, `show` prints a figure, and `worst` says whether the lowest
 * (scores) or the highest (times, shift) figure is the one reported.
 */
interface RouteTarget {
  name: string;
  target: string;
  value(row: RouteRow): number | null;
  ok(value: number): boolean;
  show(value: number): string;
  worst: "min" | "max";
}

/** What a first visit at 375 px may transfer in all, in bytes: 400 KB (the median mobile page weighs about 2,500 KB). */
const FIRST_VISIT_BUDGET_BYTES = 400 * 1024;

/** A Lighthouse score as printed: rounded to a whole number. */
const score = (v: number) => String(Math.round(v));

/** The per-route targets, in the order the report lists them. */
const ROUTE_TARGETS: readonly RouteTarget[] = [
  { name: "performance", target: "= 100", value: (r) => r.performance, ok: (v) => Math.round(v) >= 100, show: score, worst: "min" },
  { name: "accessibility", target: "= 100", value: (r) => r.accessibility, ok: (v) => Math.round(v) >= 100, show: score, worst: "min" },
  { name: "best practices", target: "= 100", value: (r) => r.bestPractices, ok: (v) => Math.round(v) >= 100, show: score, worst: "min" },
  { name: "SEO", target: "= 100", value: (r) => r.seo, ok: (v) => Math.round(v) >= 100, show: score, worst: "min" },
  { name: "LCP", target: "<= 1.5 s", value: (r) => r.lcpMs, ok: (v) => v <= 1500, show: (v) => `${(v / 1000).toFixed(2)} s`, worst: "max" },
  { name: "TBT", target: "<= 50 ms", value: (r) => r.tbtMs, ok: (v) => v <= 50, show: (v) => `${Math.round(v)} ms`, worst: "max" },
  { name: "CLS", target: "= 0.00", value: (r) => r.cls, ok: (v) => v < 0.005, show: (v) => v.toFixed(2), worst: "max" },
  {
    name: "first visit at 375 px",
    target: "<= 400 KB",
    value: (r) => r.firstVisitBytes,
    ok: (v) => v <= FIRST_VISIT_BUDGET_BYTES,
    show: (v) => `${kb(v)} KB`,
    worst: "max",
  },
];

/** One per-route target checked on every row: the worst figure shown ("n/a" when no route has one); a route without a figure misses. */
function checkRouteTarget(rows: readonly RouteRow[], { name, target, value, ok, show, worst }: RouteTarget): TargetCheck {
  const values = rows.map((r) => ({ route: r.route, v: value(r) }));
  const misses = values.filter(({ v }) => v === null || !ok(v)).map(({ route }) => route);
  const numbers = values.map(({ v }) => v).filter((v): v is number => v !== null);
  const extreme = numbers.length ? (worst === "min" ? Math.min(...numbers) : Math.max(...numbers)) : null;
  return { name, target, actual: extreme === null ? "n/a" : show(extreme), met: rows.length > 0 && misses.length === 0, misses };
}

/** Every route's first-visit JavaScript within its own budget; the heaviest route's size is shown. Not met without routes. */
function checkFirstVisitJs(rows: readonly RouteRow[]): TargetCheck {
  const heaviest = rows.reduce<RouteRow | undefined>(
    (max, r) => (!max || r.firstLoadJsGzipBytes > max.firstLoadJsGzipBytes ? r : max),
    undefined,
  );
  return {
    name: "first-visit JS (heaviest route)",
    target: "<= 100 KB with a carousel, 75 KB other islands, 2 KB none",
    actual: heaviest ? `${kb(heaviest.firstLoadJsGzipBytes)} KB (${heaviest.route})` : "n/a",
    met: Boolean(heaviest) && rows.every((r) => r.firstLoadJsGzipBytes <= r.jsBudgetBytes),
    misses: rows.filter((r) => r.firstLoadJsGzipBytes > r.jsBudgetBytes).map((r) => r.route),
  };
}

/** The whole build's targets: the full build and the `npm run validate` command; each is not met when it was not run. */
function checkBuildTargets(totals: Totals): TargetCheck[] {
  return [
    {
      name: "build",
      target: "<= 20 s",
      actual: totals.buildMs === null ? "not run" : `${(totals.buildMs / 1000).toFixed(1)} s`,
      met: totals.buildMs !== null && totals.buildMs <= 20_000,
      misses: [],
    },
    {
      name: "npm run validate",
      target: "<= 0.5 s",
      actual:
        totals.validateCommandMs === null
          ? "not measured"
          : `${seconds(totals.validateCommandMs)} s wall, median of ${totals.validateCommandRuns}${totals.validatorMs === null ? "" : ` (${totals.validatorMs} ms in the validator)`}`,
      met: totals.validateCommandMs !== null && totals.validateCommandMs <= 500,
      misses: [],
    },
  ];
}

/**
 * Checks the design's targets: Lighthouse mobile performance, accessibility, best practices and SEO 100
 * on every route; LCP <= 1.5 s, TBT <= 50 ms, CLS 0.00 and at most 400 KB transferred by a first visit
 * at 375 px on every route; on every route, all
 * JavaScript a first visit downloads within the route's budget (100 KB with a carousel, 75 KB with
 * other islands, 2 KB without); full build <= 20 s; the whole `npm run validate` command <= 0.5 s
 * wall (the median of its runs; not met when it was not measured).
 * A route without a figure (Lighthouse failed on it) misses every per-route target.
 */
export function checkTargets(rows: readonly RouteRow[], totals: Totals): TargetCheck[] {
  return [...ROUTE_TARGETS.map((target) => checkRouteTarget(rows, target)), checkFirstVisitJs(rows), ...checkBuildTargets(totals)];
}

/** The per-route table: one aligned row per route, figures rounded as Lighthouse shows them. */
export function formatTable(rows: readonly RouteRow[]): string {
  const header = ["route", "perf", "a11y", "bp", "seo", "LCP s", "TBT ms", "CLS", "1st visit KB", "JS 1st KB", "JS xfer KB", "HTML KB"];
  const num = (v: number | null, digits = 0) => (v === null ? "–" : v.toFixed(digits));
  const body = rows.map((r) => [
    r.route + (r.error ? ` (${r.error})` : ""),
    num(r.performance),
    num(r.accessibility),
    num(r.bestPractices),
    num(r.seo),
    r.lcpMs === null ? "–" : (r.lcpMs / 1000).toFixed(2),
    num(r.tbtMs),
    num(r.cls, 2),
    kb(r.firstVisitBytes),
    kb(r.firstLoadJsGzipBytes),
    r.jsTransferredBytes === null ? "–" : kb(r.jsTransferredBytes),
    kb(r.htmlGzipBytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/** The totals as lines of text. */
export function formatTotals(totals: Totals): string {
  return [
    `build:      ${totals.buildMs === null ? "not run (--no-build: the last build was measured)" : `${(totals.buildMs / 1000).toFixed(1)} s`}`,
    `validate:   ${totals.validateCommandMs === null ? "not measured" : `${seconds(totals.validateCommandMs)} s`} for npm run validate (median of ${totals.validateCommandRuns}), ${seconds(totals.validateMs)} s for its script alone (node scripts/run-validate.mjs), ${totals.validatorMs === null ? "n/a" : `${totals.validatorMs} ms`} in the validator`,
    `pages:      ${totals.pages} YAML pages, ${totals.routes} routes, ${totals.htmlFiles} HTML files`,
    `output:     ${kb(totals.outputBytes)} KB in build/client`,
  ].join("\n");
}

/** Milliseconds as seconds with two decimals, e.g. 342 -> "0.34". */
function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

/** The targets on one line each, a miss marked ✘ with the routes that missed it. */
export function formatTargets(checks: readonly TargetCheck[]): string {
  const missed = checks.filter((c) => !c.met).length;
  const lines = checks.map(
    (c) =>
      `${c.met ? "✔" : "✘"} ${c.name} ${c.target}: ${c.actual}${c.met || !c.misses.length ? "" : ` (missed on ${c.misses.join(", ")})`}`,
  );
  return [`targets: ${checks.length - missed} of ${checks.length} met`, ...lines.map((l) => `  ${l}`)].join("\n");
}

/** The page editor's targets, in ms. */
export const EDITOR_TARGETS = {
  /** From `npm run edit` printing its address to the pages list showing every page. */
  openMs: 1500,
  /** From a keystroke in a field of the largest page's form to the preview showing the new text. */
  previewMs: 300,
  /** Validating a draft of the largest page in the editor's process (the `ms` of `POST /api/check`). */
  checkMs: 100,
} as const;

/**
 * What the bench measured of the page editor (scripts/bench-editor.ts). Times are in ms; a figure is
 * null when its part could not be measured, and `errors` then says why (one sentence per part).
 */
export interface EditorFigures {
  /** From starting `npm run edit`'s script (`tsx scripts/edit.ts`) to the line with its address, bundling the browser app included, in ms. */
  startMs: number | null;
  /** From the address line to the pages list showing every page's route, in a fresh browser page, in ms. */
  openMs: number | null;
  /** How many pages the list showed (route pages: not the site settings or the not-found page). */
  pagesListed: number | null;
  /** The page typed in and validated, e.g. `pages/resources.yaml`, and its route. */
  previewFile: string;
  previewRoute: string;
  /** Median of {@link EditorFigures.previewSamplesMs}, in ms. */
  previewMs: number | null;
  /** Per keystroke: from the keydown to the preview's DOM showing the new text (both in the browser's clock), in ms. */
  previewSamplesMs: number[];
  /** Median of {@link EditorFigures.checkSamplesMs}, in ms. */
  checkMs: number | null;
  /** Per request: the `ms` `POST /api/check` answered (validation in the editor's process, HTTP excluded), after warm-up, in ms. */
  checkSamplesMs: number[];
  /** Median round trip of those requests as the bench saw it (HTTP and JSON included), in ms. */
  checkRoundTripMs: number | null;
  /** Why a part could not be measured; empty when every figure is there. */
  errors: string[];
}

/**
 * Checks the page editor's targets ({@link EDITOR_TARGETS}): opens and lists its pages in at most
 * 1.5 s, the preview follows a keystroke in at most 300 ms (median), a draft is validated in at most
 * 100 ms (median). A figure that is null (not measured) misses its target.
 */
export function checkEditorTargets(editor: EditorFigures): TargetCheck[] {
  const check = (name: string, value: number | null, limit: number, detail = ""): TargetCheck => ({
    name,
    target: `<= ${limit} ms`,
    actual: value === null ? "not measured" : `${Math.round(value)} ms${detail}`,
    met: value !== null && value <= limit,
    misses: [],
  });
  return [
    check("editor opens and lists its pages", editor.openMs, EDITOR_TARGETS.openMs),
    check(
      `editor preview after a keystroke (${editor.previewRoute})`,
      editor.previewMs,
      EDITOR_TARGETS.previewMs,
      `, median of ${editor.previewSamplesMs.length}`,
    ),
    check(
      `editor validation of a draft (${editor.previewFile})`,
      editor.checkMs,
      EDITOR_TARGETS.checkMs,
      `, median of ${editor.checkSamplesMs.length}`,
    ),
  ];
}

/**
 * The page editor's figures as lines of text, each starting `editor:` and ending with its target and
 * ✔ (met) or ✘ (missed, or not measured), then one line per part that could not be measured.
 */
export function formatEditor(editor: EditorFigures): string {
  const [open, preview, check] = checkEditorTargets(editor) as [TargetCheck, TargetCheck, TargetCheck];
  const ms = (v: number | null) => (v === null ? "–" : `${Math.round(v)} ms`);
  const mark = (c: TargetCheck) => (c.met ? "✔" : "✘");
  const label = "editor:     ";
  const lines = [
    `${label}npm run edit printed its address ${editor.startMs === null ? "–" : `${seconds(editor.startMs)} s`} after it started (bundling its browser app; no target)`,
    `${label}opens and lists ${editor.pagesListed ?? "its"} pages in ${ms(editor.openMs)} (target ≤ ${EDITOR_TARGETS.openMs} ms) ${mark(open)}`,
    `${label}preview of ${editor.previewRoute} shows a keystroke in ${ms(editor.previewMs)} (median of ${editor.previewSamplesMs.length}; target ≤ ${EDITOR_TARGETS.previewMs} ms) ${mark(preview)}`,
    `${label}validates a draft of ${editor.previewFile} in ${ms(editor.checkMs)} in-process (median of ${editor.checkSamplesMs.length}; ${ms(editor.checkRoundTripMs)} round trip; target ≤ ${EDITOR_TARGETS.checkMs} ms) ${mark(check)}`,
    ...editor.errors.map((e) => `${label}could not measure: ${e}`),
  ];
  return lines.join("\n");
}
