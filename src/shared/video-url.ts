/**
 * Watch URLs of the video sites an event or a block may link to (YouTube, Vimeo): the player URL to
 * embed and the site's name. Used by the event popup in the browser and by the build's cross-checks.
 */
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;

/**
 * The player URL to show a watch URL in an iframe, or null when the URL is not one we know how to
 * embed (then the popup offers only the link to watch it on its site). Handles YouTube watch,
 * short (youtu.be), shorts, live and embed URLs, which become the privacy-enhanced player
 * `https://www.youtube-nocookie.com/embed/{id}` (a start time `t`/`start` in seconds is kept), and
 * Vimeo URLs, which become `https://player.vimeo.com/video/{id}`. Invalid URLs and ids give null.
 */
export function embedUrl(watchUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(watchUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (YOUTUBE_HOSTS.has(host) || host === "youtu.be") {
    const id =
      host === "youtu.be"
        ? segments[0]
        : segments[0] === "watch" || segments.length === 0
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live", "v"].includes(segments[0]!)
            ? segments[1]
            : undefined;
    if (!id || !VIDEO_ID.test(id)) return null;
    const start = seconds(url.searchParams.get("start") ?? url.searchParams.get("t"));
    return `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ""}`;
  }

  if (host === "vimeo.com" || host === "www.vimeo.com" || host === "player.vimeo.com") {
    const id = segments.find((s) => /^\d+$/.test(s));
    return id ? `https://player.vimeo.com/video/${id}` : null;
  }
  return null;
}

/**
 * The name of the site a watch URL belongs to, for the 'Watch on …' link: 'YouTube' or 'Vimeo' for
 * those, otherwise the host name without `www.`; 'the video site' for an invalid URL.
 */
export function videoSiteName(watchUrl: string): string {
  let host: string;
  try {
    host = new URL(watchUrl).hostname.toLowerCase();
  } catch {
    return "the video site";
  }
  if (YOUTUBE_HOSTS.has(host) || host === "youtu.be") return "YouTube";
  if (host.endsWith("vimeo.com")) return "Vimeo";
  return host.replace(/^www\./, "");
}

/** A start time as whole seconds: `90`, `90s` or `1m30s`; undefined for anything else or zero. */
function seconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!m) return undefined;
  const total = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return total > 0 ? total : undefined;
}
