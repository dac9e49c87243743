import type { Locator, Page } from "@playwright/test";
import { content } from "../support/content.ts";
import { expect, handlersAttached, holdScripts, hydrated, test } from "./test.ts";

const site = content.site;
const pageOf = (route: string) => content.pages.get(route)!;
const heroOf = (route: string) =>
  pageOf(route).blocks.find((b) => b.type === "hero") as Extract<ReturnType<typeof pageOf>["blocks"][number], { type: "hero" }>;

/** Distance from the top of the window to the top of `locator`, in px. */
const topOf = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top));
const activeSlideIndex = (carousel: Locator) =>
  carousel.locator(".swiper-slide").evaluateAll((slides) => slides.findIndex((s) => s.classList.contains("swiper-slide-active")));

/**
 * Installs Playwright's clock: time still flows (React and Playwright's own checks need it), and
 * `page.clock.runFor` jumps ahead, so a 5 s autoplay takes no real 5 s. Assertions leave the few
 * hundred ms of real time a busy machine may add.
 */
async function installClock(page: Page) {
  await page.clock.install();
}

async function startedCarousel(page: Page, scope: string) {
  const carousel = page.locator(scope).locator(".carousel").first();
  await expect(carousel.locator(".swiper")).toHaveClass(/swiper-initialized/);
  return carousel;
}

test.describe("hero carousel", () => {
  test("fades one slide at a time every 5000 ms and keeps going after the visitor swipes", async ({ page }) => {
    // Below 1200 px the slides sit in a band under the text, where a visitor can swipe them.
    await page.setViewportSize({ width: 768, height: 900 });
    await installClock(page);
    // Record, in the page's (Playwright-controlled) time, when autoplay sets its 5000 ms timer, when
    // Swiper has started and when the active slide changes, so the 5000 ms is measured exactly however
    // slow the machine is. The timer is the start that counts: the class change that shows Swiper started
    // is seen only after the rest of its start-up, which on a busy machine takes tens of ms.
    await page.addInitScript(() => {
      const log: [string, number][] = [];
      (window as unknown as { heroLog: typeof log }).heroLog = log;
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
        if (timeout === 5000 && !started) log.push(["timer", Date.now()]);
        return setTimer(handler, timeout, ...args);
      }) as typeof window.setTimeout;
      let started = false;
      let active = 0;
      new MutationObserver(() => {
        const swiper = document.querySelector(".hero .swiper");
        if (!swiper) return;
        if (!started && swiper.classList.contains("swiper-initialized")) {
          started = true;
          log.push(["start", Date.now()]);
        }
        const index = [...swiper.querySelectorAll(".swiper-slide")].findIndex((el) => el.classList.contains("swiper-slide-active"));
        if (started && index !== active) {
          active = index;
          log.push([`slide ${index}`, Date.now()]);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
    });
    await page.goto("/home");
    const carousel = await startedCarousel(page, ".hero");
    await expect(carousel.locator(".swiper")).toHaveClass(/swiper-fade/);
    const count = heroOf("/home").slides.length;
    await expect(carousel.locator(".swiper-slide")).toHaveCount(count);
    await page.clock.runFor(5200);
    await expect.poll(() => activeSlideIndex(carousel)).toBe(1);
    // The headline, text, button and caption change with the slide.
    const second = heroOf("/home").slides[1]!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.heading!);
    await expect(page.locator(".hero-content")).toContainText(second.text!);
    await expect(page.locator(".hero-content").getByRole("link", { name: second.actions![0]!.label })).toBeVisible();
    await expect(page.locator(".hero-caption")).toHaveText(second.section!);
    const log = await page.evaluate(() => (window as unknown as { heroLog: [string, number][] }).heroLog);
    const events = log.map(([event]) => event);
    expect(events.slice(-3)).toEqual(["timer", "start", "slide 1"]);
    const shownFor = log.at(-1)![1] - log.at(-3)![1];
    expect(shownFor).toBeGreaterThanOrEqual(4990);
    expect(shownFor).toBeLessThanOrEqual(5300);
    // One slide at a time: only the active slide is opaque once the fade ends.
    await page.clock.runFor(1000);
    await expect
      .poll(() => carousel.locator(".swiper-slide").evaluateAll((s) => s.filter((el) => getComputedStyle(el).opacity === "1").length))
      .toBe(1);

    // A swipe (drag to the left) moves on, and autoplay carries on afterwards. Swiper ignores a
    // drag while a fade is still running in real time, so wait for it to settle first.
    await expect
      .poll(() => carousel.locator(".swiper").evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating))
      .toBe(false);
    // The drag covers most of the slide: a drag that takes over 300 ms of real time on a busy
    // machine counts as a long swipe, which moves on only past half the slide's width, and
    // Swiper measures from the end of its 5 px threshold, not from where the pointer went down.
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.05, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => activeSlideIndex(carousel)).toBe(2 % count);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5500);
    await expect.poll(() => activeSlideIndex(carousel)).toBe(3 % count);
  });

  test("asks for no animation frames while a slide is showing, so an open page stays idle between slides", async ({ page }) => {
    // Counted in the page: every requestAnimationFrame call, whoever makes it.
    await page.addInitScript(() => {
      const w = window as unknown as { frameRequests: number };
      w.frameRequests = 0;
      const request = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        w.frameRequests++;
        return request(callback);
      };
    });
    await page.goto("/home");
    await startedCarousel(page, ".hero");
    await startedCarousel(page, ".testimonials");
    const frames = () => page.evaluate(() => (window as unknown as { frameRequests: number }).frameRequests);
    // Well inside the first slide's 5000 ms (and the quotes' 8000 ms): no slide moves meanwhile.
    await page.waitForTimeout(500);
    const before = await frames();
    await page.waitForTimeout(2000);
    expect(await frames(), "animation frames asked for in 2 s with both carousels playing").toBeLessThanOrEqual(before + 5);
  });

  test("a visible pause button stops autoplay and play restarts it", async ({ page }) => {
    await installClock(page);
    await page.goto("/home");
    const carousel = await startedCarousel(page, ".hero");
    const pause = carousel.getByRole("button", { name: /^Pause / });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    expect(await activeSlideIndex(carousel)).toBe(0);
    await carousel.getByRole("button", { name: /^Play / }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5500);
    await expect.poll(() => activeSlideIndex(carousel)).toBe(1);
  });

  test("holds the slide while the visitor is on the banner's words or in a dialog opened from them, and gives focus back to its button", async ({
    page,
  }) => {
    await installClock(page);
    await page.goto("/home");
    const carousel = await startedCarousel(page, ".hero");
    await hydrated(page);
    const opener = page.getByRole("main").getByRole("link", { name: /^We Can Help\b/ });
    // The pointer resting on the headline: the words and buttons it reads stay.
    await page.getByRole("heading", { level: 1 }).hover();
    await page.clock.runFor(11_000);
    expect(await activeSlideIndex(carousel)).toBe(0);
    await page.mouse.move(0, 0);
    // A keyboard user opens the video from the banner and watches it for longer than two slides.
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: site.videos.weCanHelp!.title });
    await expect(dialog).toBeVisible();
    await page.clock.runFor(11_000);
    expect(await activeSlideIndex(carousel)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Focus leaves the banner: it plays on.
    await page.getByRole("banner").getByRole("link").first().focus();
    await page.clock.runFor(5500);
    await expect.poll(() => activeSlideIndex(carousel)).toBe(1);
  });

  test("holds the slide when the pointer came to rest on the banner before the carousel started, and plays once it leaves", async ({
    page,
  }) => {
    await installClock(page);
    // A slow phone's connection: the page shows and the visitor's pointer comes to rest on the
    // banner's headline while the scripts are still on their way.
    const release = await holdScripts(page);
    await page.goto("/home", { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).hover();
    release();
    const carousel = await startedCarousel(page, ".hero");
    await hydrated(page);
    await page.clock.runFor(11_000);
    expect(await activeSlideIndex(carousel)).toBe(0);
    // The pointer leaves the banner for the site's header: it plays on.
    await page.getByRole("banner").getByRole("link").first().hover();
    await page.clock.runFor(5500);
    await expect.poll(() => activeSlideIndex(carousel)).toBe(1);
  });

  test("does not autoplay when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await installClock(page);
    await page.goto("/home");
    const carousel = await startedCarousel(page, ".hero");
    await expect(carousel.getByRole("button", { name: /^Play / })).toBeVisible();
    await page.clock.runFor(12_000);
    expect(await activeSlideIndex(carousel)).toBe(0);
  });

  for (const route of ["/verticals/agriculture", "/services/DirectHire"]) {
    test(`${route} has a single still slide and never downloads Swiper`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
      await page.goto(route);
      await expect(page.locator(".hero img").first()).toBeVisible();
      await expect(page.locator(".hero .carousel")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(scripts.filter((s) => /swiper/i.test(s))).toEqual([]);
    });
  }
});

test.describe("video overlays", () => {
  const cases = [
    { route: "/home", button: "We Can Help", video: "weCanHelp" },
    { route: "/aboutus", button: "Watch the intro", video: "ceoMessage" },
    { route: "/verticals/agriculture", button: "Learn More", video: "agriculture" },
  ];
  for (const c of cases) {
    test(`${c.route}: '${c.button}' shows the video and plays it; close pauses, rewinds to 0 and hides`, async ({ page }) => {
      await page.goto(c.route);
      // A generic label is followed by its section's heading, hidden from sight: match the start.
      const button = page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${c.button}\\b`) })
        .first();
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await button.click();
      const dialog = page.getByRole("dialog", { name: site.videos[c.video]!.title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${c.route}$`));
      // The hidden dialog leaves the accessibility tree, so keep a CSS handle on the video.
      const video = page.locator("dialog.dialog-video video");
      await expect(video).toHaveAttribute("src", site.videos[c.video]!.src);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 10_000 }).toBe(true);

      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime }))).toEqual({ paused: true, time: 0 });
      await expect(button).toBeFocused();

      // Escape closes it too, and it plays again from the start when reopened.
      await button.click();
      await expect(dialog).toBeVisible();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime === 0)).toBe(true);
    });
  }

  test("without JavaScript the video buttons still open the video", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/home");
    await expect(page.getByRole("link", { name: /We Can Help/ })).toHaveAttribute("href", site.videos.weCanHelp!.src);
    await context.close();
  });
});

test.describe("lead-form overlay", () => {
  test("careers 'Join us' opens the overlay: a spinner for 2100 ms, then the provider's form in a 600 x 1000 frame; close hides it", async ({
    page,
  }) => {
    const form = site.leadForms.joinUs!;
    const requested: string[] = [];
    await page.route(
      (url) => url.href.startsWith(form.url.split("?")[0]!),
      (route) => {
        requested.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><title>Form</title><h1>Join the team form</h1>",
        });
      },
    );
    await installClock(page);
    await page.goto("/careers");
    const button = page.locator(".job-list-action, .action-row, main").getByRole("link", { name: "Join us" }).first();
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await handlersAttached(button);
    // The overlay's code loads on its first opening, and React shows a lazily loaded part through
    // timers, so open it once with time flowing; the opening after is the one measured.
    await button.click();
    const dialog = page.getByRole("dialog", { name: site.leadForms.joinUs!.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    // Stop the page's clock, so the spinner's 2100 ms pass only as the test runs it forward. With time
    // flowing, Playwright's fake setTimeout counts from the clock's last sync with real time while
    // Date.now() syncs first, so a timer could seem to fire early by however long the machine stalled.
    await page.clock.pauseAt(Date.now() + 60_000);
    requested.length = 0;
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("status")).toHaveText(/Loading the form/);
    const frame = dialog.locator("iframe");
    await expect(frame).toBeHidden();
    await page.clock.runFor(2099);
    await expect(dialog.getByRole("status")).toBeVisible();
    await expect(frame).toBeHidden();
    await page.clock.runFor(1);
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", form.url);
    const url = new URL(form.url);
    expect([...url.searchParams.keys()]).toEqual(expect.arrayContaining(["formid", "h", "topic"]));
    await expect(frame).toHaveAttribute("width", "600");
    await expect(frame).toHaveAttribute("height", "1000");
    await expect(page.frameLocator(".dialog iframe").getByRole("heading", { name: "Join the team form" })).toBeVisible();
    expect(requested[0]).toBe(form.url);
    await expect(dialog.getByRole("link", { name: "Open it in a new tab" })).toHaveAttribute("href", form.url);

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("each opening shows the spinner again", async ({ page }) => {
    await installClock(page);
    await page.goto("/careers");
    const button = page.locator(".job-list-action, .action-row, main").getByRole("link", { name: "Join us" }).first();
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const dialog = page.getByRole("dialog", { name: site.leadForms.joinUs!.title });
    // The overlay's code loads on the first opening: its spinner's timer starts once the dialog shows.
    await expect(dialog.getByRole("status")).toBeVisible();
    await page.clock.runFor(2200);
    await expect(dialog.locator("iframe")).toBeVisible();
    await page.keyboard.press("Escape");
    await button.click();
    await expect(dialog.getByRole("status")).toBeVisible();
  });
});

test.describe("PrecisionERP sections", () => {
  const sections = pageOf("/precisionERP").blocks.filter((b) => b.type === "bulletSection") as Extract<
    ReturnType<typeof pageOf>["blocks"][number],
    { type: "bulletSection" }
  >[];

  test("four sections, each with bullets, a highlighted side box and a button: Download Guide, then Learn More", async ({ page }) => {
    await page.goto("/precisionERP");
    expect(sections).toHaveLength(4);
    const labels: string[] = [];
    for (const section of sections) {
      const el = page.locator(`#${section.id}`);
      await expect(el.locator(".bullet-section-list li")).toHaveCount(section.bullets.length);
      await expect(el.locator(".bullet-section-box")).toBeVisible();
      // The label a visitor sees (a generic one is followed by the section's heading for screen readers only).
      labels.push(
        await el.locator(".bullet-section-action a").evaluate((a) =>
          [...a.childNodes]
            .filter((n) => !(n instanceof Element && n.classList.contains("visually-hidden")))
            .map((n) => n.textContent)
            .join("")
            .trim(),
        ),
      );
    }
    expect(labels).toEqual(["Download Guide", "Learn More", "Learn More", "Learn More"]);
  });

  test.describe("at 375 px (narrow)", () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test("the button opens the section's lead-form overlay instead of leaving the page", async ({ page }) => {
      await page.goto("/precisionERP");
      await hydrated(page);
      const section = sections[1]!;
      await page.locator(`#${section.id}`).getByRole("link", { name: "Learn More" }).click();
      const dialog = page.getByRole("dialog", { name: site.leadForms[section.action!.leadForm!]!.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator("iframe")).toHaveAttribute("src", site.leadForms[section.action!.leadForm!]!.url);
      await expect(page).toHaveURL(/\/precisionERP$/);
    });
  });

  test.describe("at 1440 px (wide)", () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test("the button links to the section route, which opens the page scrolled to that section", async ({ page }) => {
      await page.goto("/precisionERP");
      // Each section's product picture stands beside its bullets, sides alternating, the box right under it and as wide.
      const sides: string[] = [];
      for (const { id } of sections) {
        const picture = await page.locator(`#${id}`).getByRole("img").boundingBox();
        const list = await page.locator(`#${id}`).getByRole("list").first().boundingBox();
        const box = await page.locator(`#${id} .bullet-section-box`).boundingBox();
        expect(picture!.width, `${id}: the picture takes the wider column`).toBeGreaterThan(600);
        // The picture sits in a frame with a 1 px border, so it is 2 px narrower than the box.
        expect(
          [Math.abs(box!.x - picture!.x), Math.abs(box!.width - picture!.width)].every((gap) => gap <= 2),
          `${id}: the box is under the picture, as wide`,
        ).toBe(true);
        expect(box!.y).toBeGreaterThan(picture!.y + picture!.height);
        sides.push(picture!.x < list!.x ? "left" : "right");
      }
      expect(sides).toEqual(["right", "left", "right", "left"]);
      const section = sections[0]!;
      await page.locator(`#${section.id}`).getByRole("link", { name: "Download Guide" }).click();
      await expect(page).toHaveURL(new RegExp(`/precisionERP/${section.id}$`));
      await expect(page.getByRole("dialog")).toHaveCount(0);
      // Within a pixel: a section may sit at a fraction of a pixel, which the browser's scrolling rounds.
      await expect.poll(async () => Math.abs((await topOf(page.locator(`#${section.id}`))) - 200)).toBeLessThanOrEqual(1);
    });
  });

  test("a section route opened directly is scrolled to its section with the 200 px offset", async ({ page }) => {
    await page.goto("/precisionERP/AdditionalModules");
    await expect.poll(() => topOf(page.locator("#AdditionalModules"))).toBe(200);
  });

  test("the Learn More button takes its mobile style at 550 px and its normal style above", async ({ page }) => {
    // Buttons animate their colour, so read the style once it has settled.
    const look = (el: Element) => {
      const s = getComputedStyle(el);
      return {
        background: s.backgroundColor,
        fullWidth: Math.round(el.getBoundingClientRect().width) === Math.round(el.parentElement!.getBoundingClientRect().width),
      };
    };
    const button = page.locator(`#${sections[1]!.id} .bullet-section-action a`);
    await page.goto("/precisionERP");
    await page.setViewportSize({ width: 550, height: 800 });
    await expect.poll(() => button.evaluate(look)).toEqual({ background: "rgb(15, 42, 68)", fullWidth: true });
    await page.setViewportSize({ width: 551, height: 800 });
    await expect.poll(() => button.evaluate(look)).toEqual({ background: "rgb(10, 122, 109)", fullWidth: false });
  });
});

test.describe("vertical pages", () => {
  test("PrecisionERP is highlighted in the texts", async ({ page }) => {
    await page.goto("/verticals/agriculture");
    await expect(page.locator("mark.highlight", { hasText: "PrecisionERP" }).first()).toBeVisible();
  });

  test("Rentals shows the capability list instead of the Learn More button", async ({ page }) => {
    await page.goto("/verticals/rentals");
    await expect(page.getByRole("main").getByRole("link", { name: /^Learn More\b/ })).toHaveCount(0);
    const list = page.locator("#rentalCapabilities li");
    await expect(list.first()).toBeVisible();
    const text = (await list.allInnerTexts()).join(" | ").toLowerCase();
    for (const capability of [
      "reservation",
      "pick-up and delivery",
      "dispatch",
      "yard",
      "mobile",
      "real-time availability",
      "dashboards",
      "depreciation",
    ]) {
      expect(text).toContain(capability);
    }
  });
});

test.describe("scrolling to sections", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the Resources icon links scroll to events, fact sheets, videos and gallery with a 200 px offset", async ({ page }) => {
    await page.goto("/resources");
    // Once the events browser has hydrated (its year selector shows), the page's height is final.
    await expect(page.getByLabel("Year")).toBeVisible();
    await page.waitForLoadState("networkidle");
    for (const [label, id] of [
      ["Events", "events"],
      ["Fact Sheets", "factSheets"],
      ["Videos", "videos"],
      ["Gallery", "gallery"],
    ] as const) {
      await page
        .locator(".icon-links")
        .getByRole("link", { name: new RegExp(label, "i") })
        .click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      // The last section may sit too near the bottom to reach 200 px from the top; it then shows in full.
      await expect
        .poll(async () => {
          const top = await topOf(page.locator(`#${id}`));
          const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight - window.scrollY);
          return top === 200 || (top > 200 && maxScroll <= 1);
        })
        .toBe(true);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    }
  });

  test("a menu anchor opens the page at that section with a 200 px offset", async ({ page }) => {
    await page.goto("/home");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "Partners", exact: true }).hover();
    await nav.getByRole("link", { name: "NetSuite" }).click();
    await expect(page).toHaveURL(/\/partners#NetSuite$/);
    await expect.poll(() => topOf(page.locator("#NetSuite"))).toBe(200);
  });

  test("selecting a menu link scrolls to the top, on a new page and on the current one", async ({ page }) => {
    await page.goto("/partners");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await nav.getByRole("link", { name: "Services", exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a new page opens at its top at once, not gliding up from where the last page was left", async ({ page }) => {
    // Each frame's heading and scroll position, from the start of every document: the new page must
    // never be painted anywhere but its top.
    await page.addInitScript(() => {
      const frames: [string, number][] = [];
      (window as unknown as { frames_: typeof frames }).frames_ = frames;
      const record = () => {
        frames.push([document.querySelector("h1")?.textContent ?? "", Math.round(window.scrollY)]);
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto("/partners");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
    const oldHeading = await page.locator("h1").textContent();
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Services", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    const onNewPage = () =>
      page.evaluate(
        (old) => (window as unknown as { frames_: [string, number][] }).frames_.filter(([h1]) => h1 !== old).map(([, y]) => y),
        oldHeading,
      );
    await expect.poll(async () => (await onNewPage()).length).toBeGreaterThan(20);
    expect(new Set(await onNewPage())).toEqual(new Set([0]));
  });

  test("home scrolls its sections to 350 px past their top on wide screens", async ({ page }) => {
    await page.goto("/home#precisionErpTeaser");
    await expect.poll(() => topOf(page.locator("#precisionErpTeaser"))).toBe(-350);
  });

  test.describe("on phones", () => {
    test.use({ viewport: { width: 375, height: 800 } });
    test("home keeps 200 px above its sections", async ({ page }) => {
      await page.goto("/home#precisionErpTeaser");
      await expect.poll(() => topOf(page.locator("#precisionErpTeaser"))).toBe(200);
    });

    test("a link to a section lands there, and stays there while a block above it changes height", async ({ page }) => {
      // Hold the scripts back, as a slow phone would: the browser scrolls to #videos in the prerendered page first.
      const release = await holdScripts(page);
      await page.goto("/resources#videos", { waitUntil: "commit" });
      await expect(page.locator("footer.site-footer")).toBeVisible();
      release();
      await expect(page.getByLabel("Year")).toBeVisible();
      await expect.poll(() => topOf(page.locator("#videos"))).toBe(200);
      // A block above grows, as one whose pictures or list arrive late would; the visitor has not scrolled.
      const before = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.evaluate(() =>
        document.querySelector("main")!.prepend(Object.assign(document.createElement("div"), { style: "height: 600px" })),
      );
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(before + 600);
      await expect.poll(() => topOf(page.locator("#videos"))).toBe(200);
    });

    test("once the visitor scrolls, the page no longer pulls them back to the section", async ({ page }) => {
      await page.goto("/resources#videos");
      await expect(page.getByLabel("Year")).toBeVisible();
      await expect.poll(() => topOf(page.locator("#videos"))).toBe(200);
      await page.mouse.move(100, 400);
      await page.mouse.wheel(0, -800);
      await expect.poll(() => topOf(page.locator("#videos"))).toBeGreaterThan(900);
      // Content above grows (as a late picture would): the visitor stays where they scrolled to.
      await page.evaluate(() =>
        document.querySelector("main")!.prepend(Object.assign(document.createElement("div"), { style: "height: 600px" })),
      );
      // A ResizeObserver reports before the next paint: two frames on, any pull back would have happened.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await topOf(page.locator("#videos"))).toBeGreaterThan(900);
    });
  });
});

test.describe("menus with JavaScript", () => {
  test.describe("desktop", () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("a dropdown closes once a link is chosen, even with the pointer still over it", async ({ page }) => {
      await page.goto("/home");
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      await nav.getByRole("link", { name: "Verticals", exact: true }).hover();
      const link = nav.getByRole("link", { name: "Healthcare" });
      await link.click();
      await expect(page).toHaveURL(/\/verticals\/healthcare$/);
      await expect(link).toBeHidden();
    });

    test("keyboard: the submenu button opens its dropdown with aria-expanded, Escape closes it", async ({ page }) => {
      await page.goto("/home");
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      const toggle = nav.getByRole("button", { name: "Services submenu" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const first = nav.getByRole("link", { name: "Admin in a Box" });
      await expect(first).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(first).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(first).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
    });

    test("the Contact group opens by click and by keyboard", async ({ page }) => {
      await page.goto("/home");
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: "Main", exact: true });
      const contact = nav.getByRole("button", { name: "Contact" });
      await contact.focus();
      await page.keyboard.press("Enter");
      await expect(contact).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "About Us" })).toBeVisible();
    });
  });

  test.describe("burger", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("closes on Escape and after a link to the current page is chosen", async ({ page }) => {
      await page.goto("/resources");
      await hydrated(page);
      const burger = page.locator("details.burger");
      await page.locator("summary.burger-toggle").click();
      await expect(burger).toHaveAttribute("open", "");
      await page.keyboard.press("Escape");
      await expect(burger).not.toHaveAttribute("open", "");
      await page.locator("summary.burger-toggle").click();
      const mobile = page.getByRole("navigation", { name: "Main (mobile)" });
      await mobile.getByText("Resources", { exact: true }).click();
      await mobile.getByRole("link", { name: "Resources overview" }).click();
      await expect(burger).not.toHaveAttribute("open", "");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
