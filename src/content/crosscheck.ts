import { readdirSync } from "node:fs";
import { join } from "node:path";
import { embedUrl } from "../shared/video-url.ts";
import { INLINE_MARKUP, inlineLinks, isAllowedHref } from "../shared/inline-markup.ts";
import { closest, editDistance, explain, quoteValue, type ContentError, type ErrorCode, type MessageParams } from "./errors.ts";
import { walkWithoutLinks } from "./discover.ts";
import { findHtmlTag, wrappedInCurlyQuotes } from "./text-checks.ts";
import { linkProblem, sitePathHint } from "./validate.ts";
import { relatedRoute, routeWords } from "../shared/related-route.ts";
import { locate, locatedError, readablePath, type DataPath, type LocateOptions, type ParsedFile } from "./parse.ts";

/** Link fields named the same in every schema version; the schemas add any other field that refers to the href definition. */
const BASE_HREF_KEYS = ["href", "link", "watchVideo", "loginUrl"];
/** File fields named the same in every schema version; the schemas add any other field that refers to the assetPath definition. */
const BASE_ASSET_KEYS = ["src", "srcMobile", "srcDesktopTablet", "icon", "pdf", "poster", "logo", "logoLight"];

/** A page as the cross-checks see it: its parsed file, route, and the anchor ids it renders. */
export interface CheckedPage {
  parsed: ParsedFile;
  route: string;
  /** Aliases declared by the page (already schema-valid). */
  aliases: { path: string; section: string }[];
}

/** What the cross-checks need to know about the site file. */
export interface SiteFacts {
  parsed: ParsedFile;
  leadForms: Set<string>;
  videos: Set<string>;
  redirects: { from: string; to: string }[];
  /** Origins of the video players the Content-Security-Policy allows (contentSecurity.videoPlayers, or the schema's default). */
  videoPlayers?: readonly string[];
}

/** Blocks that render the page's heading (its h1): a page has exactly one of them. */
export const PAGE_HEADING_BLOCKS: readonly string[] = ["hero", "pageHeader", "legalDocument"];

/** Keys that name a property every JavaScript object already has; a lead form or video may not use one. */
const RESERVED_KEYS = new Set([...Object.getOwnPropertyNames(Object.prototype), "prototype"]);

/**
 * Runs the checks JSON Schema cannot: broken internal links and anchors (with the nearest route
 * suggested), links with a forbidden scheme, missing files under `publicDir`, duplicate routes,
 * duplicate block ids on a page and duplicate menu ids, redirects to nowhere, plan-table rows whose
 * cell count differs from the tiers, event dates without a four-digit year, incomplete inline
 * markup, and lead-form or video keys that `_site.yaml` does not define. Only run on files that
 * passed schema validation. `hrefKeys`/`assetKeys` name the link and file fields (from the schemas;
 * the usual names are always included). Returns every problem found; never throws on bad content.
 */
export function crossCheck(params: {
  pages: CheckedPage[];
  notFound?: CheckedPage;
  site: SiteFacts;
  publicDir: string;
  invalidRoutes?: readonly string[];
  /** Whether a route's page file was deleted (asked only for broken links): a link to one gets the redirect to add as its first hint. */
  wasDeleted?: (route: string) => boolean;
  /** Routes of block catalogue pages (every block type's example on one page), which are exempt from the one-page-heading rule. */
  blockCatalogues?: readonly string[];
  hrefKeys?: Iterable<string>;
  assetKeys?: Iterable<string>;
}): ContentError[] {
  const { pages, site, publicDir } = params;
  const errors: ContentError[] = [];
  const err: Report = (parsed, code, path, message, hint, opts) => errors.push(locatedError(parsed, code, path, message, hint, opts));
  const table = collectRoutes(pages, params.invalidRoutes ?? []);
  claimAliases(table, pages, err);
  claimRedirects(table, site, err);
  const ctx: ValueChecks = {
    table,
    routes: [...table.owners.keys()],
    site,
    publicDir,
    hrefKeys: new Set([...BASE_HREF_KEYS, ...(params.hrefKeys ?? [])]),
    assetKeys: new Set([...BASE_ASSET_KEYS, ...(params.assetKeys ?? [])]),
    wasDeleted: params.wasDeleted,
    assetPlace: memo((rel: string) => placeInPublic(publicDir, rel)),
    errors,
    err,
  };
  for (const page of [...pages, ...(params.notFound ? [params.notFound] : [])]) {
    checkValues(ctx, page.parsed, page.route);
    checkDuplicateIds(page.parsed, err);
    checkPlanTables(page.parsed, err);
    checkComparisons(page.parsed, err);
    checkEventDates(page.parsed, err);
    if (!params.blockCatalogues?.includes(page.route)) checkPageHeading(page.parsed, err);
    if (site.videoPlayers) checkVideoHosts(page.parsed, site.videoPlayers, err);
  }
  checkValues(ctx, site.parsed, undefined);
  checkMenuIds(site.parsed, err);
  checkSettingKeys(site.parsed, err);
  return errors;
}

/** Who publishes a route: a page (by its file or an alias), a redirect, or a page that failed schema validation. */
interface RouteOwner {
  page?: CheckedPage;
  redirect?: boolean;
  invalid?: boolean;
}

/** Every route of the site and who publishes it, with the anchors each page renders (by the page's own route). */
interface RouteTable {
  owners: Map<string, RouteOwner>;
  anchorsByRoute: Map<string, Set<string>>;
}

/**
 * The routes of every page and of every page that failed schema validation. Those still publish
 * their route: links to them are not broken, but their anchors are unknown until they are fixed,
 * so anchors into them are not checked.
 */
function collectRoutes(pages: readonly CheckedPage[], invalidRoutes: readonly string[]): RouteTable {
  const owners = new Map<string, RouteOwner>();
  for (const route of invalidRoutes) owners.set(route, { invalid: true });
  const anchorsByRoute = new Map<string, Set<string>>();
  for (const page of pages) {
    owners.set(page.route, { page });
    anchorsByRoute.set(page.route, collectIds(page.parsed.data));
  }
  return { owners, anchorsByRoute };
}

/** Adds each page's aliases to the routes; an alias whose route is taken, or whose section the page lacks, is an error. */
function claimAliases(table: RouteTable, pages: readonly CheckedPage[], err: Report) {
  for (const page of pages) {
    const anchors = table.anchorsByRoute.get(page.route)!;
    page.aliases.forEach((alias, i) => {
      const owner = table.owners.get(alias.path);
      if (owner) {
        err(
          page.parsed,
          "E_DUPLICATE_ROUTE",
          ["aliases", i, "path"],
          explain("E_DUPLICATE_ROUTE", { route: alias.path, owner: ownerOf(owner, page) }).message,
          "Give the alias a route of its own.",
        );
      } else table.owners.set(alias.path, { page });
      if (!anchors.has(alias.section)) {
        err(
          page.parsed,
          "E_BROKEN_ANCHOR",
          ["aliases", i, "section"],
          explain("E_BROKEN_ANCHOR", { id: alias.section }).message,
          suggestion(alias.section, anchors),
        );
      }
    });
  }
}

/** Adds each redirect's source to the routes; a source another page or redirect already publishes is an error. */
function claimRedirects(table: RouteTable, site: SiteFacts, err: Report) {
  site.redirects.forEach((r, i) => {
    const owner = table.owners.get(r.from);
    if (owner) {
      const message = explain("E_DUPLICATE_ROUTE", { route: r.from, owner: ownerOf(owner), byRedirect: true }).message;
      err(
        site.parsed,
        "E_DUPLICATE_ROUTE",
        ["redirects", i, "from"],
        message,
        "Remove the redirect, or rename the page that publishes the route.",
      );
    } else table.owners.set(r.from, { redirect: true });
  });
}

/** A route's owner as the duplicate-route message names it; `page` is the page claiming the route again. */
function ownerOf(owner: RouteOwner, page?: CheckedPage): MessageParams<"E_DUPLICATE_ROUTE">["owner"] {
  if (owner.page) return owner.page === page ? { kind: "samePage" } : { kind: "page", file: owner.page.parsed.relFile };
  return owner.redirect ? { kind: "redirect" } : { kind: "invalidPage" };
}

/** The title of the page that publishes a route, if it has a text one. */
function titleOf(table: RouteTable, route: string): string | undefined {
  const title = (table.owners.get(route)?.page?.parsed.data as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? title : undefined;
}

/** The anchors a route renders: its page's, or those of where its redirect leads; undefined when unknown. */
function anchorsOf(table: RouteTable, redirects: SiteFacts["redirects"], route: string, hops = 0): Set<string> | undefined {
  const owner = table.owners.get(route);
  if (owner?.page) return table.anchorsByRoute.get(owner.page.route);
  const redirect = redirects.find((r) => r.from === route);
  // A chain of redirects is followed a few steps; a loop ends there (its anchors are unknown).
  return redirect && hops < 5 ? anchorsOf(table, redirects, redirect.to.split("#")[0]!, hops + 1) : undefined;
}

/** What the checks of a file's values need: the site's routes, its settings, the link and file fields, and where problems go. */
interface ValueChecks {
  table: RouteTable;
  routes: readonly string[];
  site: SiteFacts;
  publicDir: string;
  hrefKeys: ReadonlySet<string>;
  assetKeys: ReadonlySet<string>;
  wasDeleted?: (route: string) => boolean;
  /** Where a path under public/ leads, cached for the check. */
  assetPlace: (rel: string) => "file" | "linked" | "missing";
  /** Every problem found so far; warnings are pushed here directly. */
  errors: ContentError[];
  err: Report;
}

/** Checks every text value of a file: inline links and markup, typing slips, link and file fields, lead-form and video names. */
function checkValues(ctx: ValueChecks, parsed: ParsedFile, ownRoute: string | undefined) {
  const { site, err, assetKeys, hrefKeys } = ctx;
  walk(parsed.data, [], (value, path) => {
    const key = path[path.length - 1];
    if (typeof value !== "string") return;
    for (const href of inlineLinks(value)) checkLink(ctx, parsed, path, href, ownRoute, { within: `](${href})`, skip: 2 });
    checkMarkup(parsed, path, value, err);
    if (typeof key !== "string" || !(assetKeys.has(key) || hrefKeys.has(key))) checkTyping(ctx, parsed, path, value);
    if (typeof key !== "string") return;
    if (assetKeys.has(key) && value.startsWith("/")) {
      checkAsset(ctx, parsed, path, value);
    } else if (hrefKeys.has(key) || (key === "to" && path[0] === "redirects" && path.length === 3)) {
      checkLink(ctx, parsed, path, value, ownRoute);
    } else if ((key === "leadForm" || (key === "form" && isBlockField(parsed.data, path))) && !site.leadForms.has(value)) {
      err(
        parsed,
        "E_UNKNOWN_REFERENCE",
        path,
        explain("E_UNKNOWN_REFERENCE", { kind: "leadForm", name: value }).message,
        suggestion(value, site.leadForms, "Lead forms"),
      );
    } else if (key === "video" && !site.videos.has(value)) {
      err(
        parsed,
        "E_UNKNOWN_REFERENCE",
        path,
        explain("E_UNKNOWN_REFERENCE", { kind: "video", name: value }).message,
        suggestion(value, site.videos, "Videos"),
      );
    }
  });
}

/** Slips from typing text elsewhere: HTML tags (an error) and curly quotes around the whole value (a warning). */
function checkTyping(ctx: ValueChecks, parsed: ParsedFile, path: DataPath, value: string) {
  const tag = findHtmlTag(value);
  if (tag)
    ctx.err(parsed, "E_HTML_IN_TEXT", path, explain("E_HTML_IN_TEXT", tag).message, undefined, { within: tag.tag.split(/[\s>]/)[0] });
  if (wrappedInCurlyQuotes(value))
    ctx.errors.push({
      ...locatedError(parsed, "E_CURLY_QUOTES", path, explain("E_CURLY_QUOTES", { value: quoteValue(value) }).message),
      severity: "warning",
    });
}

/** A file path under public/: no . or .. segments, not through a symbolic link, and the file exists. */
function checkAsset(ctx: ValueChecks, parsed: ParsedFile, path: DataPath, file: string, opts?: LocateOptions) {
  let decoded = file;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    // A malformed %-escape: check the path as written.
  }
  if (decoded.split(/[/\\]/).some((segment) => segment === ".." || segment === ".")) {
    const message = explain("E_BAD_URL", { value: file, problem: { kind: "dotSegments" } }).message;
    ctx.err(
      parsed,
      "E_BAD_URL",
      path,
      message,
      "Write the file's path from public/, without . or .. (public/images/photo.jpg is /images/photo.jpg).",
      opts,
    );
    return;
  }
  const where = ctx.assetPlace(decoded);
  if (where === "linked")
    ctx.err(parsed, "E_LINKED_FILE", path, explain("E_LINKED_FILE", { file: `public${file}`, folder: "public/" }).message, undefined, opts);
  else if (where === "missing")
    ctx.err(parsed, "E_MISSING_ASSET", path, explain("E_MISSING_ASSET", { file }).message, assetHint(file, ctx.publicDir), opts);
}

/** A link: an allowed scheme, an anchor the page (or the linked page) renders, a route some page publishes, or a file under public/. */
function checkLink(ctx: ValueChecks, parsed: ParsedFile, path: DataPath, href: string, ownRoute: string | undefined, opts?: LocateOptions) {
  const { table, err } = ctx;
  if (!isAllowedHref(href)) {
    err(
      parsed,
      "E_BAD_URL",
      path,
      explain("E_BAD_URL", { value: href, problem: linkProblem(href) }).message,
      slashHint(href, ctx.routes),
      opts,
    );
    return;
  }
  if (href.startsWith("#")) {
    const anchors = ownRoute ? anchorsOf(table, ctx.site.redirects, ownRoute) : undefined;
    if (anchors && !anchors.has(href.slice(1)))
      err(
        parsed,
        "E_BROKEN_ANCHOR",
        path,
        explain("E_BROKEN_ANCHOR", { id: href.slice(1) }).message,
        suggestion(href.slice(1), anchors),
        opts,
      );
    return;
  }
  if (!href.startsWith("/")) return;
  const [pathname = "", anchor] = href.split("#");
  const withoutQuery = pathname.split("?")[0]!;
  const route = withoutQuery.length > 1 ? withoutQuery.replace(/\/$/, "") : withoutQuery;
  if (/\.[A-Za-z0-9]+$/.test(route)) {
    checkAsset(ctx, parsed, path, route, opts);
    return;
  }
  if (!table.owners.has(route)) {
    const hint = routeHint(route, ctx.routes, ctx.wasDeleted?.(route) ?? false, (r) => titleOf(table, r));
    err(parsed, "E_BROKEN_LINK", path, explain("E_BROKEN_LINK", { route }).message, hint, opts);
    return;
  }
  if (anchor !== undefined && !table.owners.get(route)?.invalid) {
    const anchors = anchorsOf(table, ctx.site.redirects, route);
    if (anchors && !anchors.has(anchor))
      err(parsed, "E_BROKEN_ANCHOR", path, explain("E_BROKEN_ANCHOR", { id: anchor, route }).message, suggestion(anchor, anchors), opts);
  }
}

/** A page has exactly one page heading (h1), given by one of {@link PAGE_HEADING_BLOCKS}. */
function checkPageHeading(parsed: ParsedFile, err: Report) {
  const blocks = blocksOf(parsed.data);
  const headings = blocks.map((b, i) => ({ type: b.type, i })).filter((b) => PAGE_HEADING_BLOCKS.includes(String(b.type)));
  if (headings.length === 0)
    err(
      parsed,
      "E_PAGE_HEADING",
      ["blocks"],
      explain("E_PAGE_HEADING", { found: "none", blocks: PAGE_HEADING_BLOCKS }).message,
      undefined,
      { keyOf: true },
    );
  for (const extra of headings.slice(1)) {
    err(
      parsed,
      "E_PAGE_HEADING",
      ["blocks", extra.i, "type"],
      explain("E_PAGE_HEADING", { found: `block ${headings[0]!.i + 1} (${String(headings[0]!.type)})`, blocks: PAGE_HEADING_BLOCKS })
        .message,
    );
  }
}

/** Every event video must play in a player the Content-Security-Policy allows, or the popup's frame stays blank. */
function checkVideoHosts(parsed: ParsedFile, players: readonly string[], err: Report) {
  blocksOf(parsed.data).forEach((block, b) => {
    if (block.type !== "eventsBrowser") return;
    (block.events as { watchVideo?: string }[]).forEach((event, i) => {
      if (!event.watchVideo || !/^https?:/i.test(event.watchVideo)) return;
      const player = embedUrl(event.watchVideo);
      const origin = player ? new URL(player).origin : undefined;
      if (!origin || !players.includes(origin)) {
        err(
          parsed,
          "E_VIDEO_HOST",
          ["blocks", b, "events", i, "watchVideo"],
          explain("E_VIDEO_HOST", { value: event.watchVideo, player: origin, players }).message,
          origin ? undefined : "Use a YouTube (https://www.youtube.com/watch?v=...) or Vimeo (https://vimeo.com/...) address.",
        );
      }
    });
  });
}

/** Lead form and video keys that every JavaScript object already has (`__proto__`, `constructor`, `toString`) are refused. */
function checkSettingKeys(parsed: ParsedFile, err: Report) {
  const data = parsed.data as { videos?: Record<string, unknown>; environments?: Record<string, { leadForms?: Record<string, unknown> }> };
  const maps: DataPath[] = [
    ["videos"],
    ["variables"],
    ...Object.keys(data?.environments ?? {}).map((env) => ["environments", env, "leadForms"]),
  ];
  for (const path of maps) {
    let map: unknown = data;
    for (const segment of path) map = map && typeof map === "object" ? (map as Record<string, unknown>)[segment as string] : undefined;
    if (!map || typeof map !== "object") continue;
    for (const key of Object.keys(map)) {
      if (RESERVED_KEYS.has(key))
        err(parsed, "E_RESERVED_KEY", [...path, key], explain("E_RESERVED_KEY", { key, reason: "objectProperty" }).message, undefined, {
          keyOf: true,
        });
    }
  }
}

/**
 * Where a path under public/ leads: "file" for a real file inside public/, "linked" when the file or
 * a folder on its way is a symbolic link (refused unread, wherever it points), "missing" otherwise.
 */
function placeInPublic(publicDir: string, rel: string): "file" | "linked" | "missing" {
  const walk = walkWithoutLinks(publicDir, rel.split("/").filter(Boolean));
  return walk.link !== undefined ? "linked" : walk.missing !== undefined ? "missing" : "file";
}

/** For a link written without its leading slash (`contactProducts`), the existing route it most likely means. */
function slashHint(href: string, routes: readonly string[]): string | undefined {
  const [pathname = "", rest = ""] = href.split(/(?=[#?])/);
  const near = routes.includes(`/${pathname}`) ? `/${pathname}` : nearestRoute(`/${pathname}`, routes)?.route;
  return sitePathHint(href, `${near ?? `/${pathname}`}${rest}`);
}

type Report = (parsed: ParsedFile, code: ErrorCode, path: DataPath, message: string, hint?: string, opts?: LocateOptions) => void;

function checkDuplicateIds(parsed: ParsedFile, err: Report) {
  const first = new Map<string, DataPath>();
  for (const { id, path } of blockIds(parsed.data)) {
    const earlier = first.get(id);
    if (earlier) {
      const { line } = locate(parsed, earlier);
      err(
        parsed,
        "E_DUPLICATE_ANCHOR",
        path,
        explain("E_DUPLICATE_ANCHOR", { id, line, path: readablePath(parsed.data, earlier) }).message,
      );
    } else first.set(id, path);
  }
}

function checkMenuIds(parsed: ParsedFile, err: Report) {
  const menu = (parsed.data as { menu?: { id?: unknown; children?: { id?: unknown }[] }[] })?.menu;
  if (!Array.isArray(menu)) return;
  const first = new Map<string, DataPath>();
  const see = (id: unknown, path: DataPath) => {
    if (typeof id !== "string") return;
    const earlier = first.get(id);
    if (earlier)
      err(
        parsed,
        "E_DUPLICATE_ANCHOR",
        path,
        explain("E_DUPLICATE_ANCHOR", { id, line: locate(parsed, earlier).line, path: readablePath(parsed.data, earlier), menu: true })
          .message,
        "Menu ids must be unique across the whole menu, dropdown items included.",
      );
    else first.set(id, path);
  };
  menu.forEach((item, i) => {
    see(item?.id, ["menu", i, "id"]);
    (Array.isArray(item?.children) ? item.children : []).forEach((child, c) => see(child?.id, ["menu", i, "children", c, "id"]));
  });
}

/**
 * Text that still contains `](` or `**` once every complete `[label](href)` and `**bold**` is taken
 * out has markup an author started but did not finish: it would be shown as typed.
 */
function checkMarkup(parsed: ParsedFile, path: DataPath, text: string, err: Report) {
  if (!text.includes("](") && !text.includes("**")) return;
  const rest = text.replace(INLINE_MARKUP, (m) => " ".repeat(m.length));
  const link = rest.indexOf("](");
  const bold = rest.indexOf("**");
  if (link >= 0) {
    const start = rest.lastIndexOf("[", link);
    const snippet = text.slice(start >= 0 ? start : link, Math.min(text.length, link + 40));
    err(
      parsed,
      "E_BAD_MARKUP",
      path,
      explain("E_BAD_MARKUP", { kind: "link", snippet }).message,
      "Write a link as [label](/route) or [label](https://example.com): no spaces inside the brackets after ], and a closing ).",
      { within: snippet },
    );
  } else if (bold >= 0) {
    const snippet = text.slice(bold, Math.min(text.length, bold + 40));
    err(
      parsed,
      "E_BAD_MARKUP",
      path,
      explain("E_BAD_MARKUP", { kind: "bold", snippet }).message,
      "Write bold text as **text**, with ** on both sides.",
      { within: snippet },
    );
  }
}

function checkPlanTables(parsed: ParsedFile, err: Report) {
  blocksOf(parsed.data).forEach((block, b) => {
    if (block.type !== "planTable") return;
    const tiers = block.tiers as string[];
    const hours = (block.minimumHours as { values: unknown[] }).values;
    if (hours.length !== tiers.length)
      err(
        parsed,
        "E_PLAN_ROW_LENGTH",
        ["blocks", b, "minimumHours", "values"],
        explain("E_PLAN_ROW_LENGTH", { kind: "values", count: hours.length, tiers }).message,
      );
    (block.groups as { rows: { cells: unknown[] }[] }[]).forEach((group, g) =>
      group.rows.forEach((row, r) => {
        if (row.cells.length !== tiers.length)
          err(
            parsed,
            "E_PLAN_ROW_LENGTH",
            ["blocks", b, "groups", g, "rows", r, "cells"],
            explain("E_PLAN_ROW_LENGTH", { kind: "cells", count: row.cells.length, tiers }).message,
          );
      }),
    );
  });
}

/** Every point of a comparison table has one answer per option compared. */
function checkComparisons(parsed: ParsedFile, err: Report) {
  blocksOf(parsed.data).forEach((block, b) => {
    if (block.type !== "comparison") return;
    const columns = block.columns as string[];
    (block.rows as { cells: unknown[] }[]).forEach((row, r) => {
      if (row.cells.length !== columns.length)
        err(
          parsed,
          "E_COMPARISON_ROW_LENGTH",
          ["blocks", b, "rows", r, "cells"],
          explain("E_COMPARISON_ROW_LENGTH", { count: row.cells.length, columns }).message,
        );
    });
  });
}

function checkEventDates(parsed: ParsedFile, err: Report) {
  blocksOf(parsed.data).forEach((block, b) => {
    if (block.type !== "eventsBrowser") return;
    (block.events as { dates: string }[]).forEach((event, i) => {
      if (!/\b\d{4}\b/.test(event.dates))
        err(parsed, "E_EVENT_DATE_YEAR", ["blocks", b, "events", i, "dates"], explain("E_EVENT_DATE_YEAR", { dates: event.dates }).message);
    });
  });
}

function blocksOf(data: unknown): Record<string, unknown>[] {
  const blocks = (data as { blocks?: unknown })?.blocks;
  return Array.isArray(blocks) ? (blocks as Record<string, unknown>[]) : [];
}

/** Every `id` value under `blocks`: the anchors a page renders. */
export function collectIds(data: unknown): Set<string> {
  return new Set(blockIds(data).map((found) => found.id));
}

/**
 * Every string under `blocks` whose key is `id`, at any depth, with its path, in the order of the
 * file. Paths are copied only for the ids: the anchor and duplicate checks each walk every page, and a
 * path copied for every value made those walks most of the checks' time on a large site.
 */
function blockIds(data: unknown): { id: string; path: DataPath }[] {
  if (!data || typeof data !== "object" || Array.isArray(data) || !Object.hasOwn(data, "blocks")) return [];
  const found: { id: string; path: DataPath }[] = [];
  const path: (string | number)[] = ["blocks"];
  const visit = (value: unknown) => {
    if (Array.isArray(value))
      value.forEach((item, i) => {
        path.push(i);
        visit(item);
        path.pop();
      });
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) {
        path.push(key);
        if (key === "id" && typeof item === "string") found.push({ id: item, path: [...path] });
        visit(item);
        path.pop();
      }
  };
  visit((data as { blocks: unknown }).blocks);
  return found;
}

function isBlockField(data: unknown, path: DataPath): boolean {
  return (
    path.length === 3 && path[0] === "blocks" && (data as { blocks: { type?: string }[] }).blocks[path[1] as number]?.type === "leadForm"
  );
}

function walk(value: unknown, path: DataPath, visit: (value: unknown, path: DataPath) => void) {
  visit(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], visit));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k], visit);
}

function suggestion(value: string, candidates: Iterable<string>, what = "Ids on the page"): string {
  const list = [...candidates];
  const guess = closest(value, list);
  if (guess) return `Did you mean "${guess}"?`;
  if (list.length) return `${what}: ${list.join(", ")}.`;
  return what === "Ids on the page"
    ? `No block on that page has an Id yet: type ${value} in the Id field of the block the link should jump to.`
    : `${what}: none are defined.`;
}

/**
 * A "did you mean" for a file missing under public/: each folder on the way matched exactly, else
 * ignoring case (`/images/Icons/x.svg`), else by spelling, then the file name the same way. Only
 * entries inside public/ are ever listed or suggested.
 */
function assetHint(path: string, publicDir: string): string {
  const segments = path.split("/").filter(Boolean);
  let dir = publicDir;
  const fixed: string[] = [];
  for (const segment of segments) {
    let entries: string[] = [];
    try {
      entries = readdirSync(dir).filter((e) => !e.startsWith("."));
    } catch {
      break;
    }
    const match =
      entries.find((e) => e === segment) ?? entries.find((e) => e.toLowerCase() === segment.toLowerCase()) ?? closest(segment, entries);
    if (!match) break;
    fixed.push(match);
    dir = join(dir, match);
  }
  if (fixed.length === segments.length && fixed.join("/") !== segments.join("/"))
    return `Did you mean "/${fixed.join("/")}"? Paths are case-sensitive.`;
  return `Put the file at public${path}, or fix the path (paths are case-sensitive).`;
}

/**
 * Suggests the existing route a broken one means: the same route but for capitals, or a near-miss
 * spelling of each of its parts (`/servces/DirectHire` → `/services/DirectHire`), else a route whose
 * last part starts with or contains the broken one's (`/privacy` → `/privacyPolicy`): those are
 * `confident`. Else a related page, not `confident`: the page above it, a page with a similar title
 * (`titleOf` gives a route's page title; its last part in words otherwise), or /home (see relatedRoute).
 * Never the nearest string: `/verticals/rentals` is near `/verticals/logistic` and unrelated to it.
 */
export function nearestRoute(
  route: string,
  routes: readonly string[],
  titleOf?: (route: string) => string | undefined,
): { route: string; confident: boolean } | undefined {
  const candidates = routes.filter((r) => r !== "/");
  const sameButCase = candidates.find((r) => r.toLowerCase() === route.toLowerCase());
  if (sameButCase) return { route: sameButCase, confident: true };
  const parts = route.split("/");
  const typos = candidates.filter((r) => {
    const other = r.split("/");
    return other.length === parts.length && parts.every((p, i) => p === other[i] || closest(p, [other[i]!]) !== undefined);
  });
  if (typos.length) return { route: typos.reduce((a, b) => (editDistance(route, b) < editDistance(route, a) ? b : a)), confident: true };
  const last = route.split("/").pop()!.toLowerCase();
  if (last.length >= 3) {
    const partial =
      candidates.find((r) => r.split("/").pop()!.toLowerCase().startsWith(last)) ?? candidates.find((r) => r.toLowerCase().includes(last));
    if (partial) return { route: partial, confident: true };
  }
  const related = relatedRoute(
    route,
    undefined,
    candidates.map((r) => ({ route: r, title: titleOf?.(r) ?? routeWords(r) })),
  );
  return related ? { route: related.route, confident: false } : undefined;
}

function routeHint(route: string, routes: readonly string[], deleted: boolean, titleOf?: (route: string) => string | undefined): string {
  const nearest = nearestRoute(route, routes, titleOf);
  if (deleted) {
    const to = nearest?.route ?? (routes.includes("/home") ? "/home" : (routes[0] ?? "/"));
    return `The page ${route} was deleted. To keep old links and bookmarks working, add a redirect to pages/_site.yaml under redirects:\n      - { from: ${route}, to: ${to} }\n    and point this link at ${to} (or another existing route).`;
  }
  if (!nearest) return "Add a page file under pages/ for it: pages/partners.yaml publishes /partners.";
  return nearest.confident
    ? `Did you mean "${nearest.route}"?`
    : `The nearest existing route is "${nearest.route}". Each file under pages/ publishes one route: pages/partners.yaml is /partners.`;
}

/** Caches a one-argument function's results for the duration of one check. */
function memo<T>(fn: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, fn(key));
    return cache.get(key)!;
  };
}
