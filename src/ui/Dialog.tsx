import { useEffect, useRef, type CSSProperties, type ReactNode } from "react";
import "./dialog.css";

/** Elements a visitor can reach with Tab (the browser's own sequential focus order decides between them). */
const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], summary, [contenteditable]:not([contenteditable="false"]), [tabindex]:not([tabindex="-1"])';

/** The elements of `root` that Tab can reach, in document order, leaving out hidden ones and the focus guard. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.classList.contains("dialog-focus-guard") && el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert]"),
  );
}

/**
 * A modal dialog on the native `<dialog>` element (docs/product.md, Behaviours: overlays and modals open or
 * closed). `showModal()` makes the rest of the page inert; on top of that, focus wraps around inside
 * the dialog: Tab from its last control comes back to the first (through a focus guard after the
 * content, so a video's own controls keep their order) and Shift+Tab from the first goes to the last,
 * instead of leaving for the browser's toolbar. Escape, the close button and a click on the backdrop
 * all call `onClose`; on closing, focus returns to the control that had it when the dialog opened.
 * While open, the page behind does not scroll.
 * `label` is the dialog's accessible name. Children stay mounted while closed, so a video can be
 * paused and rewound by its owner rather than torn down.
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  label: string;
  /** Extra class on the dialog, e.g. `dialog-video` (wide, dark) or `dialog-form`. */
  className?: string;
  /** Inline style of the dialog, e.g. a custom property its class's stylesheet reads for its width. */
  style?: CSSProperties;
  /** Label of the close button, read by screen readers. Default 'Close'. */
  closeLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const { open } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && opener.current instanceof HTMLElement && opener.current.isConnected) {
      opener.current.focus({ preventScroll: true });
      opener.current = null;
    }
  }, [open]);

  return (
    // A modal <dialog> is interactive: a click on its backdrop closes it, and Shift+Tab wraps inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`dialog ${props.className ?? ""}`.trim()}
      style={props.style}
      aria-label={props.label}
      aria-modal="true"
      onCancel={(e) => {
        // Escape: let React state close it, so `open` stays the single source of truth.
        e.preventDefault();
        props.onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) props.onClose();
      }}
      onKeyDown={(e) => {
        if (e.key !== "Tab" || !e.shiftKey || !ref.current) return;
        const reachable = tabbables(ref.current);
        const first = reachable[0];
        const current = document.activeElement;
        // On the first control, or on something around it (the dialog itself, a scrolling container).
        if (first && current && (current === first || current.contains(first))) {
          e.preventDefault();
          reachable[reachable.length - 1]!.focus();
        }
      }}
    >
      <div className="dialog-body">
        <button type="button" className="dialog-close" onClick={props.onClose} aria-label={props.closeLabel ?? "Close"}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {props.children}
      </div>
      {/* Tab past the last control lands here and goes back to the first. */}
      <span
        className="dialog-focus-guard"
        // A focus guard must take focus to hand it on.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onFocus={() => {
          if (ref.current) tabbables(ref.current)[0]?.focus();
        }}
      />
    </dialog>
  );
}
