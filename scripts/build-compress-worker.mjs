/**
 * One of the build's compression workers (scripts/build-output.ts, precompressText, starts them):
 * writes the compressed forms of the files it is given. A worker has a heap of its own, small, where
 * the build's thread holds every page's content: compressed there, a 1,000-page site's pages made the
 * garbage collector walk that heap again and again (a third more CPU time than the compression itself).
 *
 * For each job, each form: the file compressed with the given settings; stored in the cache under its
 * entry's name when it has one (a temporary file, then one rename); written beside the file (the
 * cache's entry linked there, or a copy when they cannot share a file) only when smaller than it.
 * Posts `{ written }`, the number of forms written beside their files, or `{ error }` (one line).
 *
 * Plain JavaScript on purpose: worker threads do not get tsx's loader, and this needs no types.
 *
 * workerData: { cacheDir: string | null, jobs: [{ file, forms: [{ suffix, kind: "br" | "gz", options, entry: string | null }] }] }
 */
import { copyFileSync, linkSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parentPort, threadId, workerData } from "node:worker_threads";
import { brotliCompressSync, gzipSync } from "node:zlib";

const { cacheDir, jobs } = workerData;
let temporaries = 0;

/** The cache's entry `name` holding `data`, written whole. */
function store(name, data) {
  const file = join(cacheDir, name);
  const temporary = `${file}.tmp-${process.pid}-${threadId}-${temporaries++}`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
  return file;
}

try {
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  let written = 0;
  for (const job of jobs) {
    const bytes = readFileSync(job.file);
    for (const form of job.forms) {
      const compressed = form.kind === "br" ? brotliCompressSync(bytes, form.options) : gzipSync(bytes, form.options);
      const entry = form.entry && cacheDir ? store(form.entry, compressed) : null;
      if (compressed.length >= bytes.length) continue;
      const target = job.file + form.suffix;
      if (entry) {
        try {
          linkSync(entry, target);
        } catch {
          copyFileSync(entry, target);
        }
      } else writeFileSync(target, compressed);
      written++;
    }
  }
  parentPort.postMessage({ written });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
