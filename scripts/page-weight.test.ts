import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoadJs, gzipSize, htmlGzip, htmlScriptUrls, kb, routeHtmlFile } from "./page-weight.ts";

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A throwaway build/client folder holding `files` (URL path → text). */
function clientDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "page-weight-"));
  temps.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

// Shaped like React Router's prerendered output: modulepreload links, an inline module script that
// imports the route modules and starts the client entry, and chunks that import each other.
const entry = 'import{r as e}from"./chunk-react.js";import("./Lazy.js").then(()=>{});export const start=e;\n'.repeat(20);
const chunk = "export const r=function(){return 1};" + "const padding='react-dom';".repeat(200);
const route = 'import"./shared.js";export default function(){return "home"}';
const shared = "export const s=1;";
const lazy = "export default 'a carousel loaded after hydration';".repeat(50);
const html = `<!DOCTYPE html><html lang="en"><head>
<link rel="modulepreload" href="/assets/entry.js"/>
<link rel="stylesheet" href="/assets/root.css"/>
<link rel="preload" as="image" href="/images/hero.svg"/>
</head><body><h1>Home</h1>
<script>window.__context = {};</script>
<script type="module" async="">import * as route0 from "/assets/route.js";
import("/assets/entry.js");</script>
<script src="https://cdn.example.com/analytics.js"></script>
<script type="module" src="/assets/extra.js?v=2"></script>
</body></html>`;
const site = {
  "/home/index.html": html,
  "/404.html": '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/shared.js"></head><body></body></html>',
  "/index.html": "<!DOCTYPE html><html><head></head><body>Redirecting</body></html>",
  "/assets/entry.js": entry,
  "/assets/chunk-react.js": chunk,
  "/assets/route.js": route,
  "/assets/shared.js": shared,
  "/assets/extra.js": "console.log('extra')",
  "/assets/Lazy.js": lazy,
  "/assets/root.css": "body{margin:0}",
};

describe("first-load JavaScript of a route", () => {
  const dir = clientDir(site);

  it("counts the scripts the HTML loads and the modules they import, but not lazy chunks or other sites' scripts", () => {
    const js = firstLoadJs({ clientDir: dir, route: "/home" });
    expect(js.files.map((f) => f.path)).toEqual(["/assets/entry.js", "/assets/route.js", "/assets/extra.js", "/assets/chunk-react.js", "/assets/shared.js"]);
    expect(js.files.map((f) => f.path)).not.toContain("/assets/Lazy.js");
  });

  it("reports each file's size and gzipped size in bytes, and their sums", () => {
    const js = firstLoadJs({ clientDir: dir, route: "/home" });
    const entryFile = js.files.find((f) => f.path === "/assets/entry.js")!;
    expect(entryFile.bytes).toBe(Buffer.byteLength(entry));
    expect(entryFile.gzipBytes).toBe(gzipSize(entry));
    expect(entryFile.gzipBytes).toBeLessThan(entryFile.bytes);
    expect(js.bytes).toBe([entry, route, "console.log('extra')", chunk, shared].reduce((n, s) => n + Buffer.byteLength(s), 0));
    expect(js.gzipBytes).toBe(js.files.reduce((n, f) => n + f.gzipBytes, 0));
  });

  it("reads the not-found page from 404.html and the redirect of / from index.html", () => {
    expect(firstLoadJs({ clientDir: dir, route: "/404" }).files.map((f) => f.path)).toEqual(["/assets/shared.js"]);
    expect(firstLoadJs({ clientDir: dir, route: "/" })).toEqual({ files: [], bytes: 0, gzipBytes: 0 });
  });

  it("fails with the route's name when the route has no HTML", () => {
    expect(() => firstLoadJs({ clientDir: dir, route: "/nowhere" })).toThrow(/no HTML for \/nowhere/);
    expect(() => htmlGzip({ clientDir: dir, route: "/nowhere" })).toThrow(/no HTML for \/nowhere/);
  });
});

describe("HTML size of a route", () => {
  it("is the size of the route's HTML file, raw and gzipped (level 9)", () => {
    const dir = clientDir(site);
    const size = htmlGzip({ clientDir: dir, route: "/home" });
    expect(size).toEqual({ path: "/home", bytes: Buffer.byteLength(html), gzipBytes: gzipSize(html) });
  });
});

describe("helpers", () => {
  it("gzipSize is the length of the data gzipped at level 9", () => {
    const text = "Northgate Systems ".repeat(100);
    const gz = gzipSync(text, { level: 9 });
    expect(gunzipSync(gz).toString()).toBe(text);
    expect(gzipSize(text)).toBe(gz.byteLength);
    expect(gzipSize(Buffer.from(text))).toBe(gz.byteLength);
    expect(gzipSize(text)).toBeLessThan(Buffer.byteLength(text));
  });

  it("lists same-site scripts of an HTML document once, in document order, without query strings", () => {
    expect(htmlScriptUrls(html)).toEqual(["/assets/entry.js", "/assets/route.js", "/assets/extra.js"]);
    expect(htmlScriptUrls("<script src='/a.js'></script><SCRIPT SRC=/a.js></SCRIPT><link rel=modulepreload href=b.js>")).toEqual(["/a.js", "/b.js"]);
  });

  it("maps routes to the files a static host serves", () => {
    expect(routeHtmlFile({ clientDir: "/c", route: "/" })).toBe("/c/index.html");
    expect(routeHtmlFile({ clientDir: "/c", route: "/404" })).toBe("/c/404.html");
    expect(routeHtmlFile({ clientDir: "/c", route: "/verticals/agriculture/" })).toBe("/c/verticals/agriculture/index.html");
  });

  it("prints KB as 1024 bytes", () => {
    expect(kb(1024)).toBe("1.0");
    expect(kb(122_880)).toBe("120.0");
    expect(kb(1536)).toBe("1.5");
  });
});
