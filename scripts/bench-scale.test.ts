import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { checkScaleTargets, GENERATED_FOLDER, generateScaledProject, type ScaleResult } from "./bench-scale.ts";

const ROOT = process.cwd();
const tempDir = tempDirs("bench-scale-test-");

/** Every page file under `pagesDir`: `.yaml` files but the site settings, at any depth. */
function pageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml") && f !== "_site.yaml");
}

describe("generateScaledProject", () => {
  it("adds copies of the real pages until the project has the page files asked for, and the result validates", () => {
    const dir = tempDir();
    const project = generateScaledProject({ sourceDir: ROOT, targetDir: dir, pages: 40 });
    expect(project).toMatchObject({ dir, pages: 40, generated: 40 - project.realPages });
    expect(pageFiles(join(dir, "pages"))).toHaveLength(40);
    expect(lstatSync(join(dir, "node_modules")).isSymbolicLink()).toBe(true);

    const generated = readdirSync(join(dir, "pages", GENERATED_FOLDER));
    expect(generated).toHaveLength(project.generated);
    expect(generated.some((f) => f.startsWith("_"))).toBe(false);
    for (const file of generated)
      expect(parse(readFileSync(join(dir, "pages", GENERATED_FOLDER, file), "utf8"))).not.toHaveProperty("aliases");

    const loaded = loadContent(contentLocationFromEnv(dir, {}));
    expect(loaded.errors).toEqual([]);
    expect(loaded.content!.pages.size + 1).toBe(40);
    expect(loaded.content!.routes.filter((r) => r.path.startsWith(`/${GENERATED_FOLDER}/`))).toHaveLength(project.generated);
  });

  it("refuses fewer pages than the project has, and a folder that is not empty", () => {
    expect(() => generateScaledProject({ sourceDir: ROOT, targetDir: tempDir(), pages: 2 })).toThrow(/already has \d+ page files/);
    const dir = tempDir();
    generateScaledProject({ sourceDir: ROOT, targetDir: dir, pages: 30 });
    expect(() => generateScaledProject({ sourceDir: ROOT, targetDir: dir, pages: 30 })).toThrow(/not empty/);
  });
});

describe("checkScaleTargets", () => {
  it("misses the build time and Cloudflare Pages' _headers limits one by one", () => {
    const result: ScaleResult = {
      pages: 1000,
      routes: 1003,
      buildMs: 150_000,
      headersRules: 2008,
      longestHeaderLine: 2000,
      withinCloudflareLimits: false,
    };
    expect(checkScaleTargets(result).map((c) => c.met)).toEqual([false, false, true]);
    expect(checkScaleTargets({ ...result, buildMs: 20_000, headersRules: 100, longestHeaderLine: 2001 }).map((c) => c.met)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("scales the build and validation times with the page count, but not the incremental build's or the memory's", () => {
    const result: ScaleResult = {
      pages: 10_000,
      routes: 10_003,
      buildMs: 200_000,
      incrementalMs: 3_000,
      validateMs: 10_000,
      peakMemoryMb: 2047,
      headersRules: 4,
      longestHeaderLine: 600,
      withinCloudflareLimits: true,
    };
    const checks = checkScaleTargets(result);
    expect(checks.map((c) => [c.target, c.met])).toEqual([
      ["<= 200 s", true],
      ["<= 3 s", true],
      ["<= 10 s", true],
      ["< 2048 MB", true],
      ["<= 100", true],
      ["<= 2000 chars", true],
    ]);
    const missed = checkScaleTargets({ ...result, buildMs: 200_001, incrementalMs: 3_001, validateMs: 10_001, peakMemoryMb: 2048 });
    expect(missed.slice(0, 4).map((c) => c.met)).toEqual([false, false, false, false]);
    expect(
      checkScaleTargets({ ...result, pages: 28, buildMs: 20_000, validateMs: 1_000 })
        .slice(0, 3)
        .map((c) => c.met),
    ).toEqual([true, true, true]);
  });
});
