import { afterEach, describe, expect, it, vi } from "vitest";
import { providerReachable } from "./provider-check.ts";
import { watchProviderFrames } from "./provider-watch.ts";

afterEach(() => vi.unstubAllGlobals());

describe("providerReachable", () => {
  it("is true for any answer (an opaque no-cors response), asking with HEAD, no-cors, no credentials and a time limit", async () => {
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal("fetch", fetch);
    await expect(providerReachable("https://forms.example.net/lead?formid=1", 5000)).resolves.toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://forms.example.net/lead?formid=1");
    expect(init).toMatchObject({ method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store" });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("is false when the request fails (no host, refused, broken, blocked, timed out) or cannot even be made; it never rejects", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(providerReachable("https://forms.example.net/lead")).resolves.toBe(false);
    vi.stubGlobal("fetch", () => {
      throw new TypeError("Invalid URL");
    });
    await expect(providerReachable("not a url")).resolves.toBe(false);
  });

  it("gives up after the time limit", async () => {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(init.signal!.reason))),
    );
    await expect(providerReachable("https://forms.example.net/lead", 20)).resolves.toBe(false);
  });
});

describe("watchProviderFrames (the site script's copy of the check)", () => {
  /** A prerendered frame as the site script sees it: its `data-provider-check` address and its classes. */
  const frame = (url: string) => ({ dataset: { providerCheck: url }, classList: new Set<string>() });

  it("asks as providerReachable does, and marks only the frames whose provider cannot be reached `is-down`", async () => {
    const up = frame("https://up.example.net/form");
    const down = frame("https://down.example.net/form");
    const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>((url) =>
      url.includes("down") ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve(new Response(null)),
    );
    vi.stubGlobal("fetch", fetch);
    const doc = { querySelectorAll: (selector: string) => (selector === "[data-provider-check]" ? [up, down] : []) } as unknown as Document;
    watchProviderFrames(doc, 5000);
    await vi.waitFor(() => expect([...down.classList]).toEqual(["is-down"]));
    expect([...up.classList]).toEqual([]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "HEAD", mode: "no-cors", credentials: "omit", cache: "no-store" });
  });
});
