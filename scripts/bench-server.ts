/**
 * `npm run bench` (and `-- --server-only`): how many visitors `npm run serve` can answer. Starts the
 * server on the last build (its own process, on 127.0.0.1), warms it up, then loads /home with
 * autocannon (50 connections, a fixed number of requests, a time limit, the Accept-Encoding of a
 * browser) and samples the server's resident memory during the run. Nothing but 127.0.0.1 is ever
 * asked. Times in ms, memory in bytes.
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import type { TargetCheck } from "./bench-report.ts";

/** The server's targets (docs/performance.md): /home under 50 connections. */
export const SERVER_TARGETS = {
  /** Requests a second, at least. */
  requestsPerSecond: 3000,
  /** 99th percentile of the latency, at most, in ms. */
  p99Ms: 50,
  /** Growth of the server's resident memory from the start of the measured run to its end, at most, in bytes (memory flat). */
  rssGrowthBytes: 16 * 1024 * 1024,
} as const;

/** How the load is made: concurrent connections, requests measured, the warm-up before, and the time limit of each run. */
export const SERVER_LOAD = { route: "/home", connections: 50, requests: 20_000, warmupRequests: 2_000, timeLimitMs: 60_000 } as const;

/** What the load test measured. A figure is null when it could not be measured; `errors` then says why. */
export interface ServerFigures {
  route: string;
  connections: number;
  /** Requests sent in the measured run (after the warm-up). */
  requests: number;
  /** Wall time of the measured run, in ms. */
  durationMs: number | null;
  /** Mean requests answered per second over the measured run. */
  requestsPerSecond: number | null;
  /** Latency percentiles of the measured run, in ms. */
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Answers that were not 2xx, and requests that failed or timed out. */
  non2xx: number;
  failed: number;
  /** Bytes of the answers (compressed, as sent), per request. */
  bytesPerRequest: number | null;
  /** The server process's resident memory after the warm-up, at the end of the run, and the highest sampled during it, in bytes. */
  rssStartBytes: number | null;
  rssEndBytes: number | null;
  rssPeakBytes: number | null;
  errors: string[];
}

/** The resident memory of process `pid` (VmRSS of /proc), in bytes; null where /proc is not available. */
function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** One autocannon run against `url`, stopped at {@link SERVER_LOAD}.timeLimitMs whatever it has done. */
function load(url: string, amount: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: SERVER_LOAD.connections, amount, timeout: 10, headers: { "accept-encoding": "gzip, deflate, br" } },
      (error: Error | null, result: autocannon.Result) => {
        clearTimeout(limit);
        if (error) reject(error);
        else resolve(result);
      },
    );
    const limit = setTimeout(() => instance.stop(), SERVER_LOAD.timeLimitMs);
  });
}

/**
 * Measures `npm run serve` (scripts/serve.ts in `rootDir`, serving its build/client) on 127.0.0.1:`port`.
 * `onCleanup` receives a function that stops the server, for a caller that may be interrupted. Never
 * throws for a failed measurement: it is reported in `errors` with the figures null; throws only when
 * there is no build to serve.
 */
export async function measureServer(params: {
  rootDir: string;
  port: number;
  onCleanup?: (stop: () => void) => void;
  log?: (line: string) => void;
}): Promise<ServerFigures> {
  const log = params.log ?? (() => {});
  if (!existsSync(join(params.rootDir, "build", "client", "404.html"))) throw new Error("no build in build/client to serve");
  const figures: ServerFigures = {
    route: SERVER_LOAD.route,
    connections: SERVER_LOAD.connections,
    requests: SERVER_LOAD.requests,
    durationMs: null,
    requestsPerSecond: null,
    p50Ms: null,
    p99Ms: null,
    maxMs: null,
    non2xx: 0,
    failed: 0,
    bytesPerRequest: null,
    rssStartBytes: null,
    rssEndBytes: null,
    rssPeakBytes: null,
    errors: [],
  };
  // Node itself with tsx's loader, not the tsx command: the process measured is the server, not a launcher.
  const server = spawn(process.execPath, ["--import", "tsx", join("scripts", "serve.ts")], {
    cwd: params.rootDir,
    env: { ...process.env, PORT: String(params.port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  params.onCleanup?.(stop);
  const url = `http://127.0.0.1:${params.port}${SERVER_LOAD.route}`;
  try {
    const deadline = Date.now() + 20_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode}): ${stderr.trim()}`);
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the server did not answer on ${url} within 20 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
    log(
      `bench: loading ${url} with autocannon: ${SERVER_LOAD.warmupRequests} requests to warm up, then ${SERVER_LOAD.requests} at ${SERVER_LOAD.connections} connections`,
    );
    await load(url, SERVER_LOAD.warmupRequests);
    figures.rssStartBytes = residentBytes(server.pid!);
    let peak = figures.rssStartBytes ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server.pid!) ?? 0)), 100);
    const started = performance.now();
    const result = await load(url, SERVER_LOAD.requests).finally(() => clearInterval(sampler));
    figures.durationMs = Math.round(performance.now() - started);
    figures.rssEndBytes = residentBytes(server.pid!);
    figures.rssPeakBytes = figures.rssStartBytes === null ? null : Math.max(peak, figures.rssEndBytes ?? 0);
    const answered = result.requests.total;
    figures.requestsPerSecond = Math.round(answered / (figures.durationMs / 1000));
    figures.p50Ms = result.latency.p50;
    figures.p99Ms = result.latency.p99;
    figures.maxMs = result.latency.max;
    figures.non2xx = result.non2xx;
    figures.failed = result.errors + result.timeouts;
    figures.bytesPerRequest = answered ? Math.round(result.throughput.total / answered) : null;
    if (answered < SERVER_LOAD.requests)
      figures.errors.push(`only ${answered} of ${SERVER_LOAD.requests} requests were answered within ${SERVER_LOAD.timeLimitMs / 1000} s`);
  } catch (error) {
    figures.errors.push(error instanceof Error ? error.message : String(error));
  } finally {
    stop();
  }
  return figures;
}

/**
 * The server's targets ({@link SERVER_TARGETS}): at least 3,000 requests a second, p99 at most 50 ms,
 * every answer a 2xx, and resident memory grown by at most 16 MB over the measured run. A figure that
 * is null (not measured) misses its target.
 */
export function checkServerTargets(figures: ServerFigures): TargetCheck[] {
  const growth = figures.rssStartBytes === null || figures.rssEndBytes === null ? null : figures.rssEndBytes - figures.rssStartBytes;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    {
      name: `server throughput (${figures.route}, ${figures.connections} connections)`,
      target: `>= ${SERVER_TARGETS.requestsPerSecond} req/s`,
      actual: figures.requestsPerSecond === null ? "not measured" : `${figures.requestsPerSecond} req/s`,
      met:
        figures.requestsPerSecond !== null &&
        figures.requestsPerSecond >= SERVER_TARGETS.requestsPerSecond &&
        figures.non2xx === 0 &&
        figures.failed === 0,
      misses: [],
    },
    {
      name: "server latency p99",
      target: `<= ${SERVER_TARGETS.p99Ms} ms`,
      actual: figures.p99Ms === null ? "not measured" : `${figures.p99Ms} ms`,
      met: figures.p99Ms !== null && figures.p99Ms <= SERVER_TARGETS.p99Ms,
      misses: [],
    },
    {
      name: `server memory over ${figures.requests} requests`,
      target: `grows <= ${mb(SERVER_TARGETS.rssGrowthBytes)}`,
      actual:
        growth === null
          ? "not measured"
          : `${mb(figures.rssStartBytes!)} → ${mb(figures.rssEndBytes!)} (peak ${mb(figures.rssPeakBytes ?? figures.rssEndBytes!)})`,
      met: growth !== null && growth <= SERVER_TARGETS.rssGrowthBytes,
      misses: [],
    },
  ];
}

/** The server's figures as lines of text, each starting `server:`, then its targets each ✔ or ✘, then what could not be measured. */
export function formatServer(figures: ServerFigures): string {
  const label = "server:     ";
  const lines = [
    `${label}${figures.requests} requests for ${figures.route} at ${figures.connections} connections (autocannon, 127.0.0.1, Accept-Encoding of a browser): ${figures.requestsPerSecond ?? "–"} req/s, latency p50 ${figures.p50Ms ?? "–"} ms, p99 ${figures.p99Ms ?? "–"} ms, max ${figures.maxMs ?? "–"} ms; ${figures.bytesPerRequest ?? "–"} bytes an answer; ${figures.non2xx} not 2xx, ${figures.failed} failed`,
    ...checkServerTargets(figures).map((c) => `${label}${c.met ? "✔" : "✘"} ${c.name} ${c.target}: ${c.actual}`),
    ...figures.errors.map((e) => `${label}could not measure: ${e}`),
  ];
  return lines.join("\n");
}
