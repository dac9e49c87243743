/**
 * The browser's JavaScript: one Vite build of src/islands/site.ts (the site script every page loads)
 * and, split off it, the islands runtime and one chunk per island (src/islands/loaders.ts), React's
 * client and Swiper, each fetched only on pages that need it. Separate from the router's build,
 * which renders pages and whose client bundle no page uses. Styles are left out: every block's CSS
 * is in the page stylesheet the router's build writes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Manifest, type Plugin } from "vite";

/** The source of the site script, the one entry of the browser build. */
export const SITE_SCRIPT_ENTRY = "src/islands/site.ts";

/** What the build wrote: the site script's URL and every JavaScript file, as `/assets/…` URLs. */
export interface IslandAssets {
  /** URL of the site script, e.g. `/assets/site-AbC123.js`. */
  siteScript: string;
  /** URL of every JavaScript file of the browser build (the site script, the runtime, the islands and their libraries). */
  scripts: string[];
}

/** Replaces every CSS import with an empty module: the page stylesheet already has the styles. */
function withoutStyles(): Plugin {
  return {
    name: "northgate:islands-without-styles",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source.endsWith(".css")) return "\0empty-style";
      // Package styles are imported by name ("swiper/css"): resolve them to see what they are.
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.split("?")[0]!.endsWith(".css") ? "\0empty-style" : null;
    },
    load(id) {
      return id === "\0empty-style" ? "export {};" : null;
    },
  };
}

/**
 * Builds the browser's JavaScript of the project at `root` (production React, minified with terser)
 * and copies it into `clientDir/assets/`. Resolves to the URLs written; rejects when Vite fails (a
 * type the bundler cannot resolve, a syntax error), leaving `clientDir` untouched.
 */
export async function buildIslands(params: { root: string; clientDir: string }): Promise<IslandAssets> {
  const outDir = mkdtempSync(join(tmpdir(), "northgate-islands-"));
  try {
    await build({
      root: params.root,
      configFile: false,
      logLevel: "warn",
      mode: "production",
      publicDir: false,
      plugins: [withoutStyles()],
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        minify: "terser",
        target: "es2022",
        rollupOptions: { input: { site: join(params.root, SITE_SCRIPT_ENTRY) } },
      },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    const site = manifest[SITE_SCRIPT_ENTRY];
    if (!site?.isEntry) throw new Error(`the browser build has no entry for ${SITE_SCRIPT_ENTRY}`);
    cpSync(join(outDir, "assets"), join(params.clientDir, "assets"), { recursive: true });
    const scripts = [...new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`))].filter((url) => url.endsWith(".js"));
    return { siteScript: `/${site.file}`, scripts };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
