import { useSiteSettings } from "../shared/site-context.tsx";
import { ContactLinks } from "./ContactLinks.tsx";
import "./provider-frame.css";

/** The props of {@link ServiceFailure}. */
export interface ServiceFailureProps {
  /** The panel's first line, e.g. "The form could not be loaded". */
  title: string;
  /** One or two sentences: what is down, in the visitor's words, and what to do instead. */
  text: string;
  /** The way forward on the outside service's own site: a button opening `href` in a new tab. */
  action: { href: string; label: string };
  /** Whether to list the site's phone and e-mail (`contact` of pages/_site.yaml). Default true; false where the page already shows them beside the panel. */
  withContact?: boolean;
  /** Extra class, e.g. `provider-frame-failed`. */
  className?: string;
  /** Rendered but hidden (a prerendered panel the site script reveals). */
  hidden?: boolean;
}

/**
 * The panel shown in place of an outside service that cannot be reached (the lead-form provider, an
 * event's video host), announced as an alert: a title, what happened and what to do, a button that
 * opens the service's page in a new tab and, unless `withContact` is false, the site's phone number
 * and e-mail address as `tel:` and `mailto:` links. One look for every such failure
 * (ui/provider-frame.css, `.service-failure`), so a visitor meets the same way forward everywhere.
 */
export function ServiceFailure(props: ServiceFailureProps) {
  const { contact } = useSiteSettings();
  return (
    <div className={`service-failure ${props.className ?? ""}`.trim()} role="alert" hidden={props.hidden}>
      <p className="service-failure-title">{props.title}</p>
      <p className="service-failure-text">{props.text}</p>
      <p className="service-failure-action">
        <a className="button button-primary" href={props.action.href} target="_blank" rel="noopener noreferrer">
          {props.action.label}
        </a>
      </p>
      {props.withContact !== false && contact && <ContactLinks contact={contact} className="service-failure-contact" />}
    </div>
  );
}
