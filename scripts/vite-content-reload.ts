import { join, relative, resolve } from "node:path";
import type { ErrorPayload, Plugin, ViteDevServer, WebSocketClient } from "vite";
import { formatErrors, isBlocking, type ContentError } from "../src/content/errors.ts";

/** Files whose change means the content must be checked again: pages, schemas, and files added to or removed from public/. */
const CONTENT_FILE = /^(pages|schema)[\\/].*\.(ya?ml|json)$/;
const PUBLIC_FILE = /^public[\\/]/;

// The page's side of these is src/islands/dev.ts, which spells them out (it runs in the browser).
/** Sent by a page as it opens (src/islands/dev.ts): `{ path }`, its address's path. */
const PAGE_EVENT = "content:page";
/** Sent to a page whose HTML may have changed (content saved, server code changed); it reloads if its HTML did change. */
const CHANGED_EVENT = "content:changed";
/** The name of the Server-Timing entry that carries the count of changes a page was served at. */
const VERSION_TIMING = "content-version";
/** The `plugin` of the overlays this plugin shows; src/islands/dev.ts reloads a page that shows one once its errors are gone. */
const OVERLAY_PLUGIN = "content";

/** The dev server's content module: the same instance (and cache) the router's loaders use. */
type ContentModule = typeof import("../src/content/content.server.ts");

/**
 * Dev-server plugin for live preview of content. When a file under pages/ or schema/ is saved (or
 * a file is added to or removed from public/), it forgets the cached content, checks everything again,
 * prints every located error in the terminal, and then updates each open page by what its own
 * address needs: a page with errors (in its own file, or in `_site.yaml`, which every page uses) gets
 * them in Vite's error overlay and keeps showing what it showed; every other page is asked to reload
 * if its HTML changed (src/islands/dev.ts compares it), which also clears an overlay once its errors
 * are fixed. A page that opens while its content has errors gets the overlay at once; pages of valid
 * files keep rendering whatever other files hold. When server code changes (a component rendered
 * only on the server, a route module), every page is asked the same, since only the browser's own
 * modules update through Vite's hot updates. When the routes change (a page added, removed or given
 * new aliases), the router is told to read its route table again.
 */
export function contentReload(): Plugin {
  /** The path of the page each connected browser tab shows, as it said when it opened. */
  const pagePaths = new WeakMap<WebSocketClient, string>();
  /** Counts the changes that may change pages' HTML; each page is served with the count of its time and gives it back as it opens. */
  let version = 0;
  /** Whether server code changed in the hot update under way. */
  let serverCodeChanged = false;

  return {
    name: "content-reload",
    apply: "serve",
    config: () => ({
      server: {
        // Vite's own way of running a hot update (every environment at once), then the pages are told
        // of a change to server code: only now does the server render with the new modules.
        hotUpdateEnvironments: async (devServer, hmr) => {
          await Promise.all(Object.values(devServer.environments).map((environment) => hmr(environment)));
          if (!serverCodeChanged) return;
          serverCodeChanged = false;
          version += 1;
          for (const client of devServer.ws.clients) client.send({ type: "custom", event: CHANGED_EVENT });
        },
      },
    }),
    configureServer(devServer) {
      const root = devServer.config.root;

      /** Reads the content again (through the module the loaders use) and prints its errors, if any. */
      const check = async (): Promise<ContentModule> => {
        const content = await contentModule(devServer);
        content.invalidateContent();
        const { errors } = content.getLenientContent();
        if (errors.some(isBlocking))
          devServer.config.logger.error(formatErrors(errors, { color: !process.env.NO_COLOR }), { timestamp: true });
        return content;
      };

      /** Shows the errors of the page `client` shows in its overlay, or else tells it its HTML may have changed. */
      const update = (content: ContentModule, client: WebSocketClient) => {
        const path = pagePaths.get(client);
        const errors = path === undefined ? [] : content.contentErrorsForPath(path);
        client.send(errors.length ? overlay(root, errors) : { type: "custom", event: CHANGED_EVENT });
      };

      const onChange = async (file: string, event: "change" | "add" | "unlink") => {
        const rel = relative(root, resolve(file));
        const isContent = CONTENT_FILE.test(rel);
        if (!isContent && !(PUBLIC_FILE.test(rel) && event !== "change")) return;
        const content = await check();
        version += 1;
        const valid = !content.getLenientContent().errors.some(isBlocking);
        devServer.config.logger.info(
          `content: ${rel} ${event === "unlink" ? "removed" : "saved"}${valid ? ", all pages valid" : ""}, updating the open pages`,
          { timestamp: true },
        );
        // One content route serves every path, so a new or removed page needs no new route table.
        devServer.ws.clients.forEach((client) => update(content, client));
      };

      devServer.watcher.add([join(root, "pages"), join(root, "schema"), join(root, "public")]);
      devServer.watcher.on("change", (f) => void onChange(f, "change"));
      devServer.watcher.on("add", (f) => void onChange(f, "add"));
      devServer.watcher.on("unlink", (f) => void onChange(f, "unlink"));
      // Every page is served with the current count of changes (read by src/islands/dev.ts).
      devServer.middlewares.use((req, res, next) => {
        if (req.headers.accept?.includes("text/html")) res.setHeader("Server-Timing", `${VERSION_TIMING};desc="${version}"`);
        next();
      });
      // A page that opens (or reloads) while its content has errors shows them at once; one served
      // before the last change (the change came while it loaded) is told of it.
      devServer.ws.on(PAGE_EVENT, (data: { path?: unknown; version?: unknown }, client: WebSocketClient) => {
        if (typeof data?.path !== "string") return;
        pagePaths.set(client, data.path);
        const servedBefore = data.version !== String(version);
        void contentModule(devServer).then((content) => {
          if (content.contentErrorsForPath(data.path as string).length || servedBefore) update(content, client);
        });
      });
      devServer.httpServer?.once("listening", () => {
        void check().then((content) => {
          if (content.getLenientContent().errors.some(isBlocking))
            devServer.config.logger.error("content: fix the errors above; the pages they belong to show them too.", { timestamp: true });
        });
      });
    },
    // A change to code the server renders with: the browser's own modules (islands) update in place
    // through Vite and React Refresh, but what only the server renders reaches an open page only by
    // a reload, which the page decides on (see hotUpdateEnvironments above).
    hotUpdate({ modules }) {
      if (this.environment.name === "ssr" && modules.length > 0) serverCodeChanged = true;
    },
  };
}

/** Vite's error overlay for `errors` (those of one page): the formatted, located errors; the first one's file is a link. */
function overlay(root: string, errors: ContentError[]): ErrorPayload {
  const first = errors[0]!;
  // Vite's overlay shows `message` as is; `loc` makes the file name in it clickable.
  return {
    type: "error",
    err: {
      message: formatErrors(errors, { color: false }),
      stack: "",
      id: first.file,
      loc: { file: resolve(root, first.file), line: first.line, column: first.col },
      plugin: OVERLAY_PLUGIN,
    },
  };
}

/** The content module as the dev server's loaders run it, so a save invalidates the cache they read. */
async function contentModule(server: ViteDevServer): Promise<ContentModule> {
  return (await server.ssrLoadModule("/src/content/content.server.ts")) as ContentModule;
}
