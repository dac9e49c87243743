import { route, type RouteConfig } from "@react-router/dev/routes";
import { DEV_BLOCKS_ROUTE, devRoutesEnabled, listRoutes } from "./content/route-list.ts";

const { pages, redirects } = listRoutes(process.cwd());

/**
 * The route table, from the content (see listRoutes: in a build, the table of the content the build
 * validated): one route per page file and per alias, all served by the
 * same page module (its loader picks the content by path), the redirects of _site.yaml, a
 * catch-all not-found route, and in the dev server only, the block gallery at /_blocks.
 */
export default [
  ...pages.map((p) => route(p.path, "routes/page.tsx", { id: `page:${p.path}` })),
  ...redirects.map((r) => route(r.from, "routes/redirect.tsx", { id: `redirect:${r.from}` })),
  ...(devRoutesEnabled() ? [route(DEV_BLOCKS_ROUTE, "routes/blocks-dev.tsx", { id: "dev:blocks" })] : []),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
