import { describe, expect, it } from "vitest";
import { popupMode, popupPictures } from "./media.ts";

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

  it("shows the cover when the event has no photos of its own: a card with a picture never opens an empty popup", () => {
    const cover = { src: "/images/events/cover.svg", alt: "The booth" };
    expect(popupMode({ cover })).toBe("gallery");
    expect(popupPictures({ cover })).toEqual([cover]);
    expect(popupPictures({ cover, images: [image] })).toEqual([image]);
  });
});
