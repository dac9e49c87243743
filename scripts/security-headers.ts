import type { ThirdPartyOrigins } from "../src/shared/model.ts";
import { VERSION_CACHE_CONTROL, VERSION_FILE } from "./site-version.ts";

/**
 * Headers every response carries (all paths), as a static host's `_headers` file and
 * `npm run serve` send them, beside the site's one Content-Security-Policy ({@link contentSecurityPolicy}).
 * `Permissions-Policy` denies every powerful feature the site does not use; playback features
 * (autoplay, encrypted media, full screen, picture-in-picture) stay allowed for the site and the
 * embedded video players.
 */
export function commonSecurityHeaders(thirdParties: ThirdPartyOrigins): Record<string, string> {
  const selfAndPlayers = `(self${thirdParties.videoPlayers.map((origin) => ` "${origin}"`).join("")})`;
  const denied = [
    "accelerometer",
    "camera",
    "display-capture",
    "geolocation",
    "gyroscope",
    "hid",
    "magnetometer",
    "microphone",
    "midi",
    "payment",
    "publickey-credentials-get",
    "serial",
    "usb",
    "browsing-topics",
  ];
  const playback = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": [...denied.map((feature) => `${feature}=()`), ...playback.map((feature) => `${feature}=${selfAndPlayers}`)].join(
      ", ",
    ),
    // Two years, the preload list's minimum. Browsers ignore it over plain http (localhost).
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  };
}

/**
 * The site's one Content-Security-Policy, the same for every path (docs/security.md, "Security
 * headers"): scripts only as files from the site itself (no page has an executable inline
 * script, so no hashes, never `'unsafe-inline'` or `'unsafe-eval'`); frames only from the lead-form
 * provider and the video players; fetches only to the site, the video API, the lead-form provider
 * and the video players (a bodiless `no-cors` check that each can be reached before its frame is
 * relied on, src/ui/provider-check.ts); images from the site,
 * `data:` and the listed image hosts; no plugins, no `<base>` elsewhere, never framed. Styles allow
 * `'unsafe-inline'` because React writes `style` attributes and the build writes each page's stylesheets
 * into its head as `<style>` (a style cannot run script).
 */
export function contentSecurityPolicy(params: { thirdParties: ThirdPartyOrigins }): string {
  const { thirdParties } = params;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...thirdParties.images]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", ["'self'", ...thirdParties.videoApi, ...thirdParties.leadForms, ...thirdParties.videoPlayers]],
    ["frame-src", [...thirdParties.leadForms, ...thirdParties.videoPlayers]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.length ? sources.join(" ") : "'none'"}`).join("; ");
}

/** One rule of a `_headers` file: a path pattern (`*` matches anything) and the headers it adds. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * A `_headers` file (Netlify / Cloudflare Pages format): each rule's path on its own line, its
 * headers indented below. Hosts add the headers of every rule that matches a request, joining
 * repeated names with a comma, so each header name should come from one matching rule only.
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(
      (rule) =>
        `${rule.path}\n${Object.entries(rule.headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join("\n")}\n`,
    )
    .join("");
}

/**
 * Parses a `_headers` file back into rules, for `npm run serve`. Lines that are neither a path nor
 * an indented `Name: value` (comments with `#`, blank lines) are skipped.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(":");
    const rule = rules[rules.length - 1];
    if (colon > 0 && rule) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers a static host sends for `pathname`: those of every matching rule, in file order,
 * with a repeated name's values joined by ", " (as Cloudflare Pages and Netlify do).
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  return compileHeaderRules(rules)(pathname);
}

/**
 * {@link headersFor} with the rules' patterns compiled once: returns a function of the pathname, for a
 * server that answers many requests with the same rules.
 */
export function compileHeaderRules(rules: readonly HeaderRule[]): (pathname: string) => Record<string, string> {
  const compiled = rules.map((rule) => ({
    pattern: new RegExp(`^${rule.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`),
    headers: Object.entries(rule.headers),
  }));
  return (pathname) => {
    const out: Record<string, string> = {};
    for (const rule of compiled) {
      if (!rule.pattern.test(pathname)) continue;
      for (const [name, value] of rule.headers) out[name] = out[name] ? `${out[name]}, ${value}` : value;
    }
    return out;
  };
}

/** Where the build writes the speculation rules, at the site's root. */
export const SPECULATION_RULES_FILE = "speculation-rules.json";

/**
 * The site's speculation rules (docs/architecture.md): the browser prerenders a page of the site as
 * soon as the visitor shows intent to open it (hovering a link for a moment, or pressing on it), so
 * the next page is shown at once; browsers without the Speculation Rules API simply navigate.
 * Files (PDFs, videos, images) and links that open a new tab are left out. Served as a file named by
 * the `Speculation-Rules` header, so no inline script (and no script hash) is needed.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/*.*" } },
          { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/**
 * The site for nginx, as files for `build/nginx/` (not deployed):
 *
 * - `site.conf`: everything a `server` block needs to serve the build as `npm run serve` does, to
 *   `include` in a `server` block that sets only `listen` and `root` (the build/client folder), as
 *   deploy/nginx-server.conf does. Every header with `add_header … always`, so 304, redirects and error
 *   pages carry them too (and again in each `location` that adds one of its own, since nginx then drops
 *   the inherited ones); the `_redirects`; GET and HEAD only (405); `/_headers`, `/_redirects` and
 *   dotfiles never served; `/x/index.html` redirected to `/x`; 404.html for unknown paths; the build's
 *   `.gz` files sent as they are (gzip_static: no compression per request); Cache-Control immutable for
 *   hashed assets only, no-cache for version.json (the commit built: a new deploy shows at once),
 *   revalidation for everything else; the speculation rules' own media type.
 * - `security-headers.conf`: the headers alone, for a configuration of one's own.
 *
 * The same size whatever the number of pages: only the site's redirects add a line each.
 */
export function nginxConfig(params: {
  headers: Record<string, string>;
  redirects?: readonly { from: string; to: string; status?: number }[];
}): Record<"site.conf" | "security-headers.conf", string> {
  const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  const add = (headers: Record<string, string>, indent = "") =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`);
  const header = "# Generated by npm run build from the same rules as build/client/_headers.";
  const revalidate = { ...params.headers, "Cache-Control": "public, max-age=0, must-revalidate" };
  const immutable = { ...params.headers, "Cache-Control": "public, max-age=31536000, immutable" };
  const noCache = { ...params.headers, "Cache-Control": VERSION_CACHE_CONTROL };
  const site = [
    "# Generated by npm run build: the site as npm run serve serves it, tested on a real nginx by npm test.",
    "# Include it in a server block that sets only listen and root (the build/client folder); see deploy/nginx-server.conf.",
    "server_tokens off;",
    "charset utf-8;",
    "# Redirects name the path only, as the _redirects file does (the address the visitor used stays).",
    "absolute_redirect off;",
    "# The build writes a .gz beside every text file: sent as it is, never compressed per request.",
    "gzip off;",
    "gzip_static on;",
    "gzip_vary on;",
    "error_page 404 /404.html;",
    "",
    "# The site has nothing to post to: GET and HEAD only.",
    "if ($request_method !~ ^(GET|HEAD)$) {",
    "  return 405;",
    "}",
    "",
    ...add(revalidate),
    "",
    "location / {",
    "  try_files $uri/index.html $uri =404;",
    "}",
    ...(params.redirects ?? []).map(
      (r) => `location = ${r.from} {
  return ${r.status ?? 301} ${r.to};
}`,
    ),
    "# Host files and dotfiles are never served (/.well-known/ is public: security.txt and the like).",
    "location = /_headers {",
    "  return 404;",
    "}",
    "location = /_redirects {",
    "  return 404;",
    "}",
    "location ^~ /.well-known/ {",
    "  try_files $uri =404;",
    "}",
    "location ~ /\\. {",
    "  return 404;",
    "}",
    "# One address per page: /home/index.html and /home/index are /home (the root's index.html is the redirect page of /, for hosts without redirects).",
    "location ~ ^(/.+)/index(\\.html)?$ {",
    "  return 301 $1$is_args$args;",
    "}",
    "# Hashed assets (their name changes with their content) only: a year, immutable.",
    'location ~ "^/assets/[^/]+-[A-Za-z0-9_-]{8}\\.(js|css|mjs|map|woff2?|svg|png|jpe?g|webp|avif)$" {',
    ...add(immutable, "  "),
    "  try_files $uri =404;",
    "}",
    "# Pictures the build encoded, named by their width and content hash: a year, immutable.",
    'location ~ "^/images/_/[A-Za-z0-9_-]+-[0-9]+-[0-9a-f]{10}\\.(avif|webp)$" {',
    ...add(immutable, "  "),
    "  try_files $uri =404;",
    "}",
    "# Browsers apply speculation rules only when served with their own media type.",
    `location = /${SPECULATION_RULES_FILE} {`,
    ...add(revalidate, "  "),
    "  types { }",
    "  default_type application/speculationrules+json;",
    "}",
    "# Captions (WebVTT) as text/vtt, which nginx's own list of media types lacks and browsers want for a video's track.",
    'location ~ "\\.vtt$" {',
    ...add(revalidate, "  "),
    "  types { }",
    "  default_type text/vtt;",
    "  try_files $uri =404;",
    "}",
    "# The commit the site was built from: asked again on every use, so whoever watches it sees a new deploy at once.",
    `location = /${VERSION_FILE} {`,
    ...add(noCache, "  "),
    "  try_files $uri =404;",
    "}",
    "",
  ].join("\n");
  return {
    "site.conf": site,
    "security-headers.conf": [header, ...add(params.headers), ""].join("\n"),
  };
}

/**
 * The documented limits of the hosts docs/deploy.md names, for `_headers` and `_redirects`. Cloudflare
 * Pages: at most 100 header rules, 2,000 characters on a line of `_headers`; 2,000 static and 100
 * dynamic redirects (with `*` or `:placeholder`), 1,000 characters a redirect. Netlify documents no hard
 * limit, only that the processed rules must not grow too large and that from 10,000 redirects on,
 * wildcards are advised: that count is the limit checked for it.
 */
export const HOST_LIMITS = {
  cloudflarePages: { headerRules: 100, headerLineChars: 2000, staticRedirects: 2000, dynamicRedirects: 100, redirectLineChars: 1000 },
  netlify: { redirects: 10_000 },
} as const;

/**
 * What in a site's `_headers` and `_redirects` (their text, as the build writes them) exceeds
 * {@link HOST_LIMITS}: one sentence per exceeded limit, naming the host, the figure and the limit;
 * `[]` when both files are within every limit. Counts rules as hosts read them: comment and blank lines
 * are not rules.
 */
export function hostLimitProblems(files: { _headers: string; _redirects: string }): string[] {
  const cf = HOST_LIMITS.cloudflarePages;
  const problems: string[] = [];
  const headerRules = parseHeadersFile(files._headers).length;
  const longestHeaderLine = Math.max(0, ...files._headers.split("\n").map((line) => line.length));
  const redirects = files._redirects
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const dynamic = redirects.filter((line) => /[*:]/.test(line.split(/\s+/)[0]!)).length;
  const longestRedirect = Math.max(0, ...redirects.map((line) => line.length));
  if (headerRules > cf.headerRules)
    problems.push(`Cloudflare Pages reads at most ${cf.headerRules} _headers rules; the site has ${headerRules}`);
  if (longestHeaderLine > cf.headerLineChars)
    problems.push(`Cloudflare Pages allows ${cf.headerLineChars} characters on a _headers line; the longest has ${longestHeaderLine}`);
  if (redirects.length - dynamic > cf.staticRedirects)
    problems.push(`Cloudflare Pages allows ${cf.staticRedirects} static redirects; the site has ${redirects.length - dynamic}`);
  if (dynamic > cf.dynamicRedirects)
    problems.push(`Cloudflare Pages allows ${cf.dynamicRedirects} dynamic redirects; the site has ${dynamic}`);
  if (longestRedirect > cf.redirectLineChars)
    problems.push(`Cloudflare Pages allows ${cf.redirectLineChars} characters a redirect; the longest has ${longestRedirect}`);
  if (redirects.length >= HOST_LIMITS.netlify.redirects)
    problems.push(`Netlify advises wildcards from ${HOST_LIMITS.netlify.redirects} redirects on; the site has ${redirects.length}`);
  return problems;
}
