/**
 * Writes the still layers used by generate-media.sh into a scratch directory (not into public/):
 *   <name>-bg.svg   1280x720 scene backdrops (the video posters without their play button)
 *   band.svg        640x360 transparent-to-navy caption band
 *   end-card.svg    640x360 navy end card with the light logo lock-up and tagline
 * Usage: npx tsx scripts/assets/media-frames.ts <outdir>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { C, FONT } from "./palette.ts";
import { doc, rect, circle, g, linear, radial, el } from "./svg.ts";
import { posterSvg, type PosterKey } from "./scenes.ts";
import { lockup } from "./brand.ts";

const dir = process.argv[2];
if (!dir) throw new Error("usage: media-frames.ts <outdir>");
mkdirSync(dir, { recursive: true });

const BACKDROPS: Record<string, PosterKey> = {
  "we-can-help": "we-can-help-poster",
  "ceo-message": "ceo-video-poster",
  "product-tour": "product-tour-poster",
};
for (const [name, poster] of Object.entries(BACKDROPS)) writeFileSync(join(dir, `${name}-bg.svg`), posterSvg(poster, `${name}-bg`, false));

writeFileSync(
  join(dir, "band.svg"),
  doc(
    640,
    360,
    rect(0, 180, 640, 180, "url(#band-g)"),
    linear("band-g", [
      [0, C.navy, 0],
      [0.55, C.navy, 0.78],
      [1, C.navy, 0.92],
    ]),
  ),
);

writeFileSync(
  join(dir, "end-card.svg"),
  doc(
    640,
    360,
    rect(0, 0, 640, 360, "url(#end-bg)") +
      circle(560, 330, 220, "url(#end-glow)") +
      circle(600, 360, 170, "none", { stroke: C.teal, "stroke-width": 2, opacity: 0.5 }) +
      g(lockup("light"), { transform: "translate(140 140) scale(1.8)" }) +
      rect(226, 230, 60, 4, C.amber, { rx: 2 }) +
      el("text", { x: 226, y: 262, "font-family": FONT, "font-weight": 700, "font-size": 18, fill: C.sky }, "Cloud ERP, consulting and staffing"),
    linear(
      "end-bg",
      [
        [0, C.navy],
        [1, C.navy2],
      ],
      0,
      0,
      1,
      1,
    ) +
      radial("end-glow", [
        [0, C.teal, 0.4],
        [1, C.teal, 0],
      ]),
  ),
);
console.log(`Wrote media layers to ${dir}`);
