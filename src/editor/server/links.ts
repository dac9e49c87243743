/**
 * Internal links in page files and `_site.yaml`, found node by node so a rename can rewrite each one
 * in place and a delete can name and remove them. A link is the value of a link field (the
 * schemas' href fields, a redirect's `to`, a menu item's `activePaths`) or the target of a
 * `[label](/route)` link inside any text.
 */
import { isMap, isScalar, isSeq, type Node as YamlNode } from "yaml";
import type { LinkUse } from "../api-types.ts";
import { locate, readablePath, type DataPath, type ParsedFile } from "../../content/parse.ts";
import { inlineLinks } from "../../shared/inline-markup.ts";

/** Link fields every schema version names so, besides those the schemas declare (SchemaSet.hrefKeys). */
const BASE_LINK_KEYS = ["href", "link", "watchVideo", "loginUrl"];

/**
 * What a link's route becomes: the new route (a rename), `null` for a route that goes away (a delete),
 * or `undefined` for a route the operation does not touch.
 */
export type RouteTarget = (route: string) => string | null | undefined;

/**
 * `href` with its route replaced as `target` says, keeping a trailing slash, `?query` and `#anchor`:
 * `{ route, after }` when the href is a site path whose route `target` knows (`after` is undefined
 * when the route goes away), undefined for any other href (external, `#anchor` alone, untouched route).
 */
export function retarget(href: string, target: RouteTarget): { route: string; after?: string } | undefined {
  if (!href.startsWith("/") || href.startsWith("//")) return undefined;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? "" : href.slice(cut);
  const slash = pathname.length > 1 && pathname.endsWith("/");
  const route = slash ? pathname.slice(0, -1) : pathname;
  const to = target(route);
  if (to === undefined) return undefined;
  return to === null ? { route } : { route, after: `${to}${slash ? "/" : ""}${rest}` };
}

/** Where one found link is: the value's data path, its href as written, and whether it is a `[label](href)` inside a text. */
export interface LinkPlace {
  path: DataPath;
  href: string;
  inline: boolean;
}

/** One text value holding links the operation touches: where it is, and its new value (unchanged for a delete). */
export interface LinkEdit {
  path: DataPath;
  before: string;
  after: string;
  /** For `[label](/route)` links inside a text: each link target and what it becomes. */
  inline?: { href: string; after: string }[];
}

/**
 * Every link in `parsed` (a file that parsed without errors) whose route `target` knows: one
 * {@link LinkUse} per link (a text with two such links gives two), located at the link's line, and
 * one {@link LinkEdit} per value to rewrite, and for each use its {@link LinkPlace} (same order).
 * `linkKeys` are the schemas' link field names. Values reached through a YAML alias (`*name`) are
 * found once, at their anchor. `report` names the file in the uses (defaults to the parsed file's own
 * name). Never throws.
 */
export function findLinks(
  parsed: ParsedFile,
  target: RouteTarget,
  linkKeys: Iterable<string>,
  report = parsed.relFile,
): { uses: LinkUse[]; edits: LinkEdit[]; places: LinkPlace[] } {
  const keys = new Set([...BASE_LINK_KEYS, ...linkKeys]);
  const uses: LinkUse[] = [];
  const places: LinkPlace[] = [];
  const edits: LinkEdit[] = [];
  const isLinkField = (path: DataPath) => {
    const key = path[path.length - 1];
    if (typeof key === "string") return keys.has(key) || (key === "to" && path[0] === "redirects" && path.length === 3);
    return path[path.length - 2] === "activePaths";
  };
  const visitValue = (value: string, path: DataPath) => {
    let after = value;
    const inline: { href: string; after: string }[] = [];
    const found = uses.length;
    const use = (href: string, changed: string | undefined, within?: string) => {
      const { line } = locate(parsed, path, within ? { within, skip: 2 } : {});
      uses.push({ file: report, line, path: readablePath(parsed.data, path), href, ...(changed !== undefined ? { after: changed } : {}) });
      places.push({ path, href, inline: within !== undefined });
    };
    if (isLinkField(path)) {
      const hit = retarget(value, target);
      if (hit) {
        use(value, hit.after);
        if (hit.after !== undefined) after = hit.after;
      }
    } else {
      for (const href of new Set(inlineLinks(value))) {
        const hit = retarget(href, target);
        if (!hit) continue;
        const count = value.split(`](${href})`).length - 1;
        for (let i = 0; i < count; i++) use(href, hit.after, `](${href})`);
        if (hit.after !== undefined) {
          after = after.split(`](${href})`).join(`](${hit.after})`);
          inline.push({ href, after: hit.after });
        }
      }
    }
    if (uses.length > found) edits.push({ path, before: value, after, ...(inline.length ? { inline } : {}) });
  };
  const walk = (node: unknown, path: DataPath) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key.value : undefined;
        if (typeof key === "string" || typeof key === "number") walk(pair.value, [...path, key]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => walk(item, [...path, i]));
    } else if (isScalar(node) && typeof node.value === "string") {
      visitValue(node.value, path);
    }
  };
  walk(parsed.doc.contents as YamlNode | null, []);
  return { uses, edits, places };
}
