import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { IslandPrerenderContext } from "./islands/Island.tsx";
import { islandPrerender } from "./islands/prerender.tsx";

/** Longest a page may take to prerender before the build gives up on it, in ms. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a route to HTML at build time (prerender) and in the dev server. Pages are documents: the
 * router renders the page here and never runs in the browser, so its hydration data is left out and
 * the page carries only its islands (src/islands/Island.tsx), each rendered as its own React root.
 * Every page waits for its whole tree (`onAllReady`): crawlers and visitors without JavaScript get
 * complete HTML, with no script needed to reveal it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  routerContext.serverHandoffStream = undefined;
  const islands = islandPrerender(renderToString);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared once the page is ready: a pending timer would keep the build's prerender worker alive for its whole delay.
    const timer = setTimeout(() => abort(), RENDER_TIMEOUT_MS);
    const { pipe, abort } = renderToPipeableStream(
      <IslandPrerenderContext value={islands}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandPrerenderContext>,
      {
        // Never outline a finished Suspense boundary into hidden HTML that needs a script to show it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
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
