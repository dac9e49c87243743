import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readSchemaFiles } from "../../../content/schemas.ts";
import { bundleSchema } from "../../form-schema.ts";
import { searchSettings } from "./search.ts";

const root = process.cwd();
const siteSchema = bundleSchema(readSchemaFiles(join(root, "schema")), "site");
const data: unknown = parse(readFileSync(join(root, "pages", "_site.yaml"), "utf8"));
const found = (query: string) => searchSettings(query, siteSchema, data).map((m) => [m.section.title, m.reason]);

describe("searching the site settings", () => {
  it("finds a section by a field's title", () => {
    expect(found("phone")).toContainEqual(["Brand and contacts", "Field “Phone”"]);
  });

  it("finds a section by what is written in it", () => {
    expect(found("linkedin")).toEqual([["Footer", "“https://www.linkedin.com/company/example”"]]);
    expect(found("014-2010")).toEqual([["Brand and contacts", "“+1 (555) 014-2010”"]]);
    expect(found("erpThree")).toEqual([["Lead forms", "Field “erpThree”"]]);
  });

  it("finds a section by its name, whatever the case", () => {
    expect(found("  REDIRECTS ")[0]).toEqual(["Redirects", "Matches the section's name"]);
  });

  it("cuts a long value around what matched", () => {
    const [match] = found("respective owners");
    expect(match![0]).toBe("Footer");
    expect(match![1]).toMatch(/^“….*respective owners.*…”$/);
  });

  it("finds nothing for an empty query or words no setting has", () => {
    expect(found("  ")).toEqual([]);
    expect(found("zebra crossing")).toEqual([]);
  });
});
