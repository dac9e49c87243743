import { relative, resolve } from "node:path";
import type { Plugin } from "vite";
import { formatErrors } from "../src/content/errors.ts";
import { contentLocationFromEnv, loadContent } from "../src/content/load.ts";

/**
 * Dev-server plugin: when a file under pages/ or schema/ changes, forget the cached content,
 * validate everything again and either reload the open page or show every located error in the
 * terminal and in Vite's browser overlay. The overlay clears on the next valid save.
 */
export function contentReload(): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const onChange = async (file: string) => {
        const rel = relative(process.cwd(), resolve(file));
        if (!/^(pages|schema)[\\/].*\.(ya?ml|json)$/.test(rel)) return;
        const { invalidateContent } = (await server.ssrLoadModule("/src/content/content.server.ts")) as typeof import("../src/content/content.server.ts");
        invalidateContent();
        const result = loadContent(contentLocationFromEnv(process.cwd()));
        if (result.errors.length) {
          const text = formatErrors(result.errors, { color: false });
          server.config.logger.error(formatErrors(result.errors, { color: true }), { timestamp: true });
          const first = result.errors[0]!;
          server.ws.send({ type: "error", err: { message: text, stack: "", id: first.file, loc: { file: first.file, line: first.line, column: first.col }, plugin: "content" } });
          return;
        }
        server.config.logger.info(`content: ${rel} saved, all pages valid, reloading`, { timestamp: true });
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.add(["pages", "schema"]);
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}
