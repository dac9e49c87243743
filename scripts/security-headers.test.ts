import { describe, expect, it } from "vitest";
import { commonSecurityHeaders, contentSecurityPolicy, headersFile, headersFor, nginxConfig, parseHeadersFile, type HeaderRule } from "./security-headers.ts";

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
    // The lead-form provider too: a bodiless no-cors request tells whether it can be reached at all.
    expect(csp.get("connect-src")).toEqual(["'self'", "https://www.googleapis.com", "https://forms.example-crm.net"]);
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
  it("adds every header with always, quoting values, in one file whatever the number of pages", () => {
    const files = nginxConfig({ headers: { "X-Frame-Options": "DENY", "Speculation-Rules": '"/speculation-rules.json"' } });
    expect(Object.keys(files)).toEqual(["security-headers.conf"]);
    expect(files["security-headers.conf"]).toContain('add_header X-Frame-Options "DENY" always;');
    expect(files["security-headers.conf"]).toContain('add_header Speculation-Rules "\\"/speculation-rules.json\\"" always;');
  });
});
