/**
 * The site settings in sections: found from the pages list's search, each section at its own address
 * with its own form and Save, which writes only that section's lines, and a preview of the site's
 * header and footer drawn from the draft.
 */
import { editorForFile } from "../support/editor-for-file.ts";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { explain, WCAG_TAGS } from "../e2e/axe.ts";

const setup = editorForFile();

/** The lines that differ between two texts with as many lines, as [before, after] pairs. */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b).toHaveLength(a.length);
  return a.map((line, i): [string, string] => [line, b[i]!]).filter(([x, y]) => x !== y);
}

test("search finds the phone in the settings; its section saves only that line; the menu's preview follows a renamed item", async ({
  page,
}) => {
  const siteFile = join(setup.project.root, "pages", "_site.yaml");
  const before = readFileSync(siteFile, "utf8");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(setup.editor.url);

  await page.getByRole("searchbox", { name: "Search pages and settings" }).fill("phone");
  const found = page.getByRole("list", { name: "Site settings found" });
  await expect(found.getByText("Brand and contacts")).toBeVisible();
  await found.getByRole("link", { name: "Open Brand and contacts" }).click();
  await expect(page).toHaveURL(/\/settings\/brand$/);

  const preview = page.frameLocator('iframe[title="Preview of the header and footer"]');
  await expect(preview.getByRole("link", { name: "+1 (555) 014-2010" })).toBeVisible();
  await page.getByRole("textbox", { name: /^Phone/ }).fill("+1 (555) 014-9999");
  await expect(preview.getByRole("link", { name: "+1 (555) 014-9999" })).toBeVisible();
  await page.getByRole("button", { name: "Save Brand and contacts" }).click();
  await expect(page.getByText("Saved. Only this section's settings were written.")).toBeVisible();
  expect(changedLines(before, readFileSync(siteFile, "utf8"))).toEqual([["  phone: +1 (555) 014-2010", "  phone: +1 (555) 014-9999"]]);

  await page.getByRole("navigation", { name: "Site settings sections" }).getByRole("link", { name: /^Menu/ }).click();
  await expect(page).toHaveURL(/\/settings\/menu$/);
  await expect(
    preview.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "PrecisionERP", exact: true }),
  ).toBeAttached();
  const title = page
    .getByRole("group", { name: "Menu item 2" })
    .getByRole("textbox", { name: /^Title/ })
    .first();
  await expect(title).toHaveValue("PrecisionERP");
  await title.fill("Our ERP");
  await expect(
    preview.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Our ERP", exact: true }),
  ).toBeAttached();
  await expect(
    page.getByRole("navigation", { name: "Site settings sections" }).getByRole("link", { name: /^Menu.*Unsaved changes/ }),
  ).toBeVisible();

  // A section has its own address: reloading it opens it again, with the draft kept.
  await page.reload();
  await expect(title).toHaveValue("Our ERP");

  // Back returns to the section before, whose saved phone shows in its preview.
  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/brand$/);
  await expect(page.getByRole("textbox", { name: /^Phone/ })).toHaveValue("+1 (555) 014-9999");
});

test("the sections list and a section pass axe (WCAG 2.2 AA) on a phone and a desktop", async ({ page }) => {
  await page.goto(setup.editor.url);
  // The preview frame holds the site's own header and footer (axe-checked on every route by tests/e2e).
  const scan = async () => (await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("iframe").analyze()).violations;
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`http://localhost:${setup.editor.port}/settings`);
    await expect(page.getByRole("navigation", { name: "Site settings sections" })).toBeVisible();
    expect(explain(await scan()), `sections list at ${width} px`).toEqual([]);
    await page.goto(`http://localhost:${setup.editor.port}/settings/redirects`);
    await expect(page.getByRole("list", { name: "Redirects" })).toContainText("/ → /home");
    expect(explain(await scan()), `redirects at ${width} px`).toEqual([]);
  }
});
