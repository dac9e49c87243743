import { defineConfig } from "@playwright/test";
import { inChromium } from "./tests/support/chromium.ts";

/** Port of the local static server the e2e tests run against (`npm run serve` of the prerendered build). */
const PORT = Number(process.env.E2E_PORT ?? 4317);
/** Port of the real nginx the `nginx` project runs against (tests/nginx), serving the same build with the generated configuration. */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? PORT + 1);
// The setups and teardowns that start and stop both servers (in other processes) read the ports from here.
process.env.E2E_PORT = String(PORT);
process.env.NGINX_PORT = String(NGINX_PORT);

/**
 * The checks of what a server changes, run again against a real nginx serving the build with the
 * generated configuration (build/nginx/site.conf, the file the Dockerfile copies): the tests tagged
 * @server (status, headers, redirects, 404, compression, the policy on every route, host rules:
 * tests/html) and a few pages in Chromium with zero CSP violations (tests/nginx/runtime.spec.ts), not
 * the HTML's bytes, which nginx cannot change. Its setup starts nginx and fails, saying how to
 * install it, when nginx is missing.
 */
const nginxProjects = [
  { name: "nginx-start", testDir: "tests/nginx", testMatch: /nginx\.setup\.ts$/, teardown: "nginx-stop" },
  { name: "nginx-stop", testDir: "tests/nginx", testMatch: /nginx\.teardown\.ts$/ },
  {
    name: "nginx",
    dependencies: ["nginx-start"],
    testDir: "tests",
    testMatch: [/html\/.*\.spec\.ts$/, /nginx\/.*\.spec\.ts$/],
    grep: /@server/,
    // Debian's nginx has no brotli module: it sends the build's .gz files (tests/html/seo.spec.ts expects gzip from it).
    metadata: { brotli: false },
    use: { ...inChromium, baseURL: `http://localhost:${NGINX_PORT}` },
  },
];

/**
 * `npm run serve` for the html and browser projects, started by a setup project (not Playwright's
 * webServer) so that a run of the editor's tests alone, or a listing of the tests, needs no build.
 */
const serveProjects = [
  { name: "serve-start", testDir: "tests/support", testMatch: /serve\.setup\.ts$/, teardown: "serve-stop" },
  { name: "serve-stop", testDir: "tests/support", testMatch: /serve\.teardown\.ts$/ },
];

/**
 * Playwright runs a project that depends on a setup only once every project of the phase before it has
 * ended. Alone (`--project=editor`, on a fresh clone without a build) the editor's tests need no served
 * build; within `npm test`, which sets E2E_ONE_PHASE, they wait for it too, and so share one phase with
 * the site's tests: otherwise the editor's spec files ran first on their own and, near their end, left
 * a worker idle for about a minute.
 */
const editorDependencies = process.env.E2E_ONE_PHASE ? ["serve-start"] : [];

/**
 * Two layers against the same served build. `html`: what a crawler or a host reads (HTML, headers,
 * files of the build), fetched and parsed without a browser, in milliseconds a test. `browser`: what
 * needs one (behaviour, layout, axe, CSP violations at run time), in Chromium. And `editor`: the page
 * editor, which each spec file starts on its own copy of the project (nothing-lost.spec.ts, whose tests
 * change files on disk, one per test).
 */
export default defineConfig({
  fullyParallel: true,
  // Two on the 2-core CI machine, beside the unit tests (npm test runs both at once): a third worker
  // measured slower and starved the unit tests' Git work.
  workers: 2,
  // A flake is a defect to fix at its cause, never a retry.
  retries: 0,
  timeout: 30_000,
  // CI machines have two cores shared by the server, the browser and two workers: allow for slow moments.
  expect: {
    timeout: 10_000,
    // Screenshots (tests/e2e/pages.spec.ts, one capture each, compared with toMatchSnapshot) match their
    // baselines to within anti-aliasing: a pixel counts as changed past Playwright's default colour
    // threshold, and a page may differ by 0.1% of its pixels (a glyph's edge, a gradient's dithering),
    // far below a moved block or a broken layout.
    toMatchSnapshot: { maxDiffPixelRatio: 0.001 },
  },
  // Baselines are named by page and width only, one set for every machine: CI and this project's
  // machines run the same Debian Chromium and the brand webfont, which the pages themselves serve.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: { baseURL: `http://localhost:${PORT}`, trace: "off" },
  projects: [
    ...serveProjects,
    {
      // The page editor (npm run edit), driven as an author uses it; each spec file starts its own editor on a copy of the project.
      // First, so that its long spec files (an author's or a team's whole day each) start early, not last.
      name: "editor",
      testDir: "tests/editor",
      dependencies: editorDependencies,
      use: inChromium,
    },
    { name: "html", testDir: "tests/html", dependencies: ["serve-start"] },
    {
      name: "browser",
      testDir: "tests/e2e",
      dependencies: ["serve-start"],
      use: inChromium,
    },
    ...nginxProjects,
  ],
});
