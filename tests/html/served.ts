import type { APIRequestContext } from "@playwright/test";
import * as cheerio from "cheerio";
import { request as httpRequest } from "node:http";

/** A response of the served build, read as a crawler or a host's client reads it. */
export interface Served {
  /** The path asked for, e.g. `/home`. */
  path: string;
  /** HTTP status of the answer (redirects are not followed). */
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string>;
  /** The body as text. */
  text: string;
  /** The body parsed as an HTML document (cheerio); a body that is not HTML is read as the text of an empty page. */
  $: cheerio.CheerioAPI;
}

const cache = new Map<string, Promise<Served>>();

/**
 * Fetches `path` from the served build without following redirects, and parses it as HTML. Each path
 * is fetched once per test worker and shared by the tests that read it (the build does not change
 * during a run). Never throws for an HTTP error status: a 404 or 301 is returned as it is; throws when
 * the server cannot be reached.
 */
export function served(request: APIRequestContext, path: string): Promise<Served> {
  let answer = cache.get(path);
  if (!answer) {
    answer = (async () => {
      const response = await request.get(path, { maxRedirects: 0 });
      const text = await response.text();
      return { path, status: response.status(), headers: response.headers(), text, $: cheerio.load(text) };
    })();
    cache.set(path, answer);
    // A failed fetch is not kept: the next test asks again.
    answer.catch(() => cache.delete(path));
  }
  return answer;
}

/** The value of the head's `<meta name|property=key>`, or undefined when the page has none. */
export function metaContent($: cheerio.CheerioAPI, key: string): string | undefined {
  return $(`head meta[name="${key}"], head meta[property="${key}"]`).first().attr("content");
}

/** The directives of a Content-Security-Policy, by name, each with its list of sources. */
export function cspDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** An answer read byte for byte, as {@link raw} returns it. */
export interface RawAnswer {
  status: number;
  /** Response headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Sends one request to the server at `baseURL` with the path exactly as given (no normalisation of
 * `.`, `..` or `//`, as `curl --path-as-is` sends it), any method and headers, and reads the whole
 * answer without decompressing it. Throws when the server cannot be reached.
 */
export function raw(
  baseURL: string,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: hostname, port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** What the page's `<noscript>`s hold, parsed: the part of the page only a browser without JavaScript shows (`$`, like a browser with it, reads it as text). */
export function noScriptContent($: cheerio.CheerioAPI): cheerio.CheerioAPI {
  return cheerio.load(
    $("noscript")
      .map((_, el) => $(el).text())
      .get()
      .join("\n"),
  );
}
