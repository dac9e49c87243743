import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED_TYPES_FILE, generateTypes } from "./generate-types.ts";

const root = process.cwd();

describe("schema-generated types", () => {
  it("are up to date with the schemas (run `npm run generate` after changing a schema)", async () => {
    const expected = await generateTypes(join(root, "schema"));
    expect(readFileSync(join(root, GENERATED_TYPES_FILE), "utf8")).toBe(expected);
  });
});

describe("every schema", () => {
  const files = [
    "page.schema.json",
    "site.schema.json",
    "common.schema.json",
    ...readdirSync(join(root, "schema/blocks")).map((f) => `blocks/${f}`),
  ];

  it("is draft-07", () => {
    for (const file of files)
      expect(JSON.parse(readFileSync(join(root, "schema", file), "utf8")).$schema, file).toBe("http://json-schema.org/draft-07/schema#");
  });

  it("describes every property, so editors can show help on hover", () => {
    const missing: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => visit(n, `${path}[${i}]`));
      if (!node || typeof node !== "object") return;
      const obj = node as Record<string, unknown>;
      if (obj.properties && typeof obj.properties === "object") {
        for (const [name, prop] of Object.entries(obj.properties as Record<string, Record<string, unknown>>)) {
          if (typeof prop.description !== "string" || prop.description.length < 3) {
            // A bare $ref is described by the definition it points to.
            const described = typeof prop.$ref === "string";
            if (!described) missing.push(`${path}.properties.${name}`);
          }
        }
      }
      for (const [k, v] of Object.entries(obj)) visit(v, `${path}.${k}`);
    };
    for (const file of files) visit(JSON.parse(readFileSync(join(root, "schema", file), "utf8")), file);
    expect(missing).toEqual([]);
  });
});
