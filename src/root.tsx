import "./styles/global.css";
import brandFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { isRouteErrorResponse, Links, Meta, Outlet, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { rootContent } from "./content/content.server.ts";
import { ErrorFallback } from "./layout/ErrorFallback.tsx";
import { SiteShell } from "./layout/SiteShell.tsx";

/**
 * Site settings, redirects and the not-found page, read at build time (prerender) for every route,
 * and by the dev server for every request, where only an error of `_site.yaml` (or, on the not-found
 * page, of `_404.yaml`) stops the route here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return rootContent(new URL(request.url).pathname, { lenient: import.meta.env.DEV });
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The favicon, and the brand typeface (global.css) preloaded at low priority: fetched from the start,
 * so text is set in it from the first paint on a fast connection, yet after the LCP image. Measured on
 * a simulated slow 4G phone (docs/performance.md): without the preload the LCP is no earlier, but the
 * late swap from the fallback face shifts text (CLS up to 0.12), so it stays.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: brandFont, as: "font", type: "font/woff2", crossOrigin: "anonymous", fetchPriority: "low" },
];

/**
 * The HTML document around every route. Pages are documents: no router runtime reaches the browser.
 * The build adds the site script (src/islands/site.ts, which starts the page's islands) to every page
 * it writes (scripts/build-output.ts); the dev server's pages load it from source here, so both
 * serve the same HTML and islands.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {import.meta.env.DEV && <script type="module" src="/src/islands/site.ts" />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <SiteShell site={loaderData.site} pathname={pathname}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * docs/product.md, Error texts, route render failure: 'Unexpected Application Error!'. Keeps the header and
 * footer when the site settings loaded; otherwise shows the bare message.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  // Content errors are printed, located, by the dev server's content plugin and by the build.
  if (!isRouteErrorResponse(error) && !(error instanceof Error && error.name === "ContentValidationError")) console.error(error);
  const body = <ErrorFallback />;
  return data ? (
    <SiteShell site={data.site} pathname={pathname}>
      {body}
    </SiteShell>
  ) : (
    body
  );
}
