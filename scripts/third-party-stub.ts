/**
 * The third parties (the lead-form provider, the video API, any other site) as a browser that never
 * reaches the internet meets them, at the network boundary: a local HTTPS server (a throwaway
 * self-signed certificate made with `openssl`) and Chromium flags that resolve the stubbed hosts to it
 * and accept its certificate. The video API's host answers with an empty list of videos (a channel
 * with none); every other stubbed host with a small page.
 *
 * - `npm run bench` stubs the provider's hosts and the video API only, with a form page, so that its
 *   Lighthouse runs measure the first visit a visitor gets; every other host fails at once, the same
 *   way on every machine.
 * - The end-to-end tests stub every host but localhost (tests/e2e/test.ts): pages behave as if each
 *   third party answered. A test that needs another answer registers its own `page.route`. No route
 *   is needed for the rest, so the browser keeps its HTTP cache and no request waits for the test
 *   runner to let it through (a route on every request cost about 0.15 s of CPU time a page load).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What the bench's provider hosts answer: a form page of about 1 KB, as a provider's frame would show. */
export const FORM_PAGE =
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
  /** `--host-resolver-rules` (the stubbed hosts to the stub, every other host but localhost to nowhere) and `--ignore-certificate-errors`. */
  flags: string[];
  close(): Promise<void>;
}

/** What {@link startThirdPartyStub} stubs and how it answers. */
export interface StubbedHosts {
  /**
   * The https origins whose hosts the stub answers (e.g. the lead-form URLs' `https://forms.example.net`;
   * other schemes are left out), or "every host": every host but localhost and 127.0.0.1, on any port.
   */
  hosts: readonly string[] | "every host";
  /** The video API's https endpoint (e.g. `https://www.googleapis.com/youtube/v3/search`): its host answers JSON for any path. */
  videoApi?: string;
  /** The HTML every other stubbed host answers with, for any path; {@link FORM_PAGE} when absent. */
  page?: string;
}

/**
 * Starts the stub for `stubbed`. Resolves to its flags and `close`. Without `openssl` (or without an
 * https host to stub), a list of hosts gets flags that only keep every host but localhost unreachable
 * and a `close` that does nothing; "every host" rejects, saying to install `openssl`.
 */
export async function startThirdPartyStub(stubbed: StubbedHosts): Promise<ThirdPartyStub> {
  const https = (url: string) => (url.startsWith("https://") ? [new URL(url).host] : []);
  const videoHosts = new Set(stubbed.videoApi ? https(stubbed.videoApi) : []);
  const everyHost = stubbed.hosts === "every host";
  const hosts = everyHost ? [] : [...new Set([...(stubbed.hosts as readonly string[]).flatMap(https), ...videoHosts])];
  const offline: ThirdPartyStub = { flags: [OFFLINE_FLAG], close: async () => undefined };
  if (!everyHost && !hosts.length) return offline;
  const dir = mkdtempSync(join(tmpdir(), "third-party-stub-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=third-party-stub",
        "-keyout",
        "key.pem",
        "-out",
        "cert.pem",
      ],
      { cwd: dir, stdio: "ignore" },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (everyHost)
      throw new Error("The third parties' stub needs openssl for its certificate: install it (apt-get install openssl).", { cause: error });
    return offline;
  }
  const page = stubbed.page ?? FORM_PAGE;
  const server = createServer({ key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }, (req, res) => {
    const video = videoHosts.has(req.headers.host ?? "");
    res.writeHead(200, { "Content-Type": video ? "application/json" : "text/html; charset=utf-8", "Access-Control-Allow-Origin": "*" });
    res.end(req.method === "HEAD" ? undefined : video ? NO_VIDEOS : page);
  });
  rmSync(dir, { recursive: true, force: true });
  const port = await new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
  const rules = everyHost
    ? [`MAP * 127.0.0.1:${port}`, "EXCLUDE localhost", "EXCLUDE 127.0.0.1"]
    : [...hosts.map((host) => `MAP ${host.split(":")[0]} 127.0.0.1:${port}`), NOTHING_ELSE];
  return {
    flags: [`--host-resolver-rules=${rules.join(" , ")}`, "--ignore-certificate-errors"],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
