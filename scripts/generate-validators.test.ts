import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import * as generated from "../src/content/validators.generated.js";
import { ajvSchemas, newAjv, readSchemaFiles, ROOT_SCHEMA_IDS } from "../src/content/schemas.ts";
import { GENERATED_VALIDATORS_FILE, generateValidators } from "./generate-validators.ts";

const root = process.cwd();

describe("the validators generated ahead of time", () => {
  it("are up to date with the schemas (run `npm run generate` after changing a schema)", () => {
    expect(readFileSync(join(root, GENERATED_VALIDATORS_FILE), "utf8")).toBe(generateValidators(join(root, "schema")));
  });

  it("report exactly the errors of the validators ajv compiles at run time, on every invalid fixture", () => {
    const ajv = newAjv();
    for (const schema of ajvSchemas(readSchemaFiles(join(root, "schema")))) ajv.addSchema(schema);
    const compiled = { page: ajv.getSchema(ROOT_SCHEMA_IDS.validatePage)!, site: ajv.getSchema(ROOT_SCHEMA_IDS.validateSite)! };
    const cases = [
      ...readdirSync(join(root, "tests/fixtures/invalid-pages")).map((name) => ({ kind: "page" as const, file: `invalid-pages/${name}` })),
      ...readdirSync(join(root, "tests/fixtures/invalid-site")).map((name) => ({ kind: "site" as const, file: `invalid-site/${name}` })),
    ];
    let compared = 0;
    for (const { kind, file } of cases) {
      let data: unknown;
      try {
        data = parse(readFileSync(join(root, "tests/fixtures", file), "utf8"));
      } catch {
        continue; // Not YAML (or not readable): the schema never sees it.
      }
      const ahead = kind === "page" ? generated.validatePage : generated.validateSite;
      expect(ahead(data), file).toBe(compiled[kind](data));
      expect(ahead.errors ?? null, file).toEqual(compiled[kind].errors ?? null);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });
});
