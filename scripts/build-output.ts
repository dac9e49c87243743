import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Content } from "../src/content/load.ts";

/** Security headers every response carries (the static host's `_headers` file and `npm run serve`). */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

/**
 * Turns the router's prerendered output in `clientDir` into a deployable static site:
 * moves the prerendered /404 page to 404.html (served by static hosts for unknown paths), writes
 * `_redirects` and `_headers` (Netlify/Cloudflare Pages format), sitemap.xml of every page route
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

  writeFileSync(join(clientDir, "_redirects"), content.redirects.map((r) => `${r.from} ${r.to} 301`).join("\n") + "\n");
  writeFileSync(join(clientDir, "_headers"), `/*\n${Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`).join("\n")}\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`);

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
}
