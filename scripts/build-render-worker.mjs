/**
 * One of the build's prerender workers (scripts/build-render.ts starts them): loads the router's
 * server build, hands it the content the build validated (so its loaders never read the files) and the
 * year the pages are built as of (src/shared/build-year.ts), and
 * renders the routes it is given, each with the router's request handler, as React Router's own
 * prerender does (a GET of the path with a trailing slash). Each route's HTML is written whole into
 * the build cache under its key (a temporary file, then one rename). Posts `{ log }` for each line the
 * server build logs, then `{ rendered }` when done, or `{ error }` (one line) when a route answers
 * anything but 200 or cannot be loaded.
 *
 * Plain JavaScript on purpose: worker threads do not get tsx's loader, and this needs no types.
 *
 * workerData: { serverDir, content, contentKey, year, yearKey, cacheDir, jobs: [{ path, name }] }
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";
import { parentPort, threadId, workerData } from "node:worker_threads";

const { serverDir, content, contentKey, year, yearKey, cacheDir, jobs } = workerData;
// What the server build logs (a block's error, with its stack) goes through the same port as the
// outcome, so the build prints it before it reports the failure.
const show = (value) => (value instanceof Error ? (value.stack ?? value.message) : typeof value === "string" ? value : inspect(value));
console.error = (...values) => parentPort.postMessage({ log: values.map(show).join(" ") });

/** Renders every job into the cache; throws on a route that does not answer 200, in the words of React Router's own prerender. */
async function renderAll() {
  // Where src/content/content.server.ts looks for the content the build provides.
  globalThis[Symbol.for(contentKey)] = content;
  globalThis[Symbol.for(yearKey)] = year;
  const build = await import(pathToFileURL(join(serverDir, "index.js")).href);
  const { createRequestHandler } = await import("react-router");
  const handler = createRequestHandler(build, "production");
  mkdirSync(cacheDir, { recursive: true });
  let count = 0;
  for (const job of jobs) {
    const path = `${job.path}/`.replace(/\/\/+/g, "/");
    const response = await handler(new Request(`http://localhost${path}`));
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(
        `Prerender (html): Received a ${response.status} status code from \`entry.server.tsx\` while prerendering the \`${path}\` path`,
      );
    const file = join(cacheDir, job.name);
    const temporary = `${file}.tmp-${process.pid}-${threadId}-${count++}`;
    writeFileSync(temporary, html);
    renameSync(temporary, file);
  }
}

try {
  await renderAll();
  parentPort.postMessage({ rendered: jobs.length });
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
