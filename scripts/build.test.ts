import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listRoutes } from "../src/content/route-list.ts";
import { copyPublicFiles, refusedPublicRequest } from "./build-output.ts";
import { buildableProjectCopy, buildProject, removeFixtureProjects, ROOT } from "../tests/support/fixture-project.ts";

afterAll(removeFixtureProjects);

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
  });
});

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

describe("npm run build, all the way through", () => {
  it("is deterministic: two builds of the same sources in different folders give identical files, asset hashes included", async () => {
    const [first, second] = [buildableProjectCopy(), buildableProjectCopy()];
    // Side by side, as two machines would: neither build can lean on the other's output.
    const results = await Promise.all([first, second].map((dir) => buildProject(dir)));
    for (const [i, result] of results.entries()) expect(result.status, `build in ${[first, second][i]}:\n${result.output}`).toBe(0);
    const a = fingerprint(join(first, "build"));
    const b = fingerprint(join(second, "build"));
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(Object.keys(a).some((f) => /^client\/assets\/site-[\w-]+\.js$/.test(f))).toBe(true);
    expect(Object.keys(a).some((f) => /^client\/assets\/islands-[\w-]+\.js$/.test(f))).toBe(true);
    expect(b).toEqual(a);
  }, 240_000);

  it("leaves the previous build untouched and no temporary folder when the bundler fails after validation", async () => {
    const dir = buildableProjectCopy();
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

describe("what npm run build publishes from public/", () => {
  it("only regular files and folders: never a name starting with . at any depth, never a symbolic link, and says what it skipped", async () => {
    const dir = buildableProjectCopy({ ownPublic: true });
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    try {
      writeFileSync(join(outside, "secret.svg"), "<svg>not for the site</svg>");
      writeFileSync(join(dir, "public/.env"), "API_KEY=secret\n");
      mkdirSync(join(dir, "public/.git"));
      writeFileSync(join(dir, "public/.git/config"), "[core]\n");
      writeFileSync(join(dir, "public/images/.DS_Store"), "");
      symlinkSync(join(outside, "secret.svg"), join(dir, "public/images/leak.svg"));

      const result = await buildProject(dir);
      expect(result.status, result.output).toBe(0);
      expect(result.output.split("\n").filter((line) => line.startsWith("skipped "))).toEqual([
        "skipped public/.env: files starting with . are never published",
        "skipped public/.git: folders starting with . are never published",
        "skipped public/images/.DS_Store: files starting with . are never published",
        "skipped public/images/leak.svg: a symbolic link, never published",
      ]);

      const client = join(dir, "build/client");
      for (const path of [".env", ".git", "images/.DS_Store", "images/leak.svg"]) expect({ path, published: existsSync(join(client, path)) }).toEqual({ path, published: false });
      const entries = readdirSync(client, { recursive: true, withFileTypes: true });
      expect(entries.filter((e) => e.name.startsWith(".")).map((e) => e.name)).toEqual([]);
      expect(entries.filter((e) => lstatSync(join(e.parentPath, e.name)).isSymbolicLink()).map((e) => e.name)).toEqual([]);
      // Every real asset is still published, byte for byte.
      const assets = fingerprint(join(ROOT, "public"));
      expect(Object.keys(assets).length).toBeGreaterThan(20);
      const published = fingerprint(client);
      for (const [path, hash] of Object.entries(assets)) expect({ path, hash: published[path] }).toEqual({ path, hash });
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
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
      expect(readdirSync(clientDir, { recursive: true }).sort()).toEqual([".well-known", ".well-known/security.txt", "images", "images/logo.svg", "robots.txt"]);
      expect(readFileSync(join(clientDir, "robots.txt"), "utf8")).toBe("from the build");
      expect(copyPublicFiles({ publicDir: join(base, "missing"), clientDir })).toEqual({ copied: 0, skipped: [] });
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it("lets the dev server refuse the same entries, and nothing outside public/", () => {
    const { base, publicDir } = hostilePublic();
    try {
      const refused = ["/.env", "/%2Eenv", "/.well-known/.secret", "/images/.well-known", "/images/.cache/thumb.png", "/images/leak.svg", "/docs/secret.txt", "/images/../../elsewhere/secret.txt"];
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
    writeFileSync(join(dir, "pages/webinars.yaml"), "title: Webinars\ndescription: Upcoming webinars.\nblocks:\n  - type: pageHeader\n    title: Webinars\n");
    const paths = listRoutes(dir).pages.map((p) => p.path);
    expect(paths).toContain("/webinars");
    expect(paths).toContain("/precisionERP/AssetManagement");
    expect(paths).not.toContain("/_site");
    expect(existsSync(join(dir, "pages/_404.yaml"))).toBe(true);
  });
});
