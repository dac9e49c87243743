import type { ThirdPartyOrigins } from "../src/shared/model.ts";

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
    "Permissions-Policy": [...denied.map((feature) => `${feature}=()`), ...playback.map((feature) => `${feature}=${selfAndPlayers}`)].join(", "),
    // Two years, the preload list's minimum. Browsers ignore it over plain http (localhost).
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  };
}

/**
 * The site's one Content-Security-Policy, the same for every path (DESIGN.md "Security and
 * reliability"): scripts only as files from the site itself (no page has an executable inline
 * script, so no hashes, never `'unsafe-inline'` or `'unsafe-eval'`); frames only from the lead-form
 * provider and the video players; fetches only to the site, the video API and the lead-form provider
 * (a bodiless `no-cors` check that it can be reached, src/ui/provider-check.ts); images from the site,
 * `data:` and the listed image hosts; no plugins, no `<base>` elsewhere, never framed. Styles allow
 * `'unsafe-inline'` because React writes `style` attributes (a style cannot run script).
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
    ["connect-src", ["'self'", ...thirdParties.videoApi, ...thirdParties.leadForms]],
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
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.path.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
    if (!pattern.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/** Where the build writes the speculation rules, at the site's root. */
export const SPECULATION_RULES_FILE = "speculation-rules.json";

/**
 * The site's speculation rules (DESIGN.md, Rendering): the browser prerenders a page of the site as
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
        and: [{ href_matches: "/*" }, { not: { href_matches: "/*.*" } }, { not: { selector_matches: "[target=_blank], [download], [rel~=nofollow]" } }],
      },
      eagerness: "moderate",
    },
  ],
} as const;

/**
 * The same headers for nginx, as one file to `include` in the `server` block (and again in any
 * `location` that adds headers of its own): every header with `add_header … always`, so error pages
 * carry them too. The same size whatever the number of pages.
 */
export function nginxConfig(params: { headers: Record<string, string> }): Record<"security-headers.conf", string> {
  const quote = (value: string) => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  const header = "# Generated by npm run build from the same rules as build/client/_headers.";
  return {
    "security-headers.conf": [header, ...Object.entries(params.headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`), ""].join("\n"),
  };
}
