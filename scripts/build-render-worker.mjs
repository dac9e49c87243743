/**
 * One of the build's prerender workers (scripts/build-render.ts starts them): loads the router's
 * server build, hands it the content the build validated (so its loaders never read the files), and
 * renders the routes it is given, each with the router's request handler, as React Router's own
 * prerender does (a GET of the path with a trailing slash). Each route's HTML is written whole into
 * the build cache under its key (a temporary file, then one rename). Posts `{ rendered }` when done;
 * throws, failing the build, when a route answers anything but 200.
 *
 * Plain JavaScript on purpose: worker threads do not get tsx's loader, and this needs no types.
 *
 * workerData: { serverDir, content, contentKey, cacheDir, jobs: [{ path, name }] }
 */
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, threadId, workerData } from "node:worker_threads";

const { serverDir, content, contentKey, cacheDir, jobs } = workerData;
// Where src/content/content.server.ts looks for the content the build provides.
globalThis[Symbol.for(contentKey)] = content;
const build = await import(pathToFileURL(join(serverDir, "index.js")).href);
const { createRequestHandler } = await import("react-router");
const handler = createRequestHandler(build, "production");

mkdirSync(cacheDir, { recursive: true });
let count = 0;
for (const job of jobs) {
  const url = `http://localhost${`${job.path}/`.replace(/\/\/+/g, "/")}`;
  const response = await handler(new Request(url));
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${job.path} answered ${response.status} while prerendering:\n${html.slice(0, 2000)}`);
  const file = join(cacheDir, job.name);
  const temporary = `${file}.tmp-${process.pid}-${threadId}-${count++}`;
  writeFileSync(temporary, html);
  renameSync(temporary, file);
}
parentPort.postMessage({ rendered: jobs.length });
