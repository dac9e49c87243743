import type { MouseEvent } from "react";
import type { Action } from "../types/schema.generated.ts";
import { settingByKey, useSiteSettings } from "../shared/site-context.tsx";
import { NARROW_QUERY } from "./breakpoints.ts";
import { useHydrated } from "./useHydrated.ts";
import { openOverlay } from "./overlays.ts";
import { Island } from "../islands/Island.tsx";
import { SmartLink } from "./SmartLink.tsx";
import "./action.css";

/**
 * Labels that say nothing out of their section ("Learn More"), as search engines and screen
 * readers' lists of links meet them. Compared lower-cased.
 */
const GENERIC_LABELS: ReadonlySet<string> = new Set([
  "learn more",
  "read more",
  "more",
  "find out more",
  "more info",
  "details",
  "click here",
  "here",
  "go",
]);

/**
 * A button from a block's `action` (docs/product.md, Behaviours). One that opens a dialog (a `video` or a
 * `leadForm`) is an island of its own, hydrated when it comes into view, unless it is already part
 * of an interactive block's island; any other is a plain link, with no JavaScript. See {@link ActionLink}.
 */
export function ActionButton(props: ActionButtonProps) {
  if (!opensDialog(props.action)) return <ActionLink {...props} />;
  return <Island name="actionButton" component={ActionLink} props={props} />;
}

/** The props of {@link ActionButton}: plain data, so an island can carry them as JSON. */
export interface ActionButtonProps {
  action: Action;
  className?: string;
  responsive?: boolean;
  context?: string;
}

/**
 * The link of an {@link ActionButton} (docs/product.md, Behaviours). Without client code every action is a working
 * link: `href` goes there; a `leadForm` alone opens the provider's form page in a new tab; a `video`
 * opens the video file or player. Once the page's script runs, a `video` opens the video overlay and
 * plays; a `leadForm` alone opens the lead-form overlay; `href` together with `leadForm` opens the
 * overlay on narrow windows (<= 550 px) and follows the link on wider ones.
 * `responsive` gives the Learn More style that switches to its mobile variant at 550 px.
 * `context` (the block's heading) is added as visually hidden text after a generic label
 * ({@link GENERIC_LABELS}), so "Learn More" reads as "Learn More: Asset Management" to screen
 * readers and search engines while the button shows the label the page gives it.
 * Returns null only for a reference the validator would have rejected.
 */
export function ActionLink(props: ActionButtonProps) {
  const { action } = props;
  const site = useSiteSettings();
  const hydrated = useHydrated();
  const className = ["button", `button-${action.variant ?? "primary"}`, props.responsive ? "button-responsive" : "", props.className ?? ""]
    .filter(Boolean)
    .join(" ");
  const video = action.video ? settingByKey(site.videos, action.video) : undefined;
  const form = action.leadForm ? settingByKey(site.leadForms, action.leadForm) : undefined;
  const label = (
    <>
      {action.label}
      {props.context && GENERIC_LABELS.has(action.label.trim().toLowerCase()) && <span className="visually-hidden">: {props.context}</span>}
    </>
  );
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (action.video && video) {
      event.preventDefault();
      void openOverlay(site, { kind: "video", key: action.video }).catch(() => window.location.assign(video.src));
    } else if (action.leadForm && form && (!action.href || window.matchMedia(NARROW_QUERY).matches)) {
      event.preventDefault();
      void openOverlay(site, { kind: "leadForm", key: action.leadForm }).catch(() => window.location.assign(form.url));
    }
  };
  if (action.href) {
    return (
      <SmartLink href={action.href} className={className} data-lead-form={action.leadForm} onClick={onClick}>
        {label}
      </SmartLink>
    );
  }
  const target = form?.url ?? video?.src;
  if (!target) return null;
  // After hydration the control opens a dialog in the page, no longer a new tab.
  const opensDialog = hydrated;
  return (
    <a
      href={target}
      className={className}
      target={opensDialog ? undefined : "_blank"}
      rel="noopener noreferrer"
      aria-haspopup={opensDialog ? "dialog" : undefined}
      data-lead-form={action.leadForm}
      data-video={action.video}
      onClick={onClick}
    >
      {label}
      {!opensDialog && (
        <>
          {" "}
          <span className="visually-hidden">(opens in a new tab)</span>
        </>
      )}
    </a>
  );
}

/** Whether an action opens a dialog (a video or a lead form), and so needs the browser. */
function opensDialog(action: Action): boolean {
  return Boolean(action.video || action.leadForm);
}

/**
 * An action button alone in its box, `<div className={className}>`: one island with its box when it
 * opens a dialog (see {@link ActionButton}), a plain link in it otherwise.
 */
export function ActionBox(props: ActionButtonProps & { boxClassName: string }) {
  const { boxClassName, ...button } = props;
  if (!opensDialog(button.action))
    return (
      <div className={boxClassName}>
        <ActionLink {...button} />
      </div>
    );
  return <Island name="actionButton" component={ActionLink} props={button} box={boxClassName} />;
}

/** The buttons of an {@link ActionRow}, without their row. */
export function ActionRowButtons(props: { actions: readonly Action[]; context?: string; responsive?: boolean }) {
  return (
    <>
      {props.actions.map((a, i) => (
        <ActionLink key={i} action={a} context={props.context} responsive={props.responsive} />
      ))}
    </>
  );
}

/**
 * A row of action buttons (`<div class="action-row">`); nothing when the list is empty or absent.
 * A row with a button that opens a dialog is one island, the row its box. `responsive` gives every
 * button the Learn More style (see {@link ActionLink}).
 */
export function ActionRow(props: { actions?: readonly Action[]; className?: string; context?: string; responsive?: boolean }) {
  if (!props.actions?.length) return null;
  const box = `action-row ${props.className ?? ""}`.trim();
  const buttons = { actions: props.actions, context: props.context, responsive: props.responsive };
  if (props.actions.some(opensDialog)) return <Island name="actionRow" component={ActionRowButtons} props={buttons} box={box} />;
  return (
    <div className={box}>
      <ActionRowButtons {...buttons} />
    </div>
  );
}
