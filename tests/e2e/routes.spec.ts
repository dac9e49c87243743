import { expect, test } from "./test.ts";

test("a PrecisionERP section route shows the same page scrolled to that section", async ({ page }) => {
  await page.goto("/precisionERP/UnifiedSystems");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("#UnifiedSystems")).toBeInViewport();
  await page.goto("/precisionERP");
  await expect(page.locator("#UnifiedSystems")).not.toBeInViewport();
});
