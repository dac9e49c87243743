import { reactRouter } from "@react-router/dev/vite";
import { existsSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, searchForWorkspaceRoot, type Plugin } from "vite";
import { refusedPublicRequest } from "./scripts/build-output.ts";
import { contentReload } from "./scripts/vite-content-reload.ts";

/**
 * The dev server answers 404 for what a build never publishes from public/: names starting with `.`
 * and symbolic links (see copyPublicFiles in scripts/build-output.ts, which copies public/ for builds).
 */
function publicFilesOnly(): Plugin {
  return {
    name: "northgate:public-files-only",
    apply: "serve",
    configureServer(server) {
      const publicDir = server.config.publicDir;
      if (!publicDir) return;
      server.middlewares.use((req, res, next) => {
        if (!refusedPublicRequest(publicDir, req.url ?? "/")) return next();
        res.statusCode = 404;
        res.end("Not found");
      });
    },
  };
}

export default defineConfig(({ command, isPreview }) => {
  // Dev-only routes (the /_blocks gallery) exist for the dev server alone: src/routes.ts reads this
  // flag (devRoutesEnabled), and a build clears it whatever the shell has set.
  if (command === "serve" && !isPreview) process.env.CONTENT_DEV_ROUTES = "1";
  else delete process.env.CONTENT_DEV_ROUTES;
  const root = process.cwd();
  const modules = join(root, "node_modules");
  return {
    // VITE_CACHE_DIR lets a second dev server (the live-preview test, in a copy of the project that
    // shares node_modules) keep its optimized dependencies apart from yours.
    cacheDir: process.env.VITE_CACHE_DIR || undefined,
    plugins: [publicFilesOnly(), reactRouter(), contentReload()],
    // Builds copy public/ themselves (scripts/build.ts): only regular files and folders, never names
    // starting with . or symbolic links. The dev server still serves public/, without those.
    publicDir: command === "build" ? false : "public",
    server: {
      port: 5173,
      // node_modules may be a link to a folder elsewhere (a shared cache, the live-preview test's copy):
      // the dev server may serve files from where it really is.
      fs: { allow: [searchForWorkspaceRoot(root), ...(existsSync(modules) ? [realpathSync(modules)] : [])] },
    },
    preview: { port: 4173 },
    // The router's JavaScript is never published (pages are documents; the browser's JavaScript is
    // scripts/build-islands.ts, minified there), so it is not minified: only its stylesheets, which
    // every page links to, are.
    build: {
      minify: false,
      cssMinify: "esbuild",
      // One chunk for all of src/ but the route modules and entries, so its stylesheet is the site's CSS in
      // import order (each block's rules after those of the parts it uses). Left to itself, the bundler gives
      // each component an island loader imports dynamically a chunk of its own, and the router links those
      // chunks' stylesheets after the route's: the carousel's rules came after the hero's and hid its picture.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: "blocks", test: /\/src\/(?!routes\/|root\.tsx|entry\.)/ }] } } },
    },
  };
});
