import type { Locator, Page } from "@playwright/test";
import { content, resourcesEvents, resourcesGallery } from "../support/content.ts";
import { contrast, screenPixels } from "./pixels.ts";
import { expect, hydrated, test } from "./test.ts";

// Keyboard-only walks (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7, 2.2.2): every control is reached with
// Tab and Shift+Tab and used with Enter, Space, the arrow keys and Escape; the mouse is never used.

const site = content.site;
const events = resourcesEvents;
const galleryImages = resourcesGallery;
const eventWithPhotos = events.find((e) => !e.watchVideo && (e.images?.length ?? 0) >= 2)!;
const heroSlides = content.pages.get("/home")!.blocks.find((b) => b.type === "hero");

/** Tabs to `opener`, presses Enter and expects `dialog` open as a modal; returns the dialog. */
async function openWithEnter(page: Page, opener: Locator, dialog: Locator): Promise<Locator> {
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  return dialog;
}

/** Presses `key` and expects `dialog` closed and focus back on `opener`. */
async function closeWith(page: Page, key: "Escape" | "Enter", dialog: Locator, opener: Locator) {
  await page.keyboard.press(key);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has keyboard focus, as a keyboard user walks the
 * page to it; fails when it is not reached within `max` presses. Returns how many presses it took.
 */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  const max = options.max ?? 150;
  const visited: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(options.back ? "Shift+Tab" : "Tab");
    visited.push(await focusedElement(page));
  }
  throw new Error(
    `${target} was not reached with ${max} presses of ${options.back ? "Shift+Tab" : "Tab"}; focus went to:\n  ${visited.slice(-10).join("\n  ")}`,
  );
}

/** The element that has focus, described for failure messages (tag, class, accessible text). */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `<${el.tagName.toLowerCase()} class="${el.className}">${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}`
      : "nothing";
  });

/**
 * Checks that keyboard focus cannot leave the open `dialog`: Tab walks its controls and comes back
 * round to `close`, Shift+Tab from `close` goes to its last control, and focus is inside the dialog
 * after every single press.
 */
async function expectFocusTrapped(page: Page, dialog: Locator, close: Locator) {
  // Polled: a press of Tab inside another site's frame (the lead form's) hands focus back to the page
  // from that frame's own process, a moment later; meanwhile the page's body holds it, on a busy machine
  // long enough to be read. Where focus then lands is what the visitor meets.
  const inside = () =>
    expect
      .poll(
        async () =>
          (await dialog.evaluate((d) => d.contains(document.activeElement))) ? "inside" : `focus on ${await focusedElement(page)}`,
        {
          timeout: 2_000,
        },
      )
      .toBe("inside");
  /** Presses Tab (checking focus stays inside each time) until the close button has focus, at most `max` times. */
  const tabRoundToClose = async (max: number) => {
    let presses = 0;
    do {
      await page.keyboard.press("Tab");
      await inside();
      presses++;
    } while (!(await isFocused(close)) && presses < max);
    await expect(close).toBeFocused();
  };
  await inside();
  // Forward: to the close button, then once all the way round to it again.
  await tabRoundToClose(20);
  await tabRoundToClose(20);
  // Backward: Shift+Tab from the first control lands on the last one, still inside; Tab from there returns to the first.
  await page.keyboard.press("Shift+Tab");
  await inside();
  const controls = await dialog.evaluate((d) => d.querySelectorAll("a[href], button, video[controls], iframe").length);
  if (controls > 1) await expect(close).not.toBeFocused();
  await tabRoundToClose(10);
}

test.beforeEach(async ({ page }) => {
  // A returning visitor: the cookie notice would add its controls to every walk (it has its own test below).
  await page.addInitScript(() => window.localStorage.setItem("cookie-notice-accepted", "yes"));
});

test.describe("skip link", () => {
  test("is the first Tab stop, shows when focused, and Enter moves focus to the main content", async ({ page }) => {
    await page.goto("/partners");
    await hydrated(page);
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab stop is the first control of the main content, not the header's menu.
    await page.keyboard.press("Tab");
    expect(
      await page.getByRole("main").evaluate((main) => main !== document.activeElement && main.contains(document.activeElement)),
      await focusedElement(page),
    ).toBe(true);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("works the same: first stop, then the main content", async ({ page }) => {
      await page.goto("/partners");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#main$/);
      await page.keyboard.press("Tab");
      expect(
        await page.getByRole("main").evaluate((main) => main.contains(document.activeElement) && main !== document.activeElement),
        await focusedElement(page),
      ).toBe(true);
    });
  });
});

test.describe("burger menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  /** Opens /home once its script runs; returns the burger button and the (closed) menu panel. */
  async function burgerOnHome(page: Page) {
    await page.goto("/home");
    await hydrated(page);
    return { burger: page.locator("summary.burger-toggle"), panel: page.getByRole("navigation", { name: "Main (mobile)" }) };
  }

  test("opens with Enter and Space, Tab walks its links, a group expands, Escape closes it and focus returns to the burger", async ({
    page,
  }) => {
    const { burger, panel } = await burgerOnHome(page);
    await tabTo(page, burger);
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Home", exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    const group = panel.locator("summary", { hasText: "PrecisionERP" });
    await expect(group).toBeFocused();
    await expect(group).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "PrecisionERP overview" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "Asset Management" })).toBeFocused();

    await closeWith(page, "Escape", panel, burger);
    await expect(burger).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();
    await closeWith(page, "Escape", panel, burger);
  });

  test("Enter on a link of a group goes there and closes the menu", async ({ page }) => {
    const { burger, panel } = await burgerOnHome(page);
    await tabTo(page, burger);
    await page.keyboard.press("Enter");
    const group = panel.locator("summary", { hasText: "Partners" });
    await tabTo(page, group);
    await page.keyboard.press("Enter");
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await tabTo(page, panel.getByRole("link", { name: "NetSuite" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/partners#NetSuite$/);
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
  });

  test("tabbing on past the open panel closes it, so the next focused element is not hidden under it", async ({ page }) => {
    const { burger, panel } = await burgerOnHome(page);
    await tabTo(page, burger);
    await page.keyboard.press("Enter");
    await tabTo(page, panel.getByRole("link", { name: /^Login/ }));
    await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(await page.getByRole("main").evaluate((main) => main.contains(document.activeElement)), await focusedElement(page)).toBe(true);
    await expect(page.locator(":focus")).toBeInViewport();
  });
});

test.describe("desktop menu at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("disclosure buttons open their dropdowns with Enter, Space or the arrows; arrows move through the links; Escape closes and returns focus", async ({
    page,
  }) => {
    await page.goto("/home");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const toggle = nav.getByRole("button", { name: "PrecisionERP submenu" });
    const links = ["Asset Management", "ERP Solution", "Unified Systems", "Additional Modules"].map((name) =>
      nav.getByRole("link", { name }),
    );

    await tabTo(page, nav.getByRole("link", { name: "PrecisionERP", exact: true }));
    await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(links[0]!).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(links[0]!).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links[1]!).toBeFocused();
    await page.keyboard.press("End");
    await expect(links[3]!).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links[0]!).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links[3]!).toBeFocused();
    await page.keyboard.press("Home");
    await expect(links[0]!).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(links[0]!).toBeHidden();

    // Down arrow on the closed button opens it at its first link, Up at its last.
    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(links[0]!).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("ArrowUp");
    await expect(links[3]!).toBeFocused();

    // Tab on from the last link leaves the dropdown, which closes; the next item is the Verticals link.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Verticals", exact: true })).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(links[3]!).toBeHidden();

    // The Contact group is a button of its own: Space opens it.
    const contact = nav.getByRole("button", { name: "Contact", exact: true });
    await tabTo(page, contact);
    await page.keyboard.press("Space");
    await expect(contact).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Let's talk about our products!" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contactProducts$/);
  });
});

test.describe("dialogs, by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const videoDialogs = [
    { name: "the home video overlay", route: "/home", opener: "We Can Help", video: "weCanHelp" },
    { name: "the Learn More modal of a vertical page", route: "/verticals/agriculture", opener: "Learn More", video: "agriculture" },
  ];
  for (const c of videoDialogs) {
    test(`${c.name} opens with Enter, keeps focus inside, closes on Escape and gives focus back`, async ({ page }) => {
      await page.goto(c.route);
      await hydrated(page);
      const opener = page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${c.opener}\\b`) })
        .first();
      const dialog = await openWithEnter(page, opener, page.getByRole("dialog", { name: site.videos[c.video]!.title }));
      const close = dialog.getByRole("button", { name: "Close" });
      await expect(close).toBeFocused();
      await expectFocusTrapped(page, dialog, close);
      await closeWith(page, "Escape", dialog, opener);
    });
  }

  test("the lead-form overlay opens with Enter, keeps focus inside, closes with its button (Enter) and gives focus back", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/careers");
    await hydrated(page);
    const opener = page.getByRole("main").getByRole("link", { name: "Join us" }).first();
    const dialog = await openWithEnter(page, opener, page.getByRole("dialog", { name: site.leadForms.joinUs!.title }));
    await page.clock.runFor(2500);
    // The form shown in its frame, as a visitor sees it before tabbing into it: a frame whose page is
    // still loading takes focus and then loses it to the page's body when its document arrives.
    await expect(dialog.frameLocator("iframe").locator("body")).not.toBeEmpty();
    const close = dialog.getByRole("button", { name: "Close" });
    await expectFocusTrapped(page, dialog, close);
    await closeWith(page, "Enter", dialog, opener);
    // Reopened, Escape closes it as well.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await closeWith(page, "Escape", dialog, opener);
  });

  test("the event popup opens with Enter, keeps focus inside (slideshow controls included), closes on Escape and gives focus back", async ({
    page,
  }) => {
    // The events browser starts on the current year: make it the year of an event with photos.
    const year = /\d{4}/.exec(eventWithPhotos.dates)![0];
    await page.clock.install({ time: new Date(`${year}-06-01T12:00:00`) });
    await page.goto("/resources");
    await hydrated(page);
    const opener = page.locator("#events").getByRole("button", { name: eventWithPhotos.title });
    const dialog = await openWithEnter(page, opener, page.getByRole("dialog", { name: eventWithPhotos.title }));
    await expect(dialog.locator(".swiper-initialized")).toHaveCount(1);
    const close = dialog.getByRole("button", { name: "Close event" });
    await expect(close).toBeFocused();
    await expectFocusTrapped(page, dialog, close);
    // The slideshow's own buttons work from the keyboard too.
    const active = dialog.locator(".swiper-slide-active img");
    await expect(active).toHaveAttribute("alt", eventWithPhotos.images![0]!.alt);
    await tabTo(page, dialog.getByRole("button", { name: "Next slide" }));
    await page.keyboard.press("Enter");
    await expect(active).toHaveAttribute("alt", eventWithPhotos.images![1]!.alt);
    await closeWith(page, "Escape", dialog, opener);
  });

  test("the full-screen gallery opens with Enter, keeps focus inside, closes on Escape and gives focus back", async ({ page }) => {
    await page.goto("/resources");
    await hydrated(page);
    const image = galleryImages[3]!;
    const opener = page.locator("#gallery .gallery-link").nth(3);
    // The gallery's code loads after the page's: until then a thumbnail is a plain link to its file.
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    const dialog = await openWithEnter(page, opener, page.getByRole("dialog", { name: image.alt }));
    const close = dialog.getByRole("button", { name: "Leave full screen" });
    await expect(close).toBeFocused();
    await expectFocusTrapped(page, dialog, close);
    await closeWith(page, "Escape", dialog, opener);
    await expect(page).toHaveURL(/\/resources$/);
  });
});

test.describe("hero carousel, by keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const width of [768, 1280]) {
    test(`at ${width} px, Tab meets the hero's buttons before the slides' pause button, as they are shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/home");
      await hydrated(page);
      const hero = page.locator(".hero");
      const firstButton = hero.locator(".hero-content").getByRole("link").first();
      const pause = hero.getByRole("button", { name: /^Pause / });
      await expect(pause).toBeVisible();
      const [buttonBox, pauseBox] = [(await firstButton.boundingBox())!, (await pause.boundingBox())!];
      expect(buttonBox.y).toBeLessThan(pauseBox.y);
      // Tab from the top of the page until the pause button has focus: the hero's button came first.
      await page.evaluate(() => {
        const order: EventTarget[] = [];
        (window as unknown as { focusOrder: EventTarget[] }).focusOrder = order;
        document.addEventListener("focusin", (event) => order.push(event.target!));
      });
      await tabTo(page, pause);
      expect(await firstButton.evaluate((el) => (window as unknown as { focusOrder: EventTarget[] }).focusOrder.includes(el))).toBe(true);
    });
  }

  test("focus on its pause button holds the slides; Enter pauses it for good, Space plays it again", async ({ page }) => {
    expect(heroSlides?.type === "hero" && heroSlides.slides.length).toBeGreaterThan(1);
    await page.clock.install();
    await page.goto("/home");
    await hydrated(page);
    const carousel = page.locator(".hero .carousel");
    await expect(carousel.locator(".swiper")).toHaveClass(/swiper-initialized/);
    const active = () =>
      carousel.locator(".swiper-slide").evaluateAll((slides) => slides.findIndex((s) => s.classList.contains("swiper-slide-active")));
    const pause = carousel.getByRole("button", { name: /^Pause / });
    await tabTo(page, pause);

    // While keyboard focus is inside, the slides stay.
    await page.clock.runFor(12_000);
    expect(await active()).toBe(0);

    await page.keyboard.press("Enter");
    const play = carousel.getByRole("button", { name: /^Play / });
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute("aria-pressed", "true");
    // Focus leaves the carousel: it stays paused.
    await page.keyboard.press("Tab");
    expect(await carousel.evaluate((c) => c.contains(document.activeElement))).toBe(false);
    await page.clock.runFor(15_000);
    expect(await active()).toBe(0);

    await page.keyboard.press("Shift+Tab");
    await expect(play).toBeFocused();
    await page.keyboard.press("Space");
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Tab");
    await page.clock.runFor(5_500);
    await expect.poll(active).toBe(1);
  });
});

test.describe("visible focus", () => {
  // Still slides, so the only change between the two pictures is the focus ring.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  /**
   * Where a focus ring is drawn when it is not the focused element's own outline: by `owner` (the
   * element that draws it, e.g. a tile around its button), or by `owner`'s `::after` (a card link
   * whose pseudo-element covers the whole card).
   */
  interface Ring {
    owner: Locator;
    pseudo?: "::after";
  }

  /**
   * The focused element's ring against the same spot unfocused (WCAG 2.4.7, with the 3:1 change of
   * 2.4.13 as the bar): points along the middle of each side, in the ring (halfway through the
   * outline) and in the gap between ring and element (where some controls add a contrasting band),
   * compared between a picture with focus and one after focus is removed. A point counts as changed
   * when either spot changed by at least 3:1. Returns the share of changed points, the outline's width,
   * and the points that did not change, for failure messages.
   */
  async function ringChange(page: Page, focused: Locator, ring?: Ring) {
    const drawn = await (ring?.owner ?? focused).evaluate((el, pseudo) => {
      const style = getComputedStyle(el, pseudo);
      let box = el.getBoundingClientRect();
      if (pseudo) {
        // An absolutely positioned pseudo-element: its box within its containing block's padding box.
        const parent = (el as HTMLElement).offsetParent!;
        const outer = parent.getBoundingClientRect();
        const parentStyle = getComputedStyle(parent);
        box = new DOMRect(
          outer.x + parseFloat(parentStyle.borderLeftWidth) + parseFloat(style.left),
          outer.y + parseFloat(parentStyle.borderTopWidth) + parseFloat(style.top),
          parseFloat(style.width),
          parseFloat(style.height),
        );
      }
      return {
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        width: parseFloat(style.outlineWidth) || 0,
        offset: parseFloat(style.outlineOffset) || 0,
        style: style.outlineStyle,
      };
    }, ring?.pseudo ?? null);
    expect(drawn.style, "the focused element has an outline").not.toBe("none");
    const { box } = drawn;
    const distances = [drawn.offset + drawn.width / 2, ...(drawn.offset >= 2 ? [drawn.offset / 2] : [])];
    const points = distances.map((d) => {
      const side: [number, number][] = [];
      for (let t = 0.3; t <= 0.701; t += 0.05)
        side.push([box.x + box.width * t, box.y - d], [box.x + box.width * t, box.y + box.height + d]);
      for (const t of [0.45, 0.5, 0.55]) side.push([box.x - d, box.y + box.height * t], [box.x + box.width + d, box.y + box.height * t]);
      return side;
    });
    const viewport = page.viewportSize()!;
    const clip = { x: 0, y: 0, width: viewport.width, height: viewport.height };
    const withFocus = await screenPixels(page, clip);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const without = await screenPixels(page, clip);
    const changedAt = ([x, y]: [number, number]) => contrast(withFocus.at(x, y), without.at(x, y)) >= 3;
    const unchanged = points[0]!.filter((_, i) => !points.some((atDistance) => changedAt(atDistance[i]!)));
    return {
      changed: 1 - unchanged.length / points[0]!.length,
      width: drawn.width,
      unchanged: unchanged.map(
        ([x, y]) =>
          `(${Math.round(x)}, ${Math.round(y)}): rgb(${withFocus.at(x, y).join(" ")}) focused, rgb(${without.at(x, y).join(" ")}) not`,
      ),
    };
  }

  const cases: { name: string; route: string; width: number; target: (page: Page) => Locator; ring?: (page: Page) => Ring }[] = [
    {
      name: "a header menu link (white header)",
      route: "/home",
      width: 1280,
      target: (p) => p.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Partners", exact: true }),
    },
    {
      name: "the hero's button over the banner picture",
      route: "/home",
      width: 1280,
      target: (p) => p.locator(".hero").getByRole("link", { name: "We Can Help" }),
    },
    {
      name: "the hero's button on navy (phone)",
      route: "/home",
      width: 375,
      target: (p) => p.locator(".hero").getByRole("link", { name: "We Can Help" }),
    },
    {
      name: "the hero's pause button over the slides",
      route: "/home",
      width: 1280,
      target: (p) => p.locator(".hero").getByRole("button", { name: /^(Pause|Play) / }),
    },
    {
      name: "a footer link (navy footer)",
      route: "/home",
      width: 1280,
      target: (p) => p.locator("footer").getByRole("link", { name: "Privacy Policy" }),
    },
    {
      name: "a linked card (ring around the whole card)",
      route: "/verticals",
      width: 1280,
      target: (p) => p.locator(".card-grid-link").first(),
      ring: (p) => ({ owner: p.locator(".card-grid-link").first(), pseudo: "::after" }),
    },
    {
      name: "a plan table cell (ring inside the cell)",
      route: "/services/AdminInABox",
      width: 1280,
      target: (p) => p.locator(".plan-table-cell-button").first(),
    },
  ];
  for (const c of cases) {
    test(`${c.name} shows a focus ring of 2 px or more that changes its spot by at least 3:1`, async ({ page }) => {
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto(c.route);
      await hydrated(page);
      const target = c.target(page);
      await tabTo(page, target);
      const { changed, width, unchanged } = await ringChange(page, target, c.ring?.(page));
      expect(width).toBeGreaterThanOrEqual(2);
      expect(changed, `share of points along the ring that visibly changed; unchanged:\n${unchanged.join("\n")}`).toBeGreaterThanOrEqual(
        0.9,
      );
    });
  }

  test("the cookie notice's button (navy box): reached with Shift+Tab from the top of the page, ring visible, Enter accepts", async ({
    page,
  }) => {
    // A first visit: runs after the returning-visitor script above, so the notice shows.
    await page.addInitScript(() => window.localStorage.removeItem("cookie-notice-accepted"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/home");
    await hydrated(page);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    const accept = notice.getByRole("button");
    await expect(accept).toBeVisible();
    // The notice comes last in the page: Shift+Tab from the top reaches its button first.
    await tabTo(page, accept, { back: true, max: 1 });
    const ring = await ringChange(page, accept);
    expect(ring.changed, ring.unchanged.join("\n")).toBeGreaterThanOrEqual(0.9);
    // Focus was taken off the button; from there, back one stop and forward again.
    await page.keyboard.press("Shift+Tab");
    await tabTo(page, accept, { max: 1 });
    await page.keyboard.press("Enter");
    await expect(notice).toBeHidden();
  });

  test("the event card (ring around the whole card) and the dialog's close button on the navy title bar", async ({ page }) => {
    const year = /\d{4}/.exec(eventWithPhotos.dates)![0];
    await page.clock.install({ time: new Date(`${year}-06-01T12:00:00`) });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/resources");
    await hydrated(page);
    const opener = page.locator("#events").getByRole("button", { name: eventWithPhotos.title });
    await tabTo(page, opener);
    // The whole card is the button's click area, so the ring goes around the whole card.
    const card = page.locator("#events").getByRole("article", { name: eventWithPhotos.title });
    // Focus scrolled the title into view; the ring is measured with the whole card on screen.
    await card.evaluate((el) => el.scrollIntoView({ block: "center" }));
    const tileRing = await ringChange(page, opener, { owner: card });
    expect(tileRing.changed, tileRing.unchanged.join("\n")).toBeGreaterThanOrEqual(0.9);

    await page.goto("/home");
    await hydrated(page);
    await tabTo(page, page.getByRole("main").getByRole("link", { name: "We Can Help" }));
    await page.keyboard.press("Enter");
    const close = page.getByRole("dialog").getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    const closeRing = await ringChange(page, close);
    expect(closeRing.changed, closeRing.unchanged.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});
