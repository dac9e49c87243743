import type { Config } from "@react-router/dev/config";
import { DEV_BLOCKS_ROUTE, devRoutesEnabled, listRoutes } from "./src/content/route-list.ts";

/**
 * Static site: no server rendering at request time; every route, alias and redirect from pages/ is
 * prerendered, plus /404, which the build turns into the not-found page (404.html).
 * BUILD_DIR lets scripts/build.ts build into a temporary folder and swap it in only on success.
 */
export default {
  appDirectory: "src",
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const { pages, redirects } = listRoutes(process.cwd());
    // The dev server lists its dev-only /_blocks page too, because the router refuses a route with a
    // loader that is not listed here when ssr is false; builds never register that route.
    return [...pages.map((p) => p.path), ...redirects.map((r) => r.from), "/404", ...(devRoutesEnabled() ? [DEV_BLOCKS_ROUTE] : [])];
  },
} satisfies Config;
