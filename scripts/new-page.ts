/**
 * `npm run new-page -- <route> [--from <existing-route>]`: writes a new page file, ready to edit.
 *
 * Without `--from` the page gets a small template (page header, a text section and a call to action);
 * with it, a copy of that page's blocks (its aliases are left out, they belong to the original). The
 * file starts with the `yaml-language-server` schema comment, so editors offer completion at once.
 * Refuses, with a message and exit code 1, to overwrite a page, to take a route an alias or redirect
 * already publishes, or to use a route name that cannot be a page file.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { listRoutes } from "../src/content/route-list.ts";

/** A mistake in the command line (bad route, taken route, unknown source page): shown to the user as is. */
export class NewPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NewPageError";
  }
}

/** Routes the site uses for itself: not available for pages. */
const RESERVED = new Set(["/404", "/_blocks", "/assets"]);
const SEGMENT = /^[A-Za-z][A-Za-z0-9-]*$/;

/**
 * Checks a route given on the command line and returns it normalised (a missing leading `/` is
 * added). Throws a {@link NewPageError} saying what is wrong when the route cannot name a page file:
 * empty, `/` itself, a trailing slash, segments with anything but letters, digits and `-` (or not
 * starting with a letter), or a reserved route.
 */
export function normaliseRoute(input: string): string {
  const raw = input.trim();
  if (!raw || raw === "/") throw new NewPageError("Give the route of the new page, e.g. /mining or /verticals/mining.");
  const route = raw.startsWith("/") ? raw : `/${raw}`;
  if (route.endsWith(".yaml")) throw new NewPageError(`Give the route, not the file name: ${route.slice(0, -".yaml".length)} instead of ${route}.`);
  if (RESERVED.has(route)) throw new NewPageError(`${route} is reserved by the site itself; pick another route.`);
  if (route.endsWith("/")) throw new NewPageError(`A route does not end with a slash: use ${route.replace(/\/+$/, "")}.`);
  for (const segment of route.slice(1).split("/")) {
    if (!SEGMENT.test(segment)) {
      throw new NewPageError(
        segment === ""
          ? `The route ${route} has an empty part (two slashes in a row).`
          : `"${segment}" cannot be part of a route: use letters, digits and -, starting with a letter (e.g. /verticals/mining). Files starting with _ are settings, not pages.`,
      );
    }
  }
  return route;
}

/** A page title from a route's last segment: `/verticals/asset-management` → "Asset Management", `/AdminInABox` → "Admin In A Box". */
export function titleFromRoute(route: string): string {
  const last = route.split("/").pop()!;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1 $2")
    .split(/[-\s]+/)
    .filter(Boolean);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(" ").slice(0, 70);
}

/**
 * Writes `pages/<route>.yaml` for a new page in the project at `rootDir` and returns its path
 * relative to the root. `from` names an existing page route whose blocks are copied. Throws a
 * {@link NewPageError} for a bad or taken route or an unknown `from`; never overwrites a file.
 */
export function createPage(params: { rootDir: string; route: string; from?: string }): { relFile: string; route: string } {
  const route = normaliseRoute(params.route);
  const pagesDir = join(params.rootDir, "pages");
  const file = join(pagesDir, `${route.slice(1)}.yaml`);
  const relFile = relative(params.rootDir, file).split("\\").join("/");
  if (existsSync(file)) throw new NewPageError(`${relFile} already exists, so ${route} is taken. Edit that file, or pick another route.`);

  const { pages, redirects } = listRoutes(params.rootDir);
  const taken = pages.find((p) => p.path === route);
  if (taken) throw new NewPageError(`${route} is already published as an alias of ${taken.page} (see its "aliases"). Pick another route.`);
  if (redirects.some((r) => r.from === route)) throw new NewPageError(`${route} is a redirect in pages/_site.yaml. Pick another route, or remove the redirect first.`);
  const sameButCase = pages.find((p) => p.path.toLowerCase() === route.toLowerCase());
  if (sameButCase) throw new NewPageError(`${route} differs from the existing route ${sameButCase.path} only in upper/lower case, which some computers cannot tell apart. Pick another route.`);

  const schemaPath = relative(dirname(file), join(params.rootDir, "schema/page.schema.json")).split("\\").join("/");
  const title = titleFromRoute(route);
  let body: string;
  if (params.from !== undefined) {
    const from = normaliseRoute(params.from);
    const source = join(pagesDir, `${from.slice(1)}.yaml`);
    if (!existsSync(source)) {
      const alias = pages.find((p) => p.path === from && p.page !== from);
      throw new NewPageError(alias ? `${from} is an alias of ${alias.page}: copy that page with --from ${alias.page}.` : `There is no page ${from} to copy (no file pages${from}.yaml).`);
    }
    body = copyOf(readFileSync(source, "utf8"), { title, route, from });
  } else {
    body = template(title, route, pages.map((p) => p.path));
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `# yaml-language-server: $schema=${schemaPath}\n${body}`, { flag: "wx" });
  return { relFile, route };
}

/** The source page with a new title and description, without its aliases and its own header comments. */
function copyOf(text: string, opts: { title: string; route: string; from: string }): string {
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
  return doc.toString({ lineWidth: 0 });
}

function template(title: string, route: string, routes: string[]): string {
  const contact = routes.find((r) => r === "/contactProducts") ?? routes.find((r) => /contact/i.test(r)) ?? routes.find((r) => r !== route);
  const cta = contact
    ? ["  - type: callToAction", "    heading: Ready to talk?", "    text: Tell us about your business and we will call you back.", "    actions:", "      - label: Contact us", `        href: ${contact}`]
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

/**
 * The command: parses `argv` (`<route> [--from <route>]`), writes the page, validates the project
 * and prints what to do next. Returns the exit code: 0 when written, 1 on a usage mistake or when the
 * new file does not validate (it is then removed, so nothing broken is left behind).
 */
export function main(argv: string[], rootDir: string, out: { log: (s: string) => void; error: (s: string) => void } = console): number {
  const args = [...argv];
  const fromAt = args.indexOf("--from");
  let from: string | undefined;
  if (fromAt >= 0) {
    from = args[fromAt + 1];
    if (!from || from.startsWith("--")) {
      out.error("--from needs the route of an existing page, e.g. --from /verticals/agriculture.");
      return 1;
    }
    args.splice(fromAt, 2);
  }
  const unknown = args.find((a) => a.startsWith("-"));
  if (unknown || args.length !== 1) {
    out.error(`${unknown ? `Unknown option ${unknown}. ` : ""}Usage: npm run new-page -- <route> [--from <existing-route>]\n  e.g. npm run new-page -- /verticals/mining --from /verticals/agriculture`);
    return 1;
  }
  let created: { relFile: string; route: string };
  try {
    created = createPage({ rootDir, route: args[0]!, from });
  } catch (error) {
    if (error instanceof NewPageError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const result = loadContent(contentLocationFromEnv(rootDir));
  const own = result.errors.filter((e) => e.file === created.relFile);
  if (own.length) {
    out.error(`The new page does not validate, so it was not kept:\n${formatErrors(own, { color: false })}`);
    rmSync(join(rootDir, created.relFile), { force: true });
    return 1;
  }
  out.log(`Created ${created.relFile} for ${created.route}.`);
  out.log(`Next: edit it (blocks are listed in docs/blocks.md), preview with npm run dev at http://localhost:5173${created.route}, then run npm run validate.`);
  if (result.errors.length) out.log(`Note: other files have errors (${result.errors.length}); npm run validate lists them.`);
  return 0;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2), process.cwd());
}
