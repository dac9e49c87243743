/**
 * The browser's JavaScript: one Vite build of two entries, src/islands/site.ts (the site script every
 * page loads) and src/islands/islands.ts (the islands runtime, with React's client, on pages with
 * islands), and one chunk per island (src/islands/island-table.ts) and for Swiper, each fetched only on
 * pages that need it. Separate from the router's build,
 * which renders pages and whose client bundle no page uses. Styles are left out: every block's CSS
 * is in the page stylesheet the router's build writes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Manifest, type Plugin } from "vite";
import { reactAsEsModules } from "./react-esm.ts";

/** The source of the site script, which every page loads. */
export const SITE_SCRIPT_ENTRY = "src/islands/site.ts";
/** The source of the islands entry, which pages with islands load too. */
export const ISLANDS_ENTRY = "src/islands/islands.ts";

/**
 * Modules most islands import: they travel inside the islands entry's chunk, which every page with
 * islands loads anyway, rather than as a chunk of their own.
 */
const SHARED_UI = [
  "/src/ui/SmartLink.tsx",
  "/src/ui/ActionButton.tsx",
  "/src/ui/Section.tsx",
  "/src/ui/Img.tsx",
  "/src/ui/useHydrated.ts",
  "/src/ui/breakpoints.ts",
  "/src/ui/InlineText.tsx",
  "/src/shared/inline-markup.ts",
  "/src/shared/site-context.tsx",
  "/src/types/schema.generated.ts",
];

/** What the build wrote: the site script's URL and every JavaScript file, as `/assets/…` URLs. */
export interface IslandAssets {
  /** URL of the site script, e.g. `/assets/site-AbC123.js`. */
  siteScript: string;
  /** URL of the islands entry, e.g. `/assets/islands-AbC123.js`. */
  islandsScript: string;
  /** URL of every JavaScript file of the browser build (the site script, the runtime, the islands and their libraries). */
  scripts: string[];
}

/** A style import: a `.css` file, or a package's styles imported by name (`swiper/css`, `swiper/css/effect-fade`). */
const STYLE_IMPORT = /\.css$|(^|\/)css(\/[\w-]+)?$/;

/**
 * Replaces every style import with an empty module: the page stylesheet already has the styles.
 * Decided from the import's text alone, synchronously: resolving it first would let the order in
 * which modules are found, and so the chunks' bytes and hashes, vary from build to build.
 */
function withoutStyles(): Plugin {
  return {
    name: "northgate:islands-without-styles",
    enforce: "pre",
    resolveId(source) {
      return STYLE_IMPORT.test(source) ? "\0empty-style" : null;
    },
    load(id) {
      return id === "\0empty-style" ? "export {};" : null;
    },
  };
}

/** Vite's module that preloads a dynamic import's dependencies (its styles and chunks) before running it. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

/**
 * Vite's preload helper as what it does here: only the import. Every dynamic import goes through the
 * helper, which would first add `<link>`s for the import's styles and chunks; but this build has no
 * styles (see {@link withoutStyles}) and preloads no chunk (`modulePreload: false`), so it never has
 * any to add, and its 1.2 KB (0.5 KB gzipped) were on every page with islands. Fails the build when a
 * chunk names dependencies to preload after all (`__vite__mapDeps`), rather than dropping them.
 */
function withoutPreloadHelper(): Plugin {
  return {
    name: "northgate:islands-without-preload-helper",
    enforce: "pre",
    load(id) {
      return id === PRELOAD_HELPER ? { code: "export const __vitePreload = (load) => load();", moduleSideEffects: false } : null;
    },
    generateBundle(_options, bundle) {
      const preloading = Object.values(bundle).filter((file) => file.type === "chunk" && file.code.includes("__vite__mapDeps"));
      if (preloading.length)
        throw new Error(
          `the browser build would preload dependencies of a dynamic import in ${preloading.map((c) => c.fileName).join(", ")}, which scripts/build-islands.ts no longer does`,
        );
    },
  };
}

/**
 * Builds the browser's JavaScript of the project at `root` (production React, minified with Oxc)
 * and copies it into `clientDir/assets/`. Resolves to the URLs written; rejects when Vite fails (a
 * type the bundler cannot resolve, a syntax error), leaving `clientDir` untouched.
 */
export async function buildIslands(params: { root: string; clientDir: string }): Promise<IslandAssets> {
  // A production build whatever NODE_ENV the caller has: a test runner sets "test", with which Vite
  // would compile JSX for development (every element carrying its file's absolute path) and bundle
  // React's development build, so two builds in two folders would differ.
  process.env.NODE_ENV = "production";
  const outDir = mkdtempSync(join(tmpdir(), "northgate-islands-"));
  try {
    await build({
      root: params.root,
      configFile: false,
      logLevel: "warn",
      mode: "production",
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      oxc: { jsx: { development: false } },
      publicDir: false,
      plugins: [withoutStyles(), withoutPreloadHelper(), reactAsEsModules()],
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        // Rolldown's own minifier (Oxc): as small as terser's best settings were (24 B less gzipped on
        // /services/AdminInABox), in a tenth of the time (terser took 14 of the browser build's 15 s).
        minify: "oxc",
        // No preload helper in every chunk: an island's few small imports arrive in one more round trip.
        modulePreload: false,
        target: "es2022",
        rolldownOptions: {
          input: { site: join(params.root, SITE_SCRIPT_ENTRY), islands: join(params.root, ISLANDS_ENTRY) },
          // The small pieces nearly every island uses (links, buttons, sections, pictures, the hydration
          // hook, the schema defaults) and React itself travel in the islands entry's own chunk: a
          // separate chunk would always be fetched beside it, with its own request, and gzipped on its
          // own it compresses worse (0.8 KB more on every page with islands). One manual chunk only:
          // with two, a module both import goes to whichever was filled first, which can differ from
          // build to build, and so would every hash.
          output: {
            manualChunks: (id) => (id.endsWith(`/${ISLANDS_ENTRY}`) || SHARED_UI.some((path) => id.endsWith(path)) ? "islands" : undefined),
          },
        },
      },
    });
    const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
    const site = manifest[SITE_SCRIPT_ENTRY];
    const islands = manifest[ISLANDS_ENTRY];
    if (!site?.isEntry || !islands?.isEntry)
      throw new Error(`the browser build lacks its entries (${SITE_SCRIPT_ENTRY}, ${ISLANDS_ENTRY})`);
    // Pages without islands load the site script alone: it must not pull in a shared chunk.
    if (site.imports?.length) throw new Error(`the site script imports other chunks (${site.imports.join(", ")}); it must stand alone`);
    cpSync(join(outDir, "assets"), join(params.clientDir, "assets"), { recursive: true });
    const scripts = [...new Set(Object.values(manifest).map((chunk) => `/${chunk.file}`))].filter((url) => url.endsWith(".js"));
    return { siteScript: `/${site.file}`, islandsScript: `/${islands.file}`, scripts };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
