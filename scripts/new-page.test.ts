import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatErrors } from "../src/content/errors.ts";
import { loadContent } from "../src/content/load.ts";
import { createPage, main, normaliseRoute, titleFromRoute } from "./new-page.ts";

const root = process.cwd();
let project: string;

/** A temporary copy of the real pages, with the real schemas and public/ linked in. */
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "new-page-"));
  cpSync(join(root, "pages"), join(project, "pages"), { recursive: true });
  symlinkSync(join(root, "schema"), join(project, "schema"));
  symlinkSync(join(root, "public"), join(project, "public"));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(argv, project, { log: (s) => out.push(s), error: (s) => err.push(s) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

function validationOf(dir: string): string {
  const result = loadContent({ rootDir: dir });
  return result.errors.length ? formatErrors(result.errors, { color: false }) : "";
}

describe("npm run new-page", () => {
  it("writes a template page that starts with the schema comment and passes validation", () => {
    const { code, out } = run("/mining");
    expect(code).toBe(0);
    expect(out).toContain("Created pages/mining.yaml for /mining.");
    const text = readFileSync(join(project, "pages/mining.yaml"), "utf8");
    expect(text.split("\n")[0]).toBe("# yaml-language-server: $schema=../schema/page.schema.json");
    expect(text).toContain('title: "Mining"');
    expect(text).toContain("href: /contactProducts");
    expect(validationOf(project)).toBe("");
  });

  it("writes nested pages with the right relative schema path, adding a missing leading slash", () => {
    expect(run("verticals/open-pit-mining").code).toBe(0);
    const text = readFileSync(join(project, "pages/verticals/open-pit-mining.yaml"), "utf8");
    expect(text.split("\n")[0]).toBe("# yaml-language-server: $schema=../../schema/page.schema.json");
    expect(text).toContain('title: "Open Pit Mining"');
    expect(validationOf(project)).toBe("");
  });

  it("copies the blocks of another page with --from, and leaves out its aliases", () => {
    expect(run("/verticals/mining", "--from", "/verticals/agriculture").code).toBe(0);
    const copy = readFileSync(join(project, "pages/verticals/mining.yaml"), "utf8");
    const original = readFileSync(join(project, "pages/verticals/agriculture.yaml"), "utf8");
    expect(copy).toContain("title: Mining");
    expect(copy).toContain("Built for the rhythm of the growing season");
    expect(copy.match(/- type: /g)?.length).toBe(original.match(/- type: /g)?.length);

    expect(run("/erp", "--from", "/precisionERP").code).toBe(0);
    expect(readFileSync(join(project, "pages/erp.yaml"), "utf8")).not.toContain("aliases");
    expect(validationOf(project)).toBe("");
  });

  it("refuses to overwrite an existing page, and leaves it untouched", () => {
    const before = readFileSync(join(project, "pages/partners.yaml"), "utf8");
    const { code, err } = run("/partners");
    expect(code).toBe(1);
    expect(err).toBe("pages/partners.yaml already exists, so /partners is taken. Edit that file, or pick another route.");
    expect(readFileSync(join(project, "pages/partners.yaml"), "utf8")).toBe(before);
  });

  it("refuses routes that an alias or a redirect already publishes, or that differ only in case", () => {
    expect(run("/precisionERP/AssetManagement").err).toBe('/precisionERP/AssetManagement is already published as an alias of /precisionERP (see its "aliases"). Pick another route.');
    expect(run("/Partners").err).toBe("/Partners differs from the existing route /partners only in upper/lower case, which some computers cannot tell apart. Pick another route.");
    expect(existsSync(join(project, "pages/Partners.yaml"))).toBe(false);
  });

  it("rejects bad route names with a clear message and exit code 1", () => {
    const cases: Record<string, string> = {
      "/": "Give the route of the new page, e.g. /mining or /verticals/mining.",
      "/mining/": "A route does not end with a slash: use /mining.",
      "/mining.yaml": "Give the route, not the file name: /mining instead of /mining.yaml.",
      "/open pit": '"open pit" cannot be part of a route: use letters, digits and -, starting with a letter (e.g. /verticals/mining). Files starting with _ are settings, not pages.',
      "/_drafts/x": '"_drafts" cannot be part of a route: use letters, digits and -, starting with a letter (e.g. /verticals/mining). Files starting with _ are settings, not pages.',
      "/a//b": "The route /a//b has an empty part (two slashes in a row).",
      "/../etc": '".." cannot be part of a route: use letters, digits and -, starting with a letter (e.g. /verticals/mining). Files starting with _ are settings, not pages.',
      "/404": "/404 is reserved by the site itself; pick another route.",
    };
    for (const [route, message] of Object.entries(cases)) {
      const { code, err } = run(route);
      expect({ route, code, err }).toEqual({ route, code: 1, err: message });
    }
  });

  it("explains usage mistakes: no route, an unknown option, --from without a page, or a page that does not exist", () => {
    expect(run().err).toContain("Usage: npm run new-page -- <route> [--from <existing-route>]");
    expect(run("/x", "--force").err).toContain("Unknown option --force.");
    expect(run("/x", "--from").err).toBe("--from needs the route of an existing page, e.g. --from /verticals/agriculture.");
    expect(run("/x", "--from", "/nowhere").err).toBe("There is no page /nowhere to copy (no file pages/nowhere.yaml).");
    expect(run("/x", "--from", "/precisionERP/ErpSolution").err).toBe("/precisionERP/ErpSolution is an alias of /precisionERP: copy that page with --from /precisionERP.");
    expect(existsSync(join(project, "pages/x.yaml"))).toBe(false);
  });
});

describe("route helpers", () => {
  it("normalises routes and makes titles from them", () => {
    expect(normaliseRoute(" mining ")).toBe("/mining");
    expect(titleFromRoute("/services/AdminInABox")).toBe("Admin In A Box");
    expect(titleFromRoute("/verticals/asset-management")).toBe("Asset Management");
    expect(() => createPage({ rootDir: project, route: "/home" })).toThrow(/already exists/);
  });
});
