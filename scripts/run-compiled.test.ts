import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, fixtureProject, removeFixtureProjects, ROOT } from "../tests/support/fixture-project.ts";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { bundlePaths, checkBundle, ensureCompiled } from "./run-compiled.mjs";

const tempDir = tempDirs("site-cli-");
afterAll(removeFixtureProjects);

/**
 * The sources the validate bundle is made from, copied with their modification times into a
 * temporary project (node_modules linked), so touching them does not touch the real tree and edits
 * made to it meanwhile do not change what the test sees.
 */
function sourceCopy(): string {
  const dir = tempDir("site-cli-src-");
  const names = ["src", "schema", "scripts/validate.ts", "tsconfig.json", "package.json"];
  for (const name of names) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  // Every copied file and folder an hour old, as sources are that nobody is editing.
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const name of names) {
    const top = join(dir, name);
    const below = statSync(top).isDirectory() ? readdirSync(top, { recursive: true }).map((p) => join(top, String(p))) : [];
    for (const path of [...below, top]) utimesSync(path, hourAgo, hourAgo);
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  return dir;
}

/** Makes a file's modification time one second later than it is: newer, yet still in the past. */
function touchNewer(file: string): void {
  const { atime, mtimeMs } = statSync(file);
  utimesSync(file, atime, new Date(mtimeMs + 1000));
}

describe("the compiled validate command's bundle", () => {
  it("is compiled when there is none, with the schemas' validators precompiled, and reused while nothing changes", async () => {
    const rootDir = sourceCopy();
    const cacheDir = tempDir("site-cli-cache-");
    expect(checkBundle({ command: "validate", rootDir, cacheDir })).toEqual({ bundle: null, reason: "no compiled bundle yet" });

    const first = await ensureCompiled({ command: "validate", rootDir, cacheDir });
    expect(first).toMatchObject({ compiled: true, reason: "no compiled bundle yet" });
    expect(existsSync(first.bundle)).toBe(true);
    const manifest = JSON.parse(readFileSync(bundlePaths({ command: "validate", rootDir, cacheDir }).manifest, "utf8"));
    expect(manifest.precompiledValidators).toBe(true);
    expect(Object.keys(manifest.inputs)).toEqual(
      expect.arrayContaining(["scripts/validate.ts", "src/content/load.ts", "src/content/schemas.ts", "src/shared/inline-markup.ts", "schema/page.schema.json", "schema/blocks", "tsconfig.json"]),
    );

    expect(await ensureCompiled({ command: "validate", rootDir, cacheDir })).toEqual({ bundle: first.bundle, compiled: false, reason: null });
  }, 60_000);

  it("is compiled again when a source or schema file is newer than at the last compile, or the bundle is gone", async () => {
    const rootDir = sourceCopy();
    const cacheDir = tempDir("site-cli-cache-");
    const params = { command: "validate", rootDir, cacheDir };
    await ensureCompiled(params);

    touchNewer(join(rootDir, "src/content/errors.ts"));
    expect(checkBundle(params).reason).toBe("src/content/errors.ts changed");
    expect(await ensureCompiled(params)).toMatchObject({ compiled: true, reason: "src/content/errors.ts changed" });
    expect((await ensureCompiled(params)).compiled).toBe(false);

    touchNewer(join(rootDir, "schema/blocks/hero.schema.json"));
    expect(await ensureCompiled(params)).toMatchObject({ compiled: true, reason: "schema/blocks/hero.schema.json changed" });

    writeFileSync(join(rootDir, "schema/blocks/extra.txt"), "not a schema\n");
    expect(await ensureCompiled(params)).toMatchObject({ compiled: true, reason: expect.stringMatching(/^schema\/blocks (changed|was added)$/) });

    const { bundle } = await ensureCompiled(params);
    rmSync(bundle);
    expect(await ensureCompiled(params)).toMatchObject({ compiled: true, reason: "the compiled bundle is missing" });
  }, 120_000);
});

/** Runs a command in `cwd` without colour; returns its exit code and output, with the validator's time (which varies) as N. */
function run(cmd: string, args: string[], cwd: string, cacheDir: string) {
  const result = spawnSync(cmd, args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", SITE_CLI_CACHE: cacheDir } });
  const time = (s: string) => s.replace(/ in \d+ ms/g, " in N ms");
  return { status: result.status, stdout: time(result.stdout), stderr: time(result.stderr) };
}

/** `tsx scripts/validate.ts` and `node scripts/run-compiled.mjs validate`, both in `cwd`. */
function bothWays(cwd: string, cacheDir: string) {
  return {
    tsx: run(join(ROOT, "node_modules/.bin/tsx"), [join(ROOT, "scripts/validate.ts")], cwd, cacheDir),
    compiled: run(process.execPath, [join(ROOT, "scripts/run-compiled.mjs"), "validate"], cwd, cacheDir),
  };
}

/** A fixture project that validate can check from its own folder: the real schemas (copied, so a test may edit them) and public/. */
function checkableProject(files: Record<string, string>): string {
  const dir = fixtureProject(files);
  cpSync(join(ROOT, "schema"), join(dir, "schema"), { recursive: true });
  symlinkSync(join(ROOT, "public"), join(dir, "public"));
  return dir;
}

describe("the compiled validate command", () => {
  const cacheDir = tempDir("site-cli-cache-");

  it("prints what tsx scripts/validate.ts prints for the site, and exits 0 as it does", () => {
    const { tsx, compiled } = bothWays(ROOT, cacheDir);
    expect(tsx.status).toBe(0);
    expect(tsx.stdout).toMatch(/^✔ validate: all \d+ pages valid in N ms/);
    expect(compiled).toEqual(tsx);
  }, 60_000);

  it("prints the same errors and warnings as tsx scripts/validate.ts, in the same order, and exits 1 as it does", () => {
    // Every invalid page fixture at once (each one mistake of its own) and an invalid site file.
    const pages = readdirSync(join(FIXTURES, "invalid-pages"));
    const dir = checkableProject({
      ...Object.fromEntries(pages.map((name) => [name, join(FIXTURES, "invalid-pages", name)])),
      "_site.yaml": join(FIXTURES, "invalid-site", "menu-broken-link.yaml"),
    });
    const { tsx, compiled } = bothWays(dir, cacheDir);
    expect(tsx.status).toBe(1);
    expect(tsx.stderr).toContain("E_BROKEN_LINK");
    expect(tsx.stderr).toContain("validate: failed in N ms");
    expect(compiled).toEqual(tsx);
  }, 60_000);

  it("still matches tsx when the project's schemas differ from the ones compiled ahead (they are compiled at run time)", () => {
    const dir = checkableProject({ "bad-enum.yaml": join(FIXTURES, "invalid-pages", "bad-enum.yaml") });
    const file = join(dir, "schema/common.schema.json");
    const common = JSON.parse(readFileSync(file, "utf8"));
    common.description = `${common.description ?? ""} (edited by a test)`;
    writeFileSync(file, JSON.stringify(common, null, 2));
    const { tsx, compiled } = bothWays(dir, cacheDir);
    expect(tsx.status).toBe(1);
    expect(compiled).toEqual(tsx);
  }, 60_000);
});
