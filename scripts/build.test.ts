import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listRoutes } from "../src/content/route-list.ts";

const root = process.cwd();
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the project (sources, content, configuration) with public/ and node_modules linked, to build without touching the real tree. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  temps.push(dir);
  for (const name of ["pages", "schema", "scripts", "src", "package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"]) cpSync(join(root, name), join(dir, name), { recursive: true });
  symlinkSync(join(root, "public"), join(dir, "public"));
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
  return dir;
}

describe("npm run build with a wrong page file", () => {
  it("fails with the file's location, no stack trace, and leaves the previous build untouched", () => {
    const dir = projectCopy();
    mkdirSync(join(dir, "build", "client"), { recursive: true });
    writeFileSync(join(dir, "build", "client", "marker.txt"), "previous build");
    const page = readFileSync(join(dir, "pages/careers.yaml"), "utf8").replace(/^title: (.*)$/m, "title: 42\ntitel: $1");
    writeFileSync(join(dir, "pages/careers.yaml"), page);
    const result = spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/build.ts"], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/pages\/careers\.yaml:\d+:\d+ E_UNKNOWN_FIELD/);
    expect(result.stderr).toContain('Did you mean "title"?');
    expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
    expect(readdirSync(join(dir, "build", "client"))).toEqual(["marker.txt"]);
    expect(readdirSync(dir).filter((n) => n.startsWith(".build-tmp"))).toEqual([]);
  });
});

/** Runs `npm run build`'s script in `dir`. */
function build(dir: string) {
  return spawnSync(join(root, "node_modules/.bin/tsx"), ["scripts/build.ts"], { cwd: dir, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", VIDEO_API_KEY: "" } });
}

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
  it("is deterministic: two builds of the same sources in different folders give identical files, asset hashes included", () => {
    const [first, second] = [projectCopy(), projectCopy()];
    for (const dir of [first, second]) expect(build(dir).status, `build in ${dir}`).toBe(0);
    const a = fingerprint(join(first, "build"));
    const b = fingerprint(join(second, "build"));
    expect(Object.keys(a).length).toBeGreaterThan(50);
    expect(Object.keys(a).some((f) => /^client\/assets\/entry\.client-[\w-]+\.js$/.test(f))).toBe(true);
    expect(b).toEqual(a);
  }, 240_000);

  it("leaves the previous build untouched and no temporary folder when the bundler fails after validation", () => {
    const dir = projectCopy();
    mkdirSync(join(dir, "build", "client"), { recursive: true });
    writeFileSync(join(dir, "build", "client", "marker.txt"), "previous build");
    writeFileSync(join(dir, "src/blocks/Blocks.tsx"), "export function Blocks( {\n");
    const result = build(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("build/ still holds the previous build");
    expect(readdirSync(join(dir, "build"))).toEqual(["client"]);
    expect(readdirSync(join(dir, "build", "client"))).toEqual(["marker.txt"]);
    expect(readdirSync(dir).filter((n) => n.startsWith(".build-tmp") || n.startsWith("build.old"))).toEqual([]);
  }, 120_000);
});

describe("the route list", () => {
  it("publishes a new page file made of existing blocks with no code change", () => {
    const dir = projectCopy();
    writeFileSync(join(dir, "pages/webinars.yaml"), "title: Webinars\ndescription: Upcoming webinars.\nblocks:\n  - type: pageHeader\n    title: Webinars\n");
    const paths = listRoutes(dir).pages.map((p) => p.path);
    expect(paths).toContain("/webinars");
    expect(paths).toContain("/precisionERP/AssetManagement");
    expect(paths).not.toContain("/_site");
    expect(existsSync(join(dir, "pages/_404.yaml"))).toBe(true);
  });
});
