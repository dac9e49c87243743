import { describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { decodePng, encodePng, readChunks, type PngImage } from "./png.ts";

/** A 5×4 RGBA picture whose bytes all differ, so every filter's predictor matters. */
const image: PngImage = { width: 5, height: 4, channels: 4, data: Uint8Array.from({ length: 5 * 4 * 4 }, (_, i) => (i * 37 + 11) & 0xff) };

/** `image` written with row `r` filtered by filter `r + 1` (sub, up, average, Paeth), as a browser may write it. */
function filteredPng(): Buffer {
  const stride = image.width * image.channels;
  const at = (row: number, i: number) => (row < 0 || i < 0 ? 0 : image.data[row * stride + i]!);
  const rows: number[] = [];
  for (let row = 0; row < image.height; row++) {
    const filter = row + 1;
    rows.push(filter);
    for (let i = 0; i < stride; i++) {
      const [left, up, upLeft] = [at(row, i - image.channels), at(row - 1, i), at(row - 1, i - image.channels)];
      const p = left + up - upLeft;
      const paeth = Math.abs(p - left) <= Math.abs(p - up) && Math.abs(p - left) <= Math.abs(p - upLeft) ? left : Math.abs(p - up) <= Math.abs(p - upLeft) ? up : upLeft;
      const predictor = [left, up, (left + up) >> 1, paeth][filter - 1]!;
      rows.push((at(row, i) - predictor) & 0xff);
    }
  }
  const plain = encodePng(image);
  const chunks = readChunks(plain);
  const idat = deflateSync(Buffer.from(rows));
  const parts = [plain.subarray(0, 8)];
  for (const chunk of chunks) {
    const data = chunk.type === "IDAT" ? idat : Buffer.from(chunk.data);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(chunk.type, 4, "latin1");
    // The CRC is not checked when reading.
    parts.push(head, data, Buffer.alloc(4));
  }
  return Buffer.concat(parts);
}

describe("png", () => {
  it("reads back what it writes, with its ancillary chunks", () => {
    const text = { type: "tEXt", data: Buffer.from("Software\0test", "latin1") };
    const file = encodePng(image, [text]);
    expect(decodePng(file)).toEqual(image);
    expect(readChunks(file).map((c) => c.type)).toEqual(["IHDR", "tEXt", "IDAT", "IEND"]);
  });

  it("undoes the sub, up, average and Paeth row filters", () => {
    expect(decodePng(filteredPng())).toEqual(image);
  });

  it("refuses what is not an 8-bit RGB or RGBA PNG, and data of the wrong size", () => {
    expect(() => decodePng(Buffer.from("GIF89a"))).toThrow("not a PNG");
    const grey = encodePng(image);
    grey[8 + 8 + 9] = 0;
    expect(() => decodePng(grey)).toThrow(/unsupported PNG/);
    expect(() => encodePng({ ...image, width: 6 })).toThrow(/do not make a 6×4 picture/);
  });
});
