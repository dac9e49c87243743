import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listRoutes } from "../src/content/route-list.ts";
import { buildableProjectCopy, buildProject, removeFixtureProjects } from "../tests/support/fixture-project.ts";

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
    expect(Object.keys(a).some((f) => /^client\/assets\/entry\.client-[\w-]+\.js$/.test(f))).toBe(true);
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
