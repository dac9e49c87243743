/**
 * `npm run serve`: serves the last build (build/client) on http://localhost:4173 (PORT overrides)
 * the way a production static host does: the `_headers` security headers on every response, the
 * `_redirects` with their status, clean URLs (/home serves home/index.html), and 404.html with
 * status 404 for any unknown path. Text responses (HTML, JS, CSS, JSON, SVG, XML) are compressed with
 * brotli or gzip when the client accepts it, as production hosts and CDNs do.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join } from "node:path";
import compression from "compression";
import sirv from "sirv";
import { headersFor, parseHeadersFile, type HeaderRule } from "./security-headers.ts";

const root = join(process.cwd(), "build", "client");
if (!existsSync(join(root, "404.html"))) {
  console.error("No build found in build/client: run `npm run build` (or `npm start`, which builds and serves).");
  process.exit(1);
}

let cached: { stamp: string; headers: HeaderRule[]; redirects: Map<string, { to: string; status: number }> } | undefined;

/**
 * The `_headers` rules and `_redirects` of the build being served. Read again whenever `npm run build`
 * has replaced them (their modification time changed): the per-page Content-Security-Policy holds
 * the hashes of that build's inline scripts, so rules from an earlier build would block its pages.
 */
function hostRules() {
  const stamp = ["_headers", "_redirects"].map((name) => statSync(join(root, name)).mtimeMs).join();
  if (cached?.stamp !== stamp) {
    const redirects = new Map(
      readFileSync(join(root, "_redirects"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => line.trim().split(/\s+/))
        .map(([from, to, status]) => [from!, { to: to!, status: Number(status ?? 301) }]),
    );
    cached = { stamp, headers: parseHeadersFile(readFileSync(join(root, "_headers"), "utf8")), redirects };
  }
  return cached;
}

const setHeaders = (res: ServerResponse, pathname: string) => {
  for (const [name, value] of Object.entries(headersFor(hostRules().headers, pathname))) res.setHeader(name, value);
};
// `dev: true` makes sirv look files up per request instead of caching the listing at start-up, so a
// rebuild while the server runs (which swaps build/) never serves a vanished file.
const files = sirv(root, { extensions: ["html"], dev: true, etag: true, setHeaders: (res, pathname) => setHeaders(res, pathname) });

const server = createServer(
  withCompression((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    const redirect = hostRules().redirects.get(pathname);
    if (redirect) {
      setHeaders(res, pathname);
      res.writeHead(redirect.status, { Location: redirect.to }).end();
      return;
    }
    files(req, res, () => {
      // As a static host does: the unknown path's own headers (404.html carries its policy in a meta element).
      setHeaders(res, pathname);
      // Read per request: after a rebuild, a cached copy would point at asset files that no longer exist.
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(req.method === "HEAD" ? undefined : readFileSync(join(root, "404.html")));
    });
  }),
);

const port = Number(process.env.PORT ?? 4173);
server.listen(port, () => console.log(`Serving build/client on http://localhost:${port}`));

/**
 * Wraps a request handler with the `compression` middleware: brotli or gzip (per the request's
 * Accept-Encoding) for compressible types of at least 1 KB, with `Vary: Accept-Encoding`.
 */
function withCompression(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  const compress = compression();
  return (req, res) => compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handler(req, res));
}
