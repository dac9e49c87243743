import { closeSync, constants, existsSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, type Stats } from "node:fs";
import { dirname, join } from "node:path";
import type { Content } from "../src/content/load.ts";
import { commonSecurityHeaders, contentSecurityPolicy, headersFile, inlineScriptHashes, nginxConfig, type HeaderRule } from "./security-headers.ts";

/**
 * Turns the router's prerendered output in `clientDir` into a deployable static site:
 * moves the prerendered /404 page to 404.html (served by static hosts for unknown paths), writes
 * `_redirects` and `_headers` (Netlify/Cloudflare Pages format; the same headers for nginx in
 * `../nginx/`, see {@link writeSecurityHeaders}), sitemap.xml of every page route
 * (aliases are left out: they show the same page) and robots.txt. Then checks that every route has
 * its HTML file, with its h1 and no block left hidden behind a script. Throws an Error naming what is missing, so the build fails instead of deploying a gap.
 */
export function finishOutput(params: { clientDir: string; content: Content }): void {
  const { clientDir, content } = params;
  const prerendered404 = join(clientDir, "404", "index.html");
  if (!existsSync(prerendered404)) throw new Error("the not-found page was not prerendered (404/index.html missing)");
  renameSync(prerendered404, join(clientDir, "404.html"));
  rmSync(join(clientDir, "404"), { recursive: true, force: true });
  rmSync(join(clientDir, "404.data"), { force: true });
  // The router's SPA fallback is not used: unknown paths get 404.html, every route has its own HTML.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
  removeUnreferencedStyles(clientDir);
  for (const file of htmlFiles(clientDir)) writeFileSync(file, withoutModulePreloads(readFileSync(file, "utf8")));

  writeFileSync(join(clientDir, "_redirects"), content.redirects.map((r) => `${r.from} ${r.to} 301`).join("\n") + "\n");

  const pageRoutes = [...content.pages.keys()].sort();
  const urls = pageRoutes.map((route) => `  <url><loc>${content.site.siteUrl}${route}</loc></url>`).join("\n");
  writeFileSync(join(clientDir, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  writeFileSync(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${content.site.siteUrl}/sitemap.xml\n`);

  const missing = content.routes.map((r) => r.path).filter((path) => !existsSync(join(clientDir, path, "index.html")));
  if (missing.length) throw new Error(`routes without prerendered HTML: ${missing.join(", ")}`);
  for (const path of pageRoutes) {
    const html = readFileSync(join(clientDir, path, "index.html"), "utf8");
    if (!html.includes("<h1")) throw new Error(`${path} was prerendered without its heading (h1)`);
    // A suspended block is streamed as hidden HTML plus a script to reveal it: unreadable without JavaScript.
    if (html.includes('<template id="B:')) throw new Error(`${path} was prerendered with a block still loading (hidden until a script runs)`);
  }
  writeSecurityHeaders({ clientDir, content });
}

/** Every HTML file under `dir`, as absolute paths. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The page without the router's `<link rel="modulepreload">` tags (issue 5, LCP). On a phone's slow
 * link, about 120 KB of preloaded JavaScript shares the bandwidth with the stylesheets and the LCP
 * image and holds back the first paint (Lighthouse mobile: LCP 2.1 s with them, 1.1 s without on
 * /home). The module script at the end of the page still loads the same files, after first paint;
 * React adds the preload links back into <head> as it hydrates, without a mismatch.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * Deletes stylesheets under assets/ that no HTML page and no script names: the router copies the
 * prerender's own combined stylesheet (`server-build-*.css`) there, which no page uses.
 */
function removeUnreferencedStyles(clientDir: string): void {
  const assetsDir = join(clientDir, "assets");
  const texts = [
    ...htmlFiles(clientDir).map((file) => readFileSync(file, "utf8")),
    ...readdirSync(assetsDir)
      .filter((f) => f.endsWith(".js"))
      .map((f) => readFileSync(join(assetsDir, f), "utf8")),
  ];
  for (const file of readdirSync(assetsDir).filter((f) => f.endsWith(".css"))) {
    if (!texts.some((text) => text.includes(`assets/${file}`))) rmSync(join(assetsDir, file));
  }
}

/**
 * Writes the security headers (issue 6): `_headers` with the common headers for every path, long
 * caching for /assets/, and for each prerendered page (routes, aliases, redirects) its own
 * Content-Security-Policy allowing exactly its inline scripts by hash, under both `/path` and
 * `/path/`. 404.html, which hosts serve for any unknown path, carries its policy in a `<meta>`
 * element (a `/*` rule would be joined onto every page's policy). Also writes the nginx equivalent
 * to `../nginx/` beside the client folder (not deployed).
 */
function writeSecurityHeaders(params: { clientDir: string; content: Content }): void {
  const { clientDir, content } = params;
  const thirdParties = content.thirdParties;
  const common = commonSecurityHeaders(thirdParties);
  const cspOf = (file: string) => contentSecurityPolicy({ thirdParties, scriptHashes: inlineScriptHashes(readFileSync(file, "utf8")) });
  const paths = [...new Set([...content.routes.map((r) => r.path), ...content.redirects.map((r) => r.from)])].sort();
  const pages = paths.map((path) => ({ path, csp: cspOf(join(clientDir, path, "index.html")) }));

  const notFoundFile = join(clientDir, "404.html");
  const notFoundHtml = readFileSync(notFoundFile, "utf8");
  const notFoundHashes = inlineScriptHashes(notFoundHtml);
  const notFoundCsp = contentSecurityPolicy({ thirdParties, scriptHashes: notFoundHashes, frameAncestors: false });
  const charset = '<meta charSet="utf-8"/>';
  if (!notFoundHtml.includes(charset)) throw new Error("404.html has no charset meta element to put its Content-Security-Policy after");
  writeFileSync(notFoundFile, notFoundHtml.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${notFoundCsp.replace(/"/g, "&quot;")}"/>`));

  const rules: HeaderRule[] = [
    { path: "/*", headers: common },
    { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
    ...pages.flatMap((page) => (page.path === "/" ? ["/", "/index.html"] : [page.path, `${page.path}/`]).map((path) => ({ path, headers: { "Content-Security-Policy": page.csp } }))),
  ];
  writeFileSync(join(clientDir, "_headers"), headersFile(rules));

  const nginxDir = join(dirname(clientDir), "nginx");
  mkdirSync(nginxDir, { recursive: true });
  for (const [name, text] of Object.entries(nginxConfig({ common, pages, fallbackCsp: contentSecurityPolicy({ thirdParties, scriptHashes: notFoundHashes }) })))
    writeFileSync(join(nginxDir, name), text);
}

/**
 * Why an entry of public/ is never published, in plain words, or undefined when it is: a name
 * starting with `.` (`.env`, `.git/`, `.DS_Store`; folders too, with everything in them), a symbolic
 * link (it may lead anywhere on the disk; never followed), or anything but a regular file or a folder.
 * `stat` is the entry's own `lstat`, not its target's. The one exception is the folder `.well-known`
 * directly in public/ (security.txt and other files hosts and browsers look for there, RFC 8615);
 * `depth` is 0 for an entry directly in public/.
 */
export function unpublishedReason(name: string, stat: Stats, depth = 0): string | undefined {
  if (depth === 0 && name === ".well-known" && stat.isDirectory()) return undefined;
  if (name.startsWith(".")) return `${stat.isDirectory() ? "folders" : "files"} starting with . are never published`;
  if (stat.isSymbolicLink()) return "a symbolic link, never published";
  if (!stat.isFile() && !stat.isDirectory()) return "not a regular file or folder, never published";
  return undefined;
}

/**
 * Copies public/ into the build's client folder, as Vite would, but only regular files and folders
 * whose names do not start with `.`, at any depth; symbolic links are never followed (each file is
 * opened with O_NOFOLLOW where the system has it, so a file swapped for a link while copying is not
 * read either). `publicDir` itself may be a link (a project copy may link its public/); what is inside
 * it may not. A file the build already wrote at the same path (a route's HTML, a script) is kept and
 * the public/ one skipped. Returns one line per skipped entry, e.g. `skipped public/.env: files
 * starting with . are never published`, with paths relative to the project (`public/...`), and the
 * number of files copied. A missing `publicDir` copies nothing. Throws when a file cannot be read or
 * written.
 */
export function copyPublicFiles(params: { publicDir: string; clientDir: string }): { copied: number; skipped: string[] } {
  const skipped: string[] = [];
  let copied = 0;
  if (!existsSync(params.publicDir)) return { copied, skipped };
  const walk = (from: string, to: string, shown: string, depth: number) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).sort()) {
      const source = join(from, name);
      const target = join(to, name);
      const stat = lstatSync(source);
      const why = unpublishedReason(name, stat, depth);
      if (why) {
        skipped.push(`skipped ${shown}/${name}: ${why}`);
      } else if (stat.isDirectory()) {
        walk(source, target, `${shown}/${name}`, depth + 1);
      } else if (existsSync(target)) {
        skipped.push(`skipped ${shown}/${name}: the build writes a file there itself`);
      } else {
        const fd = openSync(source, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
        try {
          if (!fstatSync(fd).isFile()) {
            skipped.push(`skipped ${shown}/${name}: not a regular file or folder, never published`);
            continue;
          }
          writeFileSync(target, readFileSync(fd), { flag: "wx" });
          copied++;
        } finally {
          closeSync(fd);
        }
      }
    }
  };
  walk(params.publicDir, params.clientDir, "public", 0);
  return { copied, skipped };
}

/**
 * Whether the dev server must refuse a request for `pathname` (the URL path, still percent-encoded)
 * because it names an entry of `publicDir` that is never published (see {@link unpublishedReason}):
 * a part starting with `.` or a symbolic link on the way. Paths that are not in public/ at all are
 * not refused (they belong to the dev server). Reads only the entries on the path; never throws.
 */
export function refusedPublicRequest(publicDir: string, pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.split(/[?#]/)[0]!);
  } catch {
    return false;
  }
  let dir = publicDir;
  for (const [depth, name] of decoded.split(/[\\/]/).filter(Boolean).entries()) {
    if (name === "..") return true;
    const entry = join(dir, name);
    let stat: Stats;
    try {
      stat = lstatSync(entry);
    } catch {
      return false;
    }
    if (unpublishedReason(name, stat, depth)) return true;
    if (!stat.isDirectory()) return false;
    dir = entry;
  }
  return false;
}
