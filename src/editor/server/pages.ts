/**
 * Page operations of the editor: a new page (from the template or a copy), a rename that rewrites
 * every link to the page in place, and a delete that lists the links it breaks. Links are rewritten
 * value by value with the yaml-source edits, so nothing else in any file changes.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { isScalar, parse, parseDocument } from "yaml";
import type { DeleteResponse, LinkUse, NewPageResponse, RenameResponse } from "../api-types.ts";
import { NOT_FOUND_FILE, SITE_FILE } from "../../content/discover.ts";
import { isBlocking, type ContentError } from "../../content/errors.ts";
import { readSources } from "../../content/load.ts";
import { parseYaml, type ParsedFile } from "../../content/parse.ts";
import { listRoutes } from "../../content/route-list.ts";
import { loadSchemasCached } from "../../content/schemas.ts";
import { carriedReport, createPage, NewPageError, normaliseRoute } from "../../content/new-page.ts";
import { insertListItem, removeListItem, replaceNode, setField, setScalar, YamlEditError } from "../yaml-source.ts";
import { pageFile, readVersion, writeAtomic, type PageFileRef } from "./files.ts";
import { HttpProblem } from "./http-util.ts";
import { findLinks, retarget, type LinkEdit, type RouteTarget } from "./links.ts";
import { schemaDirOf, validateProject } from "./validation.ts";

const SITE = `pages/${SITE_FILE}`;

/** The blocking errors of the project after an operation, sent with its answer so the editor can show what is left to fix. */
export type WithErrors<T> = T & { errors: ContentError[] };

/**
 * `POST /api/pages/new`: writes `pages/<route>.yaml` from the template, or as a copy of the page
 * `from` (see createPage), and validates it; returns the file, its route and, for a copy, what it
 * carried over (plain lines, see carriedReport). Throws a 400 {@link HttpProblem} with NewPageError's
 * message for a bad, taken or reserved route or an unknown `from`, and a 400 with the errors when the
 * new file does not validate (it is then removed again).
 */
export function newPage(rootDir: string, params: { route: string; from?: string }): NewPageResponse {
  let created: ReturnType<typeof createPage>;
  try {
    created = createPage({ rootDir, route: params.route, from: params.from });
  } catch (error) {
    if (error instanceof NewPageError) throw new HttpProblem(400, error.message);
    throw error;
  }
  const own = validateProject(rootDir).errors.filter((e) => e.file === created.relFile && isBlocking(e));
  if (own.length) {
    rmSync(join(rootDir, created.relFile), { force: true });
    throw new HttpProblem(
      400,
      `The new page would have ${own.length === 1 ? "an error" : `${own.length} errors`}, so it was not kept. Fix ${params.from ?? "the page"} first, or start from the template.`,
      { errors: own },
    );
  }
  return { file: created.relFile, route: created.route, carried: created.from ? carriedReport(created.carried, created.from) : [] };
}

/** Every page file and `_site.yaml` that parses, read from disk: what links live in. */
function linkFiles(rootDir: string): ParsedFile[] {
  const sources = readSources({ rootDir, pagesDir: join(rootDir, "pages") });
  const refused = new Set((sources.refused ?? []).map((e) => e.file));
  const files = [...sources.pages, ...(sources.notFound ? [sources.notFound] : []), ...(sources.site ? [sources.site] : [])];
  return files
    .filter((f) => !refused.has(f.relFile))
    .flatMap((f) => {
      const { parsed, errors } = parseYaml(f);
      return errors.length ? [] : [parsed];
    });
}

/** The link field names of the project's schemas. */
function linkKeys(rootDir: string): ReadonlySet<string> {
  return loadSchemasCached({ schemaDir: schemaDirOf(rootDir) }).hrefKeys;
}

/** The existing route page named by `route` (not the site settings or the not-found page). Throws a 400 {@link HttpProblem} otherwise. */
function existingPage(rootDir: string, route: unknown, what: string): PageFileRef & { route: string } {
  if (typeof route !== "string" || !route.startsWith("/") || route === "/") throw new HttpProblem(400, `Give the route of the page to ${what}, e.g. /partners.`);
  if (route === "/404" || route === `/${NOT_FOUND_FILE.replace(/\.yaml$/, "")}`)
    throw new HttpProblem(400, `The not-found page cannot be ${what === "rename" ? "renamed" : "deleted"}: the site shows it for every unknown address.`);
  if (route === `/${SITE_FILE.replace(/\.yaml$/, "")}`) throw new HttpProblem(400, `The site settings cannot be ${what === "rename" ? "renamed" : "deleted"}.`);
  const ref = pageFile(rootDir, `pages${route}.yaml`);
  if (ref.route !== route || !readVersion(ref.abs, ref.file)) {
    const alias = listRoutes(rootDir).pages.find((p) => p.path === route && p.page !== route);
    throw new HttpProblem(400, alias ? `${route} is an alias of ${alias.page}, not a page of its own; ${what} ${alias.page} instead.` : `There is no page ${route} (no file pages${route}.yaml).`);
  }
  return ref as PageFileRef & { route: string };
}

/** The new texts of the files whose links change, with the uses found. Throws a 409 {@link HttpProblem} when a value cannot be rewritten in place. */
function rewriteLinks(files: ParsedFile[], target: RouteTarget, keys: ReadonlySet<string>, nameOf: (file: string) => string = (f) => f): { uses: LinkUse[]; texts: Map<string, string> } {
  const uses: LinkUse[] = [];
  const texts = new Map<string, string>();
  for (const parsed of files) {
    const found = findLinks(parsed, target, keys, nameOf(parsed.relFile));
    uses.push(...found.uses);
    const changed = found.edits.filter((e) => e.after !== e.before);
    if (changed.length) texts.set(parsed.relFile, applyEdits(parsed, changed));
  }
  return { uses, texts };
}

/**
 * `text` with the link targets of `edit.inline` replaced inside the source of the value at
 * `edit.path` only, so a paragraph keeps its line breaks and quoting; undefined when the value does
 * not then read as `edit.after` (a target written with escapes, say).
 */
function replaceInlineTargets(text: string, edit: LinkEdit): string | undefined {
  const doc = parseDocument(text);
  const node = doc.getIn(edit.path, true);
  if (!isScalar(node) || !node.range) return undefined;
  const [start, end] = node.range;
  let source = text.slice(start, end);
  for (const { href, after } of edit.inline ?? []) source = source.split(`](${href})`).join(`](${after})`);
  const out = text.slice(0, start) + source + text.slice(end);
  return parseDocument(out).getIn(edit.path) === edit.after ? out : undefined;
}

function applyEdits(parsed: ParsedFile, edits: LinkEdit[]): string {
  let text = parsed.text;
  for (const edit of edits) {
    const inPlace = edit.inline ? replaceInlineTargets(text, edit) : undefined;
    if (inPlace !== undefined) {
      text = inPlace;
      continue;
    }
    try {
      text = setScalar(text, edit.path, edit.after);
    } catch (error) {
      if (error instanceof YamlEditError)
        throw new HttpProblem(
          409,
          `The link ${edit.before} in ${parsed.relFile} (${edit.path.join(" > ")}) could not be rewritten in place (${error.message}); nothing was changed. Change that link by hand first.`,
        );
      throw error;
    }
  }
  return text;
}

/**
 * `_site.yaml`'s `text` without the redirects at `remove` (indexes of `redirects`) and with `add`
 * appended: each added as a new list item, so every other line stays; a list that cannot take items
 * in place (missing, empty or written as `[ ... ]`) is rewritten as a whole. Throws a 409
 * {@link HttpProblem} when the redirects cannot be written.
 */
function withRedirects(text: string, add: { from: string; to: string }[], remove: number[]): string {
  if (!add.length && !remove.length) return text;
  try {
    const current = ((parse(text) as { redirects?: { from: string; to: string }[] } | null)?.redirects ?? []).slice();
    let out = text;
    for (const index of [...remove].sort((a, b) => b - a)) {
      out = current.length > 1 ? removeListItem(out, ["redirects"], index) : replaceNode(out, ["redirects"], []);
      current.splice(index, 1);
    }
    for (const redirect of add) {
      try {
        out = insertListItem(out, ["redirects"], current.length, redirect);
      } catch (error) {
        if (!(error instanceof YamlEditError)) throw error;
        out = setField(out, [], "redirects", [...current, redirect]);
      }
      current.push(redirect);
    }
    return out;
  } catch (error) {
    if (error instanceof YamlEditError) throw new HttpProblem(409, `The redirects in ${SITE} could not be updated in place (${error.message}); nothing was changed.`);
    throw error;
  }
}

/** What a rename will do: the texts to write, the files to move, and the links it rewrites. */
interface RenamePlan {
  oldFile: PageFileRef & { route: string };
  newFile: PageFileRef;
  /** Old path → new path: the page's route and its aliases under it. */
  moves: Map<string, string>;
  /** New texts by file (the moved page under its old name). */
  texts: Map<string, string>;
  links: LinkUse[];
}

/** Whether `route` is taken by another page, alias or redirect than the moving page's own; the redirect's index when it is one leading back to the moving page. */
function takenBy(rootDir: string, known: ReturnType<typeof listRoutes>, route: string, movingFrom: string, moving: ReadonlySet<string>): { message?: string; redirectBack?: number } {
  const relFile = `pages${route}.yaml`;
  const { pages, redirects } = known;
  const sameFile = (a: string, b: string) => {
    try {
      const x = statSync(a);
      const y = statSync(b);
      return x.ino === y.ino && x.dev === y.dev;
    } catch {
      return false;
    }
  };
  if (existsSync(join(rootDir, relFile)) && !sameFile(join(rootDir, relFile), join(rootDir, `pages${movingFrom}.yaml`)))
    return { message: `${relFile} already exists, so ${route} is taken. Pick another route.` };
  const owner = pages.find((p) => p.path.toLowerCase() === route.toLowerCase() && p.page !== movingFrom);
  if (owner) {
    if (owner.path === route) return { message: `${route} is already published${owner.page === owner.path ? "" : ` as an alias of ${owner.page}`}. Pick another route.` };
    return { message: `${route} differs from the existing route ${owner.path} only in upper/lower case, which some computers cannot tell apart. Pick another route.` };
  }
  const index = redirects.findIndex((r) => r.from === route);
  if (index >= 0) {
    const to = retarget(redirects[index]!.to, (r) => (moving.has(r) ? r : undefined));
    if (to) return { redirectBack: index };
    return { message: `${route} is a redirect in ${SITE} (to ${redirects[index]!.to}). Pick another route, or remove the redirect first.` };
  }
  return {};
}

function planRenameOf(rootDir: string, params: { from: unknown; to: unknown; redirect: boolean }): RenamePlan & { removeRedirects: number[]; addRedirects: { from: string; to: string }[] } {
  const oldFile = existingPage(rootDir, params.from, "rename");
  if (typeof params.to !== "string") throw new HttpProblem(400, "Give the new route, e.g. /verticals/mining.");
  let to: string;
  try {
    to = normaliseRoute(params.to, join(rootDir, "public"));
  } catch (error) {
    if (error instanceof NewPageError) throw new HttpProblem(400, error.message);
    throw error;
  }
  const from = oldFile.route;
  if (to === from) throw new HttpProblem(400, `The page is already at ${to}.`);
  const newFile = pageFile(rootDir, `pages${to}.yaml`);

  const known = listRoutes(rootDir);
  const aliases = known.pages.filter((p) => p.page === from && p.path !== from);
  const moves = new Map<string, string>([[from, to]]);
  for (const alias of aliases) if (alias.path.startsWith(`${from}/`)) moves.set(alias.path, `${to}${alias.path.slice(from.length)}`);
  const ownPaths = new Set([from, ...aliases.map((a) => a.path)]);
  const removeRedirects: number[] = [];
  for (const route of moves.values()) {
    const taken = takenBy(rootDir, known, route, from, ownPaths);
    if (taken.message) throw new HttpProblem(400, taken.message);
    if (taken.redirectBack !== undefined) removeRedirects.push(taken.redirectBack);
  }

  const keys = linkKeys(rootDir);
  const files = linkFiles(rootDir);
  const target: RouteTarget = (route) => moves.get(route);
  const nameOf = (file: string) => (file === oldFile.file ? newFile.file : file);
  const { uses, texts } = rewriteLinks(files, target, keys, nameOf);

  // The page's own aliases under its old route move with it.
  const page = files.find((f) => f.relFile === oldFile.file);
  let pageText = texts.get(oldFile.file) ?? readVersion(oldFile.abs, oldFile.file)!.text;
  const data = page?.data as { aliases?: { path?: unknown }[] } | undefined;
  data?.aliases?.forEach((alias, i) => {
    const moved = typeof alias.path === "string" ? moves.get(alias.path) : undefined;
    if (moved) pageText = applyEdits({ ...page!, text: pageText }, [{ path: ["aliases", i, "path"], before: String(alias.path), after: moved }]);
  });
  texts.set(oldFile.file, pageText);

  const addRedirects = params.redirect ? [...moves].map(([a, b]) => ({ from: a, to: b })) : [];
  if (addRedirects.length || removeRedirects.length) {
    const siteText = texts.get(SITE) ?? files.find((f) => f.relFile === SITE)?.text;
    if (siteText === undefined)
      throw new HttpProblem(409, `${SITE} cannot be read (it is missing or has YAML errors), so the redirects cannot be updated; nothing was changed. Fix it first, or rename without a redirect.`);
    texts.set(SITE, withRedirects(siteText, addRedirects, removeRedirects));
  }
  const dropped = new Set(removeRedirects.map((i) => `redirects[${i}]`));
  const links = uses.filter((u) => !(u.file === SITE && [...dropped].some((d) => u.path.startsWith(`${d} `) || u.path === d)));
  return { oldFile, newFile, moves, texts, links, removeRedirects, addRedirects };
}

/**
 * `POST /api/pages/plan-rename`: what renaming the page `from` to `to` would change: the new file and
 * every link that would be rewritten (in every page, the not-found page and `_site.yaml`: link fields,
 * redirects, menu `activePaths` and `[label](/route)` links in texts), to the route itself, to
 * `route#id` or to one of the page's aliases under the route (which move with it). Links in the page
 * itself are listed under its new file name. Throws a 400 {@link HttpProblem} for an unknown page, a
 * bad, reserved or taken route (normaliseRoute's message), a 409 when a link cannot be rewritten in place.
 */
export function planRename(rootDir: string, params: { from: unknown; to: unknown; redirect: boolean }): RenameResponse {
  const plan = planRenameOf(rootDir, params);
  return { file: plan.newFile.file, links: plan.links };
}

/**
 * `POST /api/pages/rename`: does what {@link planRename} plans: writes the page under its new name
 * (never over an existing file), rewrites the links in place (setScalar: only those values change),
 * with `redirect` adds a redirect from the old route (and each moved alias) to the new one in
 * `_site.yaml`, removes a redirect the new route had back to the page, then removes the old file (and
 * folders it leaves empty). Every write is atomic. Returns the plan's answer with the project's
 * blocking errors afterwards (`errors`, empty when all is well). Throws as {@link planRename} does.
 */
export function renamePage(rootDir: string, params: { from: unknown; to: unknown; redirect: boolean }): WithErrors<RenameResponse> {
  const plan = planRenameOf(rootDir, params);
  const { oldFile, newFile } = plan;
  const pageText = plan.texts.get(oldFile.file)!;
  const caseOnly = existsSync(newFile.abs);
  mkdirSync(dirname(newFile.abs), { recursive: true });
  if (caseOnly) {
    writeAtomic(oldFile.abs, pageText);
  } else {
    try {
      writeAtomic(newFile.abs, pageText, { exclusive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new HttpProblem(409, `${newFile.file} appeared while renaming; nothing was changed.`);
      throw error;
    }
  }
  for (const [file, text] of plan.texts) if (file !== oldFile.file) writeAtomic(pageFile(rootDir, file).abs, text);
  if (caseOnly) renameAtomically(oldFile.abs, newFile.abs);
  else {
    rmSync(oldFile.abs);
    removeEmptyFolders(rootDir, dirname(oldFile.abs));
  }
  return { file: newFile.file, links: plan.links, errors: validateProject(rootDir).errors.filter(isBlocking) };
}

/** Renames `from` to `to` through a temporary name: a rename that changes only the case of a name needs that step on file systems that ignore case. */
function renameAtomically(from: string, to: string): void {
  const temp = join(dirname(from), `.${randomBytes(6).toString("hex")}.renaming`);
  renameSync(from, temp);
  renameSync(temp, to);
}

/** Removes `dir` and its parents while they are empty, up to (not including) pages/. */
function removeEmptyFolders(rootDir: string, dir: string): void {
  const pages = join(rootDir, "pages");
  let current = dir;
  while (current.startsWith(`${pages}/`)) {
    try {
      if (readdirSync(current).length) return;
      rmdirSync(current);
    } catch {
      return;
    }
    current = dirname(current);
  }
}

/** What a delete will do: the page, the routes that go, the redirects to add, and the links that point at it. */
function planDeleteOf(rootDir: string, params: { route: unknown; redirectTo?: unknown }) {
  const page = existingPage(rootDir, params.route, "delete");
  const { pages, redirects } = listRoutes(rootDir);
  const gone = new Set([page.route, ...pages.filter((p) => p.page === page.route).map((p) => p.path)]);
  let redirectTo: string | undefined;
  if (params.redirectTo !== undefined && params.redirectTo !== null && params.redirectTo !== "") {
    if (typeof params.redirectTo !== "string" || !params.redirectTo.startsWith("/") || params.redirectTo.startsWith("//"))
      throw new HttpProblem(400, "A redirect leads to a route of this site, e.g. /home.");
    const hit = retarget(params.redirectTo, (r) => r);
    const known = hit && (pages.some((p) => p.path === hit.route) || redirects.some((r) => r.from === hit.route));
    if (!hit || !known || gone.has(hit.route)) throw new HttpProblem(400, `${params.redirectTo} is not a page that stays; redirect to another page of the site.`);
    redirectTo = params.redirectTo;
  }
  const files = linkFiles(rootDir).filter((f) => f.relFile !== page.file);
  const { uses } = rewriteLinks(files, (route) => (gone.has(route) ? null : undefined), linkKeys(rootDir));
  return { page, gone, redirectTo, links: uses };
}

/**
 * `POST /api/pages/plan-delete`: every link (in the other pages and `_site.yaml`) to the page at
 * `route` or its aliases, which break when it is deleted without a redirect. Throws a 400
 * {@link HttpProblem} for an unknown page, the site settings, the not-found page, or a `redirectTo`
 * that is not another route of the site.
 */
export function planDelete(rootDir: string, params: { route: unknown; redirectTo?: unknown }): DeleteResponse {
  return { links: planDeleteOf(rootDir, params).links };
}

/**
 * `POST /api/pages/delete`: removes the page file (and folders it leaves empty) and, with
 * `redirectTo`, adds a redirect from its route and each of its aliases to that route in `_site.yaml`.
 * Returns the links that broke (those still reported as broken links or anchors afterwards) and the
 * project's blocking errors afterwards. Throws as {@link planDelete} does.
 */
export function deletePage(rootDir: string, params: { route: unknown; redirectTo?: unknown }): WithErrors<DeleteResponse> {
  const plan = planDeleteOf(rootDir, params);
  if (plan.redirectTo) {
    const site = readVersion(pageFile(rootDir, SITE).abs, SITE);
    if (!site) throw new HttpProblem(409, `${SITE} is missing, so the redirect cannot be added; nothing was deleted.`);
    writeAtomic(
      pageFile(rootDir, SITE).abs,
      withRedirects(
        site.text,
        [...plan.gone].map((from) => ({ from, to: plan.redirectTo! })),
        [],
      ),
    );
  }
  rmSync(plan.page.abs);
  removeEmptyFolders(rootDir, dirname(plan.page.abs));
  const errors = validateProject(rootDir).errors.filter(isBlocking);
  const broken = new Set(errors.filter((e) => e.code === "E_BROKEN_LINK" || e.code === "E_BROKEN_ANCHOR").map((e) => `${e.file}:${e.line}`));
  return { links: plan.links.filter((l) => broken.has(`${l.file}:${l.line}`)), errors };
}
