import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "build",
    "bench/",
    "test-results/",
    "playwright-report/",
    // Throwaway scripts and screenshots on a developer's machine (git-ignored).
    ".scratch/",
    ".build-*/",
    ".react-router/",
    "**/+types/**",
    "public/",
    "src/types/schema.generated.ts",
    "src/content/validators.generated.js",
  ]),
  js.configs.recommended,
  // The non-type-checked set: type-aware linting is too slow for a 2-core CI.
  tseslint.configs.recommended,
  {
    rules: {
      // `const { omitted: _, ...rest } = value` is how a key is left out of a copy.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    // Production functions stay small: a longer one is split into named stages, hooks or components.
    // Tests are left out (a scenario reads best whole); generated files are ignored above.
    files: ["src/**/*.{js,mjs,ts,tsx}", "scripts/**/*.{js,mjs,ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.spec.{ts,tsx}"],
    rules: {
      "max-lines-per-function": ["error", { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["src/**"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["scripts/**", "tests/**", "src/editor/server/**", "*.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // Tools' configuration in CommonJS (dependency-cruiser's).
    files: ["*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  // React renders src/ but not the editor's server; elsewhere Playwright's fixture callback `use` would read as React's hook.
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/editor/server/**"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // Safari drops the list role of a list styled `list-style: none`; role="list" gives it back.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
      // A labelled region with tabIndex 0 is how a wide table or a long diff scrolls by keyboard.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
);
