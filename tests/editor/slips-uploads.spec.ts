/**
 * Slips an author makes with pictures, lead forms and lists, caught where they happen: a photo over
 * 10 MB is scaled down on upload and the note says so; a lead form is chosen by its name with the
 * pages that use it; a new event goes first in the newest-first list; the preview shows a lead form
 * as a framed placeholder rather than an error.
 */
import { editorForFile } from "../support/editor-for-file.ts";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";

test.describe.configure({ mode: "serial" });

const setup = editorForFile();

const open = (page: Page, file: string) =>
  page.goto(`http://localhost:${setup.editor.port}/edit/pages/${file}?token=${setup.editor.token}`);
const shots = process.env.SLIPS_SHOTS;

/** A 3200 × 2400 px JPEG of noise at full quality: a real photo file well over 10 MB. */
async function bigPhoto(): Promise<Buffer> {
  const width = 3200;
  const height = 2400;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

test("a photo over 10 MB is scaled down with a note, fills its size, and a new event goes first", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "resources.yaml");
  await page
    .getByRole("button", { name: /Events browser/ })
    .first()
    .click();
  const first = page.getByRole("group", { name: /^Event 1/ });
  const firstTitle = await first.getByRole("textbox", { name: /^Title/ }).inputValue();
  const cover = first.getByRole("group", { name: /^Cover/ });
  const photo = await bigPhoto();
  expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
  await cover.getByLabel(/^Upload a picture/).setInputFiles({ name: "Expo hall.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(cover.getByRole("status")).toHaveText(
    /^Uploaded \/images\/uploads\/expo-hall\.jpg: 2560 × 1920 px, .*Expo hall\.jpg was \d+\.\d MB, so it was scaled down to 2560 × 1920 px/,
    {
      timeout: 30_000,
    },
  );
  await expect(cover.getByRole("spinbutton", { name: /^Width/ })).toHaveValue("2560");
  await expect(cover.getByRole("spinbutton", { name: /^Height/ })).toHaveValue("1920");

  await page.getByRole("button", { name: "Add event" }).click();
  await expect(page.getByRole("group", { name: /^Event 1/ }).getByRole("textbox", { name: /^Title/ })).toHaveValue("");
  await expect(page.getByRole("group", { name: /^Event 2/ }).getByRole("textbox", { name: /^Title/ })).toHaveValue(firstTitle);
});

test("a lead form is chosen by its name, with the pages that use it", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, "verticals/manufacturing.yaml");
  await page
    .getByRole("button", { name: /Call to action/ })
    .first()
    .click();
  const field = page.getByRole("combobox", { name: /^Lead form/ });
  await expect(field.locator("option:checked")).toHaveText("Contact form: manufacturing — on Manufacturing");
  await expect(page.getByText("Used on Manufacturing (/verticals/manufacturing).")).toBeVisible();
  await field.selectOption({ label: "Job application form — on Careers" });
  await expect(page.getByText("Used on Careers (/careers).")).toBeVisible();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    if (shots) await field.screenshot({ path: `${shots}/lead-form-picker-${width}.png` });
    if (shots) await page.screenshot({ path: `${shots}/lead-form-picker-page-${width}.png` });
  }
});

test("the preview shows a lead form as a framed placeholder, never as an error", async ({ page }) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, "contactProducts.yaml");
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await expect(preview.getByText("The form provider's form appears here on the live site.")).toBeVisible();
    await expect(preview.getByText("The form could not be loaded")).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/lead-form-preview-${width}.png` });
  }
});
