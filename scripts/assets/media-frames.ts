/**
 * Writes the still layers used by generate-media.sh into a scratch directory (not into public/):
 *   <name>-bg.svg   1280x720 scene backdrops (the video posters without their play button, and 16:9 frames of
 *                   content and industry scenes for the one-minute overview and the five industry clips)
 *   band.svg        640x360 transparent-to-navy caption band
 *   end-card.svg    640x360 navy end card with the light logo lock-up and tagline
 * Usage: npx tsx scripts/assets/media-frames.ts <outdir>
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { C, FONT } from "./palette.ts";
import { doc, rect, circle, g, linear, radial, el } from "./svg.ts";
import { posterSvg, contentSvg, verticalSvg, widen, verticalPosterSvg, VIDEO_VERTICALS } from "./scenes.ts";
import { lockup } from "./brand.ts";

const dir = process.argv[2];
if (!dir) throw new Error("usage: media-frames.ts <outdir>");
mkdirSync(dir, { recursive: true });

/** Backdrop name -> 1280x720 scene: the video posters without their play button, and 16:9 frames of content scenes. */
const BACKDROPS: Record<string, string> = {
  "we-can-help": posterSvg("we-can-help-poster", "we-can-help-bg", false),
  "ceo-message": posterSvg("ceo-video-poster", "ceo-message-bg", false),
  "product-tour": posterSvg("product-tour-poster", "product-tour-bg", false),
  // the scenes of the one-minute overview (generate-media.sh)
  "minute-erp": widen(contentSvg("precision-teaser", "minute-erp-bg"), false),
  "minute-rentals": widen(verticalSvg("rentals-1", "minute-rentals-bg"), false),
  "minute-service": widen(verticalSvg("logistic-2", "minute-service-bg"), false),
  "minute-consulting": widen(contentSvg("about-founding", "minute-consulting-bg"), false),
  "minute-staffing": widen(contentSvg("directhire", "minute-staffing-bg"), false),
  "minute-growth": widen(contentSvg("joinus", "minute-growth-bg"), false),
};
for (const v of VIDEO_VERTICALS) BACKDROPS[v] = verticalPosterSvg(v, `${v}-bg`, false);
for (const [name, svg] of Object.entries(BACKDROPS)) writeFileSync(join(dir, `${name}-bg.svg`), svg);

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
      el(
        "text",
        { x: 226, y: 262, "font-family": FONT, "font-weight": 700, "font-size": 18, fill: C.sky },
        "Cloud ERP, consulting and staffing",
      ),
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
