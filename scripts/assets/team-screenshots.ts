/**
 * Screenshots of the team editor (npm run edit:team) for docs/editor.md ("Working in a team"), written
 * to docs/images/, in the order of a team's day:
 *
 * - team-sign-in.png: the editor's sign-in page;
 * - team-editing.png: a page open in a change set, just saved, with the change set's bar above the editor;
 * - team-review-asked.png: an editor has asked for review and gets the preview link;
 * - team-change-sets.png: that editor's first screen: her change set waiting for review, a colleague's
 *   being edited, and the box to start another;
 * - team-review-list.png: a publisher's "Waiting for review": the change set field by field, its checks,
 *   its preview and Publish;
 * - team-live.png: the author's first screen after Publish: her change set under "Recently published",
 *   "Live" once the live site serves the published commit;
 * - team-conflict.png: the colleague's change set, whose title was changed by what was just published:
 *   both values, one to pick.
 *
 * Everything is real: a temporary copy of the project pushed to a bare Git repository and an OpenID
 * provider (scripts/support/team-site.ts, as the tests use), a stand-in for the live site that serves /version.json with the
 * repository's main, and the team editor, driven in Chromium at 1440×900 (device scale 1, British English,
 * London time). Each file is the viewport, stored losslessly with better compression than the browser's
 * (smallerPng). With `--widths`, the change sets, the review list, "Live", the conflict and the review
 * dialog are also taken at 375 and 768 px wide (the first screen and the whole page) into .scratch/,
 * with the preview link at 375 and 1440 px: to be looked at, not committed. Chromium: CHROMIUM_PATH,
 * else Debian's /usr/bin/chromium, else Playwright's own.
 *
 * Run from the repository root:   npx tsx scripts/assets/team-screenshots.ts [--widths]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts";
import { startTeamEditor } from "../../src/editor/team/server.ts";
import { signInAtProvider } from "../support/oidc-provider.ts";
import { startTeamSite } from "../support/team-site.ts";
import { smallerPng } from "./png.ts";
import { dismissCookieNotice, frameOf, picturesLoaded, STEP_TIMEOUT_MS } from "./preview-frame.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = join(ROOT, "docs", "images");
const SCRATCH = join(ROOT, ".scratch");
const VIEWPORT = { width: 1440, height: 900 } as const;

/** The change sets of the day: Erin's, reviewed and published; Sam's, which changes the same title. */
const ERIN = { email: "erin@example.com", changeSet: "Spring events", title: "Events, guides and webinars" };
const SAM = { email: "sam@example.com", changeSet: "Resources wording", title: "Resources for customers" };
const PAT = { email: "pat@example.com" };

/** Scrolls the window so that `target` is 16 px below the sticky header (as far as the page goes). */
async function scrollToTop(target: Locator): Promise<void> {
  await target.evaluate((el) => {
    const header = document.querySelector(".app-header")?.getBoundingClientRect().height ?? 0;
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - header - 16);
  });
}

/**
 * Writes a viewport screenshot of `page` to docs/images/`name`, scrolled to `scrollTo` when given. With
 * `widths`, also writes it at 375 and 768 px wide to .scratch/: the whole page (`-375.png`) and the
 * screen, scrolled to `scrollTo`, else to `narrowScrollTo`, else to the top (`-375-screen.png`).
 */
async function shoot(page: Page, name: string, opts: { widths: boolean; scrollTo?: Locator; narrowScrollTo?: Locator }): Promise<void> {
  // No hover outline from where the last click left the pointer; let the last layout settle.
  await page.mouse.move(0, VIEWPORT.height - 1);
  if (opts.scrollTo) await scrollToTop(opts.scrollTo);
  await page.waitForTimeout(300);
  const png = smallerPng(await page.screenshot({ type: "png", animations: "disabled", caret: "hide" }));
  writeFileSync(join(OUT_DIR, name), png);
  console.log(
    `Wrote ${relative(ROOT, join(OUT_DIR, name))} (${VIEWPORT.width}×${VIEWPORT.height}, ${(png.byteLength / 1024).toFixed(1)} KB)`,
  );
  if (!opts.widths) return;
  mkdirSync(SCRATCH, { recursive: true });
  const narrowTarget = opts.scrollTo ?? opts.narrowScrollTo;
  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: VIEWPORT.height });
    // A whole-page screenshot starts at the top: taken scrolled, the sticky header would be drawn where the window was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: join(SCRATCH, name.replace(".png", `-${width}.png`)),
      fullPage: true,
      animations: "disabled",
      caret: "hide",
    });
    if (narrowTarget) await scrollToTop(narrowTarget);
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(SCRATCH, name.replace(".png", `-${width}-screen.png`)), animations: "disabled", caret: "hide" });
  }
  await page.setViewportSize(VIEWPORT);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (opts.scrollTo) await scrollToTop(opts.scrollTo);
}

/** A new browser (context) on the editor's sign-in page, as someone who has not signed in yet. */
async function visitor(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: "en-GB", timezoneId: "Europe/London" });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await page.goto(`${base}/`);
  await page.getByRole("link", { name: "Sign in" }).waitFor();
  return page;
}

/** Signs `page` (on the editor's sign-in page) in as `email` at the provider; resolves on the change sets screen. */
async function signIn(page: Page, email: string): Promise<Page> {
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAtProvider(page, email);
  await page.getByRole("heading", { level: 1, name: "Change sets" }).waitFor();
  await page.getByRole("heading", { name: "Your change sets" }).waitFor();
  return page;
}

/** Starts change set `changeSet` and opens /resources in it. */
async function startOnResources(page: Page, changeSet: string): Promise<void> {
  await page.getByLabel("Start a change set").fill(changeSet);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByText(`Change set: ${changeSet}`).waitFor();
  await page.getByRole("link", { name: "Open Resources" }).click();
}

/** Changes the page's title (Page details) to `title`. */
async function changePageTitle(page: Page, title: string): Promise<void> {
  await page.getByRole("button", { name: /Page details/ }).click();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByText("All changes saved").first().waitFor();
}

async function main(): Promise<void> {
  const widths = process.argv.includes("--widths");
  const executablePath = chromiumPath();
  mkdirSync(OUT_DIR, { recursive: true });
  // The remote (editors.yaml: pat@example.com publishes, every @example.com address edits) and the provider.
  const site = await startTeamSite();
  const port = site.ports[0]!;
  const base = `http://127.0.0.1:${port}`;
  // The live site: a host that deploys main as soon as it moves, and says which commit it serves.
  const liveSite = createServer((req, res) => {
    const commit = execFileSync("git", ["rev-parse", "main"], { cwd: site.remote, encoding: "utf8" }).trim();
    res.writeHead(req.url === "/version.json" ? 200 : 404, { "Content-Type": "application/json" }).end(JSON.stringify({ commit }));
  });
  const livePort = await new Promise<number>((resolve) =>
    liveSite.listen(0, "127.0.0.1", () => resolve((liveSite.address() as { port: number }).port)),
  );
  const editor = await startTeamEditor({ config: site.config(port, { SITE_URL: `http://127.0.0.1:${livePort}` }) });
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
  try {
    // 1. Sign in.
    const erin = await visitor(browser, base);
    await shoot(erin, "team-sign-in.png", { widths: false });
    await signIn(erin, ERIN.email);

    // 2. A change set, a page edited and saved in it: the page's title and its header's.
    await startOnResources(erin, ERIN.changeSet);
    await changePageTitle(erin, ERIN.title);
    await erin.getByRole("button", { name: /Page header/ }).click();
    await erin.locator("#block-0_title").fill(ERIN.title);
    await save(erin);
    await erin.getByText("Saved.").waitFor();
    const preview = await frameOf(erin.locator(".col-preview iframe.pf-frame"));
    await preview.getByRole("heading", { level: 1, name: ERIN.title }).waitFor();
    await dismissCookieNotice(preview);
    await picturesLoaded(preview, 1200);
    await shoot(erin, "team-editing.png", { widths: false });

    // 3. Review asked: the preview link.
    await erin.getByRole("button", { name: "Ask for review" }).click();
    await erin.getByRole("dialog", { name: "Review asked" }).waitFor();
    await shoot(erin, "team-review-asked.png", { widths });
    if (widths) {
      // The preview link as a reviewer opens it, at a phone's and a desktop's width.
      const tab = await erin.context().newPage();
      for (const width of [375, 1440]) {
        await tab.setViewportSize({ width, height: VIEWPORT.height });
        await tab.goto(`${base}/preview/erin~spring-events/resources`);
        await tab.getByRole("heading", { level: 1 }).waitFor();
        await tab.waitForTimeout(500);
        await tab.screenshot({ path: join(SCRATCH, `team-preview-${width}.png`), animations: "disabled" });
      }
      await tab.close();
    }
    await erin.getByRole("dialog", { name: "Review asked" }).getByRole("button", { name: "Done" }).click();

    // Meanwhile a colleague changes the same title in her own change set.
    const sam = await signIn(await visitor(browser, base), SAM.email);
    await startOnResources(sam, SAM.changeSet);
    await changePageTitle(sam, SAM.title);
    await save(sam);

    // 4. The editor's first screen: her change set waiting for review, her colleague's being edited.
    await erin.goto(`${base}/`);
    await erin.getByRole("list", { name: "Your colleagues’ change sets" }).waitFor();
    await shoot(erin, "team-change-sets.png", { widths });

    // 5. A publisher's review list.
    const pat = await signIn(await visitor(browser, base), PAT.email);
    const item = pat.getByRole("article", { name: ERIN.changeSet });
    await item.getByText("Checks: no problems found.").waitFor();
    const reviewHeading = pat.getByRole("heading", { level: 2, name: "Waiting for review" });
    // At 1440 px the whole screen fits; on a phone, the review list is further down.
    await shoot(pat, "team-review-list.png", { widths, narrowScrollTo: reviewHeading });

    // 6. Published, then live: the publisher is told, and the author sees it on her first screen.
    await item.getByRole("button", { name: "Publish" }).click();
    await item.getByText("Live: the site now shows this change.").waitFor();
    await erin.goto(`${base}/`);
    const published = erin.getByRole("list", { name: "Recently published" });
    await published.getByText("Live", { exact: true }).waitFor();
    await shoot(erin, "team-live.png", { widths, narrowScrollTo: published });

    // 7. The colleague's change set now has a field both changed: both values, one to pick.
    await sam.goto(`${base}/`);
    await sam.getByRole("link", { name: `Open ${SAM.changeSet}` }).click();
    await sam.getByRole("heading", { name: /Someone published a change/ }).waitFor();
    await sam.getByRole("radio", { name: /^Yours/ }).check();
    await shoot(sam, "team-conflict.png", { widths });
  } finally {
    await browser.close();
    await editor.close();
    liveSite.close();
    await site.close();
  }
}

await main();
