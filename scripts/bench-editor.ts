/**
 * The page editor's part of `npm run bench` (and all of `npm run bench -- --editor-only`): starts the
 * real `npm run edit` script (`tsx scripts/edit.ts`, EDIT_PORT=0) and measures, in headless Chromium
 * started beforehand so its start-up is not counted:
 *
 * - open: from the line with the editor's address to the pages list showing every page's route, in a
 *   fresh browser page (the server's first requests, schema compilation included, are part of it);
 * - preview: on the largest page ({@link PREVIEW_FILE}), the page header block selected and its title
 *   field focused, from a keydown to the preview frame's DOM showing the new text, the median of
 *   {@link PREVIEW_KEYSTROKES} keystrokes (both times read in the browser's clock);
 * - check: the `ms` of `POST /api/check` for a draft of the same page (validation in the editor's
 *   process; each request a different draft, see {@link draftText}), the median of {@link CHECK_RUNS}
 *   requests after {@link CHECK_WARMUPS} untimed ones.
 *
 * Nothing is saved: typing changes only the browser's draft, and the browser context is thrown away.
 * A benchmark, not a test: a part that fails is reported in the figures' `errors`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Frame, type Page } from "@playwright/test";
import { parse } from "yaml";
import { readSources } from "../src/content/load.ts";
import { TOKEN_COOKIE } from "../src/editor/server/server.ts";
import { median, type EditorFigures } from "./bench-report.ts";

/** The page typed in and validated: the site's largest page. */
export const PREVIEW_FILE = "pages/resources.yaml";
/** The block type whose title field is typed in. */
export const PREVIEW_BLOCK_TYPE = "pageHeader";
/** Keystrokes timed in the preview; the figure is their median. */
export const PREVIEW_KEYSTROKES = 5;
/** Timed `POST /api/check` requests; the figure is the median of their `ms`. */
export const CHECK_RUNS = 10;
/** Untimed requests before those (the first validation compiles the schemas). */
export const CHECK_WARMUPS = 3;

/** How long the command may take to print its address, in ms (it bundles the browser app first). */
const START_TIMEOUT_MS = 60_000;
/** How long one step in the browser may take before it counts as failed, in ms. */
const STEP_TIMEOUT_MS = 30_000;
/** How long one keystroke may take to reach the preview before it counts as failed, in ms. */
const KEYSTROKE_TIMEOUT_MS = 10_000;
/** Pause after each keystroke's preview update, so the next one starts with the editor idle, in ms. */
const SETTLE_MS = 400;

/** How to measure the editor. */
export interface EditorBenchOptions {
  /** The project whose `npm run edit` is measured: its scripts/edit.ts runs with node_modules/.bin/tsx. Its files are only read. */
  rootDir: string;
  /** The Chromium executable. */
  chromePath: string;
  /** Chromium's command-line flags (those of the rest of the bench; a `--headless...` flag is left to Playwright). */
  chromeFlags: readonly string[];
  /** Called with a function that stops the editor and the browser, for a caller that may be interrupted before this resolves. */
  onCleanup?: (stop: () => void) => void;
  /** Progress lines; none when not given. */
  log?: (line: string) => void;
}

/**
 * The editor's address in the output of `npm run edit` (`Editor: http://localhost:5174/?token=…`,
 * the token being this start's secret), or null when no complete line with one has been printed yet.
 */
export function editorAddress(output: string): string | null {
  return /^Editor: (http:\/\/localhost:\d+\/\?token=[\w-]+)\r?$/m.exec(output)?.[1] ?? null;
}

/** Chromium's flags for Playwright's launch: the same as `flags` without `--headless...`, which Playwright sets itself. */
export function playwrightArgs(flags: readonly string[]): string[] {
  return flags.filter((f) => !/^--headless(=|$)/.test(f));
}

/**
 * The first block of type `type` in a page file's YAML `text`: its index in `blocks` and its `title`.
 * Null when the text does not parse, has no such block, or that block has no title text.
 */
export function findBlock(text: string, type: string): { index: number; title: string } | null {
  let data: unknown;
  try {
    data = parse(text);
  } catch {
    return null;
  }
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return null;
  const index = blocks.findIndex((b) => (b as { type?: unknown } | null)?.type === type);
  const title = index === -1 ? undefined : (blocks[index] as { title?: unknown }).title;
  return typeof title === "string" && title ? { index, title } : null;
}

/**
 * The `n`th draft of a page file's YAML `text` (n ≥ 1), as if the author had typed n characters: its
 * top-level plain (unquoted) `title:` with n `x`s appended (before a trailing comment), or, in a text
 * with no such line, a comment line `# draft n` added at the end. Every n gives a different text, so
 * the editor's per-file validation cache (keyed by the text) never answers for it.
 */
export function draftText(text: string, n: number): string {
  const title = /^(title:[ \t]*[^\s#"'].*?)((?:[ \t]+#.*)?[ \t]*)$/m.exec(text);
  if (title && !/["']$/.test(title[1]!))
    return `${text.slice(0, title.index)}${title[1]}${"x".repeat(n)}${title[2]}${text.slice(title.index + title[0].length)}`;
  return `${text}${text.endsWith("\n") || text === "" ? "" : "\n"}# draft ${n}\n`;
}

/**
 * Figures for an editor bench that could not run at all: every figure null, `reason` as its one error.
 */
export function unmeasuredEditor(reason: string): EditorFigures {
  const previewRoute = `/${PREVIEW_FILE.replace(/^pages\//, "").replace(/\.yaml$/, "")}`;
  return {
    startMs: null,
    openMs: null,
    pagesListed: null,
    previewFile: PREVIEW_FILE,
    previewRoute,
    previewMs: null,
    previewSamplesMs: [],
    checkMs: null,
    checkSamplesMs: [],
    checkRoundTripMs: null,
    errors: [reason],
  };
}

/**
 * Measures the page editor of the project in `options.rootDir` (see the file's description). Resolves
 * with every figure it could measure; a part that failed (the command did not start, a step timed out)
 * leaves its figures null and says why in `errors`. Rejects only when Chromium cannot be launched.
 * The editor and the browser are stopped before it resolves or rejects.
 */
export async function measureEditor(options: EditorBenchOptions): Promise<EditorFigures> {
  const { rootDir, log = () => undefined } = options;
  const previewText = readFileSync(join(rootDir, PREVIEW_FILE), "utf8");
  const pages = readSources({ rootDir, pagesDir: join(rootDir, "pages") }).pages;
  const routes = pages.map((p) => p.route);
  const previewRoute = pages.find((p) => p.relFile === PREVIEW_FILE)?.route ?? PREVIEW_FILE;
  const figures: EditorFigures = { ...unmeasuredEditor(""), previewRoute, errors: [] };
  const failed = (part: string, error: unknown) =>
    figures.errors.push(`${part}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);

  // The browser first: its start-up is no part of the editor's figures.
  const browser = await chromium.launch({ executablePath: options.chromePath, args: playwrightArgs(options.chromeFlags) });
  let child: ChildProcess | undefined;
  const stop = () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    void browser.close().catch(() => undefined);
  };
  options.onCleanup?.(stop);
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);

    log(`bench: editor: starting npm run edit (tsx scripts/edit.ts, EDIT_PORT=0) …`);
    const started = performance.now();
    const editor = startEdit(rootDir);
    child = editor.child;
    let address: { url: string; at: number };
    try {
      address = await editor.address;
    } catch (error) {
      failed("npm run edit did not start", error);
      return figures;
    }
    figures.startMs = round(address.at - started);

    try {
      await page.goto(address.url, { waitUntil: "commit" });
      await page.waitForFunction(
        (expected) => {
          const shown = new Set([...document.querySelectorAll('ul[aria-label="Pages"] .page-row-route')].map((e) => e.textContent));
          return expected.every((route) => shown.has(route));
        },
        routes,
        { polling: "raf", timeout: STEP_TIMEOUT_MS },
      );
      figures.openMs = round(performance.now() - address.at);
      figures.pagesListed = await page.locator('ul[aria-label="Pages"] .page-row').count();
      log(`bench: editor: pages list in ${Math.round(figures.openMs)} ms`);
    } catch (error) {
      failed("the pages list", error);
    }

    try {
      figures.previewSamplesMs = await measurePreview(page, address.url, previewText);
      figures.previewMs = roundOrNull(median(figures.previewSamplesMs));
      log(`bench: editor: preview after a keystroke ${figures.previewSamplesMs.map(Math.round).join(", ")} ms`);
    } catch (error) {
      failed(`the preview of ${previewRoute}`, error);
    }
    await context.close();

    try {
      const port = Number(new URL(address.url).port);
      const token = new URL(address.url).searchParams.get("token") ?? "";
      // Each request is a new draft (see draftText), as each keystroke is.
      for (let i = 1; i <= CHECK_WARMUPS; i++) await postCheck(port, token, PREVIEW_FILE, draftText(previewText, i));
      const runs: { ms: number; roundTripMs: number }[] = [];
      for (let i = 1; i <= CHECK_RUNS; i++)
        runs.push(await postCheck(port, token, PREVIEW_FILE, draftText(previewText, CHECK_WARMUPS + i)));
      figures.checkSamplesMs = runs.map((r) => r.ms);
      figures.checkMs = roundOrNull(median(figures.checkSamplesMs));
      figures.checkRoundTripMs = roundOrNull(median(runs.map((r) => r.roundTripMs)));
      log(`bench: editor: validation of a draft ${figures.checkSamplesMs.join(", ")} ms`);
    } catch (error) {
      failed(`validation of ${PREVIEW_FILE}`, error);
    }
    return figures;
  } finally {
    if (child) await stopChild(child);
    await browser.close().catch(() => undefined);
  }
}

/** Starts `tsx scripts/edit.ts` in `rootDir` on a free port, in its own process group; `address` resolves when it prints its address (with the time it was read, performance.now()). */
function startEdit(rootDir: string): { child: ChildProcess; address: Promise<{ url: string; at: number }> } {
  const child = spawn(join(rootDir, "node_modules", ".bin", "tsx"), ["scripts/edit.ts"], {
    cwd: rootDir,
    env: { ...process.env, EDIT_PORT: "0", NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const address = new Promise<{ url: string; at: number }>((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    // Whichever comes first settles the promise; the others find it settled.
    AbortSignal.timeout(START_TIMEOUT_MS).addEventListener(
      "abort",
      () => reject(new Error(`no address printed within ${START_TIMEOUT_MS / 1000} s`)),
      { once: true },
    );
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
      const url = editorAddress(stdout);
      if (url) resolve({ url, at: performance.now() });
    });
    child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      reject(
        new Error(
          `it stopped (exit ${code ?? signal}) before printing its address${stderr.trim() ? `: ${stderr.trim().split("\n")[0]}` : ""}`,
        ),
      );
    });
  });
  return { child, address };
}

/** Stops the editor's process group (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Opens {@link PREVIEW_FILE} in the editor, selects its page header block, puts the caret at the end
 * of its title field and types {@link PREVIEW_KEYSTROKES} characters one at a time. Returns, per
 * keystroke, the ms from the keydown (the event's time stamp, in the editor's document) to the moment
 * a MutationObserver in the preview frame saw the block's text with the new character (both read as
 * timeOrigin + now, one clock for the two same-origin documents).
 */
async function measurePreview(page: Page, baseUrl: string, text: string): Promise<number[]> {
  const block = findBlock(text, PREVIEW_BLOCK_TYPE);
  if (!block) throw new Error(`${PREVIEW_FILE} has no ${PREVIEW_BLOCK_TYPE} block with a title`);
  await page.goto(new URL(`edit/${PREVIEW_FILE}`, baseUrl).href);
  const frameElement = await page.waitForSelector("iframe.pf-frame");
  const frame = await frameElement.contentFrame();
  if (!frame) throw new Error("the preview frame has no document");
  const showsInFrame = (f: Frame, expected: string) =>
    f.waitForFunction(
      ({ index, expected }) => document.querySelector(`[data-block-index="${index}"]`)?.textContent?.includes(expected) ?? false,
      { index: block.index, expected },
      { timeout: STEP_TIMEOUT_MS },
    );
  await showsInFrame(frame, block.title);
  await page.locator(".editor-count:not(.is-checking)").waitFor();

  await page.locator(".block-list .block-select").nth(block.index).click();
  const field = page.locator(`#block-${block.index}_title`);
  await field.click();
  await page.keyboard.press("End");
  await page.evaluate(() => {
    window.addEventListener("keydown", (event) => Object.assign(window, { __benchKeyAt: performance.timeOrigin + event.timeStamp }), true);
  });
  await page.waitForTimeout(SETTLE_MS);

  const samples: number[] = [];
  let typed = block.title;
  for (let i = 0; i < PREVIEW_KEYSTROKES; i++) {
    typed += "x";
    await frame.evaluate(
      ({ index, expected }) => {
        // No named function in here: the script runner's helpers (__name) do not exist in the browser.
        const w = window as unknown as { __benchShownAt: number | null };
        w.__benchShownAt = null;
        const observer = new MutationObserver(() => {
          if (!document.querySelector(`[data-block-index="${index}"]`)?.textContent?.includes(expected)) return;
          w.__benchShownAt = performance.timeOrigin + performance.now();
          observer.disconnect();
        });
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      },
      { index: block.index, expected: typed },
    );
    await page.keyboard.type("x");
    const shownAt = Number(
      await (
        await frame.waitForFunction(() => (window as unknown as { __benchShownAt: number | null }).__benchShownAt, undefined, {
          timeout: KEYSTROKE_TIMEOUT_MS,
        })
      ).jsonValue(),
    );
    const keyAt = await page.evaluate(() => (window as unknown as { __benchKeyAt?: number }).__benchKeyAt ?? NaN);
    if (!Number.isFinite(keyAt) || !Number.isFinite(shownAt)) throw new Error("the keystroke or the preview's change was not seen");
    samples.push(round(shownAt - keyAt));
    await page.waitForTimeout(SETTLE_MS);
  }
  if ((await field.inputValue()) !== typed)
    throw new Error(`the title field holds “${await field.inputValue()}”, not the typed “${typed}”`);
  return samples;
}

/**
 * One `POST /api/check` of `text` as `file`, with the headers the editor's guard asks of its own page
 * (Host and Origin of the editor, JSON). Resolves with the validation time the server answered and the
 * round trip, in ms; rejects on a non-200 answer.
 */
function postCheck(port: number, token: string, file: string, text: string): Promise<{ ms: number; roundTripMs: number }> {
  const body = JSON.stringify({ file, text });
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/check",
        method: "POST",
        headers: {
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
          cookie: `${TOKEN_COOKIE}=${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        let answer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (answer += chunk));
        res.on("end", () => {
          const roundTripMs = performance.now() - started;
          try {
            const parsed = JSON.parse(answer) as { ms?: unknown; message?: unknown };
            if (res.statusCode !== 200 || typeof parsed.ms !== "number")
              reject(new Error(`POST /api/check answered ${res.statusCode}: ${String(parsed.message ?? answer.slice(0, 200))}`));
            else resolve({ ms: parsed.ms, roundTripMs });
          } catch {
            reject(new Error(`POST /api/check answered ${res.statusCode} without JSON`));
          }
        });
      },
    );
    req.once("error", reject);
    req.end(body);
  });
}

/** ms to one decimal. */
function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function roundOrNull(ms: number | null): number | null {
  return ms === null ? null : round(ms);
}
