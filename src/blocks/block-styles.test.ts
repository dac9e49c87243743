import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

describe("block styles", () => {
  it("each block's stylesheet is imported by its own component, so it is in the page stylesheet with or without islands", () => {
    const blocksDir = join(root, "src/blocks");
    const types = readdirSync(blocksDir, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(types.length).toBeGreaterThanOrEqual(20);
    const missing = types
      .filter((t) => readdirSync(join(blocksDir, t.name)).includes(`${t.name}.css`))
      .filter((t) =>
        readdirSync(join(blocksDir, t.name))
          .filter((f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"))
          .every((f) => !new RegExp(`^import ["']\\./${t.name}\\.css["'];`, "m").test(readFileSync(join(blocksDir, t.name, f), "utf8"))),
      )
      .map((t) => t.name);
    expect(missing).toEqual([]);
  });
});
