import { existsSync, utimesSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { formatErrors, type ContentError } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";
import { listRoutes } from "../src/content/route-list.ts";

/** Files whose change means the content must be checked again: pages, schemas, and files added to or removed from public/. */
const CONTENT_FILE = /^(pages|schema)[\\/].*\.(ya?ml|json)$/;
const PUBLIC_FILE = /^public[\\/]/;

/**
 * Dev-server plugin for live preview of content. When a file under pages/ or schema/ is saved (or
 * a file is added to or removed from public/), it forgets the cached content, validates everything
 * again and then either reloads the open page or shows every located error in the terminal and in
 * Vite's browser overlay. The overlay clears on the next valid save; a browser that connects (or
 * reloads) while the content is invalid gets the overlay at once. When the routes change (a page
 * added, removed or given new aliases), the router is told to read its route table again.
 */
export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      let errors: ContentError[] = [];
      let routesKey = routesSignature(root);

      const check = (): ContentError[] => {
        const result = loadContent(contentLocationFromEnv(root));
        errors = result.errors;
        if (errors.length) server.config.logger.error(formatErrors(errors, { color: !process.env.NO_COLOR }), { timestamp: true });
        return errors;
      };
      const sendOverlay = () => {
        const first = errors[0];
        if (!first) return;
        // Vite's overlay shows `message` as is; `loc` makes the file name in it clickable.
        server.ws.send({
          type: "error",
          err: { message: formatErrors(errors, { color: false }), stack: "", id: first.file, loc: { file: resolve(root, first.file), line: first.line, column: first.col }, plugin: "content" },
        });
      };

      const onChange = async (file: string, event: "change" | "add" | "unlink") => {
        const rel = relative(root, resolve(file));
        const content = CONTENT_FILE.test(rel);
        if (!content && !(PUBLIC_FILE.test(rel) && event !== "change")) return;
        await invalidateServerContent(server);
        const routesChanged = content && refreshRoutes();
        if (check().length) {
          sendOverlay();
          return;
        }
        server.config.logger.info(`content: ${rel} ${event === "unlink" ? "removed" : "saved"}, all pages valid, reloading`, { timestamp: true });
        // After a route change the router needs a moment to read its new route table.
        setTimeout(() => server.ws.send({ type: "full-reload" }), routesChanged ? 400 : 0);
      };

      /** When the published routes differ from last time, touches src/routes.ts so the router reloads it. */
      const refreshRoutes = (): boolean => {
        const next = routesSignature(root);
        if (next === routesKey) return false;
        routesKey = next;
        const routesFile = join(root, "src/routes.ts");
        if (existsSync(routesFile)) {
          const now = new Date();
          utimesSync(routesFile, now, now);
        }
        return true;
      };

      server.watcher.add([join(root, "pages"), join(root, "schema"), join(root, "public")]);
      server.watcher.on("change", (f) => void onChange(f, "change"));
      server.watcher.on("add", (f) => void onChange(f, "add"));
      server.watcher.on("unlink", (f) => void onChange(f, "unlink"));
      // A browser that opens (or reloads) a page while the content is invalid sees the errors too.
      server.ws.on("connection", () => {
        if (errors.length) setTimeout(sendOverlay, 200);
      });
      server.httpServer?.once("listening", () => {
        if (check().length) server.config.logger.error("content: fix the errors above; the browser shows them too.", { timestamp: true });
      });
    },
  };
}

/** The server-side content cache lives in the SSR module graph; forget it so the next request reads the files again. */
async function invalidateServerContent(server: ViteDevServer): Promise<void> {
  const { invalidateContent } = (await server.ssrLoadModule("/src/content/content.server.ts")) as typeof import("../src/content/content.server.ts");
  invalidateContent();
}

function routesSignature(root: string): string {
  try {
    return JSON.stringify(listRoutes(root));
  } catch {
    return "";
  }
}
