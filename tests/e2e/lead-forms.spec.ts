/**
 * The lead forms always leave the visitor a way forward (docs/security.md, faults of the outside world; spec
 * sections 2 and 4): the overlay fits a phone with its "Open it in a new tab" link on screen; the
 * contact pages offer the phone number and e-mail address beside the form; and when the form provider
 * cannot be reached, a panel with those ways forward replaces the browser's error page.
 */
import type { Page } from "@playwright/test";
import { blockOf, content } from "../support/content.ts";
import { expect, handlersAttached, test } from "./test.ts";

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
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(667 + 0.5);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375 + 0.5);
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

  test("with the provider unreachable, a styled panel replaces the browser's error page: the form in a new tab, phone and e-mail", async ({ page }) => {
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
    await expectPhoneAndEmail(alert);
    const open = alert.getByRole("link", { name: "Open the form in a new tab" });
    await expect(open).toHaveAttribute("href", form.url);
    await expect(open).toHaveAttribute("target", "_blank");
    const opened = page.context().waitForEvent("page");
    await open.click();
    const tab = await opened;
    await expect(tab.getByRole("heading", { name: "Lead form" })).toBeVisible();
    await tab.close();
  });

  test("with the provider answering, no failure panel shows", async ({ page }) => {
    const block = blockOf("/contactProducts", "leadForm");
    await page.route(isProvider(site.leadForms[block.form]!), (r) => r.fulfill({ status: 200, contentType: "text/html", body: formPage }));
    await page.goto("/contactProducts");
    const frame = page.locator(`iframe[title="${block.title}"]`);
    await expect(frame).toBeVisible({ timeout: 5_000 });
    await expect(page.frameLocator(`iframe[title="${block.title}"]`).getByRole("heading", { name: "Lead form" })).toBeVisible();
    await expect(page.getByRole("alert")).toBeHidden();
    await expect(page.getByText("The form could not be loaded")).toBeHidden();
  });

  test("the lead-form overlay shows the same panel when the provider is unreachable", async ({ page }) => {
    const form = site.leadForms.joinUs!;
    await page.route(isProvider(form), (r) => r.abort("connectionrefused"));
    await page.goto("/careers");
    const button = page.locator("main").getByRole("link", { name: "Join us" }).first();
    await handlersAttached(button);
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Join us" });
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("The form could not be loaded");
    await expect(alert.getByRole("link", { name: "Open the form in a new tab" })).toHaveAttribute("href", form.url);
    await expectPhoneAndEmail(alert);
  });
});
