import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFixture } from "../../scripts/support/fixture-check.ts";
import {
  expectation,
  FIXTURES,
  fixtureProject,
  loadFixtureProject,
  removeFixtureProjects,
  ROOT,
} from "../../tests/support/fixture-project.ts";
import { formatErrors } from "./errors.ts";
import { loadContent } from "./load.ts";

afterAll(removeFixtureProjects);

describe("the site's real content", () => {
  it("passes validation and cross-checks with no error", () => {
    const result = loadContent({ rootDir: ROOT });
    expect(result.errors.length === 0 ? "" : formatErrors(result.errors, { color: false })).toBe("");
  });
});

describe("the base fixture project", () => {
  it("is valid, so each invalid fixture shows only its own mistake", () => {
    expect(loadFixtureProject(fixtureProject({})).errors).toEqual([]);
  });
});

for (const kind of ["invalid-pages", "invalid-site"] as const) {
  describe(`${kind} fixtures`, () => {
    const dir = join(FIXTURES, kind);
    for (const name of readdirSync(dir).sort()) {
      it(`${name} fails with exactly the error of its '# expect:' header, and no stack trace`, () => {
        const want = expectation(join(dir, name));
        const file = kind === "invalid-site" ? "pages/_site.yaml" : `pages/${name}`;
        const { errors, printed } = checkFixture(kind, name);
        expect(errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code} ${e.path}`.trim())).toEqual([
          `${file}:${want.line}:${want.col} ${want.code} ${want.path}`.trim(),
        ]);
        expect(printed).toContain(`${file}:${want.line}:${want.col} ${want.code}`);
        expect(printed).toContain("hint: ");
        expect(printed).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
      });
    }
  });
}

describe("error listing", () => {
  it("reports every error of every file in one run, grouped by file, with a code frame and a hint", () => {
    const dir = join(FIXTURES, "invalid-pages");
    const result = loadFixtureProject(
      fixtureProject({
        "a.yaml": join(dir, "unknown-field.yaml"),
        "b.yaml": join(dir, "unknown-block.yaml"),
        "_site.yaml": join(FIXTURES, "invalid-site/menu-broken-link.yaml"),
      }),
    );
    const printed = formatErrors(result.errors, { color: false });
    expect(result.errors).toHaveLength(3);
    expect(printed.indexOf("pages/_site.yaml (1 error)")).toBeLessThan(printed.indexOf("pages/a.yaml (1 error)"));
    expect(printed.indexOf("pages/a.yaml (1 error)")).toBeLessThan(printed.indexOf("pages/b.yaml (1 error)"));
    expect(printed).toContain('Unknown field "heding".');
    expect(printed).toContain('hint: Did you mean "heading"?');
    expect(printed).toContain('hint: Did you mean "hero"?');
    expect(printed).toContain("> 7 |     heding: Typo");
    expect(printed).toMatch(/✖ 3 errors in 3 files$/);
  });

  it("reports a mistake inside a YAML anchor once, where it is written, not once per alias", () => {
    const { errors } = checkFixture("invalid-site", "lead-form-topic.yaml");
    expect(errors.map((e) => `${e.line}:${e.col} ${e.code}`)).toEqual(["21:89 E_BAD_VALUE"]);
  });
});

describe("a page with schema errors", () => {
  it("still publishes its route, so links to it are not reported as broken", () => {
    const project = fixtureProject({ "broken.yaml": join(FIXTURES, "invalid-pages/unknown-field.yaml") });
    writeFileSync(
      join(project, "pages/linker.yaml"),
      "title: Linker\ndescription: Links to a broken page.\nblocks:\n  - type: pageHeader\n    title: Hi\n    actions: [{ label: Go, href: /broken }]\n",
    );
    expect(loadFixtureProject(project).errors.map((e) => `${e.file} ${e.code}`)).toEqual(["pages/broken.yaml E_UNKNOWN_FIELD"]);
  });
});

describe("missing special files", () => {
  it("reports a missing _site.yaml and _404.yaml as errors of those files", () => {
    const project = fixtureProject({});
    rmSync(join(project, "pages/_site.yaml"));
    rmSync(join(project, "pages/_404.yaml"));
    expect(loadFixtureProject(project).errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code}`)).toEqual([
      "pages/_404.yaml:1:1 E_EMPTY_FILE",
      "pages/_site.yaml:1:1 E_EMPTY_FILE",
    ]);
  });
});
