import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formatErrors } from "./errors.ts";
import { loadContent } from "./load.ts";

const root = process.cwd();
const fixtures = join(root, "tests/fixtures");
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A throwaway project: the base fixture pages plus `extra` files, checked with the real schemas and public/. */
function fixtureProject(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  temps.push(dir);
  cpSync(join(fixtures, "base/pages"), join(dir, "pages"), { recursive: true });
  for (const [name, text] of Object.entries(extra)) cpSync(text, join(dir, "pages", name));
  return dir;
}

function load(dir: string) {
  return loadContent({ rootDir: dir, schemaDir: join(root, "schema"), publicDir: join(root, "public") });
}

/** The `# expect: CODE LINE:COL PATH` header of a fixture. */
function expectation(file: string) {
  const m = /^# expect: (E_\w+) (\d+):(\d+)(?: (.*))?$/m.exec(readFileSync(file, "utf8"));
  if (!m) throw new Error(`${file} has no '# expect:' line`);
  return { code: m[1], line: Number(m[2]), col: Number(m[3]), path: m[4] ?? "" };
}

describe("the site's real content", () => {
  it("passes validation and cross-checks with no error", () => {
    const result = loadContent({ rootDir: root });
    expect(result.errors.length === 0 ? "" : formatErrors(result.errors, { color: false })).toBe("");
  });
});

describe("the base fixture project", () => {
  it("is valid, so each invalid fixture shows only its own mistake", () => {
    expect(load(fixtureProject({})).errors).toEqual([]);
  });
});

describe("invalid page fixtures", () => {
  const dir = join(fixtures, "invalid-pages");
  for (const name of readdirSync(dir).sort()) {
    it(`${name} fails with its located error`, () => {
      const want = expectation(join(dir, name));
      const result = load(fixtureProject({ [name]: join(dir, name) }));
      expect(result.content).toBeUndefined();
      expect(result.errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code} ${e.path}`.trim())).toEqual([`pages/${name}:${want.line}:${want.col} ${want.code} ${want.path}`.trim()]);
      const printed = formatErrors(result.errors, { color: false });
      expect(printed).toContain(`pages/${name}:${want.line}:${want.col}`);
      expect(printed).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
    });
  }
});

describe("invalid site fixtures", () => {
  const dir = join(fixtures, "invalid-site");
  for (const name of readdirSync(dir).sort()) {
    it(`${name} fails with its located error`, () => {
      const want = expectation(join(dir, name));
      const result = load(fixtureProject({ "_site.yaml": join(dir, name) }));
      expect(result.errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code} ${e.path}`.trim())).toEqual([`pages/_site.yaml:${want.line}:${want.col} ${want.code} ${want.path}`.trim()]);
    });
  }
});

describe("error listing", () => {
  it("reports every error of every file in one run, grouped by file, with a code frame and a hint", () => {
    const dir = join(fixtures, "invalid-pages");
    const result = load(fixtureProject({ "a.yaml": join(dir, "unknown-field.yaml"), "b.yaml": join(dir, "unknown-block.yaml") }));
    const printed = formatErrors(result.errors, { color: false });
    expect(result.errors).toHaveLength(2);
    expect(printed.indexOf("pages/a.yaml (1 error)")).toBeLessThan(printed.indexOf("pages/b.yaml (1 error)"));
    expect(printed).toContain('Unknown field "heding".');
    expect(printed).toContain('hint: Did you mean "heading"?');
    expect(printed).toContain('hint: Did you mean "hero"?');
    expect(printed).toContain("> 7 |     heding: Typo");
    expect(printed).toMatch(/✖ 2 errors in 2 files$/);
  });
});

describe("a page with schema errors", () => {
  it("still publishes its route, so links to it are not reported as broken", () => {
    const dir = join(fixtures, "invalid-pages");
    const project = fixtureProject({ "broken.yaml": join(dir, "unknown-field.yaml") });
    writeFileSync(join(project, "pages/linker.yaml"), "title: Linker\ndescription: Links to a broken page.\nblocks:\n  - type: pageHeader\n    title: Hi\n    actions: [{ label: Go, href: /broken }]\n");
    expect(load(project).errors.map((e) => `${e.file} ${e.code}`)).toEqual(["pages/broken.yaml E_UNKNOWN_FIELD"]);
  });
});

