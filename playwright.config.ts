import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

/** Port of the local static server the e2e tests run against (the prerendered build). */
const PORT = Number(process.env.E2E_PORT ?? 4317);

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
  ],
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve.ts`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}/home`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
