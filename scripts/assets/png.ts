/**
 * Reading and writing the PNG files the tests and the artwork scripts handle: 8 bits per channel,
 * RGB or RGBA, not interlaced (what Chromium writes for screenshots). Node's zlib does the
 * compression; this module does the chunks and the row filters.
 */
import { deflateSync, inflateSync } from "node:zlib";

/** A picture as rows of pixel bytes: `channels` (3 RGB, 4 RGBA) bytes per pixel, `width × channels` per row, top row first. */
export interface PngImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Uint8Array;
}

/** One chunk of a PNG file: its four-letter type and its data. */
export interface PngChunk {
  type: string;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The chunks of `png` in file order, up to and including IEND. Throws an Error when `png` does not start with the PNG signature. */
export function readChunks(png: Buffer): PngChunk[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  const chunks: PngChunk[] = [];
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
    if (type === "IEND") break;
  }
  return chunks;
}

/**
 * Decodes `png` to its pixel bytes, every row unfiltered. Throws an Error for a file that is not a PNG
 * or is of another kind (bit depth other than 8, palette or grey, interlaced) or whose data is short.
 */
export function decodePng(png: Buffer): PngImage {
  const chunks = readChunks(png);
  const header = chunks.find((c) => c.type === "IHDR")?.data;
  if (!header) throw new Error("PNG without a header");
  const view = Buffer.from(header);
  const width = view.readUInt32BE(0);
  const height = view.readUInt32BE(4);
  const [depth, colorType, interlace] = [view[8], view[9], view[12]];
  const channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  if (depth !== 8 || channels === 0 || interlace !== 0) throw new Error(`unsupported PNG (bit depth ${depth}, colour type ${colorType}, interlace ${interlace})`);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)));
  const stride = width * channels;
  if (raw.length < height * (stride + 1)) throw new Error("PNG data shorter than its size");
  const data = new Uint8Array(stride * height);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)]!;
    if (filter > 4) throw new Error(`unknown PNG row filter ${filter}`);
    const source = row * (stride + 1) + 1;
    const target = row * stride;
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? data[target + i - channels]! : 0;
      const up = row > 0 ? data[target - stride + i]! : 0;
      const upLeft = row > 0 && i >= channels ? data[target - stride + i - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [dl, du, dul] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
        predictor = dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
      }
      data[target + i] = (raw[source + i]! + predictor) & 0xff;
    }
  }
  return { width, height, channels: channels as 3 | 4, data };
}

/** One chunk as it is written: length, type, data and CRC. */
function chunkBytes({ type, data }: PngChunk): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc(body), body.length + 4);
  return out;
}

/**
 * `image` as a PNG file: rows unfiltered (filter "none") and deflated at zlib level 9, which for
 * screenshots and flat pictures is smaller than a browser's quick adaptive filtering. `ancillary`
 * chunks (colour space, density, text: anything but IHDR, IDAT and IEND) are written between the
 * header and the data. Throws an Error when `data` is not `width × height × channels` bytes.
 */
export function encodePng(image: PngImage, ancillary: readonly PngChunk[] = []): Buffer {
  const stride = image.width * image.channels;
  if (image.data.length !== stride * image.height) throw new Error(`${image.data.length} bytes do not make a ${image.width}×${image.height} picture of ${image.channels} channels`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8;
  header[9] = image.channels === 4 ? 6 : 2;
  const rows = Buffer.alloc((stride + 1) * image.height);
  for (let row = 0; row < image.height; row++) rows.set(image.data.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  const kept = ancillary.filter((c) => !["IHDR", "IDAT", "IEND"].includes(c.type));
  return Buffer.concat([SIGNATURE, ...[{ type: "IHDR", data: header }, ...kept, { type: "IDAT", data: deflateSync(rows, { level: 9 }) }, { type: "IEND", data: new Uint8Array(0) }].map(chunkBytes)]);
}

/**
 * The same picture as `png` in fewer bytes where possible: decoded and written again with unfiltered
 * rows at zlib level 9 (see encodePng), its other chunks kept. Returns `png` itself when that is not
 * smaller, or when the file is of a kind decodePng does not read. For the documentation's screenshots.
 */
export function smallerPng(png: Buffer): Buffer {
  try {
    const smaller = encodePng(decodePng(png), readChunks(png));
    return smaller.length < png.length ? smaller : png;
  } catch {
    return png;
  }
}
