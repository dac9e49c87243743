import { Document, isScalar, visit } from "yaml";
import type { SchemaSet } from "./schemas.ts";

/** One block type's example, as written in the top-level `examples` of schema/blocks/<type>.schema.json. */
export interface BlockExample {
  type: string;
  /** The block's one-line description from its schema. */
  description: string;
  /** The first example of the schema: a minimal valid block. */
  block: Record<string, unknown>;
}

/**
 * The first example of every block schema, in block-type order. Feeds docs/blocks.md, the `/_blocks`
 * dev page and the test that validates the examples. Throws an Error naming the schema file when a
 * block schema has no example, or when its example's `type` is not the block's own type (a developer
 * mistake in the schema, caught by the unit tests).
 */
export function blockExamples(schemas: Pick<SchemaSet, "blockTypes" | "blockSchemas">): BlockExample[] {
  return schemas.blockTypes.map((type) => {
    const schema = schemas.blockSchemas[type]!;
    const block = schema.examples?.[0];
    if (!block) throw new Error(`schema/blocks/${type}.schema.json has no top-level "examples": add a minimal valid ${type} block there.`);
    if (block.type !== type)
      throw new Error(`schema/blocks/${type}.schema.json: its example has type ${JSON.stringify(block.type)}, expected "${type}".`);
    return { type, description: schema.description, block };
  });
}

/**
 * The YAML an author writes for `blocks` (a list of blocks under the `blocks:` key), as in a page
 * file: `blocks:\n  - type: hero\n    heading: ...`. Short lists of numbers, booleans or words are
 * written on one line (`tiers: [BRONZE, SILVER, GOLD]`), as authors do.
 */
export function blocksYaml(blocks: readonly Record<string, unknown>[]): string {
  const doc = new Document({ blocks });
  visit(doc, {
    Seq(_, node) {
      const short = node.items.every((item) => isScalar(item) && (typeof item.value !== "string" || !/[,:#]/.test(item.value)));
      if (short && node.items.length > 0 && node.items.map((item) => String((item as { value: unknown }).value)).join(", ").length <= 50)
        node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0, indentSeq: true, flowCollectionPadding: false });
}

/**
 * A whole page (title, description, blocks) holding every example, as YAML text: what the tests
 * validate against the real site, so every example passes the same checks as a real page.
 */
export function examplesPageYaml(examples: readonly BlockExample[]): string {
  return `title: Block examples\ndescription: Every block type rendered from the example in its schema.\n${blocksYaml(examples.map((e) => e.block))}`;
}
