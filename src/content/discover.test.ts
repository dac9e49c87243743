import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildLeadFormUrl } from "../shared/model.ts";
import { checkRouteNames, discoverPages, routeForPageFile, routeSafeName } from "./discover.ts";

describe("routeForPageFile", () => {
  it("maps a file's path to its route, with a section index beside its folder", () => {
    expect(routeForPageFile("home.yaml")).toBe("/home");
    expect(routeForPageFile("verticals.yaml")).toBe("/verticals");
    expect(routeForPageFile("verticals/agriculture.yaml")).toBe("/verticals/agriculture");
    expect(routeForPageFile("services/AdminInABox.yaml")).toBe("/services/AdminInABox");
  });

  it("leaves out files starting with _ and files that are not YAML", () => {
    expect(routeForPageFile("_site.yaml")).toBeNull();
    expect(routeForPageFile("_drafts/page.yaml")).toBeNull();
    expect(routeForPageFile("notes.md")).toBeNull();
  });
});

describe("buildLeadFormUrl", () => {
  it("adds form id, hash and topic to the provider URL (docs/product.md, Content and Outside calls)", () => {
    expect(buildLeadFormUrl({ url: "https://forms.example.net/lead", formId: "101", hash: "AAC_x", topic: "precerp" })).toBe(
      "https://forms.example.net/lead?formid=101&h=AAC_x&topic=precerp",
    );
  });

  it("keeps the provider's own query parameters and encodes values", () => {
    expect(buildLeadFormUrl({ url: "https://forms.example.net/lead?compid=7", formId: "1", hash: "a&b", topic: "contact" })).toBe(
      "https://forms.example.net/lead?compid=7&formid=1&h=a%26b&topic=contact",
    );
  });

  it("throws on a URL that is not absolute", () => {
    expect(() => buildLeadFormUrl({ url: "/lead", formId: "1", hash: "h", topic: "contact" })).toThrow(TypeError);
  });
});

describe("discoverPages on a real folder", () => {
  const project = () => {
    const root = mkdtempSync(join(tmpdir(), "discover-"));
    dirs.push(root);
    mkdirSync(join(root, "pages/services"), { recursive: true });
    writeFileSync(join(root, "pages/home.yaml"), "title: Home\n");
    writeFileSync(join(root, "pages/services/erp.yaml"), "title: ERP\n");
    return root;
  };
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("lists route files sorted by route and skips dotfiles, _files and _folders", () => {
    const root = project();
    writeFileSync(join(root, "pages/.home.yaml.swp"), "");
    writeFileSync(join(root, "pages/_site.yaml"), "");
    mkdirSync(join(root, "pages/_drafts"));
    writeFileSync(join(root, "pages/_drafts/new.yaml"), "");
    const found = discoverPages({ pagesDir: join(root, "pages"), rootDir: root });
    expect(found.files.map((f) => `${f.relFile} ${f.route}`)).toEqual(["pages/home.yaml /home", "pages/services/erp.yaml /services/erp"]);
    expect(found.errors).toEqual([]);
  });

  it("refuses a linked file and a linked folder unread, and a page file ending in .yml", () => {
    const root = project();
    const outside = mkdtempSync(join(tmpdir(), "outside-"));
    dirs.push(outside);
    writeFileSync(join(outside, "secret.yaml"), "title: Secret\n");
    symlinkSync(join(outside, "secret.yaml"), join(root, "pages/linked.yaml"));
    symlinkSync(outside, join(root, "pages/more"));
    writeFileSync(join(root, "pages/about.yml"), "title: About\n");
    const found = discoverPages({ pagesDir: join(root, "pages"), rootDir: root });
    expect(found.files.map((f) => f.route)).toEqual(["/home", "/services/erp"]);
    expect(found.errors.map((e) => `${e.code} ${e.file}`)).toEqual([
      "E_BAD_ROUTE_NAME pages/about.yml",
      "E_LINKED_FILE pages/linked.yaml",
      "E_LINKED_FILE pages/more",
    ]);
    expect(found.errors[0]!.message).toContain("pages/about.yaml");
  });
});

describe("checkRouteNames", () => {
  it("suggests a name of letters, digits, - and _ for spaces, accents and look-alike letters", () => {
    expect(routeSafeName("about us")).toBe("about-us");
    expect(routeSafeName("café")).toBe("cafe");
    expect(routeSafeName("hоme")).toBe("home");
    expect(routeSafeName("???")).toBe("page");
  });

  it("accepts the real site's routes", () => {
    expect(
      checkRouteNames([
        { relFile: "pages/services/AdminInABox.yaml", route: "/services/AdminInABox" },
        { relFile: "pages/home.yaml", route: "/home" },
      ]),
    ).toEqual([]);
  });

  it("reports a name in a folder with the folder kept in the suggestion", () => {
    const [error] = checkRouteNames([{ relFile: "pages/services/Admin in a box.yaml", route: "/services/Admin in a box" }]);
    expect(error?.code).toBe("E_BAD_ROUTE_NAME");
    expect(error?.message).toContain("pages/services/Admin-in-a-box.yaml");
  });
});
