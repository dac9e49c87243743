/**
 * `npm test`: first, side by side, a fresh production build (with a test video API key unless
 * VIDEO_API_KEY is set), the strict typecheck, lint (ESLint) and the format check (oxfmt, Prettier's
 * style), each one's output kept apart and printed in that order once it has ended; as soon as the build
 * is done (the checks that are still running go on beside them), the unit tests (vitest, whose tests
 * of the build compare their own build with this one: SITE_REFERENCE_BUILD) and the end-to-end tests
 * (Playwright in Chromium against the served build, and the server checks again against a real nginx
 * with the generated configuration, tests/nginx), each one's output printed whole when it ends. Prints each runner's output, each layer's wall time and,
 * last, one line `N passed, N failed` adding up every runner. Exits 1 when anything failed or did not run.
 * `npm run test:e2e [-- <playwright args>]` (this script with `--e2e`) skips the typecheck, lint, format
 * and unit tests: the same build, then Playwright with the given arguments (e.g. a spec file or `-g <title>`).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { stripVTControlCharacters } from "node:util";
import { freePort } from "./support/free-port.ts";
import { TEST_VIDEO_API_KEY } from "./support/video-key.ts";

const root = process.cwd();
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const resultsDir = join(root, "test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const started = performance.now();
/** Wall time of each layer, in ms, in the order they ran, with its parts' times when they ran side by side. */
const layerTimes: { layer: string; ms: number; parts?: string }[] = [];

const e2eOnly = process.argv[2] === "--e2e";
const playwrightArgs = e2eOnly ? process.argv.slice(3) : [];
// The e2e tests check the video list's request, so the build needs a video API key: a fixed test key
// unless VIDEO_API_KEY is set (the tests read the same value, tests/support/content.ts videoApiKey).
const buildEnv = { ...process.env, VIDEO_API_KEY: process.env.VIDEO_API_KEY || TEST_VIDEO_API_KEY };

// Layer 1: the build, with the whole-project checks beside it (each is mostly one core's work). The
// tests start as soon as the build is done: a check still running (lint, the longest) ends beside
// them, on the core the build has left, instead of alone on one core while the other waits.
const checks: Job[] = e2eOnly
  ? []
  : [
      // package.json's `typecheck` says which tsc: one place for it.
      job("typecheck (react-router typegen + tsc, strict)", "npm", ["run", "--silent", "typecheck"]),
      job("lint (eslint: typescript-eslint, react-hooks, jsx-a11y; dependency-cruiser: the dependency rules; knip: nothing unused)", "sh", [
        "-c",
        `${bin("eslint")} . && ${bin("depcruise")} src scripts --config .dependency-cruiser.cjs && ${bin("knip")}`,
      ]),
      job("format (oxfmt --check)", bin("oxfmt"), ["--check"]),
    ];
// What `npm run build` runs (package.json).
const [building, ...checking] = startAll([job("build", process.execPath, ["scripts/run-build.mjs"], buildEnv), ...checks]);
const build = await timed(e2eOnly ? "build" : "build, with the typecheck, lint and format beside it", () => building!);
printRun(build);
const buildStatus = build.status;
// Each check's output, in their order, once it and the ones before it have ended (during the tests, for the longest).
const checksDone = printInOrder(checking);
const layer1Times = layerTimes.at(-1)!;

// Layer 2: the unit tests and the end-to-end tests, side by side (each leaves the machine's cores idle
// part of the time: the browser waits on the page, the build tests on their child builds). The unit
// tests' tests of the build compare a build of their own with layer 1's (when it was made); the
// end-to-end tests run against it, and do not run without it.
const unitEnv = buildStatus === 0 ? { ...process.env, SITE_REFERENCE_BUILD: join(root, "build") } : process.env;
const unitJob = job(
  "unit tests (vitest)",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(resultsDir, "unit.json")}`],
  unitEnv,
);
let e2eJob: Job | null = null;
if (buildStatus === 0) {
  const port = await e2ePort();
  // The nginx project's real nginx (tests/nginx) listens on a port of its own, free now, unless NGINX_PORT is set.
  const nginxPort = process.env.NGINX_PORT || String(await freePort());
  e2eJob = job(
    "end-to-end tests (Playwright: html, browser and editor layers in Chromium; the server checks on a real nginx)",
    bin("playwright"),
    ["test", ...playwrightArgs],
    {
      ...process.env,
      E2E_PORT: port,
      NGINX_PORT: nginxPort,
      // Every project in one phase (playwright.config.ts, editorDependencies).
      E2E_ONE_PHASE: "1",
    },
  );
} else {
  console.error("The build failed, so the end-to-end tests did not run.");
}
// Alone (npm run test:e2e), the end-to-end run prints as it goes.
const layer2 = e2eOnly
  ? e2eJob
    ? [{ ...e2eJob, ms: 0, status: await timed("end-to-end tests", () => run(e2eJob.label, e2eJob.cmd, e2eJob.args, e2eJob.env)) }]
    : []
  : await timed("unit and end-to-end tests, side by side", () => runTogether([unitJob, ...(e2eJob ? [e2eJob] : [])]));
if (!e2eOnly) layerTimes.at(-1)!.parts = layer2.map((j, i) => `${i === 0 ? "unit" : "end-to-end"} ${seconds(j.ms).trim()}`).join(", ");
const checked = await checksDone;
const [typecheckStatus, lintStatus, formatStatus] = e2eOnly ? [0, 0, 0] : checked.map((j) => j.status);
// Each check's time from the start, beside the build's.
if (!e2eOnly) layer1Times.parts = checked.map((j) => `${j.label.split(" ")[0]} ${seconds(j.ms).trim()}`).join(", ");
const unitStatus = e2eOnly ? 0 : layer2[0]!.status;
const unit = readCounts(join(resultsDir, "unit.json"), (json) => ({ passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 }));
const e2eStatus = e2eJob ? layer2.at(-1)!.status : 1;
const e2e = readCounts(join(resultsDir, "e2e.json"), (json) => ({
  passed: json.stats?.expected ?? 0,
  failed: (json.stats?.unexpected ?? 0) + (json.stats?.flaky ?? 0),
}));
if (e2eJob) printTimings(join(resultsDir, "e2e.json"));
printFailures(join(resultsDir, "unit.json"), join(resultsDir, "e2e.json"));

// A runner that failed without a failing test (a file that did not load, a build error) counts as one failure.
const runnerErrors = [
  typecheckStatus !== 0,
  lintStatus !== 0,
  formatStatus !== 0,
  unitStatus !== 0 && unit.failed === 0,
  buildStatus !== 0,
  buildStatus === 0 && e2eStatus !== 0 && e2e.failed === 0,
].filter(Boolean).length;
const checksPassed = e2eOnly ? 0 : [lintStatus, formatStatus].filter((status) => status === 0).length;
const passed = checksPassed + unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + runnerErrors;
if (typecheckStatus !== 0) console.error("The typecheck failed: see the errors above.");
if (lintStatus !== 0) console.error("Lint found problems: see above (`npm run lint`).");
if (formatStatus !== 0) console.error("Some files are not formatted: `npm run format` formats them.");
console.log("\nTime per layer (wall clock):");
for (const t of layerTimes) console.log(`${seconds(t.ms)}  ${t.layer}${t.parts ? ` (${t.parts})` : ""}`);
console.log(`${seconds(performance.now() - started)}  in all`);
console.log(
  `lint and format: ${checksPassed} of ${e2eOnly ? 0 : 2} passed · unit: ${unit.passed} passed, ${unit.failed} failed · e2e: ${e2e.passed} passed, ${e2e.failed} failed`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);

/** A command run with its output kept, to be printed whole after it ends. */
interface Job {
  label: string;
  cmd: string;
  args: string[];
  env: NodeJS.ProcessEnv;
}

function job(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Job {
  return { label, cmd, args, env };
}

/** A job that ended: its exit status (1 when it could not start), wall time in ms from its start, and its output. */
type Ran = Job & { status: number; ms: number; output: string };

/** Starts every job at once, each with its standard output and error kept together in one buffer; each promise settles when its job ends. */
function startAll(jobs: Job[]): Promise<Ran>[] {
  const t0 = performance.now();
  return jobs.map(
    (j) =>
      new Promise<Ran>((resolve) => {
        let output = "";
        const child = spawn(j.cmd, j.args, { env: j.env, stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("error", (error) => resolve({ ...j, status: 1, ms: performance.now() - t0, output: `${output}${error.message}\n` }));
        child.on("close", (code) => resolve({ ...j, status: code ?? 1, ms: performance.now() - t0, output }));
      }),
  );
}

/** Prints an ended job's output whole under its label and time. */
function printRun(result: Ran): void {
  console.log(`\n━━ ${result.label} ━━ (${seconds(result.ms).trim()})`);
  if (result.output) process.stdout.write(result.output.endsWith("\n") ? result.output : `${result.output}\n`);
}

/**
 * Runs every job at once ({@link startAll}) and prints each one's output under its label in the jobs'
 * order, as soon as it and the ones before it have ended, so the outputs never interleave. Resolves to
 * each job's exit status and wall time in ms.
 */
function runTogether(jobs: Job[]): Promise<Ran[]> {
  return printInOrder(startAll(jobs));
}

/** Prints each started job's output in the given order, each once it and the ones before it have ended; resolves to them all. */
async function printInOrder(runs: Promise<Ran>[]): Promise<Ran[]> {
  const done: Ran[] = [];
  for (const pending of runs) {
    const result = await pending;
    printRun(result);
    done.push(result);
  }
  return done;
}

/** Runs one command with its output shown as it comes; resolves to its exit status (1 when it could not start). */
function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  console.log(`\n━━ ${label} ━━`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", env });
    child.on("error", () => resolve(1));
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/** Runs `layer`, recording its wall time under `name` for the summary. */
async function timed<T>(name: string, layer: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  try {
    return await layer();
  } finally {
    layerTimes.push({ layer: name, ms: performance.now() - t0 });
  }
}

/** `ms` as seconds with one decimal, right-aligned in 8 characters. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`.padStart(8);
}

/**
 * The port the served build listens on for the e2e tests: E2E_PORT when set; else 4317, or a free port
 * when 4317 is taken (another test run or server on this machine), so a busy port never fails the run.
 */
async function e2ePort(): Promise<string> {
  if (process.env.E2E_PORT) return process.env.E2E_PORT;
  const listenOn = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once("error", () => resolve(null));
      server.listen(port, () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
  const port = (await listenOn(4317)) ?? (await listenOn(0));
  if (port !== 4317) console.log(`Port 4317 is taken: the e2e tests serve the build on port ${port}.`);
  return String(port ?? 4317);
}

/** The parts of the vitest and Playwright JSON reports the counts and the failures come from. */
interface RunnerReport {
  numPassedTests?: number;
  numFailedTests?: number;
  stats?: { expected?: number; unexpected?: number; flaky?: number };
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** A Playwright JSON report's suite: its specs (each test's runs, with their status and error) and nested suites. */
interface PlaywrightSuite {
  specs?: {
    file: string;
    title: string;
    tests: { projectName?: string; results: { duration: number; status?: string; error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** Every test of a Playwright report, walked depth first. */
function playwrightTests(report: RunnerReport) {
  const tests: {
    file: string;
    title: string;
    project: string;
    results: { duration: number; status?: string; error?: { message?: string } }[];
  }[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests) tests.push({ file: spec.file, title: spec.title, project: t.projectName ?? "", results: t.results });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

function readReport(file: string): RunnerReport | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RunnerReport;
  } catch {
    return null;
  }
}

/**
 * Lists, just above the totals, every failed unit test and end-to-end test with the first lines of its
 * error (a unit test file that did not load counts as one), so the end of a long CI log names them.
 * Prints nothing when nothing failed or the reports are missing.
 */
function printFailures(unitFile: string, e2eFile: string) {
  const firstLines = (text = "") =>
    stripVTControlCharacters(text)
      .split("\n")
      .filter((line) => line.trim())
      .slice(0, 4)
      .map((line) => `      ${line.trim().slice(0, 200)}`)
      .join("\n");
  const failures: string[] = [];
  for (const file of readReport(unitFile)?.testResults ?? []) {
    const name = relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`  unit  ${name} › ${t.fullName}\n${firstLines(t.failureMessages?.join("\n"))}`);
    if (file.status === "failed" && failedTests.length === 0) failures.push(`  unit  ${name} (did not run)\n${firstLines(file.message)}`);
  }
  const e2eReport = readReport(e2eFile);
  for (const t of e2eReport ? playwrightTests(e2eReport) : []) {
    const bad = t.results.filter((r) => r.status && r.status !== "passed" && r.status !== "skipped");
    if (bad.length > 0)
      failures.push(
        `  e2e   [${t.project}] ${t.file} › ${t.title}${bad.length < t.results.length ? " (flaky: passed on retry)" : ""}\n${firstLines(bad[0]!.error?.message)}`,
      );
  }
  if (failures.length === 0) return;
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(failure);
}

function readCounts(file: string, pick: (json: RunnerReport) => { passed: number; failed: number }) {
  const report = readReport(file);
  return report ? pick(report) : { passed: 0, failed: 0 };
}

/**
 * Prints where the end-to-end run spent its time: each spec file's total (the sum of its tests' own
 * durations, in s, over both workers) and the ten slowest tests, so a slow new test shows in every CI log.
 * Prints nothing when the report is missing or unreadable.
 */
function printTimings(file: string) {
  const report = readReport(file);
  if (!report) return;
  const tests = playwrightTests(report).flatMap((t) => t.results.map((r) => ({ file: t.file, title: t.title, ms: r.duration })));
  const byFile = new Map<string, { count: number; ms: number }>();
  for (const t of tests) byFile.set(t.file, { count: (byFile.get(t.file)?.count ?? 0) + 1, ms: (byFile.get(t.file)?.ms ?? 0) + t.ms });
  console.log("\nTime per spec file (sum of its tests):");
  for (const [name, { count, ms }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`${seconds(ms)}  ${String(count).padStart(4)} tests  ${name}`);
  console.log("Slowest tests:");
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${seconds(t.ms)}  ${t.file} › ${t.title}`);
}
