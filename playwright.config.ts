import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

/** Port of the local static server the e2e tests run against (the prerendered build). */
const PORT = Number(process.env.E2E_PORT ?? 4317);
/** Port of the real nginx the `nginx` project runs against (tests/nginx), serving the same build with the generated configuration. */
const NGINX_PORT = Number(process.env.NGINX_PORT ?? PORT + 1);
// The nginx project's setup and teardown (other processes) read the port from here.
process.env.NGINX_PORT = String(NGINX_PORT);

/**
 * Debian's Chromium when it is installed (these machines cannot download Playwright's browsers);
 * otherwise Playwright's own browser. CHROMIUM_PATH overrides both.
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Debian's (or Playwright's) Chromium, headless, with the flags these machines need (no sandbox, GPU or background traffic). */
const inChromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
  },
};

/**
 * The checks of the server itself, run again against a real nginx serving the build with the generated
 * configuration (build/nginx/site.conf, the file the Dockerfile copies): the html layer but the byte
 * budgets (headers, redirects, 404, compression, the policy on every route, host behaviour) and every
 * route in Chromium at one width with zero CSP violations. Its setup starts nginx and fails, saying how
 * to install it, when nginx is missing.
 */
const nginxProjects = [
  { name: "nginx-start", testDir: "tests/nginx", testMatch: /nginx\.setup\.ts$/, teardown: "nginx-stop" },
  { name: "nginx-stop", testDir: "tests/nginx", testMatch: /nginx\.teardown\.ts$/ },
  {
    name: "nginx",
    dependencies: ["nginx-start"],
    testDir: "tests",
    testMatch: [/html\/(?!budgets).*\.spec\.ts$/, /e2e\/pages\.spec\.ts$/],
    // One width: what nginx changes is the same at every width.
    grepInvert: /at (375|768) px/,
    // Debian's nginx has no brotli module: it sends the build's .gz files (tests/html/seo.spec.ts expects gzip from it).
    metadata: { serverChecksOnly: true, brotli: false },
    use: { ...inChromium, baseURL: `http://localhost:${NGINX_PORT}` },
  },
];

/**
 * Two layers against the same served build. `html`: what a crawler or a host reads (HTML, headers,
 * files of the build), fetched and parsed without a browser, in milliseconds a test. `browser`: what
 * needs one (behaviour, layout, axe, CSP violations at run time), in Chromium. And `editor`: the page
 * editor, which each test starts on its own copy of the project.
 */
export default defineConfig({
  fullyParallel: true,
  workers: 2,
  // A flake is a defect to fix at its cause, never a retry.
  retries: 0,
  timeout: 30_000,
  // CI machines have two cores shared by the server, the browser and two workers: allow for slow moments.
  expect: {
    timeout: 10_000,
    // Screenshots (tests/e2e/visual.spec.ts) match their baselines to within anti-aliasing: a pixel
    // counts as changed past Playwright's default colour threshold, and a page may differ by 0.1% of
    // its pixels (a glyph's edge, a gradient's dithering), far below a moved block or a broken layout.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001 },
  },
  // Baselines are named by page and width only, one set for every machine: CI and this project's
  // machines run the same Debian Chromium and the brand webfont, which the pages themselves serve.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: { baseURL: `http://localhost:${PORT}`, trace: "off" },
  projects: [
    { name: "html", testDir: "tests/html" },
    {
      name: "browser",
      testDir: "tests/e2e",
      use: inChromium,
    },
    {
      // The page editor (npm run edit), driven as an author uses it; it starts its own editor on a copy of the project.
      name: "editor",
      testDir: "tests/editor",
      use: inChromium,
    },
    ...nginxProjects,
  ],
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve.ts`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/home`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
