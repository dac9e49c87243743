import { defineConfig } from "@playwright/test";
import { inChromium } from "./tests/support/chromium.ts";

/**
 * The live-preview test (`npm run test:live`): it starts `react-router dev` itself, in a copy of the
 * project, on LIVE_PORT (default 5192), edits pages there and watches Chromium update. Kept apart from
 * the e2e tests, which run against the prerendered build.
 */
export default defineConfig({
  testDir: "tests/live",
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/live.json" }]],
  use: {
    trace: "off",
    ...inChromium,
  },
});
