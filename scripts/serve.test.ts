/**
 * `npm run serve` as an operator meets it: requests that once stopped the whole process (a malformed
 * percent-encoding, an address that is no URL, an unsatisfiable byte range, the build folder missing
 * or being replaced) each get an HTTP answer, and the next visitor is still served. The server runs as
 * its own process on a small build written by the test, never the project's build/.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = process.cwd();
const dir = mkdtempSync(join(tmpdir(), "serve-test-"));
let server: ChildProcess;
let port = 0;
let output = "";

const CSP = "default-src 'self'; frame-ancestors 'none'";
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>\n`;
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${"<p>Northgate Systems</p>".repeat(100)}</body></html>\n`;

/** A small build as `npm run build` lays it out: pages, an asset, the host files and a dotfile that must never be served. */
function writeBuild(client: string): void {
  mkdirSync(join(client, "home"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "home", "index.html"), page("Home"));
  writeFileSync(join(client, "404.html"), page("Not found"));
  writeFileSync(join(client, "favicon.svg"), FAVICON);
  writeFileSync(join(client, "assets", "site-AbCd1234.js"), "console.log('site');\n".repeat(100));
  writeFileSync(join(client, ".env"), "SECRET=1\n");
  writeFileSync(join(client, "_redirects"), "/ /home 301\n");
  writeFileSync(
    join(client, "_headers"),
    `/*\n  Content-Security-Policy: ${CSP}\n  X-Content-Type-Options: nosniff\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
  );
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: chosen } = probe.address() as { port: number };
      probe.close(() => resolve(chosen));
    });
  });
}

/** Sends one request with the path exactly as given (no normalisation, as `curl --path-as-is` does) and reads the whole answer. */
function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: options.host ?? "127.0.0.1", port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  writeBuild(join(dir, "build", "client"));
  port = await freePort();
  server = spawn(join(ROOT, "node_modules", ".bin", "tsx"), [join(ROOT, "scripts", "serve.ts")], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped at start:\n${output}`);
    try {
      if ((await send("/home")).status === 200) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer within 20 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}, 30_000);

afterAll(() => {
  if (server?.exitCode === null) server.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

/** Asserts the server process still runs and serves the next visitor the home page. */
async function stillServing(): Promise<void> {
  const next = await send("/home");
  expect(next.status, `the next request after it (server output:\n${output})`).toBe(200);
  expect(next.body).toContain("<h1>Home</h1>");
  expect(server.exitCode).toBeNull();
}

describe("one request never stops npm run serve", () => {
  for (const path of ["/%E0%A4%A", "/%zz", "/home/%"]) {
    it(`${path} (a malformed percent-encoding) gets 400 Bad Request with the site's headers`, async () => {
      const answer = await send(path);
      expect(answer.status).toBe(400);
      expect(answer.headers["content-security-policy"]).toBe(CSP);
      await stillServing();
    });
  }

  it("// (no path after the host) is the site's root: it sends the visitor to /home", async () => {
    const answer = await send("//");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/home");
    await stillServing();
  });

  for (const path of ["//a:b@", "//:99999", "//evil.example/home"]) {
    it(`${path} (a path that reads like another host) is an unknown path of this site: 404`, async () => {
      const answer = await send(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain("<h1>Not found</h1>");
      await stillServing();
    });
  }

  it("an unsatisfiable byte range (bytes=10-5) gets 416 with the file's size, and a satisfiable one its bytes", async () => {
    const unsatisfiable = await send("/favicon.svg", { headers: { Range: "bytes=10-5" } });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers["content-range"]).toBe(`bytes */${Buffer.byteLength(FAVICON)}`);
    expect((await send("/favicon.svg", { headers: { Range: "bytes=99999-" } })).status).toBe(416);
    const partial = await send("/favicon.svg", { headers: { Range: "bytes=0-3" } });
    expect(partial.status).toBe(206);
    expect(partial.body).toBe("<svg");
    expect(partial.headers["content-range"]).toBe(`bytes 0-3/${Buffer.byteLength(FAVICON)}`);
    await stillServing();
  });

  it("a path segment longer than a file name may be (255 bytes) is an unknown path: 404, and the address is not logged", async () => {
    const long = "a".repeat(300);
    for (const path of [`/${long}`, `/home/${long}`, `/assets/${"%C3%A9".repeat(130)}.js`]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toContain("<h1>Not found</h1>");
    }
    expect(output).not.toContain(long);
    await stillServing();
  });

  it("while build/ is missing (a rebuild swapping it) requests get 503 Service Unavailable, and the site is served again once it is back", async () => {
    renameSync(join(dir, "build"), join(dir, "build-away"));
    try {
      const answer = await send("/home");
      expect(answer.status).toBe(503);
      expect(answer.headers["retry-after"]).toBeDefined();
      expect((await send("/favicon.svg")).status).toBe(503);
    } finally {
      renameSync(join(dir, "build-away"), join(dir, "build"));
    }
    await stillServing();
  });
});

describe("npm run serve serves only the site", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE", "OPTIONS"]) {
    it(`${method} gets 405 Method Not Allowed, naming GET and HEAD, with the site's headers`, async () => {
      const answer = await send("/home", { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
      expect(answer.headers["content-security-policy"]).toBe(CSP);
      expect(answer.body).not.toContain("<h1>Home</h1>");
    });
  }

  for (const path of ["/_headers", "/_redirects", "/.env", "/%2Eenv", "/home/../.env"]) {
    it(`${path} is never served: 404`, async () => {
      const answer = await send(path);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("SECRET");
      expect(answer.body).not.toContain("Content-Security-Policy:");
    });
  }

  it("listens on 127.0.0.1 only by default: another address of the machine refuses the connection", async () => {
    expect(output).toContain(`http://127.0.0.1:${port}`);
    const other = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === "IPv4" && !i.internal);
    if (other) await expect(send("/home", { host: other.address })).rejects.toThrow(/ECONNREFUSED/);
  });
});
