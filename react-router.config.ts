import type { Config } from "@react-router/dev/config";
import { listRoutes } from "./src/content/route-list.ts";

/**
 * Static site: no server rendering at request time; every route, alias and redirect from pages/ is
 * prerendered, plus /404, which the build turns into the not-found page (404.html).
 * BUILD_DIR lets scripts/build.ts build into a temporary folder and swap it in only on success.
 */
export default {
  appDirectory: "src",
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  async prerender() {
    const { pages, redirects } = listRoutes(process.cwd());
    return [...pages.map((p) => p.path), ...redirects.map((r) => r.from), "/404"];
  },
} satisfies Config;
