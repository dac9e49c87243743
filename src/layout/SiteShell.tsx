import type { ReactNode } from "react";
import type { SiteData } from "../shared/model.ts";
import { CookieNotice } from "./CookieNotice.tsx";
import { Footer } from "./Footer.tsx";
import { Header } from "./Header.tsx";
import { IslandSettingsScript } from "../islands/prerender.tsx";
import { SiteProvider } from "../shared/site-context.tsx";
import { PicturesProvider } from "../ui/Picture.tsx";
import "./layout.css";

/**
 * The frame of every route (docs/product.md, Routes and screens): skip link, header, the page's main content, footer and
 * cookie notice, then (on a page with islands) the island settings. `pathname` is the route shown.
 */
export function SiteShell(props: { site: SiteData; pathname: string; children: ReactNode }) {
  return (
    <SiteProvider site={props.site}>
      <PicturesProvider pictures={props.site.pictures}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header pathname={props.pathname} />
        <main id="main" tabIndex={-1}>
          {props.children}
        </main>
        <Footer />
        <CookieNotice />
        <IslandSettingsScript />
      </PicturesProvider>
    </SiteProvider>
  );
}
