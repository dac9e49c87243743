import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempProject, type TempProject } from "../../../scripts/support/project-copy.ts";
import { filesBase, renderRoute, withFilesUnder } from "./preview.ts";

const BASE = filesBase("erin~resources-refresh");
let project: TempProject;

beforeAll(() => {
  project = tempProject();
  const uploads = join(project.root, "public/images/uploads");
  mkdirSync(uploads, { recursive: true });
  copyFileSync(join(project.root, "public/images/share/northgate-systems.png"), join(uploads, "offer.png"));
  writeFileSync(join(uploads, ".hidden.png"), "hidden");
  symlinkSync(join(uploads, "offer.png"), join(uploads, "linked.png"));
});
afterAll(() => project.remove());

describe("filesBase", () => {
  it("is the change set's files path", () => {
    expect(BASE).toBe("/changes/erin~resources-refresh/files");
  });
});

describe("withFilesUnder", () => {
  const under = <T>(value: T) => withFilesUnder(value, project.root, BASE);

  it("prefixes a string that names a regular file of public/, a query or fragment after it included", () => {
    expect(under("/images/uploads/offer.png")).toBe(`${BASE}/images/uploads/offer.png`);
    expect(under("/images/brand/logo.svg")).toBe(`${BASE}/images/brand/logo.svg`);
    expect(under("/images/uploads/offer.png?v=2")).toBe(`${BASE}/images/uploads/offer.png?v=2`);
    expect(under("/images/uploads/offer.png#top")).toBe(`${BASE}/images/uploads/offer.png#top`);
  });

  it.each([
    ["a page link", "/resources"],
    ["a page link with a section", "/resources#events"],
    ["the site's root", "/"],
    ["a file that does not exist", "/images/uploads/missing.png"],
    ["a folder", "/images/uploads"],
    ["a folder with a trailing slash", "/images/uploads/"],
    ["a protocol-relative URL", "//cdn.example.com/images/uploads/offer.png"],
    ["a protocol-relative URL to this very path", "//images/uploads/offer.png"],
    ["a path with ..", "/images/../images/uploads/offer.png"],
    ["a path that climbs out of public/", "/../pages/resources.yaml"],
    ["a path with a doubled slash", "/images//uploads/offer.png"],
    ["a dotfile", "/images/uploads/.hidden.png"],
    ["a symbolic link", "/images/uploads/linked.png"],
    ["a relative path", "images/uploads/offer.png"],
    ["an absolute URL", "https://www.example.com/images/uploads/offer.png"],
    ["text", "Our offer"],
  ])("leaves %s as it is", (_what, value) => {
    expect(under(value)).toBe(value);
  });

  it("walks objects and arrays, leaves other values alone, and does not change what it is given", () => {
    const value = {
      title: "Offer",
      count: 3,
      shown: true,
      none: null,
      image: { src: "/images/uploads/offer.png", alt: "Our offer" },
      links: [{ href: "/resources" }, { href: "/images/uploads/offer.png" }],
      nested: [["/images/brand/logo.svg", 1]],
    };
    const copy = structuredClone(value);
    expect(under(value)).toEqual({
      title: "Offer",
      count: 3,
      shown: true,
      none: null,
      image: { src: `${BASE}/images/uploads/offer.png`, alt: "Our offer" },
      links: [{ href: "/resources" }, { href: `${BASE}/images/uploads/offer.png` }],
      nested: [[`${BASE}/images/brand/logo.svg`, 1]],
    });
    expect(value).toEqual(copy);
  });
});

describe("renderRoute", () => {
  it("renders a page with the site, their files under the change set", () => {
    const rendered = renderRoute(project.root, "/resources", BASE);
    expect(rendered.notFound).toBe(false);
    expect(rendered.redirect).toBeUndefined();
    expect(rendered.section).toBeUndefined();
    expect(rendered.page).toMatchObject({ route: "/resources", title: "Resources", file: "pages/resources.yaml" });
    expect(rendered.site?.brand.name).toBe("Northgate Systems");
    const site = JSON.stringify(rendered.site);
    expect(site).toContain(`"${BASE}/images/brand/logo.svg"`);
    expect(site).not.toContain(`"/images/brand/logo.svg"`);
    // Page links stay page links.
    expect(site).toContain(`"/resources`);
    expect(JSON.stringify(rendered.page)).toContain(`"${BASE}/images/icons/events.svg"`);
  });

  it("renders an alias as its page, with the section to scroll to", () => {
    const rendered = renderRoute(project.root, "/precisionERP/AssetManagement", BASE);
    expect(rendered).toMatchObject({ notFound: false, section: "AssetManagement" });
    expect(rendered.page).toMatchObject({ route: "/precisionERP", title: "PrecisionERP" });
  });

  it("gives a redirect of _site.yaml as the route to go to", () => {
    expect(renderRoute(project.root, "/", BASE)).toEqual({ site: null, page: null, redirect: "/home", notFound: false });
  });

  it("renders the not-found page for a route no page has", () => {
    const rendered = renderRoute(project.root, "/no-such-page", BASE);
    expect(rendered.notFound).toBe(true);
    expect(rendered.page).toMatchObject({ title: "Page not found" });
    expect(rendered.site).not.toBeNull();
  });
});
