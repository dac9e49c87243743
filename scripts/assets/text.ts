/**
 * Text helpers. SVG text is rendered with the system font stack, whose widths vary by platform, so each
 * run is given a textLength measured with Helvetica-Bold metrics (from pdf-lib): the lock-ups then look the
 * same everywhere and never overflow their badges.
 */
import { StandardFontEmbedder, StandardFonts } from "pdf-lib";
import { FONT } from "./palette.ts";
import { el, esc, n } from "./svg.ts";

const bold = StandardFontEmbedder.for(StandardFonts.HelveticaBold as unknown as Parameters<typeof StandardFontEmbedder.for>[0]);

export const textWidth = (s: string, size: number, spacing = 0) => bold.widthOfTextAtSize(s, size) + spacing * (s.length - 1);

/** Bold text at (x, y); anchor start|middle|end; shrinks (never stretches) to maxW. */
export function label(
  x: number,
  y: number,
  s: string,
  size: number,
  fill: string,
  anchor: "start" | "middle" | "end" = "start",
  maxW = Infinity,
  spacing = 0,
): string {
  const w = Math.min(textWidth(s, size, spacing), maxW);
  return el(
    "text",
    {
      x,
      y,
      "font-family": FONT,
      "font-weight": 700,
      "font-size": size,
      fill,
      "text-anchor": anchor === "start" ? false : anchor,
      textLength: n(w),
      lengthAdjust: "spacingAndGlyphs",
    },
    esc(s),
  );
}
