/**
 * The editor's browser app, bundled in memory with esbuild when the server starts: two entries (the
 * editor and the preview document), their shared chunks, and the CSS they import (the site's own
 * styles included), served under /_editor/.
 */
import { existsSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Message } from "esbuild";

/** The code base's own packages (react and the rest), which the app resolves wherever its folder is. */
const NODE_MODULES = fileURLToPath(new URL("../../../node_modules", import.meta.url));

/** The URL folder the bundle is served from. */
export const BUNDLE_BASE = "/_editor/";

/** One bundled file: its bytes and the Content-Type it is served with. */
export interface BundleFile {
  bytes: Uint8Array;
  type: string;
}

/** The editor could not start: its app is missing or does not bundle. `message` says what to do, in plain words. */
export class EditorStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EditorStartError";
  }
}

const TYPES: Readonly<Record<string, string>> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  woff2: "font/woff2",
};

function formatMessage(m: Message, cwd: string): string {
  const where = m.location ? `${relative(cwd, m.location.file) || m.location.file}:${m.location.line}:${m.location.column + 1}: ` : "";
  return `${where}${m.text}`;
}

/**
 * Bundles `appDir`/editor.tsx, `appDir`/preview.tsx and, when it is there, `appDir`/site-preview.tsx
 * (the team editor's preview link) for the browser (ES modules, code splitting,
 * the automatic JSX runtime, ES2022, React's production build, minified) without writing anything. Returns the
 * output by its path under /_editor/: `editor.js`, `editor.css`, `preview.js`, `preview.css`,
 * `site-preview.js`, `site-preview.css` (the CSS
 * only when the entry imports some), `chunks/...`, `assets/...` and source maps. Throws an
 * {@link EditorStartError} naming the missing entries, or listing esbuild's errors with their file,
 * line and column.
 *
 * A second call for the same `appDir` in one process returns the first bundle while none of the files
 * it was made from has changed (their modification times): every editor a test run starts, and the
 * team editor's per-author servers, share one bundle instead of making it again (0.6 to 2 s each).
 */
export async function bundleApp(appDir: string): Promise<Map<string, BundleFile>> {
  const cached = bundles.get(appDir);
  if (cached && [...cached.inputs].every(([file, mtimeMs]) => modified(file) === mtimeMs)) return cached.files;
  const { files, inputs } = await buildApp(appDir);
  bundles.set(appDir, { files, inputs: new Map(inputs.map((file) => [file, modified(file)])) });
  return files;
}

/** Bundles made in this process, by app folder: the files and the modification time (ms) of each file they were made from. */
const bundles = new Map<string, { files: Map<string, BundleFile>; inputs: Map<string, number> }>();

/** The modification time of `file` in ms, or -1 when it is gone. */
function modified(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Bundles the app (see {@link bundleApp}): its files by path, and the absolute paths of the files it was made from. */
async function buildApp(appDir: string): Promise<{ files: Map<string, BundleFile>; inputs: string[] }> {
  const entries: Record<string, string> = { editor: join(appDir, "editor.tsx"), preview: join(appDir, "preview.tsx") };
  const cwd = process.cwd();
  const missing = Object.values(entries).filter((file) => !existsSync(file));
  // The team editor's preview link; an app without it still runs the local editor.
  if (existsSync(join(appDir, "site-preview.tsx"))) entries["site-preview"] = join(appDir, "site-preview.tsx");
  if (missing.length)
    throw new EditorStartError(
      `The editor's browser app is missing: ${missing.map((f) => relative(cwd, f) || f).join(" and ")} ${missing.length === 1 ? "does" : "do"} not exist. The editor needs both entries to start.`,
    );
  let result;
  try {
    result = await build({
      entryPoints: entries,
      bundle: true,
      format: "esm",
      splitting: true,
      platform: "browser",
      jsx: "automatic",
      target: "es2022",
      // Authors run the editor, not developers: React's production build is smaller and faster to type in.
      // The site's own code (its blocks, in the preview) reads Vite's `import.meta.env`: the values of a
      // production build for the browser.
      define: {
        "process.env.NODE_ENV": '"production"',
        "import.meta.env": JSON.stringify({ MODE: "production", DEV: false, PROD: true, SSR: false, BASE_URL: "/" }),
      },
      minify: true,
      write: false,
      outdir: "/_editor",
      chunkNames: "chunks/[name]-[hash]",
      assetNames: "assets/[name]-[hash]",
      publicPath: "/_editor",
      loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".woff2": "file" },
      sourcemap: "linked",
      nodePaths: [NODE_MODULES],
      logLevel: "silent",
      metafile: true,
    });
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length)
      throw new EditorStartError(`The editor's browser app does not build:\n${errors.map((m) => `  ${formatMessage(m, cwd)}`).join("\n")}`);
    throw error;
  }
  const files = new Map<string, BundleFile>();
  for (const output of result.outputFiles) {
    const name = output.path.replace(/\\/g, "/").replace(/^.*?\/_editor\//, "");
    const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
    files.set(name, { bytes: output.contents, type: TYPES[extension] ?? "application/octet-stream" });
  }
  return { files, inputs: Object.keys(result.metafile.inputs).map((input) => resolve(cwd, input)) };
}
