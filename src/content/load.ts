import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Site } from "../types/schema.generated.ts";
import { crossCheck, type CheckedPage } from "./crosscheck.ts";
import { discoverPageFiles, NOT_FOUND_FILE, SITE_FILE, toRel, type PageFile } from "./discover.ts";
import { compareErrors, ContentValidationError, type ContentError } from "./errors.ts";
import { buildLeadFormUrl, type Block, type Interaction, type PageData, type RouteEntry, type SiteData } from "./model.ts";
import { parseYaml, type ParsedFile } from "./parse.ts";
import { loadSchemas, type SchemaSet } from "./schemas.ts";
import { validateWithSchema } from "./validate.ts";

/** Everything the site is made of, validated. */
export interface Content {
  site: SiteData;
  /** Pages by their own route. */
  pages: Map<string, PageData>;
  /** The not-found page (pages/_404.yaml). */
  notFound: PageData;
  /** Every published path: pages and aliases, sorted. */
  routes: RouteEntry[];
  /** Redirects from `_site.yaml`. */
  redirects: { from: string; to: string }[];
}

/** Where the content lives. Every path defaults to the folder of the same name under `rootDir`. */
export interface ContentLocation {
  rootDir: string;
  pagesDir?: string;
  schemaDir?: string;
  publicDir?: string;
  /** Overrides `environment` of `_site.yaml` (the SITE_ENV variable at build). */
  environment?: "production" | "sandbox";
  /** Overrides `videoChannel.apiKey` of `_site.yaml` (the VIDEO_API_KEY variable at build). */
  videoApiKey?: string;
}

/**
 * The content location of the project in `rootDir`, with the build-time settings from the
 * environment: `SITE_ENV` (`production` or `sandbox`) picks the environment of `_site.yaml` and
 * `VIDEO_API_KEY` overrides the video API key. Other values of `SITE_ENV` are ignored.
 * Used by every entry point (validate, build, prerender, dev server) so they all check the same thing.
 */
export function contentLocationFromEnv(rootDir: string, env: NodeJS.ProcessEnv = process.env): ContentLocation {
  const siteEnv = env.SITE_ENV === "production" || env.SITE_ENV === "sandbox" ? env.SITE_ENV : undefined;
  return { rootDir, environment: siteEnv, videoApiKey: env.VIDEO_API_KEY || undefined };
}

/**
 * Reads, parses, validates and cross-checks every page and `_site.yaml`.
 * Returns either the content or every error of every file (sorted by file, line, column), never both.
 * Never throws for bad content; throws only when the schemas themselves are broken.
 */
export function loadContent(location: ContentLocation): { content: Content; errors: [] } | { content: undefined; errors: ContentError[] } {
  const rootDir = location.rootDir;
  const pagesDir = location.pagesDir ?? join(rootDir, "pages");
  const schemas = loadSchemas({ schemaDir: location.schemaDir ?? join(rootDir, "schema") });
  const publicDir = location.publicDir ?? join(rootDir, "public");
  const errors: ContentError[] = [];

  const readAndValidate = (file: string, relFile: string, validate: SchemaSet["validatePage"]): ParsedFile | undefined => {
    const { parsed, errors: syntax } = parseYaml({ relFile, text: readFileSync(file, "utf8") });
    if (syntax.length) {
      errors.push(...syntax);
      return undefined;
    }
    const invalid = validateWithSchema({ parsed, validate, blockTypes: schemas.blockTypes });
    errors.push(...invalid);
    return invalid.length ? undefined : parsed;
  };

  const missing = (file: string, message: string) => errors.push({ code: "E_EMPTY_FILE", file: toRel(rootDir, file), line: 1, col: 1, path: "", message, frame: "" });

  const siteFile = join(pagesDir, SITE_FILE);
  let siteParsed: ParsedFile | undefined;
  if (existsSync(siteFile)) siteParsed = readAndValidate(siteFile, toRel(rootDir, siteFile), schemas.validateSite);
  else missing(siteFile, "The site settings file is missing.");

  const pageFiles = discoverPageFiles({ pagesDir, rootDir });
  const checked: { file: PageFile; page: CheckedPage }[] = [];
  const invalidRoutes: string[] = [];
  for (const file of pageFiles) {
    const parsed = readAndValidate(file.file, file.relFile, schemas.validatePage);
    if (parsed) checked.push({ file, page: { parsed, route: file.route, aliases: (parsed.data as Page).aliases ?? [] } });
    else invalidRoutes.push(file.route);
  }
  const notFoundFile = join(pagesDir, NOT_FOUND_FILE);
  let notFound: CheckedPage | undefined;
  if (existsSync(notFoundFile)) {
    const parsed = readAndValidate(notFoundFile, toRel(rootDir, notFoundFile), schemas.validatePage);
    if (parsed) notFound = { parsed, route: "/404", aliases: [] };
  } else missing(notFoundFile, "The not-found page file is missing.");

  if (siteParsed) {
    const rawSite = siteParsed.data as Site;
    const envName = location.environment ?? rawSite.environment;
    errors.push(
      ...crossCheck({
        pages: checked.map((c) => c.page),
        notFound,
        site: {
          parsed: siteParsed,
          leadForms: new Set(Object.keys(rawSite.environments[envName].leadForms)),
          videos: new Set(Object.keys(rawSite.videos)),
          redirects: rawSite.redirects,
        },
        publicDir,
        invalidRoutes,
      }),
    );
  }
  if (errors.length || !siteParsed || !notFound) return { content: undefined, errors: errors.sort(compareErrors) };

  const site = resolveSite(siteParsed.data as Site, location, publicDir, schemas.interactionDefaults as Interaction);
  const pages = new Map<string, PageData>();
  const routes: RouteEntry[] = [];
  for (const { file, page } of checked) {
    pages.set(file.route, toPageData(page.parsed.data as Page, file.route, file.relFile, publicDir, site.interaction.anchorOffset));
    routes.push({ path: file.route, page: file.route });
    for (const alias of page.aliases) routes.push({ path: alias.path, page: file.route, section: alias.section });
  }
  return {
    content: {
      site,
      pages,
      notFound: toPageData(notFound.parsed.data as Page, "/404", notFound.parsed.relFile, publicDir, site.interaction.anchorOffset),
      routes: routes.sort((a, b) => a.path.localeCompare(b.path)),
      redirects: (siteParsed.data as Site).redirects,
    },
    errors: [],
  };
}

/**
 * Like {@link loadContent}, but throws a {@link ContentValidationError} carrying every error.
 * For the router's loaders, which cannot return errors.
 */
export function loadContentOrThrow(location: ContentLocation): Content {
  const result = loadContent(location);
  if (!result.content) throw new ContentValidationError(result.errors);
  return result.content;
}

function resolveSite(raw: Site, location: ContentLocation, publicDir: string, interactionDefaults: Interaction): SiteData {
  const envName = location.environment ?? raw.environment;
  const env = raw.environments[envName];
  const leadForms = Object.fromEntries(Object.entries(env.leadForms).map(([key, form]) => [key, { url: buildLeadFormUrl(form), topic: form.topic }]));
  return {
    brand: raw.brand,
    siteUrl: raw.siteUrl,
    contact: raw.contact,
    social: raw.social,
    partners: raw.partners.map((img) => withImageSize(img, publicDir)),
    awards: raw.awards.map((img) => withImageSize(img, publicDir)),
    menu: raw.menu,
    login: { label: raw.login.label, url: env.loginUrl },
    footer: raw.footer,
    environment: envName,
    leadForms,
    videos: raw.videos,
    videoChannel: { ...raw.videoChannel, apiKey: location.videoApiKey ?? raw.videoChannel.apiKey },
    cookieNotice: raw.cookieNotice,
    interaction: { ...interactionDefaults, ...raw.interaction },
  };
}

function toPageData(raw: Page, route: string, file: string, publicDir: string, anchorOffset: number): PageData {
  return {
    route,
    file,
    title: raw.title,
    description: raw.description,
    scrollOffset: { mobile: raw.scrollOffset?.mobile ?? anchorOffset, desktop: raw.scrollOffset?.desktop ?? anchorOffset },
    blocks: raw.blocks.map((block) => addImageSizes(block, publicDir) as Block),
  };
}

/** Fills in `width`/`height` of every image object `{src, alt}` from its SVG file, so no image shifts the layout. */
function addImageSizes(value: unknown, publicDir: string): unknown {
  if (Array.isArray(value)) return value.map((v) => addImageSizes(v, publicDir));
  if (!value || typeof value !== "object") return value;
  const obj = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addImageSizes(v, publicDir)]));
  return typeof obj.src === "string" && typeof obj.alt === "string" ? withImageSize(obj as { src: string; alt: string }, publicDir) : obj;
}

const sizeCache = new Map<string, { width: number; height: number } | null>();

function withImageSize<T extends { src: string; width?: number; height?: number }>(img: T, publicDir: string): T {
  if (img.width && img.height) return img;
  const size = svgSize(join(publicDir, img.src));
  return size ? { ...img, width: img.width ?? size.width, height: img.height ?? size.height } : img;
}

/** Reads the width and height attributes of an SVG's root element, in px; null when absent or not SVG. */
export function svgSize(file: string): { width: number; height: number } | null {
  if (!file.endsWith(".svg")) return null;
  if (sizeCache.has(file)) return sizeCache.get(file)!;
  let size: { width: number; height: number } | null = null;
  if (existsSync(file)) {
    const head = readFileSync(file, "utf8").slice(0, 2000);
    const tag = /<svg\b[^>]*>/.exec(head)?.[0] ?? "";
    const width = Number(/\swidth="(\d+(?:\.\d+)?)(?:px)?"/.exec(tag)?.[1]);
    const height = Number(/\sheight="(\d+(?:\.\d+)?)(?:px)?"/.exec(tag)?.[1]);
    if (width > 0 && height > 0) size = { width: Math.round(width), height: Math.round(height) };
  }
  sizeCache.set(file, size);
  return size;
}
