import { devices } from "@playwright/test";
import { existsSync } from "node:fs";

/**
 * Debian's Chromium when it is installed (these machines cannot download Playwright's browsers);
 * otherwise Playwright's own browser. CHROMIUM_PATH overrides both.
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

/** Debian's (or Playwright's) Chromium, headless, with the flags these machines need (no sandbox, GPU or background traffic). */
export const inChromium = {
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
};
