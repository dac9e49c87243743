import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { RESERVED_ROUTES } from "../src/content/discover.ts";
import { formatErrors } from "../src/content/errors.ts";
import { loadContent } from "../src/content/load.ts";
import { CARRIED_FIELDS, createPage, main, normaliseRoute, titleFromRoute } from "./new-page.ts";

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

/** What validation reports for the project but the example texts a new page starts with (an author replaces them; see the first test). */
function validationOf(dir: string): string {
  const errors = loadContent({ rootDir: dir }).errors.filter((e) => e.code !== "E_TEMPLATE_TEXT");
  return errors.length ? formatErrors(errors, { color: false }) : "";
}

/** The fields of `relFile` that still hold an example text of the page template. */
function templateTextsLeft(dir: string, relFile: string): string[] {
  return loadContent({ rootDir: dir })
    .errors.filter((e) => e.file === relFile && e.code === "E_TEMPLATE_TEXT")
    .map((e) => e.path);
}

describe("npm run new-page", () => {
  it("writes a template page that starts with the schema comment and passes validation but for its example texts, each flagged until replaced", () => {
    const { code, out } = run("/mining");
    expect(code).toBe(0);
    expect(out).toContain("Created pages/mining.yaml for /mining.");
    const text = readFileSync(join(project, "pages/mining.yaml"), "utf8");
    expect(text.split("\n")[0]).toBe("# yaml-language-server: $schema=../schema/page.schema.json");
    expect(text).toContain('title: "Mining"');
    expect(text).toContain("href: /contactProducts");
    expect(validationOf(project)).toBe("");
    expect(templateTextsLeft(project, "pages/mining.yaml")).toEqual([
      "description",
      "blocks[0] (pageHeader) > intro",
      "blocks[1] (richText) > heading",
      "blocks[1] (richText) > body[0]",
      "blocks[1] (richText) > body[1]",
      "blocks[2] (callToAction) > text",
    ]);
    expect(out).toContain("Replace its example texts with the page's own words (description, blocks[0] (pageHeader) > intro");
    expect(out).not.toContain("other files have errors");
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

  it("lists the lead forms and videos a copy carries over, marks each in the file, and the file still validates", () => {
    const { code, out } = run("/verticals/mining", "--from", "/verticals/agriculture");
    expect(code).toBe(0);
    const copy = readFileSync(join(project, "pages/verticals/mining.yaml"), "utf8");
    const lineOf = (text: string) => copy.split("\n").findIndex((l) => l.includes(text)) + 1;
    expect(out).toBe(
      [
        "Created pages/verticals/mining.yaml for /verticals/mining.",
        "Carried over from /verticals/agriculture, unchanged:",
        "  Lead forms (from pages/_site.yaml):",
        `    industriesOne  in block 6 (callToAction), actions > leadForm, line ${lineOf("leadForm: industriesOne")}`,
        "  Videos:",
        `    agriculture  in block 3 (mediaText), actions > video, line ${lineOf("video: agriculture")}`,
        "  Section ids (the #anchors of the page):",
        `    story  in block 4 (caseStudy), id, line ${lineOf("id: story")}`,
        'They still name what /verticals/agriculture uses. Check each one (the new file marks it "carried over") and change it unless it fits the new page.',
        "Next: edit it (blocks are listed in docs/blocks.md), preview with npm run dev at http://localhost:5173/verticals/mining, then run npm run validate.",
        "Replace its example texts with the page's own words (description): validation refuses them until then.",
      ].join("\n"),
    );
    expect(copy).toContain("        leadForm: industriesOne # carried over from /verticals/agriculture: check this lead form\n");
    expect(copy).toContain("        video: agriculture # carried over from /verticals/agriculture: check this video\n");
    expect(copy).toContain("    id: story # carried over from /verticals/agriculture: check this section id\n");
    expect(copy.match(/carried over/g)).toHaveLength(3);
    expect(validationOf(project)).toBe("");
  });

  it("lists and marks section ids and video addresses too, and the marked lines validate (a comment after an address does not cut it short)", () => {
    const { code, out } = run("/events", "--from", "/resources");
    expect(code).toBe(0);
    const copy = readFileSync(join(project, "pages/events.yaml"), "utf8");
    expect(out).toContain(
      "  Videos:\n    https://www.youtube.com/watch?v=nGsERPforum24  in block 4 (eventsBrowser), events > watchVideo, line ",
    );
    expect(out).toMatch(
      / {2}Section ids \(the #anchors of the page\):\n {4}events {2}in block 4 \(eventsBrowser\), id, line \d+\n {4}factSheets {2}in block 5 \(factSheets\), id, line \d+\n {4}videos {2}in block 6 \(videoList\), id, line \d+\n {4}gallery {2}in block 7 \(gallery\), id, line \d+\n/,
    );
    expect(out).not.toContain("Lead forms");
    for (const [, value, line] of out.matchAll(/^ {4}(\S+) {2}in block .*, line (\d+)$/gm)) {
      expect(copy.split("\n")[Number(line) - 1]).toMatch(
        new RegExp(`: "?${value!.replace(/[?.]/g, "\\$&")}"? # carried over from /resources: check this (video|section id)$`),
      );
    }
    expect(copy).toContain("watchVideo: https://www.youtube.com/watch?v=nGsERPforum24 # carried over from /resources: check this video\n");
    expect(parse(copy).blocks).toEqual(parse(readFileSync(join(project, "pages/resources.yaml"), "utf8")).blocks);
    expect(validationOf(project)).toBe("");
  });

  it("marks values in flow collections, in leadForm blocks and beside the source's own comments, keeping the data the same", () => {
    const source = [
      "title: Source",
      "description: A page to copy.",
      "blocks:",
      "  - type: pageHeader",
      "    title: Source page",
      "  - type: callToAction",
      "    id: talk # the contact section",
      "    heading: Talk to us",
      "    actions: [{ label: Contact us, leadForm: erpOne }, { label: Watch, video: weCanHelp }]",
      "  - type: leadForm",
      "    form: contactUsTwo",
      "    title: Contact form",
      "",
    ].join("\n");
    writeFileSync(join(project, "pages/source.yaml"), source);
    expect(validationOf(project)).toBe("");
    const { code, out } = run("/copied", "--from", "/source");
    expect(code).toBe(0);
    expect(out).toContain("  Lead forms (from pages/_site.yaml):\n    erpOne  in block 2 (callToAction), actions > leadForm, line ");
    expect(out).toContain("    contactUsTwo  in block 3 (leadForm), form, line ");
    expect(out).toContain("  Videos:\n    weCanHelp  in block 2 (callToAction), actions > video, line ");
    expect(out).toContain("  Section ids (the #anchors of the page):\n    talk  in block 2 (callToAction), id, line ");
    const copy = readFileSync(join(project, "pages/copied.yaml"), "utf8");
    expect(copy).toContain("    # carried over from /source: check this section id\n    id: talk # the contact section\n");
    expect(copy).toContain("leadForm: erpOne # carried over from /source: check this lead form\n");
    expect(copy).toContain("video: weCanHelp # carried over from /source: check this video\n");
    expect(copy).toContain("    form: contactUsTwo # carried over from /source: check this lead form\n");
    expect(parse(copy).blocks).toEqual(parse(source).blocks);
    expect(validationOf(project)).toBe("");
  });

  it("says nothing extra when a copy carries nothing over", () => {
    const { code, out } = run("/cookies-old", "--from", "/cookies");
    expect(code).toBe(0);
    // Created, Next, and the description to write (a copy's description is the template's).
    expect(out.split("\n")).toHaveLength(3);
    expect(out).not.toContain("arried over");
    expect(readFileSync(join(project, "pages/cookies-old.yaml"), "utf8")).not.toContain("carried over");
    expect(run("/plain").out).not.toContain("arried over");
  });

  it("refuses the routes the validator refuses: the build's own names and every top-level entry of public/, in any case", () => {
    const validatorRefuses = (route: string) => {
      writeFileSync(join(project, `pages${route}.yaml`), "title: T\ndescription: D.\nblocks:\n  - type: pageHeader\n    title: T\n");
      const refused = loadContent({ rootDir: project }).errors.some(
        (e) => e.file === `pages${route}.yaml` && e.code === "E_RESERVED_ROUTE",
      );
      rmSync(join(project, `pages${route}.yaml`));
      return refused;
    };
    const names = [
      ...Object.keys(RESERVED_ROUTES),
      ...readdirSync(join(project, "public")).filter((n) => !n.startsWith(".") && !n.includes(".")),
    ];
    expect(names).toEqual(expect.arrayContaining(["404", "assets", "images", "files", "media"]));
    for (const name of names) {
      for (const route of [`/${name}`, `/${name.toUpperCase()}`]) {
        expect({ route, validator: validatorRefuses(route) }).toEqual({ route, validator: true });
        const { code, err } = run(route);
        expect({ route, code, err }).toEqual({
          route,
          code: 1,
          err: expect.stringMatching(/^The route \/\S+ is taken by .*\. Pick another route\.$/),
        });
      }
    }
    // A folder added to this project's own public/ takes its name at once.
    unlinkSync(join(project, "public"));
    mkdirSync(join(project, "public/downloads"), { recursive: true });
    expect(run("/downloads/brochures").err).toBe(
      "The route /downloads is taken by public/downloads, so a page there would overwrite it or be overwritten. Pick another route.",
    );
    expect(run("/brochures").code).toBe(0);
  });

  it("accepts the names the validator accepts: digits first, underscores and dashes inside", () => {
    for (const route of ["/2025", "/verticals/heavy_equipment", "/x-1"]) {
      expect({ route, code: run(route).code }).toEqual({ route, code: 0 });
    }
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
    expect(run("/precisionERP/AssetManagement").err).toBe(
      '/precisionERP/AssetManagement is already published as an alias of /precisionERP (see its "aliases"). Pick another route.',
    );
    expect(run("/Partners").err).toBe(
      "/Partners differs from the existing route /partners only in upper/lower case, which some computers cannot tell apart. Pick another route.",
    );
    expect(existsSync(join(project, "pages/Partners.yaml"))).toBe(false);
  });

  it("rejects bad route names with a clear message and exit code 1", () => {
    const cases: Record<string, string> = {
      "/": "Give the route of the new page, e.g. /mining or /verticals/mining.",
      "/mining/": "A route does not end with a slash: use /mining.",
      "/mining.yaml": "Give the route, not the file name: /mining instead of /mining.yaml.",
      "/open pit":
        '"open pit" cannot be part of a route: use only the letters A-Z and a-z, digits, - and _ (e.g. /verticals/mining). Try /open-pit.',
      "/verticals/café":
        '"café" cannot be part of a route: use only the letters A-Z and a-z, digits, - and _ (e.g. /verticals/mining). Try /verticals/cafe.',
      "/_drafts/x":
        'A part of a route cannot start with _ ("_drafts"): files and folders starting with _ are settings, not pages. Try /drafts/x.',
      "/a//b": "The route /a//b has an empty part (two slashes in a row).",
      "/../etc": '".." cannot be part of a route: use only the letters A-Z and a-z, digits, - and _ (e.g. /verticals/mining).',
      "/404":
        "The route /404 is taken by the not-found page (404.html), so a page there would overwrite it or be overwritten. Pick another route.",
      "/assets/x":
        "The route /assets is taken by the site's scripts and styles (assets/), so a page there would overwrite it or be overwritten. Pick another route.",
      "/images": "The route /images is taken by public/images, so a page there would overwrite it or be overwritten. Pick another route.",
      "/Media/talks":
        "The route /Media is taken by public/media, so a page there would overwrite it or be overwritten. Pick another route.",
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
    expect(run("/x", "--from", "/precisionERP/ErpSolution").err).toBe(
      "/precisionERP/ErpSolution is an alias of /precisionERP: copy that page with --from /precisionERP.",
    );
    expect(existsSync(join(project, "pages/x.yaml"))).toBe(false);
  });
});

describe("carried-over fields", () => {
  it("cover every field of the schemas that names a lead form or a video of the site settings, or a video's address", () => {
    const named = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== "object") return;
      for (const [key, value] of Object.entries((node as { properties?: Record<string, { description?: string }> }).properties ?? {})) {
        const description = value?.description ?? "";
        if (/in the site settings \((lead forms|videos)\)/.test(description) || /video/i.test(key)) named.add(key);
      }
      Object.values(node).forEach(walk);
    };
    const schemaDir = join(root, "schema");
    for (const file of readdirSync(schemaDir, { recursive: true }) as string[])
      if (file.endsWith(".json") && !file.startsWith("site")) walk(JSON.parse(readFileSync(join(schemaDir, file), "utf8")));
    expect([...named].sort()).toEqual(
      CARRIED_FIELDS.filter((f) => f.kind !== "sectionId")
        .map((f) => f.key)
        .sort(),
    );
  });
});

describe("route helpers", () => {
  it("normalises routes and makes titles from them", () => {
    expect(normaliseRoute(" mining ")).toBe("/mining");
    expect(titleFromRoute("/services/AdminInABox")).toBe("Admin In A Box");
    expect(titleFromRoute("/verticals/asset-management")).toBe("Asset Management");
    expect(titleFromRoute("/verticals/heavy_equipment")).toBe("Heavy Equipment");
    expect(() => createPage({ rootDir: project, route: "/home" })).toThrow(/already exists/);
  });
});
