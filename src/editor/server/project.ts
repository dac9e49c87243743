/**
 * What the editor's server knows about the project on disk: the pages list, routes and keys the
 * editor offers, the bundled schemas and block catalogue, and validation of a draft in place of its
 * file, and saving a draft.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import type {
  CatalogueEntry,
  CheckResponse,
  EditorSchemas,
  EditorState,
  FileVersion,
  KeyUse,
  PageSummary,
  SaveResponse,
} from "../api-types.ts";
import { blockExamples } from "../../content/block-examples.ts";
import { collectIds } from "../../content/crosscheck.ts";
import { devBlocksPage } from "../../content/dev-blocks.server.ts";
import { NOT_FOUND_FILE, SITE_FILE } from "../../content/discover.ts";
import { isBlocking, type ContentError } from "../../content/errors.ts";
import { contentLocationFromEnv, loadModels, readSources } from "../../content/load.ts";
import { listRoutes, routeTableOf, type RouteTable } from "../../content/route-list.ts";
import type { Block } from "../../shared/model.ts";
import { loadSchemasCached, readSchemaFiles } from "../../content/schemas.ts";
import { bundleSchema } from "../form-schema.ts";
import { typeInWords } from "../app/page-model.ts";
import { hashText, pageFile, readVersion, writeAtomic } from "./files.ts";
import { HttpProblem } from "./http-util.ts";
import { gitInfo } from "./publish.ts";
import { editorLocation, rememberValidation, schemaDirOf, treeStamp, validateProject, type Validation } from "./validation.ts";

/** The parsed data of a YAML text, or undefined when it does not parse. */
function lenientParse(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

function field(data: unknown, key: string): unknown {
  return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>)[key] : undefined;
}

/**
 * `GET /api/state`: the pages (route pages and the not-found page sorted by route, then the site
 * settings), every path the site's routes register (pages and aliases, from {@link listRoutes}, as
 * src/routes.ts) with its page's title and section ids, the redirects the site registers, the
 * lead-form keys of the environment in use and the video keys of `_site.yaml`, every error and warning
 * of the project on disk, and its Git state. A file that does not parse is listed under its file name,
 * with no aliases or ids. Never throws on bad content.
 */
export async function editorState(rootDir: string): Promise<EditorState> {
  const git = gitInfo(rootDir);
  const sources = readSources({ rootDir, pagesDir: join(rootDir, "pages") });
  const validation = validateProject(rootDir);
  const { errors } = validation;
  const errorCount = (file: string) => errors.filter((e) => e.file === file && isBlocking(e)).length;
  const summary = (file: string, route: string | null, data: unknown, fallback: string): PageSummary => {
    const title = field(data, "title");
    return { file, route, title: typeof title === "string" && title.trim() ? title : fallback, errorCount: errorCount(file) };
  };

  const pages: PageSummary[] = [];
  const pageInfo = new Map<string, { title: string; ids: string[] }>();
  for (const source of sources.pages) {
    const data = lenientParse(source.text);
    const page = summary(source.relFile, source.route, data, source.relFile.split("/").pop()!);
    pages.push(page);
    pageInfo.set(source.route, { title: page.title, ids: [...collectIds(data)].sort() });
  }
  // The routes the site registers (src/routes.ts), from the same function: the editor suggests and
  // checks exactly the paths a visitor can open.
  const table = routeTable(rootDir, validation);
  const routes = table.pages.map((entry) => ({
    route: entry.path,
    title: pageInfo.get(entry.page)?.title ?? entry.page,
    ids: pageInfo.get(entry.page)?.ids ?? [],
  }));
  const notFoundFile = `pages/${NOT_FOUND_FILE}`;
  if (sources.notFound) pages.push(summary(notFoundFile, "/404", lenientParse(sources.notFound.text), NOT_FOUND_FILE));
  pages.sort((a, b) => a.route!.localeCompare(b.route!));
  const siteFile = `pages/${SITE_FILE}`;
  if (sources.site) pages.push({ file: siteFile, route: null, title: "Site settings", errorCount: errorCount(siteFile) });

  const site = sources.site ? lenientParse(sources.site.text) : undefined;
  const environment = contentLocationFromEnv(rootDir).environment ?? field(site, "environment");
  const leadForms = typeof environment === "string" ? field(field(field(site, "environments"), environment), "leadForms") : undefined;
  const keysOf = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? Object.keys(value).sort() : []);

  const videos = field(site, "videos");
  const used = keyUses(sources.pages.map((source) => ({ data: lenientParse(source.text), route: source.route })));
  const about = { leadForms: describeKeys(leadForms, used.leadForms), videos: describeKeys(videos, used.videos) };
  return {
    pages,
    routes,
    redirects: table.redirects,
    keys: { leadForms: keysOf(leadForms), videos: keysOf(videos), about },
    errors,
    git: await git,
  };
}

/**
 * The route table of the project in `rootDir` ({@link listRoutes}): of the content `validation` holds
 * when the project is valid (no second load), else of the content loaded leniently, as the dev server's
 * routes are.
 */
function routeTable(rootDir: string, validation: Validation): RouteTable {
  return validation.content ? routeTableOf(validation.content) : listRoutes(rootDir);
}

/**
 * Which pages name each lead form (a `leadForm` or `form` field) and each video (a `video` field),
 * anywhere in their blocks: key → the pages' titles and routes, each page once, in the order given.
 */
function keyUses(pages: { data: unknown; route: string }[]): {
  leadForms: Map<string, KeyUse["pages"]>;
  videos: Map<string, KeyUse["pages"]>;
} {
  const uses = { leadForms: new Map<string, KeyUse["pages"]>(), videos: new Map<string, KeyUse["pages"]>() };
  for (const { data, route } of pages) {
    const title = field(data, "title");
    const page = { title: typeof title === "string" && title.trim() ? title : route, route };
    const note = (map: Map<string, KeyUse["pages"]>, key: string) => {
      const list = map.get(key) ?? [];
      if (!list.some((p) => p.route === route)) list.push(page);
      map.set(key, list);
    };
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object")
        for (const [name, value] of Object.entries(node)) {
          if (typeof value === "string" && (name === "leadForm" || name === "form")) note(uses.leadForms, value);
          else if (typeof value === "string" && name === "video") note(uses.videos, value);
          else walk(value);
        }
    };
    walk(field(data, "blocks"));
  }
  return uses;
}

/** Each key of the settings object `entries` with its label (the key itself when it has none yet) and the pages naming it. */
function describeKeys(entries: unknown, uses: Map<string, KeyUse["pages"]>): Record<string, KeyUse> {
  if (!entries || typeof entries !== "object" || Array.isArray(entries)) return {};
  return Object.fromEntries(
    Object.keys(entries).map((key) => {
      const label = field(field(entries, key), "label");
      return [key, { label: typeof label === "string" && label.trim() ? label : key, pages: uses.get(key) ?? [] }];
    }),
  );
}

let schemaMemo: { key: string; value: EditorSchemas } | undefined;

/**
 * `GET /api/schema`: the page and site schemas bundled for the form library, and one catalogue entry
 * per block type (title in words, e.g. "Call to action"; its schema's description; its first example;
 * the example ready to render, with image sizes filled in). When the examples do not validate against
 * the project as it is (a page an example links to was removed), `rendered` is the example as written.
 * Computed again only when a schema or page file changes. Throws when a schema file is broken (a
 * developer mistake).
 */
export function editorSchemas(rootDir: string): EditorSchemas {
  const schemaDir = schemaDirOf(rootDir);
  const key = `${rootDir}\n${treeStamp([schemaDir, join(rootDir, "pages")])}`;
  if (schemaMemo?.key === key) return schemaMemo.value;
  const files = readSchemaFiles(schemaDir);
  const examples = blockExamples(loadSchemasCached({ schemaDir }));
  const rendered = devBlocksPage(rootDir).examples;
  const catalogue: CatalogueEntry[] = examples.map((e) => ({
    type: e.type,
    title: typeInWords(e.type),
    description: e.description,
    example: e.block,
    rendered: rendered.find((r) => r.type === e.type)?.block ?? (e.block as unknown as Block),
  }));
  const value = { page: bundleSchema(files, "page"), site: bundleSchema(files, "site"), catalogue };
  schemaMemo = { key, value };
  return value;
}

/** `GET /api/file?file=...`: the page file's text and version. A 400 {@link HttpProblem} for a path that is not a page file, 404 when it does not exist. */
export function fileVersion(rootDir: string, file: unknown): FileVersion {
  const ref = pageFile(rootDir, file);
  const version = readVersion(ref.abs, ref.file);
  if (!version) throw new HttpProblem(404, `${ref.file} does not exist.`);
  return version;
}

/**
 * The errors of files other than `file` in `withDraft` (the project validated with a draft of `file`)
 * that the project on disk does not have: what the draft would break elsewhere, e.g. a link on another
 * page to a section id the draft removes. Errors are matched by file, code, path and message.
 */
function introducedElsewhere(rootDir: string, file: string, withDraft: readonly ContentError[]): ContentError[] {
  const key = (e: ContentError) => `${e.file}\0${e.code}\0${e.path}\0${e.message}`;
  const onDisk = new Set(validateProject(rootDir).errors.map(key));
  return withDraft.filter((e) => e.file !== file && !onDisk.has(key(e)));
}

/** The errors of `file` first, then the others, each group in the validator's order. */
function ownFirst(errors: ContentError[], file: string): ContentError[] {
  return [...errors.filter((e) => e.file === file), ...errors.filter((e) => e.file !== file)];
}

/**
 * `POST /api/check`: validates the whole project with `text` in place of `file` (nothing is written)
 * and returns every error and warning (the file's own first), the time taken in ms, the page model of
 * the file's route when the draft itself has no blocking error (the not-found page for `_404.yaml`;
 * always null for `_site.yaml`), whatever errors other files have, and the site model: from the draft
 * of `_site.yaml` when it passes its schema, else from `_site.yaml` on disk when that does (so the
 * preview keeps the last good site), else null. A 400 {@link HttpProblem} when `file` is not a page file.
 */
export function checkDraft(rootDir: string, file: unknown, text: string): CheckResponse {
  const started = performance.now();
  const ref = pageFile(rootDir, file);
  const location = editorLocation(rootDir, new Map([[ref.file, text]]));
  const result = loadModels(location, (route) => route === ref.route);
  const ownBlocking = result.errors.some((e) => e.file === ref.file && isBlocking(e));
  const page = ref.route && !ownBlocking ? (result.pages.get(ref.route) ?? null) : null;
  const site = result.site ?? (ref.route === null ? loadModels(editorLocation(rootDir), () => false).site : undefined) ?? null;
  const elsewhere = introducedElsewhere(rootDir, ref.file, result.errors);
  return { errors: ownFirst(result.errors, ref.file), elsewhere, page, site, ms: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * `POST /api/save`: writes `text` to `file` when the file on disk is still at `baseHash` (null: the
 * file did not exist) or `force` is set, the draft has no blocking error of its own, and it breaks
 * nothing in another file (see {@link introducedElsewhere}). Throws a 409
 * {@link HttpProblem} with the file's current version (`disk`, null when it was deleted) on a
 * conflict, a 422 with the draft's blocking errors or those it causes in other files, a 400 for a path that is not a page file. The
 * write is atomic (see writeAtomic); a new file's folders are created.
 */
export function saveDraft(rootDir: string, params: { file: unknown; text: string; baseHash: string | null; force: boolean }): SaveResponse {
  const ref = pageFile(rootDir, params.file);
  const disk = readVersion(ref.abs, ref.file);
  if (!disk && existsSync(ref.abs)) throw new HttpProblem(400, `${ref.file} is a folder, not a file.`);
  if (!params.force && (disk?.hash ?? null) !== params.baseHash) {
    const message = disk
      ? `${ref.file} changed on disk since you opened it (someone or something else saved it). Compare, then keep your version or theirs.`
      : `${ref.file} was deleted on disk since you opened it. Save again to create it from your version.`;
    throw new HttpProblem(409, message, { disk });
  }
  const checked = validateProject(rootDir, new Map([[ref.file, params.text]]));
  const withDraft = checked.errors;
  const own = withDraft.filter((e) => e.file === ref.file && isBlocking(e));
  if (own.length)
    throw new HttpProblem(
      422,
      `${ref.file} was not saved: it has ${own.length === 1 ? "1 error" : `${own.length} errors`}. Fix ${own.length === 1 ? "it" : "them"} first.`,
      { errors: own },
    );
  const broken = introducedElsewhere(rootDir, ref.file, withDraft).filter(isBlocking);
  if (broken.length) {
    const files = [...new Set(broken.map((e) => e.file))].join(", ");
    throw new HttpProblem(
      422,
      `${ref.file} was not saved: it would break ${broken.length === 1 ? "1 thing" : `${broken.length} things`} in ${files} (a link to a section or page this change removes, for example). Change it back, or fix ${broken.length === 1 ? "that" : "those"} first.`,
      { errors: broken },
    );
  }
  if (!existsSync(dirname(ref.abs))) mkdirSync(dirname(ref.abs), { recursive: true });
  writeAtomic(ref.abs, params.text);
  rememberValidation(rootDir, checked);
  return { hash: hashText(params.text) };
}
