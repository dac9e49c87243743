import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { VideoList } from "./VideoList.tsx";

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
});
