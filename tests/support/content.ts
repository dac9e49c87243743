import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadContentOrThrow } from "../../src/content/load.ts";
import type { Block } from "../../src/shared/model.ts";
import { TEST_VIDEO_API_KEY } from "./video-key.ts";

/** The video API key in the build under test: VIDEO_API_KEY when set, else the one `npm test` builds with. */
export const videoApiKey = process.env.VIDEO_API_KEY || TEST_VIDEO_API_KEY;

/**
 * The site's validated content, read the way the build reads it (with the build's video API key: a
 * site built without one leaves its Videos section and the menu's link to it out), for expectations
 * that follow the YAML.
 */
export const content = loadContentOrThrow({ rootDir: process.cwd(), videoApiKey });
export const brand = content.site.brand.name;
export { TEST_VIDEO_API_KEY };

/** Spec section 2, route table: every route the site must serve, aliases included. */
export const SPEC_ROUTES = [
  "/home",
  "/precisionERP",
  "/precisionERP/AssetManagement",
  "/precisionERP/ErpSolution",
  "/precisionERP/UnifiedSystems",
  "/precisionERP/AdditionalModules",
  "/careers",
  "/verticals",
  "/verticals/agriculture",
  "/verticals/construction",
  "/verticals/healthcare",
  "/verticals/logistic",
  "/verticals/manufacturing",
  "/verticals/rentals",
  "/partners",
  "/resources",
  "/services",
  "/services/AdminInABox",
  "/services/DirectHire",
  "/services/ConsultantContractors",
  "/contactProducts",
  "/contactStaffing",
  "/contactSupport",
  "/joinus",
  "/aboutus",
  "/privacyPolicy",
  "/termsAndCondition",
  "/cookies",
] as const;

/** The first block of `type` on the page at `route`, as the YAML gives it. Throws when the page has none. */
export function blockOf<T extends Block["type"]>(route: string, type: T): Extract<Block, { type: T }> {
  const block = content.pages.get(route)?.blocks.find((b) => b.type === type);
  if (!block) throw new Error(`${route} has no ${type} block`);
  return block as Extract<Block, { type: T }>;
}

/** The events of the Resources page's events browser, and the pictures of its gallery. */
export const resourcesEvents = blockOf("/resources", "eventsBrowser").events;
export const resourcesGallery = blockOf("/resources", "gallery").images;

/**
 * Routes whose page, as built, has no island (no `data-island` in build/client/<route>/index.html):
 * they load the site script only, never React. Read from the build under test.
 */
export const STATIC_ROUTES = content.routes.filter((r) => !readFileSync(join(process.cwd(), "build", "client", r.path, "index.html"), "utf8").includes("data-island=")).map((r) => r.path);
