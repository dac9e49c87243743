/**
 * Prerenders every route of the site from the router's server build, in worker threads of the build's
 * process, and reuses the HTML of every route whose inputs did not change since the last build (scripts/build-cache.ts).
 * A route's HTML depends on the code (the router build's key), on the data its loaders return and on
 * the year it is built in (an events browser opens on that year's events), nothing else: the page's
 * model (with its pictures' sizes), the site settings, the not-found page, the redirects, the path with
 * the section an alias scrolls to, and the year. Those are hashed into its key.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Content } from "../src/content/load.ts";
import { PROVIDED_CONTENT_KEY } from "../src/content/content.server.ts";
import { BUILD_YEAR_KEY } from "../src/shared/build-year.ts";
import { FileCache, hashOf } from "./build-cache.ts";
import { executableInlineScript, withInlineStyles, withSiteScripts } from "./build-output.ts";
import type { IslandAssets } from "./build-islands.ts";

/** The path the not-found page is rendered at; the build writes it to `404.html`. */
const NOT_FOUND_PATH = "/404";

/** One route to prerender: its path, the file it is written to (relative to the client folder) and whether it is a page. */
interface RouteJob {
  path: string;
  file: string;
  /** A page (or alias), which must have its heading; redirects and the not-found page need not. */
  page: boolean;
  /** The route of the page it shows (for an alias, the page it scrolls); undefined for a redirect and the not-found page. */
  shows?: string;
}

/**
 * Every route the site publishes: pages and aliases, redirects, and the not-found page, each with the
 * name of its HTML in the cache: the hash of `routerKey` and its data (see the module comment) as of
 * `year`. The data of what every route shares (the site, the not-found page, the redirects) is hashed
 * once, and no route keeps its data once hashed: for 10,000 pages, each carrying the site's settings,
 * that was 300 MB held to the build's end.
 */
function routeJobs(content: Content, year: number, routerKey: string): KeyedRoute[] {
  const shared = hashOf(JSON.stringify({ site: content.site, notFound: content.notFound, redirects: content.redirects, year }));
  const named = (job: RouteJob, data: unknown): KeyedRoute => ({ ...job, name: `${hashOf(routerKey, shared, JSON.stringify(data))}.html` });
  const pages = content.routes.map((r) =>
    named(
      { path: r.path, file: join(r.path, "index.html"), page: true, shows: r.page },
      { path: r.path, section: r.section ?? null, page: content.pages.get(r.page) ?? null },
    ),
  );
  const redirects = content.redirects.map((r) => named({ path: r.from, file: join(r.from, "index.html"), page: false }, { path: r.from }));
  return [...pages, ...redirects, named({ path: NOT_FOUND_PATH, file: "404.html", page: false }, { path: NOT_FOUND_PATH })];
}

/**
 * The part of `content` a prerender worker needs for `jobs`: the site, the not-found page and the
 * redirects, with only the pages (and the routes) of those jobs. Each worker gets its own copy of what
 * it is given, so the whole content would be held once more per worker.
 */
function contentFor(content: Content, jobs: readonly KeyedRoute[]): Content {
  const paths = new Set(jobs.map((job) => job.path));
  const shown = new Set(jobs.flatMap((job) => (job.shows === undefined ? [] : [job.shows])));
  return {
    ...content,
    routes: content.routes.filter((route) => paths.has(route.path)),
    pages: new Map([...content.pages].filter(([route]) => shown.has(route))),
  };
}

/**
 * The checks every published page passes: it has a heading (h1) and no block still streaming
 * (hidden until a script runs); every HTML file has no executable inline script, which the site's
 * Content-Security-Policy would block. Throws an Error naming the path and the problem.
 */
function checkPage(job: RouteJob, html: string): void {
  const inline = executableInlineScript(html);
  if (inline)
    throw new Error(`${job.path} has an inline script, which the site's Content-Security-Policy would block: ${inline.slice(0, 80)}`);
  if (!job.page) return;
  if (!html.includes("<h1")) throw new Error(`${job.path} was prerendered without its heading (h1)`);
  // A suspended block is streamed as hidden HTML plus a script to reveal it: unreadable without JavaScript.
  if (html.includes('<template id="B:'))
    throw new Error(`${job.path} was prerendered with a block still loading (hidden until a script runs)`);
}

/** A route with the name of its HTML in the cache. */
interface KeyedRoute extends RouteJob {
  /** The cache entry of its HTML: `<SHA-256 of the router build's key and the route's data>.html`. */
  name: string;
}

/** What {@link prerenderRoutes} did: every route with its cache entry, and how many were rendered or found in the cache. */
export interface Prerendered {
  routes: KeyedRoute[];
  /** Routes rendered by React (their inputs changed, or there was no cache). */
  rendered: number;
  /** Routes whose HTML was already in the cache. */
  reused: number;
}

/** Routes a worker is worth starting for: fewer are rendered by one worker. */
const ROUTES_PER_WORKER = 100;

/** A prerender worker (scripts/build-render-worker.mjs) on the server build in `serverDir`, before or while it renders. */
export interface RenderWorker {
  serverDir: string;
  worker: Worker;
  /** Settles when the worker ends, with its error or its exit code: an end before or during its work fails the build. */
  ended: Promise<Error | number>;
}

/**
 * Starts a prerender worker on the router's server build in `serverDir`: it loads the build at once
 * and renders what {@link prerenderRoutes} gives it later. A build whose router build is reused starts
 * one before it checks the content, so that the half second of loading React and the server build
 * overlaps the check. Unreferenced until given work: an unused worker never keeps the build's process
 * alive.
 */
export function startRenderWorker(serverDir: string): RenderWorker {
  const worker = new Worker(new URL("./build-render-worker.mjs", import.meta.url), {
    workerData: { serverDir, contentKey: PROVIDED_CONTENT_KEY, yearKey: BUILD_YEAR_KEY },
  });
  worker.unref();
  // Listened to from the start: an error before the worker is given work is kept for then, never thrown.
  const ended = new Promise<Error | number>((resolve) => {
    worker.once("error", resolve);
    worker.once("exit", resolve);
  });
  return { serverDir, worker, ended };
}

/**
 * Makes sure the cache holds the HTML of every route of `content` as the server build in `serverDir`
 * renders it (`routerKey` names that build): routes whose entry is missing are rendered in worker
 * threads (scripts/build-render-worker.mjs; one per {@link ROUTES_PER_WORKER} routes, at most one per
 * core, the first of them `started` when one was started on the same server build), which leaves this
 * thread free for the browser's build meanwhile. A started worker with nothing to render is stopped.
 * Rejects when a route cannot be rendered (it answers anything but 200). Pages are rendered as of
 * `year` (the build's, in local time; the current year unless given).
 */
export async function prerenderRoutes(params: {
  serverDir: string;
  content: Content;
  routerKey: string;
  cache: FileCache;
  year?: number;
  started?: RenderWorker;
}): Promise<Prerendered> {
  const year = params.year ?? new Date().getFullYear();
  const routes = routeJobs(params.content, year, params.routerKey);
  const missing = routes.filter((route) => !params.cache.has(route.name));
  const workers = Math.min(availableParallelism(), Math.ceil(missing.length / ROUTES_PER_WORKER));
  const shares = Array.from({ length: workers }, (_, n) => missing.filter((_, i) => i % workers === n));
  const started = params.started?.serverDir === params.serverDir ? params.started : undefined;
  if (params.started && (!started || workers === 0)) void params.started.worker.terminate();
  await Promise.all(
    shares.map((jobs, n) =>
      renderInWorker(
        { content: contentFor(params.content, jobs), year, cacheDir: params.cache.dir, jobs },
        (n === 0 && started) || startRenderWorker(params.serverDir),
      ),
    ),
  );
  return { routes, rendered: missing.length, reused: routes.length - missing.length };
}

/** Renders `jobs` with `renderer` (see {@link startRenderWorker}) into `cacheDir`, printing what the server build logs; resolves when all are written, rejects with the worker's error. */
function renderInWorker(
  params: { content: Content; year: number; cacheDir: string; jobs: KeyedRoute[] },
  renderer: RenderWorker,
): Promise<void> {
  const { worker } = renderer;
  const jobs = params.jobs.map((job) => ({ path: job.path, name: job.name }));
  worker.ref();
  return new Promise((resolve, reject) => {
    worker.on("message", (message: { log?: string; error?: string }) => {
      if (message.log !== undefined) console.error(message.log);
      else if (message.error !== undefined) reject(new Error(message.error));
      else resolve();
    });
    void renderer.ended.then((end) =>
      end instanceof Error ? reject(end) : end === 0 ? resolve() : reject(new Error(`a prerender worker stopped (exit ${end})`)),
    );
    worker.postMessage({ content: params.content, year: params.year, cacheDir: params.cacheDir, jobs });
  });
}

/**
 * Writes every route of `prerendered` into `clientDir` (`<path>/index.html`, the not-found page as
 * `404.html`) as published: its files' URLs that `renamed` maps (a font cut to the site's characters,
 * scripts/build-font.ts) replaced, the site script added ({@link withSiteScripts}), its stylesheets
 * written into it ({@link withInlineStyles}, read from `clientDir`) and checked ({@link checkPage}). A published page is kept in `cache` too, under the hash of its rendered HTML's
 * name, the scripts' URLs and `renamed`, with the `/assets/…` names it links to beside it (`<name>.assets`); one
 * already there is copied as it is. Returns those names, and each written file's cache key (absolute
 * path → key) for the precompression. Throws when a rendered page is missing from the cache or a page
 * fails its checks.
 */
export function writePages(params: {
  prerendered: Prerendered;
  clientDir: string;
  islands: IslandAssets;
  cache: FileCache;
  renamed?: ReadonlyMap<string, string>;
}): {
  assets: Set<string>;
  keys: Map<string, string>;
} {
  const { cache, islands } = params;
  const renamed = params.renamed ?? new Map<string, string>();
  const renames = JSON.stringify([...renamed]);
  const assets = new Set<string>();
  const keys = new Map<string, string>();
  const styles = new Map<string, string>();
  const readStyle = (href: string) => {
    if (!styles.has(href)) styles.set(href, readFileSync(join(params.clientDir, href), "utf8"));
    return styles.get(href)!;
  };
  for (const route of params.prerendered.routes) {
    const file = join(params.clientDir, route.file);
    const key = `${hashOf(route.name, islands.siteScript, islands.islandsScript, "styles inline", renames)}.page`;
    mkdirSync(dirname(file), { recursive: true });
    const linked = cache.has(key) && cache.read(`${key}.assets`)?.toString("utf8");
    if (typeof linked === "string") {
      cache.copyOut(key, file);
      for (const name of linked.split("\n").filter(Boolean)) assets.add(name);
    } else {
      const html = cache.read(route.name)?.toString("utf8");
      if (html === undefined)
        throw new Error(`the HTML of ${route.path} is missing from the build cache (${cache.dir}); was it removed meanwhile?`);
      let named = html;
      for (const [from, to] of renamed) named = named.replaceAll(from, to);
      const page = withInlineStyles(withSiteScripts(named, islands), readStyle);
      checkPage(route, page);
      const names = new Set([...page.matchAll(/\/assets\/([\w.-]+)/g)].map((match) => match[1]!));
      for (const name of names) assets.add(name);
      cache.write(key, page);
      cache.write(`${key}.assets`, [...names].join("\n"));
      // Linked to its cache entry like an unchanged page, rather than its bytes written a second time.
      cache.copyOut(key, file);
    }
    keys.set(file, key);
  }
  return { assets, keys };
}
