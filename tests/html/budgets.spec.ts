/**
 * The byte budgets (docs/performance.md), read from the files of the static build the other tests
 * serve (build/client), without a browser. They do not vary from run to run, so they are tests;
 * timings are measured by `npm run bench` instead. KB = 1024 bytes; gzip at level 9. What a first
 * visit downloads is listed by the visit of each route in tests/e2e/pages.spec.ts, which weighs those
 * files against the budgets below and checks which pictures a phone loads eagerly.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileGzip, htmlGzip, jsBudgetBytes, kb, routeHtmlFile } from "../../scripts/page-weight.ts";
import { expect, test } from "@playwright/test";
import { CLIENT_DIR as clientDir, content, staticRoutes } from "../support/content.ts";

const KB = 1024;
const pageRoutes = content.routes.map((r) => r.path);
const html = (route: string) => readFileSync(routeHtmlFile({ clientDir, route }), "utf8");
let assetsRead: { file: string; text: string }[] | undefined;
/** The build's JavaScript files and their text, read on first use (listing the tests needs no build). */
const assetText = () =>
  (assetsRead ??= readdirSync(join(clientDir, "assets"))
    .filter((f) => f.endsWith(".js"))
    .map((f) => ({ file: f, text: readFileSync(join(clientDir, "assets", f), "utf8") })));

/** The site script every page loads (src/islands/site.ts): a module `<script src>` in the page's head. */
const siteScriptOf = (doc: string) =>
  [...doc.matchAll(/<script type="module" src="(\/assets\/site-[^"]+\.js)"><\/script>/g)].map((m) => m[1]!);

test("the privacy policy and the other legal pages are among the routes with no island", () => {
  expect(staticRoutes()).toEqual(expect.arrayContaining(["/privacyPolicy", "/termsAndCondition", "/cookies"]));
  expect(staticRoutes()).not.toContain("/home");
});

test("the JavaScript budgets follow the page: 100 KB for /home (carousels), 75 KB for the plan table page, 2 KB for a page without islands", () => {
  // What a first visit downloads is weighed against these by each route's visit, tests/e2e/pages.spec.ts.
  const budgetOf = (route: string) => jsBudgetBytes(html(route));
  expect(budgetOf("/home")).toBe(100 * KB);
  expect(budgetOf("/services/AdminInABox")).toBe(75 * KB);
  expect(budgetOf("/privacyPolicy")).toBe(2 * KB);
});

for (const route of [...pageRoutes, "/404"]) {
  test(`${route}: its one script is the site script (under 2 KB gzipped), the islands entry is named only if it has islands, and no executable inline script`, () => {
    const doc = html(route);
    const scripts = [...doc.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const executable = scripts.filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!));
    expect(
      executable.map((m) => m[0].slice(0, 120)),
      route,
    ).toEqual([]);
    const sources = scripts.filter(([, attrs]) => /\bsrc=/.test(attrs!)).map(([tag]) => /src="([^"]+)"/.exec(tag)![1]!);
    const hasIslands = doc.includes("data-island=");
    expect(sources, route).toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)]);
    const islandsEntry = /<meta name="islands" content="([^"]+)"/.exec(doc)?.[1];
    if (hasIslands) expect(islandsEntry, route).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
    else expect(islandsEntry, route).toBeUndefined();
    const [site] = siteScriptOf(doc);
    expect(site, route).toBeDefined();
    const { gzipBytes } = fileGzip(join(clientDir, site!));
    expect(gzipBytes, `${site}: ${kb(gzipBytes)} KB`).toBeLessThanOrEqual(2 * KB);
  });
}

for (const route of [...pageRoutes, "/404"]) {
  test(`${route}: the HTML is at most 30 KB gzipped`, () => {
    const { gzipBytes } = htmlGzip({ clientDir, route });
    expect(gzipBytes, `${route}: ${kb(gzipBytes)} KB`).toBeLessThanOrEqual(30 * KB);
  });
}

test("no validator (ajv), YAML parser or page editor code reaches the browser", () => {
  const require = createRequire(import.meta.url);
  // Phrases from inside each library's code, checked to be there, so the test cannot pass vacuously.
  const signatures = [
    { lib: "ajv", file: require.resolve("ajv/dist/compile/validate/index.js"), phrase: "strictTypes" },
    { lib: "ajv", file: require.resolve("ajv/dist/vocabularies/validation/required.js"), phrase: "must have required property" },
    { lib: "yaml", file: join(dirname(require.resolve("yaml")), "errors.js"), phrase: "YAMLParseError" },
    { lib: "our content pipeline", file: join(process.cwd(), "src/content/errors.ts"), phrase: "E_UNKNOWN_BLOCK" },
    { lib: "the page editor", file: join(process.cwd(), "src/editor/app/api.ts"), phrase: "/api/publish" },
    { lib: "the page editor's forms (rjsf)", file: require.resolve("@rjsf/utils"), phrase: "ui:options" },
  ];
  for (const { lib, file, phrase } of signatures) {
    expect(readFileSync(file, "utf8"), `${phrase} is in ${lib}`).toContain(phrase);
    const carriers = assetText()
      .filter((a) => a.text.includes(phrase))
      .map((a) => a.file);
    expect(carriers, `${lib} code ("${phrase}") in client assets`).toEqual([]);
  }
});

const pages = [...content.pages.values()];
for (const page of pages) {
  test(`${page.route}: its content is bundled into none of the site's scripts and no other page`, () => {
    const marker = page.description;
    expect(pages.filter((p) => p.description === marker).length, `${page.route}'s description is unique`).toBe(1);
    expect(
      assetText()
        .filter((a) => a.text.includes(marker))
        .map((a) => a.file),
      `${page.route}'s text in /assets`,
    ).toEqual([]);
    for (const other of content.routes.filter((r) => r.page !== page.route)) {
      expect(html(other.path).includes(marker), `${page.route}'s text in the HTML of ${other.path}`).toBe(false);
    }
  });
}

for (const [route] of content.pages) {
  test(`${route}: its styles arrive with its HTML, so its first paint waits for no stylesheet`, () => {
    const doc = html(route);
    expect(doc, `${route} links no stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const head = doc.slice(0, doc.indexOf("</head>"));
    // The layout's and the blocks' rules, in the head.
    expect(head).toMatch(/<style>[^<]*\.container\{[^<]*<\/style>/);
    expect(head).toMatch(/<style>[^<]*\.hero\{[^<]*<\/style>/);
  });
}

for (const [route, page] of content.pages) {
  test(`${route}: the LCP image is preloaded with high priority, no script is, and every image has its width and height`, () => {
    const doc = html(route);
    // Preloaded scripts would share a phone's bandwidth with the stylesheets and this image.
    expect(doc, `${route} preloads no script`).not.toContain('rel="modulepreload"');
    const hero = page.blocks[0]?.type === "hero" ? page.blocks[0] : undefined;
    if (hero) {
      for (const src of [hero.slides[0]!.srcMobile, hero.slides[0]!.srcDesktopTablet]) {
        expect(doc, `${route} preloads ${src}`).toMatch(new RegExp(`<link rel="preload" href="${src}" as="image" fetchPriority="high"`));
      }
    }
    for (const [tag] of doc.matchAll(/<img\b[^>]*>/g))
      expect(tag, route).toMatch(/\bwidth="\d+".*\bheight="\d+"|\bheight="\d+".*\bwidth="\d+"/);
  });
}
