/**
 * One of the build's prerender workers (scripts/build-render.ts starts them): loads the router's
 * server build as soon as it starts (a build after a content change starts one while it checks the
 * content), then waits for one message with the content the build validated (handed to the server
 * build, so its loaders never read the files), the year the pages are built as of
 * (src/shared/build-year.ts), the cache folder and the routes to render. It renders each with the
 * router's request handler, as React Router's own prerender does (a GET of the path with a trailing
 * slash), and writes its HTML whole into the build cache under its key (a temporary file, then one
 * rename). Posts `{ log }` for each line the server build logs, then `{ rendered }` when done, or
 * `{ error }` (one line) when a route answers anything but 200 or the server build cannot be loaded.
 *
 * Plain JavaScript on purpose: worker threads do not get tsx's loader, and this needs no types.
 *
 * workerData: { serverDir, contentKey, yearKey }; the message: { content, year, cacheDir, jobs: [{ path, name }] }
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { inspect } from "node:util";
import { parentPort, threadId, workerData } from "node:worker_threads";

const { serverDir, contentKey, yearKey } = workerData;
// What the server build logs (a block's error, with its stack) goes through the same port as the
// outcome, so the build prints it before it reports the failure.
const show = (value) => (value instanceof Error ? (value.stack ?? value.message) : typeof value === "string" ? value : inspect(value));
console.error = (...values) => parentPort.postMessage({ log: values.map(show).join(" ") });

// Loaded at once: its loaders read the content only when a route is rendered, after the message.
const loading = (async () => {
  const build = await import(pathToFileURL(join(serverDir, "index.js")).href);
  const { createRequestHandler } = await import("react-router");
  return createRequestHandler(build, "production");
})();
// A failure to load is reported with the jobs, when there are any.
loading.catch(() => {});

/** Renders every job into the cache; throws on a route that does not answer 200, in the words of React Router's own prerender. */
async function renderAll({ content, year, cacheDir, jobs }) {
  // Where src/content/content.server.ts looks for the content the build provides.
  globalThis[Symbol.for(contentKey)] = content;
  globalThis[Symbol.for(yearKey)] = year;
  const handler = await loading;
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
  return jobs.length;
}

parentPort.once("message", async (work) => {
  try {
    parentPort.postMessage({ rendered: await renderAll(work) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
