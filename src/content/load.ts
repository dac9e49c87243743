import { existsSync, lstatSync, readFileSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join, relative } from "node:path";
import { imageSize } from "image-size";
import { parse } from "yaml";
import type { Page, ShareImage, Site } from "../types/schema.generated.ts";
import { crossCheck, type CheckedPage } from "./crosscheck.ts";
import {
  checkRouteNames,
  discoverPages,
  linkedFileError,
  NOT_FOUND_FILE,
  routeForPageFile,
  SITE_FILE,
  toRel,
  type PageFile,
} from "./discover.ts";
import { fillParsedFile, placeholderValues, type PlaceholderValues } from "./placeholders.ts";
import { blockExamples } from "./block-examples.ts";
import { leafTexts, pageTemplateTexts } from "./template-texts.ts";
import { checkValues, type ValueCheckOptions } from "./value-checks.ts";
import { compareErrors, ContentValidationError, explain, isBlocking, type ContentError } from "./errors.ts";
import { withMenuOfShownSections } from "../shared/sections.ts";
import {
  buildLeadFormUrl,
  type Block,
  type Interaction,
  type PageData,
  type RouteEntry,
  type SharedImage,
  type SiteData,
  type ThirdPartyOrigins,
} from "../shared/model.ts";
import { parseYaml, validatedParsedFile, type ParsedFile } from "./parse.ts";
import type { ContentCache } from "./content-cache.ts";
import { loadSchemasCached, type SchemaSet } from "./schemas.ts";
import { validateWithSchema } from "./validate.ts";
import { readContentFile } from "./file-read.ts";

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
  /** Third-party origins for the Content-Security-Policy (build side only; never sent to the browser). */
  thirdParties: ThirdPartyOrigins;
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
  /**
   * Texts to use instead of files on disk, by path relative to the project root (`pages/home.yaml` →
   * its draft text), so a draft is validated in place of its file without writing it. A page file
   * that does not exist yet is added with the route its path publishes. See {@link readSources}.
   */
  overlay?: ReadonlyMap<string, string>;
  /**
   * Where the results of files that passed parsing and schema validation are kept between processes
   * (src/content/content-cache.ts); each load saves what it used. None: every file is parsed.
   */
  cache?: ContentCache;
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

/** The text of one content file, as read from disk (or made up by a test). */
interface SourceFile {
  /** Path relative to the project root with forward slashes, e.g. `pages/home.yaml`; used in messages. */
  relFile: string;
  text: string;
}

/** Every content file of a project: the site settings, the not-found page and the route pages. */
export interface ContentSources {
  /** `pages/_site.yaml`; undefined when the file does not exist. */
  site?: SourceFile;
  /** `pages/_404.yaml`; undefined when the file does not exist. */
  notFound?: SourceFile;
  /** Every route page, with the route its path publishes. */
  pages: (SourceFile & { route: string })[];
  /** Files and folders refused unread (see discoverPages). */
  refused?: ContentError[];
}

/** What {@link validateSources} found: the errors, and the files that passed, ready to turn into content. */
export interface ValidatedSources {
  /** Every error of every file, sorted by file, line and column. */
  errors: ContentError[];
  site?: ParsedFile;
  notFound?: CheckedPage;
  /** The pages that passed parsing and schema validation. */
  pages: CheckedPage[];
}

/**
 * Reads the content files of a project from disk: `_site.yaml`, `_404.yaml` and every route page
 * under `pagesDir` (see discoverPageFiles). Missing special files are left undefined. `overlay` (path
 * relative to `rootDir` → text) replaces the text of the files it names, and adds the page files it
 * names that are not on disk (a path under `pagesDir` that publishes a route, or a special file);
 * other paths in it are ignored, and a file refused on disk (a symbolic link) stays refused. Throws
 * only when a file or the folder cannot be read (a permissions problem, not a content error); for a
 * file, an Error naming it ("The page file pages/about.yaml could not be read: …") whose `cause` is
 * the file system's error.
 */
export function readSources(params: { rootDir: string; pagesDir: string; overlay?: ReadonlyMap<string, string> }): ContentSources {
  const overlay = params.overlay ?? new Map<string, string>();
  const discovered = discoverPages({ pagesDir: params.pagesDir, rootDir: params.rootDir });
  const refused = [...discovered.errors];
  const special = (name: string): SourceFile | undefined => {
    const file = join(params.pagesDir, name);
    const relFile = toRel(params.rootDir, file);
    if (isSymlink(file)) {
      refused.push(linkedFileError(relFile, "pages/"));
      return { relFile, text: "" };
    }
    const draft = overlay.get(relFile);
    if (draft !== undefined) return { relFile, text: draft };
    if (!existsSync(file)) return undefined;
    return { relFile, text: readContentFile(file, relFile, name === SITE_FILE ? "site settings file" : "page file") };
  };
  const pages = discovered.files.map((f: PageFile) => ({
    relFile: f.relFile,
    route: f.route,
    text: overlay.get(f.relFile) ?? readContentFile(f.file, f.relFile),
  }));
  const known = new Set([...pages.map((p) => p.relFile), ...refused.map((e) => e.file)]);
  const pagesPrefix = `${toRel(params.rootDir, params.pagesDir)}/`;
  for (const [relFile, text] of overlay) {
    if (known.has(relFile) || !relFile.startsWith(pagesPrefix)) continue;
    const route = routeForPageFile(relFile.slice(pagesPrefix.length));
    if (route) pages.push({ relFile, route, text });
  }
  return {
    site: special(SITE_FILE),
    notFound: special(NOT_FOUND_FILE),
    pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
    refused,
  };
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Parses, validates and cross-checks content held in memory: every file is checked and every error
 * of every file is returned (sorted), with the files that passed. A missing site or not-found file is
 * an `E_EMPTY_FILE` error at `missingSite`/`missingNotFound` (defaults: pages/_site.yaml and
 * pages/_404.yaml). `environment` overrides the one `_site.yaml` chooses (its lead forms are the ones
 * pages may name). `wasDeleted` tells whether Git knows a route's page file as deleted (a broken link
 * to it then gets the redirect to add); `blockCatalogues` lists routes that show every block type on
 * one page and so are exempt from the one-page-heading rule. Never throws on bad content, whatever
 * the texts hold.
 */
export function validateSources(params: {
  sources: ContentSources;
  schemas: SchemaSet;
  publicDir: string;
  environment?: "production" | "sandbox";
  missingSite?: string;
  missingNotFound?: string;
  wasDeleted?: (route: string) => boolean;
  blockCatalogues?: readonly string[];
  /** Results kept from earlier processes (see {@link ContentLocation.cache}). */
  cache?: ContentCache;
}): ValidatedSources {
  const { sources, schemas, publicDir } = params;
  const errors: ContentError[] = [...(sources.refused ?? []), ...checkRouteNames(sources.pages, publicDir)];
  const refusedFiles = new Set((sources.refused ?? []).map((e) => e.file));
  let placeholders: PlaceholderValues | undefined;
  const parseAndValidate = (source: SourceFile, validate: SchemaSet["validatePage"], own = false): ParsedFile | undefined => {
    const result = parseAndValidateCached(source, validate, schemas, own ? "own" : placeholders, params.cache);
    errors.push(...result.errors);
    if (own) placeholders = result.values;
    return result.parsed;
  };
  const missing = (relFile: string, kind: "missingSite" | "missingNotFound", hint: string) =>
    errors.push({
      code: "E_EMPTY_FILE",
      file: relFile,
      line: 1,
      col: 1,
      path: "",
      message: explain("E_EMPTY_FILE", { kind }).message,
      hint,
      frame: "",
    });

  const siteParsed =
    sources.site && !refusedFiles.has(sources.site.relFile) ? parseAndValidate(sources.site, schemas.validateSite, true) : undefined;
  if (!sources.site)
    missing(
      params.missingSite ?? `pages/${SITE_FILE}`,
      "missingSite",
      "Create it: it holds the brand, menu, footer, redirects and environments (see docs/authoring.md).",
    );

  const pages: CheckedPage[] = [];
  const invalidRoutes: string[] = [];
  for (const source of sources.pages) {
    if (refusedFiles.has(source.relFile)) continue;
    const parsed = parseAndValidate(source, schemas.validatePage);
    if (parsed) pages.push({ parsed, route: source.route, aliases: (parsed.data as Page).aliases ?? [] });
    else invalidRoutes.push(source.route);
  }
  let notFound: CheckedPage | undefined;
  if (sources.notFound && refusedFiles.has(sources.notFound.relFile)) {
    // Refused unread; reported above.
  } else if (sources.notFound) {
    const parsed = parseAndValidate(sources.notFound, schemas.validatePage);
    if (parsed) notFound = { parsed, route: "/404", aliases: [] };
  } else
    missing(
      params.missingNotFound ?? `pages/${NOT_FOUND_FILE}`,
      "missingNotFound",
      "Create it like any page: it is shown for every unknown path.",
    );

  if (siteParsed) {
    const rawSite = siteParsed.data as Site;
    const envName = params.environment ?? rawSite.environment;
    errors.push(
      ...crossCheck({
        pages,
        notFound,
        site: {
          parsed: siteParsed,
          leadForms: new Set(Object.keys(rawSite.environments[envName].leadForms)),
          videos: new Set(Object.keys(rawSite.videos)),
          redirects: rawSite.redirects,
          videoPlayers:
            rawSite.contentSecurity?.videoPlayers ?? (schemas.contentSecurityDefaults as { videoPlayers?: string[] }).videoPlayers,
        },
        publicDir,
        invalidRoutes,
        wasDeleted: params.wasDeleted,
        blockCatalogues: params.blockCatalogues,
        hrefKeys: schemas.hrefKeys,
        assetKeys: schemas.assetKeys,
      }),
    );
  }
  return { errors: dedupeErrors(errors).sort(compareErrors), site: siteParsed, notFound, pages };
}

/** Per file: the last text parsed and schema-validated, with its result (the dev server and tests re-check unchanged files often). */
const fileCache = new Map<
  string,
  {
    text: string;
    validate: SchemaSet["validatePage"];
    key: string;
    parsed?: ParsedFile;
    errors: ContentError[];
    values?: PlaceholderValues;
  }
>();

/**
 * Parses and schema-validates one file, reusing the previous result when neither its text nor the
 * compiled schema changed: this process's (any result), else `cache`'s (a valid file's, kept by an
 * earlier process with the same code and schemas). Returns the parsed file when it is valid, and its errors.
 */
function parseAndValidateCached(
  source: SourceFile,
  validate: SchemaSet["validatePage"],
  schemas: SchemaSet,
  placeholders: PlaceholderValues | "own" | undefined,
  cache?: ContentCache,
): { parsed?: ParsedFile; errors: ContentError[]; values?: PlaceholderValues } {
  const key = placeholders instanceof Map ? JSON.stringify([...placeholders]) : String(placeholders);
  const kind = validate === schemas.validateSite ? "site" : "page";
  const storedKey = cache?.key(schemas.fingerprint, kind, key, source.relFile, source.text);
  const hit = fileCache.get(source.relFile);
  if (hit && hit.text === source.text && hit.validate === validate && hit.key === key) {
    if (storedKey !== undefined && hit.parsed) cache!.keep(storedKey, { data: hit.parsed.data, values: hit.values });
    return hit;
  }
  const stored = storedKey === undefined ? undefined : cache!.get(storedKey);
  if (stored) {
    const parsed = validatedParsedFile(source.relFile, source.text, stored.data);
    const result = { text: source.text, validate, key, parsed, errors: [], values: stored.values };
    fileCache.set(source.relFile, result);
    return result;
  }
  const { parsed, errors: syntax } = parseYaml(source);
  let errors = syntax;
  let values: PlaceholderValues | undefined;
  if (!syntax.length) {
    // The site's own texts are filled from its own values; a page's from the site's (none when the site could not be read).
    const own = placeholders === "own";
    const valueErrors = checkValues(parsed, own ? {} : templateTexts(schemas));
    values = own ? placeholderValues(parsed.data) : placeholders;
    const unknown = values ? fillParsedFile(parsed, values, { isSite: placeholders === "own" }) : [];
    const explained = new Set(unknown.map((e) => e.path));
    const schema = validateWithSchema({ parsed, validate, blockTypes: schemas.blockTypes, definitions: schemas.definitions });
    errors = [...valueErrors, ...unknown, ...schema.filter((e) => !explained.has(e.path))];
  }
  // A file that passed keeps its data and text only: its parsed document, several times the text's size,
  // is parsed again only when a check across files has an error to locate in it (10,000 pages held
  // theirs, 2.5 GB at the build's peak).
  const passed = errors.length ? undefined : validatedParsedFile(source.relFile, source.text, parsed.data);
  const result = { text: source.text, validate, key, parsed: passed, errors, values };
  fileCache.set(source.relFile, result);
  if (storedKey !== undefined && !errors.length) cache!.set(storedKey, { data: parsed.data, values });
  return result;
}

const templates = new WeakMap<SchemaSet, ValueCheckOptions>();

/**
 * The texts of the page template (see src/content/template-texts.ts), read once per schema set. A
 * text that is also in a block example is not among them: the examples are real texts of the site.
 */
function templateTexts(schemas: SchemaSet): ValueCheckOptions {
  let found = templates.get(schemas);
  if (!found) {
    found = { pageTemplate: pageTemplateTexts(new Set(blockExamples(schemas).flatMap((e) => leafTexts(e.block)))) };
    templates.set(schemas, found);
  }
  return found;
}

/** Drops repeats of one error (same file, place, code and message), e.g. a mistake inside a YAML anchor reached by several aliases. */
function dedupeErrors(errors: ContentError[]): ContentError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const key = `${e.file}:${e.line}:${e.col}:${e.code}:${e.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Reads, parses, validates and cross-checks every page and `_site.yaml` (with `location.overlay`'s
 * texts in place of the files it names, see {@link readSources}).
 * Returns either the content (with the warnings found: likely slips that still publish) or every
 * error and warning of every file (sorted by file, line, column), never both.
 * Never throws for bad content; throws only when the schemas themselves are broken or a file cannot be read.
 */
export function loadContent(
  location: ContentLocation,
): { content: Content; errors: []; warnings: ContentError[] } | { content: undefined; errors: ContentError[] } {
  const { checked, schemas, publicDir } = validateLocation(location);
  const { site: siteParsed, notFound } = checked;
  if (checked.errors.some(isBlocking) || !siteParsed || !notFound) return { content: undefined, errors: checked.errors };
  const warnings = checked.errors;

  const site = resolveSite(siteParsed.data as Site, location, publicDir, schemas.interactionDefaults as Interaction);
  const pages = new Map<string, PageData>();
  const routes: RouteEntry[] = [];
  for (const page of checked.pages) {
    pages.set(page.route, toPageData(page.parsed.data as Page, page.route, page.parsed.relFile, publicDir, site.interaction.anchorOffset));
    routes.push({ path: page.route, page: page.route });
    for (const alias of page.aliases) routes.push({ path: alias.path, page: page.route, section: alias.section });
  }
  return {
    content: {
      site: withMenuOfShownSections(site, pages),
      pages,
      notFound: toPageData(notFound.parsed.data as Page, "/404", notFound.parsed.relFile, publicDir, site.interaction.anchorOffset),
      routes: routes.sort((a, b) => a.path.localeCompare(b.path)),
      redirects: (siteParsed.data as Site).redirects,
      thirdParties: thirdPartyOrigins(
        siteParsed.data as Site,
        site,
        schemas.contentSecurityDefaults as Required<NonNullable<Site["contentSecurity"]>>,
      ),
    },
    errors: [],
    warnings,
  };
}

/** Reads and validates every content file of `location` (see {@link validateSources}). */
function validateLocation(location: ContentLocation): {
  checked: ValidatedSources;
  schemas: SchemaSet;
  publicDir: string;
  sources: ContentSources;
  pagesDir: string;
} {
  const rootDir = location.rootDir;
  const pagesDir = location.pagesDir ?? join(rootDir, "pages");
  const schemas = loadSchemasCached({ schemaDir: location.schemaDir ?? join(rootDir, "schema") });
  const publicDir = location.publicDir ?? join(rootDir, "public");
  const sources = readSources({ rootDir, pagesDir, overlay: location.overlay });
  const checked = validateSources({
    sources,
    schemas,
    publicDir,
    environment: location.environment,
    missingSite: toRel(rootDir, join(pagesDir, SITE_FILE)),
    missingNotFound: toRel(rootDir, join(pagesDir, NOT_FOUND_FILE)),
    wasDeleted: deletedRoutes(rootDir, pagesDir),
    cache: location.cache,
  });
  location.cache?.save();
  return { checked, schemas, publicDir, sources, pagesDir };
}

/**
 * Like {@link loadContent}, but for a preview while some files have errors: every error and warning
 * of every file, and the models of the files that passed parsing and schema validation, whatever
 * errors other files (or their own cross-checks) have: the site (when `_site.yaml` passed), the pages
 * by route whose `wanted(route)` is true (all unless given; `/404` is the not-found page). The models
 * are what the page route would render for those files. Never throws for bad content.
 */
export function loadModels(
  location: ContentLocation,
  wanted: (route: string) => boolean = () => true,
): { errors: ContentError[]; site?: SiteData; pages: Map<string, PageData> } {
  const { checked, schemas, publicDir } = validateLocation(location);
  const interaction = schemas.interactionDefaults as Interaction;
  const site = checked.site ? resolveSite(checked.site.data as Site, location, publicDir, interaction) : undefined;
  const anchorOffset = site?.interaction.anchorOffset ?? interaction.anchorOffset;
  const pages = new Map<string, PageData>();
  for (const page of [...checked.pages, ...(checked.notFound ? [checked.notFound] : [])]) {
    if (wanted(page.route))
      pages.set(page.route, toPageData(page.parsed.data as Page, page.route, page.parsed.relFile, publicDir, anchorOffset));
  }
  return { errors: checked.errors, ...(site ? { site } : {}), pages };
}

/**
 * The content as the dev server renders it while some files have errors: every error and warning of
 * every file, the models of the files that parsed and passed schema validation (whatever errors other
 * files, or their own cross-checks, have), and every path each page file publishes, valid or not.
 * A path renders only when {@link errorsForPath} finds no error for it; the build stays strict
 * ({@link loadContent}).
 */
export interface LenientContent {
  /** The site settings, when `_site.yaml` parsed and passed schema validation. */
  site?: SiteData;
  /** Redirects of `_site.yaml`; empty without site settings. */
  redirects: { from: string; to: string }[];
  /** Models of the route pages that parsed and passed schema validation, by their own route. */
  pages: Map<string, PageData>;
  /** The not-found page's model, when `_404.yaml` parsed and passed schema validation. */
  notFound?: PageData;
  /**
   * Every path a page file publishes, whether the file is valid or not: its own route, and its
   * aliases (those of a file that failed schema validation as far as they can be read, as the route
   * table reads them; none when the file is not YAML). Each names its file (relative to the project
   * root). Sorted by path.
   */
  routes: (RouteEntry & { file: string })[];
  /** The site settings file and the not-found page file, relative to the project root (`pages/_site.yaml`, `pages/_404.yaml`). */
  siteFile: string;
  notFoundFile: string;
  /** Every error and warning of every file, sorted by file, line and column. */
  errors: ContentError[];
}

/**
 * Reads, parses, validates and cross-checks every content file like {@link loadContent}, but keeps
 * going past errors: see {@link LenientContent}. Never throws for bad content; throws only when the
 * schemas themselves are broken or a file cannot be read.
 */
export function loadContentLeniently(location: ContentLocation): LenientContent {
  const { checked, schemas, publicDir, sources, pagesDir } = validateLocation(location);
  const interaction = schemas.interactionDefaults as Interaction;
  const rawSite = checked.site?.data as Site | undefined;
  const site = rawSite ? resolveSite(rawSite, location, publicDir, interaction) : undefined;
  const anchorOffset = site?.interaction.anchorOffset ?? interaction.anchorOffset;
  const model = (page: CheckedPage) => toPageData(page.parsed.data as Page, page.route, page.parsed.relFile, publicDir, anchorOffset);
  const valid = new Map(checked.pages.map((page) => [page.route, page]));
  const routes: LenientContent["routes"] = [];
  for (const source of sources.pages) {
    routes.push({ path: source.route, page: source.route, file: source.relFile });
    for (const alias of valid.get(source.route)?.aliases ?? readableAliases(source.text))
      routes.push({ path: alias.path, page: source.route, section: alias.section, file: source.relFile });
  }
  const pages = new Map(checked.pages.map((page) => [page.route, model(page)]));
  return {
    ...(site ? { site: withMenuOfShownSections(site, pages) } : {}),
    redirects: rawSite?.redirects ?? [],
    pages,
    ...(checked.notFound ? { notFound: model(checked.notFound) } : {}),
    routes: routes.sort((a, b) => a.path.localeCompare(b.path)),
    siteFile: toRel(location.rootDir, join(pagesDir, SITE_FILE)),
    notFoundFile: toRel(location.rootDir, join(pagesDir, NOT_FOUND_FILE)),
    errors: checked.errors,
  };
}

/** The aliases a page file declares, read from its text without validating it (as src/content/route-list.ts does); none when it is not YAML. */
function readableAliases(text: string): { path: string; section: string }[] {
  try {
    const data = parse(text) as { aliases?: unknown } | null;
    return Array.isArray(data?.aliases)
      ? data.aliases.filter((a): a is { path: string; section: string } => typeof a?.path === "string" && typeof a?.section === "string")
      : [];
  } catch {
    return [];
  }
}

/**
 * The content file a request for `pathname` renders besides `_site.yaml`: the page file that
 * publishes the path (its own route or an alias), whether valid or not; null for a redirect's source
 * and for `extraPaths` (pages made by code, such as the dev-only block gallery), which have no file
 * of their own; otherwise the not-found page's file. A trailing slash is ignored (`/partners/` is
 * `/partners`).
 */
export function fileForPath(content: LenientContent, pathname: string, extraPaths: readonly string[] = []): string | null {
  const path = pathname.replace(/(.)\/$/, "$1");
  const entry = content.routes.find((r) => r.path === path);
  if (entry) return entry.file;
  if (extraPaths.includes(path) || content.redirects.some((r) => r.from === path)) return null;
  return content.notFoundFile;
}

/** The errors (not warnings) reported in `file`, in order. */
export function errorsInFile(content: LenientContent, file: string): ContentError[] {
  return content.errors.filter((e) => e.file === file && isBlocking(e));
}

/**
 * The errors that stop a request for `pathname` from rendering: those of `_site.yaml`, which every
 * page uses, then those of the file the path renders ({@link fileForPath}). Errors of other files,
 * including a link from another page to this one that is broken, belong to those files' pages.
 * Warnings never stop a page. Empty when the path renders.
 */
export function errorsForPath(content: LenientContent, pathname: string, extraPaths: readonly string[] = []): ContentError[] {
  const file = fileForPath(content, pathname, extraPaths);
  return [...errorsInFile(content, content.siteFile), ...(file && file !== content.siteFile ? errorsInFile(content, file) : [])];
}

/**
 * Whether a route's page file was deleted, as Git knows it: deleted in the working tree or in one of
 * the last 200 commits. Git is asked once, and only when a broken link needs the answer; without Git
 * (or outside a repository) no route counts as deleted.
 */
function deletedRoutes(rootDir: string, pagesDir: string): (route: string) => boolean {
  let routes: Set<string> | undefined;
  return (route) => {
    routes ??= new Set(
      [
        ["ls-files", "--deleted", "--", pagesDir],
        ["log", "-n", "200", "--relative", "--diff-filter=D", "--name-only", "--pretty=format:", "--", pagesDir],
      ]
        .flatMap((args) => {
          const result = spawnSync("git", args, { cwd: rootDir, encoding: "utf8", timeout: 5000 });
          return result.status === 0 ? result.stdout.split("\n").filter(Boolean) : [];
        })
        .map((file) => routeForPageFile(relative(pagesDir, join(rootDir, file))))
        .filter((r): r is string => r !== null),
    );
    return routes.has(route);
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

/**
 * The third-party origins pages may load from (for the Content-Security-Policy): the lead-form
 * provider's, from the lead-form URLs of the environment in use; the video API's, from
 * `videoChannel.endpoint`; video players and image hosts from `contentSecurity` (schema defaults
 * when absent). Sorted, without duplicates.
 */
function thirdPartyOrigins(raw: Site, site: SiteData, defaults: Required<NonNullable<Site["contentSecurity"]>>): ThirdPartyOrigins {
  const origins = (urls: Iterable<string>) => [...new Set([...urls].map((url) => new URL(url).origin))].sort();
  return {
    leadForms: origins(Object.values(site.leadForms).map((form) => form.url)),
    videoPlayers: origins(raw.contentSecurity?.videoPlayers ?? defaults.videoPlayers),
    videoApi: origins([site.videoChannel.endpoint]),
    images: origins(raw.contentSecurity?.imageHosts ?? defaults.imageHosts),
  };
}

function resolveSite(raw: Site, location: ContentLocation, publicDir: string, interactionDefaults: Interaction): SiteData {
  const envName = location.environment ?? raw.environment;
  const env = raw.environments[envName];
  const leadForms = Object.fromEntries(
    Object.entries(env.leadForms).map(([key, form]) => [key, { url: buildLeadFormUrl(form), topic: form.topic, title: form.title }]),
  );
  return {
    brand: raw.brand,
    siteUrl: raw.siteUrl,
    ...(raw.shareImage ? { shareImage: withRasterSize(raw.shareImage, publicDir) } : {}),
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

/**
 * Turns a validated page into what the page route renders: defaults filled in (scroll offsets of
 * `anchorOffset` px, 200 unless `_site.yaml` says otherwise) and every SVG image given its width and
 * height. Expects schema-valid data.
 */
export function toPageData(raw: Page, route: string, file: string, publicDir: string, anchorOffset: number): PageData {
  return {
    route,
    file,
    title: raw.title,
    description: raw.description,
    ...(raw.image ? { image: withRasterSize(raw.image, publicDir) } : {}),
    scrollOffset: { mobile: raw.scrollOffset?.mobile ?? anchorOffset, desktop: raw.scrollOffset?.desktop ?? anchorOffset },
    blocks: raw.blocks.map((block) => addImageSizes(block, publicDir) as Block),
  };
}

/** Fills in `width`/`height` (px) of every image object `{src, alt}` from its file, whatever its format, so no image shifts the layout. */
function addImageSizes(value: unknown, publicDir: string): unknown {
  if (Array.isArray(value)) return value.map((v) => addImageSizes(v, publicDir));
  if (!value || typeof value !== "object") return value;
  const obj = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, addImageSizes(v, publicDir)]));
  return typeof obj.src === "string" && typeof obj.alt === "string" ? withImageSize(obj as { src: string; alt: string }, publicDir) : obj;
}

function withImageSize<T extends { src: string; width?: number; height?: number }>(img: T, publicDir: string): T {
  if (img.width && img.height) return img;
  const size = imageFileSize(join(publicDir, img.src));
  return size ? { ...img, width: img.width ?? size.width, height: img.height ?? size.height } : img;
}

const sizeCache = new Map<string, { width: number; height: number } | null>();

/**
 * The intrinsic width and height in px of an image file (SVG from its width/height or viewBox, PNG,
 * JPEG, GIF, WebP, AVIF), read with image-size; null when the file is missing, a folder or not an
 * image it can read. Cached per file and modification time, so the dev server sees a replaced file.
 */
export function imageFileSize(file: string): { width: number; height: number } | null {
  let key: string;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) return null;
    key = `${file}\0${stat.mtimeMs}\0${stat.size}`;
  } catch {
    return null;
  }
  if (sizeCache.has(key)) return sizeCache.get(key)!;
  let size: { width: number; height: number } | null = null;
  try {
    const read = imageSize(readFileSync(file));
    if (read.width && read.height) size = { width: Math.round(read.width), height: Math.round(read.height) };
  } catch {
    // Not an image image-size can read: the picture is rendered without a size.
  }
  sizeCache.set(key, size);
  return size;
}

/**
 * A share image with its intrinsic width and height in px, read from the PNG or JPEG file under
 * `publicDir`; returned without them when the file is missing or unreadable (the cross-checks report a
 * missing file).
 */
function withRasterSize(img: ShareImage, publicDir: string): SharedImage {
  const size = imageFileSize(join(publicDir, img.src));
  return size ? { ...img, ...size } : { ...img };
}
