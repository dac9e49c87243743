import { describe, expect, it } from "vitest";
import { renderHtml, testSite } from "../../test/render.tsx";
import { VideoCards, VideoList } from "./VideoList.tsx";

describe("VideoList", () => {
  it("renders the anchor target with heading, intro and a link to the channel", () => {
    const html = renderHtml(
      <VideoList type="videoList" id="videos" heading="Videos" intro="Watch our **latest** demos." channelLink={{ label: "Visit our channel", href: "https://video.example.com/testbrand" }} />,
    );
    expect(html).toMatch(/<section id="videos"[^>]*aria-labelledby="videos-heading"/);
    expect(html).toMatch(/<h2 id="videos-heading"[^>]*>Videos<\/h2>/);
    expect(html).toContain("Watch our <strong>latest</strong> demos.");
    expect(html).toMatch(/<a href="https:\/\/video.example.com\/testbrand" target="_blank" rel="noopener noreferrer"[^>]*>Visit our channel<\/a>/);
  });

  it("shows no empty list, placeholder or button before the videos are fetched", () => {
    const html = renderHtml(<VideoList type="videoList" id="videos" heading="Videos" />);
    expect(html).not.toMatch(/<ul|<ol|<a |<button|<iframe|<video/);
    expect(html).not.toMatch(/loading|no videos/i);
  });

  it("does not call the video API while prerendering", () => {
    const calls: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((...args: unknown[]) => (calls.push(args), Promise.reject(new Error("no network")))) as typeof fetch;
    try {
      renderHtml(<VideoList type="videoList" id="videos" heading="Videos" />, { ...testSite, videoChannel: { ...testSite.videoChannel, apiKey: "key" } });
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toEqual([]);
  });
});

describe("VideoCards", () => {
  const videos = [
    { id: "a1", title: "PrecisionERP tour", thumbnail: "https://img.example.com/a1/hq.jpg", url: "https://video.example.com/watch?v=a1" },
    { id: "b2", title: "Customer story", thumbnail: "https://img.example.com/b2/hq.jpg", url: "https://video.example.com/watch?v=b2" },
  ];

  it("shows each video as a card: sized lazy thumbnail named by the title, and the title linking to the watch page in a new tab", () => {
    const html = renderHtml(<VideoCards videos={videos} labelledBy="videos-heading" />);
    expect(html).toMatch(/^<ul class="video-list-grid" aria-labelledby="videos-heading">/);
    expect(html.match(/<li class="video-card">/g)).toHaveLength(2);
    expect(html).toContain('<img class="video-card-thumb" src="https://img.example.com/a1/hq.jpg" alt="PrecisionERP tour" width="480" height="360" loading="lazy" decoding="async"/>');
    expect(html).toContain(
      '<h3 class="video-card-title"><a class="video-card-link" href="https://video.example.com/watch?v=b2" target="_blank" rel="noopener noreferrer">Customer story<span class="visually-hidden"> (opens in a new tab)</span></a></h3>',
    );
  });

  it("uses h4 titles under an h3 section heading, and renders nothing for no videos", () => {
    expect(renderHtml(<VideoCards videos={videos} titleLevel={4} />)).toContain('<h4 class="video-card-title">');
    expect(renderHtml(<VideoCards videos={[]} />)).toBe("");
  });
});
