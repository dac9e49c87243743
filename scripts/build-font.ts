/**
 * The brand typeface cut down to what the site shows (docs/performance.md, "The brand typeface"): the
 * build replaces each self-hosted font the stylesheets load (`@font-face` with a woff2 file under
 * /assets/) with two parts ({@link FONT_PARTS}: the characters nearly every page shows, and the rest
 * of Latin-1, fetched only by a page that shows one), each cut with `subset-font` (HarfBuzz) to the
 * weights the `@font-face` declares and to the OpenType features browsers apply or the stylesheets
 * ask for. Inter's Latin file of 48 KB becomes 21 KB for nearly every page: on a simulated slow 4G
 * phone, fetched beside the first paint, it delays the largest paint by about 0.15 s instead of
 * 0.34 s. Each part is cached under a hash of the font, its characters, the weights, the features and
 * the subsetter's version: only the first build makes them.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import subsetFont from "subset-font";
import { hashOf, type FileCache } from "./build-cache.ts";

/** A font a stylesheet loads: its file's URL (`/assets/….woff2`) and, for a variable font, the weight range its `@font-face` declares. */
export interface FontFace {
  url: string;
  weight?: { min: number; max: number };
}

/** An `@font-face` rule of a stylesheet, whole. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The URL of the woff2 file under /assets/ an `@font-face` rule loads, if it loads one. */
const woff2Url = (rule: string) => /url\(\s*["']?(\/assets\/[\w.-]+\.woff2)["']?\s*\)/.exec(rule)?.[1];

/** Every `@font-face` of `css` whose source is a woff2 file under /assets/, once per URL, in order. */
export function fontFaces(css: string): FontFace[] {
  const faces = new Map<string, FontFace>();
  for (const [rule] of css.matchAll(FONT_FACE)) {
    const url = woff2Url(rule);
    if (!url || faces.has(url)) continue;
    const range = /font-weight\s*:\s*(\d+)\s+(\d+)/.exec(rule);
    faces.set(url, range ? { url, weight: { min: Number(range[1]), max: Number(range[2]) } } : { url });
  }
  return [...faces.values()];
}

/** The characters from `from` to `to` (code points, both included). */
const range = (from: number, to: number) => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * The parts every font is cut into, each an `@font-face` of its own with its `unicode-range`, so that
 * a browser fetches a part only for a page that shows one of its characters: the first (named like
 * the font) holds printable ASCII, the no-break space the headlines keep a dash with, ©, ®, °, ·, ×,
 * General Punctuation (dashes, quotes, bullets, ellipsis, thin spaces), €, ™, the arrows and the minus
 * sign, what nearly every page shows; the second (`-latin1`) the rest of Latin-1: the accented letters
 * of Western European names and the other signs. The same whatever the content, so that a page never
 * changes another page's files; a character outside both is drawn in the metric-matched fallback
 * face, as one outside the font's Latin file always was.
 */
export const FONT_PARTS: readonly { suffix: string; characters: string }[] = [
  {
    suffix: "",
    characters: `${range(0x20, 0x7e)}\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7${range(0x2000, 0x206f)}\u20ac\u2122\u2190\u2191\u2192\u2193\u2212`,
  },
  { suffix: "-latin1", characters: [...range(0xa1, 0xff)].filter((c) => !"\u00a9\u00ae\u00b0\u00b7\u00d7".includes(c)).join("") },
];

/** The OpenType features browsers apply to Latin text by themselves; a part keeps them, and those the stylesheets ask for ({@link layoutFeatures}). */
const DEFAULT_FEATURES = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "clig", "rlig", "rclt", "rvrn"];

/** The `font-variant-*` keywords of CSS and the OpenType feature each turns on. */
const VARIANT_FEATURES: Readonly<Record<string, string>> = {
  "lining-nums": "lnum",
  "oldstyle-nums": "onum",
  "proportional-nums": "pnum",
  "tabular-nums": "tnum",
  "diagonal-fractions": "frac",
  "stacked-fractions": "afrc",
  ordinal: "ordn",
  "slashed-zero": "zero",
  "small-caps": "smcp",
  "all-small-caps": "c2sc",
  "discretionary-ligatures": "dlig",
  "historical-ligatures": "hlig",
  super: "sups",
  sub: "subs",
};

/**
 * The OpenType features a font keeps: {@link DEFAULT_FEATURES} and every one `css` asks for, by a
 * `font-variant-*` keyword (`tabular-nums` is `tnum`) or by tag in `font-feature-settings`; sorted.
 * The others (Inter's stylistic sets and alternates) and the glyphs only they reach are dropped.
 */
export function layoutFeatures(css: string): string[] {
  const features = new Set(DEFAULT_FEATURES);
  for (const [, value] of css.matchAll(/font-variant(?:-[a-z]+)?\s*:\s*([^;}]+)/g))
    for (const word of value!.trim().split(/\s+/)) if (VARIANT_FEATURES[word]) features.add(VARIANT_FEATURES[word]);
  for (const [, value] of css.matchAll(/font-feature-settings\s*:\s*([^;}]+)/g))
    for (const [, tag] of value!.matchAll(/["']([\x20-\x7e]{4})["']/g)) features.add(tag!);
  return [...features].sort();
}

/** `characters` as a CSS `unicode-range` value: `U+20-7E,U+A0,…`, runs of consecutive code points as ranges. */
export function unicodeRange(characters: string): string {
  const codes = [...new Set([...characters].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < codes.length;) {
    let j = i;
    while (j + 1 < codes.length && codes[j + 1] === codes[j]! + 1) j++;
    const hex = (code: number) => code.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(codes[i]!)}` : `U+${hex(codes[i]!)}-${hex(codes[j]!)}`);
    i = j + 1;
  }
  return parts.join(",");
}

/** The subsetter's own version and HarfBuzz's, part of every cache key: another version may cut a font differently. */
function subsetterVersion(): string {
  const require = createRequire(import.meta.url);
  // Read from the package's folder: harfbuzzjs does not export its package.json.
  const version = (name: string) => {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, "package.json");
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version;
    }
    return "unknown";
  };
  return `subset-font ${version("subset-font")}, harfbuzzjs ${version("harfbuzzjs")}`;
}

/** Makes (or takes from `cache`) the part of `original` for `characters`; resolves to its cache entry and whether it was made now. */
async function cutPart(params: {
  original: Buffer;
  url: string;
  characters: string;
  axes: { wght: { min: number; max: number } } | undefined;
  features: string[];
  version: string;
  cache: FileCache;
}): Promise<{ entry: string; made: boolean }> {
  const { original, characters, axes, features } = params;
  const entry = `${hashOf(original, characters, JSON.stringify(axes ?? null), features.join(","), params.version)}.woff2`;
  if (params.cache.has(entry)) return { entry, made: false };
  // keepFeatures is in subset-font's API but not in its published types.
  const options = { targetFormat: "woff2" as const, keepFeatures: features, ...(axes ? { variationAxes: axes } : {}) };
  try {
    params.cache.write(entry, await subsetFont(original, characters, options));
  } catch (error) {
    throw new Error(`the font ${params.url} could not be cut to its Latin characters: ${(error as Error).message}`, { cause: error });
  }
  return { entry, made: true };
}

/**
 * Replaces every font the stylesheets under `clientDir`/assets load (see {@link fontFaces}) with its
 * parts ({@link FONT_PARTS}), each cut to its characters, the weights the `@font-face` declares and
 * the features of {@link layoutFeatures}, and named `<name><suffix>-<8 characters of its hash>.woff2`:
 * writes the parts, puts an `@font-face` for each (its `unicode-range` its characters) where the
 * font's was, and removes the original. Resolves to each font's old URL and its first part's (what a
 * preload names), how many parts were written and how many of them were made now rather than taken
 * from `cache`. Rejects, naming
 * the font, when one cannot be read or cut.
 */
export async function subsetFonts(params: {
  clientDir: string;
  cache: FileCache;
}): Promise<{ renamed: Map<string, string>; made: number; parts: number }> {
  const assets = join(params.clientDir, "assets");
  const styles = existsSync(assets) ? readdirSync(assets).filter((name) => name.endsWith(".css")) : [];
  const css = new Map(styles.map((name) => [name, readFileSync(join(assets, name), "utf8")]));
  const allCss = [...css.values()].join("\n");
  const faces = fontFaces(allCss);
  const renamed = new Map<string, string>();
  const parts = new Map<string, { url: string; characters: string }[]>();
  let made = 0;
  const features = layoutFeatures(allCss);
  const version = subsetterVersion();
  for (const face of faces) {
    const file = join(params.clientDir, face.url);
    const original = readFileSync(file);
    const axes = face.weight ? { wght: face.weight } : undefined;
    const stem = face.url.replace(/-[\w-]{8}\.woff2$/, "").replace(/\.woff2$/, "");
    const urls: { url: string; characters: string }[] = [];
    for (const part of FONT_PARTS) {
      const cut = await cutPart({ original, url: face.url, characters: part.characters, axes, features, version, cache: params.cache });
      if (cut.made) made++;
      const url = `${stem}${part.suffix}-${cut.entry.slice(0, 8)}.woff2`;
      params.cache.copyOut(cut.entry, join(params.clientDir, url));
      urls.push({ url, characters: part.characters });
    }
    rmSync(file);
    renamed.set(face.url, urls[0]!.url);
    parts.set(face.url, urls);
  }
  for (const [name, text] of css) {
    const rewritten = text.replace(FONT_FACE, (rule) => {
      const url = woff2Url(rule);
      const cut = url && parts.get(url);
      if (!cut) return rule;
      return cut
        .map(({ url: partUrl, characters }) => {
          const range = `unicode-range:${unicodeRange(characters)}`;
          const named = rule.replace(url, partUrl);
          return /unicode-range\s*:[^;}]*/.test(named)
            ? named.replace(/unicode-range\s*:[^;}]*/, range)
            : named.replace(/\}$/, `;${range}}`);
        })
        .join("");
    });
    if (rewritten !== text) writeFileSync(join(assets, name), rewritten);
  }
  return { renamed, made, parts: faces.length * FONT_PARTS.length };
}
