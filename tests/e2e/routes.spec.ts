import { expect, test } from "./test.ts";
import { brand, content, SPEC_ROUTES } from "../support/content.ts";

test.describe("every route of the spec", () => {
  for (const path of SPEC_ROUTES) {
    test(`${path} loads with its heading and title, and hydrates without errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on("pageerror", (e) => problems.push(e.message));
      // Resource failures are covered by the broken-image test; anything else logged as an error
      // (a hydration mismatch, a failed script) is a defect.
      page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && problems.push(m.text()));
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      const entry = content.routes.find((r) => r.path === path);
      expect(entry, `${path} is published by a page file`).toBeDefined();
      const pageData = content.pages.get(entry!.page)!;
      await expect(page).toHaveTitle(`${pageData.title} | ${brand}`);
      const h1 = page.locator("h1");
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      await expect(h1).not.toHaveText("");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", pageData.description);
      expect(problems).toEqual([]);
    });
  }
});

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
