import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_HEADING_BLOCKS } from "../content/crosscheck.ts";
import { devBlocksPage } from "../content/dev-blocks.server.ts";
import { loadContentOrThrow } from "../content/load.ts";
import { loadSchemas } from "../content/schemas.ts";
import { screenOf } from "../../tests/support/dom.ts";
import { renderHtml } from "../../tests/support/render.tsx";
import { Blocks } from "./Blocks.tsx";
import { registry } from "./registry.tsx";

const root = process.cwd();
const schemas = loadSchemas({ schemaDir: join(root, "schema") });
// With a video API key, as the e2e build: a site built without one leaves its Videos section out (src/shared/sections.ts).
const content = loadContentOrThrow({ rootDir: root, videoApiKey: "test" });
const pages = [...content.pages.values(), content.notFound];
const typesInPages = new Set(pages.flatMap((p) => p.blocks.map((b) => b.type)));

describe("block registry", () => {
  it("has exactly one component per block schema", () => {
    expect(Object.keys(registry).sort()).toEqual(schemas.blockTypes);
  });

  it("covers exactly the block types the pages use, so no schema or component is dead", () => {
    expect([...typesInPages].sort()).toEqual(schemas.blockTypes);
  });

  it("keeps each block type in its own folder, with its component named after the type and a test beside it", () => {
    for (const type of schemas.blockTypes) {
      const component = `${type[0]!.toUpperCase()}${type.slice(1)}`;
      expect(existsSync(join(root, "src/blocks", type, `${component}.tsx`)), `src/blocks/${type}/${component}.tsx`).toBe(true);
      expect(existsSync(join(root, "src/blocks", type, `${component}.test.tsx`)), `src/blocks/${type}/${component}.test.tsx`).toBe(true);
      expect(schemas.blockSchemas[type]!.properties.type, `${type}.schema.json declares its type`).toEqual(
        expect.objectContaining({ const: type }),
      );
    }
  });
});

describe("every page's blocks", () => {
  for (const page of pages) {
    it(`${page.route} renders one h1, every block with an id in YAML order, and nothing suspended`, async () => {
      const html = renderHtml(<Blocks blocks={page.blocks} />, content.site);
      expect(screenOf(html).queryAllByRole("heading", { level: 1, hidden: true })).toHaveLength(1);
      expect(html, "no block is left suspended (hidden until a script reveals it)").not.toContain("<template");
      const ids = page.blocks.map((b) => ("id" in b ? b.id : undefined)).filter((id): id is string => Boolean(id));
      const positions = ids.map((id) => html.indexOf(`id="${id}"`));
      expect(
        positions.every((p) => p >= 0),
        `every block id of ${page.route} is rendered`,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });
  }
});

describe("the page heading", () => {
  // The validator's one-h1 rule trusts this list: a block outside it must never render an h1.
  const { examples, errors } = devBlocksPage(root);
  for (const type of schemas.blockTypes) {
    const gives = PAGE_HEADING_BLOCKS.includes(type);
    it(`${type} ${gives ? "renders the page's one h1" : "renders no h1"}`, async () => {
      expect(errors).toBe("");
      const example = examples.find((e) => e.type === type)!;
      const html = renderHtml(<Blocks blocks={[example.block]} />, content.site);
      expect(screenOf(html).queryAllByRole("heading", { level: 1, hidden: true })).toHaveLength(gives ? 1 : 0);
    });
  }
});

describe("an alias route's section", () => {
  const erp = content.pages.get("/precisionERP")!;
  const ids = erp.blocks.map((b) => ("id" in b ? b.id : undefined)).filter((id): id is string => Boolean(id));

  it("has the initial-scroll marker right before it, and no other section has one", () => {
    const section = ids.at(-1)!;
    const html = renderHtml(<Blocks blocks={erp.blocks} initialSection={section} />, content.site);
    const markers = html.match(/<span class="initial-scroll-target" aria-hidden="true"><\/span>/g) ?? [];
    expect(markers).toHaveLength(1);
    // The marker, then the section's own element (between them only React's Suspense comment).
    expect(html).toMatch(new RegExp(`<span class="initial-scroll-target" aria-hidden="true"></span>(<!--\\$-->)?<[a-z]+ id="${section}"`));
  });

  it("adds nothing on the page's own route, or for an id no block has", () => {
    for (const initialSection of [undefined, "NoSuchSection"])
      expect(renderHtml(<Blocks blocks={erp.blocks} initialSection={initialSection} />, content.site)).not.toContain(
        "initial-scroll-target",
      );
  });
});
