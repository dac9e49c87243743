import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { commonSecurityHeaders, contentSecurityPolicy, headersFile, headersFor, inlineScriptHashes, nginxConfig, parseHeadersFile, type HeaderRule } from "./security-headers.ts";

const thirdParties = {
  leadForms: ["https://forms.example-crm.net"],
  videoPlayers: ["https://www.youtube-nocookie.com"],
  videoApi: ["https://www.googleapis.com"],
  images: ["https://i.ytimg.com"],
};
const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text once, and skips external scripts and JSON data", () => {
    const html = [
      "<script>window.a = 1</script>",
      '<script type="module" async="">import "/assets/x.js";\nimport("/assets/y.js");</script>',
      '<script src="/assets/z.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>window.a = 1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1"), sha('import "/assets/x.js";\nimport("/assets/y.js");')]);
  });

  it("gives nothing for a page without inline scripts", () => {
    expect(inlineScriptHashes('<p>text</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe("contentSecurityPolicy", () => {
  const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

  it("allows scripts from the site and the page's own hashes only, and each third party only where it belongs", () => {
    const csp = directives(contentSecurityPolicy({ thirdParties, scriptHashes: [sha("x")] }));
    expect(csp.get("script-src")).toEqual(["'self'", sha("x")]);
    expect(csp.get("frame-src")).toEqual(["https://forms.example-crm.net", "https://www.youtube-nocookie.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://www.googleapis.com"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://i.ytimg.com"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("leaves out frame-ancestors for a meta element, and blocks all frames when no third party is listed", () => {
    const csp = directives(contentSecurityPolicy({ thirdParties: { leadForms: [], videoPlayers: [], videoApi: [], images: [] }, scriptHashes: [], frameAncestors: false }));
    expect(csp.has("frame-ancestors")).toBe(false);
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
    expect(headersFor(rules, "/home")).toEqual({ "X-Content-Type-Options": "nosniff", Vary: "Accept, Cookie", "Content-Security-Policy": "default-src 'self'" });
    expect(headersFor(rules, "/assets/app.js")).toEqual({ "X-Content-Type-Options": "nosniff", Vary: "Accept", "Cache-Control": "immutable" });
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

describe("nginxConfig", () => {
  it("maps every form of a page's path to its policy and adds the common headers with always", () => {
    const files = nginxConfig({ common: { "X-Frame-Options": "DENY" }, pages: [{ path: "/home", csp: "script-src 'self' 'sha256-a\"b'" }], fallbackCsp: "default-src 'self'" });
    expect(files["csp-map.conf"]).toContain(`"/home/" "script-src 'self' 'sha256-a\\"b'";`);
    expect(files["csp-map.conf"]).toContain(`default "default-src 'self'";`);
    expect(files["security-headers.conf"]).toContain('add_header X-Frame-Options "DENY" always;');
    expect(files["security-headers.conf"]).toContain("add_header Content-Security-Policy $site_csp always;");
  });
});
