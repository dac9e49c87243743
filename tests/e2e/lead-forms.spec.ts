/**
 * The lead forms always leave the visitor a way forward (docs/security.md, faults of the outside world):
 * the overlay is a centred dialog named by the form's title, a full-screen sheet on a phone with its
 * "Open it in a new tab" link on screen; the contact pages offer the phone number and e-mail address
 * beside the form; and when the form provider cannot be reached, a panel with those ways forward
 * replaces the browser's error page, in the frame's place, so nothing below it moves.
 */
import type { Page } from "@playwright/test";
import { blockOf, content } from "../support/content.ts";
import { expect, handlersAttached, hydrated, test } from "./test.ts";

const site = content.site;
const tel = `tel:${site.contact.phone.replace(/[^+\d]/g, "")}`;
const formPage = "<!doctype html><title>Form</title><h1>Lead form</h1>";
const isProvider = (form: { url: string }) => (url: URL) => url.href.startsWith(form.url.split("?")[0]!);

/** The phone and e-mail links of `scope`, as a visitor finds them: by their text, with tel: and mailto: addresses. */
async function expectPhoneAndEmail(scope: ReturnType<Page["locator"]>) {
  await expect(scope.getByRole("link", { name: site.contact.phone, exact: true })).toHaveAttribute("href", tel);
  await expect(scope.getByRole("link", { name: site.contact.email, exact: true })).toHaveAttribute("href", `mailto:${site.contact.email}`);
}

test.describe("lead-form overlay on a phone (375 x 667)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  // One page of each kind of lead-form button: a job list's, a PrecisionERP section's (an overlay up to 550 px), an industry's, a service's.
  for (const route of ["/careers", "/precisionERP", "/verticals/agriculture", "/services/DirectHire"]) {
    test(`${route}: the overlay fits the screen, its frame fits the dialog, and 'Open it in a new tab' is on screen`, async ({ page }) => {
      await page.route(
        (url) => Object.values(site.leadForms).some((form) => isProvider(form)(url)),
        (r) => r.fulfill({ status: 200, contentType: "text/html", body: formPage }),
      );
      await page.goto(route);
      const button = page.locator("main [data-lead-form]").first();
      await button.scrollIntoViewIfNeeded();
      await handlersAttached(button);
      await button.click();
      // Titled by what the visitor gets, as the site settings name it, not by the button's label.
      const title = site.leadForms[(await button.getAttribute("data-lead-form"))!]!.title;
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
      // A full-screen sheet (once its opening animation is over).
      await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 667 });
      const box = (await dialog.boundingBox())!;
      const link = dialog.getByRole("link", { name: "Open it in a new tab" });
      await expect(link).toBeInViewport({ ratio: 1 });
      const frame = dialog.locator("iframe");
      await expect(frame).toBeVisible({ timeout: 5_000 });
      const frameBox = (await frame.boundingBox())!;
      expect(frameBox.y).toBeGreaterThanOrEqual(box.y);
      expect(frameBox.y + frameBox.height).toBeLessThanOrEqual((await link.boundingBox())!.y);
      // The frame takes the height the dialog has left, not a sliver of it.
      expect(frameBox.height).toBeGreaterThanOrEqual(667 * 0.55);
      await expect(page.frameLocator(".dialog iframe").getByRole("heading", { name: "Lead form" })).toBeVisible();
    });
  }
});

test.describe("lead-form dialog on wider windows", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width} px a centred dialog about 600 px wide, named by the form's title, the frame filling its width; Escape closes it and focus returns`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const form = site.leadForms.industriesOne!;
      await page.route(isProvider(form), (r) => r.fulfill({ status: 200, contentType: "text/html", body: formPage }));
      await page.goto("/verticals/agriculture");
      const button = page.getByRole("main").getByRole("link", { name: "Contact Us" });
      await handlersAttached(button);
      await button.click();
      const dialog = page.getByRole("dialog", { name: "Talk to our agriculture team" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog.getByRole("heading", { name: form.title })).toBeVisible();
      // Measured at rest: the dialog zooms in as it opens (the spinner's endless turn is not waited for).
      await dialog.evaluate((el) =>
        Promise.all(
          el
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
      );
      const box = (await dialog.boundingBox())!;
      expect(box.width).toBeCloseTo(600, 0);
      // Centred on the page (the window less the scrollbar's gutter, which the page keeps while a dialog is open).
      const middle = await page.evaluate(() => document.documentElement.getBoundingClientRect().width / 2);
      expect(Math.abs(box.x + box.width / 2 - middle)).toBeLessThanOrEqual(1);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      const frame = dialog.locator("iframe");
      await expect(page.frameLocator(".dialog iframe").getByRole("heading", { name: "Lead form" })).toBeVisible();
      const frameBox = (await frame.boundingBox())!;
      expect(frameBox.x).toBeCloseTo(box.x, 0);
      expect(frameBox.width).toBeCloseTo(box.width, 0);
      await expect(dialog.getByRole("link", { name: "Open it in a new tab" })).toBeInViewport({ ratio: 1 });
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe("contact pages", () => {
  const contactPages = ["/contactProducts", "/contactStaffing", "/contactSupport"];

  for (const width of [375, 1440]) {
    test(`at ${width} px every contact page offers the phone number and e-mail address beside the form`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of contactPages) {
        await page.goto(route);
        const panel = page.getByRole("group", { name: "Prefer to talk?" });
        await expect(panel).toBeInViewport();
        await expectPhoneAndEmail(panel);
        const frame = page.locator("iframe.provider-frame-iframe");
        const [p, f] = [(await panel.boundingBox())!, (await frame.boundingBox())!];
        // Beside the form on a desktop; above it on a phone.
        if (width >= 992) expect(p.x + p.width).toBeLessThanOrEqual(f.x);
        else expect(p.y + p.height).toBeLessThanOrEqual(f.y);
      }
    });
  }

  test("with the provider unreachable, a styled panel replaces the browser's error page and offers the form in a new tab", async ({
    page,
  }) => {
    const block = blockOf("/contactProducts", "leadForm");
    const form = site.leadForms[block.form]!;
    await page.route(isProvider(form), (r) => r.abort("internetdisconnected"));
    await page.context().route(isProvider(form), (r) => r.fulfill({ status: 200, contentType: "text/html", body: formPage }));
    await page.goto("/contactProducts");
    const alert = page.getByRole("alert");
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("The form could not be loaded");
    await expect(page.locator(`iframe[title="${block.title}"]`)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Loading the form" })).toBeHidden();
    const open = alert.getByRole("link", { name: "Open the form in a new tab" });
    await expect(open).toHaveAttribute("href", form.url);
    await expect(open).toHaveAttribute("target", "_blank");
    const opened = page.context().waitForEvent("page");
    await open.click();
    const tab = await opened;
    await expect(tab.getByRole("heading", { name: "Lead form" })).toBeVisible();
    await tab.close();
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px, the failure panel takes the form's place without moving what follows, and the phone and e-mail show once`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const block = blockOf("/contactStaffing", "leadForm");
      const form = site.leadForms[block.form]!;
      // The check that the provider can be reached (a HEAD request) is held until the page has been measured with its spinner box.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(isProvider(form), async (r) => {
        if (r.request().method() === "HEAD") await held;
        await r.abort("internetdisconnected");
      });
      await page.goto("/contactStaffing");
      await hydrated(page);
      await page.evaluate(() => document.fonts.ready);
      const footer = page.getByRole("contentinfo");
      const topOfFooter = () => footer.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await topOfFooter();
      await expect(page.getByRole("alert")).toBeHidden();
      release();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("The form could not be loaded");
      expect(await topOfFooter()).toBeCloseTo(before, 0);
      // The panel "Prefer to talk?" beside (or above) the form has them; the failure panel says so instead of repeating them.
      const main = page.getByRole("main");
      await expectPhoneAndEmail(page.getByRole("group", { name: "Prefer to talk?" }));
      await expect(main.getByRole("link", { name: site.contact.phone, exact: true })).toHaveCount(1);
      await expect(main.getByRole("link", { name: site.contact.email, exact: true })).toHaveCount(1);
      await expect(alert).toContainText("call or e-mail us");
    });
  }

  test("with the provider answering, no failure panel shows; the provider's page is asked for once the page's largest paint is on screen", async ({
    page,
  }) => {
    const block = blockOf("/contactProducts", "leadForm");
    await page.route(isProvider(site.leadForms[block.form]!), (r) => r.fulfill({ status: 200, contentType: "text/html", body: formPage }));
    // When the largest paint was reported, and when the form's frame was given its address (ms since the page's start).
    await page.addInitScript(() => {
      const times = { largestPaint: -1, frameAddress: -1 };
      (window as unknown as { times_: typeof times }).times_ = times;
      new PerformanceObserver((list) => {
        if (times.largestPaint < 0)
          times.largestPaint = Math.max(...list.getEntries().map((e) => (e as LargestContentfulPaint).renderTime || e.startTime));
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new MutationObserver((records) => {
        if (times.frameAddress < 0 && records.some((r) => r.target instanceof HTMLIFrameElement && r.target.getAttribute("src")))
          times.frameAddress = performance.now();
      }).observe(document, { attributes: true, attributeFilter: ["src"], subtree: true });
    });
    await page.goto("/contactProducts");
    const frame = page.locator(`iframe[title="${block.title}"]`);
    await expect(frame).toBeVisible({ timeout: 5_000 });
    await expect(page.frameLocator(`iframe[title="${block.title}"]`).getByRole("heading", { name: "Lead form" })).toBeVisible();
    await expect(page.getByRole("alert")).toBeHidden();
    await expect(page.getByText("The form could not be loaded")).toBeHidden();
    const times = await page.evaluate(() => (window as unknown as { times_: { largestPaint: number; frameAddress: number } }).times_);
    expect(times.largestPaint, "a largest paint was reported").toBeGreaterThan(0);
    expect(times.frameAddress, "the frame's address came after the largest paint").toBeGreaterThanOrEqual(times.largestPaint);
  });

  test("the lead-form overlay shows the same panel when the provider is unreachable", async ({ page }) => {
    const form = site.leadForms.joinUs!;
    await page.route(isProvider(form), (r) => r.abort("connectionrefused"));
    await page.goto("/careers");
    const button = page.locator("main").getByRole("link", { name: "Join us" }).first();
    await handlersAttached(button);
    await button.click();
    const dialog = page.getByRole("dialog", { name: site.leadForms.joinUs!.title });
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("The form could not be loaded");
    await expect(alert.getByRole("link", { name: "Open the form in a new tab" })).toHaveAttribute("href", form.url);
    await expectPhoneAndEmail(alert);
  });
});
