/** The `tel:` address of a phone number as people write it: `+1 (555) 014-2010` → `tel:+15550142010`. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/**
 * The site's phone number and e-mail address (`contact` of pages/_site.yaml) as a list of two links,
 * `tel:` and `mailto:`, each with a small decorative icon; the visible text is the number and the
 * address themselves, so they can be read out or copied. Used beside the contact pages' form and in
 * the lead-form frame's failure panel.
 */
export function ContactLinks(props: { contact: { phone: string; email: string }; className?: string }) {
  const { phone, email } = props.contact;
  return (
    <ul className={`contact-links ${props.className ?? ""}`.trim()}>
      <li>
        <a className="contact-link" href={telHref(phone)}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z" />
          </svg>
          {phone}
        </a>
      </li>
      <li>
        <a className="contact-link" href={`mailto:${email}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.6 7l6.4 4.3L18.4 7H5.6Z" />
          </svg>
          {email}
        </a>
      </li>
    </ul>
  );
}
