import { useEffect, useState } from "react";
import { SmartLink } from "../ui/SmartLink.tsx";
import { useSite } from "../shared/site-context.tsx";

/** localStorage key that remembers the visitor accepted the cookie notice. */
export const COOKIE_NOTICE_KEY = "cookie-notice-accepted";

/**
 * The cookie notice of the footer/cookie component (spec section 2). It is part of the HTML but
 * hidden until the page's script finds the visitor has not accepted it yet, so without JavaScript
 * there is no button that cannot work. Fixed to the bottom of the window: it never shifts the layout.
 */
export function CookieNotice() {
  const { cookieNotice } = useSite();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    try {
      setVisible(window.localStorage.getItem(COOKIE_NOTICE_KEY) !== "yes");
    } catch {
      setVisible(true);
    }
  }, []);
  const accept = () => {
    try {
      window.localStorage.setItem(COOKIE_NOTICE_KEY, "yes");
    } catch {
      // Storage may be blocked; the notice still closes for this page view.
    }
    setVisible(false);
  };
  return (
    <div className="cookie-notice" role="region" aria-label="Cookie notice" hidden={!visible}>
      <p>
        {cookieNotice.text} <SmartLink href={cookieNotice.href}>{cookieNotice.linkLabel}</SmartLink>
      </p>
      <button type="button" className="button button-light" onClick={accept}>
        {cookieNotice.acceptLabel}
      </button>
    </div>
  );
}

/**
 * The cookie notice's behaviour on a page that ships no app JavaScript (see `routeShipsClientScript`):
 * shows the notice unless the visitor accepted it, and hides it for good on Accept. It runs as an
 * inline script after the notice's HTML, so it is written to be serialised with `toString()`: no
 * imports, no closures, plain DOM only. Does nothing when the notice is absent.
 */
export function enhanceCookieNotice(storageKey: string): void {
  const notice = document.querySelector<HTMLElement>(".cookie-notice");
  if (!notice) return;
  let accepted = false;
  try {
    accepted = window.localStorage.getItem(storageKey) === "yes";
  } catch {
    accepted = false;
  }
  notice.hidden = accepted;
  notice.querySelector("button")?.addEventListener("click", () => {
    try {
      window.localStorage.setItem(storageKey, "yes");
    } catch {
      // Storage may be blocked; the notice still closes for this page view.
    }
    notice.hidden = true;
  });
}

/**
 * The inline `<script>` that runs {@link enhanceCookieNotice} on pages without the app's JavaScript.
 * Its text is our own function's source and a constant key, never page content; React would escape
 * `>` in a script's text children, hence the raw HTML.
 */
export function CookieNoticeScript() {
  return <script dangerouslySetInnerHTML={{ __html: `(${enhanceCookieNotice.toString()})(${JSON.stringify(COOKIE_NOTICE_KEY)})` }} />;
}
