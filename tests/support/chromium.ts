import { devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testChromiumPath } from "../../scripts/chromium.ts";

/** Debian's headless shell (or its Chromium, or Playwright's; scripts/chromium.ts testChromiumPath), with the flags these machines need (no sandbox, GPU or background traffic). */
export const inChromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: testChromiumPath(),
    // Many pages at once in a container's small /dev/shm crash tabs: shared memory goes to /tmp.
    args: [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"],
  },
};
