/**
 * Pictures sized for the screen: every raster picture a page shows (a JPEG, PNG or WebP under public/,
 * an upload from the editor included) is encoded by the build as AVIF and WebP at the widths the layout
 * can ask for, never wider than the picture itself. The pages name them in `<picture>` sources
 * (src/ui/Picture.tsx) with the original as the `<img>` fallback; SVG pictures stay as they are.
 *
 * The files go to `/images/_/<name>-<width>-<hash>.<avif|webp>`, the hash being that of the picture's
 * bytes, the width, the format and the encoder's settings: a changed picture gets new names, so hosts
 * may keep these files a year (see scripts/static-host.ts). Each encoded file is kept in the build
 * cache (`.build-cache/pictures/`, scripts/build-cache.ts) under the same hash, so a picture that did
 * not change is never encoded again.
 */
import { mkdirSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { imageSize } from "image-size";
import type { Content } from "../src/content/load.ts";
import type { PageData, PictureSet, PictureSets } from "../src/shared/model.ts";
import { hashOf, type FileCache } from "./build-cache.ts";

/** The folder of the encoded pictures inside build/client (and its URL path without the slashes). */
export const PICTURE_FOLDER = "images/_";

/**
 * The widths (px) a picture is encoded at: phones at 1x and 2x (320, 640), tablets and half of a wide
 * screen (960), a wide screen's content column (1280) and full-width banners on large and 2x screens
 * (1920, 2560). A picture narrower than a step is encoded at its own width instead, once.
 */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920, 2560] as const;

/**
 * The formats, best first, with the encoder's settings (sharp; quality 1-100, effort 0-9 / 0-6). AVIF at
 * effort 2, not sharp's default 4: a 1440 × 900 product screen's five widths took 3.6 s instead of 30 s
 * on the 2-core machine under load, for files 11 % larger (166 KB against 150 KB for all five).
 */
export const PICTURE_FORMATS = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
} as const;

/** A picture format the build encodes. */
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/** A raster picture path as pages name them: `/…/name.jpg`, `.jpeg`, `.png` or `.webp`. */
const RASTER_PATH = /^\/[^\s#?]+\.(?:jpe?g|png|webp)$/i;

/** One file to encode: the picture it comes from, its width (px), format, cache key and URL. */
export interface PictureVariant {
  /** The picture's file (absolute path). */
  source: string;
  width: number;
  format: PictureFormat;
  /** The SHA-256 (hex) of the picture's bytes, the width, the format and the encoder's settings: its cache entry. */
  key: string;
  /** Its address on the site: `/images/_/<name>-<width>-<first 10 characters of key>.<format>`. */
  url: string;
}

/**
 * The widths (px) to encode a picture `sourceWidth` px wide at: the steps of {@link PICTURE_WIDTHS}
 * narrower than it, then its own width (at most the last step). Never wider than the picture.
 */
export function pictureWidths(sourceWidth: number): number[] {
  const largest = Math.max(...PICTURE_WIDTHS);
  const own = Math.min(Math.floor(sourceWidth), largest);
  return [...PICTURE_WIDTHS.filter((width) => width < own), own].filter((width) => width > 0);
}

/** The picture's width and height (px) as displayed: EXIF orientations 5-8 turn it a quarter. Null when unreadable. */
function displayedSize(bytes: Buffer): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
    return (size.orientation ?? 1) >= 5 ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

/** A file name part made of letters, digits, `_` and `-` only, from the picture's own name. */
function safeName(path: string): string {
  return (
    basename(path, extname(path))
      .replace(/[^A-Za-z0-9_-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "picture"
  );
}

/**
 * The variants of the picture at `path` (a site path under `publicDir`) and its {@link PictureSet},
 * or null when it is no readable raster picture (a missing file is reported by the validator).
 */
function planPicture(path: string, publicDir: string): { set: PictureSet; variants: PictureVariant[] } | null {
  const source = join(publicDir, path);
  let bytes: Buffer;
  try {
    if (!statSync(source).isFile()) return null;
    bytes = readFileSync(source);
  } catch {
    return null;
  }
  const size = displayedSize(bytes);
  if (!size) return null;
  const sourceHash = hashOf(bytes);
  const variants: PictureVariant[] = [];
  for (const format of Object.keys(PICTURE_FORMATS) as PictureFormat[]) {
    for (const width of pictureWidths(size.width)) {
      const key = hashOf(sourceHash, format, String(width), JSON.stringify(PICTURE_FORMATS[format]));
      variants.push({ source, width, format, key, url: `/${PICTURE_FOLDER}/${safeName(path)}-${width}-${key.slice(0, 10)}.${format}` });
    }
  }
  const srcset = (format: PictureFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(", ");
  return { set: { avif: srcset("avif"), webp: srcset("webp") }, variants };
}

/** Every raster picture path (see {@link RASTER_PATH}) among the strings in `value`, at any depth, in order. */
function rasterPaths(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") {
    if (RASTER_PATH.test(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) rasterPaths(item, found);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) rasterPaths(item, found);
  }
  return found;
}

/** What {@link planPictures} returns: the content with its picture sets, and every file to encode. */
export interface PlannedPictures {
  content: Content;
  variants: PictureVariant[];
}

/**
 * The content with the picture sets of its raster pictures filled in (`pictures` of each page that
 * shows one, from its blocks, and of the site, from the brand, partners and awards the header and
 * footer show; share images are left alone: link previews read the PNG or JPEG itself), and the files
 * to encode for them, each once. Pages without a raster picture are the same objects as before, so
 * their HTML does not change. Reads every raster picture once; never writes.
 */
export function planPictures(content: Content, publicDir: string): PlannedPictures {
  const planned = new Map<string, ReturnType<typeof planPicture>>();
  const variants = new Map<string, PictureVariant>();
  const setsOf = (value: unknown): PictureSets | undefined => {
    const sets: PictureSets = {};
    for (const path of rasterPaths(value)) {
      if (!planned.has(path)) planned.set(path, planPicture(path, publicDir));
      const picture = planned.get(path);
      if (!picture) continue;
      sets[path] = picture.set;
      for (const variant of picture.variants) variants.set(variant.url, variant);
    }
    return Object.keys(sets).length ? sets : undefined;
  };
  const withSets = (page: PageData): PageData => {
    const pictures = setsOf(page.blocks);
    return pictures ? { ...page, pictures } : page;
  };
  const sitePictures = setsOf([content.site.brand, content.site.partners, content.site.awards]);
  return {
    content: {
      ...content,
      site: sitePictures ? { ...content.site, pictures: sitePictures } : content.site,
      pages: new Map([...content.pages].map(([route, page]) => [route, withSets(page)])),
      notFound: withSets(content.notFound),
    },
    variants: [...variants.values()],
  };
}

/** Encodes one variant with sharp: turned as its EXIF orientation says, scaled down to its width, never up. */
async function encode(variant: PictureVariant): Promise<Buffer> {
  // Loaded only when a picture is to be encoded: libvips takes a tenth of a second to load, and a build where no picture changed never uses it.
  const { default: sharp } = await import("sharp");
  const image = sharp(variant.source).rotate().resize({ width: variant.width, withoutEnlargement: true });
  return variant.format === "avif" ? image.avif(PICTURE_FORMATS.avif).toBuffer() : image.webp(PICTURE_FORMATS.webp).toBuffer();
}

/** How many pictures are encoded at once: libvips spreads each over the cores already. */
const ENCODE_CONCURRENCY = 2;

/**
 * Makes sure `cache` holds every variant (entry `<key>.<format>`): those missing are encoded now
 * ({@link ENCODE_CONCURRENCY} at a time) and written whole. Resolves to how many were encoded and how
 * many were already there; rejects, naming the picture, when one cannot be encoded.
 */
export async function encodePictures(variants: readonly PictureVariant[], cache: FileCache): Promise<{ encoded: number; reused: number }> {
  const missing = variants.filter((variant) => !cache.has(`${variant.key}.${variant.format}`));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const variant = missing[next++]!;
      try {
        cache.write(`${variant.key}.${variant.format}`, await encode(variant));
      } catch (error) {
        throw new Error(
          `the picture ${variant.source} could not be made ${variant.width} px wide as ${variant.format.toUpperCase()}: ${(error as Error).message}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: ENCODE_CONCURRENCY }, worker));
  return { encoded: missing.length, reused: variants.length - missing.length };
}

/** Copies every variant from `cache` (see {@link encodePictures}, which must have run) to its URL's place in `clientDir`. */
export function copyPictures(variants: readonly PictureVariant[], cache: FileCache, clientDir: string): void {
  if (variants.length) mkdirSync(join(clientDir, PICTURE_FOLDER), { recursive: true });
  const placed = new Set<string>();
  for (const variant of variants) {
    if (placed.has(variant.url)) continue;
    placed.add(variant.url);
    cache.copyOut(`${variant.key}.${variant.format}`, join(clientDir, variant.url));
  }
}
