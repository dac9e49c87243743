import { describe, expect, it } from "vitest";
import { checkServerTargets, formatServer, type ServerFigures } from "./bench-server.ts";

const MB = 1024 * 1024;
const measured: ServerFigures = {
  route: "/home",
  connections: 50,
  requests: 20_000,
  durationMs: 4000,
  requestsPerSecond: 5000,
  p50Ms: 8,
  p99Ms: 30,
  maxMs: 60,
  non2xx: 0,
  failed: 0,
  bytesPerRequest: 7000,
  rssStartBytes: 80 * MB,
  rssEndBytes: 84 * MB,
  rssPeakBytes: 90 * MB,
  errors: [],
};

describe("the server's targets", () => {
  it("are met at 3,000 req/s or more, p99 at most 50 ms, every answer 2xx and memory grown by at most 16 MB", () => {
    expect(checkServerTargets(measured).map((c) => c.met)).toEqual([true, true, true]);
  });

  it("are missed one by one: too slow, a slow tail, an error answer, memory that grows, or no figure at all", () => {
    expect(checkServerTargets({ ...measured, requestsPerSecond: 2999 }).map((c) => c.met)).toEqual([false, true, true]);
    expect(checkServerTargets({ ...measured, non2xx: 1 }).map((c) => c.met)).toEqual([false, true, true]);
    expect(checkServerTargets({ ...measured, p99Ms: 51 }).map((c) => c.met)).toEqual([true, false, true]);
    expect(checkServerTargets({ ...measured, rssEndBytes: 97 * MB }).map((c) => c.met)).toEqual([true, true, false]);
    const unmeasured = {
      ...measured,
      requestsPerSecond: null,
      p99Ms: null,
      rssStartBytes: null,
      rssEndBytes: null,
      errors: ["the server stopped (exit 1)"],
    };
    expect(checkServerTargets(unmeasured).map((c) => c.met)).toEqual([false, false, false]);
    expect(formatServer(unmeasured)).toContain("server:     could not measure: the server stopped (exit 1)");
  });

  it("are printed with the figures an operator compares: req/s, p99 and memory", () => {
    const text = formatServer(measured);
    expect(text).toContain("5000 req/s, latency p50 8 ms, p99 30 ms");
    expect(text).toContain("✔ server latency p99 <= 50 ms: 30 ms");
    expect(text).toContain("80.0 MB → 84.0 MB (peak 90.0 MB)");
  });
});
