/**
 * The dependency rules of the code base (docs/architecture.md, Dependency rules), checked by
 * `npm run lint` (`depcruise src scripts`). Each rule names a folder that must not reach another;
 * a new import that breaks one fails lint with the rule's name and comment.
 */
const TEST_FILE = "\\.(test|spec|property\\.test)\\.tsx?$";
/**
 * Where the product starts: the site's routes, root and server entry, the island and site scripts,
 * the editor's browser pages, and every npm script (scripts/*.ts, scripts/assets/*.ts). The same list
 * as knip.json's entries.
 */
const ENTRY_POINTS = [
  "^src/(root|entry\\.server)\\.tsx$",
  "^src/routes(\\.ts|/[^/]+\\.tsx)$",
  "^src/islands/(islands|site|dev)\\.ts$",
  "^src/editor/app/(editor|preview|site-preview)\\.tsx$",
  "^scripts/(assets/)?[^/]+\\.(ts|mjs)$",
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "build-side-stays-out-of-the-browser",
      comment: "The build side (src/content/) validates and loads pages; it never imports blocks, layout, islands, UI or the editor.",
      severity: "error",
      from: { path: "^src/content/", pathNot: TEST_FILE },
      to: { path: "^src/(blocks|layout|islands|ui|editor)/" },
    },
    {
      name: "browser-code-never-imports-the-build-side",
      comment:
        "Blocks, layout, UI, islands, the registry, src/shared/ and the editor's browser app run in the browser: they never import src/content/ (not even a type); the shared model lives in src/shared/.",
      severity: "error",
      from: { path: "^src/(blocks|layout|ui|islands|shared|editor/app)/", pathNot: TEST_FILE },
      to: { path: "^src/content/" },
    },
    {
      name: "the-site-never-imports-the-editor",
      comment: "Blocks, layout, UI, islands and src/shared/ are the site: the page editor uses them, never the other way round.",
      severity: "error",
      from: { path: "^src/(blocks|layout|ui|islands|shared)/" },
      to: { path: "^src/editor/" },
    },
    {
      name: "a-block-knows-no-layout-or-router",
      comment: "A block renders its own data: it never imports the page layout (src/layout/), the routes or React Router.",
      severity: "error",
      from: { path: "^src/blocks/" },
      to: { path: "^src/(layout|routes)/|^node_modules/react-router/" },
    },
    {
      name: "the-route-table-stays-light",
      comment:
        "React Router evaluates src/routes.ts in a module runner of its own several times a build, transforming everything it imports each time: it imports the dev route's name (src/content/dev-routes.ts) and the router's helpers, never the content pipeline.",
      severity: "error",
      from: { path: "^src/routes\\.ts$" },
      to: { path: "^src/", pathNot: "^src/content/dev-routes\\.ts$" },
    },
    {
      name: "ui-knows-no-layout",
      comment: "Shared UI parts (src/ui/) are used by layout and blocks; they never import the layout.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^src/layout/" },
    },
    {
      name: "the-site-script-stays-small",
      comment:
        "The site script, loaded by every page (src/islands/site.ts and header.ts), stays about 1.5 KB: it imports only src/shared/, the provider watch and the header script, never React, React DOM, Swiper or a block.",
      severity: "error",
      from: { path: "^src/islands/(site|header)\\.ts$" },
      to: { pathNot: "^src/(shared/|ui/provider-watch\\.ts$|islands/header\\.ts$)" },
    },
    {
      name: "production-code-never-imports-tests",
      comment: "Nothing under src/ or scripts/ imports tests/ (test helpers live in tests/support/); only test files may.",
      severity: "error",
      from: { path: "^(src|scripts)/", pathNot: TEST_FILE },
      to: { path: "^tests/" },
    },
    {
      name: "no-test-helpers-in-production-folders",
      comment:
        "Every module under src/ and scripts/support/ is used by the site, the editor or an npm script; a helper only tests use lives in tests/support/.",
      severity: "error",
      from: { path: ENTRY_POINTS, pathNot: TEST_FILE },
      to: { path: "^(src|scripts/support)/", pathNot: [TEST_FILE, "\\.d\\.ts$", ...ENTRY_POINTS], reachable: false },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|\\.react-router|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
