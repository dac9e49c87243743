/**
 * Every route of the spec as the server answers it, read from the HTML without a browser: its status,
 * title, one heading and description; the redirect of `/`; the not-found page for unknown paths; the
 * contact pages' lead form; the text that is in the page before any script runs; and which pages ship
 * no script at all. How each page behaves in a browser is tested in tests/e2e. The redirect and the
 * not-found answers (tagged @server) run against a real nginx too.
 */
import { expect, test } from "@playwright/test";
import { brand, content, SPEC_ROUTES, staticRoutes } from "../support/content.ts";
import { metaContent, served } from "./served.ts";

test.describe("every route of the spec", () => {
  for (const path of SPEC_ROUTES) {
    test(`${path} answers with its heading, title and description`, async ({ request }) => {
      const { status, $ } = await served(request, path);
      expect(status).toBe(200);
      const entry = content.routes.find((r) => r.path === path);
      expect(entry, `${path} is published by a page file`).toBeDefined();
      const pageData = content.pages.get(entry!.page)!;
      expect($("head title").text()).toBe(`${pageData.title} | ${brand}`);
      expect($("h1")).toHaveLength(1);
      expect($("h1").text().trim()).not.toBe("");
      expect(metaContent($, "description")).toBe(pageData.description);
    });
  }
});

test("home has the spec's SEO title", async ({ request }) => {
  expect((await served(request, "/home")).$("head title").text()).toBe(`Cloud ERP System | ${brand}`);
});

test("/ sends the visitor to /home", { tag: "@server" }, async ({ request }) => {
  const { status, headers } = await served(request, "/");
  expect(status).toBe(301);
  expect(headers["location"]).toBe("/home");
  const landed = await request.get("/");
  expect(new URL(landed.url()).pathname).toBe("/home");
  expect(await landed.text()).toContain(`<title>Cloud ERP System | ${brand}</title>`);
});

for (const path of ["/no-such-page", "/verticals/space", "/services/Catering", "/precisionERP/Nope/deeper"]) {
  test(`unknown path ${path} shows the not-found page with status 404 and a way home`, { tag: "@server" }, async ({ request }) => {
    const { status, $ } = await served(request, path);
    expect(status).toBe(404);
    expect($("h1").text()).toBe("Uh Oh! Page not found!");
    const home = $("main a").filter((_, a) => $(a).text().trim() === "Back to home");
    expect(home).toHaveLength(1);
    expect(home.attr("href")).toBe("/home");
    expect((await served(request, "/home")).status).toBe(200);
  });
}

for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) {
  test(`${path} is titled Let's talk! and embeds its lead form`, async ({ request }) => {
    const { $ } = await served(request, path);
    expect($("h1").text()).toBe("Let's talk!");
    expect($("iframe")).toHaveLength(1);
    expect($("iframe").attr("src")).toMatch(/formid=\d+&h=[^&]+&topic=contact/);
  });
}

test("a page's text and links are in the HTML, before any script runs", async ({ request }) => {
  const partners = (await served(request, "/partners")).$;
  expect(partners("#Odoo").text()).toContain("Odoo");
  expect((await served(request, "/termsAndCondition")).$("main").text()).toContain("28 November 2022");
});

test.describe("a page with no island", () => {
  test("the legal pages are among them", () => {
    expect(staticRoutes()).toEqual(expect.arrayContaining(["/privacyPolicy", "/termsAndCondition", "/cookies"]));
  });

  // One test for all of them: which pages have no island is read from the build, unknown when the tests are listed. Each failure names its page.
  test("each has its whole text, no island or island data, and no script but the site script", async ({ request }) => {
    for (const path of staticRoutes()) {
      const { $ } = await served(request, path);
      expect.soft($("h1").text().trim(), path).not.toBe("");
      expect.soft($("site-island, script[data-island-props], #island-settings"), path).toHaveLength(0);
      expect
        .soft(
          $('script[src], script[type="module"], link[rel="modulepreload"]')
            .toArray()
            .map((el) => $.html(el)),
          path,
        )
        .toEqual([expect.stringMatching(/^<script type="module" src="\/assets\/site-[\w-]+\.js"><\/script>$/)]);
    }
  });
});
