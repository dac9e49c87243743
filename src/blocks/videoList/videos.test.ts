import { describe, expect, it, vi } from "vitest";
import { buildSearchUrl, fetchVideos, mapVideoItems, VideoListError, type Fetch, type VideoChannel } from "./videos.ts";

const channel: VideoChannel = {
  endpoint: "https://video-api.example.com/v3/search",
  apiKey: "test-key",
  channelId: "CHANNEL1",
  watchUrl: "https://video.example.com/watch?v=",
};

const item = (videoId: string | undefined, title = `Video ${videoId}`) => ({
  kind: "search#result",
  id: videoId === undefined ? { kind: "channel", channelId: "CHANNEL1" } : { kind: "video", videoId },
  snippet: {
    title,
    thumbnails: {
      default: { url: `https://img.example.com/${videoId}/default.jpg` },
      high: { url: `https://img.example.com/${videoId}/hq.jpg`, width: 480, height: 360 },
    },
  },
});

describe("buildSearchUrl", () => {
  it("asks for the channel's newest videos with the key, as docs/product.md lists under Outside calls", () => {
    const url = new URL(buildSearchUrl(channel, 20));
    expect(url.origin + url.pathname).toBe("https://video-api.example.com/v3/search");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: "test-key",
      channelId: "CHANNEL1",
      part: "snippet,id",
      order: "date",
      maxResults: "20",
    });
  });

  it("uses the block's maxResults, keeps the endpoint's own query and encodes the values", () => {
    const url = new URL(buildSearchUrl({ ...channel, endpoint: "https://video-api.example.com/search?type=video", apiKey: "a&b=c" }, 5));
    expect(url.searchParams.get("type")).toBe("video");
    expect(url.searchParams.get("key")).toBe("a&b=c");
    expect(url.searchParams.get("maxResults")).toBe("5");
  });

  it("refuses to build a request without an API key or with a relative endpoint", () => {
    expect(() => buildSearchUrl({ ...channel, apiKey: "" }, 20)).toThrow(
      new VideoListError("no API key is configured (set videoChannel.apiKey in pages/_site.yaml or VIDEO_API_KEY at build)"),
    );
    expect(() => buildSearchUrl({ ...channel, endpoint: "/search" }, 20)).toThrow(/not an absolute URL/);
  });
});

describe("mapVideoItems", () => {
  it("maps id, title, high thumbnail and watch URL, in the answer's order", () => {
    expect(mapVideoItems({ items: [item("abc"), item("def", "  Second  ")] }, channel.watchUrl)).toEqual([
      { id: "abc", title: "Video abc", thumbnail: "https://img.example.com/abc/hq.jpg", url: "https://video.example.com/watch?v=abc" },
      { id: "def", title: "Second", thumbnail: "https://img.example.com/def/hq.jpg", url: "https://video.example.com/watch?v=def" },
    ]);
  });

  it("drops items without a videoId (channels, playlists) and items that cannot be shown", () => {
    const noTitle = { ...item("t1"), snippet: { ...item("t1").snippet, title: "" } };
    const noThumb = { ...item("t2"), snippet: { title: "No thumbnail" } };
    const scriptThumb = { ...item("t3"), snippet: { title: "Bad", thumbnails: { high: { url: "javascript:alert(1)" } } } };
    const emptyId = { ...item("x"), id: { videoId: "" } };
    const noSnippet = { id: { videoId: "t4" } };
    const videos = mapVideoItems(
      { items: [item(undefined), item("keep"), noTitle, noThumb, scriptThumb, emptyId, noSnippet] },
      channel.watchUrl,
    );
    expect(videos.map((v) => v.id)).toEqual(["keep"]);
  });

  it("encodes the id into the watch URL", () => {
    expect(mapVideoItems({ items: [item("a b&c")] }, channel.watchUrl)[0]!.url).toBe("https://video.example.com/watch?v=a%20b%26c");
  });

  it("returns [] for an empty channel", () => {
    expect(mapVideoItems({ kind: "search#searchListResponse", items: [] }, channel.watchUrl)).toEqual([]);
  });

  it.each([
    ["null", null],
    ["an array", [item("abc")]],
    ["a string", "items"],
    ["an object without items", { error: { code: 403, message: "quota" } }],
    ["items that is not a list", { items: { 0: item("abc") } }],
    ["an item that is not an object", { items: [item("abc"), "def"] }],
  ])("throws a VideoListError for %s", (_, json) => {
    expect(() => mapVideoItems(json, channel.watchUrl)).toThrow(VideoListError);
  });
});

describe("fetchVideos", () => {
  const answer =
    (body: string, status = 200): Fetch =>
    async () =>
      new Response(body, { status, headers: { "Content-Type": "application/json" } });

  it("GETs the search URL and resolves to the mapped videos, at most maxResults", async () => {
    const requested: string[] = [];
    const fetch: Fetch = async (url, init) => {
      requested.push(url);
      return answer(JSON.stringify({ items: [item("a"), item(undefined), item("b"), item("c")] }))(url, init);
    };
    const videos = await fetchVideos({ channel, maxResults: 2, timeoutMs: 8000, fetch });
    expect(requested).toEqual([buildSearchUrl(channel, 2)]);
    expect(videos.map((v) => v.id)).toEqual(["a", "b"]);
  });

  it("rejects without calling the network when no key is configured", async () => {
    const fetch = vi.fn<Fetch>();
    await expect(fetchVideos({ channel: { ...channel, apiKey: "" }, maxResults: 20, timeoutMs: 8000, fetch })).rejects.toThrow(
      /no API key is configured/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["HTTP 500", answer("{}", 500), /answered HTTP 500/],
    ["HTTP 403", answer(JSON.stringify({ error: { code: 403 } }), 403), /answered HTTP 403/],
    ["a body that is not JSON", answer("<html>oops"), /not valid JSON/],
    ["an unexpected shape", answer(JSON.stringify({ results: [] })), /no items list/],
    [
      "a network error",
      (async () => Promise.reject(new TypeError("Failed to fetch"))) as Fetch,
      /could not be reached \(Failed to fetch\)/,
    ],
  ])("rejects with a VideoListError on %s", async (_, fetch, message) => {
    const result = fetchVideos({ channel, maxResults: 20, timeoutMs: 8000, fetch });
    await expect(result).rejects.toThrow(VideoListError);
    await expect(result).rejects.toThrow(message);
  });

  it("gives up after timeoutMs, aborting the request", async () => {
    // Real time: the timeout is the platform's own (AbortSignal.timeout), which fake timers do not drive.
    let signal: AbortSignal | undefined;
    const fetch: Fetch = (_, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal;
        init.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    const started = performance.now();
    const result = fetchVideos({ channel, maxResults: 20, timeoutMs: 300, fetch });
    const settled = vi.fn();
    result.catch(settled);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
    await expect(result).rejects.toThrow(new VideoListError("the video API did not answer within 300 ms"));
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(signal?.aborted).toBe(true);
  });

  it("stops when the caller aborts, rejecting with the caller's reason", async () => {
    const controller = new AbortController();
    const fetch: Fetch = (_, init) =>
      new Promise((_resolve, reject) => init.signal.addEventListener("abort", () => reject(init.signal.reason)));
    const result = fetchVideos({ channel, maxResults: 20, timeoutMs: 8000, fetch, signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(result).rejects.toThrow("left the page");
  });
});
