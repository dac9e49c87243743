/**
 * `npm run build` twice in a row redoes only what changed, and what it publishes is the same, byte for
 * byte, as a build from nothing. On a small site of its own (three pages, an SVG picture and a PNG
 * photo, in a temporary copy of the project): a first build from nothing (the photo encoded as AVIF and
 * WebP, the brand typeface cut to its two parts), then the same again (nothing encoded or cut); then, one build after each change, a change to
 * `_site.yaml` (every page shows it), a change to one page, a change to a placeholder's value in
 * `_site.yaml` (every page's text may hold it), a published page edited in place with a new size of a
 * picture one other page shows, new bytes of the photo (encoded again, under new names) and a new page (the router's build,
 * the same for any pages, is reused); and last, a build of the same files with none of the content's
 * cache (no page, picture, encoded picture or compressed file kept), in a cache folder outside the
 * project (`BUILD_CACHE_DIR`), whose every file must equal the last incremental build's. A step that wrongly reused a page would leave it stale to the end, since no
 * later step renders it again.
 *
 * The code does not change during the test, so its bundles (the cache's `router/` and `islands/`
 * entries, keyed by the code) are built once: the browser build is taken from the project's own cache
 * when a build left one there (`npm test` builds first), and the clean build starts from the code
 * entries of the first build. What the test is about, the content's cache, starts empty both times.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { buildProject, copyCodeBuilds } from "../tests/support/fixture-project.ts";

const ROOT = process.cwd();
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A picture of `width` x 300 px. */
const picture = (width: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="300" viewBox="0 0 ${width} 300"><rect width="${width}" height="300" fill="#0f2a44"/></svg>\n`;

const page = (title: string, heading: string, extra = "") =>
  `title: ${title}\ndescription: The ${title} page of the fixture site.\nblocks:\n  - type: pageHeader\n    id: top\n    title: ${heading}\n${extra}`;

const withPicture = `  - type: mediaText\n    id: story\n    heading: Our story\n    body:\n      - Told with a picture.\n    image:\n      src: /images/content/fixture-story.svg\n      alt: The fixture story\n  - type: mediaText\n    id: yard\n    heading: Our yard\n    body:\n      - Told with a photo.\n    image:\n      src: /images/content/fixture-yard.png\n      alt: The fixture yard\n`;

/** A photo of 700 x 400 px (PNG) in `colour`. */
const photo = (colour: string) =>
  sharp({ create: { width: 700, height: 400, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A copy of the project with a site of three pages (home, about, story) and a picture and a photo of its own in public/. */
async function smallSite(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "incremental-"));
  temps.push(dir);
  for (const name of ["schema", "scripts", "src", "public"]) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  for (const name of ["react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"])
    cpSync(join(ROOT, name), join(dir, name));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  cpSync(join(ROOT, "tests/fixtures/base/pages"), join(dir, "pages"), { recursive: true });
  writeFileSync(join(dir, "pages/about.yaml"), page("About", "About the fixture"));
  writeFileSync(join(dir, "pages/story.yaml"), page("Story", "The fixture story", withPicture));
  writeFileSync(join(dir, "public/images/content/fixture-story.svg"), picture(400));
  writeFileSync(join(dir, "public/images/content/fixture-yard.png"), await photo("#0f2a44"));
  return dir;
}

/** Runs `npm run build` in `dir` with its cache in `cacheDir`; resolves to its output, rejecting when it fails. */
async function build(dir: string, cacheDir: string): Promise<string> {
  const { status, output } = await buildProject(dir, {
    SITE_COMMIT: "0123456789abcdef0123456789abcdef01234567",
    BUILD_CACHE_DIR: cacheDir,
  });
  if (status !== 0) throw new Error(`the build failed (${status}):\n${output}`);
  return output;
}

/** Every file of the published site (build/client and build/nginx), by path, with its bytes. */
function published(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const base = join(dir, "build");
  for (const part of ["client", "nginx"]) {
    for (const entry of readdirSync(join(base, part), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.set(relative(base, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)));
    }
  }
  return files;
}

/** The number of routes the build says it prerendered and reused. */
function renderCounts(output: string): { rendered: number; reused: number } {
  const m = /prerendered (\d+) routes, reused (\d+) unchanged/.exec(output);
  if (!m) throw new Error(`the build did not say what it prerendered:\n${output}`);
  return { rendered: Number(m[1]), reused: Number(m[2]) };
}

/** How many content files the build says it parsed and validated, and how many it took unchanged from the last build. */
function validatedCounts(output: string): { parsed: number; reused: number } {
  const m = /files parsed (\d+), reused (\d+) unchanged/.exec(output);
  if (!m) throw new Error(`the build did not say what it validated:\n${output}`);
  return { parsed: Number(m[1]), reused: Number(m[2]) };
}

/** How many picture files the build says it encoded. */
function encodedCount(output: string): number {
  const m = /pictures: encoded (\d+), reused/.exec(output);
  if (!m) throw new Error(`the build did not say what it encoded:\n${output}`);
  return Number(m[1]);
}

/** The AVIF files the page's photo names, in its first `<source>`. */
const photoFiles = (page: string) => /<source type="image\/avif" srcSet="([^"]+)"/.exec(page)?.[1];

const html = (dir: string, route: string) => readFileSync(join(dir, "build/client", route, "index.html"), "utf8");

describe("an incremental build", () => {
  it(
    "prerenders only the pages a change reaches, and publishes what a build from nothing publishes, byte for byte",
    { timeout: 600_000 },
    async () => {
      const dir = await smallSite();
      const cache = copyCodeBuilds(join(ROOT, ".build-cache"), join(dir, ".build-cache"));
      // Routes: /, /about, /home, /story and the not-found page.
      const first = await build(dir, cache);
      expect(renderCounts(first)).toEqual({ rendered: 5, reused: 0 });
      // _site.yaml, _404.yaml, home, about and story.
      expect(validatedCounts(first)).toEqual({ parsed: 5, reused: 0 });
      // The brand typeface's two parts (scripts/build-font.ts).
      expect(first).toMatch(/fonts: cut 2 parts to their characters and weights, reused 0 unchanged/);
      // The photo (700 px wide) at 320, 640 and 700 px, as AVIF and WebP.
      expect(encodedCount(first)).toBe(6);

      const again = await build(dir, cache);
      expect(again).toContain("router build: code unchanged, reused");
      expect(renderCounts(again)).toEqual({ rendered: 0, reused: 5 });
      expect(validatedCounts(again)).toEqual({ parsed: 0, reused: 5 });
      expect(again).toMatch(/fonts: cut 0 parts to their characters and weights, reused 2 unchanged/);
      expect(encodedCount(again)).toBe(0);

      const site = join(dir, "pages/_site.yaml");
      writeFileSync(
        site,
        readFileSync(site, "utf8").replace("trademark: Fixture trademark notice.", "trademark: Fixture trademark notice (revised)."),
      );
      const siteChanged = await build(dir, cache);
      expect(renderCounts(siteChanged)).toEqual({ rendered: 5, reused: 0 });
      // The trademark is no placeholder of the pages' texts: only the site's own file is read again.
      expect(validatedCounts(siteChanged)).toEqual({ parsed: 1, reused: 4 });
      expect(html(dir, "about")).toContain("Fixture trademark notice (revised).");

      writeFileSync(join(dir, "pages/about.yaml"), page("About", "About {brand}, rewritten"));
      const pageChanged = await build(dir, cache);
      expect(renderCounts(pageChanged)).toEqual({ rendered: 1, reused: 4 });
      expect(validatedCounts(pageChanged)).toEqual({ parsed: 1, reused: 4 });
      expect(html(dir, "about")).toContain("About Fixture Co, rewritten");

      // A placeholder's value: every page's text may hold it, so every file is read again.
      writeFileSync(site, readFileSync(site, "utf8").replace("name: Fixture Co,", "name: Fixture Company,"));
      const placeholderChanged = await build(dir, cache);
      expect(renderCounts(placeholderChanged)).toEqual({ rendered: 5, reused: 0 });
      expect(validatedCounts(placeholderChanged)).toEqual({ parsed: 5, reused: 0 });
      expect(html(dir, "about")).toContain("About Fixture Company, rewritten");

      // The published home page edited in place, as an editor that keeps hard links writes it: it is the
      // cache's finished page too, so the next build finds that entry changed and writes the page again
      // from its prerendered HTML (still as the router rendered it: only the story is rendered).
      const home = join(dir, "build/client/home/index.html");
      writeFileSync(home, readFileSync(home, "utf8").replace("</h1>", " (edited by hand)</h1>"));
      expect(html(dir, "home")).toContain("edited by hand");
      writeFileSync(join(dir, "public/images/content/fixture-story.svg"), picture(640));
      expect(renderCounts(await build(dir, cache))).toEqual({ rendered: 1, reused: 4 });
      expect(html(dir, "home")).not.toContain("edited by hand");
      expect(html(dir, "story")).toMatch(/width="640"/);
      expect(readFileSync(join(dir, "build/client/images/content/fixture-story.svg"), "utf8")).toBe(picture(640));

      const before = photoFiles(html(dir, "story"));
      expect(before).toMatch(/^\/images\/_\/fixture-yard-320-[0-9a-f]{10}\.avif 320w, /);
      writeFileSync(join(dir, "public/images/content/fixture-yard.png"), await photo("#8a1c1c"));
      const changed = await build(dir, cache);
      expect(renderCounts(changed)).toEqual({ rendered: 1, reused: 4 });
      expect(encodedCount(changed)).toBe(6);
      const after = photoFiles(html(dir, "story"))!;
      expect(after).not.toBe(before);
      for (const url of after.split(", ").map((entry) => entry.split(" ")[0]!))
        expect(readFileSync(join(dir, "build/client", url)).length).toBeGreaterThan(0);

      // A new page: the router's build serves any page, so only the new page is rendered.
      writeFileSync(join(dir, "pages/news.yaml"), page("News", "Fixture news"));
      const added = await build(dir, cache);
      expect(added).toContain("router build: code unchanged, reused");
      expect(renderCounts(added)).toEqual({ rendered: 1, reused: 5 });
      expect(encodedCount(added)).toBe(0);
      expect(html(dir, "news")).toContain("Fixture news");

      const incremental = published(dir);
      // From nothing, with the cache outside the project (BUILD_CACHE_DIR elsewhere): the router's server
      // bundle there still finds the project's packages.
      const outside = mkdtempSync(join(tmpdir(), "incremental-cache-"));
      temps.push(outside);
      const clean = await build(dir, copyCodeBuilds(cache, outside));
      expect(renderCounts(clean)).toEqual({ rendered: 6, reused: 0 });
      expect(validatedCounts(clean)).toEqual({ parsed: 6, reused: 0 });
      expect(encodedCount(clean)).toBe(6);
      const fromNothing = published(dir);
      expect([...incremental.keys()].sort()).toEqual([...fromNothing.keys()].sort());
      const differing = [...fromNothing].filter(([path, bytes]) => !incremental.get(path)!.equals(bytes)).map(([path]) => path);
      expect(differing).toEqual([]);
    },
  );
});
