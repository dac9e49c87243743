import { describe, expect, it } from "vitest";
import { renderHtml, testSite } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { VideoCards, VideoList } from "./VideoList.tsx";

describe("VideoList", () => {
  it("renders the anchor target with heading, intro and a link to the channel", () => {
    const html = renderHtml(
      <VideoList type="videoList" id="videos" heading="Videos" intro="Watch our **latest** demos." channelLink={{ label: "Visit our channel", href: "https://video.example.com/testbrand" }} />,
    );
    const section = screenOf(html).getByRole("region", { name: "Videos" });
    expect(section.attr("id")).toBe("videos");
    expect(section.getByRole("heading", { level: 2 }).name).toBe("Videos");
    expect(section.getByText("Watch our latest demos.").getByRole("strong").name).toBe("latest");
    const channel = section.getByRole("link", { name: /^Visit our channel/ });
    expect([channel.attr("href"), channel.attr("target"), channel.attr("rel")]).toEqual(["https://video.example.com/testbrand", "_blank", "noopener noreferrer"]);
  });

  it("shows no empty list, placeholder or button before the videos are fetched", () => {
    const html = renderHtml(<VideoList type="videoList" id="videos" heading="Videos" />);
    const screen = screenOf(html);
    for (const role of ["list", "link", "button"]) expect(screen.queryByRole(role, { hidden: true }), role).toBeNull();
    expect(html).not.toMatch(/<iframe|<video/);
    expect(screen.queryByText(/loading|no videos/i)).toBeNull();
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
    const screen = screenOf(`<h2 id="videos-heading">Videos</h2>${renderHtml(<VideoCards videos={videos} labelledBy="videos-heading" />)}`);
    const cards = screen.getByRole("list", { name: "Videos" }).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const thumbnail = cards[0]!.getByRole("img", { name: "PrecisionERP tour" });
    expect(["src", "width", "height", "loading", "decoding"].map((name) => thumbnail.attr(name))).toEqual(["https://img.example.com/a1/hq.jpg", "480", "360", "lazy", "async"]);
    const title = cards[1]!.getByRole("heading", { level: 3 });
    expect(title.name).toBe("Customer story (opens in a new tab)");
    const link = title.getByRole("link");
    expect([link.attr("href"), link.attr("target"), link.attr("rel")]).toEqual(["https://video.example.com/watch?v=b2", "_blank", "noopener noreferrer"]);
  });

  it("uses h4 titles under an h3 section heading, and renders nothing for no videos", () => {
    expect(
      screenOf(renderHtml(<VideoCards videos={videos} titleLevel={4} />))
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.name),
    ).toEqual(["PrecisionERP tour (opens in a new tab)", "Customer story (opens in a new tab)"]);
    expect(renderHtml(<VideoCards videos={[]} />)).toBe("");
  });
});
