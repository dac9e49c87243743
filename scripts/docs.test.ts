import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { blockExamples, blocksYaml, examplesPageYaml } from "../src/content/block-examples.ts";
import { formatErrors } from "../src/content/errors.ts";
import { readSources, validateSources } from "../src/content/load.ts";
import { loadSchemasCached } from "../src/content/schemas.ts";
import { BLOCKS_DOC, blocksMarkdown, docWithCatalogue, ERRORS_DOC } from "./docs.ts";

const root = process.cwd();
const schemas = loadSchemasCached({ schemaDir: join(root, "schema") });

/** Validates `text` as an extra page of the real site (route /block-examples); returns the printed errors, or "". */
function validateAsPage(text: string): string {
  const real = readSources({ rootDir: root, pagesDir: join(root, "pages") });
  const sources = { ...real, pages: [...real.pages, { relFile: "pages/block-examples.yaml", route: "/block-examples", text }] };
  const { errors } = validateSources({ sources, schemas, publicDir: join(root, "public"), blockCatalogues: ["/block-examples"] });
  return errors.length ? formatErrors(errors, { color: false }) : "";
}

describe("docs/blocks.md", () => {
  it("is up to date with the schemas", () => {
    expect(readFileSync(join(root, BLOCKS_DOC), "utf8"), `${BLOCKS_DOC} is out of date with schema/: run \`npm run docs\``).toBe(
      blocksMarkdown(schemas),
    );
  });

  it("lists every block type, each with a field table and an example", () => {
    const text = readFileSync(join(root, BLOCKS_DOC), "utf8");
    for (const type of schemas.blockTypes) {
      const section = text.split(`\n## ${type}\n`)[1]?.split("\n## ")[0] ?? "";
      expect(section, type).toContain("| field | type | required | default | description |");
      expect(section, type).toContain(`| \`type\` | \`"${type}"\` | yes |`);
      expect(section, type).toContain(`  - type: ${type}\n`);
    }
  });

  it("has examples that are valid blocks of the real site, alone and all on one page", () => {
    const yamlBlocks = [...readFileSync(join(root, BLOCKS_DOC), "utf8").matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    expect(yamlBlocks).toHaveLength(schemas.blockTypes.length);
    for (const snippet of yamlBlocks) {
      const { blocks } = parse(snippet) as { blocks: Record<string, unknown>[] };
      expect(validateAsPage(`title: Example\ndescription: One example block.\n${blocksYaml(blocks)}`), snippet).toBe("");
    }
    expect(validateAsPage(examplesPageYaml(blockExamples(schemas)))).toBe("");
  });
});

describe("block examples in the schemas", () => {
  it("exist for every block type and have that type", () => {
    expect(blockExamples(schemas).map((e) => e.type)).toEqual(schemas.blockTypes);
  });

  it("reject a schema without an example, naming the file", () => {
    const broken = { blockTypes: ["hero"], blockSchemas: { hero: { ...schemas.blockSchemas.hero!, examples: undefined } } };
    expect(() => blockExamples(broken)).toThrow('schema/blocks/hero.schema.json has no top-level "examples"');
  });
});

describe("the error catalogue of docs/errors.md", () => {
  it("is up to date with src/content/errors.ts and the validator's real output", () => {
    const doc = readFileSync(join(root, ERRORS_DOC), "utf8");
    expect(doc, `the error catalogue in ${ERRORS_DOC} is out of date: run \`npm run docs\``).toBe(docWithCatalogue(doc));
  });
});
