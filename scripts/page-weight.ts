/**
 * Page weight of a built route, measured on the files of the static build (build/client): the
 * gzipped size of its HTML and of the JavaScript a browser loads before the page is interactive.
 * Used by `npm run bench`, and by the budget tests. All sizes are in bytes; gzip sizes are zlib's
 * level 9 (what `gzip -9` and most bundle-size budgets report). Reports print KB = 1024 bytes.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** One file of the build and its size. */
export interface WeightedFile {
  /** URL path of the file on the site, e.g. `/assets/entry.client-BnaOJmqL.js`. */
  path: string;
  /** Size on disk, in bytes. */
  bytes: number;
  /** Size after gzip (zlib level 9), in bytes. */
  gzipBytes: number;
}

/** The JavaScript a route loads first, file by file and in total. */
export interface FirstLoadJs {
  /** The files, in the order they were found (HTML order, then the imports they pull in). */
  files: WeightedFile[];
  /** Sum of the files' sizes, in bytes. */
  bytes: number;
  /** Sum of the files' gzipped sizes (each file gzipped on its own, as a server sends it), in bytes. */
  gzipBytes: number;
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

/**
 * The JavaScript a route's HTML makes the browser load at once: external scripts
 * (`<script src>`, module or classic), `<link rel="modulepreload">`, the modules that inline module
 * scripts import (statically or with `import("...")`), and every module those files import
 * statically, transitively. Only same-site files present in `clientDir` count; lazy chunks that a
 * component imports later with `import()` do not. Each file is counted once.
 * Throws an Error when the route has no HTML file.
 */
export function firstLoadJs(params: { clientDir: string; route: string }): FirstLoadJs {
  const { clientDir } = params;
  const htmlFile = routeHtmlFile(params);
  if (!existsSync(htmlFile)) throw new Error(`no HTML for ${params.route} in ${clientDir} (looked for ${htmlFile})`);
  const queue = htmlScriptUrls(readFileSync(htmlFile, "utf8"));
  const seen = new Set<string>();
  const files: WeightedFile[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const file = join(clientDir, path);
    if (!existsSync(file)) continue;
    const code = readFileSync(file);
    files.push({ path, bytes: code.byteLength, gzipBytes: gzipSize(code) });
    for (const spec of staticImports(code.toString("utf8"))) {
      const resolved = resolveUrl(spec, path);
      if (resolved) queue.push(resolved);
    }
  }
  return { files, bytes: sum(files, "bytes"), gzipBytes: sum(files, "gzipBytes") };
}

/**
 * The same-site script URL paths an HTML document loads at once, in document order: `<script src>`,
 * `<link rel="modulepreload" href>` and the specifiers inline module scripts import (static and
 * `import("...")`). Query strings and fragments are dropped; other sites' URLs are left out.
 */
export function htmlScriptUrls(html: string): string[] {
  const found: { at: number; url: string }[] = [];
  for (const tag of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(tag[1]!);
    if ((attrs.rel ?? "").toLowerCase().split(/\s+/).includes("modulepreload") && attrs.href) found.push({ at: tag.index, url: attrs.href });
  }
  for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(tag[1]!);
    if (attrs.src !== undefined) found.push({ at: tag.index, url: attrs.src });
    else if ((attrs.type ?? "").toLowerCase() === "module") {
      for (const spec of [...staticImports(tag[2]!), ...dynamicImports(tag[2]!)]) found.push({ at: tag.index, url: spec });
    }
  }
  const urls: string[] = [];
  for (const { url } of found.sort((a, b) => a.at - b.at)) {
    const path = resolveUrl(url, "/");
    if (path && !urls.includes(path)) urls.push(path);
  }
  return urls;
}

/** Specifiers of the static `import`/`export ... from` statements of a module (minified or not). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g)].map((m) => m[1]!);
}

/** Specifiers of `import("...")` calls with a literal string. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[^\w$.])import\s*\(\s*["']([^"'\n]+)["']\s*\)/g)].map((m) => m[1]!);
}

/** The URL path of `url` relative to the page or module at `base`, or undefined for another site's URL. */
function resolveUrl(url: string, base: string): string | undefined {
  const origin = "http://site.invalid";
  try {
    const resolved = new URL(url, new URL(base, origin));
    return resolved.origin === origin ? decodeURIComponent(resolved.pathname) : undefined;
  } catch {
    return undefined;
  }
}

/** The attributes of a tag's attribute text, names lower-cased; valueless attributes map to "". */
function attributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of text.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

function sum(files: WeightedFile[], key: "bytes" | "gzipBytes"): number {
  return files.reduce((total, f) => total + f[key], 0);
}

/** Bytes as KB (1024 bytes) with one decimal, e.g. `118.4`. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
