import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NewestFirstArrayField } from "./widgets/NewestFirstArrayField.tsx";
import { readSchemaFiles } from "../../content/schemas.ts";
import { bundleSchema } from "../form-schema.ts";
import {
  assetKind,
  buildUiSchema,
  editorHints,
  errorTree,
  formSchema,
  itemNoun,
  resolve,
  sameJson,
  shownPath,
  tidyValue,
  type Schema,
} from "./widgets/schema-walk.ts";

const files = readSchemaFiles(join(process.cwd(), "schema"));
const page = bundleSchema(files, "page") as Schema;
const site = bundleSchema(files, "site") as Schema;
const hero = formSchema(page, "block_hero");
const heroUi = buildUiSchema(hero);

type Ui = { [key: string]: Ui | undefined } & { "ui:widget"?: string; "ui:options"?: Record<string, unknown> };
const ui = (node: unknown, ...path: string[]): Ui => path.reduce<Ui>((n, key) => (n[key] ?? {}) as Ui, node as Ui);

describe("formSchema", () => {
  it("puts the definition at the top with every reference written out in place, and throws for an unknown one", () => {
    expect(hero.title).toBe("HeroBlock");
    expect(hero.definitions).toBeUndefined();
    expect(JSON.stringify(hero)).not.toContain("$ref");
    const href = ((hero.properties as Schema).actions as { items: { properties: Record<string, Schema> } }).items.properties.href!;
    expect(href).toMatchObject({ type: "string", description: "Where the button leads.", title: "Link", "x-from": "common_href" });
    expect(formSchema(site).properties).toBeDefined();
    expect(JSON.stringify(formSchema(site))).not.toContain("$ref");
    expect(() => formSchema(page, "block_nothing")).toThrow('no definition named "block_nothing"');
  });

  it("keeps a reference that would loop, with the definitions it needs", () => {
    const looping = {
      definitions: { node: { type: "object", properties: { child: { $ref: "#/definitions/node" } } } },
      properties: { root: { $ref: "#/definitions/node" } },
    };
    const schema = formSchema(looping);
    expect(((schema.properties as Schema).root as Schema).properties).toEqual({ child: { $ref: "#/definitions/node" } });
    expect(schema.definitions).toBeDefined();
  });

  it("drops the action's anyOf of required fields, which a form would show as unnamed options, and keeps data keywords as they are", () => {
    const action = ((hero.properties as Schema).actions as Schema).items as Schema;
    expect(action.anyOf).toBeUndefined();
    expect(action.required).toEqual(["label"]);
    const background = (formSchema(page, "block_richText").properties as Schema).background as Schema;
    expect(background.enum).toEqual(["white", "mist", "sky", "navy"]);
    expect(background.default).toBe("white");
    expect(resolve({ $ref: "#/definitions/common_anchorId", title: "Id" }, page)).toMatchObject({ type: "string", title: "Id" });
  });
});

describe("buildUiSchema", () => {
  it("puts a new event at the top of the newest-first events, and fills a picture's width and height beside it", () => {
    const events = buildUiSchema(formSchema(page, "block_eventsBrowser"));
    expect(ui(events, "events")["ui:field"]).toBe(NewestFirstArrayField);
    expect(ui(heroUi, "slides")["ui:field"]).toBeUndefined();
    expect(ui(events, "events", "items", "cover", "src")["ui:options"]).toMatchObject({ sizeFields: { width: "width", height: "height" } });
    expect(ui(heroUi, "slides", "items", "srcMobile")["ui:options"]).not.toHaveProperty("sizeFields");
  });

  it("hides the block's fixed type and gives links, pictures, site keys and markup their widgets", () => {
    expect(ui(heroUi, "type")["ui:widget"]).toBe("hidden");
    expect(ui(heroUi, "slides", "items", "srcMobile")["ui:widget"]).toBe("asset");
    expect(ui(heroUi, "slides", "items", "srcMobile")["ui:options"]).toMatchObject({ altField: "alt", asset: { kind: "picture" } });
    expect(ui(heroUi, "actions", "items", "href")["ui:widget"]).toBe("link");
    expect(ui(heroUi, "actions", "items", "leadForm")["ui:widget"]).toBe("leadFormKey");
    expect(ui(heroUi, "actions", "items", "video")["ui:widget"]).toBe("videoKey");
    expect(ui(heroUi, "actions", "items", "variant")["ui:widget"]).toBe("choice");
    expect(ui(heroUi, "text")["ui:widget"]).toBe("textarea");
    const rich = buildUiSchema(formSchema(page, "block_richText"));
    expect(ui(rich, "body", "items")["ui:widget"]).toBe("markup");
    expect(ui(rich, "body", "items")["ui:options"]).toMatchObject({ multiline: true, itemNoun: "paragraph" });
    const cards = buildUiSchema(formSchema(page, "block_cardGrid"));
    expect(ui(cards, "cards", "items", "text")["ui:widget"]).toBe("markup");
    expect(ui(cards, "cards", "items", "bullets", "items")["ui:options"]).toMatchObject({ itemNoun: "bullet", multiline: false });
    expect(ui(buildUiSchema(formSchema(page, "block_leadForm")), "form")["ui:widget"]).toBe("leadFormKey");
  });

  it("names list items for labels and buttons, and keeps an emptied required alt as an empty text", () => {
    expect(ui(heroUi, "slides")["ui:options"]).toMatchObject({ itemsNoun: "slide" });
    expect(ui(heroUi, "actions")["ui:options"]).toMatchObject({ itemsNoun: "button" });
    expect(ui(heroUi, "slides", "items", "alt")["ui:options"]).toMatchObject({ emptyValue: "" });
    expect(ui(heroUi, "heading")["ui:options"]).toBeUndefined();
    expect(heroUi["ui:submitButtonOptions"]).toEqual({ norender: true });
  });

  it("reads PDFs and share images (PNG or JPEG only) from the schemas, and leaves video sources as text", () => {
    const sheets = buildUiSchema(formSchema(page, "block_factSheets"));
    expect(ui(sheets, "sheets", "items", "pdf")["ui:options"]).toMatchObject({ asset: { kind: "pdf", extensions: ["pdf"] } });
    const siteUi = buildUiSchema(formSchema(site));
    expect(ui(siteUi, "shareImage", "src")["ui:options"]).toMatchObject({
      asset: { kind: "picture", extensions: ["png", "jpg", "jpeg"] },
      altField: "alt",
    });
    expect(ui(siteUi, "brand", "logo")["ui:widget"]).toBe("asset");
    expect(ui(siteUi, "videos", "additionalProperties", "src")["ui:widget"]).toBeUndefined();
    expect(ui(siteUi, "videos")["ui:options"]).toMatchObject({ entryNoun: "video" });
    expect(ui(siteUi, "menu", "items", "children", "items", "link")["ui:widget"]).toBe("link");
    expect(ui(siteUi, "redirects", "items", "to")["ui:widget"]).toBe("link");
    expect(ui(siteUi, "redirects", "items", "from")["ui:widget"]).toBeUndefined();
    expect(ui(siteUi, "$schema")["ui:widget"]).toBe("hidden");
    expect(assetKind("note", { type: "string" }, { type: "string", description: "A note." })).toBeUndefined();
  });

  it("gives list items the noun their schema names, else their field's name in the singular", () => {
    expect(["slides", "events", "bullets", "categories", "boxes", "tiers", "imageHosts"].map((name) => itemNoun(name))).toEqual([
      "slide",
      "event",
      "bullet",
      "category",
      "box",
      "tier",
      "image host",
    ]);
    expect(itemNoun("activePaths", { type: "array", "x-editor": { itemNoun: "route prefix" } })).toBe("route prefix");
    const siteUi = buildUiSchema(formSchema(site));
    expect(ui(siteUi, "menu")["ui:options"]).toMatchObject({ itemsNoun: "menu item" });
    expect(ui(siteUi, "menu", "items", "children")["ui:options"]).toMatchObject({ itemsNoun: "dropdown item" });
    expect(ui(siteUi, "menu", "items", "activePaths")["ui:options"]).toMatchObject({ itemsNoun: "route prefix" });
    expect(ui(buildUiSchema(formSchema(page)), "aliases")["ui:options"]).toMatchObject({ itemsNoun: "alias" });
    expect(ui(buildUiSchema(formSchema(page, "block_partnerBlock")), "description")["ui:options"]).toMatchObject({
      itemsNoun: "paragraph",
    });
  });

  it("reads a malformed hint as no hint", () => {
    expect(editorHints({ "x-editor": { multiline: "yes", itemNoun: "", widget: "colour" } })).toEqual({});
    expect(editorHints({ "x-editor": ["multiline"] })).toEqual({});
  });
});

describe("shownPath and errorTree", () => {
  const value = { type: "hero", heading: "H", slides: [{ srcMobile: "/a.png", srcDesktopTablet: "/b.png", alt: "" }] };

  it("places an error on the field its path reaches: a list item that exists, a property the schema has", () => {
    expect(shownPath(["slides", 0, "alt"], hero, value)).toEqual(["slides", 0, "alt"]);
    expect(shownPath(["slides", "0", "alt"], hero, value)).toEqual(["slides", 0, "alt"]);
    expect(shownPath(["slides", 3, "alt"], hero, value)).toEqual(["slides"]);
    expect(shownPath(["eyebrow"], hero, value)).toEqual(["eyebrow"]);
    expect(shownPath(["bogus", "deeper"], hero, value)).toEqual([]);
    expect(shownPath(["type"], hero, value)).toEqual([]);
    expect(shownPath(["slides", 0, "nope"], hero, value)).toEqual(["slides", 0]);
  });

  it("builds rjsf's error tree and keeps each message's hint by path, once per message", () => {
    const { tree, byPath } = errorTree(
      [
        { path: ["slides", 0, "alt"], message: "Describe the slide.", hint: "Say what it shows." },
        { path: ["slides", 0, "alt"], message: "Describe the slide." },
        { path: [], message: "Whole block." },
        { path: ["type"], message: "Unknown type." },
      ],
      hero,
      value,
    );
    expect(tree).toEqual({ __errors: ["Whole block.", "Unknown type."], slides: { 0: { alt: { __errors: ["Describe the slide."] } } } });
    expect(byPath.get(JSON.stringify(["slides", 0, "alt"]))).toEqual([
      { path: ["slides", 0, "alt"], message: "Describe the slide.", hint: "Say what it shows." },
    ]);
  });

  it("follows keyed objects of the site settings only for keys the value has", () => {
    const siteSchema = formSchema(site);
    const settings = { videos: { intro: { title: "T", src: "/v.webm" } } };
    expect(shownPath(["videos", "intro", "src"], siteSchema, settings)).toEqual(["videos", "intro", "src"]);
    expect(shownPath(["videos", "other", "src"], siteSchema, settings)).toEqual(["videos"]);
  });
});

describe("tidyValue and sameJson", () => {
  it("leaves emptied optional fields out and turns new empty list items into the empty value of their type", () => {
    const next = {
      type: "hero",
      heading: "H",
      eyebrow: undefined,
      slides: [{ srcMobile: "/a.png", alt: "", section: undefined }, undefined],
      actions: [{ label: "Go", href: undefined, video: "v" }],
    };
    expect(tidyValue(next, hero)).toEqual({
      type: "hero",
      heading: "H",
      slides: [{ srcMobile: "/a.png", alt: "" }, {}],
      actions: [{ label: "Go", video: "v" }],
    });
    const rich = formSchema(page, "block_richText");
    expect(tidyValue({ type: "richText", body: ["One", undefined] }, rich)).toEqual({ type: "richText", body: ["One", ""] });
    const plans = formSchema(page, "block_planTable");
    expect(tidyValue({ groups: [{ rows: [{ cells: [true, undefined] }] }], minimumHours: { values: [1, undefined] } }, plans)).toEqual({
      groups: [{ rows: [{ cells: [true, false] }] }],
      minimumHours: { values: [1, 0] },
    });
  });

  it("compares JSON values ignoring key order and undefined properties", () => {
    expect(sameJson({ a: 1, b: [1, { c: "x" }] }, { b: [1, { c: "x" }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });
});
