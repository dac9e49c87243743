/**
 * `npm run validate`: runs scripts/validate.ts and the content pipeline as one plain ES module bundled
 * with esbuild (node_modules/.cache/validate/<hash of the project folder>/; the packages stay in node_modules), so a check does not
 * pay for starting TypeScript. The bundle is made again only when one of the files it was made from
 * has changed (their modification times and sizes, from esbuild's list of inputs). The schemas are not
 * compiled either: the pipeline uses the validators `npm run generate` wrote
 * (src/content/validators.generated.js). Files that passed in an earlier check and have not changed
 * since are not parsed again (src/content/content-cache.ts; the bundle and the package lock are the
 * code's key). Output and exit code are those of `tsx scripts/validate.ts`.
 *
 * Plain JavaScript on purpose: this file is what runs before anything is compiled.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// One bundle per project: a copy of the project (a generated site, a test's copy) may link node_modules to this one.
const cacheDir = join(root, "node_modules", ".cache", "validate", createHash("sha256").update(root).digest("hex").slice(0, 12));
const bundleFile = join(cacheDir, "validate.mjs");
const inputsFile = join(cacheDir, "inputs.json");

/** `file`'s size and modification time as one string, or "missing". */
function stamp(file) {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "missing";
  }
}

/** Whether the bundle on disk was made from the files as they are now. */
function bundleIsCurrent() {
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, "utf8"));
    return stamp(bundleFile) !== "missing" && Object.entries(inputs).every(([file, was]) => stamp(file) === was);
  } catch {
    return false;
  }
}

/** Bundles scripts/validate.ts into {@link bundleFile} (written whole, then renamed) with the stamps of its inputs. */
async function bundle() {
  // Loaded only to bundle: a check with the bundle current never needs esbuild (60 ms to load).
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [join(root, "scripts", "validate.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "error",
    write: false,
    outfile: bundleFile,
    metafile: true,
  });
  mkdirSync(cacheDir, { recursive: true });
  const temporary = `${bundleFile}.tmp-${process.pid}`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, bundleFile);
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((input) => [resolve(input), ""]));
  for (const file of Object.keys(inputs)) inputs[file] = stamp(file);
  writeFileSync(`${inputsFile}.tmp-${process.pid}`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.tmp-${process.pid}`, inputsFile);
}

if (!bundleIsCurrent()) await bundle();
const codeKey = createHash("sha256")
  .update(readFileSync(bundleFile))
  .update(readFileSync(join(root, "package-lock.json")))
  .digest("hex");
const { runValidate } = await import(pathToFileURL(bundleFile).href);
process.exitCode = runValidate(process.cwd(), console, { codeKey });
