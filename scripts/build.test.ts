import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverPageFiles } from "../src/content/discover.ts";
import { listRoutes } from "../src/content/route-list.ts";
import { copyPublicFiles, refusedPublicRequest } from "./build-output.ts";
import { buildableProjectCopy, buildProject, removeFixtureProjects, ROOT } from "../tests/support/fixture-project.ts";
import { PROPERTY_RUNS, PROPERTY_SEED, siteCopy, type SiteCopy } from "../tests/support/site-copy.ts";

afterAll(removeFixtureProjects);

/** Every file under `dir` (relative path) with the SHA-256 of its content. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    out[file.slice(dir.length + 1)] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return out;
}

/** The sitemap, the one file of the build that lists every page, and its compressed copies. */
const SITEMAP = ["client/sitemap.xml", "client/sitemap.xml.br", "client/sitemap.xml.gz"];

// One copy of the site holds everything below at once (a hostile page, hostile entries in public/,
// random page files) and is built once for every test that reads it (tests/support/site-copy.ts).
describe("npm run build, all the way through", () => {
  let copy: SiteCopy;
  beforeAll(async () => {
    copy = await siteCopy();
  }, 600_000);

  it("is deterministic: two builds of the same sources in different folders give identical files, asset hashes included; pages added only add their own files and sitemap lines", () => {
    expect(copy.build.status, `build in ${copy.dir}:\n${copy.build.output}`).toBe(0);
    if (copy.reference.build) expect(copy.reference.build.status, `build of the reference:\n${copy.reference.build.output}`).toBe(0);
    const reference = fingerprint(copy.reference.dir);
    const built = fingerprint(join(copy.dir, "build"));
    expect(Object.keys(built).length).toBeGreaterThan(50);
    expect(Object.keys(built).some((f) => /^client\/assets\/site-[\w-]+\.js$/.test(f))).toBe(true);
    expect(Object.keys(built).some((f) => /^client\/assets\/islands-[\w-]+\.js$/.test(f))).toBe(true);
    // Every file of the site's build, byte for byte, but the list of pages.
    const differing = Object.keys(reference).filter((f) => !SITEMAP.includes(f) && built[f] !== reference[f]);
    expect(differing, "files of the site built differently").toEqual([]);
    // The added pages' own files, and nothing else.
    expect(copy.extraRoutes.length, "pages the copy adds").toBeGreaterThan(1);
    const added = Object.keys(built).filter((f) => !(f in reference));
    expect(added.filter((f) => !copy.extraRoutes.some((route) => f.startsWith(`client${route}/`)))).toEqual([]);
    // The sitemap: the site's lines, with one line more for each added page.
    const siteUrl = /<loc>(https?:\/\/[^/<]+)/.exec(readFileSync(join(copy.reference.dir, "client/sitemap.xml"), "utf8"))![1]!;
    const addedLines = new Set(copy.extraRoutes.map((route) => `  <url><loc>${siteUrl}${route}</loc></url>`));
    const sitemap = readFileSync(join(copy.dir, "build/client/sitemap.xml"), "utf8");
    expect(sitemap.split("\n").filter((line) => addedLines.has(line))).toHaveLength(addedLines.size);
    expect(
      sitemap
        .split("\n")
        .filter((line) => !addedLines.has(line))
        .join("\n"),
    ).toBe(readFileSync(join(copy.reference.dir, "client/sitemap.xml"), "utf8"));
    expect(gunzipSync(readFileSync(join(copy.dir, "build/client/sitemap.xml.gz"))).toString()).toBe(sitemap);
    expect(brotliDecompressSync(readFileSync(join(copy.dir, "build/client/sitemap.xml.br"))).toString()).toBe(sitemap);
  });

  it("publishes from public/ only regular files and folders: never a name starting with . at any depth, never a symbolic link, and says what it skipped", () => {
    expect(copy.build.status, copy.build.output).toBe(0);
    expect(copy.build.output.split("\n").filter((line) => line.startsWith("skipped "))).toEqual([
      "skipped public/.env: files starting with . are never published",
      "skipped public/.git: folders starting with . are never published",
      "skipped public/images/.DS_Store: files starting with . are never published",
      "skipped public/images/leak.svg: a symbolic link, never published",
    ]);
    const client = join(copy.dir, "build/client");
    for (const path of [".env", ".git", "images/.DS_Store", "images/leak.svg"])
      expect({ path, published: existsSync(join(client, path)) }).toEqual({ path, published: false });
    const entries = readdirSync(client, { recursive: true, withFileTypes: true });
    expect(entries.filter((e) => e.name.startsWith(".")).map((e) => e.name)).toEqual([]);
    expect(entries.filter((e) => lstatSync(join(e.parentPath, e.name)).isSymbolicLink()).map((e) => e.name)).toEqual([]);
    // Every real asset is still published, byte for byte.
    const assets = fingerprint(join(ROOT, "public"));
    expect(Object.keys(assets).length).toBeGreaterThan(20);
    const published = fingerprint(client);
    for (const [path, hash] of Object.entries(assets)) expect({ path, hash: published[path] }).toEqual({ path, hash });
  });

  // `npm run validate` passing means `npm run build` succeeds: random page files (tests/support/random-pages.ts)
  // are added to the copy, those validation refuses are taken out until it passes, and the build must
  // then succeed and publish every page that is left. PROPERTY_SEED and PROPERTY_RUNS explore other samples.
  it(`builds every page validation accepts, out of random file names and contents (seed ${PROPERTY_SEED}, ${PROPERTY_RUNS} samples)`, () => {
    expect(copy.samples).toHaveLength(PROPERTY_RUNS);
    for (const [i, sample] of copy.samples.entries()) {
      if (process.env.PROPERTY_VERBOSE)
        console.log(`sample ${i + 1}: accepted ${sample.accepted.length} of ${sample.written.length}: ${sample.accepted.join(", ")}`);
      expect(sample.accepted.length, `sample ${i + 1} leaves at least one generated page to build`).toBeGreaterThan(0);
    }
    expect(copy.build.status, copy.build.output).toBe(0);
    const routes = new Map(discoverPageFiles({ pagesDir: join(copy.dir, "pages"), rootDir: copy.dir }).map((f) => [f.relFile, f.route]));
    for (const rel of copy.samples.flatMap((s) => s.accepted)) {
      const route = routes.get(rel);
      if (route)
        expect(existsSync(join(copy.dir, "build/client", route.slice(1), "index.html")), `${rel} is published at ${route}`).toBe(true);
    }
  });
});

describe("npm run build with a wrong page file", () => {
  it("fails with the file's location, no stack trace, and leaves the previous build untouched", async () => {
    const dir = buildableProjectCopy();
    mkdirSync(join(dir, "build", "client"), { recursive: true });
    writeFileSync(join(dir, "build", "client", "marker.txt"), "previous build");
    const page = readFileSync(join(dir, "pages/careers.yaml"), "utf8").replace(/^title: (.*)$/m, "title: 42\ntitel: $1");
    writeFileSync(join(dir, "pages/careers.yaml"), page);
    const result = await buildProject(dir);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/pages\/careers\.yaml:\d+:\d+ E_UNKNOWN_FIELD/);
    expect(result.output).toContain('Did you mean "title"?');
    expect(result.output).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(readdirSync(join(dir, "build", "client"))).toEqual(["marker.txt"]);
    expect(readdirSync(dir).filter((n) => n.startsWith(".build-tmp"))).toEqual([]);
    // A build process of its own: a second or two, far more on a busy machine.
  }, 120_000);
});

describe("npm run build stopped by the bundler", () => {
  it("leaves the previous build untouched and no temporary folder when the bundler fails after validation", async () => {
    // The pictures from the project's build: encoding them meanwhile would only keep the machine busy.
    const dir = buildableProjectCopy({ reusePictures: true });
    mkdirSync(join(dir, "build", "client"), { recursive: true });
    writeFileSync(join(dir, "build", "client", "marker.txt"), "previous build");
    writeFileSync(join(dir, "src/blocks/Blocks.tsx"), "export function Blocks( {\n");
    const result = await buildProject(dir);
    expect(result.status).toBe(1);
    expect(result.output).toContain("build/ still holds the previous build");
    expect(readdirSync(join(dir, "build"))).toEqual(["client"]);
    expect(readdirSync(join(dir, "build", "client"))).toEqual(["marker.txt"]);
    expect(readdirSync(dir).filter((n) => n.startsWith(".build-tmp") || n.startsWith("build.old"))).toEqual([]);
  }, 120_000);
});

describe("public/ without a build", () => {
  /** A public/ folder with a real file, a dotfile, a dot folder, a linked file and a linked folder; removed by the caller. */
  function hostilePublic(): { base: string; publicDir: string } {
    const base = mkdtempSync(join(tmpdir(), "public-"));
    const publicDir = join(base, "public");
    mkdirSync(join(publicDir, "images/.cache"), { recursive: true });
    mkdirSync(join(base, "elsewhere"));
    writeFileSync(join(base, "elsewhere/secret.txt"), "secret");
    writeFileSync(join(publicDir, "images/logo.svg"), "<svg/>");
    writeFileSync(join(publicDir, "images/.cache/thumb.png"), "x");
    writeFileSync(join(publicDir, ".env"), "KEY=1");
    mkdirSync(join(publicDir, ".well-known"));
    writeFileSync(join(publicDir, ".well-known/security.txt"), "Contact: mailto:security@example.com");
    writeFileSync(join(publicDir, ".well-known/.secret"), "x");
    mkdirSync(join(publicDir, "images/.well-known"));
    writeFileSync(join(publicDir, "robots.txt"), "from public");
    symlinkSync(join(base, "elsewhere/secret.txt"), join(publicDir, "images/leak.svg"));
    symlinkSync(join(base, "elsewhere"), join(publicDir, "docs"));
    return { base, publicDir };
  }

  it("copies regular files and folders only, keeps what the build already wrote, and names every skipped entry", () => {
    const { base, publicDir } = hostilePublic();
    try {
      const clientDir = join(base, "client");
      mkdirSync(clientDir);
      writeFileSync(join(clientDir, "robots.txt"), "from the build");
      expect(copyPublicFiles({ publicDir, clientDir })).toEqual({
        copied: 2,
        skipped: [
          "skipped public/.env: files starting with . are never published",
          "skipped public/.well-known/.secret: files starting with . are never published",
          "skipped public/docs: a symbolic link, never published",
          "skipped public/images/.cache: folders starting with . are never published",
          "skipped public/images/.well-known: folders starting with . are never published",
          "skipped public/images/leak.svg: a symbolic link, never published",
          "skipped public/robots.txt: the build writes a file there itself",
        ],
      });
      expect(readdirSync(clientDir, { recursive: true }).sort()).toEqual([
        ".well-known",
        ".well-known/security.txt",
        "images",
        "images/logo.svg",
        "robots.txt",
      ]);
      expect(readFileSync(join(clientDir, "robots.txt"), "utf8")).toBe("from the build");
      expect(copyPublicFiles({ publicDir: join(base, "missing"), clientDir })).toEqual({ copied: 0, skipped: [] });
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("lets the dev server refuse the same entries, and nothing outside public/", () => {
    const { base, publicDir } = hostilePublic();
    try {
      const refused = [
        "/.env",
        "/%2Eenv",
        "/.well-known/.secret",
        "/images/.well-known",
        "/images/.cache/thumb.png",
        "/images/leak.svg",
        "/docs/secret.txt",
        "/images/../../elsewhere/secret.txt",
      ];
      const served = [
        "/.well-known/security.txt",
        "/images/logo.svg",
        "/images/logo.svg?v=1",
        "/robots.txt",
        "/@vite/client",
        "/node_modules/.vite/deps/react.js",
        "/home",
        "/images/nothing-here.svg",
      ];
      expect(refused.filter((path) => !refusedPublicRequest(publicDir, path))).toEqual([]);
      expect(served.filter((path) => refusedPublicRequest(publicDir, path))).toEqual([]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe("the route list", () => {
  it("publishes a new page file made of existing blocks with no code change", () => {
    const dir = buildableProjectCopy();
    writeFileSync(
      join(dir, "pages/webinars.yaml"),
      "title: Webinars\ndescription: Upcoming webinars.\nblocks:\n  - type: pageHeader\n    title: Webinars\n",
    );
    const paths = listRoutes(dir).pages.map((p) => p.path);
    expect(paths).toContain("/webinars");
    expect(paths).toContain("/precisionERP/AssetManagement");
    expect(paths).not.toContain("/_site");
    expect(existsSync(join(dir, "pages/_404.yaml"))).toBe(true);
  });
});
