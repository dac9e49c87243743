import { describe, expect, it } from "vitest";
import { contentLocationFromEnv, loadContentOrThrow } from "./load.ts";

const root = process.cwd();

describe("environments of _site.yaml", () => {
  it("uses production by default: its lead forms, login URL, and nothing of the sandbox", () => {
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, {}));
    expect(site.environment).toBe("production");
    expect(site.login.url).not.toContain("sandbox");
    expect(Object.keys(site.leadForms)).toHaveLength(16);
    expect(site.leadForms.joinUs!.url).toMatch(/^https:\/\/forms\.[^?]+\?formid=\d+&h=[^&]+&topic=contact$/);
    expect(JSON.stringify(site)).not.toContain("sandbox");
  });

  it("switches every form and the login URL to the sandbox with SITE_ENV=sandbox", () => {
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, { SITE_ENV: "sandbox" }));
    expect(site.environment).toBe("sandbox");
    expect(site.login.url).toContain("sandbox");
    expect(Object.values(site.leadForms).every((f) => f.url.startsWith("https://sandbox-forms."))).toBe(true);
  });

  it("ignores an unknown SITE_ENV and lets VIDEO_API_KEY override the video key", () => {
    expect(contentLocationFromEnv(root, { SITE_ENV: "staging" }).environment).toBeUndefined();
    const { site } = loadContentOrThrow(contentLocationFromEnv(root, { VIDEO_API_KEY: "key-123" }));
    expect(site.videoChannel.apiKey).toBe("key-123");
  });
});
