/**
 * The build's pictures (scripts/build-pictures.ts): a raster picture a page shows gets AVIF and WebP
 * files at the layout's widths, never wider than itself, named by their content's hash; an SVG gets
 * none; and a picture already encoded is never encoded again.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Content } from "../src/content/load.ts";
import type { PageData } from "../src/shared/model.ts";
import { content as siteContent } from "../tests/support/content.ts";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { FileCache } from "./build-cache.ts";
import { copyPictures, encodePictures, pictureWidths, planPictures } from "./build-pictures.ts";
import { isHashedAsset } from "./static-host.ts";

const tempDir = tempDirs("pictures-");

/** A PNG of `width` x `height` px with a gradient (so the encoders have something to do), in `colour`. */
function png(width: number, height: number, colour = "#0f2a44"): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#f5b301"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A page showing a team portrait (raster) and an icon (SVG) in its blocks. */
function pageShowing(portrait: string): PageData {
  return {
    route: "/team",
    file: "pages/team.yaml",
    title: "Team",
    description: "The team.",
    scrollOffset: { mobile: 200, desktop: 200 },
    blocks: [
      { type: "pageHeader", id: "top", title: "Our team" },
      {
        type: "team",
        id: "people",
        heading: "People",
        members: [{ name: "Ana", role: "Founder", image: { src: portrait, alt: "Ana", width: 700, height: 500 } }],
      },
      { type: "cardGrid", id: "cards", heading: "Cards", cards: [{ title: "One", text: "A card.", icon: "/images/icons/check.svg" }] },
    ] as PageData["blocks"],
  };
}

/** The site's content with one more page, `page`. */
function contentWith(page: PageData): Content {
  return { ...siteContent, pages: new Map([...siteContent.pages, [page.route, page]]) };
}

describe("pictures sized for the screen", () => {
  it("never makes a picture wider than it is: the steps below its width, then its own width", () => {
    expect(pictureWidths(700)).toEqual([320, 640, 700]);
    expect(pictureWidths(320)).toEqual([320]);
    expect(pictureWidths(200)).toEqual([200]);
    expect(pictureWidths(5000)).toEqual([320, 640, 960, 1280, 1920, 2560]);
  });

  it("gives a page's raster picture AVIF and WebP files at its widths, named by their hash, and leaves SVG pictures and pages without a raster picture alone", async () => {
    const publicDir = tempDir();
    mkdirSync(join(publicDir, "images/team"), { recursive: true });
    writeFileSync(join(publicDir, "images/team/ana.png"), await png(700, 500));
    const planned = planPictures(contentWith(pageShowing("/images/team/ana.png")), publicDir);

    const set = planned.content.pages.get("/team")!.pictures!["/images/team/ana.png"]!;
    expect(set.avif).toMatch(
      /^\/images\/_\/ana-320-[0-9a-f]{10}\.avif 320w, \/images\/_\/ana-640-[0-9a-f]{10}\.avif 640w, \/images\/_\/ana-700-[0-9a-f]{10}\.avif 700w$/,
    );
    expect(set.webp).toMatch(
      /^\/images\/_\/ana-320-[0-9a-f]{10}\.webp 320w, \/images\/_\/ana-640-[0-9a-f]{10}\.webp 640w, \/images\/_\/ana-700-[0-9a-f]{10}\.webp 700w$/,
    );
    // Only the raster picture: the SVG icon of the same page has no set.
    expect(Object.keys(planned.content.pages.get("/team")!.pictures!)).toEqual(["/images/team/ana.png"]);
    // Every page of the site is SVG only: the same objects, so their HTML does not change.
    for (const [route, page] of siteContent.pages) expect(planned.content.pages.get(route)).toBe(page);
    expect(planned.variants.map((v) => `${v.format} ${v.width}`)).toEqual([
      "avif 320",
      "avif 640",
      "avif 700",
      "webp 320",
      "webp 640",
      "webp 700",
    ]);
    expect(planned.variants.every((v) => isHashedAsset(v.url.slice(1)))).toBe(true);

    const cache = new FileCache(join(tempDir(), "pictures"));
    const clientDir = tempDir();
    expect(await encodePictures(planned.variants, cache)).toEqual({ encoded: 6, reused: 0 });
    copyPictures(planned.variants, cache, clientDir);
    for (const variant of planned.variants) {
      const meta = await sharp(readFileSync(join(clientDir, variant.url))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        variant.format === "avif" ? "heif" : "webp",
        variant.width,
        Math.round((500 * variant.width) / 700),
      ]);
      if (variant.format === "avif") expect(meta.compression).toBe("av1");
    }
  });

  it("never encodes a picture again once it is in the cache, and gives a changed picture new names", async () => {
    const publicDir = tempDir();
    mkdirSync(join(publicDir, "images/team"), { recursive: true });
    writeFileSync(join(publicDir, "images/team/ana.png"), await png(400, 300));
    const cacheDir = join(tempDir(), "pictures");
    const first = planPictures(contentWith(pageShowing("/images/team/ana.png")), publicDir);
    expect(await encodePictures(first.variants, new FileCache(cacheDir))).toEqual({ encoded: 4, reused: 0 });

    const again = planPictures(contentWith(pageShowing("/images/team/ana.png")), publicDir);
    expect(again.variants.map((v) => v.url)).toEqual(first.variants.map((v) => v.url));
    expect(await encodePictures(again.variants, new FileCache(cacheDir))).toEqual({ encoded: 0, reused: 4 });

    writeFileSync(join(publicDir, "images/team/ana.png"), await png(400, 300, "#8a1c1c"));
    const changed = planPictures(contentWith(pageShowing("/images/team/ana.png")), publicDir);
    expect(changed.variants.map((v) => v.url).filter((url) => first.variants.some((v) => v.url === url))).toEqual([]);
    expect(await encodePictures(changed.variants, new FileCache(cacheDir))).toEqual({ encoded: 4, reused: 0 });
  });
});
