/**
 * `npm run validate`: bundles scripts/validate.ts and the content pipeline with esbuild into one
 * plain ES module (node_modules/.cache/validate.mjs; the packages stay in node_modules), then runs it,
 * so a check does not pay for starting TypeScript. The schemas are not compiled either: the pipeline
 * uses the validators `npm run generate` wrote (src/content/validators.generated.js). Output and exit
 * code are those of `tsx scripts/validate.ts`.
 *
 * Plain JavaScript on purpose: this file is what runs before anything is compiled.
 */
import { build } from "esbuild";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outfile = join(root, "node_modules", ".cache", `validate.${process.pid}.mjs`);
await build({
  entryPoints: [join(root, "scripts", "validate.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "error",
});
try {
  const { runValidate } = await import(pathToFileURL(outfile).href);
  process.exitCode = runValidate(process.cwd());
} finally {
  const { rmSync } = await import("node:fs");
  rmSync(outfile, { force: true });
}
