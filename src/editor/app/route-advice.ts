/**
 * What the new-page dialog says under the address while the author types it, before anything is
 * created: one certain fix, or the page that already has the address.
 */
import type { PageSummary } from "../api-types.ts";
import { suggestedRoute } from "./page-model.ts";

/**
 * One piece of advice: `use` a fixed address (a button puts it in the field), `open` the page that
 * has the address (a button opens it), or `redirect`: the address sends visitors elsewhere, and the
 * new page can take it over (a button removes the redirect and creates the page).
 */
export type RouteAdvice =
  | { kind: "use"; message: string; route: string }
  | { kind: "open"; message: string; file: string; title: string }
  | { kind: "redirect"; message: string; route: string };

/** A route as the author types it: leading slash added, spaces around and trailing slashes removed. */
function typedRoute(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, "");
  if (!trimmed) return "";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** `route` with each folder written as the site's existing routes write it (`/Verticals/mining` → `/verticals/mining`). */
function withFolderCase(route: string, routes: readonly string[]): string {
  const parts = route.split("/");
  for (let i = 1; i < parts.length - 1; i++) {
    const prefix = parts
      .slice(0, i + 1)
      .join("/")
      .toLowerCase();
    const known = routes
      .map((r) =>
        r
          .split("/")
          .slice(0, i + 1)
          .join("/"),
      )
      .find((r) => r.toLowerCase() === prefix);
    if (known) parts.splice(0, i + 1, ...known.split("/"));
  }
  return parts.join("/");
}

/**
 * The advice for the address `typed`, given the site's `pages` and `redirects`; null when there is
 * nothing to say (empty, or free). In order: spaces or other characters an address cannot have (the
 * address made of its words, folders in the site's own case); the address of an existing page, or
 * one that differs from it only in capitals (open that page); a folder written in other capitals
 * than the site's (the address with the site's); a redirect (take it over).
 */
export function routeAdvice(
  typed: string,
  pages: readonly PageSummary[],
  redirects: readonly { from: string; to: string }[],
): RouteAdvice | null {
  const routes = pages.flatMap((p) => (p.route ? [p.route] : []));
  const cleaned = suggestedRoute(typed);
  if (cleaned) {
    const route = withFolderCase(cleaned, routes);
    const message = /\s/.test(typed.trim())
      ? "An address has no spaces: its words are joined by -."
      : "An address uses only letters, digits, - and _.";
    return { kind: "use", message, route };
  }
  const route = typedRoute(typed);
  if (!route || route === "/") return null;
  const same = pages.find((p) => p.route === route);
  if (same) return { kind: "open", message: `There is already a page at ${route}: “${same.title}”.`, file: same.file, title: same.title };
  const sameButCase = pages.find((p) => p.route?.toLowerCase() === route.toLowerCase());
  if (sameButCase)
    return {
      kind: "open",
      message: `“${sameButCase.title}” is at ${sameButCase.route}: an address that differs only in capitals cannot be another page (some computers cannot tell them apart).`,
      file: sameButCase.file,
      title: sameButCase.title,
    };
  const folders = withFolderCase(route, routes);
  if (folders !== route)
    return { kind: "use", message: `The site writes this folder ${folders.split("/").slice(0, -1).join("/")}.`, route: folders };
  const redirect = redirects.find((r) => r.from === route);
  if (redirect) return { kind: "redirect", message: `${route} sends visitors to ${redirect.to} (a redirect in the site settings).`, route };
  return null;
}
