import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chromiumPath, testChromiumPath } from "./chromium.ts";

describe("the Chromium the tests and scripts launch", () => {
  it("takes CHROMIUM_PATH, then CHROME_PATH, as given; else Debian's when installed, else Playwright's own", () => {
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/a", CHROME_PATH: "/opt/b" })).toBe("/opt/a");
    expect(chromiumPath({ CHROME_PATH: "/opt/b" })).toBe("/opt/b");
    expect(chromiumPath({})).toBe(existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  });

  it("gives the tests Debian's headless shell when it is installed, unless a path is set", () => {
    expect(testChromiumPath({ CHROMIUM_PATH: "/opt/a" })).toBe("/opt/a");
    expect(testChromiumPath({ CHROME_PATH: "/opt/b" })).toBe("/opt/b");
    expect(testChromiumPath({})).toBe(
      existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : chromiumPath({}),
    );
  });
});
