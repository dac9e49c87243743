/**
 * The Content-Security-Policy at work in a browser: it stops what does not belong to the page and lets
 * the overlays work. Every route's run without a violation is checked in pages.spec.ts; the policies as
 * sent are read without a browser in tests/html/security.spec.ts.
 */
import { expect, test, watchCsp } from "./test.ts";

test.describe("Content-Security-Policy", () => {
  test("a script injected into the page does not run, and the attempt is reported", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/home");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      const img = document.createElement("img");
      img.src = "https://evil.example.net/pixel.png";
      document.body.append(img);
      // An inline script that is allowed runs as it is inserted, before append returns.
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The browser reports each violation in a task of its own, after the attempt.
    await expect
      .poll(async () => {
        const seen = await violations();
        return {
          script: seen.some((v) => v.startsWith("script-src")),
          image: seen.some((v) => v.startsWith("img-src") && v.includes("evil.example.net")),
        };
      })
      .toEqual({ script: true, image: true });
  });

  test("the lead-form overlay and the video overlay open under the policy", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/verticals/agriculture");
    // aria-haspopup appears once the page has hydrated and the buttons open dialogs.
    await page.locator('a[aria-haspopup="dialog"][data-lead-form]').first().click();
    await expect(page.locator("dialog[open] iframe")).toBeAttached({ timeout: 10_000 });
    await page.keyboard.press("Escape");
    await page.locator('a[aria-haspopup="dialog"][data-video]').first().click();
    await expect(page.locator("dialog[open] video")).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
