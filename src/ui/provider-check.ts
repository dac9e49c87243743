/**
 * Whether an outside service shown in a frame (the lead-form provider, an event's video player) can be
 * reached, without reading anything of its (cross-origin) answer. A frame that fails to load still fires `load` in Chromium (with the browser's own error
 * page in it) and its document cannot be read, so the frame itself cannot tell. A `no-cors` request
 * can: it resolves with an opaque response whatever the provider answers (any status, even a page
 * that refuses to be framed), and rejects only when no answer comes at all: the host cannot be
 * resolved or connected to, the connection breaks, or the request is blocked. A HEAD request, so the
 * provider sends no form (nor the player its page); no credentials, so it sets no cookie. The site's Content-Security-Policy
 * allows it in `connect-src` (scripts/security-headers.ts).
 */

/** How long the provider has to answer, in ms, before the form counts as unreachable: a hung host shows the same way forward as a dead one. */
const PROVIDER_TIMEOUT_MS = 15_000;

/**
 * Resolves `true` when the provider at `url` answers within `timeoutMs` ms (any status), `false` when
 * it cannot be reached. Never rejects; a malformed `url` counts as unreachable.
 */
export function providerReachable(url: string, timeoutMs: number = PROVIDER_TIMEOUT_MS): Promise<boolean> {
  try {
    return fetch(url, {
      method: "HEAD",
      mode: "no-cors",
      credentials: "omit",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    }).then(
      () => true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}
