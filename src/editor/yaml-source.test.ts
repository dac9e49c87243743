import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { discoverPageFiles } from "../content/discover.ts";
import {
  carriedMarks,
  duplicateListItem,
  insertListItem,
  moveListItem,
  removeField,
  removeListItem,
  replaceNode,
  setField,
  setScalar,
  YamlEditError,
} from "./yaml-source.ts";

const root = process.cwd();
/** A mapping or a sequence of parsed YAML, indexed by key or position. */
type YamlNode = Record<string | number, unknown>;

const pages = discoverPageFiles({ pagesDir: join(root, "pages"), rootDir: root }).map((f) => ({
  relFile: f.relFile,
  text: readFileSync(f.file, "utf8"),
}));

/** The lines of `after` that differ from `before`, when both have the same number of lines. */
function changedLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
}

describe("setScalar", () => {
  for (const page of pages) {
    it(`${page.relFile}: a new title changes only the title's line`, () => {
      const after = setScalar(page.text, ["title"], "A new title for this page");
      expect(changedLines(page.text, after)).toEqual(["title: A new title for this page"]);
      expect(parse(after)).toEqual({ ...parse(page.text), title: "A new title for this page" });
    });
  }

  it("changes only the edited value of any text of any page, whatever its style", () => {
    const stringPaths = (value: unknown, path: (string | number)[] = []): (string | number)[][] =>
      typeof value === "string"
        ? [path]
        : Array.isArray(value)
          ? value.flatMap((v, i) => stringPaths(v, [...path, i]))
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]))
            : [];
    for (const page of pages) {
      const data = parse(page.text) as Record<string, unknown>;
      for (const path of stringPaths(data).filter((_, i) => i % 20 === 0)) {
        const after = setScalar(page.text, path, "Edited text");
        const expected = structuredClone(data);
        path.slice(0, -1).reduce((node, key) => node[key] as YamlNode, expected as YamlNode)[path[path.length - 1]!] = "Edited text";
        expect(parse(after), `${page.relFile} ${path.join(" > ")}`).toEqual(expected);
        const before = page.text.split("\n");
        const lines = after.split("\n");
        const head = before.findIndex((line, i) => line !== lines[i]);
        const tail = [...before].reverse().findIndex((line, i) => line !== lines[lines.length - 1 - i]);
        expect(lines.length - head - tail, `${page.relFile} ${path.join(" > ")}: one line written`).toBe(1);
      }
    }
    // Every twentieth text of every page: a few hundred edits, each parsed three times.
  }, 60_000);

  it("keeps the value's quoting style and the comment after it", () => {
    const text = '# head\ntitle: "Old" # keep me\ndescription: Plain text\n';
    expect(setScalar(text, ["title"], "New")).toBe('# head\ntitle: "New" # keep me\ndescription: Plain text\n');
    expect(setScalar(text, ["description"], "Other text")).toBe('# head\ntitle: "Old" # keep me\ndescription: Other text\n');
  });

  it("quotes plain text that would read differently unquoted", () => {
    const text = "title: Plain\n";
    for (const value of ["Agenda: what every unit earns", "Why we are the #1 ERP", "[link](/home) first", "true", "42", " padded "]) {
      expect(parse(setScalar(text, ["title"], value))).toEqual({ title: value });
    }
    expect(setScalar(text, ["title"], "Why we are the #1 ERP")).toBe('title: "Why we are the #1 ERP"\n');
  });

  it("rewrites a folded paragraph as a folded paragraph, leaving the lines around it", () => {
    const text =
      "blocks:\n  - type: richText\n    body:\n      - >-\n        First line\n        second line\n\n      - Next\n    # after\n";
    const after = setScalar(text, ["blocks", 0, "body", 0], "One new paragraph");
    expect(parse(after)).toEqual({ blocks: [{ type: "richText", body: ["One new paragraph", "Next"] }] });
    expect(after).toBe("blocks:\n  - type: richText\n    body:\n      - >-\n        One new paragraph\n\n      - Next\n    # after\n");
  });

  it("refuses a path that leads nowhere or to a list, in plain words", () => {
    expect(() => setScalar("title: T\n", ["nothing"], "x")).toThrow(new YamlEditError("Nothing at nothing."));
    expect(() => setScalar("blocks: [a]\n", ["blocks"], "x")).toThrow("blocks is not a single value.");
    expect(() => setScalar("title: [\n", ["title"], "x")).toThrow(YamlEditError);
  });
});

describe("the marks of a page copied from another", () => {
  const copied =
    "blocks:\n  - type: leadForm\n    form: contact # carried over from /partners: check this lead form\n    heading: Talk to us\n";

  it("are found on their fields, and go when the value changes", () => {
    expect(carriedMarks(copied)).toEqual([{ path: ["blocks", 0, "form"], from: "/partners", what: "lead form" }]);
    const changed = setScalar(copied, ["blocks", 0, "form"], "demo");
    expect(changed).toBe("blocks:\n  - type: leadForm\n    form: demo\n    heading: Talk to us\n");
    expect(carriedMarks(changed)).toEqual([]);
  });

  it("stay while another field changes", () => {
    expect(setScalar(copied, ["blocks", 0, "heading"], "Ask us")).toBe(copied.replace("Talk to us", "Ask us"));
  });
});

describe("moveListItem", () => {
  const text = [
    "# yaml-language-server: $schema=../schema/page.schema.json",
    "title: Page",
    "blocks:",
    "  # The banner",
    "  - type: hero",
    "    heading: Hello # inline",
    "",
    "  # The story",
    "  # (two comment lines)",
    "  - type: richText",
    "    body:",
    "      - One",
    "      # a comment inside the item",
    "      - Two",
    "  - { type: callToAction, heading: Go }",
    "# The end",
    "",
  ].join("\n");

  it("moves an item with the comments written above it, and keeps blank lines and everything else in place", () => {
    expect(moveListItem(text, ["blocks"], 0, 2)).toBe(
      [
        "# yaml-language-server: $schema=../schema/page.schema.json",
        "title: Page",
        "blocks:",
        "  # The story",
        "  # (two comment lines)",
        "  - type: richText",
        "    body:",
        "      - One",
        "      # a comment inside the item",
        "      - Two",
        "",
        "  - { type: callToAction, heading: Go }",
        "  # The banner",
        "  - type: hero",
        "    heading: Hello # inline",
        "# The end",
        "",
      ].join("\n"),
    );
  });

  it("gives the original back when the item is moved back", () => {
    for (const [from, to] of [
      [0, 1],
      [0, 2],
      [2, 0],
      [1, 2],
    ] as const) {
      expect(moveListItem(moveListItem(text, ["blocks"], from, to), ["blocks"], to, from)).toBe(text);
    }
  });

  for (const page of pages) {
    it(`${page.relFile}: moving the first block last and back changes the order only, and then nothing`, () => {
      const blocks = (parse(page.text) as { blocks: unknown[] }).blocks;
      const moved = moveListItem(page.text, ["blocks"], 0, blocks.length - 1);
      expect((parse(moved) as { blocks: unknown[] }).blocks).toEqual([...blocks.slice(1), blocks[0]]);
      expect(moved.split("\n").sort()).toEqual(page.text.split("\n").sort());
      expect(moveListItem(moved, ["blocks"], blocks.length - 1, 0)).toBe(page.text);
    });
  }

  it("refuses what is not a list written one item per line, and indexes out of range", () => {
    expect(() => moveListItem("blocks: [a, b]\n", ["blocks"], 0, 1)).toThrow("blocks is not a list written one item per line.");
    expect(() => moveListItem("blocks:\n  - a\n", ["blocks"], 0, 1)).toThrow("A list of 1 items has no item 1.");
  });
});

describe("removeListItem, duplicateListItem and insertListItem", () => {
  const text = [
    "title: Page",
    "blocks:",
    "  # The banner",
    "  - type: hero",
    "    heading: Hello # inline",
    "",
    "  - type: richText",
    "    body: [One]",
    "# The end",
    "",
  ].join("\n");

  it("removes an item with the comments above it and the blank line after it", () => {
    expect(removeListItem(text, ["blocks"], 0)).toBe(
      ["title: Page", "blocks:", "  - type: richText", "    body: [One]", "# The end", ""].join("\n"),
    );
    expect(removeListItem(text, ["blocks"], 1)).toBe(
      ["title: Page", "blocks:", "  # The banner", "  - type: hero", "    heading: Hello # inline", "# The end", ""].join("\n"),
    );
    expect(() => removeListItem("blocks:\n  - a\n", ["blocks"], 0)).toThrow("blocks has only this item; a list here keeps at least one.");
  });

  it("removes the last item of a list inside a block without touching the next block", () => {
    const nested = [
      "blocks:",
      "  - type: hero",
      "    actions:",
      "      - label: One",
      "        href: /a",
      "      - label: Two",
      "        href: /b",
      "  - type: richText",
      "    body: [x]",
      "",
    ].join("\n");
    expect(removeListItem(nested, ["blocks", 0, "actions"], 1)).toBe(
      [
        "blocks:",
        "  - type: hero",
        "    actions:",
        "      - label: One",
        "        href: /a",
        "  - type: richText",
        "    body: [x]",
        "",
      ].join("\n"),
    );
  });

  it("copies an item as written, comments included, right after it", () => {
    const after = duplicateListItem(text, ["blocks"], 0);
    expect(after).toBe(
      [
        "title: Page",
        "blocks:",
        "  # The banner",
        "  - type: hero",
        "    heading: Hello # inline",
        "  # The banner",
        "  - type: hero",
        "    heading: Hello # inline",
        "",
        "  - type: richText",
        "    body: [One]",
        "# The end",
        "",
      ].join("\n"),
    );
  });

  it("adds a new item at the list's indentation, first, in the middle or last", () => {
    const block = { type: "callToAction", heading: "Ready: talk to us", actions: [{ label: "Contact", href: "/contactProducts" }] };
    for (const index of [0, 1, 2]) {
      const after = insertListItem(text, ["blocks"], index, block);
      const blocks = (parse(after) as { blocks: unknown[] }).blocks;
      expect(blocks[index]).toEqual(block);
      expect(blocks).toHaveLength(3);
      expect(after).toContain('  - type: callToAction\n    heading: "Ready: talk to us"\n    actions:\n      - label: Contact\n');
      expect(after.startsWith("title: Page\nblocks:\n")).toBe(true);
      expect(after.endsWith("# The end\n")).toBe(true);
    }
  });

  for (const page of pages) {
    it(`${page.relFile}: copying a block and removing the copy gives the file back`, () => {
      const blocks = (parse(page.text) as { blocks: unknown[] }).blocks;
      const last = blocks.length - 1;
      const copied = duplicateListItem(page.text, ["blocks"], last);
      expect((parse(copied) as { blocks: unknown[] }).blocks).toEqual([...blocks, blocks[last]]);
      expect(removeListItem(copied, ["blocks"], last + 1)).toBe(page.text);
    });
  }
});

describe("setField, removeField and replaceNode", () => {
  const text = [
    "# head",
    "title: Page",
    "blocks:",
    "  - type: richText",
    "    # the heading",
    "    heading: Story",
    "    body: [One, Two]",
    "",
    "  - { type: pageHeader, title: Hi }",
    "# The end",
    "",
  ].join("\n");

  it("adds a field after the mapping's last one, at its indentation", () => {
    expect(setField(text, ["blocks", 0], "id", "story")).toBe(
      text.replace("    body: [One, Two]\n", "    body: [One, Two]\n    id: story\n"),
    );
    expect(setField(text, [], "image", { src: "/images/a.png", alt: "A" })).toBe(
      text.replace("# The end\n", "image:\n  src: /images/a.png\n  alt: A\n# The end\n"),
    );
  });

  it("adds a field to a { ... } mapping on its own line", () => {
    expect(setField(text, ["blocks", 1], "intro", "Welcome")).toBe(
      text.replace("{ type: pageHeader, title: Hi }", "{ type: pageHeader, title: Hi, intro: Welcome }"),
    );
  });

  it("rewrites an existing field in place, a value in its style and a list as a list", () => {
    expect(setField(text, ["blocks", 0], "heading", "Our story")).toBe(text.replace("heading: Story", "heading: Our story"));
    expect(setField(text, ["blocks", 0], "body", ["Only"])).toBe(text.replace("body: [One, Two]", "body: [ Only ]"));
    expect(replaceNode(text, ["blocks", 0, "body"], ["A", "B: c"])).toBe(text.replace("body: [One, Two]", 'body: [ A, "B: c" ]'));
  });

  it("removes a field with the comments above it, and rewrites a mapping whose field sits on the dash line", () => {
    expect(removeField(text, ["blocks", 0], "heading")).toBe(text.replace("    # the heading\n    heading: Story\n", ""));
    expect(removeField(text, ["blocks", 0], "body")).toBe(text.replace("    body: [One, Two]\n", ""));
    expect(parse(removeField(text, ["blocks", 0], "type"))).toEqual({
      title: "Page",
      blocks: [
        { heading: "Story", body: ["One", "Two"] },
        { type: "pageHeader", title: "Hi" },
      ],
    });
    expect(removeField(text, ["blocks", 1], "title")).toBe(text.replace("{ type: pageHeader, title: Hi }", "{ type: pageHeader }"));
    expect(removeField(text, ["blocks", 0], "missing")).toBe(text);
  });

  it("refuses a path that is not a mapping", () => {
    expect(() => setField(text, ["blocks"], "x", 1)).toThrow("blocks is not a set of fields.");
    expect(() => removeField(text, ["title"], "x")).toThrow("title is not a set of fields.");
  });

  for (const page of pages) {
    it(`${page.relFile}: adding an id to the last block and removing it gives the file back`, () => {
      const blocks = (parse(page.text) as { blocks: Record<string, unknown>[] }).blocks;
      const last = blocks.length - 1;
      if ("id" in blocks[last]!) return;
      const added = setField(page.text, ["blocks", last], "id", "addedSection");
      expect((parse(added) as { blocks: Record<string, unknown>[] }).blocks[last]).toEqual({ ...blocks[last], id: "addedSection" });
      expect(removeField(added, ["blocks", last], "id")).toBe(page.text);
    });
  }
});

describe("an empty {} or [] that gets content", () => {
  it("is written out as indented lines, as a list item and as a field", () => {
    const text = "events:\n  - id: a\n  - {}\nlinks: []\nother: 1\n";
    const item = setField(text, ["events", 1], "id", "b");
    expect(item).toBe("events:\n  - id: a\n  - id: b\nlinks: []\nother: 1\n");
    expect(setField(item, ["events", 1], "title", "B")).toBe("events:\n  - id: a\n  - id: b\n    title: B\nlinks: []\nother: 1\n");
    expect(replaceNode(text, ["links"], ["/home"])).toBe("events:\n  - id: a\n  - {}\nlinks:\n  - /home\nother: 1\n");
  });

  it("keeps an author's own { ... } mapping on its line", () => {
    expect(setField("cover: { src: /a.png }\n", ["cover"], "alt", "A")).toBe("cover: { src: /a.png, alt: A }\n");
  });
});
