import { describe, expect, it } from "vitest";
import { buildLeadFormUrl } from "./model.ts";
import { routeForPageFile } from "./discover.ts";

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
  it("adds form id, hash and topic to the provider URL (spec sections 3 and 7)", () => {
    expect(buildLeadFormUrl({ url: "https://forms.example.net/lead", formId: "101", hash: "AAC_x", topic: "precerp" })).toBe("https://forms.example.net/lead?formid=101&h=AAC_x&topic=precerp");
  });

  it("keeps the provider's own query parameters and encodes values", () => {
    expect(buildLeadFormUrl({ url: "https://forms.example.net/lead?compid=7", formId: "1", hash: "a&b", topic: "contact" })).toBe("https://forms.example.net/lead?compid=7&formid=1&h=a%26b&topic=contact");
  });

  it("throws on a URL that is not absolute", () => {
    expect(() => buildLeadFormUrl({ url: "/lead", formId: "1", hash: "h", topic: "contact" })).toThrow(TypeError);
  });
});
