/**
 * The files static hosts read (`_headers`, `_redirects`), as the build writes them through
 * siteHostFiles, within the documented limits of Cloudflare Pages and Netlify: for the site as it is,
 * and for a generated site of 1,000 pages (real pages copied, as `npm run bench -- --scale 1000` builds
 * it), without building either.
 */
import { describe, expect, it } from "vitest";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { generateScaledProject } from "./bench-scale.ts";
import { siteHostFiles } from "./build-output.ts";
import { hostLimitProblems } from "./security-headers.ts";

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
