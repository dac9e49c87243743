/**
 * Page operations of the editor: a new page (from the template or a copy), a rename that rewrites
 * every link to the page in place, and a delete that removes the links to the page or sends their
 * visitors elsewhere, checked whole before anything is written. Links are rewritten or removed value
 * by value with the yaml-source edits, so nothing else in any file changes.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { isScalar, parse, parseDocument } from "yaml";
import type { DeleteResponse, LinkUse, NewPageResponse, RenameResponse } from "../api-types.ts";
import { NOT_FOUND_FILE, SITE_FILE } from "../../content/discover.ts";
import { isBlocking, type ContentError } from "../../content/errors.ts";
import { readSources, validateSources } from "../../content/load.ts";
import { parseYaml, type ParsedFile } from "../../content/parse.ts";
import { listRoutes } from "../../content/route-list.ts";
import { loadSchemasCached } from "../../content/schemas.ts";
import { carriedReport, createPage, NewPageError, normaliseRoute } from "../../content/new-page.ts";
import { insertListItem, removeListItem, replaceNode, setField, setScalar, YamlEditError } from "../yaml-source.ts";
import { pageFile, readVersion, writeAtomic, type PageFileRef } from "./files.ts";
import { HttpProblem } from "./http-util.ts";
import { relatedRoute } from "../../shared/related-route.ts";
import { applyRemovals, combineRemovals, effectOf, linkRemoval, type LinkRemoval } from "./link-removal.ts";
import { findLinks, retarget, type LinkEdit, type RouteTarget } from "./links.ts";
import { editorLocation, schemaDirOf, validateProject } from "./validation.ts";

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
  const own = validateProject(rootDir).errors.filter((e) => e.file === created.relFile && isBlocking(e) && e.code !== "E_TEMPLATE_TEXT");
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
  if (typeof route !== "string" || !route.startsWith("/") || route === "/")
    throw new HttpProblem(400, `Give the route of the page to ${what}, e.g. /partners.`);
  if (route === "/404" || route === `/${NOT_FOUND_FILE.replace(/\.yaml$/, "")}`)
    throw new HttpProblem(
      400,
      `The not-found page cannot be ${what === "rename" ? "renamed" : "deleted"}: the site shows it for every unknown address.`,
    );
  if (route === `/${SITE_FILE.replace(/\.yaml$/, "")}`)
    throw new HttpProblem(400, `The site settings cannot be ${what === "rename" ? "renamed" : "deleted"}.`);
  const ref = pageFile(rootDir, `pages${route}.yaml`);
  if (ref.route !== route || !readVersion(ref.abs, ref.file)) {
    const alias = listRoutes(rootDir).pages.find((p) => p.path === route && p.page !== route);
    throw new HttpProblem(
      400,
      alias
        ? `${route} is an alias of ${alias.page}, not a page of its own; ${what} ${alias.page} instead.`
        : `There is no page ${route} (no file pages${route}.yaml).`,
    );
  }
  return ref as PageFileRef & { route: string };
}

/** The new texts of the files whose links change, with the uses found. Throws a 409 {@link HttpProblem} when a value cannot be rewritten in place. */
function rewriteLinks(
  files: ParsedFile[],
  target: RouteTarget,
  keys: ReadonlySet<string>,
  nameOf: (file: string) => string = (f) => f,
): { uses: LinkUse[]; texts: Map<string, string> } {
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
    if (error instanceof YamlEditError)
      throw new HttpProblem(409, `The redirects in ${SITE} could not be updated in place (${error.message}); nothing was changed.`);
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
function takenBy(
  rootDir: string,
  known: ReturnType<typeof listRoutes>,
  route: string,
  movingFrom: string,
  moving: ReadonlySet<string>,
): { message?: string; redirectBack?: number } {
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
    if (owner.path === route)
      return {
        message: `${route} is already published${owner.page === owner.path ? "" : ` as an alias of ${owner.page}`}. Pick another route.`,
      };
    return {
      message: `${route} differs from the existing route ${owner.path} only in upper/lower case, which some computers cannot tell apart. Pick another route.`,
    };
  }
  const index = redirects.findIndex((r) => r.from === route);
  if (index >= 0) {
    const to = retarget(redirects[index]!.to, (r) => (moving.has(r) ? r : undefined));
    if (to) return { redirectBack: index };
    return { message: `${route} is a redirect in ${SITE} (to ${redirects[index]!.to}). Pick another route, or remove the redirect first.` };
  }
  return {};
}

function planRenameOf(
  rootDir: string,
  params: { from: unknown; to: unknown; redirect: boolean },
): RenamePlan & { removeRedirects: number[]; addRedirects: { from: string; to: string }[] } {
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
    if (moved)
      pageText = applyEdits({ ...page!, text: pageText }, [{ path: ["aliases", i, "path"], before: String(alias.path), after: moved }]);
  });
  texts.set(oldFile.file, pageText);

  const addRedirects = params.redirect ? [...moves].map(([a, b]) => ({ from: a, to: b })) : [];
  if (addRedirects.length || removeRedirects.length) {
    const siteText = texts.get(SITE) ?? files.find((f) => f.relFile === SITE)?.text;
    if (siteText === undefined)
      throw new HttpProblem(
        409,
        `${SITE} cannot be read (it is missing or has YAML errors), so the redirects cannot be updated; nothing was changed. Fix it first, or rename without a redirect.`,
      );
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
      if ((error as NodeJS.ErrnoException).code === "EEXIST")
        throw new HttpProblem(409, `${newFile.file} appeared while renaming; nothing was changed.`);
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

/** One link to the page being deleted: where it is (as a rename lists it), in words, and what removing it does. */
interface PlannedLink {
  use: LinkUse;
  parsed: ParsedFile;
  removal: LinkRemoval;
}

/** The delete's parameters as the API takes them: the page, where its visitors go, and whether the links to it go. */
export interface DeleteParams {
  route: unknown;
  redirectTo?: unknown;
  removeLinks?: boolean;
}

/** `redirectTo` checked: a route of the site that stays (not one of `gone`); undefined when none is asked. Throws a 400 {@link HttpProblem} otherwise. */
function redirectTarget(redirectTo: unknown, known: ReturnType<typeof listRoutes>, gone: ReadonlySet<string>): string | undefined {
  if (redirectTo === undefined || redirectTo === null || redirectTo === "") return undefined;
  if (typeof redirectTo !== "string" || !redirectTo.startsWith("/") || redirectTo.startsWith("//"))
    throw new HttpProblem(400, "A redirect leads to a page of this site, e.g. /home.");
  const hit = retarget(redirectTo, (r) => r);
  const exists = hit && (known.pages.some((p) => p.path === hit.route) || known.redirects.some((r) => r.from === hit.route));
  if (!hit || !exists || gone.has(hit.route))
    throw new HttpProblem(400, `${redirectTo} is not a page that stays; send visitors to another page of the site.`);
  return redirectTo;
}

/** The title of the page in `parsed`, or undefined. */
const titleOf = (parsed: ParsedFile | undefined) => {
  const title = (parsed?.data as { title?: unknown } | undefined)?.title;
  return typeof title === "string" ? title : undefined;
};

/** What a delete will do: the page, the routes that go, where visitors go, every link to it in words, and the related page to offer. */
function planDeleteOf(rootDir: string, params: DeleteParams) {
  const page = existingPage(rootDir, params.route, "delete");
  const known = listRoutes(rootDir);
  const gone = new Set([page.route, ...known.pages.filter((p) => p.page === page.route).map((p) => p.path)]);
  const redirectTo = redirectTarget(params.redirectTo, known, gone);
  const all = linkFiles(rootDir);
  const files = all.filter((f) => f.relFile !== page.file);
  const keys = linkKeys(rootDir);
  const links: PlannedLink[] = [];
  for (const parsed of files) {
    const found = findLinks(parsed, (route) => (gone.has(route) ? null : undefined), keys);
    found.uses.forEach((use, i) => {
      const place = found.places[i]!;
      links.push({ use, parsed, removal: linkRemoval(parsed, place.path, place.href, place.inline) });
    });
  }
  for (const parsed of new Set(links.map((l) => l.parsed))) {
    const own = links.filter((l) => l.parsed === parsed);
    const combined = combineRemovals(
      parsed.data,
      own.map((l) => l.removal),
    );
    for (const link of own) link.use = { ...link.use, words: link.removal.words, effect: effectOf(parsed.data, link.removal, combined) };
  }
  const candidates = files.flatMap((f) => {
    const route =
      f.relFile.startsWith("pages/") && !f.relFile.startsWith("pages/_") ? f.relFile.slice("pages".length, -".yaml".length) : undefined;
    return route && !gone.has(route) ? [{ route, title: titleOf(f) ?? route }] : [];
  });
  const related = relatedRoute(page.route, titleOf(all.find((f) => f.relFile === page.file)), candidates);
  return { page, gone, redirectTo, links, related };
}

/**
 * `POST /api/pages/plan-delete`: every link (in the other pages and `_site.yaml`) to the page at
 * `route` or its aliases, each named in words with what removing it does (see link-removal.ts), and
 * the related page to send visitors to instead (the page above it, a page with a similar title, or
 * the home page; none when the site has none of these). Throws a 400 {@link HttpProblem} for an
 * unknown page, the site settings, the not-found page, or a `redirectTo` that is not another route of
 * the site.
 */
export function planDelete(rootDir: string, params: DeleteParams): DeleteResponse {
  const plan = planDeleteOf(rootDir, params);
  return { links: plan.links.map((l) => l.use), ...(plan.related ? { related: plan.related } : {}) };
}

/** The new texts of the files whose links go (with `removeLinks`) and of `_site.yaml` with the redirects to add. Throws a 409 {@link HttpProblem} when an edit cannot be made in place. */
function deleteTexts(rootDir: string, plan: ReturnType<typeof planDeleteOf>, removeLinks: boolean): Map<string, string> {
  const texts = new Map<string, string>();
  if (removeLinks) {
    for (const parsed of new Set(plan.links.map((l) => l.parsed))) {
      const removals = combineRemovals(
        parsed.data,
        plan.links.filter((l) => l.parsed === parsed).map((l) => l.removal),
      );
      try {
        texts.set(parsed.relFile, applyRemovals(parsed.text, removals));
      } catch (error) {
        if (error instanceof YamlEditError)
          throw new HttpProblem(
            409,
            `The links in ${pageName(parsed.relFile)} could not be removed in place (${error.message}); nothing was changed. Send visitors to another page instead.`,
          );
        throw error;
      }
    }
  }
  if (plan.redirectTo) {
    const site = texts.get(SITE) ?? readVersion(pageFile(rootDir, SITE).abs, SITE)?.text;
    if (site === undefined)
      throw new HttpProblem(409, `${SITE} is missing, so visitors cannot be sent to another page; nothing was deleted.`);
    texts.set(
      SITE,
      withRedirects(
        site,
        [...plan.gone].map((from) => ({ from, to: plan.redirectTo! })),
        [],
      ),
    );
  }
  return texts;
}

/** The page's name for an author: its route, "the site settings" or "the not-found page". */
function pageName(file: string): string {
  if (file === SITE) return "the site settings";
  if (file === `pages/${NOT_FOUND_FILE}`) return "the not-found page";
  return file.slice("pages".length, -".yaml".length);
}

/** The blocking errors of the project with `texts` in place of their files and `removed` gone, as `npm run validate` would report them; nothing is written. */
function errorsWith(rootDir: string, texts: ReadonlyMap<string, string>, removed: string): ContentError[] {
  const location = editorLocation(rootDir, texts);
  const sources = readSources({ rootDir, pagesDir: join(rootDir, "pages"), overlay: texts });
  sources.pages = sources.pages.filter((p) => p.relFile !== removed);
  const schemas = loadSchemasCached({ schemaDir: schemaDirOf(rootDir) });
  return validateSources({ sources, schemas, publicDir: join(rootDir, "public"), environment: location.environment }).errors.filter(
    isBlocking,
  );
}

/** Errors of `after` that `before` did not have (lines may move when items go, so they are compared without them). */
function newErrors(before: readonly ContentError[], after: readonly ContentError[]): ContentError[] {
  const key = (e: ContentError) => `${e.file}\n${e.code}\n${e.message}`;
  const old = new Set(before.map(key));
  return after.filter((e) => !old.has(key(e)));
}

/** Writes every text, then removes `file`; when any step fails, puts back what was written and rethrows. */
function writeAllThenRemove(rootDir: string, texts: ReadonlyMap<string, string>, file: PageFileRef): void {
  const written: { abs: string; text: string }[] = [];
  try {
    for (const [rel, text] of texts) {
      const ref = pageFile(rootDir, rel);
      const before = readVersion(ref.abs, rel);
      writeAtomic(ref.abs, text);
      if (before) written.push({ abs: ref.abs, text: before.text });
    }
    rmSync(file.abs);
  } catch (error) {
    for (const { abs, text } of written.reverse()) writeAtomic(abs, text);
    throw error;
  }
  removeEmptyFolders(rootDir, dirname(file.abs));
}

/**
 * `POST /api/pages/delete`: deletes the page at `route` in one step that never leaves the project
 * with a problem it did not have: with `removeLinks`, every link to it goes as {@link linkRemoval}
 * says (the card, the menu item, or only the link); with `redirectTo`, visitors of its route and each
 * of its aliases are sent to that route (redirects added to `_site.yaml`), and links that stay lead
 * there. The whole result is checked first, as `npm run validate` checks it; then the files are
 * written (each atomically, all put back if one fails) and the page is removed. Returns the links,
 * and the project's blocking errors afterwards. Throws a 400 {@link HttpProblem} when links lead to
 * the page and neither is asked, a 409 with `errors` when the result would have new problems (nothing
 * is changed), and as {@link planDelete} does.
 */
export function deletePage(rootDir: string, params: DeleteParams): WithErrors<DeleteResponse> {
  const plan = planDeleteOf(rootDir, params);
  const removeLinks = params.removeLinks === true;
  if (plan.links.length && !removeLinks && !plan.redirectTo)
    throw new HttpProblem(
      400,
      `${countLinks(plan.links.length)} to this page (${linkWords(plan.links)}). Remove ${plan.links.length === 1 ? "it" : "them"}, or send visitors to another page; nothing was deleted.`,
    );
  const texts = deleteTexts(rootDir, plan, removeLinks);
  const before = validateProject(rootDir).errors.filter(isBlocking);
  const added = newErrors(before, errorsWith(rootDir, texts, plan.page.file));
  if (added.length)
    throw new HttpProblem(
      409,
      `Deleting the page this way would leave ${added.length === 1 ? "a problem" : `${added.length} problems`} to fix, so nothing was changed. Send visitors to another page instead.`,
      {
        errors: added,
      },
    );
  writeAllThenRemove(rootDir, texts, plan.page);
  return { links: plan.links.map((l) => l.use), errors: validateProject(rootDir).errors.filter(isBlocking) };
}

const countLinks = (n: number) => (n === 1 ? "A link leads" : `${n} links lead`);

/** The first links in words, for a sentence: "the Logistics card on Verticals; the Logistics item in the Verticals menu" (and how many more past five). */
function linkWords(links: readonly PlannedLink[]): string {
  const shown = links.slice(0, 5).map((l) => l.use.words);
  return links.length > 5 ? `${shown.join("; ")}; and ${links.length - 5} more` : shown.join("; ");
}

/**
 * Runs `create` (which writes the page at `route`) with the redirect from `route` removed from
 * `_site.yaml` first: the new page takes the address over, and links to it then lead to the page.
 * When `create` throws, `_site.yaml` is put back as it was and the error is rethrown. Throws a 400
 * {@link HttpProblem} when `route` is not a redirect.
 */
export function replacingRedirect<T>(rootDir: string, route: string, create: () => T): T {
  const ref = pageFile(rootDir, SITE);
  const site = readVersion(ref.abs, SITE);
  const redirects = (site ? ((parse(site.text) as { redirects?: { from?: unknown }[] } | null)?.redirects ?? []) : []) as {
    from?: unknown;
  }[];
  const index = redirects.findIndex((r) => r?.from === route);
  if (!site || index === -1) throw new HttpProblem(400, `${route} is not a redirect of the site settings.`);
  writeAtomic(ref.abs, withRedirects(site.text, [], [index]));
  try {
    return create();
  } catch (error) {
    writeAtomic(ref.abs, site.text);
    throw error;
  }
}
