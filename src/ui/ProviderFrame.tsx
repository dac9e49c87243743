/**
 * The lead-form provider's page in an iframe, with a spinner over it while `loading` and, below, a
 * link that opens the same form in a new tab (the way forward when the provider cannot be framed or
 * is down). The frame loads behind the spinner, so it is ready when the spinner goes.
 * `width`/`height` are the frame's size in px; `height` may also be a CSS length such as `75vh`.
 */
export function ProviderFrame(props: { src: string; title: string; width?: number; height: number | string; loading: boolean; spinnerLabel: string }) {
  const height = typeof props.height === "number" ? `${props.height}px` : props.height;
  return (
    <div className="provider-frame">
      <div className="provider-frame-box" style={{ height }}>
        {props.loading && (
          <div className="spinner provider-frame-spinner" role="status">
            {props.spinnerLabel}
          </div>
        )}
        <iframe
          className={`provider-frame-iframe${props.loading ? " is-loading" : ""}`}
          src={props.src}
          title={props.title}
          width={props.width}
          height={typeof props.height === "number" ? props.height : undefined}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          aria-hidden={props.loading || undefined}
          tabIndex={props.loading ? -1 : undefined}
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
