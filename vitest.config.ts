import { defineConfig } from "vitest/config";

/**
 * Unit tests: components (server-rendered, then queried in a happy-dom document with Testing Library,
 * tests/support/dom.ts), the content pipeline, the editor and scripts. E2E tests run with Playwright.
 */
export default defineConfig({
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/support/*.test.ts"],
    environment: "node",
    // A folder per run that test files share: the build's own tests build one copy of the site in it (tests/support/site-copy.ts).
    globalSetup: ["tests/support/vitest-setup.ts"],
    pool: "threads",
    // Test files share each worker's loaded modules instead of loading them again per file (a third of
    // the unit tests' CPU time): no test depends on a module's first load, and the few that replace a
    // global (vi.stubEnv, vi.spyOn) restore it after themselves.
    isolate: false,
    // Two at a time on the 2-core CI machine (the default would be one): the real builds of project
    // copies wait on disk and on each other's idle moments.
    maxWorkers: 2,
    // npm test runs these beside the browser tests on two cores, where a test that waits on real Git
    // or a real build takes several times its quiet time: a limit is for a test that hangs, not a slow one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
