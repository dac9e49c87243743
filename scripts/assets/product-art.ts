/**
 * `npm run art`: writes the PrecisionERP product pictures (scripts/assets/product-screens.ts) as SVG
 * sources to art/product/, and renders each with sharp to a PNG at 1.5x its 960 x 600 px canvas
 * (1440 x 900 px: twice the 720 px the widest layout shows it at) in public/images/product/, where pages
 * name them (except the screens only the walkthrough shows); the build makes their AVIF and WebP widths. The walkthrough's title card becomes a JPEG
 * instead, 1152 x 720 px: the walkthrough video's poster (scripts/assets/product-tour.ts makes the
 * video). The PNGs are committed, so the build never draws them.
 *
 * Needs the Inter typeface installed where it runs (Debian: `apt-get install fonts-inter`): text in an
 * SVG is set by the system's fonts. Exits 1, writing nothing, when Inter is missing, since the pictures
 * would come out in a fallback face.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCT_SCREENS, renderSvg } from "./product-screens.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The scale (x) the PNGs are rendered at: 960 px canvas to 1440 px pictures. */
const ART_SCALE = 1.5;

/**
 * Screens only the walkthrough video shows (scripts/assets/product-tour.ts renders them from their SVG):
 * no page shows them as a picture, so no PNG is written for them (public/ holds only what pages name).
 */
const VIDEO_ONLY = new Set(["tour-title", "rental-contract", "dispatch-board"]);

/** Writes `data` to `file` whole: a temporary file renamed into place, so an interrupted run leaves no half picture. */
function writeWhole(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** True when fontconfig knows the Inter typeface. */
function interInstalled(): boolean {
  try {
    return /Inter/.test(execFileSync("fc-list", [":family=Inter"], { encoding: "utf8" }));
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  if (!interInstalled()) {
    console.error(
      "The Inter typeface is not installed, so the pictures would be set in another face. Install it (Debian: apt-get install fonts-inter) and run npm run art again.",
    );
    process.exit(1);
  }
  for (const [name, draw] of Object.entries(PRODUCT_SCREENS)) {
    const svg = draw();
    writeWhole(join(ROOT, "art/product", `${name}.svg`), svg);
    if (VIDEO_ONLY.has(name)) continue;
    const png = await renderSvg(svg, ART_SCALE).png({ compressionLevel: 9, palette: true, quality: 92, effort: 10 }).toBuffer();
    writeWhole(join(ROOT, "public/images/product", `${name}.png`), png);
    console.log(`art/product/${name}.svg -> public/images/product/${name}.png (${Math.round(png.length / 1024)} KB)`);
  }
  const poster = await renderSvg(PRODUCT_SCREENS["tour-title"](), 1.2).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  writeWhole(join(ROOT, "public/images/product/tour-poster.jpg"), poster);
  console.log(`public/images/product/tour-poster.jpg (${Math.round(poster.length / 1024)} KB)`);
}

await main();
