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

/** Where Debian's chromium-headless-shell package installs the shell. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the tests drive: CHROMIUM_PATH (or CHROME_PATH) when set, taken as given; else Debian's
 * headless shell (`apt-get install chromium-headless-shell`, /usr/bin/chromium-headless-shell) when it is
 * installed; else {@link chromiumPath}. The shell is the same Blink and V8 as the browser, without a
 * browser's windows: Chromium opens a window for each test's new browser context and starts a renderer
 * for the window's own interface beside the page's, which the shell never does. A test file of many
 * short tests takes about 40% less CPU time in it (the keyboard tests: 118 → 70 CPU-s). The bench keeps
 * the full browser, which is what visitors run.
 */
export function testChromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH || env.CHROME_PATH) return chromiumPath(env);
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath(env);
}

/**
 * Flags headless Chromium needs on these machines: no sandbox (containers), no GPU, and no traffic of its
 * own (updates, sync, first-run pages); and the text hinting the desktop's font settings give the browser,
 * which the headless shell would otherwise replace with full hinting, so both draw the same screenshots.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--font-render-hinting=slight",
];
