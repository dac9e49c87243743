/**
 * Event artwork: a 400x200 cover and two 960x540 slides per event. Three scene types — exhibition hall
 * (booths + crowd), keynote stage (screen, presenter, audience) and networking lounge (tables, groups) —
 * each event gets its own palette, scene pair and seeded layout so the eight events look distinct.
 */
import { C, T, SKIN, HAIR } from "./palette.ts";
import { doc, n, rect, circle, path, poly, stroke, g, at, linear, radial, rng, boxes } from "./svg.ts";
import * as O from "./objects.ts";

interface Pal {
  bg: [string, string];
  primary: string;
  secondary: string;
  accent: string;
  floor: string;
  light?: boolean;
}

type Kind = "hall" | "stage" | "lounge";

export const EVENTS = {
  "rental-expo-2025": { pal: { bg: [C.navy, C.navy2], primary: C.teal, secondary: C.amber, accent: C.tealLight, floor: "#24486b" }, slides: ["hall", "stage"] },
  "suiteworld-2025": { pal: { bg: ["#1e2156", "#383d8f"], primary: "#7c8fd6", secondary: C.tealLight, accent: C.amber, floor: "#2c3070" }, slides: ["stage", "lounge"] },
  "equipment-summit-2025": { pal: { bg: ["#0a5a52", C.teal], primary: C.amber, secondary: C.white, accent: C.navy, floor: "#0b4f48" }, slides: ["hall", "lounge"] },
  "conexpo-2025": { pal: { bg: ["#1f2933", "#3a4656"], primary: "#f7c331", secondary: C.amber, accent: C.white, floor: "#2b3540" }, slides: ["hall", "stage"] },
  "ara-show-2025": { pal: { bg: [C.navy2, "#2d5f8a"], primary: "#e76f51", secondary: C.tealLight, accent: C.amber, floor: "#1a3653" }, slides: ["lounge", "hall"] },
  "rental-show-2024": { pal: { bg: ["#3d2a4f", "#5c3d73"], primary: C.amber, secondary: C.tealLight, accent: "#f08fb0", floor: "#33233f" }, slides: ["stage", "hall"] },
  "erp-forum-2024": { pal: { bg: [C.sky, C.mist], primary: C.navy, secondary: C.teal, accent: C.amber, floor: T.skyDark, light: true }, slides: ["stage", "lounge"] },
  "midwest-expo-2024": { pal: { bg: ["#1f4d3a", "#2e6b50"], primary: C.amber, secondary: C.sky, accent: "#9fd39a", floor: "#1a4031" }, slides: ["hall", "lounge"] },
} satisfies Record<string, { pal: Pal; slides: [Kind, Kind] }>;
export type EventKey = keyof typeof EVENTS;

const SHIRTS = [C.teal, C.amber, C.tealLight, "#7c8fd6", "#e76f51", C.sky, T.navy4, "#9fd39a"];

/** Crowd member seen from the front or back: rounded body + head (+ hair). Origin at bottom centre. */
function visitor(r: () => number, s: number, back: boolean): string {
  // r() is in [0, 1), so floor(r() * length) is always a valid index
  const skin = SKIN[Math.floor(r() * SKIN.length)]!;
  const hair = HAIR[Math.floor(r() * HAIR.length)]!;
  const shirt = SHIRTS[Math.floor(r() * SHIRTS.length)]!;
  const hw = 22 * s;
  const body = path(`M${n(-hw)} 0v${n(-40 * s)}a${n(hw)} ${n(hw)} 0 0 1 ${n(2 * hw)} 0V0Z`, shirt);
  const hy = -68 * s;
  const hr = 14 * s;
  const head = back
    ? circle(0, hy, hr, hair) + circle(0, hy + hr * 0.9, hr * 0.45, skin)
    : circle(0, hy, hr, skin) + path(`M${n(-hr)} ${n(hy)}a${n(hr)} ${n(hr)} 0 0 1 ${n(2 * hr)} 0q${n(-hr)} ${n(-hr * 0.5)} ${n(-2 * hr)} 0Z`, hair);
  return body + (back ? rect(-hr * 0.45, hy + hr * 0.6, hr * 0.9, hr, skin) : rect(-hr * 0.4, hy + hr * 0.7, hr * 0.8, hr * 0.8, skin)) + head;
}

function crowd(seed: string, count: number, x0: number, x1: number, yBase: number, depth: number, scale: number, back: boolean): string {
  const r = rng(seed);
  const people: [number, number, number][] = [];
  for (let i = 0; i < count; i++) people.push([x0 + r() * (x1 - x0), yBase + r() * depth, scale * (0.85 + r() * 0.3)]);
  people.sort((a, b) => a[1] - b[1]);
  return people.map(([x, y, s]) => at(x, y, visitor(r, s, back))).join("");
}

/** Background gradient + optional spotlight glow. */
function room(id: (s: string) => string, w: number, h: number, p: Pal, floorY: number): [string, string] {
  const defs =
    linear(id("bg"), [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ]) +
    radial(id("glow"), [
      [0, p.light ? C.white : p.primary, p.light ? 0.9 : 0.35],
      [1, p.primary, 0],
    ]);
  const body = rect(0, 0, w, h, `url(#${id("bg")})`) + circle(w / 2, floorY * 0.55, w * 0.45, `url(#${id("glow")})`) + rect(0, floorY, w, h - floorY, p.floor);
  return [defs, body];
}

/** Exhibition hall: hanging banners, three booths, crowd in front. */
function hall(id: (s: string) => string, p: Pal, seed: string): string {
  const r = rng(seed + "hall");
  const [defs, bg] = room(id, 960, 540, p, 380);
  let s = bg;
  // ceiling banners
  for (let i = 0; i < 4; i++) {
    const x = 90 + i * 240 + r() * 40;
    const c = [p.primary, p.secondary, p.accent][i % 3]!;
    s += stroke(`M${n(x + 10)} 0v30M${n(x + 70)} 0v30`, p.light ? T.slateLight : "#ffffff55", 2) + path(`M${n(x)} 30h80v40l-40 14-40-14Z`, c);
  }
  // booths
  const booths = 3;
  for (let i = 0; i < booths; i++) {
    const bx = 40 + i * 310;
    const bw = 260;
    const cols = [p.primary, p.secondary, p.accent].filter((c) => c !== C.white && c !== C.sky);
    const col = cols[(i + Math.floor(r() * 3)) % cols.length]!; // every palette's primary survives the filter
    const panel = p.light ? C.white : "#ffffff";
    s +=
      rect(bx, 150, bw, 230, panel, { rx: 8, opacity: p.light ? 1 : 0.92 }) +
      rect(bx, 150, bw, 40, col, { rx: 8 }) +
      rect(bx, 178, bw, 12, col) +
      rect(bx + 30, 210, 130, 80, C.navy, { rx: 6 }) +
      stroke(`M${bx + 44} 270l24-22 20 12 28-26 20 8`, col === C.white ? C.tealLight : col, 4) +
      rect(bx + 180, 210, 56, 170, col, { rx: 4, opacity: 0.85 }) +
      circle(bx + 208, 250, 16, C.white, { opacity: 0.85 }) +
      rect(bx + 40, 320, 150, 60, p.light ? C.navy2 : C.navy, { rx: 4 }) +
      rect(bx + 40, 320, 150, 10, col);
  }
  s += crowd(seed + "c1", 9, 40, 920, 400, 30, 1.25, false) + crowd(seed + "c2", 8, 20, 940, 470, 60, 1.6, true);
  return doc(960, 540, s, defs);
}

/** Keynote stage: big screen with an abstract slide, spotlights, presenter, audience from behind. */
function stage(id: (s: string) => string, p: Pal, seed: string): string {
  const r = rng(seed + "stage");
  const [defs, bg] = room(id, 960, 540, p, 330);
  const screenC = p.light ? C.navy : "#0b1a2b";
  const bars = Array.from({ length: 5 }, (_, i) => {
    const v = 0.3 + r() * 0.7;
    const [c1, c2] = p.light ? [p.secondary, p.accent] : [p.primary, p.secondary];
    return rect(330 + i * 34, 250 - v * 90, 22, v * 90, i % 2 ? c2 : c1, { rx: 3 });
  }).join("");
  const s =
    bg +
    poly([220, 0, 260, 0, 420, 330, 300, 330], C.white, { opacity: p.light ? 0.25 : 0.07 }) +
    poly([700, 0, 740, 0, 660, 330, 540, 330], C.white, { opacity: p.light ? 0.25 : 0.07 }) +
    rect(280, 60, 400, 220, screenC, { rx: 10 }) +
    rect(300, 80, 180, 16, p.light ? p.secondary : p.primary, { rx: 8 }) +
    rect(300, 106, 120, 10, "#ffffff", { rx: 5, opacity: 0.5 }) +
    bars +
    circle(580, 190, 50, "none", { stroke: p.secondary, "stroke-width": 18, "stroke-dasharray": "200 400", transform: "rotate(-90 580 190)" }) +
    circle(580, 190, 50, "none", { stroke: p.accent, "stroke-width": 18, "stroke-dasharray": "0 200 90 400", transform: "rotate(-90 580 190)" }) +
    rect(80, 100, 140, 160, screenC, { rx: 8, opacity: 0.9 }) +
    rect(96, 116, 108, 128, p.primary, { rx: 4, opacity: 0.5 }) +
    rect(740, 100, 140, 160, screenC, { rx: 8, opacity: 0.9 }) +
    rect(756, 116, 108, 128, p.secondary, { rx: 4, opacity: 0.5 }) +
    poly([120, 330, 840, 330, 900, 380, 60, 380], p.light ? C.navy2 : "#0b1a2b") +
    rect(60, 380, 840, 10, p.primary) +
    at(660, 332, O.person({ skin: SKIN[Math.floor(r() * 5)]!, hair: HAIR[1], shirt: p.primary === C.navy ? C.teal : p.primary, style: "short" }, C.navy), 1.05) +
    path("M700 332l6-70h44l6 70Z", p.light ? C.navy : C.navy2) +
    rect(696, 256, 64, 12, p.secondary, { rx: 4 }) +
    crowd(seed + "aud", 22, 10, 950, 440, 110, 1.6, true);
  return doc(960, 540, s, defs);
}

/** Networking lounge: hanging lamps, window wall, round tables with groups around them. */
function lounge(id: (s: string) => string, p: Pal, seed: string): string {
  const r = rng(seed + "lounge");
  const [defs, bg] = room(id, 960, 540, p, 360);
  const panes: [number, number, number, number][] = [];
  for (let i = 0; i < 6; i++) panes.push([60 + i * 146, 60, 130, 240]);
  let s = bg + boxes(panes, C.white, { opacity: p.light ? 0.7 : 0.08 }, 6);
  for (let i = 0; i < 5; i++) {
    const x = 140 + i * 170;
    s +=
      stroke(`M${x} 0v70`, p.light ? T.slateLight : "#ffffff44", 2) +
      path(`M${x - 24} 96a24 26 0 0 1 48 0Z`, [p.primary, p.secondary, p.accent][i % 3]!) +
      circle(x, 100, 8, "#fff3c4", { opacity: 0.8 });
  }
  const tables = [200, 480, 760];
  tables.forEach((tx, i) => {
    const ty = 430 + (i % 2) * 20;
    // people behind the table
    s += at(tx - 60, ty - 10, visitorFull(r, 1.15)) + at(tx + 60, ty - 14, visitorFull(r, 1.15));
    s += stroke(`M${tx} ${ty - 60}v60M${tx - 30} ${ty}h60`, p.light ? C.navy : "#0b1a2b", 6) + path(`M${tx - 70} ${ty - 66}a70 14 0 0 0 140 0a70 14 0 0 0-140 0Z`, p.primary);
    s += rect(tx - 20, ty - 86, 14, 18, C.white, { rx: 3 }) + rect(tx + 14, ty - 84, 14, 16, p.secondary, { rx: 3 });
    // someone in front
    s += at(tx + (r() > 0.5 ? -90 : 90), ty + 70, visitor(r, 1.5, true));
  });
  return doc(960, 540, s, defs);
}

/** Full standing figure for lounge scenes. */
function visitorFull(r: () => number, s: number): string {
  const look: O.Look = {
    skin: SKIN[Math.floor(r() * SKIN.length)]!,
    hair: HAIR[Math.floor(r() * HAIR.length)]!,
    shirt: SHIRTS[Math.floor(r() * SHIRTS.length)]!,
    style: (["short", "long", "bun", "curly", "bald"] as const)[Math.floor(r() * 5)]!,
  };
  return g(O.person(look, C.navy), { transform: `scale(${n(s)})` });
}

/** 400x200 cover: bold gradient, a geometric motif, a booth/stage panel and a small crowd from behind. */
function cover(id: (s: string) => string, p: Pal, seed: string, variant: number): string {
  const r = rng(seed + "cover");
  const defs = linear(
    id("bg"),
    [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ],
    0,
    0,
    1,
    1,
  );
  let s = rect(0, 0, 400, 200, `url(#${id("bg")})`);
  if (variant % 3 === 0) {
    s += circle(340, 30, 90, p.primary, { opacity: 0.55 }) + circle(340, 30, 118, "none", { stroke: p.secondary, "stroke-width": 3, opacity: 0.6 });
  } else if (variant % 3 === 1) {
    s += poly([0, 0, 150, 0, 60, 200, 0, 200], p.primary, { opacity: 0.5 }) + poly([170, 0, 200, 0, 110, 200, 80, 200], p.secondary, { opacity: 0.45 });
  } else {
    for (let i = 0; i < 6; i++) s += rect(20 + i * 64, 16, 30, 90 - (i % 3) * 18, [p.primary, p.secondary, p.accent][i % 3]!, { rx: 15, opacity: 0.45 });
  }
  const px = [110, 40, 190][variant % 3]!; // variant is a non-negative event index
  const panel = p.light ? C.white : "#ffffff";
  s +=
    rect(px, 44, 170, 100, panel, { rx: 6, opacity: 0.95 }) +
    rect(px, 44, 170, 16, p.primary, { rx: 6 }) +
    rect(px, 54, 170, 6, p.primary) +
    rect(px + 14, 72, 96, 56, C.navy, { rx: 4 }) +
    stroke(`M${px + 24} 116l18-16 14 8 20-18 16 6`, p.secondary === C.white ? C.tealLight : p.secondary, 3) +
    rect(px + 122, 72, 34, 72, p.accent, { rx: 3, opacity: 0.9 });
  for (const [i, fill] of [p.secondary, p.accent, p.primary].entries()) {
    const bx = 30 + i * 140 + r() * 30;
    s += path(`M${n(bx)} 0h36v22l-18 7-18-7Z`, fill);
  }
  s += rect(0, 144, 400, 56, p.floor);
  s += crowd(seed + "cc1", 11, 10, 390, 170, 8, 0.5, true) + crowd(seed + "cc2", 9, 0, 400, 196, 8, 0.62, true);
  return doc(400, 200, s, defs);
}

export function eventFiles(eventId: EventKey): [string, string][] {
  const { pal, slides } = EVENTS[eventId];
  const idx = Object.keys(EVENTS).indexOf(eventId);
  const make = (kind: Kind, base: string) => {
    const id = (s: string) => `${base}-${s}`;
    return kind === "hall" ? hall(id, pal, eventId) : kind === "stage" ? stage(id, pal, eventId) : lounge(id, pal, eventId);
  };
  return [
    [`${eventId}-cover`, cover((s) => `${eventId}-cover-${s}`, pal, eventId, idx)],
    [`${eventId}-1`, make(slides[0], `${eventId}-1`)],
    [`${eventId}-2`, make(slides[1], `${eventId}-2`)],
  ];
}
