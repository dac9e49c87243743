/**
 * A new page file, as `npm run new-page` and the editor's "New page" both make it: the route checks,
 * the starting text (a small template, or a copy of another page's blocks with what it carries over
 * marked), and the write, which never overwrites a file and never follows a symbolic link (the same
 * checks as the editor's Save, see src/content/writable-path.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node as YamlNode, type Pair, type Scalar } from "yaml";
import { RefusedPathError, writablePath } from "./writable-path.ts";
import { checkRouteNames, isRouteSegment, routeSafeName } from "./discover.ts";
import { listRoutes } from "./route-list.ts";

/** A mistake in the command line (bad route, taken route, unknown source page): shown to the user as is. */
export class NewPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NewPageError";
  }
}

/**
 * Checks a route given on the command line and returns it normalised (a missing leading `/` is
 * added). Throws a {@link NewPageError} saying what is wrong when the route cannot name a page file:
 * empty, `/` itself, a trailing slash, a file name, an empty part, a part starting with `_` (such files
 * are settings, not pages), or a name the validator refuses (anything but the letters A-Z and a-z,
 * digits, `-` and `_`; the message suggests a name that works), or a first part the build itself
 * writes or, when `publicDir` is given, a top-level entry of that folder uses. Reads only the names
 * in `publicDir`.
 */
export function normaliseRoute(input: string, publicDir?: string): string {
  const raw = input.trim();
  if (!raw || raw === "/") throw new NewPageError("Give the route of the new page, e.g. /mining or /verticals/mining.");
  const route = raw.startsWith("/") ? raw : `/${raw}`;
  if (route.endsWith(".yaml"))
    throw new NewPageError(`Give the route, not the file name: ${route.slice(0, -".yaml".length)} instead of ${route}.`);
  if (route.endsWith("/")) throw new NewPageError(`A route does not end with a slash: use ${route.replace(/\/+$/, "")}.`);
  const segments = route.slice(1).split("/");
  if (segments.includes("")) throw new NewPageError(`The route ${route} has an empty part (two slashes in a row).`);
  const settings = segments.find((s) => s.startsWith("_"));
  if (settings) {
    const fixed = segments.map((s) => s.replace(/^_+/, "")).filter(Boolean);
    throw new NewPageError(
      `A part of a route cannot start with _ ("${settings}"): files and folders starting with _ are settings, not pages.${fixed.length ? ` Try /${fixed.join("/")}.` : ""}`,
    );
  }
  // The validator's own rule decides which names are refused, so the two never disagree.
  const refused = (candidate: string) => checkRouteNames([{ relFile: `pages${candidate}.yaml`, route: candidate }], publicDir);
  const bad = segments.find((s) => !isRouteSegment(s));
  if (bad !== undefined) {
    const safe = segments.map((s) => (isRouteSegment(s) ? s : readableSafeName(s)));
    const suggestion = safe.every((s) => s !== undefined) ? ` Try /${safe.join("/")}.` : "";
    throw new NewPageError(
      `"${bad}" cannot be part of a route: use only the letters A-Z and a-z, digits, - and _ (e.g. /verticals/mining).${suggestion}`,
    );
  }
  const reserved = refused(route).find((e) => e.code === "E_RESERVED_ROUTE");
  if (reserved) throw new NewPageError(`${reserved.message} Pick another route.`);
  return route;
}

/** {@link routeSafeName} of `segment`, or undefined when nothing of the name is left (e.g. `..`). */
function readableSafeName(segment: string): string | undefined {
  const safe = routeSafeName(segment);
  return safe === "page" && !/page/i.test(segment) ? undefined : safe;
}

/** A page title from a route's last segment: `/verticals/asset-management` or `/verticals/asset_management` → "Asset Management", `/AdminInABox` → "Admin In A Box". */
export function titleFromRoute(route: string): string {
  const last = route.split("/").pop()!;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ")
    .slice(0, 70);
}

/** What a copied value names in pages/_site.yaml or on the page: a lead form, a video, or a section id (an anchor). */
export type CarriedKind = "leadForm" | "video" | "sectionId";

/** A value a copied page keeps from its source page, which still points where the source pointed. */
export interface CarriedValue {
  kind: CarriedKind;
  /** The value as written, e.g. `industriesOne`, `agriculture` or a video's watch URL. */
  value: string;
  /** Where it is: the block's number counting from 1, as a person counts, and its type. */
  block: number;
  blockType: string;
  /** The field inside the block, e.g. `actions > leadForm` or `events > watchVideo`. */
  field: string;
  /** Its line in the new file, counting from 1. */
  line: number;
}

/**
 * The fields of the block schemas that name something of pages/_site.yaml or of the page itself:
 * `leadForm` (and `form` of a leadForm block) a lead form under environments.<env>.leadForms,
 * `video` a video under videos, `watchVideo` an event's video by its watch URL (any block, any
 * depth), and `id` of a block its section id (block level only). A test keeps this list in step
 * with the schemas.
 */
export const CARRIED_FIELDS: readonly { key: string; kind: CarriedKind; where: "anywhere" | "block" | "leadForm block" }[] = [
  { key: "leadForm", kind: "leadForm", where: "anywhere" },
  { key: "form", kind: "leadForm", where: "leadForm block" },
  { key: "video", kind: "video", where: "anywhere" },
  { key: "watchVideo", kind: "video", where: "anywhere" },
  { key: "id", kind: "sectionId", where: "block" },
];

const KIND_WORDS: Record<CarriedKind, string> = { leadForm: "lead form", video: "video", sectionId: "section id" };

/**
 * Writes `pages/<route>.yaml` for a new page in the project at `rootDir` and returns its path
 * relative to the root, its route and, for a copy, the normalised source route and the values it
 * carried over (empty for a template).
 * `from` names an existing page route whose blocks are copied. Throws a {@link NewPageError} for a bad
 * or taken route, an unknown `from`, or a new file or `from` page that is or lies under a symbolic link;
 * never overwrites a file.
 */
export function createPage(params: { rootDir: string; route: string; from?: string }): {
  relFile: string;
  route: string;
  from?: string;
  carried: CarriedValue[];
} {
  const route = normaliseRoute(params.route, join(params.rootDir, "public"));
  const relFile = `pages${route}.yaml`;
  const file = safePath(params.rootDir, relFile, `${route} cannot be created`);
  if (existsSync(file)) throw new NewPageError(`${relFile} already exists, so ${route} is taken. Edit that file, or pick another route.`);

  const { pages, redirects } = listRoutes(params.rootDir);
  const taken = pages.find((p) => p.path === route);
  if (taken) throw new NewPageError(`${route} is already published as an alias of ${taken.page} (see its "aliases"). Pick another route.`);
  if (redirects.some((r) => r.from === route))
    throw new NewPageError(`${route} is a redirect in pages/_site.yaml. Pick another route, or remove the redirect first.`);
  const sameButCase = pages.find((p) => p.path.toLowerCase() === route.toLowerCase());
  if (sameButCase)
    throw new NewPageError(
      `${route} differs from the existing route ${sameButCase.path} only in upper/lower case, which some computers cannot tell apart. Pick another route.`,
    );

  const schemaPath = relative(dirname(file), join(params.rootDir, "schema/page.schema.json")).split("\\").join("/");
  const header = `# yaml-language-server: $schema=${schemaPath}\n`;
  const title = titleFromRoute(route);
  let body: string;
  let carried: CarriedValue[] = [];
  let from: string | undefined;
  if (params.from !== undefined) {
    from = normaliseRoute(params.from);
    const source = safePath(params.rootDir, `pages${from}.yaml`, `${from} cannot be copied`);
    if (!existsSync(source)) {
      const alias = pages.find((p) => p.path === from && p.page !== from);
      throw new NewPageError(
        alias
          ? `${from} is an alias of ${alias.page}: copy that page with --from ${alias.page}.`
          : `There is no page ${from} to copy (no file pages${from}.yaml).`,
      );
    }
    const copy = copyOf(readFileSync(source, "utf8"), { title, route, from });
    body = copy.text;
    carried = withLines(copy.carried, header + body);
  } else {
    body = pageTemplate(
      title,
      route,
      pages.map((p) => p.path),
    );
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, header + body, { flag: "wx" });
  return { relFile, route, ...(from ? { from } : {}), carried };
}

/**
 * The absolute path of `relFile` (e.g. `pages/mining.yaml`) when the editor's Save could write it too:
 * no symbolic link on the way, so a new page or the page it copies never lies outside the project.
 * Throws a {@link NewPageError} starting with `what` otherwise.
 */
function safePath(rootDir: string, relFile: string, what: string): string {
  try {
    return writablePath(rootDir, relFile);
  } catch (error) {
    if (error instanceof RefusedPathError) throw new NewPageError(`${what}: ${error.message}`);
    throw error;
  }
}

type Found = Omit<CarriedValue, "line"> & { path: (string | number)[] };

/**
 * The source page with a new title and description, without its aliases and its own header comments,
 * and with a comment on every carried-over value (see {@link CARRIED_FIELDS}).
 */
function copyOf(text: string, opts: { title: string; route: string; from: string }): { text: string; carried: Found[] } {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new NewPageError(`The page ${opts.from} has YAML errors; fix it first (npm run validate shows them).`);
  doc.commentBefore = ` ${opts.title} page (${opts.route}), copied from ${opts.from}. Blocks are rendered top to bottom;\n docs/blocks.md lists every block type and its fields.`;
  // The original's header comment (which names its own route) sits on the document, the top-level
  // mapping or its first key, depending on blank lines: drop it wherever it is.
  const contents = doc.contents as { commentBefore?: string | null; items?: { key?: { commentBefore?: string | null } }[] } | null;
  if (contents) contents.commentBefore = null;
  const firstKey = contents?.items?.[0]?.key;
  if (firstKey && typeof firstKey === "object") firstKey.commentBefore = null;
  doc.delete("aliases");
  doc.set("title", opts.title);
  doc.set("description", `${opts.title}: one or two sentences about this page for search engines.`);
  const carried = markCarried(doc, opts.from);
  return { text: doc.toString({ lineWidth: 0 }), carried };
}

/**
 * Finds every carried-over value in the blocks of `doc` and marks it with a comment on its line
 * (`# carried over from /x: check this lead form`), or on the line before when the value already has
 * a comment of its own. A value inside a flow collection (`{ ... }`, `[ ... ]`) gets that collection
 * written as a block, so the comment ends its line; a plain value with spaces is written quoted, so
 * the comment can never be read as cutting text short.
 */
function markCarried(doc: Document, from: string): Found[] {
  const found: Found[] = [];
  const blocks = doc.get("blocks", true);
  if (!isSeq(blocks)) return found;
  blocks.items.forEach((block, index) => {
    if (!isMap(block)) return;
    const type = block.get("type");
    const blockType = typeof type === "string" ? type : "block";
    const walk = (node: unknown, path: (string | number)[], chain: YamlNode[]): void => {
      if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, i], [...chain, node]));
      if (!isMap(node)) return;
      for (const pair of node.items as Pair<unknown, unknown>[]) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const atBlock = path.length === 2;
        const applies = (f: (typeof CARRIED_FIELDS)[number]) =>
          f.where === "anywhere" || (atBlock && (f.where === "block" || (f.where === "leadForm block" && blockType === "leadForm")));
        const field = CARRIED_FIELDS.find((f) => f.key === key && applies(f));
        if (field && isScalar(pair.value) && typeof pair.value.value === "string") {
          for (const collection of [...chain, node]) if ("flow" in collection) (collection as { flow?: boolean }).flow = false;
          mark(pair as Pair<Scalar, Scalar>, ` carried over from ${from}: check this ${KIND_WORDS[field.kind]}`);
          const fieldPath = [...path.slice(2), key].filter((p): p is string => typeof p === "string").join(" > ");
          found.push({ kind: field.kind, value: pair.value.value, block: index + 1, blockType, field: fieldPath, path: [...path, key] });
        } else {
          walk(pair.value, [...path, key], [...chain, node]);
        }
      }
    };
    walk(block, ["blocks", index], [blocks]);
  });
  return found;
}

function mark(pair: Pair<Scalar, Scalar>, comment: string): void {
  const value = pair.value!;
  if (value.type === "PLAIN" && /\s|#/.test(String(value.value))) value.type = "QUOTE_DOUBLE";
  if (!value.comment) {
    value.comment = comment;
  } else if (isScalar(pair.key)) {
    pair.key.commentBefore = pair.key.commentBefore ? `${pair.key.commentBefore}\n${comment}` : comment;
  }
}

/** The carried values with their line in `text`, the new file as written. */
function withLines(found: Found[], text: string): CarriedValue[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return found.map(({ path, ...value }) => {
    const node = doc.getIn(path, true) as YamlNode | undefined;
    return { ...value, line: node?.range ? lineCounter.linePos(node.range[0]).line : 0 };
  });
}

/**
 * What a copy carried over, in plain words for the command's output: grouped as lead forms, videos
 * and section ids, each value with its block, field and line, then a sentence asking the author to
 * check each one. No lines at all when nothing was carried over.
 */
export function carriedReport(carried: readonly CarriedValue[], from: string): string[] {
  if (!carried.length) return [];
  const groups: [CarriedKind, string][] = [
    ["leadForm", "Lead forms (from pages/_site.yaml):"],
    ["video", "Videos:"],
    ["sectionId", "Section ids (the #anchors of the page):"],
  ];
  const lines = [`Carried over from ${from}, unchanged:`];
  for (const [kind, heading] of groups) {
    const items = carried.filter((c) => c.kind === kind);
    if (!items.length) continue;
    lines.push(`  ${heading}`);
    for (const c of items) lines.push(`    ${c.value}  in block ${c.block} (${c.blockType}), ${c.field}, line ${c.line}`);
  }
  lines.push(
    `They still name what ${from} uses. Check each one (the new file marks it "carried over") and change it unless it fits the new page.`,
  );
  return lines;
}

/**
 * The YAML of a new blank page titled `title` at `route`: its description, a page header, a text
 * section and, when `routes` has a contact page (or another page), a call to action linking there.
 * Its texts are examples for the author to replace (src/content/template-texts.ts refuses them left in).
 */
export function pageTemplate(title: string, route: string, routes: string[]): string {
  const contact = routes.find((r) => r === "/contactProducts") ?? routes.find((r) => /contact/i.test(r)) ?? routes.find((r) => r !== route);
  const cta = contact
    ? [
        "  - type: callToAction",
        "    heading: Ready to talk?",
        "    text: Tell us about your business and we will call you back.",
        "    actions:",
        "      - label: Contact us",
        `        href: ${contact}`,
      ]
    : [];
  return [
    `# ${title} page (${route}). Blocks are rendered top to bottom; docs/blocks.md lists every block`,
    "# type and its fields, and `npm run dev` shows them all at /_blocks.",
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(`${title}: one or two sentences about this page for search engines.`)}`,
    "blocks:",
    "  - type: pageHeader",
    `    title: ${JSON.stringify(title)}`,
    "    intro: A sentence or two that introduces the page.",
    "  - type: richText",
    "    heading: A section heading",
    "    body:",
    "      - The first paragraph. Write **bold** text like this.",
    "      - A second paragraph.",
    ...cta,
    "",
  ].join("\n");
}
