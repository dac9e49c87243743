/**
 * Rasterises one SVG to a PNG of an exact size, with sharp (its librsvg, and the fonts fontconfig
 * finds), for the video generator (generate-media.sh): no other SVG renderer to install. Its text is
 * set in Inter, the site's typeface: the SVGs name a system-font list for browsers showing them as
 * pictures, which a renderer without those fonts would fill with whatever it has. librsvg does not fit
 * text to a `textLength` (the logo's wordmark is drawn as two runs of fixed length), so such a run is
 * measured in Inter and scaled across to its length, as a browser would fit it.
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

/** The width in px of `text` set in Inter at `size` px and `weight`, as Pango lays it out. */
async function interWidth(text: string, size: number, weight: number): Promise<number> {
  const face = weight >= 700 ? "Inter Bold" : weight >= 600 ? "Inter Semi-Bold" : "Inter";
  // Pango sizes fonts in points: at 72 dpi a point is a pixel. Measured at 10x for precision.
  const { info } = await sharp({ text: { text: text.replace(/&/g, "&amp;").replace(/</g, "&lt;"), font: `${face} ${size * 10}`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width / 10;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** `svg` with every text in Inter, each fixed-length run scaled across to its length. */
async function inInter(svg: string): Promise<string> {
  const runs = [...svg.matchAll(/(<text\b[^>]*>)([^<]*)<\/text>/g)];
  let out = svg;
  for (const [whole, tag, content] of runs) {
    let next = tag!.replace(/font-family="[^"]*"/, 'font-family="Inter"');
    const length = attribute(tag!, "textLength");
    if (length) {
      const natural = await interWidth(content!, Number(attribute(tag!, "font-size") ?? 16), Number(attribute(tag!, "font-weight") ?? 400));
      const x = Number(attribute(tag!, "x") ?? 0);
      const scale = (Number(length) / natural).toFixed(4);
      next = next
        .replace(/\stextLength="[^"]*"/, "")
        .replace(/\slengthAdjust="[^"]*"/, "")
        .replace(/>$/, ` transform="translate(${x} 0) scale(${scale} 1) translate(${-x} 0)">`);
    }
    out = out.replace(whole, `${next}${content}</text>`);
  }
  return out;
}

const svg = Buffer.from(await inInter(readFileSync(input, "utf8")));
const { width: w = Number(width) } = await sharp(svg).metadata();
// Render at the density that makes the SVG's own width the asked width, so text and strokes stay sharp.
await sharp(svg, { density: Math.max(1, (72 * Number(width)) / w) })
  .resize(Number(width), Number(height), { fit: "fill" })
  .png()
  .toFile(output);
