/**
 * Screenshots of the team editor (npm run edit:team) for docs/editor.md, written to docs/images/:
 *
 * - team-change-sets.png: a publisher's first screen (start a change set, the change sets, and a change set
 *   waiting for review, field by field, with its checks, its preview and Publish);
 * - team-review-asked.png: an editor has asked for review and gets the preview link;
 * - team-conflict.png: someone published a change to the same field: both values, one to pick.
 *
 * Everything is real: a temporary copy of the project pushed to a bare Git repository, an OpenID provider
 * (oidc-provider, as the tests use) and the team editor, driven in Chromium at 1440×900 (device scale 1).
 * With `--widths`, the same screens at 375 and 768 px go to .scratch/ to be looked at, not committed.
 * Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 *
 * Run from the repository root:   npx tsx scripts/assets/team-screenshots.ts [--widths]
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "@playwright/test";
import { startTeamEditor } from "../../src/editor/team/server.ts";
import { signInAtProvider } from "../../tests/support/oidc-provider.ts";
import { startTeamSite } from "../../tests/support/team-site.ts";
import { smallerPng } from "./png.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = join(ROOT, "docs", "images");
const SCRATCH = join(ROOT, ".scratch");
const VIEWPORT = { width: 1440, height: 900 } as const;
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Writes a screenshot of `page` (its viewport) to docs/images/`name`, and with `widths` the same at 375 and 768 px to .scratch/. */
async function shoot(page: Page, name: string, widths: boolean): Promise<void> {
  await page.mouse.move(0, VIEWPORT.height - 1);
  await page.waitForTimeout(300);
  const png = smallerPng(await page.screenshot({ type: "png", animations: "disabled", caret: "hide" }));
  writeFileSync(join(OUT_DIR, name), png);
  console.log(`Wrote ${relative(ROOT, join(OUT_DIR, name))} (${(png.byteLength / 1024).toFixed(1)} KB)`);
  if (!widths) return;
  mkdirSync(SCRATCH, { recursive: true });
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(SCRATCH, name.replace(".png", `-${width}.png`)), fullPage: true, animations: "disabled", caret: "hide" });
  }
  await page.setViewportSize(VIEWPORT);
}

async function signedIn(browser: Browser, base: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${base}/`);
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAtProvider(page, email);
  await page.getByRole("heading", { level: 1, name: "Change sets" }).waitFor();
  return page;
}

async function changeTitle(page: Page, changeSet: string, title: string): Promise<void> {
  await page.getByLabel("Start a change set").fill(changeSet);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByRole("link", { name: "Open Resources" }).click();
  await page.getByRole("button", { name: /Page details/ }).click();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("All changes saved").first().waitFor();
}

async function main(): Promise<void> {
  const widths = process.argv.includes("--widths");
  const executablePath = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].find((p): p is string => Boolean(p) && existsSync(p!));
  const site = await startTeamSite();
  const port = site.ports[0]!;
  const base = `http://127.0.0.1:${port}`;
  const editor = await startTeamEditor({ config: site.config(port) });
  const browser = await chromium.launch({ executablePath, args: FLAGS });
  try {
    const erin = await signedIn(browser, base, "erin@example.com");
    await changeTitle(erin, "Spring events", "Events, guides and webinars");
    await erin.getByRole("button", { name: "Ask for review" }).click();
    await erin.getByRole("dialog", { name: "Review asked" }).waitFor();
    await shoot(erin, "team-review-asked.png", widths);
    if (widths) {
      // The preview link as a reviewer opens it, at a phone's and a desktop's width: to look at, not for the docs.
      const preview = await erin.context().newPage();
      for (const width of [375, 1440]) {
        await preview.setViewportSize({ width, height: 900 });
        await preview.goto(`${base}/preview/${"erin~spring-events"}/resources`);
        await preview.getByRole("heading", { level: 1 }).waitFor();
        await preview.waitForTimeout(500);
        await preview.screenshot({ path: join(SCRATCH, `team-preview-${width}.png`), animations: "disabled" });
      }
      await preview.close();
    }

    const sam = await signedIn(browser, base, "sam@example.com");
    await changeTitle(sam, "Resources wording", "Resources for customers");

    const pat = await signedIn(browser, base, "pat@example.com");
    await pat.getByRole("article", { name: "Spring events" }).waitFor();
    await shoot(pat, "team-change-sets.png", widths);
    await pat.getByRole("article", { name: "Spring events" }).getByRole("button", { name: "Publish" }).click();
    await pat.getByText(/^Published|^Live/).waitFor();

    await sam.goto(`${base}/`);
    await sam.getByRole("link", { name: "Open Resources wording" }).click();
    await sam.getByRole("heading", { name: /Someone published a change/ }).waitFor();
    await sam.getByRole("radio", { name: /^Yours/ }).check();
    await shoot(sam, "team-conflict.png", widths);
  } finally {
    await browser.close();
    await editor.close();
    await site.close();
  }
}

await main();
