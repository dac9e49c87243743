import { describe, expect, it } from "vitest";
import { popupMode } from "./media.ts";

const image = { src: "/images/events/a.svg", alt: "A" };

describe("event popup mode", () => {
  it("shows the video when the event has a watch URL, even with photos", () => {
    expect(popupMode({ images: [image], watchVideo: "https://www.youtube.com/watch?v=abcdefghijk" })).toBe("video");
    expect(popupMode({ watchVideo: "https://www.youtube.com/watch?v=abcdefghijk" })).toBe("video");
  });

  it("shows the photos when there is no video, and the message when there is neither", () => {
    expect(popupMode({ images: [image] })).toBe("gallery");
    expect(popupMode({ images: [image], watchVideo: "  " })).toBe("gallery");
    expect(popupMode({ images: [] })).toBe("empty");
    expect(popupMode({})).toBe("empty");
  });
});
