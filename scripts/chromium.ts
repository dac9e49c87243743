/**
 * The Chromium every script and test of this project drives: Debian's, because these machines cannot
 * download Playwright's browsers, with the flags it needs here. One description, read by the test
 * configurations (tests/support/chromium.ts), the bench and the scripts that draw screenshots.
 */
import { existsSync } from "node:fs";

/**
 * The Chromium to launch: CHROMIUM_PATH (or CHROME_PATH) when set, taken as given; else Debian's
 * /usr/bin/chromium when it is installed; else undefined, for Playwright's own browser.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const chosen = env.CHROMIUM_PATH || env.CHROME_PATH;
  if (chosen) return chosen;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** Flags headless Chromium needs on these machines: no sandbox (containers), no GPU, and no traffic of its own (updates, sync, first-run pages). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
