import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parse } from "yaml";

/**
 * Live preview, end to end: `react-router dev` runs in a throwaway copy of the project (so the real
 * pages are never touched) and Chromium watches a page while its YAML file is saved.
 */
const root = process.cwd();
const PORT = Number(process.env.LIVE_PORT ?? 5192);
const base = `http://localhost:${PORT}`;

let dir: string;
let server: ChildProcess;
let output = "";
/** What the dev server printed since `from`, without colour codes. */
const printedSince = (from: number) => stripVTControlCharacters(output.slice(from));
let original: string;
/** The home page's h1 (its hero heading), the line that holds it, and where its key starts. */
let HEADING: string;
let headingLine: string;
let headingAt: string;

const homeFile = () => join(dir, "pages/home.yaml");
const save = (text: string) => writeFileSync(homeFile(), text);
const overlayText = (page: Page) => page.locator("vite-error-overlay").evaluate((el) => el.shadowRoot?.textContent ?? "");

async function waitForServer(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the dev server exited:\n${output}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the dev server did not answer ${url} within ${ms} ms:\n${output}`);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(150_000);
  dir = mkdtempSync(join(tmpdir(), "live-preview-"));
  for (const name of ["src", "pages", "schema", "public", "scripts", "package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"]) {
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  original = readFileSync(homeFile(), "utf8");
  HEADING = (parse(original) as { blocks: { heading?: string }[] }).blocks.find((b) => b.heading)!.heading!;
  const lines = original.split("\n");
  const index = lines.findIndex((l) => /^\s+heading: /.test(l) && l.includes(HEADING));
  headingLine = lines[index]!;
  headingAt = `${index + 1}:${headingLine.indexOf("heading") + 1}`;
  server = spawn(join(root, "node_modules/.bin/react-router"), ["dev", "--port", String(PORT), "--strictPort"], {
    cwd: dir,
    // Its own dependency cache, kept between runs so the second run starts fast.
    env: { ...process.env, VITE_CACHE_DIR: join(root, "node_modules/.vite-live-test"), NO_COLOR: "1", FORCE_COLOR: "0" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (d) => (output += String(d)));
  server.stderr!.on("data", (d) => (output += String(d)));
  await waitForServer(`${base}/home`, 90_000);
  // Let Vite discover and optimize the client dependencies (and reload once if it must) now, not in
  // the middle of a test: open the pages the tests use until they hydrate without a reload.
  const page = await browser.newPage();
  for (const path of ["/_blocks", "/home", "/_blocks"]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
  }
  await page.close();
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  save(original);
  await page.goto(`${base}/home`);
  await expect(page.locator("h1")).toHaveText(HEADING);
  await page.waitForLoadState("networkidle");
});

test("saving a page updates the open browser tab without a manual reload", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  save(original.replace(HEADING, "Edited while the page was open"));
  await expect(page.locator("h1")).toHaveText("Edited while the page was open", { timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("an invalid save shows the located error in the overlay and the terminal; the next valid save clears it", async ({ page }) => {
  const printed = output.length;
  save(original.replace(headingLine, headingLine.replace("heading:", "heding:")));
  await expect(page.locator("vite-error-overlay")).toBeAttached({ timeout: 15_000 });
  const text = await overlayText(page);
  expect(text).toContain(`pages/home.yaml:${headingAt} E_UNKNOWN_FIELD Unknown field`);
  expect(text).toContain('hint: Did you mean "heading"?');
  await expect.poll(() => printedSince(printed)).toContain(`pages/home.yaml:${headingAt} E_UNKNOWN_FIELD`);
  expect(printedSince(printed)).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);

  // A browser that opens a page while the content is invalid gets the overlay too.
  await page.reload();
  await expect(page.locator("vite-error-overlay")).toBeAttached({ timeout: 15_000 });

  save(original.replace(HEADING, "Fixed again"));
  await expect(page.locator("vite-error-overlay")).not.toBeAttached({ timeout: 15_000 });
  await expect(page.locator("h1")).toHaveText("Fixed again", { timeout: 15_000 });
});

test("/_blocks shows every block type rendered from its schema example", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/_blocks`);
  const types = readdirSync(join(root, "schema/blocks"))
    .map((f) => f.replace(".schema.json", ""))
    .sort();
  await expect(page.locator("[data-block-example]")).toHaveCount(types.length);
  expect(await page.locator("[data-block-example]").evaluateAll((els) => els.map((e) => e.getAttribute("data-block-example")))).toEqual(types);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
