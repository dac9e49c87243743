/**
 * `npm run build`: runs scripts/build.ts as one plain ES module bundled with esbuild
 * (scripts/bundled-entry.mjs: made again only when one of its files has changed), so a build, and each
 * of its worker threads, does not pay for starting TypeScript. Output and exit code are those of
 * scripts/build.ts.
 *
 * Plain JavaScript on purpose: this file is what runs before anything is compiled.
 */
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bundledEntry } from "./bundled-entry.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
await import(pathToFileURL(await bundledEntry(root, join("scripts", "build.ts"))).href);
