import { describe, expect, it } from "vitest";
import { embedUrl, videoSiteName } from "./video-url.ts";

describe("watch URL to embed URL", () => {
  it("turns YouTube watch, short, shorts and embed URLs into the privacy-enhanced player", () => {
    expect(embedUrl("https://www.youtube.com/watch?v=nGsERPforum24")).toBe("https://www.youtube-nocookie.com/embed/nGsERPforum24");
    expect(embedUrl("https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrl("https://m.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrl("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(embedUrl("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("keeps a start time, in seconds", () => {
    expect(embedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90",
    );
    expect(embedUrl("https://youtu.be/dQw4w9WgXcQ?t=1m30s")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90");
    expect(embedUrl("https://youtu.be/dQw4w9WgXcQ?t=soon")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("turns Vimeo URLs into the Vimeo player", () => {
    expect(embedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
  });

  it("gives null for URLs it cannot embed, so only the watch link is offered", () => {
    expect(embedUrl("https://www.youtube.com/watch")).toBeNull();
    expect(embedUrl("https://www.youtube.com/watch?v=<script>")).toBeNull();
    expect(embedUrl("https://www.youtube.com/@example")).toBeNull();
    expect(embedUrl("https://video.example.com/watch?v=abcdefghijk")).toBeNull();
    expect(embedUrl("javascript:alert(1)")).toBeNull();
    expect(embedUrl("not a url")).toBeNull();
  });

  it("names the site of the watch link", () => {
    expect(videoSiteName("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("YouTube");
    expect(videoSiteName("https://youtu.be/dQw4w9WgXcQ")).toBe("YouTube");
    expect(videoSiteName("https://vimeo.com/76979871")).toBe("Vimeo");
    expect(videoSiteName("https://www.video.example.com/v/1")).toBe("video.example.com");
    expect(videoSiteName("nonsense")).toBe("the video site");
  });
});
