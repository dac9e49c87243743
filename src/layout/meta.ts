import type { SharedImage, SiteData } from "../shared/model.ts";

/** One entry of a route's `meta` export, as React Router renders it in the document head. */
export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string }
  | { "script:ld+json": Record<string, unknown> };

/**
 * The head tags of a page: `<title>` as '<title> | <brand>' (docs/product.md, Home: 'Cloud ERP System | <brand>'),
 * the meta description, and the tags link previews read: Open Graph (`og:type` website, `og:site_name`,
 * `og:title`, `og:description`) and a Twitter card with the same title and description.
 * With `siteUrl` and `path` (the page's own route; an alias passes its page's route), the canonical link
 * and `og:url` point at `siteUrl + path`. With `image` (a file under public/), `og:image` and
 * `twitter:image` carry its absolute URL on `siteUrl`, with its width, height (px) and alt text, and the
 * card is `summary_large_image`; without one it is `summary`.
 */
export function pageMeta(params: {
  title: string;
  description: string;
  brand: string;
  siteUrl?: string;
  path?: string;
  image?: SharedImage;
}): MetaTag[] {
  const title = `${params.title} | ${params.brand}`;
  const { siteUrl, path, image } = params;
  const canonical = siteUrl && path ? `${siteUrl}${path}` : undefined;
  const imageUrl = siteUrl && image ? `${siteUrl}${image.src}` : undefined;
  return [
    { title },
    { name: "description", content: params.description },
    ...(canonical ? [{ tagName: "link" as const, rel: "canonical", href: canonical }] : []),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: params.brand },
    { property: "og:title", content: title },
    { property: "og:description", content: params.description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    ...(image && imageUrl
      ? [
          { property: "og:image", content: imageUrl },
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          { property: "og:image:alt", content: image.alt },
        ]
      : []),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: params.description },
    ...(image && imageUrl
      ? [
          { name: "twitter:image", content: imageUrl },
          { name: "twitter:image:alt", content: image.alt },
        ]
      : []),
  ];
}

/**
 * The schema.org Organization of the site, for the home page's JSON-LD: name, URL, logo and description
 * from the brand, a customer-service contact point with the phone and e-mail, and `sameAs` the social
 * profiles (http(s) links only). URLs are absolute on `siteUrl`. React Router's `script:ld+json` meta
 * entry serialises it with `<`, `>` and `&` escaped (\u003c ...), so no text can close the script element.
 */
export function organizationJsonLd(site: Pick<SiteData, "brand" | "siteUrl" | "contact" | "social">): Record<string, unknown> {
  const sameAs = site.social.map((s) => s.href).filter((href) => /^https?:\/\//.test(href));
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.brand.name,
    url: `${site.siteUrl}/`,
    logo: `${site.siteUrl}${site.brand.logo}`,
    description: site.brand.tagline,
    contactPoint: [{ "@type": "ContactPoint", contactType: "customer service", telephone: site.contact.phone, email: site.contact.email }],
    ...(sameAs.length ? { sameAs } : {}),
  };
}
