import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { listRoutes } from "../src/content/route-list.ts";

const root = process.cwd();
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of the project's content (pages, schema, public) with node_modules linked, to build without touching the real tree. */
function projectCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  temps.push(dir);
  for (const name of ["pages", "schema", "scripts", "src"]) cpSync(join(root, name), join(dir, name), { recursive: true });
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
