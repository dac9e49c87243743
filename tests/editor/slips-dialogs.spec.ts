/**
 * Slips in the page editor's dialogs, caught where they happen with the fix one click away, in
 * Chromium on a copy of the project: a link typed without https:// offers the fixed address; the New
 * page dialog says, while the address is typed and before Create, that it has spaces (the address to
 * use), that another page has it in other capitals or as it is (Open that page); deleting a page that
 * others link to names each link in words, offers the page above it, and leaves a project that
 * validates, whose host sends visitors of the old address there; a new page at that address takes
 * it over from the redirect in one click.
 */
import { editorForFile } from "../support/editor-for-file.ts";
import { expect, test, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadContent } from "../../src/content/load.ts";
import { editorLocation } from "../../src/editor/server/validation.ts";
import { siteHostFiles } from "../../scripts/build-output.ts";

test.describe.configure({ mode: "serial" });

const setup = editorForFile();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(setup.editor.url);
});

const openNewPage = async (page: Page) => {
  await page.getByRole("button", { name: "New page" }).click();
  return page.getByRole("dialog", { name: "New page" });
};

test("a link typed without https:// offers the fixed address, in one click", async ({ page }) => {
  await page.getByRole("link", { name: "Open Verticals" }).click();
  await page
    .getByRole("list", { name: "Blocks of this page" })
    .getByRole("button", { name: /Card grid Explore our industries/ })
    .click();
  const href = page.getByRole("group", { name: "Card 1", exact: true }).getByRole("combobox", { name: /^Link/ });
  await href.fill("www.example.com/webinar");
  await expect(page.getByText("Check: A link to another site starts with https://.")).toBeVisible();
  await page.getByRole("button", { name: "Use https://www.example.com/webinar" }).click();
  await expect(href).toHaveValue("https://www.example.com/webinar");
  await expect(page.getByRole("button", { name: /^Use https:/ })).toHaveCount(0);
});

test("New page says what is wrong with the address while it is typed, with one suggestion, before Create", async ({ page }) => {
  const dialog = await openNewPage(page);
  const address = dialog.getByLabel("Address of the new page");
  const create = dialog.getByRole("button", { name: "Create page" });

  await address.fill("/verticals/mining equipment");
  await expect(dialog.getByRole("status").filter({ hasText: "An address has no spaces" })).toHaveText(
    /An address has no spaces: its words are joined by -\./,
  );
  await expect(dialog.getByRole("button", { name: /^Use / })).toHaveCount(1);
  await dialog.getByRole("button", { name: "Use /verticals/mining-equipment" }).click();
  await expect(address).toHaveValue("/verticals/mining-equipment");
  await expect(dialog.getByRole("button", { name: /^Use / })).toHaveCount(0);
  await expect(create).toBeEnabled();

  await address.fill("/Verticals/Rentals");
  await expect(
    dialog.getByText(/“Rentals” is at \/verticals\/rentals: an address that differs only in capitals cannot be another page/),
  ).toBeVisible();
  await expect(create).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Open that page" })).toHaveCount(1);
});

test("New page with the address of an existing page offers Open that page, and it opens it", async ({ page }) => {
  const dialog = await openNewPage(page);
  await dialog.getByLabel("Address of the new page").fill("/partners");
  await expect(dialog.getByText("There is already a page at /partners: “Partners”.")).toBeVisible();
  await dialog.getByRole("button", { name: "Open that page" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/edit\/pages\/partners\.yaml$/);
  await expect(page.getByRole("list", { name: "Blocks of this page" })).toBeVisible();
});

test("deleting a page that others link to names each link, sends visitors to the page above it, and the project validates", async ({
  page,
}) => {
  await page.getByRole("button", { name: "Delete Logistics" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete “Logistics”?" });
  const links = dialog.getByRole("list", { name: "Links to this page" }).getByRole("listitem");
  await expect(links).toHaveText([
    "The Logistics card on Verticals: leads to Verticals.",
    "The Logistics item in the Verticals menu: leads to Verticals.",
  ]);
  await expect(dialog.getByRole("radio", { name: "Send visitors to another page" })).toBeChecked();
  await expect(dialog.getByRole("combobox", { name: "Page to send visitors to" })).toHaveValue("/verticals");
  await expect(dialog.getByText("Suggested: Verticals is the page above it. The links stay and lead there.")).toBeVisible();

  await dialog.getByRole("radio", { name: "Remove the links" }).check();
  await expect(links).toHaveText([
    "The Logistics card on Verticals: the card is removed.",
    "The Logistics item in the Verticals menu: the item is removed from the menu.",
  ]);
  await dialog.getByRole("radio", { name: "Send visitors to another page" }).check();

  await dialog.getByRole("button", { name: "Delete page" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted" })).toHaveText(
    "Deleted /verticals/logistic. Visitors are sent to /verticals.",
  );
  await expect(page.getByRole("button", { name: "Delete Logistics" })).toHaveCount(0);

  expect(existsSync(join(setup.project.root, "pages/verticals/logistic.yaml"))).toBe(false);
  const checked = loadContent(editorLocation(setup.project.root));
  expect(checked.errors).toEqual([]);
  expect(siteHostFiles(checked.content!)._redirects.split("\n")).toContain("/verticals/logistic /verticals 301");
});

test("a new page at the old address takes it over from the redirect, in one click", async ({ page }) => {
  const dialog = await openNewPage(page);
  await dialog.getByLabel("Address of the new page").fill("/verticals/logistic");
  await expect(dialog.getByText("/verticals/logistic sends visitors to /verticals (a redirect in the site settings).")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create page" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Remove the redirect and create the page" }).click();
  await expect(page).toHaveURL(/\/edit\/pages\/verticals\/logistic\.yaml$/);
  const checked = loadContent(editorLocation(setup.project.root));
  // The new page holds only the template's example texts, for the author to replace.
  expect(checked.errors.filter((e) => e.code !== "E_TEMPLATE_TEXT")).toEqual([]);
  expect(readFileSync(join(setup.project.root, "pages/_site.yaml"), "utf8")).not.toContain("from: /verticals/logistic");
});
