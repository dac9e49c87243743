import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
/** Folders whose code runs in the browser (docs/architecture.md, Shared code: browser code never imports the build side). */
const BROWSER_FOLDERS = ["src/blocks", "src/ui", "src/layout", "src/islands", "src/shared", "src/editor/app"];

/** Every TypeScript file under `folder`, tests left out, relative to the project root. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** The relative import specifiers of a module (`import … from`, `import type`, `export … from`, `import()`), resolved to project paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
  return specs.map((spec) => relative(root, resolve(dirname(join(root, file)), spec)));
}

describe("the boundary between the build side and the browser", () => {
  const files = BROWSER_FOLDERS.flatMap(sources);

  it("finds the browser code to check", () => {
    expect(files).toEqual(expect.arrayContaining(["src/islands/hydrate.tsx", "src/blocks/registry.tsx", "src/editor/app/preview.tsx"]));
  });

  it("browser code never imports from src/content/, not even a type", () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("src/content/"))
        .map((target) => `${file} imports ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("the site script, on every page, imports no React: only its own small modules", () => {
    const text = readFileSync(join(root, "src/islands/site.ts"), "utf8") + readFileSync(join(root, "src/islands/header.ts"), "utf8");
    expect(text).not.toMatch(/from\s+["']react/);
    expect(importsOf("src/islands/site.ts")).toEqual(["src/layout/cookie-notice-key.ts", "src/ui/provider-watch.ts", "src/islands/header.ts"]);
  });
});

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
