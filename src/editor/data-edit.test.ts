import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { discoverPageFiles } from "../content/discover.ts";
import { applyDataChange, asSavedWhenSame, parseErrorPath, sameData, setDataAt } from "./data-edit.ts";

const root = process.cwd();
const pages = discoverPageFiles({ pagesDir: join(root, "pages"), rootDir: root }).map((f) => ({
  relFile: f.relFile,
  text: readFileSync(f.file, "utf8"),
}));

/** The lines that differ between two texts: removed ones prefixed `-`, added ones `+` (a plain line diff). */
function diffLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [...a.slice(head, a.length - tail).map((l) => `-${l}`), ...b.slice(head, b.length - tail).map((l) => `+${l}`)];
}

/** The first text field of a block, as a form would show it (not `type`). */
function firstTextField(block: Record<string, unknown>): string | undefined {
  return Object.keys(block).find((k) => k !== "type" && typeof block[k] === "string");
}

describe("applyDataChange", () => {
  for (const page of pages) {
    it(`${page.relFile}: a form edit of one field of the first block changes that field's line only`, () => {
      const data = parse(page.text) as { blocks: Record<string, unknown>[] };
      const block = data.blocks[0]!;
      const key = firstTextField(block)!;
      const edited = { ...block, [key]: "Edited by the form" };
      const after = applyDataChange(page.text, ["blocks", 0], block, edited);
      const diff = diffLines(page.text, after);
      expect(diff.filter((l) => l.startsWith("+"))).toHaveLength(1);
      expect(diff.find((l) => l.startsWith("+"))).toContain("Edited by the form");
      expect((parse(after) as typeof data).blocks[0]).toEqual(edited);
    });
  }

  it("returns the text itself when nothing changed", () => {
    const page = pages.find((p) => p.relFile === "pages/home.yaml")!;
    const data = parse(page.text);
    expect(applyDataChange(page.text, [], data, structuredClone(data))).toBe(page.text);
  });

  it("adds an event to the events browser as the event's own lines, leaving the others byte for byte", () => {
    const page = pages.find((p) => p.relFile === "pages/resources.yaml")!;
    const data = parse(page.text) as { blocks: { type: string; events?: Record<string, unknown>[] }[] };
    const index = data.blocks.findIndex((b) => b.type === "eventsBrowser");
    const events = data.blocks[index]!.events!;
    const added = {
      id: "cloud-summit-2026",
      title: "Cloud Summit 2026",
      dates: "Mar 3-4, 2026",
      place: "Denver, CO",
      description: "Talks on cloud ERP.",
    };
    const after = applyDataChange(page.text, ["blocks", index, "events"], events, [added, ...events]);
    const diff = diffLines(page.text, after);
    expect(diff.every((l) => l.startsWith("+"))).toBe(true);
    expect(diff.join("\n")).toContain("title: Cloud Summit 2026");
    expect((parse(after) as typeof data).blocks[index]!.events![0]).toEqual(added);
  });

  it("moves a block with the comment written above it", () => {
    const text =
      "title: T\nblocks:\n  # The hero comes first\n  - type: hero\n    heading: Hi\n  # Then the call\n  - type: callToAction\n    heading: Call\n";
    const data = parse(text) as { blocks: unknown[] };
    const after = applyDataChange(text, ["blocks"], data.blocks, [data.blocks[1], data.blocks[0]]);
    expect(after).toBe(
      "title: T\nblocks:\n  # Then the call\n  - type: callToAction\n    heading: Call\n  # The hero comes first\n  - type: hero\n    heading: Hi\n",
    );
  });

  it("removes a cleared field with its comment, and adds a new one at the end of its mapping", () => {
    const text = "title: T # keep\nblocks:\n  - type: hero\n    # the small line above the heading\n    eyebrow: Small\n    heading: Big\n";
    const data = parse(text) as { blocks: Record<string, unknown>[] };
    const { eyebrow: _, ...rest } = data.blocks[0]!;
    const after = applyDataChange(text, ["blocks", 0], data.blocks[0], { ...rest, eyebrow: undefined, text: "Body" });
    expect(after).toBe("title: T # keep\nblocks:\n  - type: hero\n    heading: Big\n    text: Body\n");
  });

  it("removes one item from the middle of a list as its lines", () => {
    const text = "list:\n  - a\n  # about b\n  - b\n  - c\n";
    expect(applyDataChange(text, ["list"], ["a", "b", "c"], ["a", "c"])).toBe("list:\n  - a\n  - c\n");
  });

  it("rewrites a value that changes kind in its own place only", () => {
    const text = "a: 1\nb: text # note\nc: 3\n";
    expect(parse(applyDataChange(text, ["b"], "text", ["x", "y"]))).toEqual({ a: 1, b: ["x", "y"], c: 3 });
    expect(applyDataChange(text, ["b"], "text", ["x", "y"]).startsWith("a: 1\n")).toBe(true);
  });
});

describe("small edits an author notices", () => {
  it("adds one item to a list of one-line items as one line in the same style", () => {
    const before =
      "links:\n  - { id: odoo, title: Odoo, link: /partners/odoo }\n  - { id: avalara, title: Avalara, link: /partners/avalara }\n";
    const data = parse(before) as { links: object[] };
    const after = applyDataChange(before, [], data, {
      links: [...data.links, { id: "celigo", title: "Celigo", link: "/partners/celigo" }],
    });
    expect(after).toBe(
      "links:\n  - { id: odoo, title: Odoo, link: /partners/odoo }\n  - { id: avalara, title: Avalara, link: /partners/avalara }\n  - { id: celigo, title: Celigo, link: /partners/celigo }\n",
    );
  });

  it("a field cleared and typed back leaves the file as it was saved", () => {
    const saved = "title: Partners # shown in the tab\ndescription: Who we work with.\nblocks: []\n";
    const cleared = applyDataChange(saved, [], parse(saved), { description: "Who we work with.", blocks: [] });
    const typedBack = applyDataChange(cleared, [], parse(cleared), { description: "Who we work with.", blocks: [], title: "Partners" });
    expect(typedBack).toBe("description: Who we work with.\nblocks: []\ntitle: Partners\n");
    expect(asSavedWhenSame(typedBack, saved)).toBe(saved);
    expect(asSavedWhenSame(cleared, saved)).toBe(cleared);
  });

  it("a folded paragraph retyped stays folded", () => {
    const before = "intro: >\n  Northgate Systems partners with\n  the platforms it trusts.\nnext: x\n";
    const after = applyDataChange(before, [], parse(before), {
      intro: "Northgate Systems partners with the platforms it knows.",
      next: "x",
    });
    expect(after).toBe("intro: >-\n  Northgate Systems partners with the platforms it knows.\nnext: x\n");
    const kept = applyDataChange(before, [], parse(before), {
      intro: "Northgate Systems partners with the platforms it knows.\n",
      next: "x",
    });
    expect(kept).toBe("intro: >\n  Northgate Systems partners with the platforms it knows.\nnext: x\n");
  });
});

describe("setDataAt", () => {
  it("reads the value it replaces from the text itself", () => {
    const text = "title: Old\nblocks:\n  - type: hero\n    heading: Big\n";
    expect(setDataAt(text, ["blocks", 0], { type: "hero", heading: "Bigger" })).toBe(
      "title: Old\nblocks:\n  - type: hero\n    heading: Bigger\n",
    );
    expect(setDataAt(text, ["description"], "New")).toBe("title: Old\nblocks:\n  - type: hero\n    heading: Big\ndescription: New\n");
  });
});

describe("sameData", () => {
  it("treats an undefined field as absent and compares lists in order", () => {
    expect(sameData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData({ a: { b: [1] } }, { a: { b: [1] } })).toBe(true);
  });
});

describe("parseErrorPath", () => {
  it("reads the validator's paths as data paths", () => {
    expect(parseErrorPath("blocks[2] (hero) > actions[0] > href")).toEqual(["blocks", 2, "actions", 0, "href"]);
    expect(parseErrorPath("title")).toEqual(["title"]);
    expect(parseErrorPath("")).toEqual([]);
    expect(parseErrorPath("blocks[0] (planTable) > rows[3] > cells[1]")).toEqual(["blocks", 0, "rows", 3, "cells", 1]);
  });
});
