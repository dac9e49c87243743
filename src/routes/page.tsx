import type { CSSProperties } from "react";
import { data as response } from "react-router";
import type { Route } from "./+types/page";
import { pageContent } from "../content/content.server.ts";
import { Blocks } from "../blocks/Blocks.tsx";
import { PicturesProvider } from "../ui/Picture.tsx";
import { ErrorFallback } from "../layout/ErrorFallback.tsx";
import { organizationJsonLd, pageMeta } from "../layout/meta.ts";

/**
 * Picks the page (and, for an alias, the section) for the requested path, its share image (its own, or
 * the site's), and on the home page (the target of the `/` redirect, else /home) the Organization
 * JSON-LD. Runs at build time (every page prerendered, every file valid or nothing is built) and in
 * the dev server, where a content error throws only on its own page (and on every page for
 * `_site.yaml`), located, for the error overlay.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
  const found = pageContent(pathname, { lenient: import.meta.env.DEV });
  if (!found) throw response(null, { status: 404 });
  const { page, site, redirects } = found;
  const home = redirects.find((r) => r.from === "/")?.to ?? "/home";
  return {
    page,
    section: found.section,
    brand: site.brand.name,
    siteUrl: site.siteUrl,
    path: pathname,
    shareImage: page.image ?? site.shareImage ?? null,
    organization: page.route === home ? organizationJsonLd(site) : null,
  };
}

/** Title, description, canonical (an alias's points at its page), link-preview tags and, on home, the JSON-LD. */
export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const tags = pageMeta({ title: data.page.title, description: data.page.description, brand: data.brand, siteUrl: data.siteUrl, path: data.page.route, image: data.shareImage ?? undefined });
  return data.organization ? [...tags, { "script:ld+json": data.organization }] : tags;
}

/**
 * Renders a page's blocks in order. The page's scroll offsets (spec: 200 px; home 200 on phones and
 * -350 wider) become the `scroll-margin-top` of every section, so the browser's own anchor scrolling
 * stops there, from a link on the page or on another page, with or without JavaScript. An alias
 * route (`/precisionERP/<SectionId>`) names its section in `data-section`, which the site script
 * (src/islands/site.ts) scrolls to as the page opens, unless the address names an #anchor.
 */
export default function PageRoute({ loaderData }: Route.ComponentProps) {
  const { page, section } = loaderData;
  const offsets = { "--anchor-offset-mobile": `${page.scrollOffset.mobile}px`, "--anchor-offset-desktop": `${page.scrollOffset.desktop}px` } as CSSProperties;
  return (
    <div className="page-blocks" style={offsets} data-section={section ?? undefined}>
      <PicturesProvider pictures={page.pictures}>
        <Blocks blocks={page.blocks} />
      </PicturesProvider>
    </div>
  );
}

/** A block that fails to render shows the fallback of docs/product.md, Error texts, in place of the page, inside the header and footer. */
export function ErrorBoundary() {
  return <ErrorFallback />;
}
