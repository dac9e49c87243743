/**
 * Editor support for authors: every content file names its schema in a `yaml-language-server`
 * comment, and the workspace settings map pages to the page schema and _site.yaml to the site
 * schema (never both), so VS Code's YAML extension offers completion, hover help and checks.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? yamlFiles(file) : name.endsWith(".yaml") ? [file] : [];
  });
}

const files = yamlFiles(join(root, "pages")).map((f) => relative(root, f).split("\\").join("/"));
const expectedSchema = (file: string) => (file === "pages/_site.yaml" ? "schema/site.schema.json" : "schema/page.schema.json");

/** A glob of the YAML extension's settings as a regular expression: `**\/` spans folders, `*` stays within one. */
function globToRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === "**/" ? "(?:.*/)?" : part === "*" ? "[^/]*" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`);
}

/** The schemas `yaml.schemas` gives a file: per schema, the last pattern that matches decides, and a leading ! excludes. */
function schemasFor(settings: Record<string, string | string[]>, file: string): string[] {
  return Object.entries(settings)
    .filter(([, patterns]) => {
      let match = false;
      for (const pattern of [patterns].flat()) {
        const exclude = pattern.startsWith("!");
        if (globToRegExp(exclude ? pattern.slice(1) : pattern).test(file)) match = !exclude;
      }
      return match;
    })
    .map(([schema]) => schema.replace(/^\.\//, ""));
}

describe("editor support", () => {
  it("starts every content file with a yaml-language-server comment naming its schema", () => {
    const wrong = files.filter((file) => {
      const first = readFileSync(join(root, file), "utf8").split("\n")[0]!;
      const m = /^# yaml-language-server: \$schema=(\S+)$/.exec(first);
      return (
        !m ||
        relative(root, resolve(dirname(join(root, file)), m[1]!))
          .split("\\")
          .join("/") !== expectedSchema(file)
      );
    });
    expect(wrong).toEqual([]);
  });

  it("maps pages to the page schema and _site.yaml to the site schema only, in .vscode/settings.json", () => {
    const settings = JSON.parse(readFileSync(join(root, ".vscode/settings.json"), "utf8")) as {
      "yaml.schemas": Record<string, string | string[]>;
    };
    for (const schema of Object.keys(settings["yaml.schemas"])) expect(existsSync(join(root, schema)), schema).toBe(true);
    for (const file of [...files, "pages/verticals/new-page.yaml", "pages/a/b/c.yaml"]) {
      expect({ file, schemas: schemasFor(settings["yaml.schemas"], file) }).toEqual({ file, schemas: [expectedSchema(file)] });
    }
  });

  it("recommends Red Hat's YAML extension", () => {
    const extensions = JSON.parse(readFileSync(join(root, ".vscode/extensions.json"), "utf8")) as { recommendations: string[] };
    expect(extensions.recommendations).toContain("redhat.vscode-yaml");
  });
});
