import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { fileGzip, gzipSize, htmlGzip, jsBudgetBytes, kb, routeHtmlFile } from "./page-weight.ts";

const tempDir = tempDirs("page-weight-");

/** A throwaway build/client folder holding `files` (URL path → text). */
function clientDir(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const html = `<!DOCTYPE html><html lang="en"><head><script type="module" src="/assets/site.js"></script></head><body><h1>Home</h1></body></html>`;
const site = { "/home/index.html": html, "/assets/site.js": "console.log('site')" };

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

  it("fileGzip gives a file's size raw and gzipped", () => {
    const dir = clientDir(site);
    expect(fileGzip(join(dir, "assets/site.js"))).toEqual({
      path: join(dir, "assets/site.js"),
      bytes: 19,
      gzipBytes: gzipSize("console.log('site')"),
    });
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

describe("the JavaScript budget of a page", () => {
  const page = (islands: string) => `<main>${islands}</main>`;
  it("is 100 KB with an island the island table marks as a carousel, 75 KB with other islands only, 2 KB without", () => {
    expect(jsBudgetBytes(page('<site-island data-island="eventsBrowser" data-when="idle" data-key="i0"></site-island>'))).toBe(100 * 1024);
    expect(jsBudgetBytes(page('<site-island data-island="planTable" data-when="idle" data-key="i0"></site-island>'))).toBe(75 * 1024);
    expect(jsBudgetBytes(page('<div class="action-row" data-island="actionRow" data-when="idle" data-key="i0"></div>'))).toBe(75 * 1024);
    expect(jsBudgetBytes(page("<p>No island</p>"))).toBe(2 * 1024);
  });
});
