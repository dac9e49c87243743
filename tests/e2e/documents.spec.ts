/**
 * Pages are documents (docs/architecture.md): moving between pages is ordinary navigation, and what
 * the single-page app used to get wrong is checked here at 375, 768 and 1440 px: every menu anchor
 * into another page lands its section at the page's offset (200 px) by the browser's own anchor
 * scrolling; without JavaScript, an alias route opens its page at its section; the contact pages'
 * spinner is in view from the first paint for its 2,000 ms. That the
 * header's items sit at the same x on every page, with or without islands, is checked in each
 * route's visit (pages.spec.ts).
 */
import type { Locator, Page } from "@playwright/test";
import { content } from "../support/content.ts";
import { expect, holdScripts, test } from "./test.ts";

const WIDTHS = [375, 768, 1440] as const;
const DESKTOP_MIN = 992;
const topOf = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));

/** Every menu link to a section of another page (`/page#section`), with its group, its page and the offset its page scrolls to. */
const menuAnchors = content.site.menu.flatMap((group) =>
  (group.children ?? [])
    .filter((child) => child.link.includes("#"))
    .map((child) => {
      const [route, id] = child.link.split("#") as [string, string];
      return { group: group.title, title: child.title, link: child.link, route, id, offset: content.pages.get(route)!.scrollOffset };
    }),
);

/**
 * The anchors in an order where each one leads to another page than the one before it (the page with
 * the most anchors left goes next), so that following them one after the other, each from the menu of
 * the page the last one opened, is always a navigation to another document.
 */
function acrossPages<T extends { route: string }>(anchors: T[]): T[] {
  const left = [...anchors];
  const order: T[] = [];
  while (left.length) {
    const previous = order.at(-1)?.route;
    const counts = new Map<string, number>();
    for (const a of left) counts.set(a.route, (counts.get(a.route) ?? 0) + 1);
    const candidates = left.filter((a) => a.route !== previous);
    if (!candidates.length) throw new Error(`the menu's anchors into ${previous} cannot be followed from another page each`);
    const next = candidates.reduce((best, a) => (counts.get(a.route)! > counts.get(best.route)! ? a : best));
    order.push(next);
    left.splice(left.indexOf(next), 1);
  }
  return order;
}

/** Opens the menu item `title` of `group` from the header as a visitor does at this width, and follows it. */
async function chooseFromMenu(page: Page, width: number, group: string, title: string) {
  if (width >= DESKTOP_MIN) {
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: group, exact: true }).hover();
    await nav.getByRole("link", { name: title, exact: true }).click();
    return;
  }
  await page.getByLabel("Menu", { exact: true }).click();
  const panel = page.getByRole("navigation", { name: "Main (mobile)" });
  await panel.getByText(group, { exact: true }).click();
  await panel.getByRole("link", { name: title, exact: true }).click();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`every menu anchor into another page (${menuAnchors.length}) lands its section at the page's offset below the top, each chosen from the menu of another page, starting at /home`, async ({
      page,
    }) => {
      // Fourteen page loads, each with its islands.
      test.setTimeout(90_000);
      expect(menuAnchors.length).toBeGreaterThanOrEqual(13);
      await page.goto("/home");
      for (const anchor of acrossPages(menuAnchors)) {
        expect(new URL(page.url()).pathname, `${anchor.link} is chosen from another page`).not.toBe(anchor.route);
        await chooseFromMenu(page, width, anchor.group, anchor.title);
        await expect(page).toHaveURL(new RegExp(`${anchor.link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
        const offset = width <= 550 ? anchor.offset.mobile : anchor.offset.desktop;
        // Within a pixel: a section may sit at a fraction of a pixel, which the browser's scrolling rounds.
        await expect
          .poll(async () => Math.abs((await topOf(page.locator(`#${anchor.id}`))) - offset), {
            message: `${anchor.link} at ${width} px: px from the offset`,
          })
          .toBeLessThanOrEqual(1);
      }
    });
  });
}

/** Every alias route (`/precisionERP/AssetManagement`, ...): its page and the section it opens at. */
const aliases = content.routes
  .filter((r) => r.path !== r.page && r.section)
  .map((r) => ({ path: r.path, page: r.page, section: r.section! }));

test.describe("an alias route without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const width of [375, 1440] as const) {
    test(`opens its page at its section, at the page's offset below the top, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      expect(aliases.length).toBeGreaterThanOrEqual(4);
      for (const alias of aliases) {
        await page.goto(alias.path);
        await expect(page, `${alias.path} forwards to its section`).toHaveURL(new RegExp(`${alias.page}#${alias.section}$`));
        const offsets = content.pages.get(alias.page)!.scrollOffset;
        const offset = width <= 550 ? offsets.mobile : offsets.desktop;
        await expect
          .poll(async () => Math.abs((await topOf(page.locator(`#${alias.section}`))) - offset), {
            message: `${alias.path} at ${width} px: px from the offset`,
          })
          .toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe("an alias route with JavaScript", () => {
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ] as const) {
    test(`shows its section at the page's offset below the top from the first paint on, before any script of the site runs, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Every frame from the document's start that shows the page (its heading is in): where the section
      // the address names sits, in px from the window's top, or null while it is not in the page yet.
      await page.addInitScript(() => {
        const tops: (number | null)[] = [];
        (window as unknown as { tops_: typeof tops }).tops_ = tops;
        const id = window.location.pathname.split("/").pop()!;
        const record = () => {
          if (document.querySelector("h1")) tops.push(document.getElementById(id)?.getBoundingClientRect().top ?? null);
          if (tops.length < 30) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      // The site's scripts never arrive: what shows is the prerendered page, as on a slow phone before its scripts.
      await holdScripts(page);
      // A phone's slower processor, so that the browser paints while the page is still being parsed, as it
      // does on a phone: the first paint must wait for the section.
      await (await page.context().newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 8 });
      for (const alias of aliases) {
        await page.goto(alias.path, { waitUntil: "commit" });
        const offsets = content.pages.get(alias.page)!.scrollOffset;
        const offset = viewport.width <= 550 ? offsets.mobile : offsets.desktop;
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { tops_: unknown[] }).tops_.length), { message: "frames painted" })
          .toBeGreaterThanOrEqual(10);
        const tops = await page.evaluate(() => (window as unknown as { tops_: (number | null)[] }).tops_);
        // Within a pixel: a section may sit at a fraction of a pixel.
        expect(
          tops.filter((top) => top === null || Math.abs(top - offset) > 1),
          `${alias.path} at ${viewport.width} px: frames with the section elsewhere (px from the top), of ${tops.length}`,
        ).toEqual([]);
      }
    });
  }
});

test.describe("the contact pages' spinner", () => {
  for (const width of WIDTHS) {
    test(`is in view from the first paint for at least 2,000 ms at ${width} px, then the form`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      // Every frame from the document's start: whether the whole page is in it yet (the footer is parsed), and
      // whether the spinner is in view. A loaded browser may paint a page still being parsed, with its heading
      // and no form section yet; the spinner's promise starts at the first frame that holds the whole page.
      await page.addInitScript(() => {
        // The page's own frames only: the provider's (stubbed) form frame gets this script too.
        if (window.top !== window) return;
        const frames: { at: number; page: boolean; spinner: boolean }[] = [];
        const recording = { frames, painted: false, done: false };
        (window as unknown as { frames_: typeof recording }).frames_ = recording;
        const inView = (el: Element | null) => {
          if (!el) return false;
          const box = el.getBoundingClientRect();
          return box.height > 0 && box.bottom > 0 && box.top < window.innerHeight && getComputedStyle(el).visibility === "visible";
        };
        const record = () => {
          const frame = {
            at: performance.now(),
            page: Boolean(document.querySelector("h1") && document.querySelector("footer")),
            spinner: inView(document.querySelector(".provider-frame-spinner")),
          };
          frames.push(frame);
          // Until a frame without the spinner follows the page's first: the frame that shows the form comes
          // after the commit that shows it, so the test waits for it (below) rather than for the form alone.
          recording.painted ||= frame.page;
          recording.done = recording.painted && !frame.spinner;
          if (!recording.done) requestAnimationFrame(record);
        };
        requestAnimationFrame(record);
      });
      await page.goto("/contactProducts");
      const frame = page.locator("iframe.provider-frame-iframe");
      await expect(frame).toBeVisible({ timeout: 10_000 });
      await page.waitForFunction(() => (window as unknown as { frames_: { done: boolean } }).frames_.done);
      const frames = await page.evaluate(
        () => (window as unknown as { frames_: { frames: { at: number; page: boolean; spinner: boolean }[] } }).frames_.frames,
      );
      const painted = frames.findIndex((f) => f.page);
      expect(painted, "the page was painted").toBeGreaterThanOrEqual(0);
      expect(frames[painted]!.spinner, "the spinner is in view in the first frame with the page").toBe(true);
      const gone = frames.findIndex((f, i) => i > painted && !f.spinner);
      expect(gone, "the spinner went").toBeGreaterThan(painted);
      expect(frames.slice(painted, gone).every((f) => f.spinner)).toBe(true);
      expect(frames[gone]!.at - frames[painted]!.at, "ms the spinner was in view").toBeGreaterThanOrEqual(2000);
      await context.close();
    });
  }
});
