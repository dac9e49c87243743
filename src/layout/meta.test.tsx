import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Meta } from "react-router";
import { describe, expect, it } from "vitest";
import { testSite } from "../../tests/support/render.tsx";
import { organizationJsonLd, pageMeta, type MetaTag } from "./meta.ts";

/** The head tags React Router renders for `tags`, as the prerender writes them. */
function renderHead(tags: MetaTag[]): string {
  const Stub = createRoutesStub([{ id: "root", path: "/", meta: () => tags, Component: () => <Meta /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

const share = { src: "/images/share/northgate-systems.png", alt: "Northgate Systems: cloud ERP", width: 1200, height: 630 };

describe("page head tags", () => {
  it("give search engines and link previews the title, description, canonical URL and an absolute share image", () => {
    const head = renderHead(
      pageMeta({
        title: "Partners",
        description: "Our partners.",
        brand: "Testbrand",
        siteUrl: "https://www.example.com",
        path: "/partners",
        image: share,
      }),
    );
    expect(head).toContain("<title>Partners | Testbrand</title>");
    expect(head).toContain('<meta name="description" content="Our partners."/>');
    expect(head).toContain('<link rel="canonical" href="https://www.example.com/partners"/>');
    expect(head).toContain('<meta property="og:url" content="https://www.example.com/partners"/>');
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toContain('<meta property="og:site_name" content="Testbrand"/>');
    expect(head).toContain('<meta property="og:image" content="https://www.example.com/images/share/northgate-systems.png"/>');
    expect(head).toContain('<meta property="og:image:width" content="1200"/>');
    expect(head).toContain('<meta property="og:image:height" content="630"/>');
    expect(head).toContain('<meta property="og:image:alt" content="Northgate Systems: cloud ERP"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain('<meta name="twitter:title" content="Partners | Testbrand"/>');
    expect(head).toContain('<meta name="twitter:image" content="https://www.example.com/images/share/northgate-systems.png"/>');
  });

  it("without a share image, show a small card and no image tags", () => {
    const tags = pageMeta({
      title: "Partners",
      description: "Our partners.",
      brand: "Testbrand",
      siteUrl: "https://www.example.com",
      path: "/partners",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(JSON.stringify(tags)).not.toMatch(/og:image|twitter:image/);
  });

  it("without a path (the not-found page), have no canonical URL", () => {
    const tags = pageMeta({
      title: "Page not found",
      description: "Nothing here.",
      brand: "Testbrand",
      siteUrl: "https://www.example.com",
      image: share,
    });
    expect(JSON.stringify(tags)).not.toMatch(/canonical|og:url/);
    expect(tags).toContainEqual({ property: "og:image", content: "https://www.example.com/images/share/northgate-systems.png" });
  });
});

describe("the Organization JSON-LD", () => {
  it("describes the company from the site settings, with absolute URLs and the social profiles", () => {
    expect(organizationJsonLd(testSite)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Testbrand",
      url: "https://www.example.com/",
      logo: "https://www.example.com/images/brand/logo.svg",
      description: "Cloud ERP, consulting and staffing",
      contactPoint: [
        { "@type": "ContactPoint", contactType: "customer service", telephone: "+1 (555) 014-2010", email: "inquiries@example.com" },
      ],
      sameAs: ["https://video.example.com/testbrand"],
    });
  });

  it("cannot be broken out of by its text: a closing script tag in a name stays data", () => {
    const site = { ...testSite, brand: { ...testSite.brand, name: 'Evil </script><script>alert("x")</script> & Co' } };
    const head = renderHead([{ "script:ld+json": organizationJsonLd(site) }]);
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).not.toContain("</script><script>");
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)![1]!;
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json).name).toBe(site.brand.name);
  });
});
