import { devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/chromium.ts";

/** Debian's (or Playwright's) Chromium, headless, with the flags these machines need (no sandbox, GPU or background traffic). */
export const inChromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromiumPath(),
    // Many pages at once in a container's small /dev/shm crash tabs: shared memory goes to /tmp.
    args: [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  },
};
