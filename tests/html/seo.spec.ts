/**
 * What search engines and link previews read, from the served HTML without a browser (as a crawler
 * reads it, no JavaScript): every route the site must serve answering with its title, description and
 * one h1, canonical URLs, Open Graph and Twitter tags with a share image that exists, the language, the
 * home page's Organization JSON-LD, a FAQ page's FAQPage JSON-LD, the redirect of `/`, the not-found page for unknown paths, noindex
 * where a page must not be listed, the text, links and lead forms that are in the page before any
 * script runs, which pages ship no script but the site script, sitemap.xml and robots.txt; and the
 * server's compression of text responses. How each page behaves in a browser is tested in tests/e2e.
 * The tests tagged @server (status, redirects, 404, the sitemap's pages, compression) run against a
 * real nginx too.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { imageSize } from "image-size";
import { blockOf, brand, content, REQUIRED_ROUTES, staticRoutes } from "../support/content.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { metaContent, noScriptContent, raw, served } from "./served.ts";

const { siteUrl } = content.site;
const pageRoutes = [...content.pages.keys()].sort();
const aliasRoutes = content.routes.filter((r) => r.path !== r.page).map((r) => r.path);

/** Fetches a share image by its absolute URL from the local build; returns its size in px. */
async function servedImage(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), `${url} exists in the build`).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(png|jpeg)/);
  return imageSize(await response.body());
}

test.describe("as a crawler reads it", () => {
  for (const entry of content.routes) {
    const pageData = content.pages.get(entry.page)!;
    const isAlias = entry.path !== entry.page;
    test(`${entry.path} has its title, description, one h1, canonical URL and link-preview tags${isAlias ? " (canonical: its page)" : ""}`, async ({
      request,
    }) => {
      const { status, $ } = await served(request, entry.path);
      expect(status).toBe(200);
      expect($("html").attr("lang")).toBe("en");
      expect($("h1")).toHaveLength(1);
      expect($("h1").text().trim()).not.toBe("");
      const title = `${pageData.title} | ${brand}`;
      expect($("head title").text()).toBe(title);
      expect(pageData.description.trim()).not.toBe("");
      expect(metaContent($, "description")).toBe(pageData.description);

      const canonical = `${siteUrl}${entry.page}`;
      expect($('head link[rel="canonical"]')).toHaveLength(1);
      expect($('head link[rel="canonical"]').attr("href")).toBe(canonical);
      expect(metaContent($, "og:url")).toBe(canonical);
      expect(metaContent($, "og:type")).toBe("website");
      expect(metaContent($, "og:site_name")).toBe(brand);
      expect(metaContent($, "og:title")).toBe(title);
      expect(metaContent($, "og:description")).toBe(pageData.description);
      expect(metaContent($, "twitter:card")).toBe("summary_large_image");
      expect(metaContent($, "twitter:title")).toBe(title);
      expect(metaContent($, "twitter:description")).toBe(pageData.description);
      expect($('head meta[name="robots"]')).toHaveLength(0);

      const image = metaContent($, "og:image")!;
      expect(metaContent($, "twitter:image")).toBe(image);
      expect(metaContent($, "og:image:alt")).toMatch(/\S/);
      const size = await servedImage(request, image);
      expect(metaContent($, "og:image:width")).toBe(String(size.width));
      expect(metaContent($, "og:image:height")).toBe(String(size.height));
    });
  }

  test("every route the site must serve is published by a page file", () => {
    const published = content.routes.map((r) => r.path);
    expect(REQUIRED_ROUTES.filter((path) => !published.includes(path))).toEqual([]);
  });

  test("home has its search title", async ({ request }) => {
    expect((await served(request, "/home")).$("head title").text()).toBe(`Cloud ERP System | ${brand}`);
  });

  test("every page has a title and a description of its own", async ({ request }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of pageRoutes) {
      const { $ } = await served(request, route);
      const title = $("head title").text();
      const description = metaContent($, "description")!;
      expect(titles.get(title), `${route} and ${titles.get(title)} share the title "${title}"`).toBeUndefined();
      expect(descriptions.get(description), `${route} and ${descriptions.get(description)} share their description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });

  test("home describes the company as an Organization in JSON-LD; other pages do not", async ({ request }) => {
    const { $ } = await served(request, "/home");
    const scripts = $('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts.text());
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: brand,
      url: `${siteUrl}/`,
      logo: `${siteUrl}${content.site.brand.logo}`,
      contactPoint: [{ "@type": "ContactPoint", telephone: content.site.contact.phone, email: content.site.contact.email }],
      sameAs: content.site.social.map((s) => s.href),
    });
    expect((await request.get(new URL(data.logo).pathname)).status()).toBe(200);
    expect((await served(request, "/partners")).$('script[type="application/ld+json"]')).toHaveLength(0);
  });

  test("a page with questions and answers describes them in its head as one schema.org FAQPage, in the words the page shows", async ({
    request,
  }) => {
    const route = "/services/AdminInABox";
    const faq = blockOf(route, "faq");
    const { $ } = await served(request, route);
    const scripts = $('head script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts.text());
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "FAQPage" });
    expect(data.mainEntity.map((q: { name: string }) => q.name)).toEqual(faq.items.map((item) => item.question));
    // Each answer as a visitor reads it when the question is opened: the same words, links as their labels.
    const shown = $("main details")
      .toArray()
      .map((details) => ({
        question: $(details).find("summary").text(),
        answer: $(details).children().not("summary").text().replace(/\s+/g, " ").trim(),
      }));
    expect(
      data.mainEntity.map((q: { name: string; acceptedAnswer: { "@type": string; text: string } }) => ({
        question: q.name,
        answer: q.acceptedAnswer.text,
      })),
    ).toEqual(shown);
    expect(
      data.mainEntity.every(
        (q: { "@type": string; acceptedAnswer: { "@type": string } }) =>
          q["@type"] === "Question" && q.acceptedAnswer["@type"] === "Answer",
      ),
    ).toBe(true);
  });

  test("the not-found page asks not to be indexed and names no canonical URL", async ({ request }) => {
    const { status, $ } = await served(request, "/no-such-page");
    expect(status).toBe(404);
    expect($('head meta[name="robots"]').attr("content")).toBe("noindex");
    expect($('head link[rel="canonical"]')).toHaveLength(0);
    expect($("html").attr("lang")).toBe("en");
    expect($("h1")).toHaveLength(1);
    await servedImage(request, metaContent($, "og:image")!);
  });

  test("the redirect page of / asks not to be indexed", async ({ request }) => {
    // A browser would follow its meta refresh at once.
    const { text } = await served(request, "/index.html");
    expect(text).toContain('<meta name="robots" content="noindex"/>');
    expect(text).toContain('<meta http-equiv="refresh" content="0;url=/home"/>');
  });
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

test.describe("before any script runs", () => {
  for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) {
    test(`${path} is titled Let's talk! and embeds its lead form`, async ({ request }) => {
      const { $ } = await served(request, path);
      expect($("h1").text()).toBe("Let's talk!");
      expect($("iframe")).toHaveLength(1);
      // No address until the page has painted (the site script gives it its data-src); without JavaScript, the <noscript>'s frame loads it at once.
      expect($("iframe").attr("src")).toBeUndefined();
      expect($("iframe").attr("data-src")).toMatch(/formid=\d+&h=[^&]+&topic=contact/);
      expect(noScriptContent($)("iframe").attr("src")).toBe($("iframe").attr("data-src"));
    });
  }

  test("a page's text and links are in the HTML", async ({ request }) => {
    const partners = (await served(request, "/partners")).$;
    expect(partners("#Odoo").text()).toContain("Odoo");
    expect((await served(request, "/termsAndCondition")).$("main").text()).toContain("28 November 2022");
  });

  // One test for all of them: which pages have no island is read from the build, unknown when the tests are listed. Each failure names its page.
  test("a page with no island has its whole text, no island or island data, and no script but the site script", async ({ request }) => {
    expect(staticRoutes()).toEqual(expect.arrayContaining(["/privacyPolicy", "/termsAndCondition", "/cookies"]));
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

test(
  "sitemap.xml lists every page once on the site's URL, and no alias, redirect or not-found page; each is served",
  { tag: "@server" },
  async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.sort()).toEqual(pageRoutes.map((r) => `${siteUrl}${r}`).sort());
    expect(aliasRoutes.length).toBeGreaterThan(0);
    for (const path of [...aliasRoutes, ...content.redirects.map((r) => r.from), "/404"]) expect(locs).not.toContain(`${siteUrl}${path}`);
    for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status(), `${loc} is served`).toBe(200);
  },
);

test("robots.txt lets crawlers in and points them at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
});

test.describe("compression", { tag: "@server" }, () => {
  /** The project's server has no brotli (Debian's nginx and the official image lack the module): it falls back to the build's .gz files. */
  const bestEncoding = (metadata: Record<string, unknown>) => (metadata.brotli === false ? "gzip" : "br");

  for (const accepted of ["br, gzip", "gzip"]) {
    test(`HTML and JavaScript are sent compressed to a browser that accepts ${accepted}, with the best encoding the server has`, async ({
      request,
    }, testInfo) => {
      const encoding = accepted === "gzip" ? "gzip" : bestEncoding(testInfo.project.metadata);
      const html = await request.get("/home", { headers: { "Accept-Encoding": accepted } });
      expect(html.headers()["content-encoding"]).toBe(encoding);
      expect(html.headers()["vary"]).toMatch(/Accept-Encoding/i);
      const text = await html.text();
      expect(text).toContain("<h1");
      // The site script, the page's one script file.
      const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(text)![1]!;
      const js = await request.get(script, { headers: { "Accept-Encoding": accepted } });
      expect(js.headers()["content-encoding"]).toBe(encoding);
      expect(js.headers()["content-type"]).toMatch(/javascript/);
    });
  }

  test("the compressed page is the build's own .gz file, sent as it is (never compressed per request)", async ({ baseURL }) => {
    const answer = await raw(baseURL!, "/home", { headers: { "Accept-Encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.body.equals(readFileSync(join("build", "client", "home", "index.html.gz")))).toBe(true);
  });

  test("a client that accepts no compression gets the files as they are", async ({ request }) => {
    const html = await request.get("/home", { headers: { "Accept-Encoding": "identity" } });
    expect(html.headers()["content-encoding"]).toBeUndefined();
    expect(await html.text()).toContain("<h1");
  });
});
