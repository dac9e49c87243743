import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";

/** True for links that leave the site (http(s), mailto:, tel:). */
export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

/** True for links to a file under public/ (a PDF, a video): the browser loads them, the router does not. */
export function isFileLink(href: string): boolean {
  return href.startsWith("/") && /\.[A-Za-z0-9]+$/.test(href.split("#")[0]!);
}

/**
 * A link to any href allowed by the schema. Site routes use the router's client navigation;
 * http(s) links open in a new tab with `rel="noopener noreferrer"`; files and mailto:/tel: links are plain anchors.
 */
export function SmartLink({ href, children, ...rest }: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (isExternal(href) || isFileLink(href) || href.startsWith("#")) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
