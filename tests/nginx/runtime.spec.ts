/**
 * A few pages in Chromium against the real nginx (project nginx), for what a server can change at run
 * time: the status, the policy the browser enforces (no violation once every picture and block is in),
 * the scripts it lets load (the site script alone on a page without islands; every island hydrated
 * elsewhere) and no error. One page of each kind: the hero carousels, the video API and the gallery,
 * a lead form's frame from another site, the plan table, a page without islands, and the not-found
 * page. Every route's policy as sent, and its status, are checked without a browser on nginx too
 * (tests/html, tagged @server); the look, axe and the budgets are the pages' own (tests/e2e/pages.spec.ts).
 */
import { readFileSync } from "node:fs";
import { routeHtmlFile } from "../../scripts/page-weight.ts";
import { CLIENT_DIR } from "../support/content.ts";
import { expect, settleImages, test } from "../e2e/test.ts";
import { asReturningVisitor, expectRanCleanly, watchVisit } from "../e2e/visit.ts";

const NOT_FOUND = "/no-such-page";

test.use({ viewport: { width: 1440, height: 900 } });

for (const path of ["/home", "/resources", "/contactProducts", "/services/AdminInABox", "/privacyPolicy", NOT_FOUND]) {
  test(
    `${path} answers, breaks no CSP rule, loads only the scripts it needs and runs without errors`,
    { tag: "@server" },
    async ({ page }) => {
      const isStatic = !readFileSync(routeHtmlFile({ clientDir: CLIENT_DIR, route: path === NOT_FOUND ? "/404" : path }), "utf8").includes(
        "data-island=",
      );
      await asReturningVisitor(page);
      const watch = await watchVisit(page, path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === NOT_FOUND ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await settleImages(page);
      if (path === "/resources") await expect(page.locator(".video-card")).toHaveCount(2);
      await watch.networkAtRest();
      await expectRanCleanly(page, watch, isStatic);
    },
  );
}
