import { describe, expect, it } from "vitest";
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  headersFile,
  headersFor,
  hostLimitProblems,
  nginxConfig,
  parseHeadersFile,
  type HeaderRule,
} from "./security-headers.ts";

const thirdParties = {
  leadForms: ["https://forms.example-crm.net"],
  videoPlayers: ["https://www.youtube-nocookie.com"],
  videoApi: ["https://www.googleapis.com"],
  images: ["https://i.ytimg.com"],
};

describe("contentSecurityPolicy", () => {
  const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

  it("allows scripts as files from the site only (no hash, no inline script), and each third party only where it belongs", () => {
    const csp = directives(contentSecurityPolicy({ thirdParties }));
    expect(csp.get("script-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["https://forms.example-crm.net", "https://www.youtube-nocookie.com"]);
    // The lead-form provider and the video players too: a bodiless no-cors request tells whether each can be reached at all.
    expect(csp.get("connect-src")).toEqual([
      "'self'",
      "https://www.googleapis.com",
      "https://forms.example-crm.net",
      "https://www.youtube-nocookie.com",
    ]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://i.ytimg.com"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
  });

  it("blocks all frames when no third party is listed", () => {
    const csp = directives(contentSecurityPolicy({ thirdParties: { leadForms: [], videoPlayers: [], videoApi: [], images: [] } }));
    expect(csp.get("frame-src")).toEqual(["'none'"]);
  });
});

describe("the _headers file", () => {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { "X-Content-Type-Options": "nosniff", Vary: "Accept" } },
    { path: "/assets/*", headers: { "Cache-Control": "immutable" } },
    { path: "/home", headers: { "Content-Security-Policy": "default-src 'self'", Vary: "Cookie" } },
  ];

  it("reads back what it writes", () => {
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it("gives a path the headers of every rule that matches it, joining repeated names as hosts do", () => {
    expect(headersFor(rules, "/home")).toEqual({
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept, Cookie",
      "Content-Security-Policy": "default-src 'self'",
    });
    expect(headersFor(rules, "/assets/app.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
      Vary: "Accept",
      "Cache-Control": "immutable",
    });
    expect(headersFor(rules, "/homepage")).not.toHaveProperty("Content-Security-Policy");
  });
});

describe("commonSecurityHeaders", () => {
  it("denies powerful features and allows playback features to the site and its video players only", () => {
    const policy = commonSecurityHeaders(thirdParties)["Permissions-Policy"]!;
    expect(policy).toContain("camera=()");
    expect(policy).toContain("geolocation=()");
    expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com")');
  });
});

describe("hostLimitProblems", () => {
  const headers = headersFile([{ path: "/*", headers: { "X-Frame-Options": "DENY" } }]);
  it("finds nothing wrong with a small site", () => {
    expect(hostLimitProblems({ _headers: headers, _redirects: "/ /home 301\n# a comment\n" })).toEqual([]);
  });

  it("names each of Cloudflare Pages' and Netlify's limits a site exceeds, with the figures", () => {
    const manyRules = headersFile(Array.from({ length: 101 }, (_, i) => ({ path: `/p${i}`, headers: { A: "b" } })));
    const longLine = headersFile([{ path: "/*", headers: { "Content-Security-Policy": "x".repeat(2000) } }]);
    const redirects = (n: number, from: (i: number) => string) => Array.from({ length: n }, (_, i) => `${from(i)} /home 301`).join("\n");
    expect(hostLimitProblems({ _headers: manyRules, _redirects: "" })).toEqual([
      "Cloudflare Pages reads at most 100 _headers rules; the site has 101",
    ]);
    expect(hostLimitProblems({ _headers: longLine, _redirects: "" })).toEqual([
      expect.stringMatching(/2000 characters on a _headers line; the longest has 2027/),
    ]);
    expect(hostLimitProblems({ _headers: headers, _redirects: redirects(2001, (i) => `/old${i}`) })).toEqual([
      "Cloudflare Pages allows 2000 static redirects; the site has 2001",
    ]);
    expect(hostLimitProblems({ _headers: headers, _redirects: redirects(101, (i) => `/old${i}/*`) })).toEqual([
      "Cloudflare Pages allows 100 dynamic redirects; the site has 101",
    ]);
    expect(hostLimitProblems({ _headers: headers, _redirects: `/${"a".repeat(1000)} /home 301` })).toEqual([
      expect.stringMatching(/1000 characters a redirect/),
    ]);
    expect(hostLimitProblems({ _headers: headers, _redirects: redirects(10_000, (i) => `/old${i}`) })).toContain(
      "Netlify advises wildcards from 10000 redirects on; the site has 10000",
    );
  });
});

describe("nginxConfig", () => {
  it("adds every header with always, quoting values; the site's configuration holds them with its redirects, whatever the number of pages", () => {
    const files = nginxConfig({
      headers: { "X-Frame-Options": "DENY", "Speculation-Rules": '"/speculation-rules.json"' },
      redirects: [{ from: "/", to: "/home" }],
    });
    expect(Object.keys(files).sort()).toEqual(["security-headers.conf", "site.conf"]);
    expect(files["site.conf"]).toContain('add_header X-Frame-Options "DENY" always;');
    expect(files["site.conf"]).toContain("location = / {\n  return 301 /home;\n}");
    expect(files["security-headers.conf"]).toContain('add_header X-Frame-Options "DENY" always;');
    expect(files["security-headers.conf"]).toContain('add_header Speculation-Rules "\\"/speculation-rules.json\\"" always;');
  });
});
