import type { Page } from "@playwright/test";
import { decodePng } from "../../scripts/assets/png.ts";

/** An sRGB colour as red, green and blue, 0 to 255 each. */
export type Rgb = readonly [number, number, number];

/** A rectangle in the page's viewport coordinates (CSS px), as `getBoundingClientRect` gives it. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The pixels of a part of the screen: `at(x, y)` is the colour of the pixel that holds that point, relative to the part's top left. */
export interface ScreenPixels {
  width: number;
  height: number;
  at(x: number, y: number): Rgb;
}

/** WCAG 2 relative luminance of a colour (0 for black, 1 for white). */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Parses a computed CSS colour (`rgb(…)` or `rgba(…)`) into its red, green and blue. */
export function parseColor(css: string): Rgb {
  const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

/**
 * What the screen shows inside `clip` (viewport coordinates, clamped to the viewport), read pixel by
 * pixel from a screenshot. Expects a device scale factor of 1.
 */
export async function screenPixels(page: Page, clip: Rect): Promise<ScreenPixels> {
  const viewport = page.viewportSize()!;
  const x = Math.max(0, Math.floor(clip.x));
  const y = Math.max(0, Math.floor(clip.y));
  const right = Math.min(viewport.width, Math.ceil(clip.x + clip.width));
  const bottom = Math.min(viewport.height, Math.ceil(clip.y + clip.height));
  if (right - x < 1 || bottom - y < 1)
    throw new Error(`nothing of ${JSON.stringify(clip)} is in the ${viewport.width}x${viewport.height} viewport`);
  const png = await page.screenshot({ clip: { x, y, width: right - x, height: bottom - y }, animations: "disabled", caret: "hide" });
  const image = decodePng(png);
  return {
    width: image.width,
    height: image.height,
    at: (px, py) => {
      // Pixel column c covers [c, c + 1).
      const cx = Math.min(image.width - 1, Math.max(0, Math.floor(px)));
      const cy = Math.min(image.height - 1, Math.max(0, Math.floor(py)));
      const i = (cy * image.width + cx) * image.channels;
      return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    },
  };
}
