import { expect, test, type Locator, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { parse } from "yaml";

/**
 * Live preview, end to end: `react-router dev` runs in a throwaway copy of the project (so the real
 * files are never touched) and Chromium watches pages while their YAML files and components are saved.
 */
const root = process.cwd();
const PORT = Number(process.env.LIVE_PORT ?? 5192);
const base = `http://localhost:${PORT}`;

const HOME = "pages/home.yaml";
const RESOURCES = "pages/resources.yaml";
const TESTIMONIALS = "src/blocks/testimonials/Testimonials.tsx";
const FOOTER = "src/layout/Footer.tsx";

let dir: string;
let server: ChildProcess;
let output = "";
/** What the dev server printed since `from`, without colour codes. */
const printedSince = (from: number) => stripVTControlCharacters(output.slice(from));
/** The files the tests save, as copied. */
const originals = new Map<string, string>();
const original = (rel: string) => originals.get(rel)!;
/** The home page's h1 (its hero heading), the line that holds it, and where its key starts. */
let HEADING: string;
let headingLine: string;
let headingAt: string;

/** Saves a file of the copy as editors that write safely do: written beside it, then renamed over it, so the watcher never reads half a file. */
function save(rel: string, text: string): void {
  const aside = join(dir, ".saving");
  writeFileSync(aside, text);
  renameSync(aside, join(dir, rel));
}
/** `text` with `from` replaced by `to`; fails when `from` is not there, so a changed source file cannot make a test pass by editing nothing. */
function edited(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}
const overlayText = (page: Page) => page.locator("vite-error-overlay").evaluate((el) => el.shadowRoot?.textContent ?? "");
const top = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);
/** Set on a page's window: gone after a reload. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const notReloaded = (page: Page) => page.evaluate(() => "notReloaded" in window);

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
  for (const name of [
    "src",
    "pages",
    "schema",
    "public",
    "scripts",
    "package.json",
    "tsconfig.json",
    "vite.config.ts",
    "react-router.config.ts",
  ]) {
    cpSync(join(root, name), join(dir, name), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  for (const rel of [HOME, RESOURCES, TESTIMONIALS, FOOTER]) originals.set(rel, readFileSync(join(dir, rel), "utf8"));
  HEADING = (parse(original(HOME)) as { blocks: { heading?: string }[] }).blocks.find((b) => b.heading)!.heading!;
  const lines = original(HOME).split("\n");
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
  // the middle of a test: open the pages the tests use until their islands have started.
  const page = await browser.newPage();
  for (const path of ["/_blocks", "/home", "/resources", "/_blocks"]) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState("networkidle");
  }
  await page.close();
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

// Whatever a test saved is put back, so the next one starts from the copied project.
test.afterEach(() => {
  for (const [rel, text] of originals) if (readFileSync(join(dir, rel), "utf8") !== text) save(rel, text);
});

test("the dev server serves the build's document: islands that start on their own, and no router in the browser", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/home`);
  await expect(page.locator('site-island[data-island="hero"][data-when="load"]')).toHaveAttribute("data-hydrated", "");
  await expect(page.locator('script[type="application/json"][data-island-props]').first()).toBeAttached();
  await expect(page.locator("#island-settings")).toBeAttached();
  expect(await page.locator("script[src]").evaluateAll((scripts) => scripts.map((s) => s.getAttribute("src")))).toEqual([
    "/src/islands/site.ts",
  ]);
  expect(
    await page.evaluate(() =>
      ["__reactRouterContext", "__reactRouterManifest", "__reactRouterRouteModules"].filter((name) => name in window),
    ),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test("saving a page updates the open tab, which keeps the block it showed where it was", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/resources`);
  await page.waitForLoadState("networkidle");
  // The last block of a long page, 150 px below the top of the window.
  const heading = page.getByRole("heading", { name: "Wildlife Gallery", exact: true });
  await page.evaluate((y) => window.scrollBy({ top: y - 150, behavior: "instant" }), await top(heading));
  const before = await top(heading);
  expect(await page.evaluate(() => window.scrollY > document.documentElement.scrollHeight / 2)).toBe(true);

  save(RESOURCES, edited(original(RESOURCES), "heading: Wildlife Gallery", "heading: Wildlife Gallery, edited"));
  const renamed = page.getByRole("heading", { name: "Wildlife Gallery, edited", exact: true });
  await expect(renamed).toBeVisible({ timeout: 15_000 });
  // The islands above it start and change height after the reload; the block stays put.
  await page.waitForLoadState("networkidle");
  await expect.poll(async () => Math.abs((await top(renamed)) - before)).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
});

test("an invalid save shows its located error on that page only; other pages keep rendering; any tab shows the page once fixed", async ({
  page,
  context,
}) => {
  await page.goto(`${base}/home`);
  await expect(page.locator("h1")).toHaveText(HEADING);
  const other = await context.newPage();
  await other.goto(`${base}/partners`);
  await markWindow(other);

  const printed = output.length;
  save(HOME, edited(original(HOME), headingLine, headingLine.replace("heading:", "heding:")));
  await expect(page.locator("vite-error-overlay")).toBeAttached({ timeout: 15_000 });
  const text = await overlayText(page);
  expect(text).toContain(`pages/home.yaml:${headingAt} E_UNKNOWN_FIELD Unknown field`);
  expect(text).toContain('hint: Did you mean "heading"?');
  await expect.poll(() => printedSince(printed)).toContain(`pages/home.yaml:${headingAt} E_UNKNOWN_FIELD`);
  expect(printedSince(printed)).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);

  // Another page is not touched, and is served as before.
  expect(await notReloaded(other)).toBe(true);
  await expect(other.locator("vite-error-overlay")).toHaveCount(0);
  expect((await other.reload())!.status()).toBe(200);
  await expect(other.locator("h1")).toHaveText("Partners");

  // A tab opened on the broken page now gets the errors too.
  const late = await context.newPage();
  expect((await late.goto(`${base}/home`))!.status()).toBe(500);
  await expect(late.locator("vite-error-overlay")).toBeAttached({ timeout: 15_000 });
  expect(await overlayText(late)).toContain(`pages/home.yaml:${headingAt} E_UNKNOWN_FIELD Unknown field`);

  save(HOME, edited(original(HOME), HEADING, "Fixed again"));
  for (const tab of [page, late]) {
    await expect(tab.locator("vite-error-overlay")).not.toBeAttached({ timeout: 15_000 });
    await expect(tab.locator("h1")).toHaveText("Fixed again");
  }
  const fresh = await context.newPage();
  expect((await fresh.goto(`${base}/home`))!.status()).toBe(200);
  await expect(fresh.locator("h1")).toHaveText("Fixed again");
  await expect(fresh.locator('site-island[data-island="hero"]')).toHaveAttribute("data-hydrated", "");
  await expect(fresh.locator("vite-error-overlay")).toHaveCount(0);
});

test("a saved island component updates in place and keeps its state; a saved server-rendered component reloads the page", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/home`);
  const testimonials = page.locator('site-island[data-island="testimonials"]');
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials).toHaveAttribute("data-hydrated", "");
  await testimonials.getByRole("button", { name: /^Pause/ }).click();
  await expect(testimonials.getByRole("button", { name: /^Play/ })).toHaveAttribute("aria-pressed", "true");
  await markWindow(page);

  save(TESTIMONIALS, edited(original(TESTIMONIALS), 'className="testimonials-card"', 'className="testimonials-card" data-edited=""'));
  await expect(testimonials.locator(".testimonials-card[data-edited]").first()).toBeAttached({ timeout: 15_000 });
  expect(await notReloaded(page)).toBe(true);
  await expect(testimonials.getByRole("button", { name: /^Play/ })).toHaveAttribute("aria-pressed", "true");

  save(FOOTER, edited(original(FOOTER), '<footer className="site-footer"', '<footer className="site-footer" data-edited=""'));
  await expect(page.locator("footer[data-edited]")).toBeAttached({ timeout: 15_000 });
  expect(await notReloaded(page)).toBe(false);
  expect(errors).toEqual([]);
});

test("/_blocks shows every block type rendered from its schema example", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${base}/_blocks`);
  const types = readdirSync(join(root, "schema/blocks"))
    .map((f) => f.replace(".schema.json", ""))
    .sort();
  await expect(page.locator("[data-block-example]")).toHaveCount(types.length);
  expect(await page.locator("[data-block-example]").evaluateAll((els) => els.map((e) => e.getAttribute("data-block-example")))).toEqual(
    types,
  );
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
