import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

/**
 * The live-preview test (`npm run test:live`): it starts `react-router dev` itself, in a copy of the
 * project, on LIVE_PORT (default 5192), edits pages there and watches Chromium update. Kept apart from
 * the e2e tests, which run against the prerendered build.
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/live",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/live.json" }]],
  use: {
    trace: "off",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
      ],
    },
  },
});
