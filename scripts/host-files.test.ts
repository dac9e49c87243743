/**
 * The files static hosts read (`_headers`, `_redirects`), as the build writes them through
 * siteHostFiles, within the documented limits of Cloudflare Pages and Netlify: for the site as it is,
 * and for a generated site of 1,000 pages (real pages copied, as `npm run bench -- --scale 1000` builds
 * it), without building either; and version.json sent with no-cache by every host the build
 * configures (`_headers`, nginx's site.conf, `npm run serve`).
 */
import { describe, expect, it } from "vitest";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { generateScaledProject } from "./bench-scale.ts";
import { siteHostFiles } from "./build-output.ts";
import { headersFor, hostLimitProblems, parseHeadersFile } from "./security-headers.ts";
import { cacheControlFor, IMMUTABLE, REVALIDATE } from "./static-host.ts";

const ROOT = process.cwd();
const tempDir = tempDirs("host-files-");

/** The host files of the project in `dir`, as its build would write them. Throws when its content does not validate. */
function hostFilesOf(dir: string) {
  const loaded = loadContent(contentLocationFromEnv(dir, {}));
  if (!loaded.content) throw new Error(`the content of ${dir} does not validate: ${loaded.errors[0]?.message}`);
  return { files: siteHostFiles(loaded.content), routes: loaded.content.routes.length };
}

describe("_headers and _redirects within the hosts' limits", () => {
  it("the site as it is: within every limit of Cloudflare Pages and Netlify", () => {
    expect(hostLimitProblems(hostFilesOf(ROOT).files)).toEqual([]);
  });

  it("a generated site of 1,000 pages: within every limit, and the same files as the site's (they do not grow with pages)", () => {
    const dir = tempDir();
    generateScaledProject({ sourceDir: ROOT, targetDir: dir, pages: 1000 });
    const scaled = hostFilesOf(dir);
    expect(scaled.routes).toBeGreaterThanOrEqual(1000);
    expect(hostLimitProblems(scaled.files)).toEqual([]);
    const own = hostFilesOf(ROOT).files;
    expect(scaled.files._headers).toBe(own._headers);
    expect(scaled.files._redirects).toBe(own._redirects);
    expect(scaled.files.nginx["site.conf"]).toBe(own.nginx["site.conf"]);
  }, 120_000);
});

describe("version.json on every host the build configures", () => {
  it("is sent with Cache-Control: no-cache by _headers (Netlify, Cloudflare Pages), nginx and npm run serve, with the site's headers; pages keep revalidation", () => {
    const { files } = hostFilesOf(ROOT);
    const rules = parseHeadersFile(files._headers);
    expect(headersFor(rules, "/version.json")["Cache-Control"]).toBe("no-cache");
    expect(headersFor(rules, "/version.json")["Content-Security-Policy"]).toBe(headersFor(rules, "/home")["Content-Security-Policy"]);
    expect(headersFor(rules, "/home")).not.toHaveProperty("Cache-Control");

    const site = files.nginx["site.conf"] ?? "";
    const block = /^location = \/version\.json \{\n([\s\S]*?)^\}/m.exec(site)?.[1];
    expect(block, "site.conf has a location for /version.json").toBeDefined();
    expect(block).toContain('  add_header Cache-Control "no-cache" always;');
    // nginx drops the server's add_header lines in a location that adds its own: each must be repeated there.
    const serverHeaders = site
      .split("\n")
      .filter((line) => line.startsWith("add_header ") && !line.startsWith("add_header Cache-Control "));
    expect(serverHeaders.length).toBeGreaterThan(5);
    for (const line of serverHeaders) expect(block).toContain(`  ${line}`);

    expect(cacheControlFor("version.json")).toBe("no-cache");
    expect(cacheControlFor("home/index.html")).toBe(REVALIDATE);
    expect(cacheControlFor("images/version.json")).toBe(REVALIDATE);
  });
});

describe("the pictures the build encoded, on every host the build configures", () => {
  it("are kept a year and immutable (their names carry their content's hash) by _headers, nginx and npm run serve; the pictures of public/ are not", () => {
    const { files } = hostFilesOf(ROOT);
    const rules = parseHeadersFile(files._headers);
    const encoded = "/images/_/ana-640-0123456789.avif";
    expect(headersFor(rules, encoded)["Cache-Control"]).toBe(IMMUTABLE);
    expect(headersFor(rules, encoded)["Content-Security-Policy"]).toBe(headersFor(rules, "/home")["Content-Security-Policy"]);
    expect(headersFor(rules, "/images/team/ana.png")).not.toHaveProperty("Cache-Control");

    const site = files.nginx["site.conf"] ?? "";
    const location = /^location ~ "(\^\/images\/_\/[^"]+)" \{\n([\s\S]*?)^\}/m.exec(site);
    expect(location, "site.conf has a location for the encoded pictures").not.toBeNull();
    expect(new RegExp(location![1]!).test(encoded)).toBe(true);
    expect(new RegExp(location![1]!).test("/images/_/ana.png")).toBe(false);
    expect(location![2]).toContain(`  add_header Cache-Control "${IMMUTABLE}" always;`);

    expect(cacheControlFor(encoded.slice(1))).toBe(IMMUTABLE);
    expect(cacheControlFor("images/_/ana-640-0123456789.webp")).toBe(IMMUTABLE);
    expect(cacheControlFor("images/_/ana.png")).toBe(REVALIDATE);
    expect(cacheControlFor("images/team/ana-640-0123456789.avif")).toBe(REVALIDATE);
  });
});
