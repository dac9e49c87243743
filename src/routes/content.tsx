import type { CSSProperties } from "react";
import type { Route } from "./+types/content";
import { pageContent, rootContent } from "../content/content.server.ts";
import { Blocks } from "../blocks/Blocks.tsx";
import { PicturesProvider } from "../ui/Picture.tsx";
import { ErrorFallback } from "../layout/ErrorFallback.tsx";
import { FOOTER_ID } from "../layout/Footer.tsx";
import { organizationJsonLd, pageMeta } from "../layout/meta.ts";
import { faqPageJsonLd } from "../blocks/faq/faq-json-ld.ts";

/**
 * Every path of the site, through one route: a page (or an alias of one), a redirect of
 * `_site.yaml`, or the not-found page. The router's build is then the same whatever pages the site
 * has, so a new, renamed or removed page never rebuilds it; which path is what is the content's
 * decision, made here from the content the build validated (or, in the dev server, the files).
 *
 * Runs at build time (every page prerendered, every file valid or nothing is built) and in the dev
 * server, where a content error throws only on its own page (and on every page for `_site.yaml`),
 * located, for the error overlay. A path no page publishes shows the not-found page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
  const lenient = import.meta.env.DEV;
  const { redirects } = rootContent(pathname, { lenient });
  const redirect = redirects.find((r) => r.from === pathname);
  if (redirect) return { kind: "redirect" as const, to: redirect.to };
  const found = pageContent(pathname, { lenient });
  if (!found) return { kind: "notFound" as const };
  const { page, site } = found;
  const home = redirects.find((r) => r.from === "/")?.to ?? "/home";
  return {
    kind: "page" as const,
    page,
    section: found.section,
    brand: site.brand.name,
    siteUrl: site.siteUrl,
    path: pathname,
    shareImage: page.image ?? site.shareImage ?? null,
    organization: page.route === home ? organizationJsonLd(site) : null,
    faq: faqPageJsonLd(page.blocks),
  };
}

/**
 * A page: its title, description, canonical (an alias's points at its page), link-preview tags and
 * its JSON-LD: the Organization on home, and a FAQPage on a page with FAQ blocks; on an alias route,
 * a `<link rel="expect" blocking="render">` to the footer, so that its first paint is at its section.
 * A redirect: a meta refresh to its target (hosts answer it with a 301 from `_redirects`, and so does
 * `npm run serve`; the page forwards by itself too, without JavaScript).
 * The not-found page: its own title and description, kept out of search engines.
 */
export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  if (data.kind === "redirect")
    return [{ title: "Redirecting…" }, { httpEquiv: "refresh", content: `0;url=${data.to}` }, { name: "robots", content: "noindex" }];
  if (data.kind === "notFound") {
    const root = matches[0]?.data as ReturnType<typeof rootContent> | undefined;
    if (!root) return [{ title: "Page not found" }];
    const { site, notFound } = root;
    return [
      ...pageMeta({
        title: notFound.title,
        description: notFound.description,
        brand: site.brand.name,
        siteUrl: site.siteUrl,
        image: notFound.image ?? site.shareImage,
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const tags = pageMeta({
    title: data.page.title,
    description: data.page.description,
    brand: data.brand,
    siteUrl: data.siteUrl,
    path: data.page.route,
    image: data.shareImage ?? undefined,
  });
  const jsonLd = [data.organization, data.faq].flatMap((value) => (value ? [{ "script:ld+json": value }] : []));
  // An alias route's first paint waits for the page to be parsed down to its footer: a browser that
  // paints a page still loading would otherwise show its top (the section not in yet), or the section
  // short of its offset (too little page below it yet to scroll that far), and then jump.
  const expect = data.section ? [{ tagName: "link", rel: "expect", href: `#${FOOTER_ID}`, blocking: "render" }] : [];
  return [...tags, ...jsonLd, ...expect];
}

/**
 * A page renders its blocks in order. The page's scroll offsets (docs/product.md: 200 px; home 200
 * on phones and -350 wider) become the `scroll-margin-top` of every section, so the browser's own
 * anchor scrolling stops there, from a link on the page or on another page, with or without
 * JavaScript. An alias route (`/precisionERP/<SectionId>`) opens at its section from the first paint
 * where the browser supports it (a marker before the section, see `Blocks`); it names its section in
 * `data-section` too, which the site script (src/islands/site.ts) scrolls to as the page opens in
 * other browsers, unless the address names an #anchor; without JavaScript, the page forwards to its
 * own address with the section's #anchor. A redirect shows a link to its target; the not-found page (docs/product.md,
 * Error texts, unknown route) the blocks of pages/_404.yaml. A page's and the not-found page's
 * blocks show the picture sets the build made for their raster pictures (see `PictureSet`).
 */
export default function ContentRoute({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.kind === "redirect") return <Moved to={loaderData.to} />;
  if (loaderData.kind === "notFound") {
    const root = matches[0]?.data as ReturnType<typeof rootContent> | undefined;
    return root ? (
      <PicturesProvider pictures={root.notFound.pictures}>
        <Blocks blocks={root.notFound.blocks} />
      </PicturesProvider>
    ) : null;
  }
  const { page, section } = loaderData;
  const offsets = {
    "--anchor-offset-mobile": `${page.scrollOffset.mobile}px`,
    "--anchor-offset-desktop": `${page.scrollOffset.desktop}px`,
  } as CSSProperties;
  return (
    <div className="page-blocks" style={offsets} data-section={section ?? undefined}>
      {section && (
        // Without JavaScript, the alias opens its page at the section, by the browser's own anchor scrolling.
        <noscript>
          <meta httpEquiv="refresh" content={`0;url=${page.route}#${section}`} />
        </noscript>
      )}
      <PicturesProvider pictures={page.pictures}>
        <Blocks blocks={page.blocks} initialSection={section ?? undefined} />
      </PicturesProvider>
    </div>
  );
}

/** The body of a redirect's page, for a browser that does not follow its meta refresh. */
function Moved(props: { to: string }) {
  return (
    <section className="section">
      <div className="container">
        <p>
          This page has moved to <a href={props.to}>{props.to}</a>.
        </p>
      </div>
    </section>
  );
}

/** A block that fails to render shows the fallback of docs/product.md, Error texts, in place of the page, inside the header and footer. */
export function ErrorBoundary() {
  return <ErrorFallback />;
}
