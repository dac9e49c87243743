import { expect, hydrated, test } from "./test.ts";

test("a route that fails to load shows 'Unexpected Application Error!' inside the header and footer", async ({ page }) => {
  await page.route("**/partners.data*", (route) => route.fulfill({ status: 200, contentType: "text/x-script", body: "this is not page data" }));
  await page.goto("/home");
  // A click before hydration is a plain page load, which never fetches the route's data.
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Partners", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Unexpected Application Error!");
});
