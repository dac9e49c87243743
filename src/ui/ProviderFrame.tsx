import { useEffect, useState } from "react";
import { FORM_FRAME_SANDBOX } from "./sandbox.ts";
import "./provider-frame.css";

/**
 * The lead-form provider's page in an iframe and, below, a link that opens the same form in a new tab
 * (the way forward when the provider cannot be framed or is down). For `spinnerMs` ms after it
 * mounts (spec section 9: 2100 in the overlay, 2000 on the contact pages; 0 for none) a spinner
 * covers the frame, which loads behind it so it is ready when the spinner goes. The spinner is in the
 * prerendered HTML, so a contact page shows it from its first paint; there the page's site script
 * (src/islands/site.ts, `data-spinner-ms`) removes it when the time is up, counted from the start of
 * the page's load. In a browser without JavaScript the form is simply shown (CSS `scripting: none`).
 * Mount it anew to show the spinner again (the overlay does, on each opening). `width`/`height` are the frame's size in px; `height` may also be a CSS
 * length such as `75vh`.
 */
export function ProviderFrame(props: { src: string; title: string; width?: number; height: number | string; spinnerMs: number }) {
  const [waiting, setWaiting] = useState(props.spinnerMs > 0);
  useEffect(() => {
    if (props.spinnerMs <= 0) return;
    const timer = window.setTimeout(() => setWaiting(false), props.spinnerMs);
    return () => window.clearTimeout(timer);
  }, [props.spinnerMs]);
  const loading = waiting && props.spinnerMs > 0;
  const height = typeof props.height === "number" ? `${props.height}px` : props.height;
  return (
    <div className="provider-frame">
      <div className="provider-frame-box" style={{ height }} data-spinner-ms={loading ? props.spinnerMs : undefined}>
        {loading && (
          <div className="spinner provider-frame-spinner" role="status">
            Loading the form…
          </div>
        )}
        <iframe
          className={`provider-frame-iframe${loading ? " is-loading" : ""}`}
          src={props.src}
          title={props.title}
          width={props.width}
          height={typeof props.height === "number" ? props.height : undefined}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox={FORM_FRAME_SANDBOX}
          aria-hidden={loading || undefined}
          tabIndex={loading ? -1 : undefined}
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
