import { expect, test } from "./test.ts";
import { content } from "../support/content.ts";

test.describe("a page without islands", () => {
  test("still has a working cookie notice: shown until accepted, then gone for good", async ({ page }) => {
    await page.goto("/privacyPolicy");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button").click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
    // The choice is the same one the rest of the site reads.
    await page.goto("/home", { waitUntil: "networkidle" });
    await expect(notice).toBeHidden();
  });

  test("is reached by a link from a page with islands, and renders in full", async ({ page }) => {
    await page.goto("/home", { waitUntil: "networkidle" });
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacyPolicy$/);
    await expect(page).toHaveTitle(new RegExp(`^${content.pages.get("/privacyPolicy")!.title} \\|`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test("a page with islands shows the cookie notice and remembers Accept", async ({ page }) => {
  await page.goto("/home", { waitUntil: "networkidle" });
  const notice = page.getByRole("region", { name: "Cookie notice" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button").click();
  await expect(notice).toBeHidden();
  await page.goto("/cookies");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});
