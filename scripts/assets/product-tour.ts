/**
 * `npm run art:video`: the PrecisionERP walkthrough video, made from the product pictures
 * (scripts/assets/product-screens.ts): the title card, then each screen for a few seconds with a
 * gentle pan, joined by cross-fades. Writes public/media/precision-walkthrough.webm (1152 x 720 px,
 * VP9, silent) and its captions, public/media/precision-walkthrough.vtt (WebVTT, one cue a screen).
 *
 * A development tool only, never part of the build or the tests: it needs ffmpeg with libvpx-vp9 and
 * the Inter typeface (Debian: `apt-get install ffmpeg fonts-inter`), and the files it writes are
 * committed. Exits 1 with the reason when ffmpeg fails.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PRODUCT_SCREENS, renderSvg } from "./product-screens.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The video's size (px) and frame rate (frames a second); screens are rendered a tenth larger, so they can pan. */
const VIDEO = { width: 1152, height: 720, fps: 15, zoom: 1.1 } as const;

/** The cross-fade between two scenes (s). */
const FADE = 0.6;

/** One scene: its picture, how long it shows (s, the fade included) and its caption. */
interface Scene {
  screen: keyof typeof PRODUCT_SCREENS;
  seconds: number;
  caption: string;
}

/** The walkthrough, in order: about 33 s. */
const TOUR: readonly Scene[] = [
  { screen: "tour-title", seconds: 3.5, caption: "PrecisionERP: the cloud ERP for equipment rental, lease and sales companies." },
  {
    screen: "dashboard",
    seconds: 5.5,
    caption: "The executive dashboard: rental revenue, fleet utilization, receivables and open work orders at a glance.",
  },
  {
    screen: "rental-contract",
    seconds: 5.5,
    caption: "A rental contract from quote to invoice: rates, delivery, damage waiver and billing every 28 days.",
  },
  {
    screen: "asset-record",
    seconds: 5.5,
    caption: "One record for every asset: where it is, what it earns, its book value and its service plan.",
  },
  {
    screen: "dispatch-board",
    seconds: 5.5,
    caption: "The dispatch board plans deliveries, pick-ups and service calls by truck, with the routes on a map.",
  },
  {
    screen: "mobile-app",
    seconds: 5.5,
    caption: "The mobile app: technicians complete work orders and customers sign for deliveries on site.",
  },
  {
    screen: "platform",
    seconds: 5.5,
    caption: "One cloud platform for every company and branch, with tax, payments, bank feeds and telematics connected.",
  },
];

/** A WebVTT timestamp, `mm:ss.ttt`, for `seconds`. */
function timestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const ms = Math.round((seconds - whole) * 1000);
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}.${String(ms).padStart(3, "0")}`;
}

/** The start (s) of each scene: each begins as the previous one starts fading out. */
function starts(): number[] {
  let at = 0;
  return TOUR.map((scene) => {
    const start = at;
    at += scene.seconds - FADE;
    return start;
  });
}

/** The captions as WebVTT: one cue a scene, from its start to the next one's. */
function captions(): string {
  const at = starts();
  const end = at[at.length - 1]! + TOUR[TOUR.length - 1]!.seconds;
  const cues = TOUR.map((scene, i) => `${i + 1}\n${timestamp(at[i]!)} --> ${timestamp(at[i + 1] ?? end)}\n${scene.caption}\n`);
  return `WEBVTT\n\n${cues.join("\n")}`;
}

/** The ffmpeg filter graph: each scene panned across its larger picture (alternating directions), then cross-faded into the next. */
function filterGraph(): string {
  const dx = Math.round(VIDEO.width * VIDEO.zoom) - VIDEO.width;
  const dy = Math.round(VIDEO.height * VIDEO.zoom) - VIDEO.height;
  const parts = TOUR.map((scene, i) => {
    const f = `t/${scene.seconds}`;
    const x = i % 2 ? `${dx}*(1-${f})` : `${dx}*${f}`;
    const y = `${dy}*${f}`;
    return `[${i}:v]crop=${VIDEO.width}:${VIDEO.height}:x='floor(${x})':y='floor(${y})',fps=${VIDEO.fps},format=yuv420p,setsar=1,settb=AVTB[s${i}]`;
  });
  const at = starts();
  let previous = "s0";
  for (let i = 1; i < TOUR.length; i++) {
    parts.push(`[${previous}][s${i}]xfade=transition=fade:duration=${FADE}:offset=${at[i]!.toFixed(2)}[x${i}]`);
    previous = `x${i}`;
  }
  return `${parts.join(";")};[${previous}]format=yuv420p[v]`;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "product-tour-"));
  try {
    const inputs: string[] = [];
    for (const scene of TOUR) {
      const file = join(work, `${scene.screen}.png`);
      await renderSvg(PRODUCT_SCREENS[scene.screen](), (VIDEO.width * VIDEO.zoom) / 960)
        .png()
        .toFile(file);
      inputs.push("-loop", "1", "-framerate", String(VIDEO.fps), "-t", String(scene.seconds), "-i", file);
    }
    // Written beside the final files, then renamed into place: a stopped run leaves the old video whole.
    const out = join(ROOT, "public/media/precision-walkthrough.webm");
    const partial = `${out}.${process.pid}.part.webm`;
    const vp9 = [
      "-c:v",
      "libvpx-vp9",
      "-b:v",
      "0",
      "-crf",
      "44",
      "-row-mt",
      "0",
      "-threads",
      "1",
      "-deadline",
      "good",
      "-cpu-used",
      "2",
      "-g",
      String(VIDEO.fps * 10),
    ];
    const exact = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1"];
    execFileSync(
      "ffmpeg",
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-y",
        ...inputs,
        "-filter_complex",
        filterGraph(),
        "-map",
        "[v]",
        "-an",
        "-r",
        String(VIDEO.fps),
        ...vp9,
        ...exact,
        partial,
      ],
      {
        stdio: "inherit",
      },
    );
    const vtt = join(ROOT, "public/media/precision-walkthrough.vtt");
    writeFileSync(`${vtt}.${process.pid}.part`, captions());
    renameSync(partial, out);
    renameSync(`${vtt}.${process.pid}.part`, vtt);
    console.log("wrote public/media/precision-walkthrough.webm and .vtt");
  } catch (error) {
    rmSync(join(ROOT, `public/media/precision-walkthrough.webm.${process.pid}.part.webm`), { force: true });
    rmSync(join(ROOT, `public/media/precision-walkthrough.vtt.${process.pid}.part`), { force: true });
    console.error(`The walkthrough video could not be made: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
