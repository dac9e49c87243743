/**
 * React's own production files as ES modules, for the browser's build (scripts/build-islands.ts).
 * React publishes CommonJS only: bundled as such, each package is one `exports` object, kept whole,
 * so every page with islands downloaded all of `react` (Children, Component, lazy, memo, …) and all
 * of `react-dom` (preload, preinit, useFormStatus, …) whether an island used them or not. Read as ES
 * modules, with each `exports.name` a binding of its own, the bundler drops what no island uses:
 * 3.4 KB gzipped less on every page with islands, with the same React code, untouched otherwise.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** For each module name the browser's code imports, React's production file that `NODE_ENV=production` selects. */
export const REACT_PRODUCTION_FILES: Readonly<Record<string, string>> = {
  react: "react/cjs/react.production.js",
  "react/jsx-runtime": "react/cjs/react-jsx-runtime.production.js",
  "react-dom": "react-dom/cjs/react-dom.production.js",
  "react-dom/client": "react-dom/cjs/react-dom-client.production.js",
  scheduler: "scheduler/cjs/scheduler.production.js",
};

/** The absolute path of a file inside an installed package (`react/cjs/…`), past the package's `exports` map. */
function packageFile(file: string): string {
  const name = file.split("/")[0]!;
  return join(dirname(require.resolve(`${name}/package.json`)), file.slice(name.length + 1));
}

/** `var React = require("react"),` or `, ReactDOM = require("react-dom")`: a module React's file requires, by the name it binds. */
const REQUIRE = /(\bvar\s+|,\s*)(\w+)\s*=\s*require\("([^"]+)"\)/g;
/** `exports.name`, read or written. */
const EXPORT = /\bexports\.(\w+)/g;

/** The names a React production file exports (every `exports.name` it writes), in order. */
export function exportNames(code: string): string[] {
  return [...new Set([...code.matchAll(EXPORT)].map((m) => m[1]!))];
}

/**
 * One of React's CommonJS production files as an ES module: each module it requires becomes a
 * namespace import, each `exports.name` a variable of its own exported as `name`. A property it reads
 * from a required module that this one does not export (scheduler's `log`, only in its test build)
 * is `undefined`, as it was on the CommonJS object. `exportsOf` gives a required module's export
 * names. Throws when anything CommonJS is left (`require(`, `module.`, `exports`): a new React whose
 * files are written differently fails the build instead of shipping a broken page.
 */
export function toEsModule(code: string, file: string, exportsOf: (module: string) => string[]): string {
  const imports: string[] = [];
  const required = new Map<string, Set<string>>();
  let body = code.replace(/^"use strict";$/m, "").replace(REQUIRE, (_match, lead: string, name: string, module: string) => {
    imports.push(`import * as ${name} from ${JSON.stringify(module)};`);
    required.set(name, new Set(exportsOf(module)));
    // The declaration stays, binding nothing, so the `var … , …;` list around it still parses.
    return `${lead}${name}$unused = void 0`;
  });
  for (const [name, names] of required)
    body = body.replace(new RegExp(`\\b${name}\\.(\\w+)`, "g"), (read, property: string) => (names.has(property) ? read : "void 0"));
  const names = exportNames(code);
  body = body.replace(EXPORT, (_match, name: string) => `exports$${name}`);
  const left = /\brequire\(|\bmodule\.|\bexports\b(?!\$)/.exec(body);
  if (left)
    throw new Error(
      `${file} is CommonJS in a way the browser's build cannot read as an ES module (found "${left[0]}" at ${left.index}); check scripts/react-esm.ts against this React version`,
    );
  const declarations = names.map((name) => `let exports$${name};`).join("\n");
  const list = names.map((name) => `exports$${name} as ${name}`).join(", ");
  return `${imports.join("\n")}\n${declarations}\n${body}\nexport { ${list} };\n`;
}

/**
 * The Vite plugin: resolves `react`, `react/jsx-runtime`, `react-dom`, `react-dom/client` and
 * `scheduler` to their production files and serves each as an ES module ({@link toEsModule}). For
 * the browser's production build only (the dev server and the server render keep React as it is).
 */
export function reactAsEsModules(): Plugin {
  const files = new Map(Object.entries(REACT_PRODUCTION_FILES).map(([module, file]) => [module, packageFile(file)]));
  const modules = new Map([...files].map(([module, path]) => [path, module]));
  const exportsOf = (module: string): string[] => {
    const path = files.get(module);
    if (!path) throw new Error(`React's production files require "${module}", which scripts/react-esm.ts does not know`);
    return exportNames(readFileSync(path, "utf8"));
  };
  return {
    name: "northgate:react-as-es-modules",
    enforce: "pre",
    resolveId(source) {
      return files.get(source) ?? null;
    },
    transform(code, id) {
      if (!modules.has(id)) return null;
      return { code: toEsModule(code, id, exportsOf), map: null };
    },
  };
}
