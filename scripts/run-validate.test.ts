import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, fixtureProject, removeFixtureProjects, ROOT } from "../tests/support/fixture-project.ts";

afterAll(removeFixtureProjects);

function run(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const time = (s: string) => s.replace(/ in \d+ ms/g, " in N ms");
  return { status: result.status, stdout: time(result.stdout), stderr: time(result.stderr) };
}

/** `tsx scripts/validate.ts` and `node scripts/run-validate.mjs` (what `npm run validate` runs), both in `cwd`. */
function bothWays(cwd: string) {
  return {
    tsx: run(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "scripts/validate.ts")], cwd),
    bundled: run(process.execPath, [join(ROOT, "scripts/run-validate.mjs")], cwd),
  };
}

/** A fixture project that validate can check from its own folder: the real schemas (copied, so a test may edit them) and public/. */
function checkableProject(files: Record<string, string>): string {
  const dir = fixtureProject(files);
  cpSync(join(ROOT, "schema"), join(dir, "schema"), { recursive: true });
  symlinkSync(join(ROOT, "public"), join(dir, "public"));
  return dir;
}

// Each case starts TypeScript once and esbuild once: seconds on a busy machine.
describe("npm run validate (the bundled command)", { timeout: 60_000 }, () => {
  it("prints what tsx scripts/validate.ts prints for the site, and exits 0 as it does", () => {
    const { tsx, bundled } = bothWays(ROOT);
    expect(tsx.status).toBe(0);
    expect(tsx.stdout).toMatch(/^✔ validate: all \d+ pages valid in N ms/);
    expect(bundled).toEqual(tsx);
  });

  it("prints the same errors and warnings as tsx scripts/validate.ts, in the same order, and exits 1 as it does", () => {
    // Every invalid page fixture at once (each one mistake of its own) and an invalid site file.
    const pages = readdirSync(join(FIXTURES, "invalid-pages"));
    const dir = checkableProject({
      ...Object.fromEntries(pages.map((name) => [name, join(FIXTURES, "invalid-pages", name)])),
      "_site.yaml": join(FIXTURES, "invalid-site", "menu-broken-link.yaml"),
    });
    const { tsx, bundled } = bothWays(dir);
    expect(tsx.status).toBe(1);
    expect(tsx.stderr).toContain("E_BROKEN_LINK");
    expect(tsx.stderr).toContain("validate: failed in N ms");
    expect(bundled).toEqual(tsx);
  });

  it("checks a project whose schemas differ from the generated validators' (they are compiled at run time)", () => {
    const dir = checkableProject({ "bad-enum.yaml": join(FIXTURES, "invalid-pages", "bad-enum.yaml") });
    const file = join(dir, "schema/common.schema.json");
    const common = JSON.parse(readFileSync(file, "utf8"));
    common.description = `${common.description ?? ""} (edited by a test)`;
    writeFileSync(file, JSON.stringify(common, null, 2));
    const { tsx, bundled } = bothWays(dir);
    expect(tsx.status).toBe(1);
    expect(bundled).toEqual(tsx);
  });
});
