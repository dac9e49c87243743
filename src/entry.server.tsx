import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { preloadLazyBlocks } from "./blocks/lazy-block.tsx";
import { ClientScriptContext, routeShipsClientScript } from "./routes/client-script.ts";

/** Longest a page may take to prerender before the build gives up on it, in ms. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a route to HTML at build time (prerender). The site has no request-time server, so every
 * page waits for its whole tree (`onAllReady`), and the code of lazy blocks is loaded first so none
 * suspends: crawlers and visitors without JavaScript get complete HTML, with no script needed to reveal it.
 */
export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  await preloadLazyBlocks();
  // The SPA fallback and the dev server always need the app; a prerendered page only when it has
  // something interactive. Without the app's scripts the page must not carry the router's streamed
  // hydration data either: those inline scripts feed a context only the app's scripts create.
  const withAppScript = import.meta.env.DEV || routerContext.isSpaMode || routeShipsClientScript(matchesOf(routerContext));
  if (!withAppScript) routerContext.serverHandoffStream = undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ClientScriptContext value={withAppScript}>
        <ServerRouter context={routerContext} url={request.url} />
      </ClientScriptContext>,
      {
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
      },
    );
    setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}

/** The matched routes of a prerender, root first, in the shape `routeShipsClientScript` reads. */
function matchesOf(context: EntryContext) {
  const { matches, loaderData } = context.staticHandlerContext;
  return matches.map((m) => ({ id: m.route.id, data: loaderData[m.route.id], handle: context.routeModules[m.route.id]?.handle }));
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
