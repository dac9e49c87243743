import type { CSSProperties } from "react";
import { settingByKey, useSiteSettings } from "../shared/site-context.tsx";
import { Dialog } from "./Dialog.tsx";
import { ProviderFrame } from "./ProviderFrame.tsx";

/**
 * The lead-form overlay (docs/product.md, Behaviours and Constants): a centred dialog
 * `interaction.leadFormWidth` px wide (600), titled and named for screen readers by the lead form's
 * `title` in `_site.yaml` (what the visitor gets, "Talk to our agriculture team", never the label of
 * the button that opened it). It shows a spinner for `interaction.leadFormSpinnerMs` (2100 ms) after
 * each opening, then the provider's form in a frame that fills the dialog's width and is up to
 * `leadFormHeight` px (1000) high. The dialog never exceeds the window (its dynamic height, so a
 * phone's toolbars are allowed for): a shorter window shrinks the frame's height, so the link below
 * it, which opens the same form in a new tab should the frame not load, is always on screen. Up to
 * 550 px wide the dialog is a full-screen sheet. Renders nothing for a form key `_site.yaml` does
 * not define (the validator rejects those).
 */
export function LeadFormOverlay(props: { formKey: string; open: boolean; onClose: () => void }) {
  const site = useSiteSettings();
  const form = settingByKey(site.leadForms, props.formKey);
  const { leadFormSpinnerMs, leadFormWidth, leadFormHeight } = site.interaction;
  if (!form) return null;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      label={form.title}
      className="dialog-form"
      style={{ "--lead-form-width": `${leadFormWidth}px` } as CSSProperties}
    >
      <h2 className="dialog-title">{form.title}</h2>
      <div className="dialog-form-body">
        {/* Mounted on each opening, so each opening shows the spinner again. */}
        {props.open && (
          <ProviderFrame
            src={form.url}
            title={`${form.title}: form`}
            width={leadFormWidth}
            height={leadFormHeight}
            spinnerMs={leadFormSpinnerMs}
          />
        )}
      </div>
    </Dialog>
  );
}
