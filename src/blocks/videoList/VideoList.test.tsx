import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, screenOf, wholeText } from "../../../tests/support/dom.ts";
import { render, renderHtml, testSite } from "../../../tests/support/render.tsx";
import { VideoCards, VideoList } from "./VideoList.tsx";

describe("VideoList", () => {
  it("renders the anchor target with heading, intro and a link to the channel", () => {
    const screen = render(
      <VideoList
        type="videoList"
        id="videos"
        heading="Videos"
        intro="Watch our **latest** demos."
        channelLink={{ label: "Visit our channel", href: "https://video.example.com/testbrand" }}
      />,
    );
    const section = screen.getByRole("region", { name: "Videos" });
    expect(section.id).toBe("videos");
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["Videos"]);
    expect(within(within(section).getByText(wholeText("Watch our latest demos."))).getByRole("strong").textContent).toBe("latest");
    const channel = within(section).getByRole("link", { name: /^Visit our channel/ });
    expect(["href", "target", "rel"].map((name) => channel.getAttribute(name))).toEqual([
      "https://video.example.com/testbrand",
      "_blank",
      "noopener noreferrer",
    ]);
  });

  it("shows no empty list, placeholder or button before the videos are fetched", () => {
    const screen = render(<VideoList type="videoList" id="videos" heading="Videos" />);
    for (const role of ["list", "link", "button"]) expect(screen.queryByRole(role, { hidden: true }), role).toBeNull();
    expect(screen.container.querySelector("iframe, video")).toBeNull();
    expect(screen.queryByText(/loading|no videos/i)).toBeNull();
  });

  it("does not call the video API while prerendering", () => {
    const calls: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((...args: unknown[]) => (calls.push(args), Promise.reject(new Error("no network")))) as typeof fetch;
    try {
      renderHtml(<VideoList type="videoList" id="videos" heading="Videos" />, {
        ...testSite,
        videoChannel: { ...testSite.videoChannel, apiKey: "key" },
      });
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
    const cards = within(screen.getByRole("list", { name: "Videos" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const thumbnail = within(cards[0]!).getByRole("img", { name: "PrecisionERP tour" });
    expect(["src", "width", "height", "loading", "decoding"].map((name) => thumbnail.getAttribute(name))).toEqual([
      "https://img.example.com/a1/hq.jpg",
      "480",
      "360",
      "lazy",
      "async",
    ]);
    expect(accessibleNames(cards[1]!, "heading", { level: 3 })).toEqual(["Customer story (opens in a new tab)"]);
    const link = within(within(cards[1]!).getByRole("heading", { level: 3 })).getByRole("link");
    expect(["href", "target", "rel"].map((name) => link.getAttribute(name))).toEqual([
      "https://video.example.com/watch?v=b2",
      "_blank",
      "noopener noreferrer",
    ]);
  });

  it("uses h4 titles under an h3 section heading, and renders nothing for no videos", () => {
    expect(accessibleNames(render(<VideoCards videos={videos} titleLevel={4} />).container, "heading", { level: 4 })).toEqual([
      "PrecisionERP tour (opens in a new tab)",
      "Customer story (opens in a new tab)",
    ]);
    expect(renderHtml(<VideoCards videos={[]} />)).toBe("");
  });
});
