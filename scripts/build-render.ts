/**
 * Prerenders every route of the site from the router's server build, in this process, and reuses the
 * HTML of every route whose inputs did not change since the last build (scripts/build-cache.ts).
 * A route's HTML depends on the code (the router build's key) and on the data its loaders return,
 * nothing else: the page's model (with its pictures' sizes), the site settings, the not-found page,
 * the redirects, and the path with the section an alias scrolls to. Those are hashed into its key.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { Content } from "../src/content/load.ts";
import { provideContent } from "../src/content/content.server.ts";
import { FileCache, hashOf } from "./build-cache.ts";
import { executableInlineScript, withSiteScripts } from "./build-output.ts";
import type { IslandAssets } from "./build-islands.ts";

/** The path the not-found page is rendered at; the build writes it to `404.html`. */
export const NOT_FOUND_PATH = "/404";

/** What {@link renderRoutes} did: how many routes were rendered and reused, and the `/assets/…` files the pages name. */
export interface RenderReport {
  /** Routes rendered by React (their inputs changed, or there was no cache). */
  rendered: number;
  /** Routes whose HTML came from the cache. */
  reused: number;
  /** Every `/assets/<name>` a page links to (stylesheets, the font, scripts), as names under assets/. */
  assets: Set<string>;
}

/** One route to prerender: its path, the file it is written to (relative to the client folder) and whether it is a page. */
interface RouteJob {
  path: string;
  file: string;
  /** A page (or alias), which must have its heading; redirects and the not-found page need not. */
  page: boolean;
  /** The inputs of the route's HTML besides the code, as JSON. */
  data: string;
}

/** Every route the site publishes: pages and aliases, redirects, and the not-found page, each with its data (see the module comment). */
function routeJobs(content: Content): RouteJob[] {
  const shared = JSON.stringify({ site: content.site, notFound: content.notFound, redirects: content.redirects });
  const pages = content.routes.map((r) => ({
    path: r.path,
    file: join(r.path, "index.html"),
    page: true,
    data: JSON.stringify({ path: r.path, section: r.section ?? null, page: content.pages.get(r.page) ?? null, shared }),
  }));
  const redirects = content.redirects.map((r) => ({ path: r.from, file: join(r.from, "index.html"), page: false, data: JSON.stringify({ path: r.from, shared }) }));
  return [...pages, ...redirects, { path: NOT_FOUND_PATH, file: "404.html", page: false, data: JSON.stringify({ path: NOT_FOUND_PATH, shared }) }];
}

/**
 * Renders `path` with the router's request handler, as React Router's own prerender does (a GET of
 * the path with a trailing slash). Throws, with the response's text, when it answers anything but 200.
 */
async function renderPath(handler: (request: Request) => Promise<Response>, path: string): Promise<string> {
  const url = `http://localhost${`${path}/`.replace(/\/\/+/g, "/")}`;
  const response = await handler(new Request(url));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} while prerendering:\n${html.slice(0, 2000)}`);
  return html;
}

/**
 * The checks every published page passes: it has a heading (h1) and no block still streaming
 * (hidden until a script runs); every HTML file has no executable inline script, which the site's
 * Content-Security-Policy would block. Throws an Error naming the path and the problem.
 */
function checkPage(job: RouteJob, html: string): void {
  const inline = executableInlineScript(html);
  if (inline) throw new Error(`${job.path} has an inline script, which the site's Content-Security-Policy would block: ${inline.slice(0, 80)}`);
  if (!job.page) return;
  if (!html.includes("<h1")) throw new Error(`${job.path} was prerendered without its heading (h1)`);
  // A suspended block is streamed as hidden HTML plus a script to reveal it: unreadable without JavaScript.
  if (html.includes('<template id="B:')) throw new Error(`${job.path} was prerendered with a block still loading (hidden until a script runs)`);
}

/**
 * Writes the HTML of every route of `content` into `clientDir` (`<path>/index.html`, the not-found
 * page as `404.html`), each with the site script added ({@link withSiteScripts}) and checked
 * ({@link checkPage}). A route whose key (`routerKey` and its data) is in `cache` is taken from it;
 * others are rendered by the server build in `serverDir` (its `index.js`) and stored. The content is
 * handed to the server build's loaders, which so never read or validate the files again.
 * Throws when a route cannot be rendered or fails its checks.
 */
export async function renderRoutes(params: { serverDir: string; clientDir: string; content: Content; islands: IslandAssets; routerKey: string; cache: FileCache }): Promise<RenderReport> {
  provideContent(params.content);
  let handler: ((request: Request) => Promise<Response>) | undefined;
  const report: RenderReport = { rendered: 0, reused: 0, assets: new Set() };
  for (const job of routeJobs(params.content)) {
    const key = `${hashOf(params.routerKey, job.data)}.html`;
    let html = params.cache.read(key)?.toString("utf8");
    if (html === undefined) {
      handler ??= await requestHandler(params.serverDir);
      html = await renderPath(handler, job.path);
      params.cache.write(key, html);
      report.rendered++;
    } else {
      report.reused++;
    }
    const page = withSiteScripts(html, params.islands);
    checkPage(job, page);
    for (const match of page.matchAll(/\/assets\/([\w.-]+)/g)) report.assets.add(match[1]!);
    const file = join(params.clientDir, job.file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
  return report;
}

/** The production request handler of the server build in `serverDir`, loaded once, only when a route must be rendered. */
async function requestHandler(serverDir: string): Promise<(request: Request) => Promise<Response>> {
  const build = (await import(pathToFileURL(join(serverDir, "index.js")).href)) as ServerBuild;
  const { createRequestHandler } = await import("react-router");
  return createRequestHandler(build, "production");
}
