/**
 * Every route in a browser, at a phone's size (375 × 667 px) and a laptop's (1280 × 900 px). One visit
 * per route and width serves every check that needs a running page, instead of a sweep per subject:
 *
 * - the page answers, shows its one heading and runs without an uncaught exception or console error
 *   (a hydration mismatch, a failed script);
 * - the Content-Security-Policy blocks nothing the page itself needs, once every lazy picture and block
 *   is in (docs/security.md);
 * - axe-core finds no WCAG 2.2 AA violation (the returning visitor's view: the cookie notice and the
 *   dialogs have their scans in a11y.spec.ts); alias routes show the same page as their target, only
 *   scrolled, so they are not scanned again;
 * - on a phone, only the pictures of the first two screens load eagerly (the rest wait until needed);
 * - every island of the page hydrates (`data-hydrated`), and a page without islands requests no
 *   script file but the site script (never React);
 * - how it looks: no element in the page's sections reaches outside the content column the
 *   section headings start in (a grid, a frame or a table breaking out of it), the page never scrolls
 *   sideways, and the whole page matches its committed screenshot (tests/e2e/__screenshots__/), taken
 *   with the brand webfont loaded, every picture in, carousels still (the visitor prefers reduced
 *   motion) and the date fixed, so that a run differs from the baseline only when the page does.
 *   After an intended change of look, look at the new screenshots, then update the baselines:
 *   `npm run test:e2e -- tests/e2e/pages.spec.ts --update-snapshots`.
 *
 * What a crawler reads (titles, descriptions, links, headers) is checked without a browser in tests/html.
 * The nginx project (playwright.config.ts) runs the 1440 px visits against a real nginx, checking what a
 * server can change (status, errors, CSP violations, scripts, islands) and leaving axe and the look to this project.
 */
import { content, SPEC_ROUTES, STATIC_ROUTES } from "../support/content.ts";
import { explain, scan } from "./axe.ts";
import { outsideTheColumn } from "./column.ts";
import { collectErrors, expect, settleImages, stubVideoList, test, trackRequests, watchCsp } from "./test.ts";

const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;
const NOT_FOUND = "/no-such-page";
/** The day the pages are looked at: the events browser opens on the current year. */
const TODAY = new Date("2024-06-15T10:00:00");

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    // Carousels stay on their first slide, so every screenshot of a page is the same.
    test.use({ viewport, reducedMotion: "reduce" });

    for (const path of [...SPEC_ROUTES, NOT_FOUND]) {
      const entry = content.routes.find((r) => r.path === path);
      const isAlias = entry !== undefined && entry.path !== entry.page;
      const isStatic = STATIC_ROUTES.includes(path);
      const checks = [
        "runs without errors",
        "breaks no CSP rule",
        isAlias ? undefined : "has no axe violation",
        isStatic ? "requests no script but the site script" : "hydrates every island",
        isAlias ? undefined : "stays in its column and looks as approved",
      ]
        .filter(Boolean)
        .join(", ");

      test(`${path} ${checks}`, async ({ page }, testInfo) => {
        // Against nginx (project nginx) only what the server changes: the answer, the policy, the scripts; axe, lazy pictures and the look are the page's own.
        const serverChecksOnly = testInfo.project.metadata.serverChecksOnly === true;
        await page.clock.setFixedTime(TODAY);
        // A returning visitor: the fixed cookie notice would cover parts of the page (it has scans of its own).
        await page.addInitScript(() => window.top === window && window.localStorage.setItem("cookie-notice-accepted", "yes"));
        const errors = collectErrors(page);
        const violations = await watchCsp(page);
        const networkAtRest = trackRequests(page);
        const scripts: string[] = [];
        page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
        // Resources shows its video cards (thumbnails from the allowed image host) only when the channel has videos.
        if (path === "/resources") await stubVideoList(page);

        const response = await page.goto(path);
        expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

        if (viewport.width < 768 && !isAlias && path !== NOT_FOUND && !serverChecksOnly) {
          // Read before any scrolling: which pictures the page asks for at once, and where they sit.
          const eagerBelow = await page
            .locator("img")
            .evaluateAll((imgs) =>
              imgs.filter((img) => img.getAttribute("loading") !== "lazy" && img.getBoundingClientRect().top + window.scrollY > 2 * window.innerHeight).map((img) => img.getAttribute("src")),
            );
          expect.soft(eagerBelow, "pictures below the first two screens that load eagerly").toEqual([]);
        }

        await settleImages(page);
        if (path === "/resources") await expect(page.locator(".video-card")).toHaveCount(2);
        await networkAtRest();

        // Resource failures are the broken-image and faults tests' subject; anything else logged as an error is a defect.
        expect.soft(errors.pageErrors, "uncaught exceptions").toEqual([]);
        expect
          .soft(
            errors.consoleErrors.filter((e) => !e.startsWith("Failed to load resource")),
            "console errors",
          )
          .toEqual([]);
        expect.soft(await violations(), "Content-Security-Policy violations").toEqual([]);
        if (isStatic)
          expect
            .soft(
              scripts.map((url) => new URL(url).pathname),
              "script files requested by a page without islands",
            )
            .toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)]);
        else await expect.soft(page.locator("[data-island]:not([data-hydrated])"), "islands that did not hydrate").toHaveCount(0);
        if (!isAlias && !serverChecksOnly) expect.soft(explain(await scan(page)), "axe-core violations").toEqual([]);
        if (isAlias || serverChecksOnly) return;

        // The contact pages' spinner gives way to the form after its 2 s.
        await expect(page.locator("[data-spinner-ms]")).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replaceAll('"', "") === "Inter" && f.status === "loaded")), "the brand webfont has loaded").toBe(true);
        expect.soft(await outsideTheColumn(page), "what reaches outside the content column").toEqual([]);
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth), "the page's width").toBeLessThanOrEqual(viewport.width);
        const name = `${path.slice(1).replaceAll("/", "-")}-${viewport.width}.png`;
        await expect.soft(page).toHaveScreenshot(name, { fullPage: true, animations: "disabled", caret: "hide", scale: "css" });
      });
    }
  });
}
