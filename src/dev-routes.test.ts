import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_BLOCKS_ROUTE } from "./content/dev-routes.ts";

/** The route table's paths as the router sees them, with CONTENT_DEV_ROUTES as vite.config.ts would set it. */
async function routerPaths(dev: boolean) {
  vi.resetModules();
  if (dev) vi.stubEnv("CONTENT_DEV_ROUTES", "1");
  else vi.stubEnv("CONTENT_DEV_ROUTES", "");
  const routes = (await import("./routes.ts")).default as { path?: string }[];
  return routes.map((r) => r.path);
}

afterEach(() => vi.unstubAllEnvs());

describe("the dev-only /_blocks page", () => {
  it("is not a route in a build", async () => {
    const paths = await routerPaths(false);
    expect(paths).not.toContain(DEV_BLOCKS_ROUTE);
  });

  it("is a route of the dev server", async () => {
    expect(await routerPaths(true)).toContain(DEV_BLOCKS_ROUTE);
  });
});

describe("the route table", () => {
  it("is one content route whatever pages the site has, so a new page never rebuilds the router", async () => {
    expect(await routerPaths(false)).toEqual([undefined, "*"]);
  });
});
