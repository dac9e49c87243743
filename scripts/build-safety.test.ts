/**
 * What the real build publishes when a page's text is hostile, and when a block cannot render. The
 * hostile page is one page of the copy of the site the build's tests share, built once
 * (tests/support/site-copy.ts); the block that throws gets a small site of its own, reusing the
 * project's build of the code, whose build fails.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildableProjectCopy, buildProject, removeFixtureProjects, ROOT } from "../tests/support/fixture-project.ts";
import { hashSources, ROUTER_SOURCES } from "./build-cache.ts";
import { HOSTILE, siteCopy, type SiteCopy } from "../tests/support/site-copy.ts";

afterAll(removeFixtureProjects);

/** A full build takes a few seconds, more on a busy machine. */
const BUILD_TIMEOUT_MS = 180_000;

/** Text as React writes it into HTML, in element content and attribute values alike. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** Every start tag of `html` with its attribute names, read one attribute after the other so that quoted values are skipped. */
function startTags(html: string): { name: string; attributes: string[] }[] {
  const attribute = /\s*([^\s=/>]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?\s*\/?/gy;
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map((m) => {
    if (m[2]!.replace(attribute, "").trim() !== "") throw new Error(`Could not read the attributes of <${m[1]}${m[2]}>`);
    return { name: m[1]!.toLowerCase(), attributes: [...m[2]!.matchAll(attribute)].map((a) => a[1]!.toLowerCase()) };
  });
}

/**
 * The file of the router's server bundle that a build of `dir` would reuse from its cache (its key is
 * the hash of the code) and that holds `code`, or undefined when the cache has no bundle for this code.
 */
function cachedServerFile(dir: string, code: string): string | undefined {
  const server = join(dir, ".build-cache/router", hashSources(dir, ROUTER_SOURCES), "server");
  if (!existsSync(server)) return undefined;
  const files = readdirSync(server, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".js"));
  const name = files.find((file) => readFileSync(join(server, file), "utf8").includes(code));
  return name && join(server, name);
}

/** How the text block's function starts in the server bundle. */
const RICH_TEXT = "function RichText(props) {";

describe("a page with a block that throws while it is prerendered", () => {
  it(
    "stops the build with an error naming the route, and leaves the previous build in place",
    async () => {
      const dir = buildableProjectCopy({ reuseCodeBuilds: true, reusePictures: true });
      // A small site of its own (the fixture's home page and the broken one): what is tested is how the build stops, not the site.
      rmSync(join(dir, "pages"), { recursive: true });
      cpSync(join(ROOT, "tests/fixtures/base/pages"), join(dir, "pages"), { recursive: true });
      // Without the project's own build of this code to reuse (a test run alone, before any build), the copy builds it first.
      if (!cachedServerFile(dir, RICH_TEXT)) expect((await buildProject(dir)).status).toBe(0);
      rmSync(join(dir, "build"), { recursive: true, force: true });
      mkdirSync(join(dir, "build", "client"), { recursive: true });
      writeFileSync(join(dir, "build", "client", "marker.txt"), "previous build");
      // A programming mistake: the text block fails for one heading. It is put into the compiled block of
      // this copy's cached router build, which the build then reuses, instead of the source, whose change
      // would make the build bundle the code again: what is tested is how the build stops.
      const bundle = cachedServerFile(dir, RICH_TEXT)!;
      const code = readFileSync(bundle, "utf8");
      const patched = code.replace(
        RICH_TEXT,
        `${RICH_TEXT}\n  if (props.heading === "Broken block") throw new Error("the text block broke");`,
      );
      expect(patched, "the text block's function in the server bundle").not.toBe(code);
      writeFileSync(bundle, patched);
      writeFileSync(
        join(dir, "pages/broken.yaml"),
        "title: Broken\ndescription: A page whose second block throws.\nblocks:\n  - type: pageHeader\n    title: Broken page\n  - type: richText\n    heading: Broken block\n    body: [Text]\n",
      );

      const build = await buildProject(dir);
      expect(build.output).toContain("router build: code unchanged, reused");
      expect(build.status).toBe(1);
      expect(build.output).toContain("the text block broke");
      expect(build.output).toMatch(/prerendering the `\/broken\/?` path/);
      expect(build.output).toMatch(/Build failed: .*build\/ still holds the previous build\./);
      expect(readdirSync(join(dir, "build", "client"))).toEqual(["marker.txt"]);
      expect(readdirSync(dir).filter((n) => n.startsWith(".build-tmp"))).toEqual([]);
      expect(existsSync(join(dir, "build", "client", "broken"))).toBe(false);
    },
    BUILD_TIMEOUT_MS,
  );
});

// After the block that throws: the shared copy, which another test file may be building, is then likely built.
describe("a page whose YAML text holds HTML and script", () => {
  const { SCRIPT, IMG, text } = HOSTILE;
  let copy: SiteCopy;
  beforeAll(async () => {
    copy = await siteCopy();
  }, 600_000);

  it("is prerendered with that text shown as typed: in the title, description, headings, paragraphs, button and alt text, and never as markup or script", () => {
    expect(copy.build.status, copy.build.output).toBe(0);
    const html = readFileSync(join(copy.dir, "build/client", HOSTILE.route, "index.html"), "utf8");

    expect(html).toContain(`<title>${escaped(text.title)} | `);
    expect(html).toMatch(
      new RegExp(`<meta name="description" content="${escaped(text.description).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`),
    );
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped(SCRIPT).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} heading</h1>`));
    expect(html).toContain(escaped(text.intro));
    expect(html).toContain(`${escaped(IMG)} button</a>`);
    expect(html).toContain(`${escaped(IMG)} section</h2>`);
    expect(html).toContain(
      `A paragraph ${escaped(SCRIPT)} with <strong>bold ${escaped(IMG)}</strong> and a <a href="/home">link ${escaped(SCRIPT)}</a>.`,
    );
    expect(html).toContain(`alt="${escaped(text.alt)}"`);

    // Nowhere as markup: not in the page, and not in the data the page's script reads (a "</script>"
    // there would end the script early and let the rest run as HTML).
    expect(html).not.toContain(SCRIPT);
    expect(html).not.toContain(IMG);
    expect(html).not.toMatch(/<svg onload|<details open/);
    const handlers = startTags(html).flatMap((tag) => tag.attributes.filter((a) => a.startsWith("on")).map((a) => `<${tag.name} ${a}>`));
    expect(handlers).toEqual([]);
    // The page has exactly the scripts of any other page: the router's own.
    const scripts = (h: string) => h.match(/<script\b/g)?.length ?? 0;
    expect(scripts(html)).toBe(scripts(readFileSync(join(copy.dir, "build/client/cookies/index.html"), "utf8")));
    for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g))
      expect(body).not.toMatch(/<(\/?script|\/title|svg|details)/i);
  });
});
