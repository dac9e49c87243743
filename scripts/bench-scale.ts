/**
 * `npm run bench -- --scale N`: how the build copes with a site of N pages. A temporary copy of the
 * project gets generated pages (copies of the real ones under pages/generated/) until it has N page
 * files, is validated and built from nothing with the real `scripts/build.ts`, then built again after one
 * page changed (each timed, wall clock around the child process), and its `_headers` is checked against
 * Cloudflare Pages' limits. The project itself is only read.
 */
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { discoverPages, NOT_FOUND_FILE } from "../src/content/discover.ts";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { formatTargets, type TargetCheck } from "./bench-report.ts";
import { HOST_LIMITS, parseHeadersFile } from "./security-headers.ts";

/** This project's root: the folder above scripts/. */
const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/** The folder under pages/ that receives the generated pages. */
export const GENERATED_FOLDER = "generated";
/** Files at the project's top level that the build reads (missing ones are skipped). */
const CONFIG_FILES = [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vitest.config.ts",
  ".oxfmtrc.jsonc",
];
/** Folders copied whole. */
const FOLDERS = ["src", "schema", "scripts", "public", "pages"];

/** The targets of a generated site, scaled by its page count, and Cloudflare Pages' limits on `_headers`. */
export const SCALE_TARGETS = {
  /** Pages the targets are stated for (the build times scale with the page count: 200 s for 10,000 pages). */
  pages: 1000,
  /** Wall time of `npm run build` from nothing (no cache) for that many pages on 2 cores, in ms. */
  buildMs: 20_000,
  /** Wall time of `npm run build` again after one page changed, in ms, whatever the page count. */
  incrementalMs: 3_000,
  /** Wall time of `npm run validate` for that many pages, in ms. */
  validateMs: 1_000,
  /** Peak resident memory of the build's largest process, in MB, whatever the page count. */
  peakMemoryMb: 2048,
  /** Rules (path lines) Cloudflare Pages reads from `_headers`. */
  headersRules: HOST_LIMITS.cloudflarePages.headerRules,
  /** Characters Cloudflare Pages allows on one line of `_headers`. */
  headerLineChars: HOST_LIMITS.cloudflarePages.headerLineChars,
} as const;

/** A generated copy of the project, as {@link generateScaledProject} left it. */
export interface ScaledProject {
  /** The copy's root folder (absolute). */
  dir: string;
  /** Page files in the copy: route pages and pages/_404.yaml (the count `npm run validate` reports). */
  pages: number;
  /** How many of them are the project's own. */
  realPages: number;
  /** How many were generated under pages/{@link GENERATED_FOLDER}/. */
  generated: number;
}

/**
 * Makes a copy of the project in `sourceDir` at `targetDir` (created; it must be empty or absent)
 * with `pages` page files in all, route pages and pages/_404.yaml counted, as `npm run validate`
 * counts them. node_modules is a symbolic link to the source's; the configuration files, src/,
 * schema/, scripts/, public/ and pages/ are copied. Then the real route pages (not `_`-prefixed
 * files), in route order and round-robin, are copied to `pages/generated/<route as one name>-<n>.yaml`,
 * each publishing its own route, without `aliases` (an alias is a route of the page it is declared in,
 * so a copy's would clash with the original's). Links, anchors, lead forms and videos stay as they
 * are: they point at pages, ids and settings that still exist. Throws when `pages` is smaller than
 * the project's own page count, when `targetDir` is not empty, or when a page file is not YAML.
 */
export function generateScaledProject(params: { sourceDir: string; targetDir: string; pages: number }): ScaledProject {
  const sourceDir = resolve(params.sourceDir);
  const dir = resolve(params.targetDir);
  if (!Number.isInteger(params.pages) || params.pages < 1)
    throw new RangeError(`pages must be a whole number of at least 1, not ${params.pages}`);
  if (existsSync(dir) && readdirSync(dir).length) throw new Error(`${dir} is not empty`);
  const sourcePages = join(sourceDir, "pages");
  const real = discoverPages({ pagesDir: sourcePages, rootDir: sourceDir }).files;
  const realPages = real.length + (existsSync(join(sourcePages, NOT_FOUND_FILE)) ? 1 : 0);
  if (params.pages < realPages) throw new RangeError(`the project already has ${realPages} page files; ask for at least that many`);
  if (!real.length) throw new Error(`${sourcePages} has no route page to copy`);
  const copies = real.map((page) => ({
    name: page.route.slice(1).replace(/\//g, "-"),
    text: pageCopy(readFileSync(page.file, "utf8"), page.relFile),
  }));

  mkdirSync(dir, { recursive: true });
  symlinkSync(realpathSync(join(sourceDir, "node_modules")), join(dir, "node_modules"));
  for (const name of CONFIG_FILES) if (existsSync(join(sourceDir, name))) cpSync(join(sourceDir, name), join(dir, name));
  for (const name of FOLDERS) cpSync(join(sourceDir, name), join(dir, name), { recursive: true });
  const pagesDir = join(dir, "pages");
  const generated = params.pages - realPages;
  mkdirSync(join(pagesDir, GENERATED_FOLDER), { recursive: true });
  for (let n = 1; n <= generated; n++) {
    const copy = copies[(n - 1) % copies.length]!;
    writeFileSync(join(pagesDir, GENERATED_FOLDER, `${copy.name}-${n}.yaml`), copy.text);
  }
  return { dir, pages: params.pages, realPages, generated };
}

/** A page file's text without its `aliases` (the same data otherwise; comments kept, long lines unfolded). Throws when the text is not YAML. */
function pageCopy(text: string, relFile: string): string {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`${relFile} is not valid YAML: ${doc.errors[0]!.message}`);
  doc.delete("aliases");
  return doc.toString({ lineWidth: 0 });
}

/** What {@link measureScaledBuild} measured. Times in ms, lengths in characters. */
export interface ScaleResult {
  /** Page files of the generated site (route pages and the not-found page). */
  pages: number;
  /** Routes it publishes: pages and aliases (what the build prerenders, redirects aside). */
  routes: number;
  /** Wall time of `npm run build`'s command (`node scripts/run-build.mjs`) in the generated project with no cache, from spawning it to its exit, in ms. */
  buildMs: number;
  /** Wall time of the same build run again after one generated page's title changed, in ms. */
  incrementalMs?: number;
  /** Wall time of `npm run validate` (its script, `node scripts/run-validate.mjs`) in the generated project, in ms: its first run, nothing cached. */
  validateMs?: number;
  /** Wall time of `npm run validate` again after one page changed (the unchanged files taken from the last check), in ms. */
  validateChangedMs?: number;
  /** Peak resident memory of the clean build's largest process, in MB (read with /usr/bin/time; absent without it). */
  peakMemoryMb?: number;
  /** Rules in build/client/_headers: its lines that are not indented, blank or comments. */
  headersRules: number;
  /** The longest line of build/client/_headers, in characters. */
  longestHeaderLine: number;
  /** At most {@link SCALE_TARGETS}.headersRules rules and {@link SCALE_TARGETS}.headerLineChars characters on every line. */
  withinCloudflareLimits: boolean;
  /** The generated project, when it was kept (`keep`). */
  dir?: string;
}

/**
 * Generates a project of `pages` page files from `sourceDir` (default: this project) in a new folder
 * under the system's temporary folder ({@link generateScaledProject}), times `npm run validate` in it,
 * builds it from nothing with `npm run build`'s command, `node scripts/run-build.mjs` (under
 * /usr/bin/time when the system has it, for the peak memory), changes the title of one
 * generated page and builds again (the incremental build), and reads the `_headers` the build wrote.
 * The folder is removed afterwards unless `keep`; `onCleanup` receives a function that removes it, for
 * a caller that may be interrupted first. `log` gets progress lines. Throws, with the end of the
 * build's output, when the generated content does not validate or a build fails.
 */
export async function measureScaledBuild(params: {
  pages: number;
  keep?: boolean;
  sourceDir?: string;
  onCleanup?: (remove: () => void) => void;
  log?: (line: string) => void;
}): Promise<ScaleResult> {
  const log = params.log ?? (() => {});
  const dir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const remove = () => {
    if (!params.keep) rmSync(dir, { recursive: true, force: true });
  };
  params.onCleanup?.(remove);
  try {
    const project = generateScaledProject({ sourceDir: params.sourceDir ?? PROJECT_ROOT, targetDir: dir, pages: params.pages });
    log(`bench: generated ${project.generated} pages beside the project's ${project.realPages} in ${dir}`);
    const loaded = loadContent(contentLocationFromEnv(dir));
    if (!loaded.content)
      throw new Error(`the generated pages do not validate:\n${formatErrors(loaded.errors.slice(0, 10), { color: false })}`);
    const validate = await timedValidate(dir);
    log(
      `bench: npm run validate took ${(validate.ms / 1000).toFixed(2)} s; building ${loaded.content.routes.length} routes from nothing (node scripts/run-build.mjs) …`,
    );
    const build = await timedBuild(dir);
    if (build.status !== 0) throw new Error(`the build failed (exit ${build.status}):\n${tail(build.output)}`);
    log(`bench: built in ${(build.ms / 1000).toFixed(1)} s; changing one page and building again …`);
    changeOnePage(dir, project.generated);
    const validateChanged = await timedValidate(dir);
    const incremental = await timedBuild(dir);
    if (incremental.status !== 0) throw new Error(`the second build failed (exit ${incremental.status}):\n${tail(incremental.output)}`);
    const headers = readFileSync(join(dir, "build", "client", "_headers"), "utf8");
    const headersRules = parseHeadersFile(headers).length;
    const longestHeaderLine = Math.max(0, ...headers.split("\n").map((line) => line.length));
    return {
      pages: loaded.content.pages.size + 1,
      routes: loaded.content.routes.length,
      buildMs: Math.round(build.ms),
      incrementalMs: Math.round(incremental.ms),
      validateMs: Math.round(validate.ms),
      validateChangedMs: Math.round(validateChanged.ms),
      ...(build.peakMemoryMb === undefined ? {} : { peakMemoryMb: build.peakMemoryMb }),
      headersRules,
      longestHeaderLine,
      withinCloudflareLimits: headersRules <= SCALE_TARGETS.headersRules && longestHeaderLine <= SCALE_TARGETS.headerLineChars,
      ...(params.keep ? { dir } : {}),
    };
  } finally {
    remove();
  }
}

/** Runs `npm run validate`'s script in `dir`; resolves to its wall time in ms, rejecting with its output when it fails. */
async function timedValidate(dir: string): Promise<{ ms: number }> {
  const run = await timedRun(dir, process.execPath, ["scripts/run-validate.mjs"]);
  if (run.status !== 0) throw new Error(`npm run validate failed (exit ${run.status}):\n${tail(run.output)}`);
  return run;
}

/** The last 30 lines of a command's output. */
const tail = (output: string) => output.trim().split("\n").slice(-30).join("\n");

/** Changes the title of one page of the project in `dir`: the middle generated page, or the home page when none was generated. */
function changeOnePage(dir: string, generated: number): void {
  const folder = join(dir, "pages", GENERATED_FOLDER);
  const names = generated ? readdirSync(folder).sort() : [];
  const file = names.length ? join(folder, names[Math.floor(names.length / 2)]!) : join(dir, "pages", "home.yaml");
  const doc = parseDocument(readFileSync(file, "utf8"));
  doc.set("title", `${String(doc.get("title"))} (changed)`);
  writeFileSync(file, doc.toString({ lineWidth: 0 }));
}

/** The GNU time program, which reports a command's peak memory, when the system has it. */
const GNU_TIME = "/usr/bin/time";

/** What `npm run build` runs (package.json): Node on the build's bundle (scripts/run-build.mjs), no TypeScript loader. */
const BUILD_COMMAND = [process.execPath, "scripts/run-build.mjs"];

/** Runs the build in `dir` (under {@link GNU_TIME} when present), colourless; resolves to its exit status, output, wall time in ms and peak memory in MB. */
async function timedBuild(dir: string): Promise<{ status: number | null; output: string; ms: number; peakMemoryMb?: number }> {
  if (!existsSync(GNU_TIME)) return timedRun(dir, BUILD_COMMAND[0]!, BUILD_COMMAND.slice(1));
  const run = await timedRun(dir, GNU_TIME, ["-f", "peak memory: %M KB", ...BUILD_COMMAND]);
  const peak = /peak memory: (\d+) KB\s*$/.exec(run.output);
  return { ...run, ...(peak ? { peakMemoryMb: Math.round(Number(peak[1]) / 1024) } : {}) };
}

/** Runs `command` in `dir` with its output captured (colourless); resolves to its exit status, output and wall time in ms. */
function timedRun(dir: string, command: string, args: string[]): Promise<{ status: number | null; output: string; ms: number }> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: dir, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolvePromise({ status, output, ms: performance.now() - started }));
  });
}

/** `targetMs` (stated for {@link SCALE_TARGETS}.pages pages) scaled to `pages`, never below it. */
const scaled = (targetMs: number, pages: number) => Math.max(targetMs, Math.round((targetMs * pages) / SCALE_TARGETS.pages));

/**
 * The scaled build's targets: the build from nothing within {@link SCALE_TARGETS}.buildMs and the
 * validation within {@link SCALE_TARGETS}.validateMs (stated for {@link SCALE_TARGETS}.pages pages,
 * scaled by the page count above it: 200 s for 10,000 pages), the build after one page changed within
 * {@link SCALE_TARGETS}.incrementalMs, the peak memory under {@link SCALE_TARGETS}.peakMemoryMb, and
 * `_headers` within Cloudflare Pages' rule and line-length limits. A figure not measured is left out.
 */
export function checkScaleTargets(result: ScaleResult): TargetCheck[] {
  const buildMs = scaled(SCALE_TARGETS.buildMs, result.pages);
  const validateMs = scaled(SCALE_TARGETS.validateMs, result.pages);
  const checks: TargetCheck[] = [
    {
      name: `build of a generated ${result.pages}-page site from nothing`,
      target: `<= ${buildMs / 1000} s`,
      actual: `${(result.buildMs / 1000).toFixed(1)} s`,
      met: result.buildMs <= buildMs,
      misses: [],
    },
  ];
  if (result.incrementalMs !== undefined) {
    const met = result.incrementalMs <= SCALE_TARGETS.incrementalMs;
    checks.push({
      name: "the same build after one page changed",
      target: `<= ${SCALE_TARGETS.incrementalMs / 1000} s`,
      actual: `${(result.incrementalMs / 1000).toFixed(1)} s`,
      met,
      misses: [],
    });
  }
  if (result.validateMs !== undefined) {
    checks.push({
      name: `npm run validate of ${result.pages} pages, the first time`,
      target: `<= ${validateMs / 1000} s`,
      actual: `${(result.validateMs / 1000).toFixed(2)} s`,
      met: result.validateMs <= validateMs,
      misses: [],
    });
  }
  if (result.validateChangedMs !== undefined) {
    checks.push({
      name: `npm run validate of ${result.pages} pages after one changed`,
      target: `<= ${validateMs / 1000} s`,
      actual: `${(result.validateChangedMs / 1000).toFixed(2)} s`,
      met: result.validateChangedMs <= validateMs,
      misses: [],
    });
  }
  if (result.peakMemoryMb !== undefined) {
    const met = result.peakMemoryMb < SCALE_TARGETS.peakMemoryMb;
    checks.push({
      name: "peak memory of the build",
      target: `< ${SCALE_TARGETS.peakMemoryMb} MB`,
      actual: `${result.peakMemoryMb} MB`,
      met,
      misses: [],
    });
  }
  return [
    ...checks,
    {
      name: "_headers rules (Cloudflare Pages)",
      target: `<= ${SCALE_TARGETS.headersRules}`,
      actual: String(result.headersRules),
      met: result.headersRules <= SCALE_TARGETS.headersRules,
      misses: [],
    },
    {
      name: "_headers longest line (Cloudflare Pages)",
      target: `<= ${SCALE_TARGETS.headerLineChars} chars`,
      actual: `${result.longestHeaderLine} chars`,
      met: result.longestHeaderLine <= SCALE_TARGETS.headerLineChars,
      misses: [],
    },
  ];
}

/** A short report of a scaled build: what was built, then its targets, each ✔ or ✘. */
export function formatScale(result: ScaleResult): string {
  const again = result.incrementalMs === undefined ? "" : `, again after one page changed in ${(result.incrementalMs / 1000).toFixed(1)} s`;
  const memory = result.peakMemoryMb === undefined ? "" : `, peak memory ${result.peakMemoryMb} MB`;
  return [
    `scale:      ${result.pages} pages, ${result.routes} routes built from nothing in ${(result.buildMs / 1000).toFixed(1)} s${again}${memory}`,
    ...(result.validateMs === undefined
      ? []
      : [
          `scale:      npm run validate in ${(result.validateMs / 1000).toFixed(2)} s the first time${result.validateChangedMs === undefined ? "" : `, ${(result.validateChangedMs / 1000).toFixed(2)} s after one page changed`}`,
        ]),
    `scale:      _headers has ${result.headersRules} rules, its longest line ${result.longestHeaderLine} characters`,
    formatTargets(checkScaleTargets(result)),
  ].join("\n");
}
