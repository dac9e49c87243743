import { expect, holdScripts, hydrated, test } from "./test.ts";
import { content } from "../support/content.ts";

const site = content.site;

test.describe("header at desktop width", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("is 60 px high, its logo leads home and its menu links navigate", async ({ page }) => {
    await page.goto("/partners");
    const header = page.locator("header.site-header");
    expect((await header.boundingBox())!.height).toBe(60);
    // Every item with a submenu (a link with its disclosure button, or Contact, a submenu only) keeps
    // its chevron the same distance after its text: from the text's end to the item's end, in px.
    const chevronRoom = await page.locator(".desktop-nav .menu-item.has-children").evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector(".menu-link")!;
        const range = document.createRange();
        range.selectNodeContents(label);
        return `${label.textContent}: ${Math.round(item.getBoundingClientRect().right - range.getBoundingClientRect().right)}`;
      }),
    );
    const rooms = chevronRoom.map((entry) => Number(entry.split(": ")[1]));
    expect(
      chevronRoom.some((entry) => entry.startsWith("Contact")),
      "Contact has a submenu",
    ).toBe(true);
    expect(Math.max(...rooms) - Math.min(...rooms), chevronRoom.join(", ")).toBeLessThanOrEqual(1);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("link", { name: `${site.brand.name} home` }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("dropdowns open on hover and their links navigate", async ({ page }) => {
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const submenuLink = nav.getByRole("link", { name: "Healthcare" });
    await expect(submenuLink).toBeHidden();
    await nav.getByRole("link", { name: "Verticals", exact: true }).hover();
    await expect(submenuLink).toBeVisible();
    await submenuLink.click();
    await expect(page).toHaveURL(/\/verticals\/healthcare$/);
  });

  test("a dropdown hovered while the page's script loads stays open when the script takes over", async ({ page }) => {
    // Hold the site script until the pointer rests on the menu item (CSS :hover shows the dropdown).
    const release = await holdScripts(page, /\/assets\/site-.*\.js$/);
    await page.goto("/home", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const submenuLink = nav.getByRole("link", { name: "Healthcare" });
    await nav.getByRole("link", { name: "Verticals", exact: true }).hover();
    await expect(submenuLink).toBeVisible();
    release();
    await expect(page.locator(".desktop-nav .menu.is-enhanced")).toHaveCount(1);
    await expect(submenuLink).toBeVisible();
    await submenuLink.click();
    await expect(page).toHaveURL(/\/verticals\/healthcare$/);
  });

  test("the Contact item is active on the contact routes only", async ({ page }) => {
    const contact = page.locator(".desktop-nav .menu-item", { hasText: "Contact" }).first();
    for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) {
      await page.goto(path);
      await expect(contact).toHaveClass(/is-active/);
    }
    await page.goto("/partners");
    await expect(contact).not.toHaveClass(/is-active/);
  });

  test("Login opens the storefront in a new tab", async ({ page }) => {
    await page.goto("/home");
    const login = page.locator(".header-login");
    await expect(login).toHaveAttribute("href", site.login.url);
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", /noopener/);
  });
});

test.describe("header at tablet width", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("replaces the menu with a burger whose submenus expand", async ({ page }) => {
    await page.goto("/home");
    await expect(page.locator(".desktop-nav")).toBeHidden();
    const toggle = page.getByLabel("Menu", { exact: true });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const panel = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(panel).toBeVisible();
    // The panel is an overlay from under the 60 px header to the bottom of the window.
    const box = (await panel.boundingBox())!;
    expect(box.y).toBe(60);
    expect(box.height).toBe(1024 - 60);
    await panel.getByText("Resources", { exact: true }).click();
    await panel.getByRole("link", { name: "Fact Sheets" }).click();
    await expect(page).toHaveURL(/\/resources#factSheets$/);
    await expect(panel).toBeHidden();
  });

  test("a burger opened before the script runs stays open when it does, and says so", async ({ page }) => {
    // Hold the page's scripts back, as a slow phone would, while the visitor opens the menu.
    const release = await holdScripts(page);
    await page.goto("/home", { waitUntil: "commit" });
    const toggle = page.getByLabel("Menu", { exact: true });
    await toggle.click();
    const panel = page.getByRole("navigation", { name: "Main (mobile)" });
    const resources = panel.getByText("Resources", { exact: true });
    await resources.click();
    await expect(panel.getByRole("link", { name: "Fact Sheets" })).toBeVisible();
    await expect(page.locator(".desktop-nav .menu.is-enhanced")).toHaveCount(0);

    release();
    await hydrated(page);
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("link", { name: "Fact Sheets" }).click();
    await expect(page).toHaveURL(/\/resources#factSheets$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("footer", () => {
  test("shows phone, e-mail, social links, logos, trademark, copyright 2024 and legal links", async ({ page }) => {
    await page.goto("/home");
    const footer = page.locator("footer.site-footer");
    await expect(footer.getByRole("link", { name: site.contact.phone })).toHaveAttribute("href", /^tel:\+?\d+$/);
    await expect(footer.getByRole("link", { name: site.contact.email })).toHaveAttribute("href", `mailto:${site.contact.email}`);
    await expect(footer.getByRole("list", { name: "Social media" }).getByRole("link")).toHaveCount(4);
    await expect(footer.locator(".footer-partner-logos img")).toHaveCount(site.partners.length);
    await expect(footer.locator(".footer-award-logos img")).toHaveCount(site.awards.length);
    await expect(footer).toContainText(site.footer.trademark);
    await expect(footer).toContainText("© 2024");
    for (const label of ["Privacy Policy", "Terms and Conditions", "Cookie Policy"]) {
      await expect(footer.getByRole("link", { name: label })).toBeVisible();
    }
    await footer.getByRole("link", { name: "Terms and Conditions" }).click();
    await expect(page).toHaveURL(/\/termsAndCondition$/);
  });

  test("on a phone shows only the contact, social and legal links and the copyright; the brand, logos and trademark from 551 px", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/home");
    const footer = page.locator("footer.site-footer");
    const links = [site.contact.phone, site.contact.email, ...site.social.map((s) => s.label), ...site.footer.links.map((l) => l.label)];
    for (const name of links) await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(footer.getByText("© 2024")).toBeVisible();
    const wideOnly = [
      footer.getByRole("img", { name: site.brand.name, exact: true }),
      footer.getByText(site.brand.tagline),
      ...[...site.partners, ...site.awards].map((logo) => footer.getByRole("img", { name: logo.alt, exact: true })),
      footer.getByText(site.footer.trademark),
    ];
    for (const part of wideOnly) await expect(part).toBeHidden();
    // A third of the 1,128 px it took with every column.
    expect((await footer.boundingBox())!.height).toBeLessThan(450);
    await page.setViewportSize({ width: 551, height: 900 });
    for (const part of wideOnly) await expect(part).toBeVisible();
  });
});
