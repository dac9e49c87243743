import { describe, expect, it } from "vitest";
import type { ContentError } from "../../shared/content-error.ts";
import {
  blockSummary,
  countText,
  editPath,
  fieldId,
  movedMessage,
  pageDetailsSchema,
  pageDetailsValue,
  parseAppPath,
  pathInWords,
  placeErrors,
  typeInWords,
  suggestedRoute,
} from "./page-model.ts";

const error = (file: string, path: string, severity?: "warning"): ContentError => ({
  code: "E_MISSING_FIELD",
  file,
  line: 1,
  col: 1,
  path,
  message: "m",
  frame: "",
  ...(severity ? { severity } : {}),
});

describe("block rows", () => {
  it("summarise a block by its heading, title or eyebrow, without markup, on one line", () => {
    expect(blockSummary({ type: "hero", eyebrow: "E", heading: "Run **your** [business](/home)" })).toBe("Run your business");
    expect(blockSummary({ type: "legalDocument", title: "Privacy" })).toBe("Privacy");
    expect(blockSummary({ type: "x", eyebrow: "  Only\n eyebrow " })).toBe("Only eyebrow");
    expect(blockSummary({ type: "x", heading: "" })).toBe("");
    expect(blockSummary(null)).toBe("");
    expect(blockSummary({ heading: "a".repeat(200) })).toHaveLength(80);
  });

  it("name types and counts in words", () => {
    expect(typeInWords("cardGrid")).toBe("Card grid");
    expect(typeInWords("faq")).toBe("FAQ");
    expect(typeInWords("logoWall")).toBe("Logo wall");
    expect(typeInWords("")).toBe("Block");
    expect(countText(0, "error")).toBe("No errors");
    expect(countText(1, "error")).toBe("1 error");
    expect(countText(2, "error")).toBe("2 errors");
    expect(movedMessage("Hero", 1, 7)).toBe("Hero moved to position 2 of 7");
  });
});

describe("placeErrors", () => {
  it("puts block errors on their block relative to it, page errors on the page, and leaves other files out", () => {
    const placed = placeErrors(
      [
        error("pages/a.yaml", "blocks[2] (hero) > actions[0] > href"),
        error("pages/a.yaml", "title"),
        error("pages/b.yaml", "title"),
        error("pages/a.yaml", ""),
      ],
      "pages/a.yaml",
    );
    expect(placed.map(({ block, path }) => ({ block, path }))).toEqual([
      { block: 2, path: ["actions", 0, "href"] },
      { block: null, path: ["title"] },
      { block: null, path: [] },
    ]);
    // A missing field's error names the field by its label; it is placed on the field by its key.
    const missing = {
      ...error("pages/a.yaml", "blocks[0] (hero)"),
      code: "E_MISSING_FIELD",
      message: 'The field "Heading" is required (text): fill it in.',
      missingField: "heading",
    };
    expect(placeErrors([missing], "pages/a.yaml")[0]).toMatchObject({ block: 0, path: ["heading"] });
    expect(
      placeErrors([{ ...missing, message: 'Needs one of the fields "a" or "b".', missingField: undefined }], "pages/a.yaml")[0],
    ).toMatchObject({ block: 0, path: [] });
    expect(fieldId("block-2", ["actions", 0, "href"])).toBe("block-2_actions_0_href");
    expect(fieldId("page", [])).toBe("page");
    expect(pathInWords(["actions", 0, "href"])).toBe("Actions 1 › Href");
    expect(pathInWords([2, "srcMobile"])).toBe("Item 3 › Src mobile");
    expect(pathInWords([])).toBe("");
  });
});

describe("page details", () => {
  it("leave blocks and $schema to others", () => {
    const schema = pageDetailsSchema({
      type: "object",
      required: ["title", "blocks"],
      properties: { title: {}, blocks: {}, $schema: {} },
      definitions: { a: {} },
    });
    expect(schema).toMatchObject({
      type: "object",
      required: ["title"],
      properties: { title: {} },
      definitions: { a: {} },
      title: "Page details",
    });
    expect(Object.keys(schema.properties as object)).toEqual(["title"]);
    expect(pageDetailsValue({ title: "T", blocks: [], $schema: "x" })).toEqual({ title: "T" });
    expect(pageDetailsValue([1])).toEqual({});
  });
});

describe("client-side routes", () => {
  it("open a file from /edit/<path> and list pages otherwise", () => {
    expect(parseAppPath("/edit/pages/services/cloud.yaml")).toEqual({ view: "file", file: "pages/services/cloud.yaml" });
    expect(parseAppPath(editPath("pages/a b.yaml"))).toEqual({ view: "file", file: "pages/a b.yaml" });
    expect(editPath("pages/a b.yaml")).toBe("/edit/pages/a%20b.yaml");
    expect(parseAppPath("/")).toEqual({ view: "pages" });
    expect(parseAppPath("/edit")).toEqual({ view: "pages" });
    expect(parseAppPath("/edit/pages/../x")).toEqual({ view: "pages" });
    expect(parseAppPath("/edit/%E0%A4%A")).toEqual({ view: "pages" });
  });
});

describe("suggestedRoute", () => {
  it("turns typed words into an address, and leaves a valid one alone", () => {
    expect(suggestedRoute("Cloud Migration")).toBe("/cloud-migration");
    expect(suggestedRoute(" services/Data & AI ")).toBe("/services/data-ai");
    expect(suggestedRoute("Café Événements")).toBe("/cafe-evenements");
    expect(suggestedRoute("/services/cloud-migration")).toBeNull();
    expect(suggestedRoute("aboutus")).toBeNull();
    expect(suggestedRoute("!!!")).toBeNull();
  });
});
