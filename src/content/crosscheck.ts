import { existsSync } from "node:fs";
import { join } from "node:path";
import { inlineLinks, isAllowedHref } from "../ui/inline-markup.ts";
import { closest, type ContentError, type ErrorCode } from "./errors.ts";
import { locate, locatedError, readablePath, type DataPath, type ParsedFile } from "./parse.ts";

/** Keys whose string values are links (checked against routes, anchors and public/). */
const HREF_KEYS = new Set(["href", "link", "watchVideo", "loginUrl"]);
/** Keys whose string values, when they start with `/`, name a file under public/. */
const ASSET_KEYS = new Set(["src", "srcMobile", "srcDesktopTablet", "icon", "pdf", "poster", "logo", "logoLight"]);

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
}

/**
 * Runs the checks JSON Schema cannot: broken internal links and anchors (with the nearest route
 * suggested), missing files under `publicDir`, duplicate routes and anchor ids, plan-table rows whose
 * cell count differs from the tiers, event dates without a four-digit year, and lead-form or video
 * keys that `_site.yaml` does not define. Only run on files that passed schema validation.
 * Returns every problem found; never throws on bad content.
 */
export function crossCheck(params: { pages: CheckedPage[]; notFound?: CheckedPage; site: SiteFacts; publicDir: string; invalidRoutes?: readonly string[] }): ContentError[] {
  const { pages, site, publicDir } = params;
  const errors: ContentError[] = [];
  const err = (parsed: ParsedFile, code: ErrorCode, path: DataPath, message: string, hint?: string) => {
    errors.push(locatedError(parsed, code, path, message, hint));
  };

  // Routes: every page, every alias, every redirect source. Two owners of one route is an error.
  const routeOwner = new Map<string, { page?: CheckedPage; redirect?: boolean; invalid?: boolean }>();
  // Pages that failed schema validation still publish their route: links to them are not broken,
  // but their anchors are unknown until they are fixed, so anchors into them are not checked.
  for (const route of params.invalidRoutes ?? []) routeOwner.set(route, { invalid: true });
  const anchorsByRoute = new Map<string, Set<string>>();
  for (const page of pages) {
    routeOwner.set(page.route, { page });
    anchorsByRoute.set(page.route, collectIds(page.parsed.data));
  }
  for (const page of pages) {
    page.aliases.forEach((alias, i) => {
      const owner = routeOwner.get(alias.path);
      if (owner) {
        err(page.parsed, "E_DUPLICATE_ROUTE", ["aliases", i, "path"], `The route ${alias.path} is already published by ${owner.page ? owner.page.parsed.relFile : "a redirect in pages/_site.yaml"}.`);
      } else routeOwner.set(alias.path, { page });
      if (!anchorsByRoute.get(page.route)!.has(alias.section)) {
        err(page.parsed, "E_BROKEN_ANCHOR", ["aliases", i, "section"], `No block on this page has the id "${alias.section}".`, suggestion(alias.section, anchorsByRoute.get(page.route)!));
      }
    });
  }
  site.redirects.forEach((r, i) => {
    const owner = routeOwner.get(r.from);
    if (owner?.page) err(site.parsed, "E_DUPLICATE_ROUTE", ["redirects", i, "from"], `The route ${r.from} is already published by ${owner.page.parsed.relFile}; a redirect cannot share it.`);
    else routeOwner.set(r.from, { redirect: true });
  });
  const routes = [...routeOwner.keys()];
  const anchorsOf = (route: string): Set<string> | undefined => {
    const owner = routeOwner.get(route);
    if (owner?.page) return anchorsByRoute.get(owner.page.route);
    const redirect = site.redirects.find((r) => r.from === route);
    return redirect ? anchorsOf(redirect.to) : undefined;
  };

  const checkValues = (parsed: ParsedFile, ownRoute: string | undefined) => {
    walk(parsed.data, [], (value, path) => {
      const key = path[path.length - 1];
      if (typeof value !== "string") return;
      for (const href of inlineLinks(value)) checkLink(parsed, path, href, ownRoute);
      if (typeof key !== "string") return;
      if (ASSET_KEYS.has(key) && value.startsWith("/")) {
        if (!existsSync(join(publicDir, decodeURI(value)))) err(parsed, "E_MISSING_ASSET", path, `The file public${value} does not exist.`, assetHint(value));
      } else if (HREF_KEYS.has(key)) {
        checkLink(parsed, path, value, ownRoute);
      } else if ((key === "leadForm" || (key === "form" && isBlockField(parsed.data, path))) && !site.leadForms.has(value)) {
        err(parsed, "E_UNKNOWN_REFERENCE", path, `There is no lead form "${value}" in pages/_site.yaml.`, suggestion(value, site.leadForms, "Lead forms"));
      } else if (key === "video" && !site.videos.has(value)) {
        err(parsed, "E_UNKNOWN_REFERENCE", path, `There is no video "${value}" in pages/_site.yaml (videos).`, suggestion(value, site.videos, "Videos"));
      }
    });
  };

  const checkLink = (parsed: ParsedFile, path: DataPath, href: string, ownRoute: string | undefined) => {
    if (!isAllowedHref(href)) {
      err(parsed, "E_BAD_URL", path, `The link "${href}" is not allowed.`, "Links must be a site path (/partners), an anchor (#events), or start with http://, https://, mailto: or tel:.");
      return;
    }
    if (href.startsWith("#")) {
      const anchors = ownRoute ? anchorsOf(ownRoute) : undefined;
      if (anchors && !anchors.has(href.slice(1))) err(parsed, "E_BROKEN_ANCHOR", path, `No block on this page has the id "${href.slice(1)}".`, suggestion(href.slice(1), anchors));
      return;
    }
    if (!href.startsWith("/")) return;
    const [pathname = "", anchor] = href.split("#");
    const route = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
    if (/\.[A-Za-z0-9]+$/.test(route)) {
      if (!existsSync(join(publicDir, decodeURI(route)))) err(parsed, "E_MISSING_ASSET", path, `The file public${route} does not exist.`, assetHint(route));
      return;
    }
    if (!routeOwner.has(route)) {
      const guess = closest(route, routes);
      err(parsed, "E_BROKEN_LINK", path, `No page publishes the route ${route}.`, guess ? `Did you mean "${guess}"?` : "Check the file names under pages/.");
      return;
    }
    if (anchor !== undefined && !routeOwner.get(route)?.invalid) {
      const anchors = anchorsOf(route);
      if (anchors && !anchors.has(anchor)) err(parsed, "E_BROKEN_ANCHOR", path, `The page ${route} has no block with the id "${anchor}".`, suggestion(anchor, anchors));
    }
  };

  for (const page of [...pages, ...(params.notFound ? [params.notFound] : [])]) {
    checkValues(page.parsed, page.route);
    checkDuplicateIds(page.parsed, err);
    checkPlanTables(page.parsed, err);
    checkEventDates(page.parsed, err);
  }
  checkValues(site.parsed, undefined);
  return errors;
}

type Report = (parsed: ParsedFile, code: ErrorCode, path: DataPath, message: string, hint?: string) => void;

function checkDuplicateIds(parsed: ParsedFile, err: Report) {
  const first = new Map<string, DataPath>();
  walk(parsed.data, [], (value, path) => {
    if (path[path.length - 1] !== "id" || typeof value !== "string" || path[0] !== "blocks") return;
    const earlier = first.get(value);
    if (earlier) {
      const { line } = locate(parsed, earlier);
      err(parsed, "E_DUPLICATE_ANCHOR", path, `The id "${value}" is already used on this page (line ${line}, ${readablePath(parsed.data, earlier)}).`);
    } else first.set(value, path);
  });
}

function checkPlanTables(parsed: ParsedFile, err: Report) {
  blocksOf(parsed.data).forEach((block, b) => {
    if (block.type !== "planTable") return;
    const tiers = (block.tiers as unknown[]).length;
    const hours = (block.minimumHours as { values: unknown[] }).values;
    if (hours.length !== tiers) err(parsed, "E_PLAN_ROW_LENGTH", ["blocks", b, "minimumHours", "values"], `This row has ${hours.length} values but the table has ${tiers} tiers.`);
    (block.groups as { rows: { cells: unknown[] }[] }[]).forEach((group, g) =>
      group.rows.forEach((row, r) => {
        if (row.cells.length !== tiers) err(parsed, "E_PLAN_ROW_LENGTH", ["blocks", b, "groups", g, "rows", r, "cells"], `This row has ${row.cells.length} cells but the table has ${tiers} tiers (${(block.tiers as string[]).join(", ")}).`);
      }),
    );
  });
}

function checkEventDates(parsed: ParsedFile, err: Report) {
  blocksOf(parsed.data).forEach((block, b) => {
    if (block.type !== "eventsBrowser") return;
    (block.events as { dates: string }[]).forEach((event, i) => {
      if (!/\b\d{4}\b/.test(event.dates)) err(parsed, "E_EVENT_DATE_YEAR", ["blocks", b, "events", i, "dates"], `"${event.dates}" has no four-digit year, so the event would never show under any year.`);
    });
  });
}

function blocksOf(data: unknown): Record<string, unknown>[] {
  const blocks = (data as { blocks?: unknown })?.blocks;
  return Array.isArray(blocks) ? (blocks as Record<string, unknown>[]) : [];
}

/** Every `id` value under `blocks`: the anchors a page renders. */
export function collectIds(data: unknown): Set<string> {
  const ids = new Set<string>();
  walk(data, [], (value, path) => {
    if (path[0] === "blocks" && path[path.length - 1] === "id" && typeof value === "string") ids.add(value);
  });
  return ids;
}

function isBlockField(data: unknown, path: DataPath): boolean {
  return path.length === 3 && path[0] === "blocks" && (data as { blocks: { type?: string }[] }).blocks[path[1] as number]?.type === "leadForm";
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
  return list.length ? `${what}: ${list.join(", ")}.` : "There are none.";
}

function assetHint(path: string): string {
  return `Put the file at public${path}, or fix the path (paths are case-sensitive).`;
}
