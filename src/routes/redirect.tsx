import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "../root.tsx";
import type { Route } from "./+types/redirect";

/** The target of the redirect declared for `pathname` in pages/_site.yaml (`/` → `/home`). */
function targetOf(root: RootData | undefined, pathname: string): string {
  return root?.redirects.find((r) => r.from === pathname)?.to ?? "/home";
}

/**
 * A redirect of pages/_site.yaml. Hosts answer it with a 301 from `_redirects` (and so does
 * `npm run serve`); the prerendered page forwards by itself too, with a meta refresh (no JavaScript
 * needed).
 */
export function meta({ matches, location }: Route.MetaArgs) {
  const to = targetOf(matches[0]?.data as RootData | undefined, location.pathname);
  return [{ title: "Redirecting…" }, { httpEquiv: "refresh", content: `0;url=${to}` }, { name: "robots", content: "noindex" }];
}

export default function Redirect() {
  const root = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  const to = targetOf(root, pathname);
  return (
    <section className="section">
      <div className="container">
        <p>
          This page has moved to <a href={to}>{to}</a>.
        </p>
      </div>
    </section>
  );
}
