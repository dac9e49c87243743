/**
 * The dev server's own routes. Kept apart from the route list (route-list.ts, which loads the content
 * pipeline) because src/routes.ts reads it: React Router evaluates the route config in its own module
 * runner several times a build, and every module the config imports is transformed again each time
 * (the generated validators alone are 0.77 MB).
 */

/** The dev-only page that shows every block type rendered from the example in its schema. */
export const DEV_BLOCKS_ROUTE = "/_blocks";

/**
 * Whether dev-only routes ({@link DEV_BLOCKS_ROUTE}) are registered. vite.config.ts sets
 * `CONTENT_DEV_ROUTES=1` for the dev server only and clears it for builds, so they are never
 * prerendered, deployed or listed in the sitemap.
 */
export function devRoutesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTENT_DEV_ROUTES === "1";
}
