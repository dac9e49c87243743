/**
 * The JavaScript budgets (docs/performance.md): all JavaScript a first visit downloads without any
 * input, gzip -9, until every island has hydrated and the network is idle, at 375 and 1280 px. Byte
 * counts do not vary from run to run, so they are tests; timings are `npm run bench`'s.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { firstVisitJs, jsBudgetBytes, kb, routeHtmlFile } from "../../scripts/page-weight.ts";
import { STATIC_ROUTES } from "../support/content.ts";
import { expect, test } from "./test.ts";

const KB = 1024;
const clientDir = join(process.cwd(), "build", "client");
const budgetOf = (route: string) => jsBudgetBytes(readFileSync(routeHtmlFile({ clientDir, route }), "utf8"));
const list = (files: { path: string; gzipBytes: number }[]) => files.map((f) => `${f.path} ${kb(f.gzipBytes)} KB`).join(", ");

test("the budgets follow the page: 100 KB for /home (carousels), 75 KB for the plan table page, 3 KB for a page without islands", () => {
  expect(budgetOf("/home")).toBe(100 * KB);
  expect(budgetOf("/services/AdminInABox")).toBe(75 * KB);
  expect(budgetOf("/privacyPolicy")).toBe(3 * KB);
});

for (const width of [375, 1280]) {
  test.describe(`a first visit at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ["/home", "/services/AdminInABox"]) {
      test(`${route} downloads at most ${budgetOf(route) / KB} KB of JavaScript, React included, and hydrates every island`, async ({ page }) => {
        const js = await firstVisitJs(page, route);
        expect(js.gzipBytes, `${kb(js.gzipBytes)} KB: ${list(js.files)}`).toBeLessThanOrEqual(budgetOf(route));
        expect(
          js.files.some((f) => /\/assets\/islands-/.test(f.path)),
          "the islands runtime was loaded",
        ).toBe(true);
        expect(await page.locator("[data-island]:not([data-hydrated])").count()).toBe(0);
      });
    }

    test("every page without an island requests no script but the site script (at most 3 KB), and never React", async ({ page }) => {
      expect(STATIC_ROUTES).toContain("/privacyPolicy");
      for (const route of [...STATIC_ROUTES, "/no-such-page"]) {
        const js = await firstVisitJs(page, route);
        expect(
          js.files.map((f) => f.path),
          route,
        ).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)]);
        expect(js.gzipBytes, route).toBeLessThanOrEqual(3 * KB);
      }
    });
  });
}
