/**
 * What search engines and link previews read from the prerendered HTML (JavaScript off, as a crawler
 * sees it): titles, descriptions, canonical URLs, Open Graph and Twitter tags with a share image that
 * exists, one h1, the language, the home page's Organization JSON-LD, noindex where a page must not
 * be listed, sitemap.xml and robots.txt; and the server's compression of text responses.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { imageSize } from "image-size";
import { expect, test } from "./test.ts";
import { brand, content } from "../support/content.ts";

const { siteUrl } = content.site;
const pageRoutes = [...content.pages.keys()].sort();
const aliasRoutes = content.routes.filter((r) => r.path !== r.page).map((r) => r.path);

/** The value of the head's `<meta name|property=key>`, or null when the page has none. */
const metaContent = (page: Page, key: string) => page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).first().getAttribute("content");

/** Fetches a share image by its absolute URL from the local build; returns its size in px. */
async function servedImage(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${siteUrl}/`), `${url} is on ${siteUrl}`).toBe(true);
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), `${url} exists in the build`).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(png|jpeg)/);
  return imageSize(await response.body());
}

test.describe("as a crawler reads it (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of content.routes) {
    const pageData = content.pages.get(entry.page)!;
    const isAlias = entry.path !== entry.page;
    test(`${entry.path} has its title, description, one h1, canonical URL and link-preview tags${isAlias ? " (canonical: its page)" : ""}`, async ({ page, request }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("h1")).toHaveCount(1);
      const title = `${pageData.title} | ${brand}`;
      await expect(page).toHaveTitle(title);
      expect(pageData.description.trim()).not.toBe("");
      expect(await metaContent(page, "description")).toBe(pageData.description);

      const canonical = `${siteUrl}${entry.page}`;
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical);
      expect(await metaContent(page, "og:url")).toBe(canonical);
      expect(await metaContent(page, "og:type")).toBe("website");
      expect(await metaContent(page, "og:site_name")).toBe(brand);
      expect(await metaContent(page, "og:title")).toBe(title);
      expect(await metaContent(page, "og:description")).toBe(pageData.description);
      expect(await metaContent(page, "twitter:card")).toBe("summary_large_image");
      expect(await metaContent(page, "twitter:title")).toBe(title);
      expect(await metaContent(page, "twitter:description")).toBe(pageData.description);
      await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

      const image = (await metaContent(page, "og:image"))!;
      expect(await metaContent(page, "twitter:image")).toBe(image);
      expect(await metaContent(page, "og:image:alt")).toMatch(/\S/);
      const size = await servedImage(request, image);
      expect(await metaContent(page, "og:image:width")).toBe(String(size.width));
      expect(await metaContent(page, "og:image:height")).toBe(String(size.height));
    });
  }

  test("every page has a title and a description of its own", async ({ page }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of pageRoutes) {
      await page.goto(route);
      const title = await page.title();
      const description = (await metaContent(page, "description"))!;
      expect(titles.get(title), `${route} and ${titles.get(title)} share the title "${title}"`).toBeUndefined();
      expect(descriptions.get(description), `${route} and ${descriptions.get(description)} share their description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description, route);
    }
  });

  test("home describes the company as an Organization in JSON-LD; other pages do not", async ({ page, request }) => {
    await page.goto("/home");
    const scripts = page.locator('script[type="application/ld+json"]');
    await expect(scripts).toHaveCount(1);
    const data = JSON.parse((await scripts.textContent())!);
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
    await page.goto("/partners");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  });

  test("the not-found page asks not to be indexed and names no canonical URL", async ({ page, request }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveCount(1);
    await servedImage(request, (await metaContent(page, "og:image"))!);
  });

  test("the redirect page of / asks not to be indexed", async ({ request }) => {
    // Read as served: a browser would follow its meta refresh at once.
    const html = await (await request.get("/index.html")).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/home"/>');
  });
});

test("sitemap.xml lists every page once on the site's URL, and no alias, redirect or not-found page", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.sort()).toEqual(pageRoutes.map((r) => `${siteUrl}${r}`).sort());
  expect(aliasRoutes.length).toBeGreaterThan(0);
  for (const path of [...aliasRoutes, ...content.redirects.map((r) => r.from), "/404"]) expect(locs).not.toContain(`${siteUrl}${path}`);
  for (const loc of locs) expect((await request.get(new URL(loc).pathname)).status(), `${loc} is served`).toBe(200);
});

test("robots.txt lets crawlers in and points them at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
});

test.describe("compression", () => {
  for (const encoding of ["br", "gzip"]) {
    test(`HTML and JavaScript are sent ${encoding}-compressed to a browser that accepts ${encoding}`, async ({ request }) => {
      const html = await request.get("/home", { headers: { "Accept-Encoding": encoding } });
      expect(html.headers()["content-encoding"]).toBe(encoding);
      expect(html.headers()["vary"]).toMatch(/Accept-Encoding/i);
      const text = await html.text();
      expect(text).toContain("<h1");
      // The first script the page's module script imports.
      const script = /import "(\/assets\/[^"]+\.js)"/.exec(text)![1]!;
      const js = await request.get(script, { headers: { "Accept-Encoding": encoding } });
      expect(js.headers()["content-encoding"]).toBe(encoding);
      expect(js.headers()["content-type"]).toMatch(/javascript/);
    });
  }

  test("a client that accepts no compression gets the files as they are", async ({ request }) => {
    const html = await request.get("/home", { headers: { "Accept-Encoding": "identity" } });
    expect(html.headers()["content-encoding"]).toBeUndefined();
    expect(await html.text()).toContain("<h1");
  });
});
