/**
 * Rasterises one SVG to a PNG of an exact size, with sharp (its librsvg, and the fonts fontconfig
 * finds), for the video generator (generate-media.sh): no other SVG renderer to install. Its text is
 * set in Inter, the site's typeface: the SVGs name a system-font list for browsers showing them as
 * pictures, which a renderer without those fonts would fill with whatever it has. Text drawn to a fixed
 * length (`textLength`: the logo's wordmark) keeps its own font, as on the site, since librsvg does not
 * stretch text to a length and Inter's wider letters would run its words together.
 *
 *   npx tsx scripts/assets/svg-to-png.ts <width> <height> <in.svg> <out.png>
 *
 * Exits 1, naming what is wrong, on a missing argument or an unreadable SVG.
 */
import { readFileSync } from "node:fs";
import sharp from "sharp";

const [width, height, input, output] = process.argv.slice(2);
if (!width || !height || !input || !output) {
  console.error("usage: svg-to-png.ts <width> <height> <in.svg> <out.png>");
  process.exit(1);
}
const svg = Buffer.from(readFileSync(input, "utf8").replace(/<text\b[^>]*>/g, (tag) => (tag.includes("textLength=") ? tag : tag.replace(/font-family="[^"]*"/, 'font-family="Inter"'))));
const { width: w = Number(width) } = await sharp(svg).metadata();
// Render at the density that makes the SVG's own width the asked width, so text and strokes stay sharp.
await sharp(svg, { density: Math.max(1, (72 * Number(width)) / w) })
  .resize(Number(width), Number(height), { fit: "fill" })
  .png()
  .toFile(output);
