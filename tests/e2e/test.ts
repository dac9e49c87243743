import { test as base, expect, type BrowserContext, type Locator, type Page, type Request } from "@playwright/test";
import { startThirdPartyStub, type ThirdPartyStub } from "../../scripts/third-party-stub.ts";
import { content } from "../support/content.ts";

/** What every third-party host but the video API answers in the tests, for any path. */
const THIRD_PARTY_PAGE = "<!doctype html><title>Third-party stub</title><p>Third-party stub</p>";

/**
 * Playwright's `test`, whose browser never reaches the internet: every host but the local server's
 * resolves to a local stub at the network boundary (scripts/third-party-stub.ts), which answers the
 * video API (Resources) with an empty list of videos, as for a channel with none, and any other host
 * (the lead-form provider, the storefront, social sites) with a stub page, so pages behave as if the
 * third party answered. Tests that need a specific answer from a third party register their own
 * `page.route`. Each test worker starts its own stub and gives its browser the stub's flags.
 */
export const test = base.extend<object, { thirdParties: ThirdPartyStub }>({
  thirdParties: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const stub = await startThirdPartyStub({ hosts: "every host", videoApi: content.site.videoChannel.endpoint, page: THIRD_PARTY_PAGE });
      await use(stub);
      await stub.close();
    },
    { scope: "worker" },
  ],
  launchOptions: [
    async ({ launchOptions, thirdParties }, use) => use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...thirdParties.flags] }),
    { scope: "worker" },
  ],
});

export { expect };

/**
 * Waits until the page's scripts have taken over: the site script has run (the header marks its menu
 * as enhanced) and every island that hydrates at once (`data-when="load"`, the hero carousel) has
 * hydrated. Islands that hydrate when the browser is idle may still be starting: wait for those with
 * {@link handlersAttached} or what they show.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState("domcontentloaded");
  await expect(page.locator(".desktop-nav .menu.is-enhanced")).toHaveCount(1);
  await expect(page.locator('[data-island][data-when="load"]:not([data-hydrated])')).toHaveCount(0);
}

/**
 * Records every Content-Security-Policy violation (the browser's `securitypolicyviolation` events) of
 * each document `target` opens from now on (a page, or every page of a context), in the document
 * itself, where {@link cspComplaints} reads them.
 */
export async function recordCspViolations(target: Pick<Page | BrowserContext, "addInitScript">): Promise<void> {
  await target.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`),
    );
  });
}

/**
 * Follows the CSP and Permissions-Policy complaints of `page`'s console from now on; the returned
 * function reads them with the violations its current document recorded ({@link recordCspViolations}
 * must be in place before the page opened it), one readable line each (`[]` when nothing was seen).
 */
export function cspComplaints(page: Page): () => Promise<string[]> {
  const consoleProblems: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions policy/i.test(m.text())) consoleProblems.push(m.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...consoleProblems,
  ];
}

/**
 * Records every Content-Security-Policy violation of the page (the browser's `securitypolicyviolation`
 * events) and the CSP and Permissions-Policy complaints of its console. Call before `page.goto`; the
 * returned function reads what was seen so far, one readable line each (`[]` when nothing was).
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await recordCspViolations(page);
  return cspComplaints(page);
}

/**
 * Makes the video API answer with two videos, "PrecisionERP in five minutes" and "Customer story: a
 * rental fleet", whose thumbnails come from the platform's image host (which the site's policy allows,
 * `contentSecurity.imageHosts`), stubbed with a small picture: the Resources page then shows its video
 * cards, which exist only when the channel has videos.
 */
export async function stubVideoList(page: Page): Promise<void> {
  const channel = content.site.videoChannel;
  const thumbnailHost = content.thirdParties.images[0]!;
  const item = (id: string, title: string) => ({
    kind: "youtube#searchResult",
    id: { kind: "youtube#video", videoId: id },
    snippet: { title, thumbnails: { high: { url: `${thumbnailHost}/vi/${id}/hqdefault.svg`, width: 480, height: 360 } } },
  });
  await page.route(
    (url) => url.href.startsWith(channel.endpoint),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: JSON.stringify({
          kind: "youtube#searchListResponse",
          items: [item("vidA", "PrecisionERP in five minutes"), item("vidB", "Customer story: a rental fleet")],
        }),
      }),
  );
  await page.route(`${thumbnailHost}/**`, (route) =>
    route.fulfill({
      contentType: "image/svg+xml",
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#1c3d5e"/></svg>',
    }),
  );
}

/**
 * Follows the page's requests from now on. The returned function waits until none is in flight (each
 * has finished or failed), failing with the URLs still pending after the expect timeout: the page's
 * network at rest, without networkidle's 500 ms of silence. Call before `page.goto`.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on("request", (r) => pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return () => expect.poll(() => [...pending].map((r) => r.url()), { message: "requests still in flight" }).toEqual([]);
}

/** Console errors and uncaught exceptions of the page, as a visitor's developer tools would show them. */
export function collectErrors(page: Page) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  page.on("pageerror", (e) => pageErrors.push(e.message));
  return { consoleErrors, pageErrors };
}

/**
 * Waits until React has hydrated `locator`'s element, i.e. its event handlers are attached. For
 * blocks whose code loads on demand, which hydrate after the rest of the page.
 */
export async function handlersAttached(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")))).toBe(true);
}

/**
 * Brings every image of the page to rest, as a visitor who has scrolled through it sees it: waits
 * until the app has hydrated and every carousel of two or more slides has started, scrolls through the
 * page so each lazy image is requested, waits until every image has loaded or failed (scrolling to
 * any picture still pending, such as one a late-hydrating block put in; a lazy one not rendered at
 * this width is never requested and not waited for), and returns to the top.
 * Fails naming the images still pending.
 *
 * Why the carousels first: until Swiper starts, a fade carousel's slides lie side by side, so at
 * 1280 px its third slide is 2560 px to the right, beyond the browser's lazy-load distance; once
 * started, the slides are stacked in view. Scrolling before then (a slow start) would leave that
 * slide requested only when the visitor is back at the top.
 */
export async function settleImages(page: Page): Promise<void> {
  await hydrated(page);
  await expect
    .poll(
      () =>
        page
          .locator(".swiper")
          .evaluateAll(
            (carousels) =>
              carousels.filter((c) => c.querySelectorAll(".swiper-slide").length > 1 && !c.classList.contains("swiper-initialized")).length,
          ),
      {
        message: "every carousel has started",
      },
    )
    .toBe(0);
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      // Two frames: the first lays the page out at its new position, the second runs the lazy-load checks made in it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  // A block whose code loads on demand may hydrate after the scroll and put new pictures in (the
  // events browser switches to one year): each check scrolls to the first picture still pending, as a
  // visitor would, so a lazy one inserted late is requested too. A lazy picture on a carousel's slide
  // out of view (clipped beside the one showing) loads when its slide comes in, and is not waited for.
  await expect
    .poll(
      () =>
        page.locator("img").evaluateAll((imgs) => {
          const offSlide = (img: HTMLImageElement) =>
            img.closest(".swiper-initialized .swiper-slide:not(.swiper-slide-active)") !== null && img.loading === "lazy";
          // A lazy picture not rendered at this width (the footer's logos on a phone) is never requested, as for a visitor.
          const notShown = (img: HTMLImageElement) => img.loading === "lazy" && img.getClientRects().length === 0;
          const pending = (imgs as HTMLImageElement[]).filter((img) => !img.complete && !offSlide(img) && !notShown(img));
          pending[0]?.scrollIntoView({ block: "center", behavior: "instant" });
          return pending.map((img) => img.currentSrc || img.src);
        }),
      { message: "images still loading" },
    )
    .toEqual([]);
  // Loaded is not yet drawn: a large AVIF may still be decoding when the page is captured, and shows as
  // an empty box in one run and the picture in the next.
  await page
    .locator("img")
    .evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map((img) => (img.complete && img.naturalWidth > 0 ? img.decode().catch(() => undefined) : undefined)),
      ),
    );
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
}

/**
 * Holds back the page's JavaScript files matching `files` (by default every one under /assets/), as a
 * slow phone would, until the returned function is called: meanwhile the prerendered page shows and
 * works as HTML and CSS alone, and hydration starts only after. Call before `page.goto`, and open the
 * page with `waitUntil: "commit"` when the held files are module scripts (the load events wait for them).
 */
export async function holdScripts(page: Page, files: string | RegExp = "**/assets/**/*.js"): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
