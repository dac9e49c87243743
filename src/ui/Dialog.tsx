import { useEffect, useRef, type ReactNode } from "react";
import "./dialog.css";

/**
 * A modal dialog on the native `<dialog>` element (spec section 4: overlays and modals open or
 * closed). `showModal()` makes the rest of the page inert, so focus stays inside; Escape, the close
 * button and a click on the backdrop all call `onClose`; on closing, focus returns to the control
 * that had it when the dialog opened. While open, the page behind does not scroll.
 * `label` is the dialog's accessible name. Children stay mounted while closed, so a video can be
 * paused and rewound by its owner rather than torn down.
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  label: string;
  /** Extra class on the dialog, e.g. `dialog-video` (wide, dark) or `dialog-form`. */
  className?: string;
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
    <dialog
      ref={ref}
      className={`dialog ${props.className ?? ""}`.trim()}
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
    >
      <div className="dialog-body">
        <button type="button" className="dialog-close" onClick={props.onClose} aria-label={props.closeLabel ?? "Close"}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {props.children}
      </div>
    </dialog>
  );
}
