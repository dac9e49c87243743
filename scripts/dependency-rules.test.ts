import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = process.cwd();
const depcruise = join(root, "node_modules/.bin/depcruise");

/** A project laid out like ours, holding only `files` (path → source), checked with our dependency rules: lint's exit status and each violation. */
function cruise(files: Record<string, string>): { status: number | null; violations: { rule: string; from: string; to: string }[] } {
  const dir = mkdtempSync(join(tmpdir(), "dependency-rules-"));
  dirs.push(dir);
  copyFileSync(join(root, "tsconfig.json"), join(dir, "tsconfig.json"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const folders = ["src", "scripts"].filter((folder) => Object.keys(files).some((file) => file.startsWith(`${folder}/`)));
  // One run, as `npm run lint` makes it: its exit status, and its report, a line per violation
  // ("error <rule>: <from> → <to>", or "error <rule>: <file>" for a rule about the file itself).
  const run = spawnSync(depcruise, [...folders, "--config", join(root, ".dependency-cruiser.cjs"), "--output-type", "err"], {
    cwd: dir,
    encoding: "utf8",
  });
  const violations = [...run.stdout.matchAll(/^\s*error (\S+): (\S+)(?: → (\S+))?$/gm)].map(([, rule, from, to]) => ({
    rule: rule!,
    from: from!,
    to: to ?? from!,
  }));
  return { status: run.status, violations };
}
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const leaf = "export const value = 1;\n";
const importing = (spec: string) => `import { value } from "${spec}";\nexport const copy = value;\n`;
/** The site's root module, reaching `specs` (so the fixture's modules are the product's, not orphans). */
const siteRoot = (...specs: string[]) =>
  specs.map((spec, i) => `import { value as v${i} } from "${spec}";\n`).join("") +
  `export const all = [${specs.map((_, i) => `v${i}`).join(", ")}];\n`;

describe("npm run lint's dependency rules (docs/architecture.md, Dependency rules)", () => {
  it("fails on one new import breaking each rule, naming the rule and both files", () => {
    const result = cruise({
      "src/blocks/card/Card.ts": leaf,
      "src/layout/Header.ts": leaf,
      "src/editor/app/App.ts": leaf,
      "src/content/load.ts": leaf,
      "tests/support/helper.ts": leaf,
      "src/content/crosscheck.ts": importing("../blocks/card/Card.ts"),
      "src/shared/model.ts": importing("../content/load.ts"),
      "src/ui/Button.ts": importing("../layout/Header.ts"),
      "src/blocks/hero/Hero.ts": importing("../../layout/Header.ts"),
      "src/layout/Footer.ts": importing("../editor/app/App.ts"),
      "scripts/build.ts": importing("../tests/support/helper.ts"),
      "src/islands/site.ts": importing("../blocks/card/Card.ts"),
      "src/ui/Icon.ts": importing("../../tests/support/helper.ts"),
      "src/test/render.ts": leaf,
      "src/blocks/card/Card.test.ts": importing("../../test/render.ts"),
      "src/routes.ts": importing("./content/load.ts"),
      "src/root.tsx": siteRoot(
        "./content/crosscheck.ts",
        "./shared/model.ts",
        "./ui/Button.ts",
        "./blocks/hero/Hero.ts",
        "./layout/Footer.ts",
        "./ui/Icon.ts",
      ),
    });
    expect(result.status).not.toBe(0);
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { rule: "build-side-stays-out-of-the-browser", from: "src/content/crosscheck.ts", to: "src/blocks/card/Card.ts" },
        { rule: "browser-code-never-imports-the-build-side", from: "src/shared/model.ts", to: "src/content/load.ts" },
        { rule: "ui-knows-no-layout", from: "src/ui/Button.ts", to: "src/layout/Header.ts" },
        { rule: "a-block-knows-no-layout-or-router", from: "src/blocks/hero/Hero.ts", to: "src/layout/Header.ts" },
        { rule: "the-site-never-imports-the-editor", from: "src/layout/Footer.ts", to: "src/editor/app/App.ts" },
        { rule: "production-code-never-imports-tests", from: "scripts/build.ts", to: "tests/support/helper.ts" },
        { rule: "the-site-script-stays-small", from: "src/islands/site.ts", to: "src/blocks/card/Card.ts" },
        { rule: "production-code-never-imports-tests", from: "src/ui/Icon.ts", to: "tests/support/helper.ts" },
        { rule: "no-test-helpers-in-production-folders", from: "src/test/render.ts", to: "src/test/render.ts" },
        { rule: "the-route-table-stays-light", from: "src/routes.ts", to: "src/content/load.ts" },
      ]),
    );
    expect(result.violations).toHaveLength(10);
  });

  it("lets test files use the build side and test helpers, and passes a tree that keeps the rules", () => {
    const result = cruise({
      "src/content/load.ts": leaf,
      "tests/support/helper.ts": leaf,
      "src/shared/model.ts": leaf,
      "src/blocks/card/Card.ts": importing("../../shared/model.ts"),
      "src/blocks/card/Card.test.ts": 'import "../../content/load.ts";\nimport "../../../tests/support/helper.ts";\n',
      "src/content/crosscheck.ts": importing("../shared/model.ts"),
      "src/content/dev-routes.ts": leaf,
      "src/routes.ts": importing("./content/dev-routes.ts"),
      "src/root.tsx": siteRoot("./blocks/card/Card.ts", "./content/crosscheck.ts", "./content/load.ts"),
    });
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(0);
  });
});
