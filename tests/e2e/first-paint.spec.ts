/**
 * React's client never competes with a page's first paint (docs/performance.md, "Hydration waits its
 * turn"): the site script asks for the islands entry only once the page has loaded and the browser
 * has reported its largest paint, so on a slow phone connection its 60 KB do not share the line with
 * the page's text and main picture. Every island still hydrates.
 */
import { expect, test } from "./test.ts";

test.use({ viewport: { width: 375, height: 812 } });

for (const path of ["/home", "/verticals/agriculture"]) {
  test(`${path} asks for React's client only after its largest paint, then hydrates every island`, async ({ page }) => {
    await page.addInitScript(() => {
      const paints: number[] = [];
      (window as unknown as { paints: number[] }).paints = paints;
      new PerformanceObserver((list) => paints.push(...list.getEntries().map((e) => e.startTime))).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
    });
    await page.goto(path);
    await expect(page.locator("[data-island]:not([data-hydrated])"), "islands that did not hydrate").toHaveCount(0);
    const timing = await page.evaluate(() => ({
      islandsAskedAt: performance.getEntriesByType("resource").find((entry) => /\/assets\/islands-[\w-]+\.js$/.test(entry.name))?.startTime,
      firstLargestPaintAt: (window as unknown as { paints: number[] }).paints[0],
    }));
    expect(timing.firstLargestPaintAt, "the page had a largest paint").toBeDefined();
    expect(timing.islandsAskedAt, "the islands entry was fetched").toBeDefined();
    expect(timing.islandsAskedAt!, "ms the islands entry was asked for, against the first largest paint's").toBeGreaterThan(
      timing.firstLargestPaintAt!,
    );
  });
}
