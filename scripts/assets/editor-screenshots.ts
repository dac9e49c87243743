/**
 * Screenshots of the page editor for the author guides (docs/authoring.md, docs/editor.md), written to docs/images/:
 *
 * - editor-pages.png: the pages list;
 * - editor-delete-dialog.png: deleting /verticals/logistic: the links to it in words, and the page above
 *   it offered to send visitors to;
 * - editor-page.png: the home page open (block list, the hero's form, the preview);
 * - editor-add-block.png: the "Add a block" catalogue with a block type chosen and its example shown;
 * - editor-error.png: the hero's required heading emptied, its error on the field and the count in the
 *   status bar;
 * - editor-settings.png: the site settings' Brand and contacts section, its form beside the preview of
 *   the site's header and footer.
 *
 * Each is the 1440×900 viewport (not the full page) at device scale 1, stored losslessly with better
 * compression than the browser's (see smallerPng) to stay under about 300 KB. The editor runs on a temporary
 * copy of the project (pages/, schema/ and public/ copied, node_modules linked), so nothing it does can
 * touch the real pages; the copy is deleted afterwards. Nothing is saved even there. Chromium:
 * CHROMIUM_PATH, else CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own.
 *
 * Run from the repository root:   npx tsx scripts/assets/editor-screenshots.ts
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts";
import { startEditor } from "../../src/editor/server/server.ts";
import { smallerPng } from "./png.ts";
import { dismissCookieNotice, frameOf, picturesLoaded, STEP_TIMEOUT_MS } from "./preview-frame.ts";

/** The screenshots' size in CSS px (device scale 1). */
const VIEWPORT = { width: 1440, height: 900 } as const;
/** The block type chosen in the catalogue screenshot, by its title in the catalogue. */
const CATALOGUE_CHOICE = "Testimonials";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const OUT_DIR = join(ROOT, "docs", "images");
const CHROME_FLAGS = [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost"];

/**
 * A temporary copy of the project in `root` for the editor: pages/, schema/ and public/ copied,
 * node_modules linked. Returns its folder and `remove()`, which deletes it. Throws when a folder
 * cannot be copied (the partial copy is deleted first).
 */
function projectCopy(root: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "editor-screenshots-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (const folder of ["pages", "schema", "public"]) cpSync(join(root, folder), join(dir, folder), { recursive: true });
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}

/** Writes a viewport screenshot of `page` to docs/images/`name` and says so with its size in KB. */
async function shoot(page: Page, name: string): Promise<void> {
  // No hover outline from where the last click left the pointer; let the last layout and the preview's scaling settle.
  await page.mouse.move(0, VIEWPORT.height - 1);
  await page.waitForTimeout(300);
  const png = smallerPng(await page.screenshot({ type: "png", animations: "disabled", caret: "hide" }));
  const file = join(OUT_DIR, name);
  writeFileSync(file, png);
  console.log(`Wrote ${relative(ROOT, file)} (${VIEWPORT.width}×${VIEWPORT.height}, ${(png.byteLength / 1024).toFixed(1)} KB)`);
}

async function main(): Promise<void> {
  const executablePath = chromiumPath();
  const copy = projectCopy(ROOT);
  // The app is bundled from this code base's src/editor/app (startEditor's default), whatever rootDir is.
  const editor = await startEditor({ rootDir: copy.dir, port: 0 });
  const browser = await chromium.launch({ executablePath, args: CHROME_FLAGS });
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);

    // 1. The pages list.
    await page.goto(editor.url);
    const pagesList = page.getByRole("list", { name: "Pages" });
    await pagesList.locator(".page-row").first().waitFor();
    await shoot(page, "editor-pages.png");

    // 1b. The delete dialog of a page others link to (cancelled: nothing is deleted).
    await page.getByRole("button", { name: "Delete Logistics" }).click();
    const deleting = page.getByRole("dialog", { name: "Delete “Logistics”?" });
    await deleting.getByRole("list", { name: "Links to this page" }).waitFor();
    await shoot(page, "editor-delete-dialog.png");
    await deleting.getByRole("button", { name: "Cancel" }).click();
    await deleting.waitFor({ state: "detached" });

    // 2. The home page: the hero (its first block) selected, its form and the preview.
    await pagesList
      .locator(".page-row")
      .filter({ has: page.locator(".page-row-route", { hasText: /^\/home$/ }) })
      .getByRole("link", { name: /^Open / })
      .click();
    await page.locator(".editor-count:not(.is-checking)").waitFor();
    await page.locator("#block-0_heading").waitFor();
    const preview = await frameOf(page.locator(".col-preview iframe.pf-frame"));
    await preview.locator('[data-block-index="0"]').waitFor();
    await dismissCookieNotice(preview);
    await picturesLoaded(preview, 1200);
    await shoot(page, "editor-page.png");

    // 3. The catalogue, one block type chosen and its example rendered.
    await page.getByRole("button", { name: "Add block" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a block" });
    await dialog.getByRole("button", { name: new RegExp(`^${CATALOGUE_CHOICE}`) }).click();
    await dialog.getByRole("heading", { name: CATALOGUE_CHOICE, exact: true }).waitFor();
    const example = await frameOf(dialog.locator("iframe.pf-frame"));
    await example.locator('[data-block-index="0"]').waitFor();
    await dismissCookieNotice(example);
    await picturesLoaded(example, 2000);
    await shoot(page, "editor-add-block.png");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });

    // 4. The hero's required heading emptied: the error on the field and in the status bar.
    const heading = page.locator("#block-0_heading");
    await heading.fill("");
    await page.locator(".editor-count.has-errors:not(.is-checking)").waitFor();
    await page.locator(".col-form .fixes-errors").waitFor();
    await heading.focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, "editor-error.png");

    // 5. A section of the site settings (Brand and contacts) beside its preview of the header and footer.
    const settings = await context.newPage();
    settings.setDefaultTimeout(STEP_TIMEOUT_MS);
    await settings.goto(new URL("/settings/brand", editor.url).href);
    await settings.getByText("No errors in this section").waitFor();
    const shell = await frameOf(settings.locator(".col-preview iframe.pf-frame"));
    await shell.locator(".site-footer").waitFor();
    await dismissCookieNotice(shell);
    await picturesLoaded(shell, 1200);
    await shoot(settings, "editor-settings.png");
    await context.close();
  } finally {
    await browser.close();
    await editor.close();
    copy.remove();
  }
}

await main();
