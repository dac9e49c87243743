import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportNames, REACT_PRODUCTION_FILES, toEsModule } from "./react-esm.ts";

const require = createRequire(import.meta.url);
const pathOf = (file: string) => {
  const name = file.split("/")[0]!;
  return join(dirname(require.resolve(`${name}/package.json`)), file.slice(name.length + 1));
};
const exportsOf = (module: string) => exportNames(readFileSync(pathOf(REACT_PRODUCTION_FILES[module]!), "utf8"));

describe("React's production files as ES modules", () => {
  for (const [module, file] of Object.entries(REACT_PRODUCTION_FILES)) {
    it(`${module}: exports what its CommonJS module does, and nothing CommonJS is left`, () => {
      const code = readFileSync(pathOf(file), "utf8");
      const esm = toEsModule(code, file, exportsOf);
      const names = [...esm.matchAll(/exports\$(\w+) as (\w+)/g)].map((m) => m[2]);
      expect(names.sort()).toEqual(Object.keys(require(pathOf(file)) as object).sort());
      expect(esm).not.toMatch(/\brequire\(|\bmodule\.exports/);
    });
  }

  it("react-dom's client imports React, ReactDOM and the scheduler, and reads what the scheduler does not export as undefined", () => {
    const code = readFileSync(pathOf(REACT_PRODUCTION_FILES["react-dom/client"]!), "utf8");
    expect(code).toContain("Scheduler.log");
    const esm = toEsModule(code, "react-dom-client", exportsOf);
    expect(esm).toMatch(
      /^import \* as Scheduler from "scheduler";\nimport \* as React from "react";\nimport \* as ReactDOM from "react-dom";/,
    );
    expect(esm).not.toContain("Scheduler.log");
    expect(esm).toContain("Scheduler.unstable_scheduleCallback");
  });

  it("a file written another way fails the build, naming it, instead of shipping a broken page", () => {
    expect(() => toEsModule('module.exports = require("./x")(1);', "react/index.js", exportsOf)).toThrow(
      /react\/index\.js is CommonJS .*"module\."/,
    );
  });
});
