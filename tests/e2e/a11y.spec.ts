import type { Locator, Page } from "@playwright/test";
import { content, resourcesEvents, resourcesGallery } from "../support/content.ts";
import { contrast, parseColor, screenPixels, type Rect } from "./pixels.ts";
import { explain, scan } from "./axe.ts";
import { expect, settleImages, test } from "./test.ts";

// WCAG 2.2 AA, checked by axe-core (docs/security.md, accessibility: zero violations on every route
// at mobile and desktop widths), with the cookie notice showing and with each dialog open (their markup
// exists only then); every route's own scan is in pages.spec.ts, in its one visit per width. A failure
// lists each offending element with the rule, its impact, the element's selector and what to fix. Text
// over pictures, which axe cannot measure, is measured from the screen at the end of this file.

/** A phone and a laptop. */
const WIDTHS = [375, 1280] as const;

const site = content.site;
const events = resourcesEvents;
const galleryImages = resourcesGallery;
/** One event of each popup mode: photos (a slideshow), a video, and neither (a message). */
const popupEvents = [
  events.find((e) => !e.watchVideo && (e.images?.length ?? 0) >= 2),
  events.find((e) => e.watchVideo),
  events.find((e) => !e.watchVideo && !e.images?.length),
].filter((e) => e !== undefined);

/**
 * Clicks `opener` once it opens a dialog (it says so with `aria-haspopup`): before its block has
 * hydrated, it is a plain link to the form, video or picture, which a click would follow instead.
 */
async function openDialog(opener: Locator) {
  await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
  await opener.click();
}

/**
 * Waits until the opening animations of `dialog` (and of anything in it) have finished, so colours are
 * read at rest rather than halfway through a fade. Endless animations (a spinner) are not waited for.
 */
async function settled(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await dialog.evaluate((el) =>
    Promise.all(
      el
        .getAnimations({ subtree: true })
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Loads `path` as a visitor sees it once everything has settled (see {@link settleImages}), at the top. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await settleImages(page);
}

for (const width of WIDTHS) {
  test.describe(`axe-core, WCAG 2.2 AA, open overlays at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } });

    // On a page that runs the app, and on one with nothing interactive, where an inline script shows it.
    for (const path of ["/home", "/privacyPolicy"]) {
      test(`the cookie notice has no violations on ${path}`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
        expect(explain(await scan(page))).toEqual([]);
      });
    }

    test.describe("dialogs", () => {
      // The page behind stays still: a hero carousel's fade caught half-way (its autoplay runs on the
      // test's clock) is no contrast the visitor reads, and the scan is of the dialog.
      test.use({ reducedMotion: "reduce" });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript(() => window.localStorage.setItem("cookie-notice-accepted", "yes"));
      });

      test("the lead-form overlay has no violations, loading and loaded", async ({ page }) => {
        await page.clock.install();
        await open(page, "/careers");
        await openDialog(page.getByRole("main").getByRole("link", { name: "Join us" }).first());
        const dialog = page.getByRole("dialog", { name: site.leadForms.joinUs!.title });
        await settled(dialog);
        await expect(dialog.getByRole("status")).toBeVisible();
        expect(explain(await scan(page))).toEqual([]);
        await page.clock.runFor(2500);
        await expect(dialog.locator("iframe")).toBeVisible();
        expect(explain(await scan(page))).toEqual([]);
      });

      test("the video overlay has no violations", async ({ page }) => {
        await open(page, "/home");
        await openDialog(page.getByRole("main").getByRole("link", { name: "We Can Help", exact: true }).first());
        await settled(page.getByRole("dialog", { name: site.videos.weCanHelp!.title }));
        expect(explain(await scan(page))).toEqual([]);
      });

      test("the Learn More video modal of a vertical page has no violations", async ({ page }) => {
        await open(page, "/verticals/agriculture");
        await openDialog(
          page
            .getByRole("main")
            .getByRole("link", { name: /^Learn More\b/ })
            .first(),
        );
        await settled(page.getByRole("dialog", { name: site.videos.agriculture!.title }));
        expect(explain(await scan(page))).toEqual([]);
      });

      test("the event popup has no violations, with photos, with a video and with neither", async ({ page }) => {
        expect(popupEvents).toHaveLength(3);
        await page.clock.install({ time: new Date("2025-06-01T12:00:00") });
        await open(page, "/resources");
        for (const event of popupEvents) {
          const year = /\d{4}/.exec(event.dates)![0];
          await page.locator("#events").getByLabel("Year", { exact: true }).selectOption(year);
          await page.locator("#events").getByRole("button", { name: event.title }).click();
          const dialog = page.getByRole("dialog", { name: event.title });
          await settled(dialog);
          if (event.images?.length && !event.watchVideo) await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
          expect(explain(await scan(page)), event.title).toEqual([]);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      });

      test("the full-screen gallery has no violations", async ({ page }) => {
        await open(page, "/resources");
        await openDialog(page.locator("#gallery .gallery-link").first());
        const dialog = page.getByRole("dialog", { name: galleryImages[0]!.alt });
        await settled(dialog);
        await expect.poll(() => dialog.locator("img").evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
        expect(explain(await scan(page))).toEqual([]);
      });
    });
  });
}

// ── Carousels (WCAG 2.2.2): the pause button, keyboard focus and reduced motion are tested elsewhere ──

test.describe("hero carousel at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("holds its slide while the pointer rests on the pictures, and moves on once it leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/home");
    const carousel = page.locator(".hero .carousel");
    await expect(carousel.locator(".swiper")).toHaveClass(/swiper-initialized/);
    const active = () =>
      carousel.locator(".swiper-slide").evaluateAll((slides) => slides.findIndex((s) => s.classList.contains("swiper-slide-active")));
    // The right half of the banner shows the picture (the heading is on the left).
    const box = (await page.locator(".hero").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.4);
    await page.clock.runFor(12_000);
    expect(await active()).toBe(0);
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height + 200);
    await page.clock.runFor(5_500);
    await expect.poll(active).toBe(1);
  });
});

// ── Text over pictures ──────────────────────────────────────────────────────────────────────────
// axe cannot tell the colour behind text that sits on a picture or a gradient (it reports such text as
// "incomplete", not as a pass). These tests measure it: the text is made transparent, and every
// screen pixel under its lines is compared with the text's colour. Each must reach WCAG AA: 4.5:1,
// or 3:1 for large text (24 px, or 18.66 px bold).

/** Pages whose hero has a heading over its slides (from 1200 px the slides fill the banner behind the text). */
const HERO_ROUTES = content.routes
  .filter((r) => r.path === r.page && content.pages.get(r.page)!.blocks.some((b) => b.type === "hero"))
  .map((r) => r.path);

/**
 * The lowest contrast between each text's colour and the pixels under its lines, with the ratio the
 * text needs. Text hidden from sight (visually-hidden helpers) is left out.
 */
async function textContrasts(page: Page, texts: Locator) {
  const measured = await texts.evaluateAll((elements) =>
    elements
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const style = getComputedStyle(el);
        const rects: { x: number; y: number; width: number; height: number }[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement?.closest(".visually-hidden")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects())
            if (r.width > 1 && r.height > 1) rects.push({ x: r.x, y: r.y, width: r.width, height: r.height });
        }
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        return { text: (el.textContent ?? "").trim().slice(0, 40), color: style.color, required: large ? 3 : 4.5, rects };
      }),
  );
  // Hide the text (and its shadow, which would only help) to see what is behind it, then put it back.
  const hide = (elements: Element[], hidden: boolean) => {
    for (const el of new Set(elements.flatMap((e) => [e, ...e.querySelectorAll("*")])) as Set<HTMLElement>) {
      if (hidden) {
        el.dataset.contrastProbe = el.getAttribute("style") ?? "";
        el.style.setProperty("color", "transparent", "important");
        el.style.setProperty("-webkit-text-fill-color", "transparent", "important");
        el.style.setProperty("text-shadow", "none", "important");
      } else if (el.dataset.contrastProbe !== undefined) {
        el.setAttribute("style", el.dataset.contrastProbe);
        delete el.dataset.contrastProbe;
      }
    }
  };
  // Only the part of the screen under the texts' lines is captured and read: a whole window's
  // screenshot, encoded by the browser and decoded here, cost several times as much.
  const lines = measured.flatMap((m) => m.rects as Rect[]);
  if (lines.length === 0) return measured.map(({ text, required }) => ({ text, required, worst: 21 }));
  const left = Math.max(0, Math.floor(Math.min(...lines.map((r) => r.x))));
  const top = Math.max(0, Math.floor(Math.min(...lines.map((r) => r.y))));
  const right = Math.max(...lines.map((r) => r.x + r.width));
  const bottom = Math.max(...lines.map((r) => r.y + r.height));
  await texts.evaluateAll(hide, true);
  const screen = await screenPixels(page, { x: left, y: top, width: right - left, height: bottom - top });
  await texts.evaluateAll(hide, false);
  return measured.map(({ text, color, required, rects }) => {
    let worst = 21;
    for (const r of rects as Rect[])
      for (let y = Math.ceil(r.y); y < r.y + r.height; y += 2)
        for (let x = Math.ceil(r.x); x < r.x + r.width; x += 2)
          worst = Math.min(worst, contrast(parseColor(color), screen.at(x - left, y - top)));
    return { text, required, worst: Math.round(worst * 100) / 100 };
  });
}

/** The texts of `results` below the contrast they need, as readable lines. */
const tooFaint = (results: Awaited<ReturnType<typeof textContrasts>>) =>
  results.filter((r) => r.worst < r.required).map((r) => `"${r.text}": ${r.worst}:1, needs ${r.required}:1`);

test.describe("text over pictures has AA contrast", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("cookie-notice-accepted", "yes"));
    // No autoplay: each slide is shown in turn below.
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  for (const path of HERO_ROUTES) {
    test(`${path}: the hero's texts over every slide, at 1280 and 1920 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const hero = page.locator(".hero");
      const slides = await hero.locator(".hero-slide").count();
      if (slides > 1) await expect(hero.locator(".swiper")).toHaveClass(/swiper-initialized/);
      // The same page widened, as a visitor's window is: the layout and the picture sources follow the width.
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        // Once the carousel has started, its slides are stacked in view, so each one's picture is requested.
        await expect
          .poll(
            () =>
              hero
                .locator("img")
                .evaluateAll((imgs) =>
                  imgs
                    .filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0)
                    .map((img) => (img as HTMLImageElement).currentSrc),
                ),
            { message: "the hero's pictures have loaded" },
          )
          .toEqual([]);
        for (let i = 0; i < slides; i++) {
          if (slides > 1) {
            await hero
              .locator(".swiper")
              .evaluate(
                (el, index) => (el as HTMLElement & { swiper: { slideTo(i: number, speed: number): void } }).swiper.slideTo(index, 0),
                i,
              );
            await expect(hero.locator(".swiper-slide").nth(i)).toHaveClass(/swiper-slide-active/);
          }
          // The eyebrow, the shown slide's headline, text and buttons, and the caption in the bar under the art.
          const texts = hero.locator(".hero-eyebrow, .hero-words-shown > :not(.action-row), .hero-words-shown .button, .hero-caption");
          const results = await textContrasts(page, texts);
          expect(results.length).toBeGreaterThan(0);
          expect(tooFaint(results), `${width} px, slide ${i + 1} of ${slides}`).toEqual([]);
        }
      }
    });
  }

  for (const width of WIDTHS) {
    test(`event cards: dates and titles over their cover pictures, at ${width} px`, async ({ browser, baseURL }) => {
      // Without JavaScript every year's events are on the page: the year shown, then each other year behind its disclosure, opened here.
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto("/resources");
      for (const disclosure of await page.locator("#events summary").all()) await disclosure.click();
      const cards = page.locator("#events .events-browser-tile");
      const count = await cards.count();
      expect(count).toBe(events.length);
      for (let i = 0; i < count; i++) {
        await cards.nth(i).evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
        await expect
          .poll(() =>
            cards
              .nth(i)
              .locator("img")
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        const results = await textContrasts(page, cards.nth(i).locator(".events-browser-dates, .events-browser-title"));
        expect(results).toHaveLength(2);
        expect(tooFaint(results)).toEqual([]);
      }
      await context.close();
    });
  }
});
