import { createContext, useContext, useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { providerReachable } from "./provider-check.ts";
import { FORM_FRAME_SANDBOX } from "./sandbox.ts";
import { ServiceFailure } from "./ServiceFailure.tsx";
import "./provider-frame.css";

/**
 * The lead-form provider's page in an iframe and, below, a link that opens the same form in a new tab
 * (the way forward when the provider cannot be framed or is down). For `spinnerMs` ms after it
 * mounts (docs/product.md, Constants: 2100 in the overlay, 2000 on the contact pages; 0 for none) a spinner
 * covers the frame, which loads behind it so it is ready when the spinner goes. The spinner is in the
 * prerendered HTML, so a contact page shows it from its first paint; there the page's site script
 * (src/islands/site.ts, `data-spinner-ms`) removes it when the time is up, counted from the start of
 * the page's load. In a browser without JavaScript the form is simply shown (CSS `scripting: none`).
 * With `afterPaint` (the contact pages) the prerendered frame has no address of its own: the site
 * script gives it its `data-src` once the page's largest paint is on screen (src/islands/site.ts), so
 * the provider's page, on another site, never shares a slow connection with the page's first paint;
 * a browser without JavaScript shows the same frame from a `<noscript>` at once.
 * Mount it anew to show the spinner again (the overlay does, on each opening). `width`/`height` are the frame's size in px; `height` may also be a CSS
 * length such as `75vh`. In the lead-form overlay the dialog's stylesheet shrinks the frame to the
 * height the dialog has, so the link below it always shows.
 *
 * When the provider cannot be reached at all (see provider-check.ts: no answer, a refused or broken
 * connection, 15 s without a reply), the frame gives way to a failure panel ({@link ServiceFailure}),
 * announced as an alert: "The form could not be loaded", a button that opens the form in a new tab,
 * and the site's phone number and e-mail address (`contact` of pages/_site.yaml), unless
 * `contactNearby` says the page shows them beside the frame already. The panel takes the frame's
 * place in the same box, at least as high as the frame was, and the "Form not showing?" line keeps
 * its room, so nothing below the frame moves when it appears. Hydrated (the overlay), the component
 * checks on mounting; prerendered (the contact pages), the site script checks every
 * `[data-provider-check]` and marks it `is-down` (provider-watch.ts). A provider that answers but refuses to be framed
 * still shows the browser's message in the frame; the link below it is the way forward then.
 */
export function ProviderFrame(props: ProviderFrameProps) {
  return useContext(PlaceholderContext) ? <ProviderPlaceholder {...props} /> : <LiveProviderFrame {...props} />;
}

/** The props of {@link ProviderFrame}. */
export interface ProviderFrameProps {
  src: string;
  title: string;
  width?: number;
  height: number | string;
  spinnerMs: number;
  /** The frame's address is set by the site script after the page's largest paint (a prerendered page's frame); see {@link ProviderFrame}. */
  afterPaint?: boolean;
  /** The page shows the site's phone and e-mail right beside the frame (the contact pages' "Prefer to talk?"): the failure panel then leaves them out rather than repeat them. */
  contactNearby?: boolean;
}

const PlaceholderContext = createContext(false);

/**
 * Makes every {@link ProviderFrame} inside it a framed placeholder of the same size that says the form
 * provider's form appears there on the live site, loading nothing from the provider: for the page
 * editor's preview, where the provider's form cannot load (and must not take leads). The site itself
 * never uses it.
 */
export function ProviderPlaceholders(props: { children: ReactNode }) {
  return <PlaceholderContext.Provider value>{props.children}</PlaceholderContext.Provider>;
}

function ProviderPlaceholder(props: ProviderFrameProps) {
  const height = typeof props.height === "number" ? `${props.height}px` : props.height;
  return (
    <div className="provider-frame provider-frame-placeholder" role="group" aria-label={props.title}>
      <div className="provider-frame-box" style={{ height }}>
        <p className="provider-frame-placeholder-title">{props.title}</p>
        <p className="provider-frame-placeholder-text">The form provider&apos;s form appears here on the live site.</p>
      </div>
    </div>
  );
}

function LiveProviderFrame(props: ProviderFrameProps) {
  const [waiting, setWaiting] = useState(props.spinnerMs > 0);
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (props.spinnerMs <= 0) return;
    const timer = window.setTimeout(() => setWaiting(false), props.spinnerMs);
    return () => window.clearTimeout(timer);
  }, [props.spinnerMs]);
  useEffect(() => {
    let current = true;
    void providerReachable(props.src).then((reachable) => current && setDown(!reachable));
    return () => {
      current = false;
    };
  }, [props.src]);
  const loading = waiting && props.spinnerMs > 0;
  const height = typeof props.height === "number" ? `${props.height}px` : props.height;
  const frame = {
    width: props.width,
    height: typeof props.height === "number" ? props.height : undefined,
    loading: "lazy",
    referrerPolicy: "strict-origin-when-cross-origin",
    sandbox: FORM_FRAME_SANDBOX,
  } as const;
  return (
    <div className={`provider-frame${down ? " is-down" : ""}`} data-provider-check={props.src}>
      <div
        className="provider-frame-box"
        style={{ "--provider-frame-height": height } as CSSProperties}
        data-spinner-ms={loading ? props.spinnerMs : undefined}
      >
        {loading && (
          <div className="spinner provider-frame-spinner" role="status">
            Loading the form…
          </div>
        )}
        <iframe
          {...frame}
          title={props.title}
          className={`provider-frame-iframe${loading ? " is-loading" : ""}`}
          src={props.afterPaint ? undefined : props.src}
          data-src={props.afterPaint ? props.src : undefined}
          aria-hidden={loading || undefined}
          tabIndex={loading ? -1 : undefined}
        />
        {props.afterPaint && (
          <noscript>
            <iframe {...frame} title={props.title} className="provider-frame-iframe" src={props.src} />
          </noscript>
        )}
        {/* Hidden until the provider proves unreachable; on a prerendered page the stylesheet shows it once the site script marks the frame `is-down`. In the box, so it takes the frame's place and size. */}
        <ServiceFailure
          className="provider-frame-failed"
          hidden={!down}
          title="The form could not be loaded"
          text="Our form service cannot be reached just now. Open the form in a new tab, or call or e-mail us instead."
          action={{ href: props.src, label: "Open the form in a new tab" }}
          withContact={!props.contactNearby}
        />
      </div>
      <p className="provider-frame-fallback">
        Form not showing?{" "}
        <a href={props.src} target="_blank" rel="noopener noreferrer">
          Open it in a new tab
        </a>
      </p>
    </div>
  );
}
