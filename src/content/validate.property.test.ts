/**
 * Property-based test of the content pipeline: real pages, mutated at random (keys deleted, renamed
 * or retyped, blocks swapped or inserted, odd strings, deep nesting, and raw text edits that break
 * the YAML), never make the validator throw. It either accepts the page or returns errors that each
 * name a file, a line and column >= 1 and a code of the catalogue.
 */
import fc from "fast-check";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { isErrorCode, type ContentError } from "./errors.ts";
import { readSources, validateSources, type ContentSources } from "./load.ts";
import { loadSchemasCached } from "./schemas.ts";

const root = process.cwd();
const schemas = loadSchemasCached({ schemaDir: join(root, "schema") });
const publicDir = join(root, "public");
const real = readSources({ rootDir: root, pagesDir: join(root, "pages") });
const { parse } = await import("yaml");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** A cheap stand-in for a page: its aliases and one small block per id, so links and anchors into it resolve. */
function stub(text: string): string {
  const data = parse(text) as { title: string; description: string; aliases?: unknown[] };
  const ids = new Set<string>();
  const visit = (value: unknown, key?: string) => {
    if (key === "id" && typeof value === "string") ids.add(value);
    if (Array.isArray(value)) value.forEach((v) => visit(v));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit((data as { blocks?: unknown }).blocks);
  const blocks = [{ type: "pageHeader", title: data.title }, ...[...ids].map((id) => ({ type: "richText", id, body: ["Stub."] }))];
  return stringify({ title: data.title, description: data.description, ...(data.aliases ? { aliases: data.aliases } : {}), blocks });
}

const stubs = real.pages.map((p) => ({ ...p, text: stub(p.text) }));
const seeds = real.pages.map((p) => ({ ...p, data: parse(p.text) as Json }));
const allBlocks = seeds.flatMap((s) => ((s.data as { blocks?: Json[] }).blocks ?? []) as Json[]);

/** The project with the seed page `index` replaced by `text`; every other page is a stub. */
function sourcesWith(index: number, text: string): ContentSources {
  return { site: real.site, notFound: real.notFound, pages: stubs.map((s, i) => (i === index ? { ...s, text } : s)) };
}

function paths(value: Json, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...path, i], out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) paths(v, [...path, k], out);
  return out;
}

function parentOf(root: Json, path: Path): { parent: Json[] | { [key: string]: Json }; key: string | number } | undefined {
  if (path.length === 0) return undefined;
  let node: Json = root;
  for (const segment of path.slice(0, -1)) node = (node as Record<string | number, Json>)[segment]!;
  return { parent: node as Json[] | { [key: string]: Json }, key: path[path.length - 1]! };
}

const oddStrings = fc.constantFrom(
  "javascript:alert(1)",
  "ftp://files.example.com",
  "//evil.example.com",
  "/nope",
  "/home#nope",
  "#missing",
  "[label](/home",
  "Text with **bold",
  "/images/none.svg",
  "heroo",
  "",
  "   ",
  "Oct 21-24",
  "2024-events",
  "ü ß 🙂 \u0000 \u202e",
);
const anyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string(),
  oddStrings,
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string(), { maxKeys: 3 }),
);

type Mutation =
  | { kind: "delete"; at: number }
  | { kind: "retype"; at: number; value: Json }
  | { kind: "rename"; at: number; name: string }
  | { kind: "swapBlocks"; a: number; b: number }
  | { kind: "insertBlock"; at: number; from: number }
  | { kind: "nest"; at: number; depth: number; asList: boolean };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("retype" as const), at: fc.nat(), value: anyValue }),
  fc.record({
    kind: fc.constant("rename" as const),
    at: fc.nat(),
    name: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom("titel", "heding", "type", "blocks", "id", "Title", "__proto__", "constructor"),
    ),
  }),
  fc.record({ kind: fc.constant("swapBlocks" as const), a: fc.nat(), b: fc.nat() }),
  fc.record({ kind: fc.constant("insertBlock" as const), at: fc.nat(), from: fc.nat() }),
  fc.record({ kind: fc.constant("nest" as const), at: fc.nat(), depth: fc.integer({ min: 1, max: 40 }), asList: fc.boolean() }),
);

const textEdit = fc.record({
  at: fc.nat(),
  insert: fc.constantFrom(
    ":",
    "-",
    " ",
    "\t",
    '"',
    "'",
    "[",
    "{",
    "]",
    "}",
    "#",
    "&a",
    "*a",
    "!!",
    "|",
    ">",
    "\n",
    "%",
    "@",
    "`",
    "---\n",
    "? ",
  ),
  remove: fc.integer({ min: 0, max: 4 }),
});

function mutate(data: Json, m: Mutation): Json {
  const all = paths(data);
  const pick = (n: number) => all[n % all.length]!;
  const blocks = (data as { blocks?: unknown })?.blocks;
  switch (m.kind) {
    case "delete": {
      const target = parentOf(data, pick(m.at));
      if (!target) return null;
      if (Array.isArray(target.parent)) target.parent.splice(Number(target.key), 1);
      else delete target.parent[target.key];
      return data;
    }
    case "retype": {
      const target = parentOf(data, pick(m.at));
      if (!target) return m.value;
      (target.parent as Record<string | number, Json>)[target.key] = m.value;
      return data;
    }
    case "rename": {
      const keyed = all.filter((p) => typeof p[p.length - 1] === "string");
      const target = keyed.length ? parentOf(data, keyed[m.at % keyed.length]!) : undefined;
      if (!target || Array.isArray(target.parent)) return data;
      const value = target.parent[target.key as string]!;
      delete target.parent[target.key as string];
      Object.defineProperty(target.parent, m.name, { value, enumerable: true, writable: true, configurable: true });
      return data;
    }
    case "swapBlocks": {
      if (!Array.isArray(blocks) || blocks.length === 0) return data;
      const a = m.a % blocks.length;
      const b = m.b % blocks.length;
      [blocks[a], blocks[b]] = [blocks[b], blocks[a]];
      return data;
    }
    case "insertBlock": {
      if (!Array.isArray(blocks)) return data;
      blocks.splice(m.at % (blocks.length + 1), 0, structuredClone(allBlocks[m.from % allBlocks.length]!) as never);
      return data;
    }
    case "nest": {
      const target = parentOf(data, pick(m.at));
      if (!target) return data;
      let value = (target.parent as Record<string | number, Json>)[target.key]!;
      for (let i = 0; i < m.depth; i++) value = m.asList ? [value] : { nested: value };
      (target.parent as Record<string | number, Json>)[target.key] = value;
      return data;
    }
  }
}

function editText(text: string, edits: { at: number; insert: string; remove: number }[]): string {
  let out = text;
  for (const e of edits) {
    const at = e.at % (out.length + 1);
    out = out.slice(0, at) + e.insert + out.slice(at + e.remove);
  }
  return out;
}

function checkWellFormed(errors: ContentError[], files: Map<string, string>): void {
  for (const e of errors) {
    const text = files.get(e.file);
    expect(text, `error in an unknown file: ${e.file}`).toBeDefined();
    expect(e.line).toBeGreaterThanOrEqual(1);
    expect(e.col).toBeGreaterThanOrEqual(1);
    expect(e.line).toBeLessThanOrEqual(text!.split("\n").length);
    expect(isErrorCode(e.code), e.code).toBe(true);
    expect(e.message.length).toBeGreaterThan(0);
    if (text!.trim() && e.code !== "E_EMPTY_FILE") expect(e.frame).toContain("^");
  }
}

describe("the validator under random mutations of real pages", () => {
  it("accepts every unmutated seed page in the stubbed project", () => {
    for (let i = 0; i < seeds.length; i++) {
      const errors = validateSources({ sources: sourcesWith(i, real.pages[i]!.text), schemas, publicDir }).errors;
      expect(errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code} ${e.message}`)).toEqual([]);
    }
  });

  it("never throws: it accepts, or returns located errors with catalogue codes", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        fc.array(textEdit, { maxLength: 2 }),
        (seedIndex, mutations, edits) => {
          const index = seedIndex % seeds.length;
          let data = structuredClone(seeds[index]!.data);
          for (const m of mutations) data = mutate(data, m);
          const text = editText(stringify(data), edits);
          const sources = sourcesWith(index, text);
          const files = new Map([sources.site!, sources.notFound!, ...sources.pages].map((f) => [f.relFile, f.text]));
          const { errors } = validateSources({ sources, schemas, publicDir });
          checkWellFormed(errors, files);
        },
      ),
      // FUZZ_RUNS=5000 npx vitest run src/content/validate.property.test.ts searches harder (about 15 s).
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  }, 120_000);
});
