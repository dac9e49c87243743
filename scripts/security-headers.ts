import { createHash } from "node:crypto";
import type { ThirdPartyOrigins } from "../src/content/model.ts";

/**
 * Headers every response carries (all paths), as a static host's `_headers` file and
 * `npm run serve` send them. The Content-Security-Policy is per page (see {@link contentSecurityPolicy}).
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
    "Permissions-Policy": [...denied.map((feature) => `${feature}=()`), ...playback.map((feature) => `${feature}=${selfAndPlayers}`)].join(", "),
    // Two years, the preload list's minimum. Browsers ignore it over plain http (localhost).
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  };
}

/**
 * The `'sha256-…'` source of every inline script in a prerendered HTML page, in document order,
 * without duplicates. Scripts with a `src` and JSON data blocks (`application/ld+json`, which never
 * run) are skipped. The hash is of the script's exact text, as the browser computes it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of one page (issue 6, DESIGN.md "Security and reliability"): scripts
 * only from the site itself plus the page's own inline scripts by hash (never `'unsafe-inline'` or
 * `'unsafe-eval'`); frames only from the lead-form provider and the video players; fetches only to
 * the site and the video API; images from the site, `data:` and the listed image hosts; no plugins,
 * no `<base>` elsewhere, never framed. Styles allow `'unsafe-inline'` because React writes `style`
 * attributes (a style cannot run script). `frameAncestors: false` leaves out `frame-ancestors`,
 * which browsers ignore (with a console error) in a `<meta>` policy.
 */
export function contentSecurityPolicy(params: { thirdParties: ThirdPartyOrigins; scriptHashes: readonly string[]; frameAncestors?: boolean }): string {
  const { thirdParties, scriptHashes } = params;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...thirdParties.images]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", ["'self'", ...thirdParties.videoApi]],
    ["frame-src", [...thirdParties.leadForms, ...thirdParties.videoPlayers]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ...(params.frameAncestors === false ? [] : ([["frame-ancestors", ["'none'"]]] as [string, string[]][])),
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
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
    if (!pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/**
 * The same headers for nginx, as two files to `include`: `csp-map.conf` (in the `http` block) maps
 * each page's `$uri` to its Content-Security-Policy, `fallbackCsp` for any other path (the
 * not-found page); `security-headers.conf` (in the `server` block) adds the common headers and
 * that policy with `add_header … always`.
 */
export function nginxConfig(params: {
  common: Record<string, string>;
  pages: readonly { path: string; csp: string }[];
  fallbackCsp: string;
}): Record<"csp-map.conf" | "security-headers.conf", string> {
  const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  const variants = (path: string) => (path === "/" ? ["/", "/index.html"] : [path, `${path}/`, `${path}/index.html`]);
  const header = "# Generated by npm run build from the same rules as build/client/_headers.";
  return {
    "csp-map.conf": [
      header,
      "map $uri $site_csp {",
      `    default ${quote(params.fallbackCsp)};`,
      ...params.pages.flatMap((page) => variants(page.path).map((path) => `    ${quote(path)} ${quote(page.csp)};`)),
      "}",
      "",
    ].join("\n"),
    "security-headers.conf": [
      header,
      ...Object.entries(params.common).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      "add_header Content-Security-Policy $site_csp always;",
      "",
    ].join("\n"),
  };
}
