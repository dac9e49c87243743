import "./styles/global.css";
import { use } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { getContent } from "./content/content.server.ts";
import { CookieNoticeScript } from "./layout/CookieNotice.tsx";
import { ErrorFallback } from "./layout/ErrorFallback.tsx";
import { InstantRouteScroll } from "./layout/InstantRouteScroll.tsx";
import { ClientScriptContext } from "./routes/client-script.ts";
import { SiteShell } from "./layout/SiteShell.tsx";

/** Site settings, redirects and the not-found page, read at build time (prerender) for every route. */
export async function loader() {
  const content = getContent();
  return { site: content.site, notFound: content.notFound, redirects: content.redirects };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The HTML document around every route. A page with nothing interactive is prerendered without the
 * app's scripts (no modulepreloads, hydration data or entry script), only the cookie notice's
 * inline script. entry.server decides per page (`ClientScriptContext`); in the browser it is always on.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const withAppScript = use(ClientScriptContext);
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
        {withAppScript ? (
          <>
            <InstantRouteScroll />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <CookieNoticeScript />
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell site={loaderData.site}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Spec section 8, route render failure: 'Unexpected Application Error!'. Keeps the header and
 * footer when the site settings loaded; otherwise shows the bare message.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<RootData>("root");
  // Content errors are printed, located, by the dev server's content plugin and by the build.
  if (!isRouteErrorResponse(error) && !(error instanceof Error && error.name === "ContentValidationError")) console.error(error);
  const body = <ErrorFallback />;
  return data ? <SiteShell site={data.site}>{body}</SiteShell> : body;
}
