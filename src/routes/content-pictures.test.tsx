/**
 * A route's pictures as the prerender writes them, the whole document rendered (head included, where
 * React puts preloads): the page's LCP picture (the hero's first slide, or the first picture of the
 * first screen) is preloaded at high priority and loads at once, every picture further down loads
 * lazily and is decoded off the main thread, and a raster picture the build encoded comes as AVIF and
 * WebP sources sized for the layout.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load, type CheerioAPI } from "cheerio";
import { renderToString } from "react-dom/server";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Content } from "../content/load.ts";
import { IslandPrerenderContext } from "../islands/Island.tsx";
import { islandPrerender } from "../islands/prerender.tsx";
import { SiteShell } from "../layout/SiteShell.tsx";
import type { PageData } from "../shared/model.ts";
import { planPictures } from "../../scripts/build-pictures.ts";
import { content } from "../../tests/support/content.ts";
import { tempDirs } from "../../tests/support/temp-dirs.ts";
import ContentRoute from "./content.tsx";

const tempDir = tempDirs("route-pictures-");

/** The document of `page`'s route, as the prerender renders it (without the router's own tags), parsed. */
function renderRoute(
  page: PageData,
  site = content.site,
  opts: { islands?: boolean; alias?: { path: string; section: string } } = {},
): CheerioAPI {
  const loaderData = {
    kind: "page",
    page,
    section: opts.alias?.section ?? null,
    brand: site.brand.name,
    siteUrl: site.siteUrl,
    path: opts.alias?.path ?? page.route,
    shareImage: null,
    organization: null,
  };
  return renderDocument({ loaderData, matches: [] }, site, opts.alias?.path ?? page.route, opts);
}

/** The document of a path no page publishes: the content route's not-found page, from the root's `notFound`. */
function renderNotFound(notFound: PageData, site = content.site): CheerioAPI {
  const root = { site, notFound, redirects: content.redirects };
  return renderDocument({ loaderData: { kind: "notFound" }, matches: [{ id: "root", data: root }] }, site, "/no-such-page");
}

/** The content route with `props` (its loader's data and the root's) inside the site's shell, rendered and parsed. */
function renderDocument(props: object, site: typeof content.site, pathname: string, opts: { islands?: boolean } = {}): CheerioAPI {
  const document = (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <SiteShell site={site} pathname={pathname}>
          <ContentRoute {...(props as Parameters<typeof ContentRoute>[0])} />
        </SiteShell>
      </body>
    </html>
  );
  // As the prerender does: each island rendered as its own root, its props beside it.
  const html = renderToString(
    opts.islands ? <IslandPrerenderContext value={islandPrerender(renderToString)}>{document}</IslandPrerenderContext> : document,
  );
  return load(html);
}

/** The `<img>` elements of the page's blocks (not the header's or footer's), by their `src`. */
function blockImages($: CheerioAPI) {
  return $("main img")
    .toArray()
    .map((img) => ({
      src: $(img).attr("src"),
      loading: $(img).attr("loading"),
      decoding: $(img).attr("decoding"),
      priority: $(img).attr("fetchpriority"),
    }));
}

/** A PNG of `width` x `height` px. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#0f2a44" } })
    .png()
    .toBuffer();
}

describe("a route's pictures", () => {
  it("/home: the hero's first slide is preloaded at high priority and loads at once; every picture below the first screen is lazy and decoded off the main thread", () => {
    const page = content.pages.get("/home")!;
    const hero = page.blocks[0]!;
    if (hero.type !== "hero") throw new Error("/home starts with its hero");
    const $ = renderRoute(page);
    const preloads = $('head link[rel="preload"][as="image"][fetchpriority="high"]')
      .toArray()
      .map((link) => [$(link).attr("href"), $(link).attr("media")]);
    expect(preloads).toEqual([
      [hero.slides[0]!.srcMobile, "(max-width: 767.98px)"],
      [hero.slides[0]!.srcDesktopTablet, "(min-width: 768px)"],
    ]);
    const images = blockImages($);
    expect(images[0]).toMatchObject({ src: hero.slides[0]!.srcMobile, priority: "high", loading: "eager" });
    // The other slides, and everything under the hero and the block after it, wait until they are near.
    const later = images.filter(
      (img) => img.src !== hero.slides[0]!.srcMobile && !$(`main > .page-blocks > :nth-child(-n+2) img[src="${img.src}"]`).length,
    );
    expect(later.length).toBeGreaterThan(3);
    expect(later.filter((img) => img.loading !== "lazy" || img.decoding !== "async")).toEqual([]);
    expect(images.filter((img) => img.priority === "high")).toHaveLength(1);
  });

  it("an alias route opens at its section: that section's picture is the LCP picture, preloaded; the hero above it, out of view, loads lazily and is not preloaded", () => {
    const alias = content.routes.find((r) => r.path !== r.page && r.section && r.page === "/precisionERP")!;
    const page = content.pages.get(alias.page)!;
    const hero = page.blocks[0]!;
    if (hero.type !== "hero") throw new Error(`${alias.page} starts with its hero`);
    const $ = renderRoute(page, content.site, { islands: true, alias: { path: alias.path, section: alias.section! } });
    const section = page.blocks.find((b) => "id" in b && b.id === alias.section);
    if (section?.type !== "bulletSection" || !section.image) throw new Error(`${alias.path} opens at a section with a picture`);
    const sectionPicture = $(`#${alias.section} img[src="${section.image.src}"]`);
    expect(sectionPicture).toHaveLength(1);
    expect(sectionPicture.attr("fetchpriority")).toBe("high");
    expect(sectionPicture.attr("loading")).toBe("eager");
    const preloads = $('head link[rel="preload"][as="image"][fetchpriority="high"]').toArray();
    expect(preloads.map((link) => $(link).attr("href"))).toEqual([sectionPicture.attr("src")]);
    expect(blockImages($).find((img) => img.src === hero.slides[0]!.srcMobile)).toMatchObject({ loading: "lazy", decoding: "async" });
    expect($("main img[fetchpriority]")).toHaveLength(1);
    // The same page on its own route: the hero is its LCP picture again.
    expect(renderRoute(page, content.site, { islands: true })('head link[rel="preload"][fetchpriority="high"]').attr("href")).toBe(
      hero.slides[0]!.srcMobile,
    );
  });

  it("a page without a hero: its first picture on the first screen is its LCP picture, preloaded; no other picture is", () => {
    const page = content.pages.get("/aboutus")!;
    const $ = renderRoute(page);
    const first = $("main img").first();
    expect(first.attr("fetchpriority")).toBe("high");
    expect(first.attr("loading")).not.toBe("lazy");
    expect($('head link[rel="preload"][as="image"][fetchpriority="high"]').attr("href")).toBe(first.attr("src"));
    expect($("main img[fetchpriority]")).toHaveLength(1);
  });

  it("a raster hero and picture: AVIF and WebP sources sized for the layout, the AVIF set preloaded, the original as the fallback", async () => {
    const publicDir = tempDir();
    mkdirSync(join(publicDir, "images/hero"), { recursive: true });
    mkdirSync(join(publicDir, "images/content"), { recursive: true });
    writeFileSync(
      join(publicDir, "images/hero/yard-mobile.jpg"),
      await sharp(await png(750, 900))
        .jpeg()
        .toBuffer(),
    );
    writeFileSync(join(publicDir, "images/hero/yard-desktop.png"), await png(2000, 780));
    writeFileSync(
      join(publicDir, "images/content/story.webp"),
      await sharp(await png(1200, 800))
        .webp()
        .toBuffer(),
    );
    const page: PageData = {
      route: "/yard",
      file: "pages/yard.yaml",
      title: "Yard",
      description: "The yard.",
      scrollOffset: { mobile: 200, desktop: 200 },
      blocks: [
        {
          type: "hero",
          heading: "The yard",
          slides: [
            { srcMobile: "/images/hero/yard-mobile.jpg", srcDesktopTablet: "/images/hero/yard-desktop.png", alt: "Cranes in the yard" },
          ],
        },
        { type: "richText", id: "intro", heading: "Intro", body: ["Some text."] },
        {
          type: "mediaText",
          id: "story",
          heading: "Our story",
          body: ["Told with a picture."],
          image: { src: "/images/content/story.webp", alt: "The story", width: 1200, height: 800 },
        },
      ] as PageData["blocks"],
    };
    const planned = planPictures({ ...content, pages: new Map([[page.route, page]]) } as Content, publicDir);
    const $ = renderRoute(planned.content.pages.get("/yard")!);

    const preloads = $('head link[rel="preload"][as="image"]').filter((_, link) => $(link).attr("type") === "image/avif");
    expect(
      preloads
        .toArray()
        .map((link) => [
          $(link).attr("fetchpriority"),
          $(link).attr("media"),
          $(link).attr("imagesizes"),
          widthsOf($(link).attr("imagesrcset")),
        ]),
    ).toEqual([
      ["high", "(max-width: 767.98px)", "100vw", [320, 640, 750]],
      ["high", "(min-width: 768px)", "100vw", [320, 640, 960, 1280, 1920, 2000]],
    ]);

    const hero = $("main picture").first();
    const heroSources = hero
      .find("source")
      .toArray()
      .map((s) => [$(s).attr("type") ?? "original", $(s).attr("media") ?? "", widthsOf($(s).attr("srcset"))]);
    expect(heroSources).toEqual([
      ["image/avif", "(min-width: 768px)", [320, 640, 960, 1280, 1920, 2000]],
      ["image/webp", "(min-width: 768px)", [320, 640, 960, 1280, 1920, 2000]],
      ["original", "(min-width: 768px)", []],
      ["image/avif", "", [320, 640, 750]],
      ["image/webp", "", [320, 640, 750]],
    ]);
    expect(hero.find("img").attr("src")).toBe("/images/hero/yard-mobile.jpg");
    expect(hero.find("img").attr("fetchpriority")).toBe("high");

    const story = $('main img[alt="The story"]');
    expect([
      story.attr("src"),
      story.attr("width"),
      story.attr("height"),
      story.attr("loading"),
      story.attr("decoding"),
      story.attr("fetchpriority"),
    ]).toEqual(["/images/content/story.webp", "1200", "800", "lazy", "async", undefined]);
    const storySources = story.parent("picture").find("source");
    expect(storySources.toArray().map((s) => $(s).attr("type"))).toEqual(["image/avif", "image/webp"]);
    // Half the content column from 992 px: a 1,200 px picture needs no more than that.
    expect(storySources.first().attr("sizes")).toBe(
      "(min-width: 1296px) 592px, (min-width: 992px) calc(50vw - 56px), (min-width: 768px) 640px, calc(100vw - 48px)",
    );
    expect(widthsOf(storySources.first().attr("srcset"))).toEqual([320, 640, 960, 1200]);
  });
});

describe("the not-found page's pictures", () => {
  it("a raster picture on the not-found page comes as AVIF and WebP sources, and is its preloaded LCP picture", async () => {
    const publicDir = tempDir();
    mkdirSync(join(publicDir, "images/content"), { recursive: true });
    writeFileSync(join(publicDir, "images/content/lost.png"), await png(900, 600));
    const notFound: PageData = {
      ...content.notFound,
      blocks: [
        ...content.notFound.blocks,
        {
          type: "mediaText",
          id: "lost",
          heading: "Lost?",
          body: ["Try the menu."],
          image: { src: "/images/content/lost.png", alt: "A signpost", width: 900, height: 600 },
        },
      ] as PageData["blocks"],
    };
    const planned = planPictures({ ...content, notFound } as Content, publicDir);
    const sets = planned.content.notFound.pictures!;
    const $ = renderNotFound(planned.content.notFound);

    expect($("main h1").text()).toBe("Uh Oh! Page not found!");
    const picture = $('main img[alt="A signpost"]').parent("picture");
    expect(
      picture
        .find("source")
        .toArray()
        .map((source) => [$(source).attr("type"), $(source).attr("srcset")]),
    ).toEqual([
      ["image/avif", sets["/images/content/lost.png"]!.avif],
      ["image/webp", sets["/images/content/lost.png"]!.webp],
    ]);
    expect(widthsOf(sets["/images/content/lost.png"]!.avif)).toEqual([320, 640, 900]);
    expect($('head link[rel="preload"][as="image"][type="image/avif"]').attr("imagesrcset")).toBe(sets["/images/content/lost.png"]!.avif);
  });
});

/** The widths (px) a `srcset` offers, in order; none for a single URL without a width. */
function widthsOf(srcset: string | undefined): number[] {
  return [...(srcset ?? "").matchAll(/ (\d+)w/g)].map((m) => Number(m[1]));
}

describe("an island's pictures", () => {
  it("travel with its props: a carousel hero's slides get their sources in its prerendered HTML and their picture sets, and only theirs, in data-island-pictures", async () => {
    const publicDir = tempDir();
    mkdirSync(join(publicDir, "images/hero"), { recursive: true });
    mkdirSync(join(publicDir, "images/content"), { recursive: true });
    for (const name of ["one-mobile", "two-mobile"]) writeFileSync(join(publicDir, `images/hero/${name}.png`), await png(750, 900));
    writeFileSync(join(publicDir, "images/content/story.png"), await png(800, 600));
    const page: PageData = {
      route: "/slides",
      file: "pages/slides.yaml",
      title: "Slides",
      description: "Slides.",
      scrollOffset: { mobile: 200, desktop: 200 },
      blocks: [
        {
          type: "hero",
          heading: "Two slides",
          slides: [
            { srcMobile: "/images/hero/one-mobile.png", srcDesktopTablet: "/images/hero/home-1-desktop.svg", alt: "One" },
            // A heading of its own: a hero rotates (and is an island) only when each later slide has one.
            {
              srcMobile: "/images/hero/two-mobile.png",
              srcDesktopTablet: "/images/hero/home-2-desktop.svg",
              alt: "Two",
              heading: "The second slide",
            },
          ],
        },
        {
          type: "mediaText",
          id: "story",
          heading: "Our story",
          body: ["Told with a picture."],
          image: { src: "/images/content/story.png", alt: "The story", width: 800, height: 600 },
        },
      ] as PageData["blocks"],
    };
    const planned = planPictures({ ...content, pages: new Map([[page.route, page]]) } as Content, publicDir);
    const sets = planned.content.pages.get("/slides")!.pictures!;
    const $ = renderRoute(planned.content.pages.get("/slides")!, content.site, { islands: true });

    const island = $('[data-island="hero"]');
    const key = island.attr("data-key");
    expect(JSON.parse($(`script[data-island-pictures="${key}"]`).text())).toEqual({
      "/images/hero/one-mobile.png": sets["/images/hero/one-mobile.png"],
      "/images/hero/two-mobile.png": sets["/images/hero/two-mobile.png"],
    });
    expect(
      island
        .find('source[type="image/avif"]')
        .toArray()
        .map((source) => $(source).attr("srcset")),
    ).toEqual([sets["/images/hero/one-mobile.png"]!.avif, sets["/images/hero/two-mobile.png"]!.avif]);
  });
});
