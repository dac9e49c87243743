/**
 * The team editor's merge of two versions of a page: worked examples on the site's real pages (both
 * people's changes kept, comments and untouched lines byte for byte, conflicts asked about and settled
 * by a choice), property tests that change real pages at random on both sides, and the reviewer's
 * summary of changes in words.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { discoverPageFiles } from "../content/discover.ts";
import { applyDataChange, sameData, setDataAt } from "./data-edit.ts";
import { YamlEditError } from "./yaml-source.ts";
import { describeChanges, MergeError, mergePageTexts, summariseValue, type FieldConflict } from "./merge.ts";

const root = process.cwd();
const pages = discoverPageFiles({ pagesDir: join(root, "pages"), rootDir: root }).map((f) => ({
  relFile: f.relFile,
  text: readFileSync(f.file, "utf8"),
}));
const home = pages.find((p) => p.relFile === "pages/home.yaml")!.text;
const resources = pages.find((p) => p.relFile === "pages/resources.yaml")!.text;

type Page = { title: string; description?: string; blocks: Record<string, unknown>[] } & Record<string, unknown>;
const read = (text: string) => parse(text) as Page;

/**
 * The lines that differ between two texts, in order: removed ones prefixed `-`, added ones `+` (a
 * line diff over the longest run of lines the two have in common).
 */
function diffLines(before: string, after: string): string[] {
  const a = before.split("\n");
  const b = after.split("\n");
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && common[i + 1]![j]! >= common[i]![j + 1]!)) out.push(`-${a[i++]}`);
    else out.push(`+${b[j++]}`);
  }
  return out;
}

/** The comment lines of a text, in order. */
const comments = (text: string) => text.split("\n").filter((l) => /^\s*#/.test(l));

/** The merged text, failing the test when there is none. */
function merged(params: Parameters<typeof mergePageTexts>[0]): string {
  const result = mergePageTexts(params);
  expect(result.conflicts).toEqual([]);
  expect(result.text).not.toBeNull();
  return result.text!;
}

/** The block list of `text` with `block` put in at `index`, as the editor writes it. */
function withBlockAt(text: string, index: number, block: Record<string, unknown>): string {
  const blocks = read(text).blocks;
  return applyDataChange(text, ["blocks"], blocks, [...blocks.slice(0, index), block, ...blocks.slice(index)]);
}

const newCall = { type: "callToAction", heading: "Talk to us this week", actions: [{ label: "Book a call", href: "/contactProducts" }] };

describe("mergePageTexts", () => {
  it("keeps both people's changes to different fields of the home page, and every other byte of the published text", () => {
    const ours = setDataAt(home, ["blocks", 0, "heading"], "One platform for rental, lease and sales");
    const theirs = setDataAt(home, ["blocks", 6, "heading"], "See what a better ERP could do");
    const text = merged({ base: home, ours, theirs });
    expect(read(text).blocks[0]!.heading).toBe("One platform for rental, lease and sales");
    expect(read(text).blocks[6]!.heading).toBe("See what a better ERP could do");
    // Only our line differs from the published text; the comments are the published ones, byte for byte.
    expect(diffLines(theirs, text)).toEqual([
      "-    heading: Run your rental, lease and sales business on one cloud platform",
      "+    heading: One platform for rental, lease and sales",
    ]);
    expect(comments(text)).toEqual(comments(theirs));
    expect(text.startsWith("# yaml-language-server: $schema=../schema/page.schema.json\n")).toBe(true);
  });

  for (const page of pages) {
    it(`${page.relFile}: one person's change of the first block and another's of the page title change one line each`, () => {
      const data = read(page.text);
      const key = Object.keys(data.blocks[0]!).find((k) => k !== "type" && typeof data.blocks[0]![k] === "string")!;
      const ours = setDataAt(page.text, ["blocks", 0, key], "Changed by one author");
      const theirs = setDataAt(page.text, ["title"], "Changed by another author");
      const text = merged({ base: page.text, ours, theirs });
      expect(read(text)).toEqual({
        ...data,
        title: "Changed by another author",
        blocks: [{ ...data.blocks[0], [key]: "Changed by one author" }, ...data.blocks.slice(1)],
      });
      const diff = diffLines(theirs, text);
      expect(diff.filter((l) => l.startsWith("+"))).toHaveLength(1);
      expect(diff.find((l) => l.startsWith("+"))).toContain("Changed by one author");
    });
  }

  it("asks about a field both people changed to different values, with the three values and the place in words", () => {
    const ours = setDataAt(home, ["blocks", 0, "heading"], "Ours");
    const theirs = setDataAt(home, ["blocks", 0, "heading"], "Theirs");
    const result = mergePageTexts({ base: home, ours, theirs });
    expect(result.text).toBeNull();
    expect(result.conflicts).toEqual<FieldConflict[]>([
      {
        key: "/blocks/0/heading",
        path: ["blocks", 0, "heading"],
        label: "Block 1 (Hero) › Heading",
        base: "Run your rental, lease and sales business on one cloud platform",
        ours: "Ours",
        theirs: "Theirs",
      },
    ]);
  });

  it("settles a conflict with the author's choice, and still merges the rest", () => {
    const ours = setDataAt(setDataAt(home, ["blocks", 0, "heading"], "Ours"), ["description"], "Our description");
    const theirs = setDataAt(home, ["blocks", 0, "heading"], "Theirs");
    const keepOurs = merged({ base: home, ours, theirs, choices: { "/blocks/0/heading": "ours" } });
    expect(read(keepOurs).blocks[0]!.heading).toBe("Ours");
    expect(read(keepOurs).description).toBe("Our description");
    expect(diffLines(theirs, keepOurs)).toHaveLength(4);
    const keepTheirs = merged({ base: home, ours, theirs, choices: { "/blocks/0/heading": "theirs", "/not/a/conflict": "ours" } });
    expect(read(keepTheirs).blocks[0]!.heading).toBe("Theirs");
    expect(read(keepTheirs).description).toBe("Our description");
  });

  it("returns only the conflicts that have no choice yet", () => {
    const ours = setDataAt(setDataAt(home, ["title"], "A"), ["description"], "A");
    const theirs = setDataAt(setDataAt(home, ["title"], "B"), ["description"], "B");
    expect(mergePageTexts({ base: home, ours, theirs }).conflicts.map((c) => c.key)).toEqual(["/title", "/description"]);
    const partly = mergePageTexts({ base: home, ours, theirs, choices: { "/title": "ours" } });
    expect(partly.text).toBeNull();
    expect(partly.conflicts.map((c) => c.key)).toEqual(["/description"]);
  });

  it("takes a change both people made the same way once", () => {
    const ours = setDataAt(home, ["title"], "Same new title");
    const theirs = setDataAt(setDataAt(home, ["title"], "Same new title"), ["description"], "Theirs");
    expect(merged({ base: home, ours, theirs })).toBe(theirs);
  });

  it("merges a block added by one person with a field another changed, in either direction", () => {
    const changed = setDataAt(home, ["blocks", 3, "heading"], "Meet PrecisionERP, built for equipment");
    const added = withBlockAt(home, 2, newCall);
    const expected = read(added);
    (expected.blocks[4] as { heading: string }).heading = "Meet PrecisionERP, built for equipment";

    const oursAdded = merged({ base: home, ours: added, theirs: changed });
    expect(read(oursAdded)).toEqual(expected);
    // The new block's lines go in; nothing of the published text changes.
    expect(diffLines(changed, oursAdded).every((l) => l.startsWith("+"))).toBe(true);
    expect(comments(oursAdded)).toEqual(comments(changed));

    const theirsAdded = merged({ base: home, ours: changed, theirs: added });
    expect(read(theirsAdded)).toEqual(expected);
    expect(diffLines(added, theirsAdded)).toEqual([
      "-    heading: Meet PrecisionERP",
      "+    heading: Meet PrecisionERP, built for equipment",
    ]);
  });

  it("carries a change to a block another person moved to where the block now stands", () => {
    const blocks = read(home).blocks;
    // Home's call to action, moved up to second place.
    const cta = blocks.findIndex((block) => block.type === "callToAction" && block.tone === "navy");
    expect(cta).toBeGreaterThan(1);
    const moved = applyDataChange(home, ["blocks"], blocks, [blocks[0], blocks[cta], ...blocks.slice(1, cta), ...blocks.slice(cta + 1)]);
    const changed = setDataAt(home, ["blocks", cta, "tone"], "sky");
    const text = merged({ base: home, ours: changed, theirs: moved });
    expect(read(text).blocks[1]).toEqual({ ...blocks[cta], tone: "sky" });
    expect(diffLines(moved, text)).toEqual(["-    tone: navy", "+    tone: sky"]);
  });

  it("asks about the whole list when both people added or removed items", () => {
    const ours = withBlockAt(home, 2, newCall);
    const theirs = withBlockAt(home, 5, { type: "richText", heading: "Another", body: ["Words."] });
    const result = mergePageTexts({ base: home, ours, theirs });
    expect(result.text).toBeNull();
    expect(result.conflicts).toHaveLength(1);
    expect(result.conflicts[0]).toMatchObject({
      key: "/blocks",
      path: ["blocks"],
      label: "Blocks",
      base: read(home).blocks,
      ours: read(ours).blocks,
      theirs: read(theirs).blocks,
    });
    expect(merged({ base: home, ours, theirs, choices: { "/blocks": "ours" } })).toBe(ours);
  });

  it("asks about the list when one person removed an item the other changed", () => {
    const blocks = read(home).blocks;
    const removed = applyDataChange(home, ["blocks"], blocks, [...blocks.slice(0, 2), ...blocks.slice(3)]);
    const changed = setDataAt(home, ["blocks", 2, "heading"], "Northgate in numbers");
    const result = mergePageTexts({ base: home, ours: changed, theirs: removed });
    expect(result.conflicts.map((c) => c.key)).toEqual(["/blocks"]);
  });

  it("asks about a whole block one person made into another kind of block while the other changed it", () => {
    const blocks = read(home).blocks;
    const replaced = applyDataChange(home, ["blocks", 2], blocks[2], {
      type: "richText",
      heading: "Northgate at a glance",
      body: ["Since 2010."],
    });
    const changed = setDataAt(home, ["blocks", 2, "background"], "mist");
    const result = mergePageTexts({ base: home, ours: replaced, theirs: changed });
    expect(result.conflicts).toMatchObject([
      { key: "/blocks/2", label: "Block 3 (Rich text)", base: blocks[2], theirs: { ...blocks[2], background: "mist" } },
    ]);
    expect(read(merged({ base: home, ours: replaced, theirs: changed, choices: { "/blocks/2": "ours" } })).blocks[2]).toEqual(
      read(replaced).blocks[2],
    );
    // Made into another kind of block on one side only: that side's block.
    expect(merged({ base: home, ours: replaced, theirs: setDataAt(home, ["title"], "T") })).toBe(setDataAt(replaced, ["title"], "T"));
  });

  it("merges the items of a list that kept its length one by one", () => {
    const ours = setDataAt(home, ["blocks", 0, "slides", 0, "section"], "Cloud ERP for equipment");
    const theirs = setDataAt(home, ["blocks", 0, "slides", 2, "section"], "Staffing");
    const text = merged({ base: home, ours, theirs });
    expect((read(text).blocks[0]!.slides as { section: string }[]).map((s) => s.section)).toEqual([
      "Cloud ERP for equipment",
      "Consulting and implementation",
      "Staffing",
    ]);

    const both = mergePageTexts({ base: home, ours, theirs: setDataAt(home, ["blocks", 0, "slides", 0, "section"], "Cloud ERP!") });
    expect(both.conflicts).toMatchObject([
      {
        key: "/blocks/0/slides/0/section",
        label: "Block 1 (Hero) › Slides 1 › Section",
        ours: "Cloud ERP for equipment",
        theirs: "Cloud ERP!",
      },
    ]);
  });

  it("removes a field one person removed and the other left alone, with its comment", () => {
    const base = "title: T\n# The short line under the title\ndescription: D\nblocks:\n  - type: hero\n    heading: H\n";
    const ours = "title: T\nblocks:\n  - type: hero\n    heading: H\n";
    const theirs = "title: T\n# The short line under the title\ndescription: D\nblocks:\n  - type: hero\n    heading: Hello # kept\n";
    expect(merged({ base, ours, theirs })).toBe("title: T\nblocks:\n  - type: hero\n    heading: Hello # kept\n");
  });

  it("asks about a field one person removed and the other changed", () => {
    const base = "title: T\ndescription: D\nblocks: []\n";
    const result = mergePageTexts({ base, ours: "title: T\nblocks: []\n", theirs: "title: T\ndescription: New\nblocks: []\n" });
    expect(result.conflicts).toEqual([
      { key: "/description", path: ["description"], label: "Description", base: "D", ours: undefined, theirs: "New" },
    ]);
    expect(
      merged({
        base,
        ours: "title: T\nblocks: []\n",
        theirs: "title: T\ndescription: New\nblocks: []\n",
        choices: { "/description": "ours" },
      }),
    ).toBe("title: T\nblocks: []\n");
  });

  it("rewrites a value in its own place when it cannot be edited as its own lines", () => {
    const blocks = read(home).blocks;
    const logos = blocks[5]!.logos as { image: { src: string; alt: string }; href: string }[];
    const ours = setDataAt(home, ["blocks", 5, "logos", 1, "image", "alt"], "Oracle NetSuite");
    const theirs = setDataAt(home, ["title"], "Cloud ERP for equipment companies");
    const text = merged({ base: home, ours, theirs });
    expect(read(text).blocks[5]!.logos).toEqual(
      logos.map((l, i) => (i === 1 ? { ...l, image: { ...l.image, alt: "Oracle NetSuite" } } : l)),
    );
    expect(diffLines(theirs, text)).toEqual([
      "-      - image: { src: /images/partners/netsuite.svg, alt: NetSuite }",
      "+      - image: { src: /images/partners/netsuite.svg, alt: Oracle NetSuite }",
    ]);
  });

  it("writes a text with line breaks from a code editor in its own place, quoted", () => {
    const base = "# Notes\ntitle: About # the tab title\ndescription: >-\n  Some long\n  words\n\n# Blocks follow\nblocks: []\n";
    const ours = 'title: "First line\\nSecond line"\ndescription: "Two\\nlines"\nblocks: []\n';
    const theirs = base.replace("blocks: []", "blocks:\n  - type: hero\n    heading: Hi");
    const text = merged({ base, ours, theirs });
    expect(text).toBe(
      '# Notes\ntitle: "First line\\nSecond line" # the tab title\ndescription: "Two\\nlines"\n\n# Blocks follow\nblocks:\n  - type: hero\n    heading: Hi\n',
    );
    expect(parse(text)).toMatchObject({ title: "First line\nSecond line", description: "Two\nlines" });
  });

  it("adds several events at once as their own lines", () => {
    const data = read(resources);
    const index = data.blocks.findIndex((b) => b.type === "eventsBrowser");
    const events = data.blocks[index]!.events as Record<string, unknown>[];
    const added = [
      { id: "summit-a", title: "Summit A", dates: "Mar 3, 2026", place: "Denver, CO", description: "A." },
      { id: "summit-b", title: "Summit B", dates: "Mar 9, 2026", place: "Austin, TX", description: "B." },
    ];
    const ours = applyDataChange(resources, ["blocks", index, "events"], events, [
      added[0],
      ...events.slice(0, 1),
      added[1],
      ...events.slice(1),
    ]);
    const theirs = setDataAt(resources, ["title"], "Resources and events");
    const text = merged({ base: resources, ours, theirs });
    expect(read(text).blocks[index]!.events).toEqual([added[0], events[0], added[1], ...events.slice(1)]);
    const diff = diffLines(theirs, text);
    expect(diff.filter((l) => l.startsWith("-"))).toEqual([]);
    expect(comments(text)).toEqual(comments(theirs));
  });

  it("asks about every difference when the page did not exist before and both people created it", () => {
    const ours = "title: Cloud migration\ndescription: Ours\nblocks:\n  - type: hero\n    heading: Move to the cloud\n";
    const theirs = "title: Cloud migration\nblocks:\n  - type: hero\n    heading: Cloud, calmly\n    eyebrow: New\n";
    const result = mergePageTexts({ base: null, ours, theirs });
    expect(result.conflicts.map((c) => [c.key, c.base, c.ours, c.theirs])).toEqual([
      ["/blocks/0/heading", undefined, "Move to the cloud", "Cloud, calmly"],
      ["/blocks/0/eyebrow", undefined, undefined, "New"],
      ["/description", undefined, "Ours", undefined],
    ]);
    const text = merged({
      base: null,
      ours,
      theirs,
      choices: { "/blocks/0/heading": "ours", "/blocks/0/eyebrow": "ours", "/description": "theirs" },
    });
    expect(text).toBe("title: Cloud migration\nblocks:\n  - type: hero\n    heading: Move to the cloud\n");
  });

  it("gives the published text when both versions hold the same page", () => {
    expect(mergePageTexts({ base: null, ours: home, theirs: home })).toEqual({ text: home, conflicts: [] });
    const reformatted = home.replace("title: Cloud ERP System", 'title: "Cloud ERP System"');
    expect(mergePageTexts({ base: home, ours: reformatted, theirs: home })).toEqual({ text: home, conflicts: [] });
    const changed = setDataAt(home, ["title"], "New");
    expect(mergePageTexts({ base: home, ours: home, theirs: changed })).toEqual({ text: changed, conflicts: [] });
  });

  it("throws a MergeError in plain words when a version cannot be read", () => {
    const broken = "title: [unclosed\nblocks:\n";
    expect(() => mergePageTexts({ base: home, ours: broken, theirs: home })).toThrow(MergeError);
    try {
      mergePageTexts({ base: home, ours: home, theirs: broken });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(MergeError);
      expect((e as MergeError).side).toBe("theirs");
      expect((e as MergeError).message).not.toMatch(/yaml|git|commit|branch|parse/i);
    }
  });

  it("treats a starting version it cannot read as none: every difference is asked about", () => {
    const result = mergePageTexts({ base: "title: [unclosed\n", ours: "title: A\ndescription: D\n", theirs: "title: B\ndescription: D\n" });
    expect(result.conflicts.map((c) => c.key)).toEqual(["/title"]);
  });

  it("writes the whole file again only when nothing else works, keeping its opening comment", () => {
    const text = merged({ base: "title: A\n", ours: "title: B\n", theirs: "# Not written yet\n", choices: { "": "ours" } });
    expect(parse(text)).toEqual({ title: "B" });
    expect(text.startsWith("# Not written yet\n")).toBe(true);
  });

  it("escapes field names in conflict keys as a JSON pointer does", () => {
    const result = mergePageTexts({ base: "a/b~c: 1\n", ours: "a/b~c: 2\n", theirs: "a/b~c: 3\n" });
    expect(result.conflicts.map((c) => c.key)).toEqual(["/a~1b~0c"]);
  });
});

/** The paths of every single value (text, number, yes/no) in `data`. */
function leafPaths(data: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

/** `data` with the value at `path` set to `value` (a copy). */
function setIn(data: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** `setDataAt`, or null where it cannot write the value (data-edit.ts writes no text with a line break into an existing value). */
function edited(text: string, path: (string | number)[], value: unknown): string | null {
  try {
    return setDataAt(text, path, value);
  } catch (e) {
    if (e instanceof YamlEditError) return null;
    throw e;
  }
}

describe("mergePageTexts on real pages changed at random", () => {
  const seeds = pages.map((p) => ({ text: p.text, data: read(p.text), leaves: leafPaths(read(p.text)).filter((l) => l[0] !== "$schema") }));
  const allBlocks = seeds.flatMap((s) => s.data.blocks);
  const value = fc.oneof(
    fc.string({ minLength: 1, maxLength: 40 }),
    fc.constantFrom("New words", "Two: parts", "# not a comment", "line\nbreak", "42", "yes", " padded "),
  );

  it("keeps two changes of different values, each as its own small edit, and asks about one value changed twice", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), value, value, (pageIndex, a, b, oursValue, theirsValue) => {
        const seed = seeds[pageIndex % seeds.length]!;
        const pathA = seed.leaves[a % seed.leaves.length]!;
        const pathB = seed.leaves[b % seed.leaves.length]!;
        const ours = edited(seed.text, pathA, oursValue);
        const theirs = edited(seed.text, pathB, theirsValue);
        fc.pre(ours !== null && theirs !== null && ours !== seed.text && theirs !== seed.text);
        const result = mergePageTexts({ base: seed.text, ours, theirs });
        // A block made into another kind of block on one side, and changed on the other, is asked about as a whole.
        const block = pathA[0] === "blocks" && pathA[1] === pathB[1] && pathB[0] === "blocks" ? (pathA[1] as number) : undefined;
        const retyped = block !== undefined && read(ours).blocks[block]!.type !== read(theirs).blocks[block]!.type;
        if (retyped) {
          expect(result.conflicts.map((c) => c.path)).toEqual([["blocks", block]]);
          return;
        }
        const samePlace = pathA.join("/") === pathB.join("/");
        if (samePlace && oursValue !== theirsValue) {
          expect(result.conflicts.map((c) => c.path)).toEqual([pathA]);
          return;
        }
        expect(result.conflicts).toEqual([]);
        expect(parse(result.text!)).toEqual(setIn(read(theirs), pathA, oursValue));
        expect(diffLines(theirs, result.text!).length).toBeLessThanOrEqual(diffLines(seed.text, ours).length);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 100) },
    );
  }, 60_000);

  it("merges a block added by one person with any value changed by the other, adding lines only", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), fc.nat(), value, (pageIndex, blockIndex, at, leaf, theirsValue) => {
        const seed = seeds[pageIndex % seeds.length]!;
        const position = at % (seed.data.blocks.length + 1);
        const block = allBlocks[blockIndex % allBlocks.length]!;
        // A copy of a block of the page is the same data as the original: which one the other change belongs to cannot be told.
        fc.pre(!seed.data.blocks.some((b) => sameData(b, block)));
        const ours = withBlockAt(seed.text, position, block);
        const path = seed.leaves[leaf % seed.leaves.length]!;
        const theirs = edited(seed.text, path, theirsValue);
        fc.pre(theirs !== null);
        const text = merged({ base: seed.text, ours, theirs });
        const shifted =
          path[0] === "blocks" && (path[1] as number) >= position ? ["blocks", (path[1] as number) + 1, ...path.slice(2)] : path;
        expect(parse(text)).toEqual(setIn(read(ours), shifted, theirsValue));
        expect(diffLines(theirs, text).filter((l) => l.startsWith("-"))).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  }, 60_000);

  it("merges a block removed by one person with a change elsewhere, and asks about the blocks when the change was in it", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), value, (pageIndex, removedIndex, leaf, theirsValue) => {
        const seed = seeds[pageIndex % seeds.length]!;
        const blocks = seed.data.blocks;
        fc.pre(blocks.length > 1);
        const removed = removedIndex % blocks.length;
        const ours = applyDataChange(seed.text, ["blocks"], blocks, blocks.toSpliced(removed, 1));
        const path = seed.leaves[leaf % seed.leaves.length]!;
        const theirs = edited(seed.text, path, theirsValue);
        fc.pre(theirs !== null && theirs !== seed.text);
        const result = mergePageTexts({ base: seed.text, ours, theirs });
        if (path[0] === "blocks" && path[1] === removed) {
          expect(result.conflicts.map((c) => c.key)).toEqual(["/blocks"]);
          return;
        }
        const shifted =
          path[0] === "blocks" && (path[1] as number) > removed ? ["blocks", (path[1] as number) - 1, ...path.slice(2)] : path;
        expect(result.conflicts).toEqual([]);
        expect(parse(result.text!)).toEqual(setIn(read(ours), shifted, theirsValue));
        expect(diffLines(theirs, result.text!).filter((l) => l.startsWith("+"))).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
    );
  }, 60_000);
});

describe("describeChanges", () => {
  const data = read(home);

  it("reports one changed value of any real page as that one value, and one added block as that block", () => {
    const seeds = pages.map((p) => read(p.text));
    const allBlocks = seeds.flatMap((s) => s.blocks);
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 20 }),
        (pageIndex, leaf, blockIndex, at, value) => {
          const page = seeds[pageIndex % seeds.length]!;
          const leaves = leafPaths(page).filter((l) => !(l.length === 3 && l[0] === "blocks" && l[2] === "type"));
          const path = leaves[leaf % leaves.length]!;
          const old = path.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)[k], page);
          fc.pre(old !== value);
          expect(describeChanges(page, setIn(page, path, value))).toEqual([
            { path, label: expect.any(String), before: old, after: value, kind: "changed" },
          ]);

          const block = allBlocks[blockIndex % allBlocks.length]!;
          fc.pre(!page.blocks.some((b) => sameData(b, block)));
          const position = at % (page.blocks.length + 1);
          const changes = describeChanges(page, { ...page, blocks: page.blocks.toSpliced(position, 0, block) });
          expect(changes).toEqual([
            {
              path: ["blocks", position],
              label: expect.stringMatching(new RegExp(`^Block ${position + 1}\\b`)),
              before: undefined,
              after: block,
              kind: "added",
            },
          ]);
        },
      ),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 100) },
    );
  });

  it("labels a changed field with its block and list positions in words, and top-level fields by name", () => {
    const after = read(
      setDataAt(
        setDataAt(setDataAt(home, ["blocks", 0, "slides", 0, "section"], "Cloud"), ["description"], "New description"),
        ["title"],
        "Cloud ERP",
      ),
    );
    expect(describeChanges(data, after)).toEqual([
      { path: ["title"], label: "Title", before: "Cloud ERP System", after: "Cloud ERP", kind: "changed" },
      { path: ["description"], label: "Description", before: data.description, after: "New description", kind: "changed" },
      {
        path: ["blocks", 0, "slides", 0, "section"],
        label: "Block 1 (Hero) › Slides 1 › Section",
        before: "Cloud ERP",
        after: "Cloud",
        kind: "changed",
      },
    ]);
  });

  it("reports an inserted block as one added block, and nothing else", () => {
    const after = read(withBlockAt(home, 2, newCall));
    expect(describeChanges(data, after)).toEqual([
      { path: ["blocks", 2], label: "Block 3 (Call to action)", before: undefined, after: newCall, kind: "added" },
    ]);
  });

  it("reports a removed block with the whole block, where it was", () => {
    const after = { ...data, blocks: data.blocks.filter((_, i) => i !== 4) };
    expect(describeChanges(data, after)).toEqual([
      { path: ["blocks", 4], label: "Block 5 (Card grid)", before: data.blocks[4], after: undefined, kind: "removed" },
    ]);
  });

  it("reports a block added next to a changed one as two changes", () => {
    const blocks = structuredClone(data.blocks);
    blocks[1]!.heading = "Partners in technology";
    blocks.splice(1, 0, newCall);
    const changes = describeChanges(data, { ...data, blocks });
    expect(changes.map((c) => [c.kind, c.label])).toEqual([
      ["added", "Block 2 (Call to action)"],
      ["changed", "Block 3 (Rich text) › Heading"],
    ]);
  });

  it("reports a block that only moved as moved, from where it was", () => {
    const cta = data.blocks.findIndex((block) => block.type === "callToAction");
    expect(cta).toBeGreaterThan(1);
    const blocks = [data.blocks[0]!, data.blocks[cta]!, ...data.blocks.slice(1, cta), ...data.blocks.slice(cta + 1)];
    expect(describeChanges(data, { ...data, blocks })).toEqual([
      {
        path: ["blocks", 1],
        label: "Block 2 (Call to action)",
        before: data.blocks[cta],
        after: data.blocks[cta],
        kind: "moved",
        from: ["blocks", cta],
      },
    ]);
  });

  it("reports changed, added and removed items of a list of texts", () => {
    const bullets = data.blocks[3]!.bullets as string[];
    const after = structuredClone(data);
    after.blocks[3]!.bullets = [bullets[0], "Changed", bullets[2], "New"];
    expect(describeChanges(data, after).map((c) => [c.kind, c.label, c.before, c.after])).toEqual([
      ["changed", "Block 4 (Media text) › Bullets 2", bullets[1], "Changed"],
      ["added", "Block 4 (Media text) › Bullets 4", undefined, "New"],
    ]);
  });

  it("reports a new or removed group of fields as one change carrying its whole value", () => {
    const after = structuredClone(data);
    after.blocks[0]!.image = { src: "/images/a.svg", alt: "A" };
    delete after.scrollOffset;
    expect(describeChanges(data, after)).toEqual([
      { path: ["scrollOffset"], label: "Scroll offset", before: { mobile: 200, desktop: -350 }, after: undefined, kind: "removed" },
      {
        path: ["blocks", 0, "image"],
        label: "Block 1 (Hero) › Image",
        before: undefined,
        after: { src: "/images/a.svg", alt: "A" },
        kind: "added",
      },
    ]);
  });

  it("reports nothing for equal pages", () => {
    expect(describeChanges(data, structuredClone(data))).toEqual([]);
  });
});

describe("summariseValue", () => {
  it("shows text as it is, on one line, cut with an ellipsis", () => {
    expect(summariseValue("Cloud ERP")).toBe("Cloud ERP");
    expect(summariseValue("Two\n  lines")).toBe("Two lines");
    const long = summariseValue("word ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith("…")).toBe(true);
  });

  it("shows empty values, numbers, yes or no, lists and groups of fields in words", () => {
    expect(summariseValue(null)).toBe("(empty)");
    expect(summariseValue(undefined)).toBe("(empty)");
    expect(summariseValue("")).toBe("(empty)");
    expect(summariseValue(-350)).toBe("-350");
    expect(summariseValue(true)).toBe("Yes");
    expect(summariseValue([1, 2, 3])).toBe("3 items");
    expect(summariseValue(["a"])).toBe("1 item");
    expect(summariseValue([])).toBe("no items");
    expect(summariseValue({ mobile: 200 })).toBe("a group of fields");
    expect(summariseValue({ label: "Book a call", href: "/contactProducts" })).toBe("Book a call (a group of fields)");
    expect(summariseValue(newCall)).toBe("Call to action: Talk to us this week");
    expect(summariseValue({ type: "hero", slides: [] })).toBe("Hero (a group of fields)");
  });
});
