/**
 * A TypeScript entry of scripts/ as one plain ES module, so that `npm run build` and `npm run validate`
 * do not start TypeScript (tsx's loader took about 1 s of CPU time a run, in every worker thread too).
 * The bundle is made with esbuild into node_modules/.cache/bundled/<hash of the project folder>/ (the
 * packages stay in node_modules) and made again only when one of the files it was made from has changed
 * (their modification times and sizes, from esbuild's list of inputs).
 *
 * Each module's `import.meta.url` stays its own source file's address, so the files it finds beside
 * itself (a worker's script, the project folder) are where they were.
 *
 * Plain JavaScript on purpose: this file is what runs before anything is compiled.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** `file`'s size and modification time as one string, or "missing". */
function stamp(file) {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "missing";
  }
}

/** Writes `text` to `file` whole (a temporary file, then renamed): a build or check running beside this one never reads half of it. */
function writeWhole(file, text) {
  const temporary = `${file}.tmp-${process.pid}`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * The bundle of `entry` (a path relative to `root`, e.g. `scripts/build.ts`), made from the files as
 * they are now: resolves to its absolute path, a `.mjs` file. Rejects with esbuild's error when the
 * entry does not compile (a syntax error, a missing module).
 */
export async function bundledEntry(root, entry) {
  // One folder per project: a copy of the project (a generated site, a test's copy) may link node_modules to this one.
  const cacheDir = join(root, "node_modules", ".cache", "bundled", createHash("sha256").update(root).digest("hex").slice(0, 12));
  const name = basename(entry).replace(/\.[cm]?tsx?$/, "");
  const bundleFile = join(cacheDir, `${name}.mjs`);
  const inputsFile = join(cacheDir, `${name}.inputs.json`);
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
    if (stamp(bundleFile) !== "missing" && Object.entries(inputs).every(([file, was]) => stamp(file) === was)) return bundleFile;
  } catch {
    // No list of inputs yet, or an unreadable one: bundle.
  }
  // Loaded only to bundle: a run with the bundle current never needs esbuild (60 ms to load).
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(root, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error",
    write: false,
    outfile: bundleFile,
    metafile: true,
    plugins: [
      {
        name: "own-import-meta-url",
        setup(bundler) {
          bundler.onLoad({ filter: /\.[cm]?tsx?$/ }, (args) => ({
            contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
            loader: args.path.endsWith("x") ? "tsx" : "ts",
          }));
        },
      },
    ],
  });
  mkdirSync(cacheDir, { recursive: true });
  writeWhole(bundleFile, result.outputFiles[0].contents);
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((input) => [resolve(input), ""]));
  for (const file of Object.keys(inputs)) inputs[file] = stamp(file);
  writeWhole(inputsFile, JSON.stringify(inputs));
  return bundleFile;
}
