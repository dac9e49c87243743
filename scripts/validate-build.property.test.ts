/**
 * `npm run validate` passing means `npm run build` succeeds: page files with random names (spaces,
 * accents, look-alike letters, reserved names, case twins, dots, nested folders) and random contents
 * (every block type's example, texts full of author slips: `#`, `: `, braces and placeholders, HTML,
 * curly quotes, control characters, written as an author types them or as YAML writes them) are added
 * to a copy of the site; the files validation refuses are taken out until it passes, and the real
 * build must then succeed and publish every page that is left.
 *
 * The sample is fixed (seed below) so that a run is never red by chance; set PROPERTY_SEED to explore
 * other samples, and PROPERTY_RUNS for more of them.
 */
import fc from "fast-check";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { blockExamples } from "../src/content/block-examples.ts";
import { PAGE_HEADING_BLOCKS } from "../src/content/crosscheck.ts";
import { discoverPageFiles } from "../src/content/discover.ts";
import { loadContent } from "../src/content/load.ts";
import { loadSchemasCached } from "../src/content/schemas.ts";
import { buildableProjectCopy, buildProject, removeFixtureProjects, ROOT } from "../tests/support/fixture-project.ts";

afterAll(removeFixtureProjects);

const SEED = Number(process.env.PROPERTY_SEED ?? 20261125);
const RUNS = Number(process.env.PROPERTY_RUNS ?? 2);
/** One build per run, a few seconds to a minute on a busy machine, plus validation rounds. */
const TIMEOUT_MS = 300_000 * RUNS;

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

type Generated = { title: string; description: string; heading?: (typeof examples)[number]; blocks: (typeof examples)[number][]; slip: string | null; raw: boolean };

/** The page file's text: written by YAML (always well-formed) or by hand (title and description as typed, unquoted). */
function pageFile(p: Generated): string {
  const blocks = [...(p.heading ? [p.heading.block] : []), ...p.blocks.map((b) => b.block)].map((b) => structuredClone(b) as Record<string, unknown>);
  if (p.slip !== null) {
    const target = blocks.find((b) => typeof b.heading === "string" || typeof b.title === "string");
    if (target) target[typeof target.heading === "string" ? "heading" : "title"] = p.slip;
  }
  const body = stringify({ blocks });
  return p.raw ? `title: ${p.title}\ndescription: ${p.description}\n${body}` : stringify({ title: p.title, description: p.description }) + body;
}

/** Writes each file under pages/ (skipping names the file system refuses); returns the written paths relative to the project. */
function writePages(dir: string, files: { name: string; text: string }[]): string[] {
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
function validateAndPrune(dir: string, generated: string[]): string[] {
  let left = [...generated];
  for (;;) {
    const { errors } = loadContent({ rootDir: dir });
    if (errors.every((e) => e.severity === "warning")) return left;
    const named = left.filter((rel) => errors.some((e) => e.file === rel || e.file.startsWith(`${rel}/`) || rel.startsWith(`${e.file}/`)));
    const drop = named.length ? named : left.slice(-1);
    if (!drop.length) throw new Error(`The site's own pages do not validate:\n${errors.map((e) => `${e.file}:${e.line}:${e.col} ${e.code} ${e.message}`).join("\n")}`);
    for (const rel of drop) rmSync(join(dir, rel), { force: true });
    left = left.filter((rel) => !drop.includes(rel));
  }
}

describe("validate passing implies build passing", () => {
  it(
    "builds every page validation accepts, out of random file names and contents",
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(fc.record({ name, page }), { minLength: 6, maxLength: 14, selector: (f) => f.name.toLowerCase() }), async (files) => {
          const dir = buildableProjectCopy();
          const written = writePages(
            dir,
            files.map((f) => ({ name: f.name, text: pageFile(f.page as Generated) })),
          );
          const accepted = validateAndPrune(dir, written);
          if (process.env.PROPERTY_VERBOSE) console.log(`accepted ${accepted.length} of ${written.length}: ${accepted.join(", ")}`);
          expect(accepted.length, "the sample leaves at least one generated page to build").toBeGreaterThan(0);
          const build = await buildProject(dir);
          expect(build.status, build.output).toBe(0);
          const routes = new Map(discoverPageFiles({ pagesDir: join(dir, "pages"), rootDir: dir }).map((f) => [f.relFile, f.route]));
          for (const rel of accepted) {
            const route = routes.get(rel);
            if (route) expect(existsSync(join(dir, "build/client", route.slice(1), "index.html")), `${rel} is published at ${route}`).toBe(true);
          }
          rmSync(dir, { recursive: true, force: true });
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    TIMEOUT_MS,
  );
});
