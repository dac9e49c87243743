import { SmartLink } from "../ui/SmartLink.tsx";
import { useSite } from "../shared/site-context.tsx";

/**
 * The cookie notice of the footer/cookie component (docs/product.md, Routes and screens). It is part of the HTML but
 * hidden until the page's site script (src/islands/site.ts, `enhanceCookieNotice`) finds the visitor
 * has not accepted it yet, so without JavaScript there is no button that cannot work. Fixed to the
 * bottom of the window: it never shifts the layout.
 */
export function CookieNotice() {
  const { cookieNotice } = useSite();
  return (
    <div className="cookie-notice" role="region" aria-label="Cookie notice" hidden>
      <p>
        {cookieNotice.text} <SmartLink href={cookieNotice.href}>{cookieNotice.linkLabel}</SmartLink>
      </p>
      <button type="button" className="button button-light">
        {cookieNotice.acceptLabel}
      </button>
    </div>
  );
}
