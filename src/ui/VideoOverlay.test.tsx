import { describe, expect, it } from "vitest";
import { renderHtml, testSite } from "../../tests/support/render.tsx";
import { VideoOverlay } from "./VideoOverlay.tsx";

const site = {
  ...testSite,
  videos: {
    ...testSite.videos,
    tour: { label: "Video: tour", title: "Product tour", src: "https://www.youtube-nocookie.com/embed/abc123" },
  },
};

/** The attributes of the first <iframe> in `html`, by name. */
function iframeAttributes(html: string): Record<string, string> {
  const tag = /<iframe\b([^>]*)>/.exec(html)?.[1];
  if (tag === undefined) throw new Error(`no <iframe> in ${html}`);
  return Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? ""]));
}

describe("VideoOverlay", () => {
  it("shows a video platform's player in a titled, lazy frame sandboxed to what a player needs", () => {
    const frame = iframeAttributes(renderHtml(<VideoOverlay videoKey="tour" open onClose={() => {}} />, site));
    expect(frame.src).toBe("https://www.youtube-nocookie.com/embed/abc123");
    expect(frame.title).toBe("Product tour");
    expect(frame.loading).toBe("lazy");
    expect(frame.referrerpolicy).toBe("strict-origin-when-cross-origin");
    // Its script, its own origin, casting, and its links to the platform; never forms or top navigation.
    expect(frame.sandbox!.split(" ").sort()).toEqual(["allow-popups", "allow-presentation", "allow-same-origin", "allow-scripts"]);
  });

  it("plays a file from the site in a <video>, with no frame", () => {
    const html = renderHtml(<VideoOverlay videoKey="weCanHelp" open onClose={() => {}} />, site);
    expect(html).toContain('<video src="/media/we-can-help.webm"');
    expect(html).not.toContain("<iframe");
  });
});
