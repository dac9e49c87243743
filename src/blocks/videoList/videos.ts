import type { SiteData } from "../../shared/model.ts";

/** The video channel settings of `pages/_site.yaml` (`videoChannel`), with the build's API key. */
export type VideoChannel = SiteData["videoChannel"];

/** One video of the channel, ready to show (docs/product.md, Content: Video: id, title, thumbnail, url). */
export interface Video {
  /** The platform's video id. */
  id: string;
  title: string;
  /** Absolute http(s) URL of the 'high' thumbnail (480 x 360 px on the usual platform). */
  thumbnail: string;
  /** Watch page: `videoChannel.watchUrl` followed by the id. */
  url: string;
}

/** Any failure to list the channel's videos; its message says what went wrong, for the console. */
export class VideoListError extends Error {
  override name = "VideoListError";
}

/**
 * The search request of docs/product.md, Outside calls: `endpoint?key={apiKey}&channelId={channelId}&part=snippet,id&order=date&maxResults={maxResults}`
 * (newest first, at most `maxResults`). Keeps any query the endpoint already has.
 * Throws a VideoListError when no API key is configured or the endpoint is not an absolute URL.
 */
export function buildSearchUrl(channel: Pick<VideoChannel, "endpoint" | "apiKey" | "channelId">, maxResults: number): string {
  if (!channel.apiKey)
    throw new VideoListError("no API key is configured (set videoChannel.apiKey in pages/_site.yaml or VIDEO_API_KEY at build)");
  let url: URL;
  try {
    url = new URL(channel.endpoint);
  } catch {
    throw new VideoListError(`the endpoint "${channel.endpoint}" is not an absolute URL`);
  }
  url.searchParams.set("key", channel.apiKey);
  url.searchParams.set("channelId", channel.channelId);
  url.searchParams.set("part", "snippet,id");
  url.searchParams.set("order", "date");
  url.searchParams.set("maxResults", String(maxResults));
  return url.toString();
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const httpUrl = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Maps the search response (docs/product.md, Outside calls) to videos, in the response's order: `items[].id.videoId`,
 * `items[].snippet.title` and `items[].snippet.thumbnails.high.url`, with the watch URL `watchUrl + videoId`.
 * Drops items without a videoId (channels and playlists in the results) and items that cannot be
 * shown (no title, or a thumbnail that is not an http(s) URL). Returns [] for `{ items: [] }`.
 * Throws a VideoListError when the response is not an object with an `items` array of objects.
 */
export function mapVideoItems(json: unknown, watchUrl: string): Video[] {
  if (!isObject(json)) throw new VideoListError("the response is not a JSON object");
  const items = json.items;
  if (!Array.isArray(items)) throw new VideoListError("the response has no items list");
  const videos: Video[] = [];
  for (const item of items) {
    if (!isObject(item)) throw new VideoListError("an item of the response is not an object");
    const id = isObject(item.id) ? item.id.videoId : undefined;
    if (typeof id !== "string" || id === "") continue;
    const snippet = isObject(item.snippet) ? item.snippet : {};
    const title = typeof snippet.title === "string" ? snippet.title.trim() : "";
    const high = isObject(snippet.thumbnails) && isObject(snippet.thumbnails.high) ? snippet.thumbnails.high : {};
    const thumbnail = httpUrl(high.url);
    if (!title || !thumbnail) continue;
    videos.push({ id, title, thumbnail, url: watchUrl + encodeURIComponent(id) });
  }
  return videos;
}

/** How {@link fetchVideos} reaches the network: the browser's `fetch` unless a test passes its own. */
export type Fetch = (input: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/**
 * Lists the channel's newest videos (docs/product.md, Outside calls and Error texts): GETs {@link buildSearchUrl}, and maps the
 * answer with {@link mapVideoItems}, keeping at most `maxResults`. Gives up after `timeoutMs` ms, and
 * when `signal` aborts (the section left the page). Rejects with a VideoListError naming the cause:
 * no API key, network error, timeout, an HTTP status other than 200, a body that is not JSON, or an
 * unexpected shape. Aborting through `signal` rejects with the abort reason instead.
 */
export async function fetchVideos(params: {
  channel: VideoChannel;
  maxResults: number;
  timeoutMs: number;
  signal?: AbortSignal;
  fetch?: Fetch;
}): Promise<Video[]> {
  const { channel, maxResults, timeoutMs, signal } = params;
  const url = buildSearchUrl(channel, maxResults);
  const request = params.fetch ?? ((input, init) => fetch(input, init));
  const timeout = AbortSignal.timeout(timeoutMs);
  const either = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let response: Response;
  try {
    response = await request(url, { signal: either, headers: { Accept: "application/json" } });
  } catch (error) {
    if (timeout.aborted) throw new VideoListError(`the video API did not answer within ${timeoutMs} ms`);
    if (signal?.aborted) throw signal.reason;
    throw new VideoListError(`the video API could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
  if (response.status !== 200)
    throw new VideoListError(`the video API answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    if (timeout.aborted) throw new VideoListError(`the video API did not answer within ${timeoutMs} ms`);
    if (signal?.aborted) throw signal.reason;
    throw new VideoListError("the video API's answer is not valid JSON");
  }
  return mapVideoItems(json, channel.watchUrl).slice(0, maxResults);
}
