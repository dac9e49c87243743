/**
 * `npm run validate`: runs scripts/validate.ts and the content pipeline as one plain ES module bundled
 * with esbuild (scripts/bundled-entry.mjs: made again only when one of its files has changed), so a
 * check does not pay for starting TypeScript. The schemas are not
 * compiled either: the pipeline uses the validators `npm run generate` wrote
 * (src/content/validators.generated.js). Files that passed in an earlier check and have not changed
 * since are not parsed again (src/content/content-cache.ts; the bundle and the package lock are the
 * code's key). Output and exit code are those of `tsx scripts/validate.ts`.
 *
 * Plain JavaScript on purpose: this file is what runs before anything is compiled.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundledEntry } from "./bundled-entry.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bundleFile = await bundledEntry(root, join("scripts", "validate.ts"));
const codeKey = createHash("sha256")
  .update(readFileSync(bundleFile))
  .update(readFileSync(join(root, "package-lock.json")))
  .digest("hex");
const { runValidate } = await import(pathToFileURL(bundleFile).href);
process.exitCode = runValidate(process.cwd(), console, { codeKey });
