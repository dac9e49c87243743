/**
 * `npm run bench`: builds the site (timed), validates it (the whole `npm run validate` command, wall
 * time, median of 5 runs; and its script and the validator alone), serves build/client with
 * scripts/serve.ts on a local port and runs Lighthouse (its default mobile settings: simulated
 * throttling) in headless Chromium on every route. Prints a table per route (scores, LCP, TBT, CLS,
 * all JavaScript a first visit downloads gzipped, JS transferred, HTML gzipped), the totals, the
 * main thread's hydration work on /home at 4x CPU slowdown, and the design's targets, and writes the
 * same to bench/results.json. A benchmark, not a test: missed targets are reported and the
 * exit code stays 0; it is 1 only when the bench could not run (build failed, no browser, no server).
 *
 * Then it loads the server (scripts/bench-server.ts: `npm run serve` answering /home to autocannon at
 * 50 connections, 20,000 requests, on 127.0.0.1 only) and prints its throughput, latency and memory
 * with their targets; they go to bench/results.json under `server`.
 *
 * Then it measures the page editor (scripts/bench-editor.ts: `npm run edit` opening and listing the
 * pages, the preview following a keystroke, the validation of a draft) and prints those figures with
 * their targets; they go to bench/results.json under `editor`.
 *
 *   npm run bench [-- --runs N] [--routes /home,/cookies] [--no-build]
 *   npm run bench -- --editor-only
 *   npm run bench -- --team-only
 *   npm run bench -- --server-only
 *   npm run bench -- --scale 1000
 *
 * `--team-only` measures only the team editor (scripts/bench-team.ts: sign-in, a save, the preview link
 * and publishing, on this site and a generated 1,000-page one) and replaces only the `team` key.
 * `--runs N` runs Lighthouse N times per route and keeps the median of each figure. `--no-build`
 * measures the last build instead of building. `--editor-only` measures only the page editor (no
 * build, no validate, no Lighthouse) and replaces only the `editor` key of bench/results.json,
 * keeping the rest of the file as the last full run wrote it. `--server-only` measures only the server,
 * on the last build, and replaces only the `server` key the same way. `--scale N` measures only the build of a
 * generated N-page copy of the site and its `_headers` against Cloudflare Pages' limits
 * (scripts/bench-scale.ts) and replaces only the `scale` key the same way. Chromium: CHROME_PATH, else
 * /usr/bin/chromium, else Playwright's own. Port: BENCH_PORT (default 4180; when 4180 is busy and BENCH_PORT is unset, a free
 * port). Chromium resolves no host but localhost and 127.0.0.1 (where the server listens), so no run ever reaches the internet.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import { join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { CHROMIUM_FLAGS, chromiumPath } from "./chromium.ts";
import { OFFLINE_FLAG, startThirdPartyStub } from "./third-party-stub.ts";
import { measureEditor, unmeasuredEditor } from "./bench-editor.ts";
import { checkTeamTargets, formatTeam, measureTeamEditor } from "./bench-team.ts";
import { checkScaleTargets, formatScale, measureScaledBuild } from "./bench-scale.ts";
import { checkServerTargets, formatServer, measureServer, type ServerFigures } from "./bench-server.ts";
import {
  checkEditorTargets,
  checkTargets,
  formatEditor,
  formatTable,
  formatTargets,
  formatTotals,
  median,
  medianRun,
  type EditorFigures,
  type RouteRow,
  type RunFigures,
  type Totals,
} from "./bench-report.ts";
import { firstVisitJs, htmlGzip, jsBudgetBytes, routeHtmlFile, type FirstLoadJs } from "./page-weight.ts";

/** How many times the hydration of /home is measured; the report gives the median. */
const HYDRATION_RUNS = 5;
/** How many times `npm run validate` runs; the report gives the median of their wall times. */
const VALIDATE_RUNS = 5;
/** Where the results go (committed: the table in docs/performance.md is copied from it, and a later run's diff shows what changed). */
const RESULTS_FILE = join("bench", "results.json");
/**
 * Flags headless Chromium needs on these machines (closed network; no GPU; no sandbox in containers),
 * every host but localhost unreachable. Lighthouse's runs send the lead-form provider and the video API
 * to a local stub instead (scripts/third-party-stub.ts).
 */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS, OFFLINE_FLAG];

/** An audit Lighthouse did not pass on a route, with a few of its items. */
interface FlaggedAudit {
  id: string;
  category: string;
  title: string;
  score: number;
  displayValue?: string;
  items: string[];
}

const root = process.cwd();
const clientDir = join(root, "build", "client");
const cleanups: (() => void)[] = [];
const cleanup = () => {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      fn();
    } catch {
      // Already gone.
    }
  }
};
process.on("SIGINT", () => {
  console.error("\nbench: interrupted; stopping the server and the browser.");
  cleanup();
  process.exit(130);
});
process.on("SIGTERM", () => {
  cleanup();
  process.exit(143);
});
process.on("exit", cleanup);

try {
  await main();
} catch (error) {
  console.error(`\nbench: could not run: ${error instanceof Error ? error.message : String(error)}`);
  cleanup();
  process.exit(1);
}

async function main(): Promise<void> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.editorOnly) return editorOnly();
  if (options.teamOnly) return teamOnly();
  if (options.serverOnly) return serverOnly();
  if (options.scale !== undefined) return scaleOnly(options.scale);
  const loadAtStart = loadavg();
  const loaded = loadContent(contentLocationFromEnv(root));
  if (!loaded.content) throw new Error("the content has errors: run npm run validate to see them");
  const allRoutes = loaded.content.routes.map((r) => r.path);
  const routes = options.routes ?? allRoutes;
  const unknown = routes.filter((r) => !allRoutes.includes(r));
  if (unknown.length) throw new Error(`unknown route(s) ${unknown.join(", ")}; the site has ${allRoutes.join(", ")}`);

  let buildMs: number | null = null;
  if (options.build) {
    console.log("bench: building (npm run build) …");
    buildMs = timed(() => runQuietly("build", [join(root, "node_modules", ".bin", "tsx"), "scripts/build.ts"])).ms;
    console.log(`bench: built in ${(buildMs / 1000).toFixed(1)} s`);
  } else if (!existsSync(join(clientDir, "404.html"))) throw new Error("no build in build/client: run without --no-build");

  const validation = measureValidate();

  const { rows, jsFiles, flagged, environment, chromePath, baseUrl } = await lighthouseRoutes(
    routes,
    options.runs,
    loaded.content.thirdParties.leadForms,
    loaded.content.site.videoChannel.endpoint,
  );

  const output = listFiles(clientDir);
  const totals: Totals = {
    buildMs,
    ...validation,
    pages: loaded.content.pages.size + 1,
    routes: loaded.content.routes.length,
    htmlFiles: output.filter((f) => f.path.endsWith(".html")).length,
    outputBytes: output.reduce((n, f) => n + f.bytes, 0),
  };
  const targets = checkTargets(rows, totals);

  const hydration = await measureHydration(`${baseUrl}/home`);
  const server = await benchServer();
  const editor = await benchEditor(chromePath);

  const loadAtEnd = loadavg();
  const busy = Math.max(loadAtStart[0]!, loadAtEnd[0]!) > cpus().length;
  console.log(
    `\nLighthouse ${environment.lighthouse ?? "?"}, mobile (simulated throttling), median of ${options.runs} run(s) per route; KB = 1024 bytes.`,
  );
  console.log(
    "JS 1st = all JavaScript a first visit downloads without input, gzipped (the larger of 375 and 1280 px); JS xfer = JavaScript transferred during the load, lazy chunks included, as served (brotli); HTML = gzipped.\n",
  );
  console.log(formatTable(rows));
  console.log(`\n${formatTotals(totals)}`);
  console.log(
    `hydration of /home at 4x CPU slowdown (median of ${HYDRATION_RUNS}): ${hydration.totalMs} ms on the main thread in all, ${hydration.islands.map((i) => `${i.name} ${i.ms} ms`).join(", ")}`,
  );
  console.log(formatServer(server));
  console.log(`${formatEditor(editor)}\n`);
  console.log(formatTargets(targets));
  if (busy)
    console.log(
      `\nNote: the machine was busy (load average ${loadAtStart[0]!.toFixed(1)} at the start, ${loadAtEnd[0]!.toFixed(1)} at the end, on ${cpus().length} cores): times and TBT are inflated by other work.`,
    );
  const summary = flaggedSummary(flagged);
  if (summary) console.log(`\nLighthouse flagged (first run of each route):\n${summary}`);

  writeResults({
    rows,
    jsFiles,
    flagged,
    environment,
    totals,
    targets,
    hydration,
    server,
    editor,
    loadAtStart,
    loadAtEnd,
    busy,
    runs: options.runs,
    routes,
  });
  console.log(`\nbench: wrote ${RESULTS_FILE}`);
  cleanup();
}

/**
 * `npm run validate` timed: its script once untimed (warming the file cache), once
 * timed, then the whole npm command {@link VALIDATE_RUNS} times (wall, ms, median). Throws when it fails.
 */
function measureValidate(): Pick<Totals, "validateCommandMs" | "validateCommandRuns" | "validateMs" | "validatorMs"> {
  // An untimed first run warms the file cache.
  const validateScript = [process.execPath, join("scripts", "run-validate.mjs")];
  runQuietly("validate", validateScript);
  const validation = timed(() => runQuietly("validate", validateScript));
  const validatorMs = Number(/valid in (\d+) ms/.exec(validation.result)?.[1] ?? NaN);
  const validateCommandMs = median(
    Array.from({ length: VALIDATE_RUNS }, () => timed(() => runQuietly("npm run validate", ["npm", "run", "validate"])).ms),
  );
  console.log(
    `bench: npm run validate in ${((validateCommandMs ?? NaN) / 1000).toFixed(2)} s (wall, median of ${VALIDATE_RUNS} runs); its script alone ${(validation.ms / 1000).toFixed(2)} s, ${validatorMs} ms in the validator`,
  );

  return {
    validateCommandMs: validateCommandMs === null ? null : Math.round(validateCommandMs),
    validateCommandRuns: VALIDATE_RUNS,
    validateMs: Math.round(validation.ms),
    validatorMs: Number.isFinite(validatorMs) ? validatorMs : null,
  };
}

/**
 * Serves build/client and runs Lighthouse (mobile) `runs` times on each route, the lead-form provider
 * (`leadFormOrigins`) and the video API (`videoApi`, its endpoint) answered by a local stub, as a visitor's browser would have it answered
 * (scripts/third-party-stub.ts), with each route's first-visit JavaScript (gzip bytes) and HTML
 * size. Returns the rows (medians) and what they came from.
 */
async function lighthouseRoutes(routes: string[], runCount: number, leadFormOrigins: readonly string[], videoApi: string) {
  const port = await choosePort();
  const baseUrl = await startServer(port);
  const chromePath = findChrome();
  const stub = await startThirdPartyStub({ hosts: leadFormOrigins, videoApi });
  cleanups.push(() => void stub.close());
  console.log(
    `bench: serving build/client on ${baseUrl}; Lighthouse ${runCount} run(s) per route on ${routes.length} route(s) with ${chromePath}${stub.flags.length > 1 ? "; the lead-form provider and the video API answered by a local stub" : ""}`,
  );
  // The stub's resolver rules replace the offline one (they end with it).
  const chromeFlags = [...CHROME_FLAGS.filter((flag) => flag !== OFFLINE_FLAG), ...stub.flags];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "silent" });
  cleanups.push(() => chrome.kill());

  const rows: RouteRow[] = [];
  const jsFiles = new Map<string, FirstLoadJs["files"]>();
  const flagged = new Map<string, FlaggedAudit[]>();
  let environment: { lighthouse?: string; userAgent?: string } = {};
  for (const route of routes) {
    const runs: RunFigures[] = [];
    let error: string | undefined;
    for (let i = 0; i < runCount; i++) {
      const started = performance.now();
      const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result?.lhr;
      if (!lhr) {
        error = "no result";
        continue;
      }
      environment = { lighthouse: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent };
      if (lhr.runtimeError) error = lhr.runtimeError.code;
      runs.push(figures(lhr));
      if (i === 0) flagged.set(route, flaggedAudits(lhr));
      process.stdout.write(
        `bench: ${route} run ${i + 1}/${runCount}: performance ${runs.at(-1)!.performance ?? "–"} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
      );
    }
    const { js, phoneTransferBytes } = await firstVisitJsAtBothWidths(`${baseUrl}${route}`);
    jsFiles.set(route, js.files);
    const budget = jsBudgetBytes(readFileSync(routeHtmlFile({ clientDir, route }), "utf8"));
    rows.push({
      route,
      ...medianRun(runs),
      firstLoadJsGzipBytes: js.gzipBytes,
      jsBudgetBytes: budget,
      firstVisitBytes: phoneTransferBytes,
      htmlGzipBytes: htmlGzip({ clientDir, route }).gzipBytes,
      ...(error ? { error } : {}),
    });
  }

  return { rows, jsFiles, flagged, environment, chromePath, baseUrl };
}

/** Writes bench/results.json: the machine, the settings and every figure of a full run (the last --scale figures kept). */
function writeResults(r: {
  rows: RouteRow[];
  jsFiles: Map<string, FirstLoadJs["files"]>;
  flagged: Map<string, FlaggedAudit[]>;
  environment: { lighthouse?: string; userAgent?: string };
  totals: Totals;
  targets: ReturnType<typeof checkTargets>;
  hydration: Awaited<ReturnType<typeof measureHydration>>;
  server: ServerFigures;
  editor: Awaited<ReturnType<typeof benchEditor>>;
  loadAtStart: number[];
  loadAtEnd: number[];
  busy: boolean;
  runs: number;
  routes: string[];
}): void {
  const { rows, jsFiles, flagged, environment, totals, targets, hydration, server, editor, loadAtStart, loadAtEnd, busy, routes } = r;
  mkdirSync(join(root, "bench"), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      node: process.version,
      browser: environment.userAgent ?? null,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      busy,
    },
    settings: {
      lighthouse: environment.lighthouse ?? null,
      formFactor: "mobile",
      throttling: "simulated (Lighthouse default)",
      runs: r.runs,
      routes,
    },
    units: { times: "ms", sizes: "bytes", kb: 1024, gzip: "zlib level 9", scores: "0-100" },
    routes: rows.map((row) => ({ ...row, firstLoadJsFiles: jsFiles.get(row.route) ?? [], flagged: flagged.get(row.route) ?? [] })),
    totals,
    targets,
    hydration,
    server: { ...server, targets: checkServerTargets(server) },
    editor: { ...editor, targets: checkEditorTargets(editor) },
  };
  // The scale figures come from their own option (--scale N): a full run keeps the last ones.
  const { scale } = readResults();
  writeFileSync(join(root, RESULTS_FILE), JSON.stringify(scale === undefined ? results : { ...results, scale }, null, 2) + "\n");
}

/**
 * `npm run bench -- --team-only`: measures the team editor alone (scripts/bench-team.ts), prints its
 * figures and replaces the `team` key of bench/results.json, keeping every other key.
 */
async function teamOnly(): Promise<void> {
  await measureAlone("team", () => measureTeamEditor({ root, executablePath: findChrome(), log: (line) => console.log(line) }), {
    format: formatTeam,
    targets: checkTeamTargets,
    busyNote: (start, end) =>
      Math.max(start, end) > cpus().length
        ? `load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, on ${cpus().length} cores): times are inflated by other work.`
        : undefined,
  });
}

/**
 * `npm run bench -- --editor-only`: measures the page editor alone, prints its figures and replaces the
 * `editor` key of bench/results.json, keeping every other key as the last full run wrote it (the file
 * is created with only that key when there is none). Throws, writing nothing, when the file exists but
 * is not a JSON object.
 */
async function editorOnly(): Promise<void> {
  await measureAlone("editor", () => benchEditor(findChrome()), {
    format: formatEditor,
    targets: checkEditorTargets,
    busyNote: (start, end) =>
      Math.max(start, end) > cpus().length
        ? `load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, on ${cpus().length} cores): times are inflated by other work.`
        : undefined,
  });
}

/**
 * Runs one measure alone (an option such as `--editor-only`), prints it with `format`, notes when other
 * work was running (`busyNote`, given the 1-minute load averages at the start and the end, returns the
 * rest of the sentence after "the machine was busy (", or undefined), and replaces only `key` of
 * bench/results.json with the figures, the machine and the `targets`. Throws, writing nothing, when the
 * file exists but is not a JSON object, or when `measure` throws.
 */
async function measureAlone<T extends object>(
  key: "editor" | "scale" | "server" | "team",
  measure: () => Promise<T>,
  report: { format: (result: T) => string; targets: (result: T) => unknown; busyNote: (start: number, end: number) => string | undefined },
): Promise<void> {
  const existing = readResults();
  const loadAtStart = loadavg();
  const result = await measure();
  const loadAtEnd = loadavg();
  const note = report.busyNote(loadAtStart[0]!, loadAtEnd[0]!);
  console.log(`\n${report.format(result)}`);
  if (note) console.log(`\nNote: the machine was busy (${note}`);
  const measured = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? "unknown",
      node: process.version,
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      busy: note !== undefined,
    },
    ...result,
    targets: report.targets(result),
  };
  writeResultsKey(existing, key, measured);
  cleanup();
}

/**
 * bench/results.json as it is, to keep what one option does not measure; an empty object when there
 * is no such file yet. Throws when the file is not a JSON object (a hand edit gone wrong).
 */
function readResults(): Record<string, unknown> {
  const file = join(root, RESULTS_FILE);
  if (!existsSync(file)) return {};
  const parsed: unknown = safe(() => JSON.parse(readFileSync(file, "utf8")));
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new Error(`${RESULTS_FILE} is not a JSON object; fix or delete it first`);
  return parsed as Record<string, unknown>;
}

/** Writes bench/results.json: `existing` (as {@link readResults} read it) with `key` replaced by `measured`. */
function writeResultsKey(existing: Record<string, unknown>, key: "editor" | "scale" | "server" | "team", measured: unknown): void {
  mkdirSync(join(root, "bench"), { recursive: true });
  writeFileSync(join(root, RESULTS_FILE), JSON.stringify({ ...existing, [key]: measured }, null, 2) + "\n");
  console.log(`\nbench: wrote the ${key} key of ${RESULTS_FILE} (its other keys are the last full run's)`);
}

/**
 * `npm run bench -- --scale N`: builds a generated N-page copy of the site (scripts/bench-scale.ts),
 * prints the build time and the `_headers` figures with their targets, and replaces the `scale` key of
 * bench/results.json, keeping every other key (as {@link editorOnly} does with `editor`).
 */
async function scaleOnly(pages: number): Promise<void> {
  await measureAlone(
    "scale",
    () => measureScaledBuild({ pages, sourceDir: root, onCleanup: (remove) => cleanups.push(remove), log: (line) => console.log(line) }),
    {
      format: formatScale,
      targets: checkScaleTargets,
      // The build itself raises the load average, so only the load before it tells of other work.
      busyNote: (start) =>
        start > cpus().length
          ? `before the build, load average ${start.toFixed(1)} on ${cpus().length} cores): its time is inflated by other work.`
          : undefined,
    },
  );
}

/**
 * `npm run bench -- --server-only`: loads `npm run serve` on the last build (scripts/bench-server.ts),
 * prints its figures and targets and replaces the `server` key of bench/results.json, keeping every other
 * key (as {@link editorOnly} does with `editor`). Throws when there is no build.
 */
async function serverOnly(): Promise<void> {
  if (!existsSync(join(clientDir, "404.html"))) throw new Error("no build in build/client: run npm run build first");
  await measureAlone("server", benchServer, {
    format: formatServer,
    targets: checkServerTargets,
    busyNote: (start, end) =>
      Math.max(start, end) > cpus().length
        ? `load average ${start.toFixed(1)} at the start, ${end.toFixed(1)} at the end, on ${cpus().length} cores): figures are lowered by other work.`
        : undefined,
  });
}

/** The server's load figures (scripts/bench-server.ts) on a port of its own; a failure to measure is reported in `errors`, not thrown. */
async function benchServer(): Promise<ServerFigures> {
  const port = await choosePort(Number(process.env.BENCH_SERVER_PORT ?? 4181), "BENCH_SERVER_PORT");
  console.log(`bench: loading npm run serve on 127.0.0.1:${port}`);
  return measureServer({ rootDir: root, port, onCleanup: (stop) => cleanups.push(stop), log: (line) => console.log(line) });
}

/** The page editor's figures (scripts/bench-editor.ts) with the Chromium at `chromePath`; a failure to measure at all is reported in `errors`, not thrown. */
async function benchEditor(chromePath: string): Promise<EditorFigures> {
  console.log(`bench: measuring the page editor (npm run edit) with ${chromePath}`);
  try {
    return await measureEditor({
      rootDir: root,
      chromePath,
      chromeFlags: CHROME_FLAGS,
      onCleanup: (stop) => cleanups.push(stop),
      log: (line) => console.log(line),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    return unmeasuredEditor(`the editor bench: ${message}`);
  }
}

/** The bench's options, from its command line (see the usage at the top of this file). */
interface BenchOptions {
  runs: number;
  routes?: string[];
  build: boolean;
  editorOnly: boolean;
  teamOnly: boolean;
  serverOnly: boolean;
  scale?: number;
}

/**
 * The bench's options from `argv` (node:util parseArgs): `--runs N`, `--routes /a,/b`, `--no-build`,
 * `--editor-only`, `--team-only`, `--server-only`, `--scale N`. Throws an Error saying what is wrong for an
 * unknown option, a value that is not a whole number of at least 1, or options that cannot go together.
 */
function parseBenchArgs(argv: string[]): BenchOptions {
  const usage = "options: --runs N, --routes /a,/b, --no-build, --editor-only, --team-only, --server-only, --scale N";
  const readOptions = (args: string[]) =>
    parseArgs({
      args,
      strict: true,
      options: {
        runs: { type: "string" },
        routes: { type: "string" },
        "no-build": { type: "boolean" },
        "editor-only": { type: "boolean" },
        "team-only": { type: "boolean" },
        "server-only": { type: "boolean" },
        scale: { type: "string" },
      },
    });
  let values: ReturnType<typeof readOptions>["values"];
  try {
    values = readOptions(argv).values;
  } catch (error) {
    throw new Error(`${(error as Error).message} (${usage})`, { cause: error });
  }
  const wholeNumber = (option: string, text: string | undefined, example: string) => {
    if (text === undefined) return undefined;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${option} takes a whole number of at least 1, such as ${example}`);
    return value;
  };
  const routes = values.routes
    ?.split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  if (routes && !routes.length) throw new Error("--routes takes a comma-separated list such as /home,/cookies");
  const options: BenchOptions = {
    runs: wholeNumber("runs", values.runs, "3") ?? 1,
    routes,
    build: !values["no-build"],
    editorOnly: values["editor-only"] ?? false,
    teamOnly: values["team-only"] ?? false,
    serverOnly: values["server-only"] ?? false,
    scale: wholeNumber("scale", values.scale, "1000"),
  };
  const given = Object.keys(values).length;
  for (const [only, what] of [
    ["editor-only", "the page editor"],
    ["team-only", "the team editor"],
    ["server-only", "the server"],
    ["scale", "the build of a generated site"],
  ] as const) {
    if (values[only] !== undefined && given > 1) throw new Error(`--${only} measures only ${what}: it takes no other option`);
  }
  return options;
}

/** Runs a command with its output captured; returns its stdout. Throws with the output when it fails. */
function runQuietly(label: string, [cmd, ...args]: string[]): string {
  const result = spawnSync(cmd!, args, { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  }
  return result.stdout;
}

function timed<T>(fn: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = fn();
  return { result, ms: performance.now() - started };
}

/** The port `variable` names when set (it must be free), else `fallback` (BENCH_PORT: 4180), else any free port. */
async function choosePort(fallback = Number(process.env.BENCH_PORT ?? 4180), variable = "BENCH_PORT"): Promise<number> {
  const wanted = Number(process.env[variable] ?? fallback);
  if (await isFree(wanted)) return wanted;
  if (process.env[variable]) throw new Error(`port ${wanted} (${variable}) is in use`);
  return await new Promise<number>((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer().once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Starts scripts/serve.ts on `port` in its own process group (stopped with the bench); resolves its base URL once /home answers. */
async function startServer(port: number): Promise<string> {
  const server: ChildProcess = spawn(join(root, "node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let stderr = "";
  server.stderr?.on("data", (chunk) => (stderr += chunk));
  cleanups.push(() => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGTERM");
  });
  // The server listens on 127.0.0.1 only: its address, not a name that may resolve to ::1 first.
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}): ${stderr.trim()}`);
    try {
      if ((await fetch(`${baseUrl}/home`)).ok) return baseUrl;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer on ${baseUrl} within 20 s`);
}

/** CHROMIUM_PATH or CHROME_PATH, else Debian's /usr/bin/chromium (see chromiumPath), else Playwright's Chromium. Throws when none exists. */
function findChrome(): string {
  const candidates = [chromiumPath(), safe(() => chromium.executablePath())];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p!));
  if (!found) throw new Error("no Chromium found: install Debian's (apt-get install chromium) or set CHROME_PATH");
  return found;
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** The report's figures from one Lighthouse result. */
function figures(lhr: LighthouseResult): RunFigures {
  const score = (id: string) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsTransferredBytes: scriptTransfer(lhr),
  };
}

/** Bytes of JavaScript transferred during the load: resource-summary's script row, else the network requests' scripts. */
function scriptTransfer(lhr: LighthouseResult): number | null {
  const items = (details: unknown) => (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const summary = items(lhr.audits["resource-summary"]?.details).find((i) => i.resourceType === "script");
  if (summary && typeof summary.transferSize === "number") return summary.transferSize;
  const requests = items(lhr.audits["network-requests"]?.details).filter((i) => i.resourceType === "Script");
  return requests.length ? requests.reduce((n, i) => n + (typeof i.transferSize === "number" ? i.transferSize : 0), 0) : null;
}

/** Every scored audit of the four categories that did not get full marks, with up to three of its items. */
function flaggedAudits(lhr: LighthouseResult): FlaggedAudit[] {
  const out: FlaggedAudit[] = [];
  for (const [categoryId, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (["informative", "notApplicable", "manual", "error"].includes(audit.scoreDisplayMode)) continue;
      if (categoryId === "performance" && ref.group !== "metrics" && audit.score >= 0.9) continue;
      const items = ((audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])
        .slice(0, 3)
        .map(describeItem)
        .filter(Boolean);
      out.push({
        id: ref.id,
        category: categoryId,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        items,
      });
    }
  }
  return out;
}

/** A short text for one item of an audit's details: the link, URL, message or element it is about ("" for nested sections). */
function describeItem(item: Record<string, unknown>): string {
  if (item.type === "list-section") return "";
  const node = item.node as { snippet?: string; nodeLabel?: string } | undefined;
  const link = typeof item.text === "string" && typeof item.href === "string" ? `"${item.text}" → ${item.href}` : undefined;
  const text = link ?? item.description ?? item.url ?? node?.snippet ?? node?.nodeLabel ?? item.source;
  return typeof text === "string" ? text.slice(0, 200) : "";
}

/** One line per flagged audit: its title, the routes it was flagged on and an example item. */
function flaggedSummary(flagged: Map<string, FlaggedAudit[]>): string {
  const byAudit = new Map<string, { audit: FlaggedAudit; routes: string[] }>();
  for (const [route, audits] of flagged) {
    for (const audit of audits) {
      const entry = byAudit.get(audit.id) ?? { audit, routes: [] };
      entry.routes.push(route);
      byAudit.set(audit.id, entry);
    }
  }
  return [...byAudit.values()]
    .sort((a, b) => b.routes.length - a.routes.length)
    .map(({ audit, routes }) => {
      const where = routes.length === flagged.size && flagged.size > 1 ? "every route" : routes.join(", ");
      const example = audit.items[0] ? `\n      e.g. ${audit.items[0]}` : "";
      return `  ${audit.category} / ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""} on ${where}${example}`;
    })
    .join("\n");
}

/** Every file under `dir`, with its size in bytes. */
function listFiles(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const file = join(e.parentPath, e.name);
      return { path: relative(dir, file), bytes: statSync(file).size };
    });
}

/**
 * All JavaScript a first visit to `url` downloads without input, gzipped (scripts/page-weight.ts
 * `firstVisitJs`), at 375 and at 1280 px in a fresh headless Chromium each: the larger of the two; and
 * the bytes the visit at 375 px transferred in all.
 */
async function firstVisitJsAtBothWidths(url: string): Promise<{ js: FirstLoadJs; phoneTransferBytes: number }> {
  const browser = await chromium.launch({ executablePath: findChrome(), args: ["--no-sandbox"] });
  try {
    let largest: FirstLoadJs | undefined;
    let phoneTransferBytes = 0;
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
      const js = await firstVisitJs(await context.newPage(), url);
      await context.close();
      if (width === 375) phoneTransferBytes = js.transferBytes;
      if (!largest || js.gzipBytes > largest.gzipBytes) largest = js;
    }
    return { js: largest!, phoneTransferBytes };
  } finally {
    await browser.close();
  }
}

/** Hydration of a page's islands: each island's time from `hydrateRoot` to its effects, and their sum, in ms. */
interface Hydration {
  cpuSlowdown: number;
  runs: number;
  totalMs: number;
  islands: { name: string; ms: number }[];
}

/**
 * The main thread's hydration work on the page at `url` with the CPU slowed down 4x (Chrome's
 * throttling, as Lighthouse's mobile setting): loads it in a fresh headless Chromium
 * {@link HYDRATION_RUNS} times, waits until every island has hydrated, and reads the islands
 * runtime's `hydrate <name>` performance measures (src/islands/hydrate.tsx). Returns the median sum
 * and each island's median, rounded to ms.
 */
async function measureHydration(url: string): Promise<Hydration> {
  const browser = await chromium.launch({ executablePath: findChrome(), args: ["--no-sandbox"] });
  try {
    const runs: { name: string; ms: number }[][] = [];
    for (let i = 0; i < HYDRATION_RUNS; i++) {
      const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForFunction(() => document.querySelectorAll("[data-island]:not([data-hydrated])").length === 0, undefined, {
        timeout: 30_000,
      });
      runs.push(
        await page.evaluate(() =>
          performance
            .getEntriesByType("measure")
            .filter((m) => m.name.startsWith("hydrate "))
            .map((m) => ({ name: m.name.slice(8), ms: m.duration })),
        ),
      );
      await page.close();
    }
    const names = [...new Set(runs.flat().map((m) => m.name))];
    const islands = names.map((name) => ({
      name,
      ms: Math.round(median(runs.map((run) => run.filter((m) => m.name === name).reduce((sum, m) => sum + m.ms, 0))) ?? 0),
    }));
    const totalMs = Math.round(median(runs.map((run) => run.reduce((sum, m) => sum + m.ms, 0))) ?? 0);
    return { cpuSlowdown: 4, runs: HYDRATION_RUNS, totalMs, islands };
  } finally {
    await browser.close();
  }
}
