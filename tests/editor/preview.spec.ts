/**
 * The editor's live preview: the page drawn by the site's own blocks from the unsaved draft, at the
 * width chosen, with blocks selected by clicking them there and scrolled to when chosen in the list.
 */
import { editorForFile } from "../support/editor-for-file.ts";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { explain, WCAG_TAGS } from "../e2e/axe.ts";

const setup = editorForFile();

test("shows the draft as visitors will see it, at the width chosen, and selects what is clicked", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`http://localhost:${setup.editor.port}/edit/pages/home.yaml?token=${setup.editor.token}`);
  const preview = page.frameLocator('iframe[title="Preview of Cloud ERP System"]');
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Run your rental, lease and sales business on one cloud platform");

  // The hero's own heading, the first of its form (each slide after it has a heading field of its own).
  await page
    .getByRole("textbox", { name: /^Heading/ })
    .first()
    .fill("One cloud platform for rental companies");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("One cloud platform for rental companies");

  await preview.getByRole("heading", { name: "What our customers say" }).click();
  // The block's place on the page, as the editor numbers it (from 1): wherever the home page puts it.
  const blockNumber =
    [...readFileSync("pages/home.yaml", "utf8").matchAll(/^ {2}- type: (\w+)/gm)].findIndex((m) => m[1] === "testimonials") + 1;
  await expect(page.getByRole("region", { name: `Testimonials (block ${blockNumber})` })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("One cloud platform for rental companies");

  const frameWidth = () => preview.locator("html").evaluate(() => window.innerWidth);
  await page.getByRole("radio", { name: "Phone 375 px" }).check();
  await expect.poll(frameWidth).toBe(375);
  await page.getByRole("radio", { name: "Tablet 768 px" }).check();
  await expect.poll(frameWidth).toBe(768);

  // Clicking the testimonials scrolled the preview down to them; choosing the hero in the list brings it back.
  await expect(preview.getByRole("heading", { level: 1 })).not.toBeInViewport();
  await page.getByRole("button", { name: /^1\. Hero/ }).click();
  await expect(preview.getByRole("heading", { level: 1 })).toBeInViewport();
});

test("the pages list, a page with its forms, and the block catalogue pass axe (WCAG 2.2 AA)", async ({ page }) => {
  // Five scans of the editor's large pages: about 20 s beside the rest of the suite on two cores.
  test.setTimeout(90_000);
  // The preview frames hold the site's own pages (axe-checked on every route by tests/e2e), whose header
  // and main would read to axe as the editor's second header and main.
  const scan = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(WCAG_TAGS)
        .options({ rules: { "target-size": { enabled: true } } })
        .exclude("iframe")
        .analyze()
    ).violations;
  const base = `http://localhost:${setup.editor.port}`;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(setup.editor.url);
    await expect(page.getByRole("list", { name: "Pages" })).toBeVisible();
    expect(explain(await scan()), `pages list at ${width} px`).toEqual([]);
    await page.goto(`${base}/edit/pages/resources.yaml`);
    await expect(page.getByText("No errors on this page")).toBeVisible();
    expect(explain(await scan()), `page editor at ${width} px`).toEqual([]);
  }
  await page.getByRole("button", { name: "Add block" }).click();
  await page
    .getByRole("list", { name: "Block types" })
    .getByRole("button", { name: /^Fact sheets/ })
    .click();
  expect(explain(await scan()), "block catalogue").toEqual([]);
});

test("the block catalogue offers the proof blocks, each with its example rendered before it is added", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`http://localhost:${setup.editor.port}/edit/pages/resources.yaml?token=${setup.editor.token}`);
  await page.getByRole("button", { name: "Add block" }).click();
  const types = page.getByRole("list", { name: "Block types" });
  await types.getByRole("button", { name: /^FAQ/ }).click();
  const faq = page.frameLocator('iframe[title="Example of FAQ"]');
  await faq.getByText("Can we change our hours later?").click();
  await expect(faq.getByText(/Your plan and weekly hours can be adjusted/)).toBeVisible();
  await types.getByRole("button", { name: /^Comparison/ }).click();
  await expect(
    page.frameLocator('iframe[title="Example of Comparison"]').getByRole("table", { name: "PrecisionERP compared with spreadsheets" }),
  ).toBeVisible();
  for (const title of ["Case study", "Logo wall"]) await expect(types.getByRole("button", { name: new RegExp(`^${title}`) })).toBeVisible();
});
