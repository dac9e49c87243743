import { defineConfig } from "vitest/config";

/** Unit tests: components (server-rendered), the content pipeline and scripts. E2E tests run with Playwright. */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/unit/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "threads",
  },
});
