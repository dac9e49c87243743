/**
 * Random page files as authors could write them, for the property "`npm run validate` passing means
 * `npm run build` succeeds" (scripts/build.test.ts): file names with spaces, accents, look-alike
 * letters, reserved names, case twins, dots and nested folders, and contents made of every block
 * type's example with texts full of author slips (`#`, `: `, braces and placeholders, HTML, curly
 * quotes, control characters), written as an author types them or as YAML writes them.
 */
import fc from "fast-check";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { stringify } from "yaml";
import { blockExamples } from "../../src/content/block-examples.ts";
import { PAGE_HEADING_BLOCKS } from "../../src/content/crosscheck.ts";
import { loadContent } from "../../src/content/load.ts";
import { loadSchemasCached } from "../../src/content/schemas.ts";
import { ROOT } from "./fixture-project.ts";

const examples = blockExamples(loadSchemasCached({ schemaDir: join(ROOT, "schema") }));
const headingExamples = examples.filter((e) => PAGE_HEADING_BLOCKS.includes(e.type));
const otherExamples = examples.filter((e) => !PAGE_HEADING_BLOCKS.includes(e.type));

/** File names as authors type them, and as other alphabets and file systems allow. */
const name = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,15}$/),
  fc.constantFrom(
    "about us",
    "café",
    "hоme",
    "Home",
    "home",
    "HOME",
    "assets",
    "404",
    "images",
    "favicon.svg",
    "sitemap.xml",
    "robots",
    "index",
    "x.yml",
    ".hidden",
    "_draft",
    "services/new",
    "services/New",
    "a/b/c",
    "über-uns",
    "日本",
    "-dash",
    "under_score",
  ),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }),
);

/** Text as an author types or pastes it. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.lorem({ maxCount: 6 }).map((t) => t || "Text") },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "Why we are the #1 ERP",
      "Agenda: what every unit earns",
      "[Contact us](/contactProducts) today",
      "**Bold** start",
      "{brand} careers",
      "Call {phone} or write to {email}",
      "Use {{braces}} and {unknownThing}",
      "<b>bold</b> and <br> and <a href='/x'>x</a>",
      "“Webinars”",
      "Tab\there",
      "Bell \u0007 and escape \u001b[2J",
      "@mention & *star ! bang | pipe > more % percent `tick`",
      "- looks like a list",
      "key: value",
      "'single' and \"double\" quotes",
      "ends with a colon:",
      "🚀 emoji and עברית and العربية",
    ),
  },
);

/** A page: a title, a description and blocks (usually one page heading block first). */
const page = fc.record({
  title: text,
  description: text,
  heading: fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...headingExamples) }, { weight: 1, arbitrary: fc.constant(undefined) }),
  blocks: fc.array(fc.constantFrom(...otherExamples, ...headingExamples.slice(0, 1)), { maxLength: 3 }),
  slip: fc.option(text),
  raw: fc.boolean(),
});

type Generated = {
  title: string;
  description: string;
  heading?: (typeof examples)[number];
  blocks: (typeof examples)[number][];
  slip: string | null;
  raw: boolean;
};

/** The page file's text: written by YAML (always well-formed) or by hand (title and description as typed, unquoted). */
function pageFile(p: Generated): string {
  const blocks = [...(p.heading ? [p.heading.block] : []), ...p.blocks.map((b) => b.block)].map(
    (b) => structuredClone(b) as Record<string, unknown>,
  );
  if (p.slip !== null) {
    const target = blocks.find((b) => typeof b.heading === "string" || typeof b.title === "string");
    if (target) target[typeof target.heading === "string" ? "heading" : "title"] = p.slip;
  }
  const body = stringify({ blocks });
  return p.raw
    ? `title: ${p.title}\ndescription: ${p.description}\n${body}`
    : stringify({ title: p.title, description: p.description }) + body;
}

/** Writes each file under pages/ of the project at `dir` (skipping names the file system refuses); returns the written paths relative to the project. */
export function writePages(dir: string, files: { name: string; text: string }[]): string[] {
  const written: string[] = [];
  for (const file of files) {
    const rel = `pages/${file.name}${file.name.endsWith(".yml") ? "" : ".yaml"}`;
    if (written.includes(rel) || existsSync(join(dir, rel)) || Buffer.byteLength(rel) > 200 || /[\0\\]/.test(rel)) continue;
    try {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), file.text);
      written.push(rel);
    } catch {
      // A name this file system cannot hold: an author could not save it either.
    }
  }
  return written;
}

/** Removes generated files until validation passes (first those it names, then the last added); returns the ones left. */
export function validateAndPrune(dir: string, generated: string[]): string[] {
  let left = [...generated];
  for (;;) {
    const { errors } = loadContent({ rootDir: dir });
    if (errors.every((e) => e.severity === "warning")) return left;
    const named = left.filter((rel) => errors.some((e) => e.file === rel || e.file.startsWith(`${rel}/`) || rel.startsWith(`${e.file}/`)));
    const drop = named.length ? named : left.slice(-1);
    if (!drop.length)
      throw new Error(
        `The site's own pages do not validate:\n${errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code} ${e.message}`).join("\n")}`,
      );
    for (const rel of drop) rmSync(join(dir, rel), { force: true });
    left = left.filter((rel) => !drop.includes(rel));
  }
}

/** A set of 6 to 14 page files with names unique in any case: one sample of the property. */
const pageFiles = fc.uniqueArray(fc.record({ name, page }), { minLength: 6, maxLength: 14, selector: (f) => f.name.toLowerCase() });

/** `runs` samples of {@link pageFiles} drawn with `seed`: the same seed gives the same files. Each file's text is ready to write. */
export function samplePageFiles(seed: number, runs: number): { name: string; text: string }[][] {
  return fc
    .sample(pageFiles, { seed, numRuns: runs })
    .map((files) => files.map((f) => ({ name: f.name, text: pageFile(f.page as Generated) })));
}
