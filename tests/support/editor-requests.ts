/**
 * Requests to a running editor as its own page sends them (its Host, Origin and token cookie), for
 * the editor server's tests.
 */
import { request } from "node:http";

/** The token the tests' editors are started with (`startEditor({ token })`), which {@link send} carries as the editor's cookie. */
export const TEST_EDITOR_TOKEN = "test-editor-token-0123456789";

/** An answer: status, headers and the body (parsed when JSON). */
export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

/**
 * Sends a request to the editor on 127.0.0.1:`port` with node:http, so every header (Host included)
 * is exactly as given: by default the editor's own Host, its token cookie ({@link TEST_EDITOR_TOKEN}),
 * and for POST its own Origin. A plain-object
 * `body` is sent as JSON with Content-Type application/json; bytes are sent as they are.
 */
export function send<T = unknown>(
  port: number,
  path: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string | undefined> } = {},
): Promise<Answer<T>> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  const own = `127.0.0.1:${port}`;
  const headers: Record<string, string> = {
    host: own,
    cookie: `page-editor-token=${TEST_EDITOR_TOKEN}`,
    ...(method === "POST" ? { origin: `http://${own}` } : {}),
  };
  let payload: Buffer | undefined;
  if (opts.body instanceof Uint8Array) payload = Buffer.from(opts.body);
  else if (opts.body !== undefined) {
    payload = Buffer.from(typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body));
    headers["content-type"] = "application/json";
  }
  if (payload) headers["content-length"] = String(payload.length);
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (v === undefined) delete headers[k.toLowerCase()];
    else headers[k.toLowerCase()] = v;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        if (String(res.headers["content-type"]).startsWith("application/json")) body = JSON.parse(text);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, text });
      });
    });
    req.on("error", reject);
    req.end(payload);
  });
}
