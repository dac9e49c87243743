import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { FileCache } from "./build-cache.ts";
import { FONT_PARTS, fontFaces, layoutFeatures, subsetFonts, unicodeRange } from "./build-font.ts";
import { isHashedAsset } from "./static-host.ts";

const INTER = join(process.cwd(), "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");
const temporary = tempDirs("build-font-");

/** A stylesheet as the router's build writes it: Inter's @font-face (variable, 400 to 800) and rules that use its figures. */
const CSS =
  '@font-face{font-family:Inter;font-style:normal;font-weight:400 800;font-display:swap;src:url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2) format("woff2-variations");unicode-range:U+0000-00FF,U+2000-206F}' +
  '@font-face{font-family:Inter Fallback;src:local("Arial")}.stat{font-variant-numeric:lining-nums}.tour{font-variant-numeric:tabular-nums}';

/** A client folder with Inter and {@link CSS}. */
function clientDir(): string {
  const dir = temporary();
  mkdirSync(join(dir, "assets"));
  cpSync(INTER, join(dir, "assets/inter-latin-wght-normal-Dx4kXJAl.woff2"));
  writeFileSync(join(dir, "assets/root-AAAAAAAA.css"), CSS);
  return dir;
}

describe("reading the stylesheets", () => {
  it("finds each self-hosted woff2 font once, with the weight range it declares", () => {
    expect(fontFaces(`${CSS}${CSS}`)).toEqual([{ url: "/assets/inter-latin-wght-normal-Dx4kXJAl.woff2", weight: { min: 400, max: 800 } }]);
    expect(fontFaces('@font-face{font-family:X;src:url("/assets/x-12345678.woff2")}')).toEqual([{ url: "/assets/x-12345678.woff2" }]);
    expect(fontFaces('@font-face{font-family:Y;src:local("Arial")}')).toEqual([]);
  });

  it("keeps the features browsers apply and those the stylesheets ask for, by keyword or by tag", () => {
    expect(layoutFeatures(CSS)).toEqual([
      "calt",
      "ccmp",
      "clig",
      "kern",
      "liga",
      "lnum",
      "locl",
      "mark",
      "mkmk",
      "rclt",
      "rlig",
      "rvrn",
      "tnum",
    ]);
    expect(layoutFeatures('.a{font-feature-settings:"ss01" 1,"cv11"}.b{font-variant-caps:small-caps}')).toEqual(
      expect.arrayContaining(["ss01", "cv11", "smcp", "kern"]),
    );
  });

  it("writes characters as a unicode-range, runs as ranges", () => {
    expect(unicodeRange("abcx\u00a0\u2013")).toBe("U+61-63,U+78,U+A0,U+2013");
    expect(unicodeRange(FONT_PARTS[0]!.characters)).toBe(
      "U+20-7E,U+A0,U+A9,U+AE,U+B0,U+B7,U+D7,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212",
    );
  });

  it("puts every character of Latin-1 and the punctuation in exactly one part", () => {
    const [common, latin1] = FONT_PARTS.map((part) => [...part.characters]);
    expect(common!.filter((c) => latin1!.includes(c))).toEqual([]);
    for (const c of "Résumé café naïve — “quoted” … © ® × € ™ → \u00a0")
      expect(`${c}: ${[...common!, ...latin1!].includes(c)}`).toBe(`${c}: true`);
  });
});

describe("cutting the fonts", { timeout: 30_000 }, () => {
  it("replaces the font with two smaller parts, each with its own @font-face and unicode-range, hashed, the original gone", async () => {
    const dir = clientDir();
    const cache = new FileCache(join(temporary(), "fonts"));
    const cut = await subsetFonts({ clientDir: dir, cache });
    const fonts = readdirSync(join(dir, "assets")).filter((name) => name.endsWith(".woff2"));
    expect(fonts).toHaveLength(2);
    expect(fonts).not.toContain("inter-latin-wght-normal-Dx4kXJAl.woff2");
    for (const name of fonts) expect({ name, hashed: isHashedAsset(`assets/${name}`) }).toEqual({ name, hashed: true });
    const common = fonts.find((name) => !name.includes("-latin1-"))!;
    expect(cut).toEqual({ renamed: new Map([["/assets/inter-latin-wght-normal-Dx4kXJAl.woff2", `/assets/${common}`]]), made: 2, parts: 2 });
    // The common part, what nearly every page fetches, is well under half of the original's 48 KB.
    expect(statSync(join(dir, "assets", common)).size).toBeLessThan(statSync(INTER).size * 0.5);

    const css = readFileSync(join(dir, "assets/root-AAAAAAAA.css"), "utf8");
    const latin1 = fonts.find((name) => name.includes("-latin1-"))!;
    expect(fontFaces(css).map((f) => f.url)).toEqual([`/assets/${common}`, `/assets/${latin1}`]);
    expect(css).toContain(`url(/assets/${common}) format("woff2-variations");unicode-range:${unicodeRange(FONT_PARTS[0]!.characters)}}`);
    expect(css).toContain(`unicode-range:${unicodeRange(FONT_PARTS[1]!.characters)}}`);
    expect(css.match(/font-weight:400 800/g)).toHaveLength(2);
    expect(css).toContain(".stat{font-variant-numeric:lining-nums}");
  });

  it("takes the parts from the cache when the font, its weights and features are the same", async () => {
    const cache = new FileCache(join(temporary(), "fonts"));
    const first = clientDir();
    await subsetFonts({ clientDir: first, cache });
    const second = clientDir();
    const again = await subsetFonts({ clientDir: second, cache });
    expect(again.made).toBe(0);
    expect(readdirSync(join(second, "assets")).sort()).toEqual(readdirSync(join(first, "assets")).sort());
    const other = clientDir();
    writeFileSync(join(other, "assets/root-AAAAAAAA.css"), CSS.replace("400 800", "400 700"));
    expect((await subsetFonts({ clientDir: other, cache })).made).toBe(2);
  });

  it("names the font that could not be cut", async () => {
    const dir = clientDir();
    writeFileSync(join(dir, "assets/inter-latin-wght-normal-Dx4kXJAl.woff2"), "not a font");
    await expect(subsetFonts({ clientDir: dir, cache: new FileCache(join(temporary(), "fonts")) })).rejects.toThrow(
      /the font \/assets\/inter-latin-wght-normal-Dx4kXJAl\.woff2 could not be cut/,
    );
  });

  it("leaves a site without self-hosted fonts as it is", async () => {
    const dir = temporary();
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/root-AAAAAAAA.css"), "body{font-family:system-ui}");
    expect(await subsetFonts({ clientDir: dir, cache: new FileCache(join(temporary(), "fonts")) })).toEqual({
      renamed: new Map(),
      made: 0,
      parts: 0,
    });
    expect(readFileSync(join(dir, "assets/root-AAAAAAAA.css"), "utf8")).toBe("body{font-family:system-ui}");
  });
});
