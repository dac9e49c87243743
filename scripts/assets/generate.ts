/**
 * Northgate Systems — original artwork generator.
 *
 * Writes every static illustration used by the marketing site into public/:
 *   favicon.svg, images/brand/*, images/hero/* (23 scenes x desktop/mobile), images/icons/*,
 *   images/partners/*, images/customers/*, images/team/*, images/testimonials/*, images/verticals/*,
 *   images/content/*, images/gallery/* (wildlife), images/events/*, images/factsheets/* and the
 *   fact-sheet PDFs in files/factsheets/*.pdf.
 * Output is fully deterministic (seeded PRNG, fixed PDF dates), so re-running yields byte-identical files.
 * Videos (public/media/*.webm) are produced separately by scripts/assets/generate-media.sh (needs ffmpeg + rsvg-convert),
 * and the PNG share image (public/images/share/northgate-systems.png) by scripts/assets/share-image.ts (needs Chromium).
 *
 * Run from the repository root:   npx tsx scripts/assets/generate.ts
 * (exits non-zero if any file breaks its size budget or an SVG id is reused across files)
 *
 * Modules: palette.ts (brand colours/font), svg.ts (markup helpers, seeded PRNG), text.ts (measured text),
 * objects.ts (shared props: vehicles, buildings, people, UI cards), brand.ts, hero.ts, icons.ts, badges.ts,
 * people.ts (portraits), scenes.ts (verticals, content, posters), events.ts, wildlife.ts, factsheets.ts (SVG + PDF).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, basename } from "node:path";
import { fileURLToPath } from "node:url";
import { logo, favicon } from "./brand.ts";
import { HERO_SCENES, heroSvg } from "./hero.ts";
import { ICONS, SMALL, SOCIAL, iconSvg } from "./icons.ts";
import { PARTNERS, partnerBadge, CUSTOMERS, customerBadge } from "./badges.ts";
import { portrait } from "./people.ts";
import { EVENTS, eventFiles } from "./events.ts";
import { SHEETS, thumbnail, factsheetPdf } from "./factsheets.ts";
import { WILDLIFE, wildlifeSvg } from "./wildlife.ts";
import {
  VERTICAL_KEYS,
  verticalSvg,
  CONTENT_KEYS,
  contentSvg,
  POSTER_KEYS,
  posterSvg,
  VIDEO_VERTICALS,
  verticalPosterSvg,
} from "./scenes.ts";
import { keysOf } from "./svg.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public");

/** Size budgets (bytes) from the asset brief, checked on every write. */
const budget = (rel: string): number => {
  if (rel.endsWith(".pdf")) return 30_000;
  if (rel.startsWith("images/icons/") || rel === "favicon.svg") return 2_000;
  if (rel.startsWith("images/hero/")) return 8_000;
  return 10_000;
};

const written: string[] = [];
const seenIds = new Map<string, string>();
const problems: string[] = [];

function out(rel: string, data: string | Uint8Array): void {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
  const size = typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
  if (size > budget(rel)) problems.push(`${rel} is ${size} bytes, over its ${budget(rel)} byte budget`);
  if (typeof data === "string") {
    for (const m of data.matchAll(/\bid="([^"]+)"/g)) {
      const id = m[1]!; // group 1 is not optional, so it is always set on a match
      const prev = seenIds.get(id);
      if (prev && prev !== rel) problems.push(`id "${id}" used in both ${prev} and ${rel}`);
      seenIds.set(id, rel);
    }
  }
  written.push(rel);
}

/** Base name (no extension) — used as the id prefix inside each SVG. */
const base = (rel: string) => basename(rel).replace(/\.[a-z]+$/, "");

function brand(): void {
  out("images/brand/logo.svg", logo("dark"));
  out("images/brand/logo-light.svg", logo("light"));
  out("favicon.svg", favicon());
}

function heroes(): void {
  for (const scene of HERO_SCENES)
    for (const v of ["desktop", "mobile"] as const) {
      const rel = `images/hero/${scene}-${v}.svg`;
      out(rel, heroSvg(scene, v, base(rel)));
    }
}

function icons(): void {
  for (const name of Object.keys(ICONS)) out(`images/icons/${name}.svg`, iconSvg(name));
  for (const [name, svg] of Object.entries({ ...SMALL, ...SOCIAL })) out(`images/icons/${name}.svg`, svg);
}

function badges(): void {
  for (const key of keysOf(PARTNERS)) out(`images/partners/${key}.svg`, partnerBadge(key));
  for (const key of keysOf(CUSTOMERS)) out(`images/customers/${key}.svg`, customerBadge(key));
}

function people(): void {
  for (const key of ["alexandra-reyes", "marcus-chen", "priya-natarajan"] as const) out(`images/team/${key}.svg`, portrait(key, 320));
  for (const key of ["daniel-okafor", "sarah-lindqvist"] as const) out(`images/testimonials/${key}.svg`, portrait(key, 160));
}

function scenes(): void {
  for (const key of VERTICAL_KEYS) out(`images/verticals/${key}.svg`, verticalSvg(key, base(key)));
  for (const key of CONTENT_KEYS) out(`images/content/${key}.svg`, contentSvg(key, base(key)));
  for (const key of POSTER_KEYS) out(`images/content/${key}.svg`, posterSvg(key, base(key)));
  for (const v of VIDEO_VERTICALS) out(`images/content/${v}-video-poster.svg`, verticalPosterSvg(v, `${v}-video-poster`));
}

function events(): void {
  for (const id of keysOf(EVENTS)) for (const [name, svg] of eventFiles(id)) out(`images/events/${name}.svg`, svg);
}

function gallery(): void {
  for (const key of keysOf(WILDLIFE)) out(`images/gallery/${key}.svg`, wildlifeSvg(key));
}

async function factsheets(): Promise<void> {
  for (const key of keysOf(SHEETS)) {
    out(`images/factsheets/${key}.svg`, thumbnail(key));
    out(`files/factsheets/${key}.pdf`, await factsheetPdf(key));
  }
}

async function main(): Promise<void> {
  brand();
  heroes();
  icons();
  badges();
  people();
  scenes();
  events();
  gallery();
  await factsheets();
  console.log(`Wrote ${written.length} files to ${ROOT}`);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exitCode = 1;
  }
}

await main();
