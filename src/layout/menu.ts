import type { Site } from "../types/schema.generated.ts";

/** A top-level menu item of `_site.yaml`. */
export type MenuItem = Site["menu"][number];

/**
 * Whether a top-level menu item is shown active for `pathname` (docs/product.md, Routes and screens: Contact is active on
 * the contact routes). An item is active when the path starts with one of its `activePaths`, or
 * equals its link's path or starts with it followed by `/` (a section's sub-pages).
 */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.activePaths?.some((prefix) => pathname === prefix || pathname.startsWith(prefix))) return true;
  if (!item.link?.startsWith("/")) return false;
  const base = item.link.split("#")[0]!;
  return pathname === base || pathname.startsWith(`${base}/`);
}
