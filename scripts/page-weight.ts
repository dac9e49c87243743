/**
 * Page weight of a built route: the gzipped size of its HTML (from the files of the static build,
 * build/client) and of all JavaScript a first visit downloads (measured in a browser). Used by
 * `npm run bench`, and by the budget tests. All sizes are in bytes; gzip sizes are zlib's
 * level 9 (what `gzip -9` and most bundle-size budgets report). Reports print KB = 1024 bytes.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Request, Response } from "@playwright/test";
import { carouselIslands } from "../src/islands/island-table.ts";

/** One file of the build and its size. */
export interface WeightedFile {
  /** URL path of the file on the site, e.g. `/assets/entry.client-BnaOJmqL.js`. */
  path: string;
  /** Size on disk, in bytes. */
  bytes: number;
  /** Size after gzip (zlib level 9), in bytes. */
  gzipBytes: number;
}

/** The JavaScript a first visit downloads, file by file and in total. */
export interface FirstLoadJs {
  /** The files, in the order the browser fetched them. */
  files: WeightedFile[];
  /** Sum of the files' sizes, in bytes. */
  bytes: number;
  /** Sum of the files' gzipped sizes (each file gzipped on its own, as a server sends it), in bytes. */
  gzipBytes: number;
  /** Everything the visit transferred until then, every kind of file, headers included, bodies as served (compressed), in bytes. */
  transferBytes: number;
}

/** Size in bytes of `data` gzipped with zlib at level 9. */
export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: 9 }).byteLength;
}

/**
 * The HTML file serving `route` in `clientDir`, the way a static host finds it: `/` is index.html,
 * `/404` is 404.html, any other route is `<route>/index.html`. The file may not exist.
 */
export function routeHtmlFile(params: { clientDir: string; route: string }): string {
  const route = params.route.replace(/\/+$/, "");
  if (route === "") return join(params.clientDir, "index.html");
  if (route === "/404") return join(params.clientDir, "404.html");
  return join(params.clientDir, route, "index.html");
}

/** The size of the route's HTML document, raw and gzipped. Throws an Error when the route has no HTML file. */
export function htmlGzip(params: { clientDir: string; route: string }): WeightedFile {
  const file = routeHtmlFile(params);
  if (!existsSync(file)) throw new Error(`no HTML for ${params.route} in ${params.clientDir} (looked for ${file})`);
  const html = readFileSync(file);
  return { path: params.route, bytes: html.byteLength, gzipBytes: gzipSize(html) };
}

/** The size of one file, raw and gzipped; `path` is the file's path as given. Throws when it cannot be read. */
export function fileGzip(path: string): WeightedFile {
  const data = readFileSync(path);
  return { path, bytes: data.byteLength, gzipBytes: gzipSize(data) };
}

/**
 * All JavaScript a first visit to `url` (absolute, or relative to the page's base URL) downloads without any input (docs/performance.md, budgets): loads the
 * page in `page` (a Playwright page, with a fresh cache and the viewport the caller set), waits until
 * every island has hydrated and the network has been idle for 500 ms, and returns each script the
 * page fetched with its size as served and gzipped at level 9 (each file on its own, as a server
 * sends it), and the bytes the whole visit transferred until then (every file, headers included). Scripts from other sites count too; a script the page fetched from the browser's cache
 * counts as well. Throws when the page does not load.
 */
export async function firstVisitJs(page: Page, url: string): Promise<FirstLoadJs> {
  const scripts = new Map<string, Promise<Buffer | null>>();
  const transfers: Promise<number>[] = [];
  const onFinished = (request: Request) =>
    transfers.push(
      request.sizes().then(
        (size) => size.responseHeadersSize + size.responseBodySize,
        () => 0,
      ),
    );
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script" || scripts.has(response.url())) return;
    scripts.set(
      response.url(),
      response.body().catch(() => null),
    );
  };
  page.on("response", onResponse);
  page.on("requestfinished", onFinished);
  try {
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.querySelectorAll("[data-island]:not([data-hydrated])").length === 0, undefined, {
      timeout: 15_000,
    });
    await page.waitForLoadState("networkidle");
  } finally {
    page.off("response", onResponse);
    page.off("requestfinished", onFinished);
  }
  const files: WeightedFile[] = [];
  const siteOrigin = new URL(page.url()).origin;
  for (const [scriptUrl, body] of scripts) {
    const data = await body;
    if (!data) continue;
    const { pathname, origin } = new URL(scriptUrl);
    files.push({ path: origin === siteOrigin ? pathname : scriptUrl, bytes: data.byteLength, gzipBytes: gzipSize(data) });
  }
  const transferBytes = (await Promise.all(transfers)).reduce((total, bytes) => total + bytes, 0);
  return { files, bytes: sum(files, "bytes"), gzipBytes: sum(files, "gzipBytes"), transferBytes };
}

function sum(files: WeightedFile[], key: "bytes" | "gzipBytes"): number {
  return files.reduce((total, f) => total + f[key], 0);
}

/** KB, as the budgets count them: 1024 bytes. */
const KB = 1024;

/**
 * The JavaScript budget of a page (docs/performance.md, budgets: all JavaScript a first visit downloads without
 * input, gzip -9), in bytes, from its prerendered HTML: 100 KB for a page with a carousel (an island
 * the island table, src/islands/island-table.ts, marks `carousel`: the hero, the testimonials, the
 * events browser's slideshow), 75 KB for one with other islands only, and
 * 2 KB for a page with no island, which loads only the site script (the header's keyboard support,
 * the cookie notice, the contact pages' spinner) and never React.
 */
export function jsBudgetBytes(html: string): number {
  if (!html.includes("data-island=")) return 2 * KB;
  const carousel = carouselIslands().some((name) => html.includes(`data-island="${name}"`));
  return carousel ? 100 * KB : 75 * KB;
}

/** Bytes as KB (1024 bytes) with one decimal, e.g. `118.4`. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
