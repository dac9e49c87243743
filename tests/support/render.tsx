import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { SiteData } from "../../src/shared/model.ts";
import { SiteProvider } from "../../src/shared/site-context.tsx";
import { screenOf, type Screen, type ScreenOptions } from "./dom.ts";

/** A complete, fictional site configuration for component tests. */
export const testSite: SiteData = {
  brand: {
    name: "Testbrand",
    logo: "/images/brand/logo.svg",
    logoLight: "/images/brand/logo-light.svg",
    tagline: "Cloud ERP, consulting and staffing",
  },
  siteUrl: "https://www.example.com",
  contact: { phone: "+1 (555) 014-2010", email: "inquiries@example.com" },
  social: [{ label: "Testbrand on video", href: "https://video.example.com/testbrand", icon: "video" }],
  partners: [{ src: "/images/partners/odoo.svg", alt: "Odoo", width: 180, height: 60 }],
  awards: [{ src: "/images/awards/customer-choice.svg", alt: "Customer Choice 2023", width: 96, height: 96 }],
  menu: [{ id: "home", title: "Home", link: "/home" }],
  login: { label: "Login", url: "https://store.example.com/login" },
  footer: {
    links: [{ label: "Privacy Policy", href: "/privacyPolicy" }],
    trademark: "Trademarks belong to their owners.",
    copyrightYear: 2024,
  },
  environment: "production",
  leadForms: {
    joinUs: { url: "https://forms.example.net/lead?formid=20&h=JOIN&topic=contact", topic: "contact", title: "Apply to Testbrand" },
    erpOne: { url: "https://forms.example.net/lead?formid=1&h=ERP1&topic=precerp", topic: "precerp", title: "Get the guide" },
    contactUsOne: {
      url: "https://forms.example.net/lead?formid=11&h=C1&topic=contact",
      topic: "contact",
      title: "Talk to a product specialist",
    },
  },
  videos: {
    weCanHelp: {
      label: "Video: we can help",
      title: "We can help",
      src: "/media/we-can-help.webm",
      poster: "/images/content/we-can-help-poster.svg",
    },
  },
  videoChannel: {
    endpoint: "https://video-api.example.com/search",
    apiKey: "",
    channelId: "CHANNEL",
    watchUrl: "https://video.example.com/watch?v=",
  },
  cookieNotice: { text: "We use cookies.", linkLabel: "Cookie policy", href: "/cookies", acceptLabel: "Accept" },
  interaction: { leadFormSpinnerMs: 2100, leadFormWidth: 600, leadFormHeight: 1000, anchorOffset: 200 },
};

/**
 * Server-renders a component with the site settings, as the prerender does, and returns its HTML,
 * for tests that assert what a visitor would see. Islands render as their plain component here.
 */
export function renderHtml(element: ReactElement, site: SiteData = testSite): string {
  return renderToStaticMarkup(<SiteProvider site={site}>{element}</SiteProvider>);
}

/**
 * Server-renders `element` with `options.site` (the test site unless given) as {@link renderHtml} does
 * and parses the HTML into a document of its own, shown as `options` say ({@link screenOf}): Testing
 * Library's queries over it (`getByRole`, `getByLabelText`, `getByText`…), its body as `container`,
 * and the `html` itself.
 */
export function render(element: ReactElement, options: ScreenOptions & { site?: SiteData } = {}): Screen & { html: string } {
  const html = renderHtml(element, options.site);
  return { ...screenOf(html, options), html };
}
