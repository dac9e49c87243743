/**
 * The files each page points at, read from the served HTML without a browser: every picture a page
 * can show (each `<img>` source and each `<source>` of a `<picture>`) is served, and the home hero's
 * first slide, its LCP element, is in the HTML as one `<picture>` with both its images. That every
 * picture is served (tagged @server) is checked against a real nginx too.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { content } from "../support/content.ts";
import { served } from "./served.ts";

/** Status of each asset URL, fetched once per worker: many pages share the header's and footer's logos. */
const statuses = new Map<string, Promise<number>>();
const statusOf = (request: APIRequestContext, url: string) => {
  if (!statuses.has(url))
    statuses.set(
      url,
      request.get(url).then((r) => r.status()),
    );
  return statuses.get(url)!;
};

/** The URLs of a `srcset` value: each candidate's address, without its width or density descriptor. */
const srcsetUrls = (srcset: string | undefined) =>
  (srcset ?? "")
    .split(",")
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Routes a visitor is sure to find pictures on (the site's header and footer alone have logos). */
const WITH_PICTURES = ["/home", "/resources", "/aboutus", "/verticals/rentals", "/partners"];

for (const path of [...content.routes.map((r) => r.path), "/no-such-page"]) {
  test(`${path}: no picture is broken`, { tag: "@server" }, async ({ request }) => {
    const { $ } = await served(request, path);
    const sources = new Set(
      [
        ...$("img")
          .toArray()
          .flatMap((img) => [$(img).attr("src"), ...srcsetUrls($(img).attr("srcset"))]),
        ...$("picture source")
          .toArray()
          .flatMap((s) => srcsetUrls($(s).attr("srcset"))),
      ].filter((s): s is string => !!s),
    );
    if (WITH_PICTURES.includes(path)) expect(sources.size, path).toBeGreaterThan(0);
    for (const src of sources) expect(await statusOf(request, src), `${path}: ${src}`).toBe(200);
  });
}

test("the home hero's first slide is in the HTML as a <picture> with both images, at high priority", async ({ request }) => {
  const hero = content.pages.get("/home")!.blocks.find((b) => b.type === "hero");
  if (hero?.type !== "hero") throw new Error("/home has no hero block");
  const slide = hero.slides[0]!;
  const { text } = await served(request, "/home");
  const picture = text.slice(text.indexOf("<picture"), text.indexOf("</picture>"));
  expect(picture).toContain(`srcSet="${slide.srcDesktopTablet}"`);
  expect(picture).toContain(`src="${slide.srcMobile}"`);
  expect(picture).toContain('fetchPriority="high"');
});
