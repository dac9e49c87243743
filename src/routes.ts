import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { DEV_BLOCKS_ROUTE, devRoutesEnabled } from "./content/dev-routes.ts";

/**
 * The route table: every path goes to one content route (routes/content.tsx), which looks the path
 * up in the content: a page or an alias, a redirect of `_site.yaml`, or the not-found page. So the
 * table, and the router's build, do not depend on which pages exist. In the dev server only, the
 * block gallery at /_blocks comes first.
 */
export default [
  ...(devRoutesEnabled() ? [route(DEV_BLOCKS_ROUTE, "routes/blocks-dev.tsx", { id: "dev:blocks" })] : []),
  // A splat does not match the site's root, so the root (a redirect, or a page) has the route's module too.
  index("routes/content.tsx", { id: "content-root" }),
  route("*", "routes/content.tsx", { id: "content" }),
] satisfies RouteConfig;
