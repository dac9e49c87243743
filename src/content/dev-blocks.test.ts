import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { devBlocksPage } from "./dev-blocks.server.ts";

describe("the data of the /_blocks dev page", () => {
  it("has every block type's example, validated and prepared like a real page", () => {
    const { examples, errors } = devBlocksPage(process.cwd());
    expect(errors).toBe("");
    const types = readdirSync(join(process.cwd(), "schema/blocks"))
      .map((f) => f.replace(".schema.json", ""))
      .sort();
    expect(examples.map((e) => e.type)).toEqual(types);
    for (const e of examples) {
      expect(e.block.type).toBe(e.type);
      expect(e.yaml.startsWith(`  - type: ${e.type}\n`), e.type).toBe(true);
    }
    // Image sizes are read from the SVG files, as for real pages.
    const media = examples.find((e) => e.type === "mediaText")!.block as { image: { width?: number; height?: number } };
    expect(media.image.width).toBeGreaterThan(0);
    expect(media.image.height).toBeGreaterThan(0);
  });
});
