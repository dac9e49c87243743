/**
 * The head tags of a page: `<title>` as '<title> | <brand>' (spec: home is 'Cloud ERP System | <brand>'),
 * the meta description, and the canonical link when `canonical` (an absolute URL) is given.
 */
export function pageMeta(params: { title: string; description: string; brand: string; canonical?: string }) {
  const title = `${params.title} | ${params.brand}`;
  return [
    { title },
    { name: "description", content: params.description },
    { property: "og:title", content: title },
    { property: "og:description", content: params.description },
    ...(params.canonical ? [{ tagName: "link", rel: "canonical", href: params.canonical }] : []),
  ];
}
