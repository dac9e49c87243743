/**
 * `npm run serve`: serves the last build (build/client) on http://127.0.0.1:4173 the way a production
 * static host does (scripts/static-host.ts): the `_headers` security headers on every response, the
 * `_redirects` with their status, clean URLs (/home serves home/index.html), 404.html with status 404
 * for any unknown path, GET and HEAD only, and the build's precompressed `.br`/`.gz` text files.
 * PORT and HOST override the port and the address (HOST=0.0.0.0 in a container). A request never
 * stops the server: whatever goes wrong in one is answered and logged, and the next one is served.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { recoverBuild } from "./build-dir.ts";
import { createStaticHost } from "./static-host.ts";

const root = process.cwd();
// A build killed between its two steps leaves its finished folder unlinked: link it again.
const found = recoverBuild(root);
if (found === "none") {
  console.error("No build found in build/client: run `npm run build` (or `npm start`, which builds and serves).");
  process.exit(1);
}
if (found === "recovered") console.log("build/ was missing: it now points at the newest complete build.");

const server = createServer(createStaticHost({ buildDir: join(root, "build") }));
// Slow or broken clients are answered 400 and dropped by Node itself; a socket error never reaches the process.
server.on("clientError", (_error, socket) => {
  if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  else socket.destroy();
});

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || "127.0.0.1";
server.listen(port, host, () => console.log(`Serving build/client on http://${host}:${port}`));
