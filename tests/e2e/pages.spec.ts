/**
 * Every route the site must serve (REQUIRED_ROUTES, aliases included) and the not-found page, in a
 * browser, at a phone's size (375 × 667 px), a tablet's (768 × 1024 px) and a laptop's (1440 × 900 px). One visit per route and width serves every check that needs a running
 * page, instead of a sweep per subject:
 *
 * - the page answers, shows its one heading and runs without an uncaught exception or console error
 *   (a hydration mismatch, a failed script);
 * - the Content-Security-Policy blocks nothing the page itself needs, once every lazy picture and block
 *   is in (docs/security.md);
 * - axe-core finds no WCAG 2.2 AA violation (the returning visitor's view: the cookie notice and the
 *   dialogs have their scans in a11y.spec.ts); alias routes show the same page as their target, only
 *   scrolled, so they are not scanned again;
 * - on a phone, only the pictures of the first two screens load eagerly (the rest wait until needed);
 * - the JavaScript budget (docs/performance.md): every island of the page hydrates (`data-hydrated`),
 *   and all JavaScript the first visit downloads until then, React included, gzip -9, is within the
 *   page's budget (100 KB with a carousel, 75 KB with other islands) and includes the islands
 *   runtime; a page without islands requests no script file but the site script (never React), at
 *   most 2 KB. The bytes are read from the build's files, the list of files from the visit;
 * - the header's logo, menu items, Login and burger sit at the same x on every page, with or without
 *   islands (the same as on /home at that width);
 * - how it looks: no element in the page's sections reaches outside the content column the
 *   section headings start in (a grid, a frame or a table breaking out of it), from tablet width no
 *   grid leaves one item alone on its last row under a fuller row, the page never scrolls
 *   sideways, and the whole page matches its committed screenshot (tests/e2e/__screenshots__/), taken
 *   once, with the brand webfont loaded, every picture in, carousels still (the visitor prefers reduced
 *   motion) and the date fixed, so that a run differs from the baseline only when the page does.
 *   After an intended change of look, look at the new screenshots, then update the baselines:
 *   `npm run test:e2e -- tests/e2e/pages.spec.ts --update-snapshots=all` (all: a page within the 0.1 %
 *   is written again too, so that its next capture equals the baseline byte for byte and skips the comparison).
 *
 * What a crawler reads (titles, descriptions, links, headers) and the byte budgets of the HTML are
 * checked without a browser in tests/html. The nginx project (playwright.config.ts) visits a few pages
 * against a real nginx (tests/nginx/runtime.spec.ts) for what a server can change.
 */
import { existsSync, readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { jsBudgetBytes, kb, routeHtmlFile } from "../../scripts/page-weight.ts";
import { CLIENT_DIR, content, REQUIRED_ROUTES, staticRoutes } from "../support/content.ts";
import { explain, scan } from "./axe.ts";
import { loneItems, outsideTheColumn } from "./column.ts";
import { expect, settleImages, test as base } from "./test.ts";
import { asReturningVisitor, expectRanCleanly, listFiles, watchVisit, weighScripts } from "./visit.ts";

const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const NOT_FOUND = "/no-such-page";
const KB = 1024;

/**
 * The sweep's visits share one page per test worker, opened as a returning visitor on a fixed day
 * (visit.ts, asReturningVisitor) with carousels still (the visitor prefers reduced motion, so every
 * screenshot of a page is the same) and the third parties stubbed: each visit sets its width, follows
 * its own requests and errors (the listeners and routes it adds are removed after it), opens its route
 * as a new document and leaves for about:blank. A new browser context a visit (a tab and a renderer
 * process each) cost about 0.3 s of CPU, a sixth of the sweep. The project's other options (the
 * desktop Chrome's user agent, scale and input) are those of every other test.
 */
const test = base.extend<object, { visitor: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, reducedMotion: "reduce" });
      await asReturningVisitor(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ visitor, viewport }, use) => {
    await visitor.setViewportSize(viewport!);
    await use(visitor);
    visitor.removeAllListeners();
    await visitor.unrouteAll({ behavior: "ignoreErrors" });
    await visitor.goto("about:blank");
  },
});

/** The header's logo, menu items, Login and burger as they sit: each one's text (or label) and its x in px, rounded. */
function headerLayout(page: Page): Promise<string[]> {
  return page
    .locator(".header-inner")
    .evaluate((inner) =>
      [...inner.querySelectorAll(".header-logo, .menu-link, .submenu-toggle, .header-login, .burger-toggle")]
        .filter((el) => el.getBoundingClientRect().width > 0)
        .map(
          (el) =>
            `${el.textContent?.trim() || el.getAttribute("aria-label") || el.className}@${Math.round(el.getBoundingClientRect().left)}`,
        ),
    );
}

/** The header's layout on /home at each width, measured once per test worker in a page of its own, once the site script has enhanced the menu. */
const homeHeaders = new Map<string, Promise<string[]>>();
function homeHeader(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<string[]> {
  const key = `${baseURL} ${viewport.width}`;
  let layout = homeHeaders.get(key);
  if (!layout) {
    layout = (async () => {
      const context = await browser.newContext({ baseURL, viewport, reducedMotion: "reduce" });
      try {
        const page = await context.newPage();
        await page.goto("/home");
        await expect(page.locator(".desktop-nav .menu.is-enhanced")).toHaveCount(1);
        const layout = await headerLayout(page);
        expect(layout.length, "logo and burger, or logo, menu and Login").toBeGreaterThanOrEqual(2);
        return layout;
      } finally {
        await context.close();
      }
    })();
    homeHeaders.set(key, layout);
    layout.catch(() => homeHeaders.delete(key));
  }
  return layout;
}

test("the sweep covers pages with islands and pages without (their header, scripts and budgets differ)", () => {
  const without = staticRoutes();
  expect(without).toEqual(expect.arrayContaining(["/privacyPolicy", "/termsAndCondition", "/cookies"]));
  expect(REQUIRED_ROUTES.filter((r) => without.includes(r)).length).toBeGreaterThan(0);
  expect(REQUIRED_ROUTES.filter((r) => !without.includes(r))).toEqual(expect.arrayContaining(["/home", "/services/AdminInABox"]));
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [...REQUIRED_ROUTES, NOT_FOUND]) {
      const entry = content.routes.find((r) => r.path === path);
      const isAlias = entry !== undefined && entry.path !== entry.page;
      const checks = [
        "runs without errors",
        "breaks no CSP rule",
        isAlias ? undefined : "has no axe violation",
        "loads only the scripts it needs, within its budget",
        "keeps the header in place",
        isAlias ? undefined : "stays in its column and looks as approved",
      ]
        .filter(Boolean)
        .join(", ");

      test(`${path} ${checks}`, async ({ page, browser, baseURL }, testInfo) => {
        // The page as built: whether it has islands, and so its budget.
        const built = readFileSync(routeHtmlFile({ clientDir: CLIENT_DIR, route: path === NOT_FOUND ? "/404" : path }), "utf8");
        const isStatic = !built.includes("data-island=");
        const watch = await watchVisit(page, path);

        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

        if (viewport.width < 768 && !isAlias && path !== NOT_FOUND) {
          // Read before any scrolling: which pictures the page asks for at once, and where they sit.
          const eagerBelow = await page
            .locator("img")
            .evaluateAll((imgs) =>
              imgs
                .filter(
                  (img) =>
                    img.getAttribute("loading") !== "lazy" && img.getBoundingClientRect().top + window.scrollY > 2 * window.innerHeight,
                )
                .map((img) => img.getAttribute("src")),
            );
          expect.soft(eagerBelow, "pictures below the first two screens that load eagerly").toEqual([]);
        }

        // The first visit, without any input: every island hydrated and the network at rest. Its scripts are what the budget counts.
        await expect(page.locator("[data-island]:not([data-hydrated])"), "islands that did not hydrate").toHaveCount(0);
        await watch.networkAtRest();
        const firstVisit = weighScripts(watch.scripts, new URL(page.url()).origin);
        const budget = jsBudgetBytes(built);
        expect
          .soft(
            firstVisit.gzipBytes,
            `${kb(firstVisit.gzipBytes)} KB of JavaScript, at most ${kb(budget)} KB: ${listFiles(firstVisit.files)}`,
          )
          .toBeLessThanOrEqual(budget);
        if (isStatic) expect.soft(budget, "a page without islands has the budget of the site script alone").toBe(2 * KB);
        else
          expect
            .soft(
              firstVisit.files.map((f) => f.path),
              "the islands runtime was loaded",
            )
            .toContainEqual(expect.stringMatching(/^\/assets\/islands-/));

        await settleImages(page);
        if (path === "/resources") await expect(page.locator(".video-card")).toHaveCount(2);
        await watch.networkAtRest();
        await expectRanCleanly(page, watch, isStatic);
        expect
          .soft(await headerLayout(page), "the header's items and their x, as on /home")
          .toEqual(await homeHeader(browser, baseURL!, viewport));
        if (!isAlias) expect.soft(explain(await scan(page)), "axe-core violations").toEqual([]);
        if (isAlias) return;

        // The contact pages' spinner gives way to the form after its 2 s.
        await expect(page.locator("[data-spinner-ms]")).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        expect(
          await page.evaluate(() => [...document.fonts].some((f) => f.family.replaceAll('"', "") === "Inter" && f.status === "loaded")),
          "the brand webfont has loaded",
        ).toBe(true);
        expect.soft(await outsideTheColumn(page), "what reaches outside the content column").toEqual([]);
        // From tablet width on, grids take their columns from their number of items: no row holds one item alone under a fuller row.
        if (viewport.width >= 768) expect.soft(await loneItems(page), "grids with one item alone on their last row").toEqual([]);
        expect
          .soft(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width")
          .toBeLessThanOrEqual(viewport.width);
        // One capture. Byte for byte the approved screenshot, it matches at once; otherwise it is compared
        // with it pixel by pixel, within 0.1 % of its pixels (playwright.config.ts), which takes a second.
        const name = `${path.slice(1).replaceAll("/", "-")}-${viewport.width}.png`;
        const shot = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
        const approved = testInfo.snapshotPath(name);
        if (!(existsSync(approved) && shot.equals(readFileSync(approved)))) expect.soft(shot).toMatchSnapshot(name);
      });
    }
  });
}
