import type { Action } from "../types/schema.generated.ts";
import { useSite } from "../layout/site-context.tsx";
import { SmartLink } from "./SmartLink.tsx";

/**
 * A button from a block's `action`. Without client code every action is a working link:
 * `href` goes there; a `leadForm` alone opens the provider's form page in a new tab; a `video`
 * opens the video file or player. Returns null only for a reference the validator would have rejected.
 */
export function ActionButton(props: { action: Action; className?: string }) {
  const { action } = props;
  const site = useSite();
  const className = `button button-${action.variant ?? "primary"} ${props.className ?? ""}`.trim();
  if (action.href) {
    return (
      <SmartLink href={action.href} className={className} data-lead-form={action.leadForm}>
        {action.label}
      </SmartLink>
    );
  }
  const target = action.leadForm ? site.leadForms[action.leadForm]?.url : action.video ? site.videos[action.video]?.src : undefined;
  if (!target) return null;
  return (
    <a href={target} className={className} target="_blank" rel="noopener noreferrer" data-lead-form={action.leadForm} data-video={action.video}>
      {action.label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** A row of action buttons; nothing when the list is empty or absent. */
export function ActionRow(props: { actions?: readonly Action[]; className?: string }) {
  if (!props.actions?.length) return null;
  return (
    <div className={`action-row ${props.className ?? ""}`.trim()}>
      {props.actions.map((a, i) => (
        <ActionButton key={i} action={a} />
      ))}
    </div>
  );
}
