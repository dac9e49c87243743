import type { Config } from "@react-router/dev/config";

/**
 * Every route is rendered by the router's server build; `npm run build` (scripts/build.ts, see
 * scripts/build-render.ts) prerenders each into a static page from that build itself, so the router
 * is given no `prerender` list. BUILD_DIR lets the build write the router's output where it caches it.
 */
export default {
  appDirectory: "src",
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
