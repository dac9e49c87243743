/**
 * A new page never lands outside the project and never copies a file from outside it: the command
 * (`npm run new-page`) and the editor's "New page" both refuse a route or a `from` page that is, or
 * lies under, a symbolic link. Real temporary folders with real symbolic links.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../../scripts/new-page.ts";
import { HttpProblem } from "../editor/server/http-util.ts";
import { newPage } from "../editor/server/pages.ts";
import { createPage, NewPageError } from "./new-page.ts";

const root = process.cwd();
let project: string;
let outside: string;

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "new-page-link-"));
  outside = mkdtempSync(join(tmpdir(), "new-page-outside-"));
  cpSync(join(root, "pages"), join(project, "pages"), { recursive: true });
  symlinkSync(join(root, "schema"), join(project, "schema"));
  symlinkSync(join(root, "public"), join(project, "public"));
  // A folder of pages/ that is a link to a folder outside the project, and a page file that is a link to a file outside it.
  symlinkSync(outside, join(project, "pages", "linkdir"));
  writeFileSync(join(outside, "secret.yaml"), "title: Secret\ndescription: Not part of the site.\nblocks: []\n");
  symlinkSync(join(outside, "secret.yaml"), join(project, "pages", "leaked.yaml"));
});
afterEach(() => {
  rmSync(project, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

function run(...argv: string[]) {
  const err: string[] = [];
  const code = main(argv, project, { log: () => undefined, error: (s) => err.push(s) });
  return { code, err: err.join("\n") };
}

describe("a new page and symbolic links", () => {
  it("npm run new-page refuses a route under a linked folder and writes nothing outside the project", () => {
    const { code, err } = run("/linkdir/x");
    expect(code).toBe(1);
    expect(err).toBe("/linkdir/x cannot be created: pages/linkdir is a symbolic link, which may lead anywhere on the disk.");
    expect(readdirSync(outside)).toEqual(["secret.yaml"]);
  });

  it("npm run new-page refuses to copy a page file that is a link", () => {
    const { code, err } = run("/copy", "--from", "/leaked");
    expect(code).toBe(1);
    expect(err).toBe("/leaked cannot be copied: pages/leaked.yaml is a symbolic link, which may lead anywhere on the disk.");
    expect(existsSync(join(project, "pages", "copy.yaml"))).toBe(false);
  });

  it("refuses a page under a linked folder as the page to copy", () => {
    mkdirSync(join(outside, "deep"));
    writeFileSync(join(outside, "deep", "page.yaml"), "title: Deep\ndescription: Outside.\nblocks: []\n");
    expect(() => createPage({ rootDir: project, route: "/copy", from: "/linkdir/deep/page" })).toThrow(
      new NewPageError("/linkdir/deep/page cannot be copied: pages/linkdir is a symbolic link, which may lead anywhere on the disk."),
    );
    expect(existsSync(join(project, "pages", "copy.yaml"))).toBe(false);
  });

  it("the editor's New page answers 400 with the same reason, for the route and for the page to copy", () => {
    const refusal = (params: { route: string; from?: string }) => {
      try {
        newPage(project, params);
      } catch (error) {
        return error instanceof HttpProblem ? { status: error.status, message: error.message } : error;
      }
      return "created";
    };
    expect(refusal({ route: "/linkdir/x" })).toEqual({
      status: 400,
      message: "/linkdir/x cannot be created: pages/linkdir is a symbolic link, which may lead anywhere on the disk.",
    });
    expect(refusal({ route: "/copy", from: "/leaked" })).toEqual({
      status: 400,
      message: "/leaked cannot be copied: pages/leaked.yaml is a symbolic link, which may lead anywhere on the disk.",
    });
    expect(readdirSync(outside)).toEqual(["secret.yaml"]);
    expect(existsSync(join(project, "pages", "copy.yaml"))).toBe(false);
  });

  it("still creates a page beside the links", () => {
    expect(run("/mining").code).toBe(0);
    expect(existsSync(join(project, "pages", "mining.yaml"))).toBe(true);
  });
});
