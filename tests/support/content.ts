import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { loadContentOrThrow } from "../../src/content/load.ts";
import type { Block } from "../../src/shared/model.ts";
import { TEST_VIDEO_API_KEY } from "../../scripts/support/video-key.ts";

/** The video API key in the build under test: VIDEO_API_KEY when set, else the one `npm test` builds with. */
export const videoApiKey = process.env.VIDEO_API_KEY || TEST_VIDEO_API_KEY;

/**
 * The site's validated content, read the way the build reads it (with the build's video API key: a
 * site built without one leaves its Videos section and the menu's link to it out), for expectations
 * that follow the YAML.
 */
export const content = loadContentOrThrow({ rootDir: process.cwd(), videoApiKey });
export const brand = content.site.brand.name;

/** Every route the site must serve, aliases included: the addresses visitors and search engines already know (docs/product.md). */
export const REQUIRED_ROUTES = [
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

/** The served build's files (build/client), as the e2e tests' server and the byte budgets read them. */
export const CLIENT_DIR = join(process.cwd(), "build", "client");

let staticRoutesRead: string[] | undefined;

/**
 * Routes whose page, as built, has no island (no `data-island` in build/client/<route>/index.html):
 * they load the site script only, never React. Read from the build under test on first use, never
 * when a spec file is loaded, so that listing the tests (`playwright test --list`) and the editor's
 * tests need no build. Throws, saying to build first, when the build is missing.
 */
export function staticRoutes(): string[] {
  staticRoutesRead ??= content.routes
    .filter((r) => {
      const file = join(CLIENT_DIR, r.path, "index.html");
      if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (npm test builds before the end-to-end tests).`);
      return !readFileSync(file, "utf8").includes("data-island=");
    })
    .map((r) => r.path);
  return staticRoutesRead;
}
