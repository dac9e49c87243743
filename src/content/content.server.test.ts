import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fixtureProject, removeFixtureProjects, ROOT } from "../../tests/support/fixture-project.ts";
import { contentErrorsForPath, getContent, invalidateContent, pageContent, rootContent } from "./content.server.ts";
import type { ContentValidationError } from "./errors.ts";

afterAll(removeFixtureProjects);

let dir: string;
const write = (name: string, text: string) => writeFileSync(join(dir, "pages", name), text);
const about = (extra = "") =>
  `title: About\ndescription: A page.\nblocks:\n  - type: pageHeader\n    id: top\n    title: About\naliases:\n  - { path: /about/Top, section: top }\n${extra}`;

/** The files of the errors `run` throws as a ContentValidationError (by name: a test may load a fresh copy of the modules). */
function thrownFiles(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof Error && error.name === "ContentValidationError")
      return [...new Set((error as ContentValidationError).errors.map((e) => e.file))];
    throw error;
  }
  throw new Error("nothing was thrown");
}

// The content module reads the project in the working directory: a fixture project with the real schemas and public/.
beforeEach(() => {
  dir = fixtureProject();
  symlinkSync(join(ROOT, "schema"), join(dir, "schema"));
  symlinkSync(join(ROOT, "public"), join(dir, "public"));
  vi.spyOn(process, "cwd").mockReturnValue(dir);
  invalidateContent();
});
afterEach(() => {
  vi.restoreAllMocks();
  invalidateContent();
});

describe("the dev server (lenient)", () => {
  it("renders every page but the one whose own file has an error, which throws only its own errors, on its route and its alias", () => {
    write("about.yaml", about("heding: x\n"));
    expect(thrownFiles(() => pageContent("/about", { lenient: true }))).toEqual(["pages/about.yaml"]);
    expect(thrownFiles(() => pageContent("/about/Top", { lenient: true }))).toEqual(["pages/about.yaml"]);
    expect(pageContent("/home", { lenient: true })?.page.title).toBe("Home");
    expect(rootContent("/about", { lenient: true }).site.brand.name).toBeTruthy();
    expect(contentErrorsForPath("/about").map((e) => e.code)).toEqual(["E_UNKNOWN_FIELD"]);
    expect(contentErrorsForPath("/home")).toEqual([]);
  });

  it("gives an alias its page and section, and nothing for a path no page publishes", () => {
    write("about.yaml", about());
    expect(pageContent("/about/Top/", { lenient: true })).toMatchObject({ page: { route: "/about" }, section: "top" });
    expect(pageContent("/nope", { lenient: true })).toBeNull();
  });

  it("stops every path in the root while _site.yaml has an error", () => {
    write("_site.yaml", "brand: 3\n");
    for (const path of ["/home", "/nope", "/"])
      expect(thrownFiles(() => rootContent(path, { lenient: true }))).toEqual(["pages/_site.yaml"]);
    expect(thrownFiles(() => pageContent("/home", { lenient: true }))).toEqual(["pages/_site.yaml"]);
  });

  it("stops only the not-found page while _404.yaml has an error, once the not-found page has been read", () => {
    expect(rootContent("/home", { lenient: true }).notFound.title).toBe("Page not found");
    write("_404.yaml", "title: [unclosed\n");
    invalidateContent();
    expect(thrownFiles(() => rootContent("/nope", { lenient: true }))).toEqual(["pages/_404.yaml"]);
    expect(rootContent("/home", { lenient: true }).notFound.title).toBe("Page not found");
    expect(pageContent("/home", { lenient: true })?.page.title).toBe("Home");
  });

  it("stops every path while _404.yaml has had an error since the dev server started: there is no not-found page to give the root", async () => {
    vi.resetModules();
    const fresh = await import("./content.server.ts");
    write("_404.yaml", "title: [unclosed\n");
    expect(thrownFiles(() => fresh.rootContent("/home", { lenient: true }))).toEqual(["pages/_404.yaml"]);
    expect(fresh.pageContent("/home", { lenient: true })?.page.title).toBe("Home");
  });

  it("reads the files again after invalidateContent: a fixed page renders", () => {
    write("about.yaml", about("heding: x\n"));
    expect(thrownFiles(() => pageContent("/about", { lenient: true }))).toEqual(["pages/about.yaml"]);
    write("about.yaml", about());
    expect(thrownFiles(() => pageContent("/about", { lenient: true }))).toEqual(["pages/about.yaml"]);
    invalidateContent();
    expect(pageContent("/about", { lenient: true })?.page.title).toBe("About");
  });
});

describe("the build (strict)", () => {
  it("throws every error of every file from every loader when one file has an error", () => {
    write("about.yaml", about("heding: x\n"));
    expect(thrownFiles(() => pageContent("/home", { lenient: false }))).toEqual(["pages/about.yaml"]);
    expect(thrownFiles(() => rootContent("/home", { lenient: false }))).toEqual(["pages/about.yaml"]);
    expect(thrownFiles(() => getContent())).toEqual(["pages/about.yaml"]);
  });

  it("serves the same page and site as getContent when every file is valid", () => {
    write("about.yaml", about());
    const content = getContent();
    expect(pageContent("/about/Top", { lenient: false })).toEqual({
      page: content.pages.get("/about"),
      section: "top",
      site: content.site,
      redirects: content.redirects,
    });
    expect(rootContent("/nope", { lenient: false })).toEqual({
      site: content.site,
      notFound: content.notFound,
      redirects: content.redirects,
    });
  });
});
