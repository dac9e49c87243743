import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_BLOCKS_ROUTE, ROUTE_TABLE_ENV } from "./content/route-list.ts";

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
    expect(paths).toContain("/home");
  });

  it("is a route of the dev server", async () => {
    expect(await routerPaths(true)).toContain(DEV_BLOCKS_ROUTE);
  });
});

describe("the route table in a build", () => {
  it("is the one the build wrote from the content it validated, not read from pages/ again", async () => {
    const dir = mkdtempSync(join(tmpdir(), "route-table-"));
    try {
      const table = join(dir, "routes.json");
      writeFileSync(table, JSON.stringify({ pages: [{ path: "/only", page: "/only" }], redirects: [{ from: "/", to: "/only" }] }));
      vi.stubEnv(ROUTE_TABLE_ENV, table);
      expect(await routerPaths(false)).toEqual(["/only", "/", "*"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
