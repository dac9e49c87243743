import { describe, expect, it } from "vitest";
import { filterAssets, formatAsset, siblingId } from "./widgets/AssetWidget.tsx";
import { keyChoices } from "./widgets/KeySelectWidget.tsx";
import { linkSuggestions, linkWarning } from "./widgets/LinkWidget.tsx";
import { insertLink, toggleBold } from "./widgets/MarkupTextWidget.tsx";
import { INLINE_MARKUP } from "../../shared/inline-markup.ts";

const routes = [
  { route: "/home", title: "Home", ids: [] },
  { route: "/partners", title: "Partners", ids: ["Odoo", "NetSuite"] },
  { route: "/precisionERP", title: "PrecisionERP", ids: ["AssetManagement"] },
];

describe("markup buttons", () => {
  it("wrap the selection in bold markup the site reads, keeping the words selected", () => {
    const edit = toggleBold("Call us today", 8, 13);
    expect(edit).toEqual({ text: "Call us **today**", selectionStart: 10, selectionEnd: 15 });
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe("today");
    expect([...edit.text.matchAll(INLINE_MARKUP)][0]![1]).toBe("today");
  });

  it("leave the spaces around a selection outside the markup, and make bold text plain again", () => {
    expect(toggleBold("Call us today", 4, 13).text).toBe("Call **us today**");
    expect(toggleBold("Call **us** now", 7, 9)).toEqual({ text: "Call us now", selectionStart: 5, selectionEnd: 7 });
  });

  it("insert a placeholder to type over when nothing is selected, and clamp offsets outside the text", () => {
    const bold = toggleBold("Hi ", 3, 3);
    expect(bold.text).toBe("Hi **bold text**");
    expect(bold.text.slice(bold.selectionStart, bold.selectionEnd)).toBe("bold text");
    expect(toggleBold("Hi", 9, -4).text).toBe("**Hi**");
  });

  it("make the selection a link with its target selected, in the syntax the site renders", () => {
    const edit = insertLink("See our partners.", 8, 16);
    expect(edit.text).toBe("See our [partners](/).");
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe("/");
    const match = [...edit.text.matchAll(INLINE_MARKUP)][0]!;
    expect([match[2], match[3]]).toEqual(["partners", "/"]);
    const empty = insertLink("", 0, 0);
    expect(empty.text).toBe("[link text](/)");
    expect(empty.text.slice(empty.selectionStart, empty.selectionEnd)).toBe("link text");
  });
});

describe("link fields", () => {
  it("warn about a route no page has, with the spelling that differs only in case", () => {
    expect(linkWarning("/precisionErp", routes)).toBe("No page has the route /precisionErp. Did you mean /precisionERP?");
    expect(linkWarning("/nowhere", routes)).toBe("No page has the route /nowhere.");
    expect(linkWarning("/partners#SAP", routes)).toBe('The page /partners has no section with the id "SAP".');
  });

  it("warn about external links without https://, and about files that are not under public/", () => {
    expect(linkWarning("http://example.com", routes)).toMatch(/starts with http:\/\/\. Use https:\/\//);
    expect(linkWarning("/files/a.pdf", routes, [{ path: "/files/b.pdf", bytes: 10 }])).toBe("There is no file /files/a.pdf under public/.");
    expect(linkWarning("/files/b.pdf", routes, [{ path: "/files/b.pdf", bytes: 10 }])).toBeNull();
  });

  it("say nothing about good links, anchors, mail and phone links, or an empty field", () => {
    for (const href of [
      "/home",
      "/partners#Odoo",
      "/partners/",
      "#events",
      "https://example.com",
      "mailto:a@b.c",
      "tel:+1 555",
      "",
      "   ",
    ]) {
      expect(linkWarning(href, routes), href).toBeNull();
    }
  });

  it("suggest every route, and the sections of the page being linked to", () => {
    expect(linkSuggestions("", routes).map((s) => s.value)).toEqual(["/home", "/partners", "/precisionERP"]);
    expect(linkSuggestions("/partners#", routes).map((s) => s.value)).toEqual([
      "/home",
      "/partners",
      "/precisionERP",
      "/partners#Odoo",
      "/partners#NetSuite",
    ]);
    expect(linkSuggestions("/partners", routes).at(-1)).toEqual({ value: "/partners#NetSuite", label: "Section NetSuite of Partners" });
  });
});

describe("lead form and video fields", () => {
  it("list the keys of the site settings, with None for an optional field", () => {
    expect(keyChoices(undefined, ["erpOne", "joinUs"], false)).toEqual([
      { value: "", label: "None" },
      { value: "erpOne", label: "erpOne — on no page yet" },
      { value: "joinUs", label: "joinUs — on no page yet" },
    ]);
    expect(keyChoices("erpOne", ["erpOne"], true)).toEqual([{ value: "erpOne", label: "erpOne — on no page yet" }]);
    expect(keyChoices(undefined, ["erpOne"], true)[0]).toEqual({ value: "", label: "Choose…" });
  });

  it("name each by its label with the pages using it, sorted by label", () => {
    const about = {
      industriesFive: { label: "Contact form: manufacturing", pages: [{ title: "Manufacturing", route: "/verticals/manufacturing" }] },
      joinUs: {
        label: "Job application form",
        pages: [
          { title: "Careers", route: "/careers" },
          { title: "Join us", route: "/joinus" },
        ],
      },
      erpOne: { label: "PrecisionERP guide download", pages: [] },
    };
    expect(keyChoices("joinUs", ["erpOne", "industriesFive", "joinUs"], true, about)).toEqual([
      { value: "industriesFive", label: "Contact form: manufacturing — on Manufacturing" },
      { value: "joinUs", label: "Job application form — on Careers, Join us" },
      { value: "erpOne", label: "PrecisionERP guide download — on no page yet" },
    ]);
  });

  it("keep a value the site settings do not define, and say so", () => {
    expect(keyChoices("oldForm", ["erpOne"], true)).toEqual([
      { value: "oldForm", label: "oldForm (not defined in site settings)" },
      { value: "erpOne", label: "erpOne — on no page yet" },
    ]);
  });
});

describe("picture fields", () => {
  const assets = [
    { path: "/images/team/b.png", bytes: 86_000, width: 1200, height: 630 },
    { path: "/images/team/a.SVG", bytes: 300, width: 32, height: 32 },
    { path: "/files/sheet.pdf", bytes: 5_000 },
    { path: "/images/hero/home.svg", bytes: 2_048, width: 1440, height: 560 },
  ];

  it("say a file's size in pixels and KB", () => {
    expect(formatAsset(assets[0]!)).toBe("1200 × 630 px, 84 KB");
    expect(formatAsset(assets[1]!)).toBe("32 × 32 px, 1 KB");
    expect(formatAsset(assets[2]!)).toBe("5 KB");
  });

  it("offer the files of the field's kind whose path contains the filter, sorted", () => {
    expect(filterAssets(assets, ["png", "svg"], "").map((a) => a.path)).toEqual([
      "/images/hero/home.svg",
      "/images/team/a.SVG",
      "/images/team/b.png",
    ]);
    expect(filterAssets(assets, ["png", "svg"], " TEAM ").map((a) => a.path)).toEqual(["/images/team/a.SVG", "/images/team/b.png"]);
    expect(filterAssets(assets, ["pdf"], "").map((a) => a.path)).toEqual(["/files/sheet.pdf"]);
  });

  it("find the text alternative beside a picture's path", () => {
    expect(siblingId("block-2_slides_0_srcMobile", "alt")).toBe("block-2_slides_0_alt");
    expect(siblingId("site_shareImage_src", "alt")).toBe("site_shareImage_alt");
  });
});
