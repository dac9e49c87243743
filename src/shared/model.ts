import type { Page, ShareImage, Site } from "../types/schema.generated.ts";

/** One block of a page, as validated: the union of every block schema's type. */
export type Block = Page["blocks"][number];
/** A block type name, e.g. `hero`. */
export type BlockType = Block["type"];

/** A validated page, ready to render: the route it is served on and, for aliases, the section to scroll to. */
export interface PageData {
  /** The page's own route, e.g. `/precisionERP`. */
  route: string;
  /** Source file relative to the project root. */
  file: string;
  title: string;
  description: string;
  /** The page's own share image (`image` in its YAML), if it sets one; otherwise the site's applies. */
  image?: SharedImage;
  /** Scroll offset above a section, in px, by screen size (docs/product.md, Constants: 200 unless the page says otherwise). */
  scrollOffset: { mobile: number; desktop: number };
  blocks: Block[];
  /** The responsive forms of the raster pictures its blocks show, by picture path (set by the build only; see {@link PictureSet}). */
  pictures?: PictureSets;
}

/**
 * The forms the build made of one raster picture (JPEG, PNG or WebP under public/) for the widths the
 * layout needs: `srcset` lists of AVIF and WebP files, e.g. `/images/_/team-320-1a2b3c4d5e.avif 320w,
 * /images/_/team-640-9f8e7d6c5b.avif 640w`, never wider than the picture itself. The original stays
 * the `<img>` fallback. SVG pictures have none.
 */
export interface PictureSet {
  avif: string;
  webp: string;
}

/** Picture sets by the picture's path under public/ (its `src`, e.g. `/images/team/ana.jpg`). */
export type PictureSets = Record<string, PictureSet>;

/**
 * A share image (Open Graph / Twitter card) as the head tags need it: path under public/, text
 * alternative, and its intrinsic size in px read from the PNG or JPEG file (absent when the file
 * cannot be read).
 */
export interface SharedImage extends ShareImage {
  width?: number;
  height?: number;
}

/**
 * A resolved lead form (docs/product.md, Content): its provider URL with form id, hash and topic, and
 * `title`, the heading and accessible name of the dialog it opens in.
 */
interface LeadFormLink {
  url: string;
  topic: string;
  title: string;
}

/**
 * What every page needs to know about the site, resolved for the chosen environment: nothing of the
 * other environment is included, so it never reaches the browser.
 */
export interface SiteData {
  brand: Site["brand"];
  siteUrl: string;
  /** The share image of every page that does not set its own (`shareImage` of `_site.yaml`). */
  shareImage?: SharedImage;
  contact: Site["contact"];
  social: Site["social"];
  partners: Site["partners"];
  awards: Site["awards"];
  menu: Site["menu"];
  login: { label: string; url: string };
  footer: Site["footer"];
  environment: Site["environment"];
  /** Lead forms by key, with their full embedded-form URLs. */
  leadForms: Record<string, LeadFormLink>;
  videos: Site["videos"];
  videoChannel: Site["videoChannel"];
  cookieNotice: Site["cookieNotice"];
  /** Overlay timings and sizes, every field filled in from the schema's defaults. */
  interaction: Interaction;
  /** The responsive forms of the raster pictures of the header and footer (brand, partners, awards), by path; set by the build only. */
  pictures?: PictureSets;
}

/**
 * The origins (`https://host`) of the third parties a page may load from, by role: framed lead
 * forms, framed video players, the video API the video list calls, and images that are not the
 * site's own files (video thumbnails). Build side only: the Content-Security-Policy is made of them.
 */
export interface ThirdPartyOrigins {
  leadForms: string[];
  videoPlayers: string[];
  videoApi: string[];
  images: string[];
}

/**
 * Timings (ms) and sizes (px) of overlays and scrolling (docs/product.md, Constants): `leadFormSpinnerMs` 2100,
 * `leadFormWidth` 600, `leadFormHeight` 1000, `anchorOffset` 200 unless
 * `_site.yaml` says otherwise.
 */
export type Interaction = Required<NonNullable<Site["interaction"]>>;

/** A route the build publishes and what it shows. */
export interface RouteEntry {
  /** The URL path, e.g. `/precisionERP/AssetManagement`. */
  path: string;
  /** Route of the page rendered there (differs from `path` for aliases). */
  page: string;
  /** For aliases: id of the section the page scrolls to. */
  section?: string;
}

/**
 * Builds an embedded-form URL: `url?formid=<formId>&h=<hash>&topic=<topic>` (docs/product.md, Content and Outside calls).
 * Keeps any query the URL already has. Throws a TypeError when `url` is not an absolute URL.
 */
export function buildLeadFormUrl(form: { url: string; formId: string; hash: string; topic: string }): string {
  const url = new URL(form.url);
  url.searchParams.set("formid", form.formId);
  url.searchParams.set("h", form.hash);
  url.searchParams.set("topic", form.topic);
  return url.toString();
}
