import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkFixture } from "../../scripts/support/fixture-check.ts";
import { fixtureProject, FIXTURES, loadFixtureProject, removeFixtureProjects } from "../../tests/support/fixture-project.ts";
import { ERROR_CATALOGUE, explain, FILE_TEXT_CODES, type ContentError } from "./errors.ts";

afterAll(removeFixtureProjects);

/** YAML's words, which an author using the editor's form never sees: mapping, scalar, key, indent, a backticked `key: value` or a quoted "key: " (a lower-case word, as YAML's keys are), a '- ' list item, the colon after a key. */
const YAML_WORDS = /[Mm]apping|[Ss]calar|\b[Kk]eys?\b|`|[Ii]ndent|'- '|"[a-z]\w*: |\b[Cc]olon\b/;

/** Every error the invalid fixtures produce, whatever their code. */
function fixtureErrors(): ContentError[] {
  return (["invalid-pages", "invalid-site"] as const).flatMap((kind) =>
    readdirSync(join(FIXTURES, kind)).flatMap((name) => checkFixture(kind, name).errors),
  );
}

/** What the editor shows of an error: its message, and its hint unless it is a missing field's (the form shows the field's help instead). */
function shownInEditor(e: ContentError): string[] {
  return [e.message, ...(e.code === "E_MISSING_FIELD" ? [] : [e.hint ?? ERROR_CATALOGUE[e.code].hint])];
}

describe("messages an author can meet in the editor", () => {
  const errors = fixtureErrors().filter((e) => !FILE_TEXT_CODES.has(e.code));

  it("cover most of the catalogue", () => {
    expect(new Set(errors.map((e) => e.code)).size).toBeGreaterThan(20);
  });

  it("speak the form's words, never YAML's", () => {
    const yaml = errors.flatMap((e) =>
      shownInEditor(e)
        .filter((text) => YAML_WORDS.test(text))
        .map((text) => `${e.code}: ${text}`),
    );
    expect([...new Set(yaml)]).toEqual([]);
  });

  it("name a missing field by its label in the form, and a group of fields as such", () => {
    expect(explain("E_MISSING_FIELD", { kind: "field", field: "heading", label: "Heading", schema: { type: "string" } }).message).toBe(
      'The field "Heading" is required (text): fill it in.',
    );
    expect(explain("E_WRONG_TYPE", { type: "object", value: [] }).message).toBe("Expected a group of fields, got a list.");
  });

  it("tell how to give a block an id in the form", () => {
    const dir = fixtureProject();
    const page = (title: string, body: string) =>
      `title: ${title}\ndescription: The ${title} page.\nblocks:\n  - type: pageHeader\n    title: ${title}\n  - type: richText\n    body:\n      - ${JSON.stringify(body)}\n`;
    writeFileSync(join(dir, "pages/about.yaml"), page("About", "No ids here."));
    writeFileSync(join(dir, "pages/events.yaml"), page("Events", "See [the form](/about#register)."));
    const result = loadFixtureProject(dir);
    const anchor = (result.content ? [] : result.errors).find((e) => e.code === "E_BROKEN_ANCHOR");
    expect(anchor?.hint).toBe("No block on that page has an Id yet: type register in the Id field of the block the link should jump to.");
  });

  it("the scan finds YAML's words", () => {
    for (const text of [
      "Expected a mapping (indented 'key: value' lines).",
      "add `id: register`",
      "Write a value after the colon, or remove the key.",
      'Every block starts with "type: <block type>".',
    ])
      expect(text).toMatch(YAML_WORDS);
  });
});
