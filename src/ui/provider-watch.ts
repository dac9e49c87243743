/**
 * The contact pages' check that the lead-form provider can be reached (docs/product.md, contact
 * pages), for the site script: the contact pages have no React in the browser. It asks exactly as
 * `providerReachable` (provider-check.ts) does, whose comment says why that is reliable; the code is
 * repeated, a few bytes, because the site script must stand alone: a module it shared with the
 * islands would become a chunk of its own, one more request on every page.
 */

/**
 * For each prerendered lead-form frame of the page (`[data-provider-check]`, written by ProviderFrame
 * with the form's address), checks the provider once and, when it cannot be reached (no answer
 * within `timeoutMs` ms, 15 000 by default), marks the frame `is-down`: its stylesheet then shows the
 * failure panel (the form in a new tab, phone, e-mail) in place of the frame. Does nothing on a page
 * without such a frame.
 */
export function watchProviderFrames(doc: Document = document, timeoutMs = 15_000): void {
  for (const frame of doc.querySelectorAll<HTMLElement>("[data-provider-check]")) {
    fetch(frame.dataset.providerCheck ?? "", {
      method: "HEAD",
      mode: "no-cors",
      credentials: "omit",
      cache: "no-store",
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => frame.classList.add("is-down"));
  }
}
