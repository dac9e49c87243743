import { useEffect } from "react";
import { data as response } from "react-router";
import type { Route } from "./+types/page";
import { getContent } from "../content/content.server.ts";
import { Blocks } from "../blocks/Blocks.tsx";
import { ErrorFallback } from "../layout/ErrorFallback.tsx";
import { pageMeta } from "../layout/meta.ts";

/** Picks the page (and, for an alias, the section) for the requested path. Runs at build time only. */
export async function loader({ request }: Route.LoaderArgs) {
  const content = getContent();
  const pathname = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
  const entry = content.routes.find((r) => r.path === pathname);
  const page = entry && content.pages.get(entry.page);
  if (!entry || !page) throw response(null, { status: 404 });
  return { page, section: entry.section ?? null, brand: content.site.brand.name, siteUrl: content.site.siteUrl, path: pathname };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({ title: data.page.title, description: data.page.description, brand: data.brand, canonical: `${data.siteUrl}${data.page.route}` });
}

/** Renders a page's blocks in order; an alias route scrolls to its section once the page is shown. */
export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, section } = loaderData;
  useEffect(() => {
    if (!section) return;
    const target = document.getElementById(section);
    if (!target) return;
    const offset = window.innerWidth <= 550 ? page.scrollOffset.mobile : page.scrollOffset.desktop;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - offset, behavior: "auto" });
  }, [section, page]);
  return <Blocks blocks={page.blocks} />;
}

/** A block that fails to render shows the spec's fallback in place of the page, inside the header and footer. */
export function ErrorBoundary() {
  return <ErrorFallback />;
}
