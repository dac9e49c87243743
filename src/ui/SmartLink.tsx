import type { AnchorHTMLAttributes, ReactNode } from "react";

/** True for links to a file under public/ (a PDF, a video), as opposed to a page of the site. */
export function isFileLink(href: string): boolean {
  return href.startsWith("/") && /\.[A-Za-z0-9]+$/.test(href.split("#")[0]!);
}

/**
 * A link to any href allowed by the schema, as a plain anchor: pages are documents, so a site route
 * is an ordinary navigation. http(s) links open in a new tab with `rel="noopener noreferrer"`;
 * site routes, files, `#anchors`, mailto: and tel: links open in place.
 */
export function SmartLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  // A page of the site is written class first, as the prerendered pages always have been.
  if (href.startsWith("/") && !isFileLink(href))
    return (
      <a {...rest} href={href}>
        {children}
      </a>
    );
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
