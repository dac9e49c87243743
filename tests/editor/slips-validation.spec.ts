/**
 * Slips the content checks catch, met in the editor as an author meets them: a phone number with
 * letters typed into the site settings' contact, and a new page whose example texts were left in.
 * Each shows its message on its field, and Save refuses the page until it is fixed. One editor on one
 * copy of the project serves both tests.
 */
import { editorForFile } from "../support/editor-for-file.ts";
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createPage } from "../../scripts/new-page.ts";

test.describe.configure({ mode: "serial" });

// What the editor's New page writes for /mining (the New page dialog runs the same template).
const setup = editorForFile((root) => createPage({ rootDir: root, route: "/mining" }));
const open = (file: string) => `http://localhost:${setup.editor.port}/edit/${file}?token=${setup.editor.token}`;

test("a phone number with letters is refused on the contact's Phone field, and not saved", async ({ page }) => {
  const before = readFileSync(join(setup.project.root, "pages/_site.yaml"), "utf8");
  await page.goto(`http://localhost:${setup.editor.port}/settings/brand?token=${setup.editor.token}`);
  const phone = page.getByRole("textbox", { name: /^Phone/ });
  await phone.fill("+1 555 CALL-NOW");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(
    page
      .getByText(
        '"+1 555 CALL-NOW" is not a phone number a phone can dial: it has letters in it, which a phone cannot dial (write the digits they stand for).',
      )
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Not saved: fix the 1 error first.")).toBeVisible();
  expect(readFileSync(join(setup.project.root, "pages/_site.yaml"), "utf8")).toBe(before);

  await phone.fill("(555) 014-2010");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
  expect(readFileSync(join(setup.project.root, "pages/_site.yaml"), "utf8")).toContain("phone: (555) 014-2010\n");
});

test("a new page's example description is shown on its Description field until replaced, and the page is not saved", async ({ page }) => {
  const file = join(setup.project.root, "pages/mining.yaml");
  const before = readFileSync(file, "utf8");
  await page.goto(open("pages/mining.yaml"));
  await page.getByRole("button", { name: /^Page details(?! ›)/ }).click();
  const description = page.getByRole("textbox", { name: /^Description/ });
  await expect(description).toHaveAttribute("aria-invalid", "true");
  await expect(
    page
      .getByText(
        '"Mining: one or two sentences about this page for search engines." is the example text a new page starts with, for you to replace: write this page\'s own text here.',
      )
      .first(),
  ).toBeVisible();

  await page.getByRole("textbox", { name: /^Title/ }).fill("Mining operations");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/^Not saved: fix the \d+ errors first\.$/)).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);

  await description.fill("Cloud ERP, consulting and staff for mining companies.");
  await expect(description).not.toHaveAttribute("aria-invalid", "true");
});
