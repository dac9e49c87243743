import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { preloadLazyBlocks } from "./blocks/lazy-block.tsx";

/** Longest a page may take to prerender before the build gives up on it, in ms. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a route to HTML at build time (prerender). The site has no request-time server, so every
 * page waits for its whole tree (`onAllReady`), and the code of lazy blocks is loaded first so none
 * suspends: crawlers and visitors without JavaScript get complete HTML, with no script needed to reveal it.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  await preloadLazyBlocks();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never outline a finished Suspense boundary into hidden HTML that needs a script to show it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/**
 * Errors thrown while loading or rendering a route are logged here. Content errors are left out:
 * the dev server's content plugin (and the build) already print them, located, once per save.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Error && error.name === "ContentValidationError") return;
  console.error(error);
};
