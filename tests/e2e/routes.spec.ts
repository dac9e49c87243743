import { expect, test } from "./test.ts";
import { brand, content, SPEC_ROUTES } from "../support/content.ts";

test("home has the spec's SEO title", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveTitle(`Cloud ERP System | ${brand}`);
});

test("/ lands on /home", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle(`Cloud ERP System | ${brand}`);
});

for (const path of ["/no-such-page", "/verticals/space", "/services/Catering", "/precisionERP/Nope/deeper"]) {
  test(`unknown path ${path} shows the not-found page with status 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Uh Oh! Page not found!");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
}

test("contact pages are titled Let's talk! and embed their lead form", async ({ page }) => {
  for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk!");
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", /formid=\d+&h=[^&]+&topic=contact/);
  }
});

test("a PrecisionERP section route shows the same page scrolled to that section", async ({ page }) => {
  await page.goto("/precisionERP/UnifiedSystems");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("#UnifiedSystems")).toBeInViewport();
  await page.goto("/precisionERP");
  await expect(page.locator("#UnifiedSystems")).not.toBeInViewport();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("every page's text and links are in the prerendered HTML", async ({ page }) => {
    await page.goto("/partners");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#Odoo")).toContainText("Odoo");
    await page.goto("/termsAndCondition");
    await expect(page.getByText("28 November 2022")).toBeVisible();
  });
});
