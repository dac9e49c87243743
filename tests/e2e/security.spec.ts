import { expect, test, watchCsp } from "./test.ts";
import { content, SPEC_ROUTES } from "../support/content.ts";

test.describe("Content-Security-Policy", () => {
  test("every page's policy allows no inline script but its own, no eval, no framing, no plugins", async ({ request }) => {
    for (const path of [...SPEC_ROUTES, "/"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const csp = response.headers()["content-security-policy"];
      expect(csp, `${path} has a Content-Security-Policy`).toBeTruthy();
      const directives = new Map(csp!.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
      expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
      expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(directives.get("base-uri")).toEqual(["'self'"]);
      // frame-src: the lead-form provider of the environment in use and the video players, nothing else.
      const formOrigins = [...new Set(Object.values(content.site.leadForms).map((f) => new URL(f.url).origin))];
      expect(new Set(directives.get("frame-src"))).toEqual(new Set([...formOrigins, ...content.thirdParties.videoPlayers]));
      expect(directives.get("connect-src")).toEqual(["'self'", new URL(content.site.videoChannel.endpoint).origin]);
      expect(directives.get("img-src")).toEqual(["'self'", "data:", ...content.thirdParties.images]);
      const headers = response.headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    }
  });

  test("a script injected into the page does not run, and the attempt is reported", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/home", { waitUntil: "networkidle" });
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      const img = document.createElement("img");
      img.src = "https://evil.example.net/pixel.png";
      document.body.append(img);
      await new Promise((r) => setTimeout(r, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The browser reports each violation in a task of its own, so the reports may come after the 100 ms.
    await expect
      .poll(async () => {
        const seen = await violations();
        return { script: seen.some((v) => v.startsWith("script-src")), image: seen.some((v) => v.startsWith("img-src") && v.includes("evil.example.net")) };
      })
      .toEqual({ script: true, image: true });
  });

  test("the not-found page, served for any unknown path, carries its policy in a meta element", async ({ page }) => {
    const violations = await watchCsp(page);
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("frame-ancestors");
    expect(await violations()).toEqual([]);
  });

  test("the lead-form overlay and the video overlay open under the policy", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/verticals/agriculture", { waitUntil: "networkidle" });
    // aria-haspopup appears once the page has hydrated and the buttons open dialogs.
    await page.locator('a[aria-haspopup="dialog"][data-lead-form]').first().click();
    await expect(page.locator("dialog[open] iframe")).toBeAttached({ timeout: 10_000 });
    await page.keyboard.press("Escape");
    await page.locator('a[aria-haspopup="dialog"][data-video]').first().click();
    await expect(page.locator("dialog[open] video")).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
