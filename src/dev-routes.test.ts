import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_BLOCKS_ROUTE } from "./content/route-list.ts";

/** The route table and prerender list as the router sees them, with CONTENT_DEV_ROUTES as vite.config.ts would set it. */
async function routerView(dev: boolean) {
  vi.resetModules();
  if (dev) vi.stubEnv("CONTENT_DEV_ROUTES", "1");
  else vi.stubEnv("CONTENT_DEV_ROUTES", "");
  const routes = (await import("./routes.ts")).default as { path?: string }[];
  const config = (await import("../react-router.config.ts")).default;
  const prerender = await (config.prerender as () => Promise<string[]>)();
  return { paths: routes.map((r) => r.path), prerender };
}

afterEach(() => vi.unstubAllEnvs());

describe("the dev-only /_blocks page", () => {
  it("is neither a route nor prerendered in a build", async () => {
    const { paths, prerender } = await routerView(false);
    expect(paths).not.toContain(DEV_BLOCKS_ROUTE);
    expect(prerender).not.toContain(DEV_BLOCKS_ROUTE);
    expect(paths).toContain("/home");
  });

  it("is a route of the dev server, listed for the router's loader check", async () => {
    const { paths, prerender } = await routerView(true);
    expect(paths).toContain(DEV_BLOCKS_ROUTE);
    expect(prerender).toContain(DEV_BLOCKS_ROUTE);
  });
});
