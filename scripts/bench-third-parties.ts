/**
 * The lead-form provider and the video API as a visitor's browser meets them, for `npm run bench`: the
 * bench never reaches the internet, and a third party that cannot be reached is a failure the pages
 * handle (the contact pages' frame shows the browser's error page, the reachability check and the
 * video list log a failed request), not the first visit a visitor gets. So, as the end-to-end tests
 * stub third parties at the network boundary, the bench answers their hosts itself: a local HTTPS
 * server (a throwaway self-signed certificate made with `openssl`) that answers the provider's hosts
 * with a small form page and the video API's with an empty list of videos (a channel with none, as
 * the end-to-end tests answer it), and Chromium flags that send those hosts there and accept the
 * certificate. Every other host but localhost still fails at once.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What every request to a stubbed host gets: a form page of about 1 KB, as a provider's frame would show. */
const FORM_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Contact form</title><body style="font:16px system-ui;margin:24px">' +
  '<form><label>Name <input name="name"></label><label>E-mail <input name="email" type="email"></label>' +
  '<label>Message <textarea name="message"></textarea></label><button>Send</button></form></body></html>';

/** What the video API's host answers: the search API's answer for a channel without videos. */
const NO_VIDEOS = JSON.stringify({ kind: "youtube#searchListResponse", items: [] });

/** The host resolver rule that makes every host but localhost fail at once. */
const NOTHING_ELSE = "MAP * ~NOTFOUND , EXCLUDE localhost , EXCLUDE 127.0.0.1";

/** Chromium's flag that keeps every host but localhost and 127.0.0.1 unreachable: a bench run never reaches the internet, and a third party fails the same way on every machine. */
export const OFFLINE_FLAG = `--host-resolver-rules=${NOTHING_ELSE}`;

/** A running stub: the Chromium flags that route the hosts to it, and how to stop it. */
export interface ThirdPartyStub {
  /** `--host-resolver-rules` (the hosts to the stub, every other host but localhost to nowhere) and `--ignore-certificate-errors`. */
  flags: string[];
  close(): Promise<void>;
}

/**
 * Starts the stub for the hosts of `origins` (https origins, e.g. the lead-form URLs' `https://forms.example.net`)
 * and of `videoApi` (the video API's https endpoint, e.g. `https://www.googleapis.com/youtube/v3/search`,
 * answered with JSON for any path). Resolves to its flags and `close`; without `openssl` (or without an
 * https origin), to flags that only keep every host but localhost unreachable, the bench's rule before,
 * and a `close` that does nothing.
 */
export async function startThirdPartyStub(origins: readonly string[], videoApi?: string): Promise<ThirdPartyStub> {
  const https = (url: string) => (url.startsWith("https://") ? [new URL(url).host] : []);
  const videoHosts = new Set(videoApi ? https(videoApi) : []);
  const hosts = [...new Set([...origins.flatMap(https), ...videoHosts])];
  const offline: ThirdPartyStub = { flags: [OFFLINE_FLAG], close: async () => undefined };
  if (!hosts.length) return offline;
  const dir = mkdtempSync(join(tmpdir(), "bench-stub-"));
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=bench-stub", "-keyout", "key.pem", "-out", "cert.pem"],
      { cwd: dir, stdio: "ignore" },
    );
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return offline;
  }
  const server = createServer({ key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }, (req, res) => {
    const video = videoHosts.has(req.headers.host ?? "");
    res.writeHead(200, { "Content-Type": video ? "application/json" : "text/html; charset=utf-8", "Access-Control-Allow-Origin": "*" });
    res.end(req.method === "HEAD" ? undefined : video ? NO_VIDEOS : FORM_PAGE);
  });
  rmSync(dir, { recursive: true, force: true });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
  const rules = hosts.map((host) => `MAP ${host.split(":")[0]} 127.0.0.1:${port}`);
  return {
    flags: [`--host-resolver-rules=${[...rules, NOTHING_ELSE].join(" , ")}`, "--ignore-certificate-errors"],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
