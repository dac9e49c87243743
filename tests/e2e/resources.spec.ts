import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { defaultYear } from "../../src/blocks/eventsBrowser/years.ts";
import type { Block } from "../../src/shared/model.ts";
import { CLIENT_DIR, content } from "../support/content.ts";
import { expect, test } from "./test.ts";

/** The Resources page's blocks, as the build reads them: expectations follow the YAML. */
const blocks = content.pages.get("/resources")!.blocks;
const blockOf = <T extends Block["type"]>(type: T) => blocks.find((b): b is Extract<Block, { type: T }> => b.type === type)!;
const eventsBlock = blockOf("eventsBrowser");
const factSheets = blockOf("factSheets");
const gallery = blockOf("gallery");

const titlesOf = (year: number) => eventsBlock.events.filter((e) => e.dates.includes(String(year))).map((e) => e.title);
/** The card titles of a year as shown (each followed by a hint for screen readers, such as ', view photos'). */
const shownTitles = (year: number) => titlesOf(year).map((t) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(, |$)`));
const withPhotos = eventsBlock.events.find((e) => !e.watchVideo && (e.images?.length ?? 0) >= 2)!;
const withVideo = eventsBlock.events.find((e) => e.watchVideo)!;
const withNothing = eventsBlock.events.find((e) => !e.watchVideo && !e.images?.length)!;
const yearOf = (dates: string) => Number(/\d{4}/.exec(dates)![0]);

/** The year the build prerendered the page as of, as the events browser's island props carry it. */
const builtYear = Number(/"asOfYear":(\d{4})/.exec(readFileSync(join(CLIENT_DIR, "resources", "index.html"), "utf8"))?.[1]);
/** The year the page opens on as built, and the years with events, newest first. */
const builtDefault = defaultYear(eventsBlock.events, builtYear)!;
const eventYears = [...new Set(eventsBlock.events.map((e) => yearOf(e.dates)))].sort((a, b) => b - a);
/** A visitor's year on which the page opens on another year than as built (e.g. a page built in December, read in January). */
const otherVisitorYear = eventYears.find((year) => defaultYear(eventsBlock.events, year) !== builtDefault)!;
/** Midsummer of `year`, local time: a visitor's clock. */
const inYear = (year: number) => new Date(`${year}-06-01T12:00:00`);
/** Where the top of the Fact Sheets section is in the page, in px. */
const factSheetsTop = (page: Page) =>
  page.locator("#factSheets").evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

test.beforeEach(async ({ page }) => {
  // A returning visitor who already accepted the cookie notice: the fixed notice would cover cards.
  await page.addInitScript(() => window.localStorage.setItem("cookie-notice-accepted", "yes"));
});

/** The year selector, which appears once the events browser has hydrated. */
const yearSelect = (page: Page) => page.locator("#events").getByLabel("Year", { exact: true });
const cardTitles = (page: Page) => page.locator("#events .events-browser-title");
/** The button that opens an event's popup: its title. */
const openButton = (page: Page, title: string) => page.locator("#events").getByRole("button", { name: title });
const activeSlide = (dialog: Locator) => dialog.locator(".swiper-slide-active img");

/** Waits until React has hydrated `locator`'s element, i.e. its event handlers are attached. */
async function hydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

test.describe("events without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("show the year the page opens on as built, and every other year's events behind its own disclosure, with no controls", async ({
    page,
  }) => {
    expect(builtYear, "the build's year in the events browser's props").toBeGreaterThan(2000);
    await page.goto("/resources");
    const events = page.locator("#events");
    await expect(events.getByRole("heading", { level: 3, name: String(builtDefault), exact: true })).toBeVisible();
    await expect(cardTitles(page).filter({ visible: true })).toHaveText(titlesOf(builtDefault));
    for (const year of eventYears.filter((y) => y !== builtDefault)) {
      const disclosure = events.locator("details").filter({ has: page.getByRole("heading", { name: new RegExp(`^${year} \\(`) }) });
      await expect(disclosure.getByRole("heading", { name: titlesOf(year)[0] })).toBeHidden();
      await disclosure.locator("summary").click();
      for (const title of titlesOf(year)) await expect(disclosure.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(cardTitles(page).filter({ visible: true })).toHaveCount(eventsBlock.events.length);
    await expect(page.locator("#events select, #events button")).toHaveCount(0);
  });
});

test.describe("events as built", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(inYear(builtYear));
  });

  test("nothing after the events moves once the page has started: the fact sheets stay where they were at load", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/resources");
    const atLoad = await factSheetsTop(page);
    await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
    await expect(yearSelect(page)).toHaveValue(String(builtDefault));
    expect(await factSheetsTop(page)).toBe(atLoad);
  });

  test("Back to the page returns to where the visitor was, and it stays there", async ({ page }) => {
    await page.goto("/resources");
    await expect(yearSelect(page)).toBeVisible();
    await page.locator("#factSheets").evaluate((el) => el.scrollIntoView());
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1000);
    // Leaves from where it is (a click would scroll the link into view first).
    await page.evaluate(() => window.location.assign("/careers"));
    await page.waitForURL("**/careers");
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left), "at Back").toBeLessThanOrEqual(3);
    await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - left), "once started").toBeLessThanOrEqual(3);
  });

  test("a visitor whose year differs from the build's sees their own year's events once the page has started", async ({ page }) => {
    await page.clock.setFixedTime(inYear(otherVisitorYear));
    await page.goto("/resources");
    const shown = defaultYear(eventsBlock.events, otherVisitorYear)!;
    await expect(yearSelect(page)).toHaveValue(String(shown));
    await expect(cardTitles(page)).toHaveText(shownTitles(shown));
  });
});

test.describe("events year selection", () => {
  test("a visitor in 2025 sees 2025 selected, listed first, and its events", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-06-01T12:00:00"));
    await page.goto("/resources");
    await expect(yearSelect(page)).toHaveValue("2025");
    await expect(yearSelect(page).locator("option")).toHaveText(["2025", "2024"]);
    await expect(cardTitles(page)).toHaveText(shownTitles(2025));
  });

  test("a visitor in 2026, a year without events, sees the earliest year, 2024", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-06-01T12:00:00"));
    await page.goto("/resources");
    await expect(yearSelect(page)).toHaveValue("2024");
    await expect(yearSelect(page).locator("option")).toHaveText(["2024", "2025"]);
    await expect(cardTitles(page)).toHaveText(shownTitles(2024));
  });

  test("choosing a year shows only the events of that year", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-06-01T12:00:00"));
    await page.goto("/resources");
    await yearSelect(page).selectOption("2024");
    await expect(cardTitles(page)).toHaveText(shownTitles(2024));
    await expect(page.locator("#events-year")).toHaveText("2024");
    await expect(page.locator("#events [role=status]")).toHaveText(`${titlesOf(2024).length} events in 2024`);
    await yearSelect(page).selectOption("2025");
    await expect(cardTitles(page)).toHaveText(shownTitles(2025));
  });
});

test.describe("events grid", () => {
  for (const [width, columns] of [
    [1440, 3],
    [800, 2],
    [500, 1],
  ] as const) {
    test(`has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.clock.setFixedTime(new Date("2025-06-01T12:00:00"));
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources");
      await expect(cardTitles(page)).toHaveCount(titlesOf(2025).length);
      const xs = await page
        .locator("#events .events-browser-tile")
        .evaluateAll((tiles) => tiles.map((t) => Math.round(t.getBoundingClientRect().x)));
      expect(new Set(xs).size).toBe(columns);
    });
  }

  test("cards are 400 by 200 px at desktop width, three filling the content column", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/resources");
    await expect(yearSelect(page)).toBeVisible();
    const sizes = await page
      .locator("#events .events-browser-tile")
      .evaluateAll((tiles) => tiles.map((t) => [t.getBoundingClientRect().width, t.getBoundingClientRect().height]));
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toEqual([400, 200]);
    // Three columns and two 24 px gaps make the column's width.
    const grid = (await page.locator("#events").getByRole("list").boundingBox())!;
    expect(Math.abs(3 * 400 + 2 * 24 - grid.width)).toBeLessThanOrEqual(1);
  });

  for (const width of [375, 768, 1440]) {
    test(`lines up with the section heading's edges, with no card alone beside an empty gap, at ${width} px`, async ({ page }) => {
      await page.clock.setFixedTime(new Date("2025-06-01T12:00:00"));
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources");
      const heading = page.getByRole("heading", { level: 2, name: eventsBlock.heading, exact: true });
      for (const year of [2025, 2024]) {
        await yearSelect(page).selectOption(String(year));
        await expect(cardTitles(page)).toHaveText(shownTitles(year));
        const edges = (box: { x: number; width: number } | null) => [box!.x, box!.x + box!.width];
        // The heading's container: the content box of the element holding the heading, where headings of every section start and end.
        const [headingLeft, headingRight] = await heading.evaluate((h) => {
          const box = h.parentElement!.getBoundingClientRect();
          const style = getComputedStyle(h.parentElement!);
          return [box.left + parseFloat(style.paddingLeft), box.right - parseFloat(style.paddingRight)];
        });
        expect((await heading.boundingBox())!.x).toBeCloseTo(headingLeft!, 0);
        const grid = page.locator("#events").getByRole("list");
        const [gridLeft, gridRight] = edges(await grid.boundingBox());
        expect(Math.abs(gridLeft! - headingLeft!), `${year}: left edges`).toBeLessThanOrEqual(1);
        expect(Math.abs(gridRight! - headingRight!), `${year}: right edges`).toBeLessThanOrEqual(1);
        // Cards by row: a row of one card is as wide as the grid (one column, or a card spanning the row).
        const boxes = await grid
          .getByRole("listitem")
          .evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), width: r.width })));
        const rows = new Map<number, typeof boxes>();
        for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b]);
        for (const row of rows.values())
          if (row.length === 1)
            expect(row[0]!.width, `${year}: a card alone on its row spans it`).toBeGreaterThanOrEqual(gridRight! - gridLeft! - 1);
      }
    });
  }
});

test.describe("event cards", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(new Date("2025-06-01T12:00:00"));
  });

  for (const width of [375, 1440]) {
    test(`the whole card opens the event's popup: its picture, its dates and its place, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/resources");
      await yearSelect(page).selectOption(String(yearOf(withPhotos.dates)));
      const card = page.locator("#events").getByRole("article", { name: withPhotos.title });
      // One control per card, named by the event's title (not the whole card's text).
      await expect(card.getByRole("button")).toHaveCount(1);
      await expect(card.getByRole("button")).toHaveAccessibleName(new RegExp(`^${withPhotos.title}\\s*(,|$)`));
      const dialog = page.getByRole("dialog", { name: withPhotos.title });
      for (const part of [
        card.getByRole("img", { name: withPhotos.cover.alt }),
        card.getByText(withPhotos.dates),
        card.getByText(withPhotos.place),
      ]) {
        // Clicked where a visitor sees it: the middle of that part of the card.
        await part.scrollIntoViewIfNeeded();
        const box = (await part.boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: "Close event" }).click();
        await expect(dialog).toBeHidden();
      }
    });
  }
});

test.describe("event popup", () => {
  test.beforeEach(async ({ page }) => {
    // Fake timers, paused: the slideshow moves only when a test runs the clock.
    await page.clock.install({ time: new Date("2025-06-01T12:00:00") });
    await page.clock.pauseAt(new Date("2025-06-01T12:00:01"));
    await page.goto("/resources");
    await yearSelect(page).selectOption(String(yearOf(withPhotos.dates)));
  });

  test("gallery mode starts on the first photo and moves on every 3000 ms", async ({ page }) => {
    // Opened from the keyboard, so the pointer does not rest on the slideshow (which pauses it).
    await openButton(page, withPhotos.title).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: withPhotos.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![0]!.alt);
    await page.clock.runFor(2900);
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![0]!.alt);
    await page.clock.runFor(100);
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![1]!.alt);
  });

  test("gallery mode arrows show the next and previous photo", async ({ page }) => {
    await openButton(page, withPhotos.title).click();
    const dialog = page.getByRole("dialog", { name: withPhotos.title });
    await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
    const last = withPhotos.images!.length - 1;
    await dialog.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![1]!.alt);
    await dialog.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![0]!.alt);
    await dialog.getByRole("button", { name: "Previous slide" }).click();
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![last]!.alt);
  });

  test("closing resets it: the next opening starts at the first photo, and focus returns to the card", async ({ page }) => {
    const opener = openButton(page, withPhotos.title);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: withPhotos.title });
    await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
    await dialog.getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![1]!.alt);
    await dialog.getByRole("button", { name: "Close event" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
    await expect(activeSlide(dialog)).toHaveAttribute("alt", withPhotos.images![0]!.alt);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("video mode shows the video in the embedded player and links to it", async ({ page }) => {
    await yearSelect(page).selectOption(String(yearOf(withVideo.dates)));
    await openButton(page, withVideo.title).click();
    const dialog = page.getByRole("dialog", { name: withVideo.title });
    const id = new URL(withVideo.watchVideo!).searchParams.get("v");
    // Nothing of the player loads until the visitor asks: a cover with a play button, then the player, playing.
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await dialog.getByRole("button", { name: `Play video: ${withVideo.title}` }).click();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    await expect(dialog.locator("iframe")).toHaveAttribute("title", `${withVideo.title} (video)`);
    const watch = dialog.getByRole("link", { name: /Watch on YouTube/ });
    await expect(watch).toHaveAttribute("href", withVideo.watchVideo!);
    await expect(watch).toHaveAttribute("target", "_blank");
    await expect(dialog.locator(".carousel")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close event" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("#events iframe")).toHaveCount(0);
  });

  test("on a phone the slideshow's buttons and the close button leave the photo uncovered, each at least 44 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openButton(page, withPhotos.title).click();
    const dialog = page.getByRole("dialog", { name: withPhotos.title });
    await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
    // Sizes as the visitor sees them once the dialog has finished opening (it grows from 98 % as it fades in).
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const photo = (await activeSlide(dialog).boundingBox())!;
    expect(photo.width).toBeGreaterThan(300);
    for (const name of ["Previous slide", /^Pause /, "Next slide", "Close event"]) {
      const control = dialog.getByRole("button", { name });
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.width, String(name)).toBeGreaterThanOrEqual(44);
      expect(box.height, String(name)).toBeGreaterThanOrEqual(44);
      const overlaps =
        box.x < photo.x + photo.width && photo.x < box.x + box.width && box.y < photo.y + photo.height && photo.y < box.y + box.height;
      expect(overlaps, `${String(name)} covers the photo`).toBe(false);
    }
  });

  test("an event with no photos of its own and no video shows its cover, never an empty popup", async ({ page }) => {
    await yearSelect(page).selectOption(String(yearOf(withNothing.dates)));
    await openButton(page, withNothing.title).click();
    const dialog = page.getByRole("dialog", { name: withNothing.title });
    await expect(dialog.getByRole("img", { name: withNothing.cover.alt })).toBeVisible();
    await expect(dialog.getByText("No images or videos available for this event.")).toHaveCount(0);
    await expect(dialog.locator("iframe")).toHaveCount(0);
  });
});

test.describe("fact sheets", () => {
  const sheet = factSheets.sheets[0]!;
  const card = (page: Page) => page.locator(`#${sheet.id}`);
  const downloadLink = (page: Page) => card(page).getByRole("link", { name: /^Download/ });

  test("View opens each PDF in a new window", async ({ page }) => {
    await page.goto("/resources");
    for (const s of factSheets.sheets) {
      const view = page.locator(`#${s.id}`).getByRole("link", { name: /^View/ });
      await expect(view).toHaveAttribute("href", s.pdf);
      await expect(view).toHaveAttribute("target", "_blank");
    }
  });

  test("Download fetches the PDF and saves it as '{title}.pdf'", async ({ page }) => {
    await page.goto("/resources");
    await hydrated(downloadLink(page));
    const fetched = page.waitForRequest((r) => r.url().endsWith(sheet.pdf));
    const downloaded = page.waitForEvent("download");
    await downloadLink(page).click();
    expect((await fetched).resourceType()).toBe("fetch");
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(`${sheet.title}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(downloadLink(page)).toHaveText(/^Download/);
  });

  for (const [failure, answer] of [
    [
      "a missing PDF (404)",
      (route: import("@playwright/test").Route) => route.fulfill({ status: 404, contentType: "text/html", body: "Not found" }),
    ],
    ["an aborted request", (route: import("@playwright/test").Route) => route.abort()],
  ] as const) {
    test(`${failure} is logged as 'Error downloading PDF', saves nothing and leaves the page working`, async ({ page }) => {
      const errors: string[] = [];
      const pageErrors: string[] = [];
      let downloads = 0;
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => pageErrors.push(e.message));
      page.on("download", () => downloads++);
      await page.route(`**${sheet.pdf}`, answer);
      await page.goto("/resources");
      await hydrated(downloadLink(page));
      await downloadLink(page).click();
      await expect.poll(() => errors.filter((e) => e.startsWith("Error downloading PDF"))).toHaveLength(1);
      expect(pageErrors).toEqual([]);
      expect(downloads).toBe(0);
      // Not stuck: the link is back and works again.
      await expect(downloadLink(page)).toHaveText(/^Download/);
      await downloadLink(page).click();
      await expect.poll(() => errors.filter((e) => e.startsWith("Error downloading PDF"))).toHaveLength(2);
    });
  }
});

test.describe("on a phone", () => {
  test("the gallery has two columns and no picture alone beside a gap; each fact sheet is a compact row, its cover beside its title", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto("/resources");
    const grid = page.locator("#gallery").getByRole("list");
    const gridWidth = (await grid.boundingBox())!.width;
    const boxes = await grid
      .getByRole("listitem")
      .evaluateAll((items) =>
        items.map((li) => li.getBoundingClientRect()).map((r) => ({ x: Math.round(r.x), top: Math.round(r.top), width: r.width })),
      );
    expect(new Set(boxes.map((b) => b.x)).size, "columns").toBe(2);
    const rows = new Map<number, number[]>();
    for (const b of boxes) rows.set(b.top, [...(rows.get(b.top) ?? []), b.width]);
    for (const widths of rows.values())
      if (widths.length === 1) expect(widths[0], "a picture alone on its row spans it").toBeGreaterThanOrEqual(gridWidth - 1);
    for (const sheet of factSheets.sheets) {
      const card = page.locator(`#${sheet.id}`);
      const cover = (await card.getByRole("img", { name: sheet.img.alt }).boundingBox())!;
      const title = (await card.getByRole("heading", { name: sheet.title }).boundingBox())!;
      expect(cover.x + cover.width, `${sheet.title}: the cover ends before the title starts`).toBeLessThanOrEqual(title.x);
      expect((await card.boundingBox())!.height, `${sheet.title}: the card's height`).toBeLessThan(260);
    }
  });
});

test.describe("gallery", () => {
  const links = (page: Page) => page.locator("#gallery .gallery-link");

  test.beforeEach(async ({ page }) => {
    await page.goto("/resources");
    await expect(links(page).first()).toHaveAttribute("aria-haspopup", "dialog");
  });

  test("shows nine images, each linking to its full-size file", async ({ page }) => {
    await expect(links(page)).toHaveCount(9);
    expect(gallery.images).toHaveLength(9);
    for (const [i, image] of gallery.images.entries()) {
      await expect(links(page).nth(i)).toHaveAttribute("href", image.src);
      await expect(links(page).nth(i).locator("img")).toHaveAttribute("alt", image.alt);
    }
  });

  test("a click opens the image full screen and another click leaves it", async ({ page }) => {
    const image = gallery.images[2]!;
    const thumb = links(page).nth(2);
    await thumb.click();
    const dialog = page.getByRole("dialog", { name: image.alt });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/resources$/);
    const viewport = page.viewportSize()!;
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    await expect(dialog.locator("img")).toHaveAttribute("src", image.src);
    await dialog.locator("img").click();
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test("a click on the dark area around the image leaves full screen too", async ({ page }) => {
    await links(page).nth(0).click();
    const dialog = page.getByRole("dialog", { name: gallery.images[0]!.alt });
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, page.viewportSize()!.height - 4);
    await expect(dialog).toBeHidden();
  });

  test("Escape leaves full screen and focus returns to the thumbnail", async ({ page }) => {
    const thumb = links(page).nth(5);
    await thumb.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: gallery.images[5]!.alt });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Leave full screen" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});
