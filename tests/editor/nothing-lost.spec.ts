/**
 * The page editor never loses an author's work and never overwrites someone else's: unsaved edits
 * survive a reload, leaving with them asks first, undo and redo step through the session, a file
 * changed on disk since it was opened is not overwritten without asking, and two tabs editing one page
 * cannot silently overwrite each other. Each test runs its own editor on its own copy of the project.
 */
import { expect, test, type Page } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startEditor } from "../../src/editor/server/server.ts";
import { tempProject, type TempProject } from "../../scripts/support/project-copy.ts";

let project: TempProject;
let editor: { port: number; token: string; url: string; close(): Promise<void> };
let base: string;
const FILE = "pages/partners.yaml";

test.beforeEach(async () => {
  project = tempProject();
  editor = await startEditor({ rootDir: project.root, port: 0 });
  base = `http://localhost:${editor.port}`;
});

test.afterEach(async () => {
  await editor?.close();
  project?.remove();
});

/** Opens the partners page's details and returns its title field. */
async function openTitle(page: Page) {
  await page.goto(`${base}/edit/${FILE}?token=${editor.token}`);
  await page.getByRole("button", { name: /^Page details/ }).click();
  return page.getByRole("textbox", { name: /^Title/ });
}

const onDisk = () => readFileSync(join(project.root, FILE), "utf8");

test("undo and redo step through the session's edits, and unsaved edits survive a reload", async ({ page }) => {
  const title = await openTitle(page);
  await title.fill("Partners we trust");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(title).toHaveValue("Partners");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(title).toHaveValue("Partners we trust");

  // The browser asks before leaving a page with unsaved edits; the author reloads anyway.
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText("You have unsaved changes from earlier.")).toBeVisible();
  await page.getByRole("button", { name: "Keep them" }).click();
  await page.getByRole("button", { name: /^Page details/ }).click();
  await expect(page.getByRole("textbox", { name: /^Title/ })).toHaveValue("Partners we trust");
  expect(onDisk()).toContain("title: Partners\n");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(onDisk()).toContain("title: Partners we trust\n");
});

test("leaving with unsaved edits asks first", async ({ page }) => {
  const title = await openTitle(page);
  await title.fill("Partners we trust");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
});

test("a page changed on disk since it was opened is not overwritten without asking", async ({ page }) => {
  const title = await openTitle(page);
  await title.fill("Partners we trust");
  writeFileSync(join(project.root, FILE), onDisk().replace("title: Partners\n", "title: Partners (edited in a code editor)\n"));
  await page.getByRole("button", { name: "Save" }).click();
  const conflict = page.getByRole("group", { name: "/partners › Title" });
  await expect(conflict).toContainText("Partners (edited in a code editor)");
  expect(onDisk()).toContain("title: Partners (edited in a code editor)\n");
  await conflict.getByRole("radio", { name: /^Yours/ }).check();
  await page.getByRole("button", { name: "Keep these versions" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(onDisk()).toContain("title: Partners we trust\n");
});

test("two tabs editing the same page cannot silently overwrite each other", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  const firstTitle = await openTitle(first);
  const secondTitle = await openTitle(second);
  await firstTitle.fill("Partners from the first tab");
  await secondTitle.fill("Partners from the second tab");
  await first.getByRole("button", { name: "Save" }).click();
  await expect(first.getByText("All changes saved")).toBeVisible();
  await expect(second.getByText(/^Saved in another tab\./)).toBeVisible();
  await second.getByRole("button", { name: "Save" }).click();
  await expect(second.getByRole("group", { name: "/partners › Title" })).toContainText("Partners from the first tab");
  expect(onDisk()).toContain("title: Partners from the first tab\n");
});
