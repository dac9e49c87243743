import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { decodePng, encodePng, smallerPng, type PngImage } from "./png.ts";

/** A 5×4 RGBA picture whose bytes all differ. */
const image: PngImage = { width: 5, height: 4, channels: 4, data: Uint8Array.from({ length: 5 * 4 * 4 }, (_, i) => (i * 37 + 11) & 0xff) };

describe("png", () => {
  it("reads back what it writes, RGBA as RGBA", () => {
    expect(decodePng(encodePng(image))).toEqual(image);
  });

  it("reads an RGB picture as RGBA with full opacity", () => {
    const rgb: PngImage = { width: 2, height: 1, channels: 3, data: Uint8Array.from([10, 20, 30, 40, 50, 60]) };
    expect(Array.from(decodePng(encodePng(rgb)).data)).toEqual([10, 20, 30, 255, 40, 50, 60, 255]);
  });

  it("writes a quickly compressed screenshot smaller, with the same pixels; an unreadable file stays as it is", () => {
    const flat = new PNG({ width: 64, height: 64 });
    flat.data.fill(200);
    const quick = PNG.sync.write(flat, { deflateLevel: 1 });
    const again = smallerPng(quick);
    expect(again.length).toBeLessThan(quick.length);
    expect(Array.from(decodePng(again).data)).toEqual(Array.from(flat.data));
    const notPng = Buffer.from("GIF89a");
    expect(smallerPng(notPng)).toBe(notPng);
  });

  it("refuses what is not a PNG, and data of the wrong size", () => {
    expect(() => decodePng(Buffer.from("GIF89a"))).toThrow();
    expect(() => encodePng({ ...image, width: 6 })).toThrow(/do not make a 6×4 picture/);
  });
});
