import { settingByKey, useSiteSettings } from "../shared/site-context.tsx";
import { Dialog } from "./Dialog.tsx";
import { ProviderFrame } from "./ProviderFrame.tsx";

/**
 * The lead-form overlay (docs/product.md, Behaviours and Constants): a dialog that shows a spinner for
 * `interaction.leadFormSpinnerMs` (2100 ms) after each opening, then the provider's form in an
 * iframe of `leadFormWidth` x `leadFormHeight` px (500 x 1000). The dialog never exceeds the window
 * (its dynamic height, so a phone's toolbars are allowed for): narrower windows shrink the frame's
 * width, shorter ones its height, so the frame fits the dialog and the link below it, which opens the
 * same form in a new tab should the frame not load, is always on screen. Renders nothing for a form
 * key `_site.yaml` does not define (the validator rejects those).
 */
export function LeadFormOverlay(props: { formKey: string; title: string; open: boolean; onClose: () => void }) {
  const site = useSiteSettings();
  const form = settingByKey(site.leadForms, props.formKey);
  const { leadFormSpinnerMs, leadFormWidth, leadFormHeight } = site.interaction;
  if (!form) return null;
  return (
    <Dialog open={props.open} onClose={props.onClose} label={props.title} className="dialog-form">
      <h2 className="dialog-title">{props.title}</h2>
      <div className="dialog-form-body" style={{ width: `min(100%, ${leadFormWidth}px)` }}>
        {/* Mounted on each opening, so each opening shows the spinner again. */}
        {props.open && <ProviderFrame src={form.url} title={`${props.title}: form`} width={leadFormWidth} height={leadFormHeight} spinnerMs={leadFormSpinnerMs} />}
      </div>
    </Dialog>
  );
}
