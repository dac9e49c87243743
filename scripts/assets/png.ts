/**
 * Reading and writing the PNG files the tests and the artwork scripts handle, with pngjs: screenshots
 * decoded to pixels, flat test pictures encoded, and screenshots written again smaller for the docs.
 */
import { PNG, type ColorType } from "pngjs";

/** A picture as rows of pixel bytes: `channels` (3 RGB, 4 RGBA) bytes per pixel, `width × channels` per row, top row first. */
export interface PngImage {
  width: number;
  height: number;
  channels: 3 | 4;
  data: Uint8Array;
}

/**
 * Decodes `png` to RGBA pixel bytes (`channels` 4, whatever the file's colour type, bit depth or
 * interlacing). Throws an Error naming the cause for a file that is not a readable PNG.
 */
export function decodePng(png: Buffer): PngImage {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, channels: 4, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * `image` as a PNG file, RGB or RGBA as its `channels` say, deflated at zlib level 9 with unfiltered
 * rows (for screenshots and flat pictures smaller than a browser's quick adaptive filtering). Throws an
 * Error when `data` is not `width × height × channels` bytes.
 */
export function encodePng(image: PngImage): Buffer {
  const { width, height, channels, data } = image;
  if (data.length !== width * height * channels)
    throw new Error(`${data.length} bytes do not make a ${width}×${height} picture of ${channels} channels`);
  const colorType: ColorType = channels === 4 ? 6 : 2;
  const png = new PNG({ width, height, colorType, inputColorType: colorType, inputHasAlpha: channels === 4 });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.length);
  return PNG.sync.write(png, { colorType, inputColorType: colorType, inputHasAlpha: channels === 4, deflateLevel: 9, filterType: 0 });
}

/**
 * The same picture as `png` in fewer bytes where possible: decoded and written again by
 * {@link encodePng} (RGB when every pixel is opaque). Returns `png` itself when that is not smaller or
 * when the file cannot be read. For the documentation's screenshots.
 */
export function smallerPng(png: Buffer): Buffer {
  let image: PngImage;
  try {
    image = decodePng(png);
  } catch {
    return png;
  }
  const opaque = image.data.every((value, i) => i % 4 !== 3 || value === 255);
  const written = encodePng(opaque ? withoutAlpha(image) : image);
  return written.length < png.length ? written : png;
}

/** `image` (RGBA) with its alpha channel dropped. */
function withoutAlpha(image: PngImage): PngImage {
  const data = new Uint8Array(image.width * image.height * 3);
  for (let pixel = 0, rgba = 0; rgba < image.data.length; pixel += 3, rgba += 4) data.set(image.data.subarray(rgba, rgba + 3), pixel);
  return { ...image, channels: 3, data };
}
