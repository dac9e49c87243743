import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureProject, loadFixtureProject, removeFixtureProjects, ROOT } from "../../tests/support/fixture-project.ts";
import { errorsForPath, errorsInFile, fileForPath, loadContentLeniently } from "./load.ts";

afterAll(removeFixtureProjects);

/** A fixture project (tests/fixtures/base plus `files`, page name → text), loaded leniently with the real schemas and public/. */
function lenient(files: Record<string, string> = {}) {
  const dir = fixtureProject();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "pages", name), text);
  return { dir, content: loadContentLeniently({ rootDir: dir, schemaDir: join(ROOT, "schema"), publicDir: join(ROOT, "public") }) };
}

const page = (title: string, extra = "") =>
  `title: ${title}\ndescription: A page.\nblocks:\n  - type: pageHeader\n    id: top\n    title: ${title}\n${extra}`;
const locations = (errors: { file: string; line: number; col: number; code: string }[]) =>
  errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code}`);

describe("loadContentLeniently", () => {
  it("gives valid content the same page models as the strict loader, every route with its file, and no errors", () => {
    const files = { "about.yaml": page("About", "aliases:\n  - { path: /about/Top, section: top }\n") };
    const { dir, content } = lenient(files);
    const strict = loadFixtureProject(dir);
    expect(content.errors).toEqual([]);
    expect(content.pages).toEqual(strict.content!.pages);
    expect(content.notFound).toEqual(strict.content!.notFound);
    expect(content.site).toEqual(strict.content!.site);
    expect(content.redirects).toEqual([{ from: "/", to: "/home" }]);
    expect(content.routes).toEqual([
      { path: "/about", page: "/about", file: "pages/about.yaml" },
      { path: "/about/Top", page: "/about", section: "top", file: "pages/about.yaml" },
      { path: "/home", page: "/home", file: "pages/home.yaml" },
    ]);
    expect([content.siteFile, content.notFoundFile]).toEqual(["pages/_site.yaml", "pages/_404.yaml"]);
  });

  it("keeps every valid page while one page fails its schema; that page keeps its routes and aliases but has no model", () => {
    const { content } = lenient({ "about.yaml": page("About", "aliases:\n  - { path: /about/Top, section: top }\nheding: x\n") });
    expect(locations(content.errors)).toEqual(["pages/about.yaml:9:1 E_UNKNOWN_FIELD"]);
    expect([...content.pages.keys()]).toEqual(["/home"]);
    expect(content.routes.filter((r) => r.file === "pages/about.yaml").map((r) => r.path)).toEqual(["/about", "/about/Top"]);
    expect(content.site?.brand.name).toBeTruthy();
    expect(content.notFound?.title).toBe("Page not found");
  });

  it("gives a file that is not YAML its own route only", () => {
    const { content } = lenient({ "about.yaml": 'title: "unclosed\naliases:\n  - { path: /about/Top, section: top }\n' });
    expect(content.errors.map((e) => e.code)).toContain("E_YAML_SYNTAX");
    expect(content.routes.filter((r) => r.file === "pages/about.yaml").map((r) => r.path)).toEqual(["/about"]);
  });

  it("has no site settings while _site.yaml fails its schema, and no redirects", () => {
    const { content } = lenient({ "_site.yaml": "brand: 3\n" });
    expect(content.site).toBeUndefined();
    expect(content.redirects).toEqual([]);
    expect(content.errors.every((e) => e.file === "pages/_site.yaml")).toBe(true);
  });
});

describe("errorsForPath", () => {
  it("stops only the page whose own file has the error, on its route and its aliases", () => {
    const { content } = lenient({ "about.yaml": page("About", "aliases:\n  - { path: /about/Top, section: top }\nheding: x\n") });
    expect(locations(errorsForPath(content, "/about"))).toEqual(["pages/about.yaml:9:1 E_UNKNOWN_FIELD"]);
    expect(locations(errorsForPath(content, "/about/Top"))).toEqual(["pages/about.yaml:9:1 E_UNKNOWN_FIELD"]);
    expect(locations(errorsForPath(content, "/about/"))).toEqual(["pages/about.yaml:9:1 E_UNKNOWN_FIELD"]);
    expect(errorsForPath(content, "/home")).toEqual([]);
    expect(errorsForPath(content, "/no-such-page")).toEqual([]);
    expect(errorsForPath(content, "/")).toEqual([]);
  });

  it("puts a broken link to another page's section on the page that has the link, not on the page it points to", () => {
    const { content } = lenient({ "about.yaml": page("About", "  - type: richText\n    body:\n      - See [pricing](/home#pricing).\n") });
    expect(locations(errorsForPath(content, "/about"))).toEqual(["pages/about.yaml:9:23 E_BROKEN_ANCHOR"]);
    expect(errorsForPath(content, "/home")).toEqual([]);
  });

  it("stops every path, known or not, while _site.yaml has an error", () => {
    const { content } = lenient({ "_site.yaml": "brand: 3\n" });
    const siteErrors = errorsInFile(content, "pages/_site.yaml");
    expect(siteErrors.length).toBeGreaterThan(0);
    for (const path of ["/home", "/", "/no-such-page", "/_blocks"]) expect(errorsForPath(content, path, ["/_blocks"])).toEqual(siteErrors);
  });

  it("stops only paths no page publishes while _404.yaml has an error; redirects and pages made by code are not the not-found page", () => {
    const { content } = lenient({ "_404.yaml": "title: Page not found\ndescription: Not found.\nblocks: []\n" });
    expect(locations(errorsForPath(content, "/no-such-page"))).toEqual(["pages/_404.yaml:3:9 E_TOO_FEW"]);
    expect(errorsForPath(content, "/home")).toEqual([]);
    expect(errorsForPath(content, "/")).toEqual([]);
    expect(errorsForPath(content, "/_blocks", ["/_blocks"])).toEqual([]);
  });

  it("never stops a page for a warning", () => {
    const { content } = lenient({
      "about.yaml": `title: About\ndescription: A page.\nblocks:\n  - type: pageHeader\n    title: About\n    intro: “Quoted”\n`,
    });
    expect(content.errors.map((e) => e.severity)).toEqual(["warning"]);
    expect(errorsForPath(content, "/about")).toEqual([]);
    expect(content.pages.has("/about")).toBe(true);
  });
});

describe("fileForPath", () => {
  it("names the page file of a route or alias, nothing for a redirect or a page made by code, and the not-found page otherwise", () => {
    const { content } = lenient({ "about.yaml": page("About", "aliases:\n  - { path: /about/Top, section: top }\n") });
    expect(fileForPath(content, "/about/Top")).toBe("pages/about.yaml");
    expect(fileForPath(content, "/home/")).toBe("pages/home.yaml");
    expect(fileForPath(content, "/")).toBeNull();
    expect(fileForPath(content, "/_blocks", ["/_blocks"])).toBeNull();
    expect(fileForPath(content, "/_blocks")).toBe("pages/_404.yaml");
    expect(fileForPath(content, "/About")).toBe("pages/_404.yaml");
  });
});
