/**
 * Hero slides: 23 scenes, each rendered as desktop (1440x560) and mobile (750x900).
 * Every scene is a motif drawn in a 640x440 box on a navy gradient. The box sits on the right of the
 * desktop frame and at the bottom of the mobile frame, so the left ~45% (desktop) / top ~45% (mobile)
 * stay calm and dark for the white headline text the site overlays there.
 */
import { C, T } from "./palette.ts";
import { doc, n, el, rect, circle, path, poly, stroke, line, g, at, linear, radial, rng, keysOf } from "./svg.ts";
import * as O from "./objects.ts";
import { DARK as D, CAST } from "./objects.ts";

type Id = (s: string) => string;
type Motif = (id: Id) => string;

/* ---------- small motif helpers ---------- */

/** Soft elliptical ground patch for objects to stand on. */
const ground = (cx: number, cy: number, rx: number) =>
  path(`M${cx - rx} ${cy}a${rx} ${n(rx * 0.09)} 0 0 0 ${2 * rx} 0Z`, C.navy2) + rect(cx - rx, cy - 3, 2 * rx, 3, C.navy2);
const floor = (y: number, x0 = 0, x1 = 640) => rect(x0, y, x1 - x0, 6, T.navy3, { rx: 3 });

/** Isometric slab: top-face centre (cx,cy), half-width a, thickness t. */
function slab(cx: number, cy: number, a: number, t: number, top: string, left: string, right: string): string {
  const b = a * 0.5;
  return (
    poly([cx - a, cy, cx, cy + b, cx, cy + b + t, cx - a, cy + t], left) +
    poly([cx, cy + b, cx + a, cy, cx + a, cy + t, cx, cy + b + t], right) +
    poly([cx, cy - b, cx + a, cy, cx, cy + b, cx - a, cy], top)
  );
}

const checkBadge = (x: number, y: number, r: number, fill = C.teal) =>
  circle(x, y, r, fill) + stroke(`M${n(x - r * 0.4)} ${n(y)}l${n(r * 0.28)} ${n(r * 0.3)}l${n(r * 0.55)}-${n(r * 0.6)}`, C.white, r * 0.22);

const bubble = (x: number, y: number, w: number, h: number, fill: string, lineC: string, tailLeft = true) =>
  rect(x, y, w, h, fill, { rx: 12 }) +
  poly(
    tailLeft
      ? [x + 16, y + h - 1, x + 14, y + h + 14, x + 32, y + h - 1]
      : [x + w - 16, y + h - 1, x + w - 14, y + h + 14, x + w - 32, y + h - 1],
    fill,
  ) +
  rect(x + 14, y + 14, w - 28, 6, lineC, { rx: 3, opacity: 0.6 }) +
  rect(x + 14, y + 28, (w - 28) * 0.6, 6, lineC, { rx: 3, opacity: 0.6 });

/** Round avatar: bust clipped to a circle with a coloured ring. */
const avatar = (id: Id, key: string, cx: number, cy: number, r: number, look: O.Look, ring = C.tealLight) =>
  `<clipPath id="${id(key)}">${circle(cx, cy, r, "#fff")}</clipPath>` +
  circle(cx, cy, r, C.navy2) +
  g(g(O.bust(look), { transform: `translate(${n(cx)} ${n(cy + r + 4)}) scale(${n(r / 50)})` }), { "clip-path": `url(#${id(key)})` }) +
  circle(cx, cy, r, "none", { stroke: ring, "stroke-width": 3 });

/** Gantt / project card. */
function ganttCard(x: number, y: number, w: number, h: number): string {
  const rows = [
    [0.05, 0.35, C.teal],
    [0.25, 0.4, C.amber],
    [0.4, 0.35, C.tealLight],
    [0.6, 0.32, T.navy4],
  ] as const;
  const rh = (h - 52) / rows.length;
  return (
    rect(x, y, w, h, C.sky, { rx: 12 }) +
    rect(x + 16, y + 16, w * 0.35, 8, T.navy3, { rx: 4, opacity: 0.6 }) +
    [1, 2, 3].map((k) => rect(x + 16 + (k * (w - 32)) / 4, y + 40, 1.5, h - 52, T.skyDark)).join("") +
    rows.map(([s, l, c], i) => rect(x + 16 + s * (w - 32), y + 44 + i * rh, l * (w - 32), rh - 12, c, { rx: (rh - 12) / 2 })).join("")
  );
}

/** Candidate profile card. */
function profileCard(x: number, y: number, w: number, look: O.Look, stars = 4): string {
  const h = w * 1.15;
  return (
    rect(x, y, w, h, C.sky, { rx: 14 }) +
    circle(x + w / 2, y + w * 0.34, w * 0.22, T.tealPale) +
    g(O.bust(look), { transform: `translate(${n(x + w / 2)} ${n(y + w * 0.56)}) scale(${n(w / 190)})` }) +
    rect(x + w * 0.2, y + w * 0.68, w * 0.6, 8, C.navy, { rx: 4, opacity: 0.75 }) +
    rect(x + w * 0.28, y + w * 0.78, w * 0.44, 6, C.slate, { rx: 3, opacity: 0.5 }) +
    Array.from({ length: 5 }, (_, i) => circle(x + w * 0.3 + i * w * 0.1, y + w * 0.94, w * 0.032, i < stars ? C.amber : T.skyDark)).join(
      "",
    )
  );
}

/** pts is a flat [x, y, r, x, y, r, ...] list, so i .. i + 2 are always in range. */
const sparkles = (pts: number[], color = C.tealLight) => {
  let s = "";
  for (let i = 0; i < pts.length; i += 3) s += circle(pts[i]!, pts[i + 1]!, pts[i + 2]!, color, { opacity: 0.7 });
  return s;
};

/* ---------- the 23 motifs (640x440 boxes) ---------- */

const MOTIFS = {
  "home-1": () =>
    O.cloud(30, 380, 580, C.white, { opacity: 0.07 }) +
    O.dashboard(90, 110, 400, 270, D, 1) +
    O.kpiCard(400, 40, 200, 110, D) +
    rect(20, 300, 170, 110, C.navy2, { rx: 12, stroke: C.teal, "stroke-width": 2 }) +
    (
      [
        [C.teal, 90],
        [C.amber, 64],
        [C.tealLight, 78],
      ] as const
    )
      .map(([fill, len], i) => circle(44, 328 + i * 26, 7, fill) + rect(60, 324 + i * 26, len, 8, C.sky, { rx: 4, opacity: 0.7 }))
      .join("") +
    sparkles([560, 220, 6, 590, 260, 4, 40, 120, 5]),

  // Kept within x 0..455 of the motif box: at 1200 px the banner (about 624 px tall) crops ~180 image px off each side.
  "home-2": () => {
    const board =
      rect(70, 20, 380, 210, C.navy2, { rx: 14, stroke: T.navy4, "stroke-width": 2 }) +
      [0, 1, 2]
        .map((c) =>
          [0, 1, 2]
            .slice(0, 3 - (c === 2 ? 1 : 0))
            .map((r) =>
              rect(94 + c * 118, 42 + r * 56, 98, 42, [C.teal, C.amber, C.tealLight][(c + r) % 3]!, { rx: 8, opacity: r === 0 ? 1 : 0.85 }),
            )
            .join(""),
        )
        .join("");
    // scaled to 0.82 from x=20: the right bubble ends at x≈452 of the box (1212 of the desktop image)
    return at(
      20,
      76,
      board +
        floor(420, 10, 530) +
        at(120, 420, O.person(CAST[0], C.navy, "talk"), 1.15) +
        at(260, 420, O.person({ ...CAST[1], shirt: C.tealLight }, C.navy, "point"), 1.15) +
        at(400, 420, O.person({ ...CAST[2], shirt: C.amber }), 1.15) +
        bubble(0, 138, 112, 48, C.sky, C.navy, false) +
        bubble(414, 132, 112, 48, C.amber, C.navy),
      0.82,
    );
  },

  "home-3": () => {
    const r = rng("home-3");
    const hub = [320, 220] as const;
    const nodes = Array.from({ length: 9 }, (_, i) => {
      const a = (i / 9) * Math.PI * 2 + 0.3;
      const rad = 150 + r() * 50;
      return [hub[0] + Math.cos(a) * rad * 1.35, hub[1] + Math.sin(a) * rad * 0.95, 12 + r() * 12, i] as const;
    });
    const links = nodes.map(([x, y], i) => {
      const [x2, y2] = nodes[(i + 1) % nodes.length]!;
      return `M${n(hub[0])} ${hub[1]}L${n(x)} ${n(y)}M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`;
    });
    return (
      circle(320, 220, 110, "none", { stroke: T.navy4, "stroke-width": 2, "stroke-dasharray": "4 8" }) +
      stroke(links.join(""), T.navy4, 2) +
      nodes
        .map(([x, y, s, i]) => circle(x, y, s, [C.teal, C.amber, C.tealLight, C.sky][i % 4]!) + circle(x, y, s * 0.4, C.navy2))
        .join("") +
      nodes
        .filter((_, i) => i % 3 === 0)
        .map(([x, y]) => circle((x + hub[0]) / 2, (y + hub[1]) / 2, 5, C.amber))
        .join("") +
      circle(320, 220, 64, C.teal) +
      circle(320, 220, 76, "none", { stroke: C.tealLight, "stroke-width": 2, opacity: 0.6 }) +
      O.cloud(276, 244, 88, C.white)
    );
  },

  "verticals-1": () => {
    const tile = (x: number, y: number, inner: string, sun: string) =>
      rect(x, y, 290, 200, C.navy2, { rx: 16 }) +
      circle(x + 240, y + 48, 22, sun, { opacity: 0.9 }) +
      rect(x + 14, y + 168, 262, 4, T.navy4, { rx: 2 }) +
      inner;
    const rows = Array.from({ length: 4 }, (_, i) => stroke(`M${20 + i * 24} 186q40-30 110-30`, i % 2 ? C.teal : T.tealDark, 8)).join("");
    return (
      tile(20, 10, at(20, 0, rows) + at(190, 172, O.tractor(D), 0.75), C.amber) +
      tile(330, 10, at(400, 172, O.towerCrane(D, 150), 0.7) + at(555, 172, O.building(D, 4, 2, 60), 0.9), C.tealLight) +
      tile(20, 230, at(160, 402, O.truck(D), 1.05), C.tealLight) +
      tile(330, 230, at(450, 402, O.factory(D, 180), 0.78) + O.gear(570, 330, 26, 8, C.amber), C.amber)
    );
  },

  "verticals-2": () =>
    circle(250, 110, 36, C.amber, { opacity: 0.9 }) +
    path("M0 380q160-70 320-20t320-10V440H0Z", C.navy2) +
    Array.from({ length: 4 }, (_, i) => stroke(`M${10 + i * 28} 410q60-40 170-40`, i % 2 ? C.teal : T.tealDark, 9)).join("") +
    at(150, 360, O.tractor(D), 0.7) +
    at(330, 360, O.factory(D, 160), 0.75) +
    at(480, 368, O.towerCrane(D, 250), 0.8) +
    at(580, 368, O.building(D, 6, 4, 70), 0.9) +
    rect(0, 420, 640, 20, T.navy3) +
    stroke("M20 430h600", C.sky, 2, { "stroke-dasharray": "24 18", opacity: 0.5 }) +
    at(430, 432, O.truck(D), 0.62),

  "precision-1": () => {
    let fence = "";
    for (let x = 10; x <= 630; x += 40) fence += `M${x} 300V400`;
    return (
      O.dashboard(330, 10, 290, 200, D, 2) +
      circle(296, 70, 24, C.amber) +
      circle(296, 64, 9, C.navy) +
      poly([280, 76, 296, 102, 312, 76], C.amber) +
      stroke(fence + "M10 320H630M10 360H630", T.navy3, 3) +
      floor(400) +
      at(210, 400, O.excavator(D), 1.25) +
      at(520, 400, O.skidSteer(D), 1.2) +
      O.hangTag(300, 262, 24, 80, C.amber, C.sky) +
      O.hangTag(577, 350, 16, 96, C.tealLight, C.sky)
    );
  },

  "precision-2": () => {
    const layers = [
      [C.teal, T.tealDark, "#087065"],
      [C.tealLight, C.teal, T.tealDark],
      [T.navy4, T.navy3, C.navy2],
      [C.amber, T.amberDark, "#b87409"],
    ] as const;
    let s = ground(300, 400, 200);
    layers.forEach(([top, l, r], i) => {
      const y = 330 - i * 62;
      s += slab(300, y, 170, 34, top, l, r);
    });
    return (
      s +
      slab(540, 110, 70, 22, C.sky, T.skyDark, "#a9c3da") +
      stroke("M540 170v60m-12-12 12 12 12-12", C.tealLight, 4, { "stroke-dasharray": "0" }) +
      slab(90, 120, 55, 18, C.amber, T.amberDark, "#b87409") +
      stroke("M90 170v40", C.tealLight, 3, { "stroke-dasharray": "4 6" }) +
      sparkles([600, 60, 5, 40, 60, 4, 620, 300, 6])
    );
  },

  "precision-3": () => {
    const rack = (y: number) =>
      rect(80, y, 200, 54, C.navy2, { rx: 8, stroke: T.navy4, "stroke-width": 2 }) +
      circle(104, y + 27, 6, C.teal) +
      circle(124, y + 27, 6, C.amber) +
      rect(150, y + 22, 110, 10, T.navy4, { rx: 5 });
    const bars = [0.3, 0.45, 0.62, 0.8, 1]
      .map((v, i) => rect(350 + i * 52, 410 - v * 250, 36, v * 250, i === 4 ? C.amber : C.teal, { rx: 6, opacity: 0.55 + i * 0.1 }))
      .join("");
    return (
      O.cloud(90, 150, 280, C.sky) +
      circle(230, 100, 18, C.teal) +
      stroke("M222 100h16m-6-6 6 6-6 6", C.white, 3) +
      stroke("M180 150v70M230 150v70", C.tealLight, 3, { "stroke-dasharray": "6 7" }) +
      rack(230) +
      rack(292) +
      rack(354) +
      bars +
      stroke("M340 300q120-40 270-230", C.tealLight, 5) +
      poly([596, 60, 622, 58, 616, 84], C.tealLight) +
      floor(414, 60, 640)
    );
  },

  "services-1": () =>
    circle(330, 230, 190, C.navy2) +
    circle(330, 230, 190, "none", { stroke: C.teal, "stroke-width": 2, "stroke-dasharray": "3 10" }) +
    at(230, 420, O.person({ ...CAST[4], shirt: C.teal }), 1.45) +
    at(420, 420, O.person({ ...CAST[0], shirt: C.sky }), 1.45) +
    O.briefcase(418, 336, 96, C.amber, C.navy) +
    rect(30, 60, 140, 120, C.sky, { rx: 12 }) +
    rect(30, 60, 140, 30, C.teal, { rx: 12 }) +
    rect(30, 78, 140, 12, C.teal) +
    Array.from({ length: 6 }, (_, i) =>
      rect(46 + (i % 3) * 40, 104 + Math.floor(i / 3) * 34, 28, 22, i === 4 ? C.amber : T.skyDark, { rx: 4 }),
    ).join("") +
    checkBadge(560, 90, 30),

  "services-2": () => {
    return (
      O.kpiCard(400, 30, 220, 120, D) +
      rect(30, 40, 180, 130, C.navy2, { rx: 12, stroke: T.navy4, "stroke-width": 2 }) +
      [0.5, 0.8, 0.6, 0.95].map((v, i) => rect(56 + i * 36, 150 - v * 90, 22, v * 90, i === 3 ? C.amber : C.teal, { rx: 4 })).join("") +
      at(320, 330, O.bust({ ...CAST[3], shirt: C.teal }), 2.1) +
      path("M250 330h140l-12-96H262Z", C.sky) +
      circle(320, 286, 8, C.teal) +
      rect(90, 330, 460, 16, T.navy4, { rx: 6 }) +
      rect(130, 346, 14, 74, T.navy3) +
      rect(496, 346, 14, 74, T.navy3) +
      path("M470 330v-30h36v30Z", C.amber) +
      stroke("M506 306q14 0 12 12t-12 6", C.amber, 4) +
      path("M140 330l-8-40h44l-8 40Z", C.teal) +
      circle(140, 276, 16, C.tealLight) +
      circle(160, 266, 14, C.teal) +
      circle(150, 254, 12, C.tealLight) +
      floor(420, 60, 580)
    );
  },

  "partners-1": () => {
    const p = (x: number, y: number, sides: [number, number, number, number], fill: string, rot = 0) =>
      g(path(O.puzzleD(sides), fill), { transform: `translate(${x} ${y}) rotate(${rot} 50 50) scale(1.55)` });
    return (
      circle(320, 225, 200, C.navy2) +
      p(170, 70, [0, 1, -1, 0], C.teal) +
      p(325, 70, [0, 0, 1, -1], C.tealLight) +
      p(170, 225, [1, -1, 0, 0], C.sky) +
      p(345, 240, [-1, 0, 0, 1], C.amber, 6) +
      sparkles([560, 120, 6, 100, 380, 5, 590, 330, 4, 80, 90, 4], C.amber)
    );
  },

  "partners-2": () => {
    const app = (x: number, y: number, fill: string, inner: string) => rect(x - 40, y - 40, 80, 80, fill, { rx: 18 }) + inner;
    const L = [90, 220, 350] as const;
    const R = [120, 320] as const;
    const curves =
      L.map((y) => `M130 ${y}C220 ${y} 220 225 280 225`).join("") + R.map((y) => `M360 225C430 225 430 ${y} 510 ${y}`).join("");
    return (
      stroke(curves, C.tealLight, 3, { opacity: 0.8 }) +
      stroke(curves, C.amber, 3, { "stroke-dasharray": "2 26" }) +
      app(90, L[0], C.sky, O.gear(90, L[0], 22, 8, C.teal)) +
      app(90, L[1], C.sky, rect(68, 200, 44, 40, C.teal, { rx: 6 }) + rect(68, 200, 44, 10, C.navy, { rx: 4 })) +
      app(
        90,
        L[2],
        C.sky,
        [0, 1, 2].map((i) => rect(70 + i * 15, 370 - (i + 1) * 12, 10, (i + 1) * 12, i === 2 ? C.amber : C.teal, { rx: 2 })).join(""),
      ) +
      circle(320, 225, 62, C.teal) +
      circle(320, 225, 78, "none", { stroke: C.teal, "stroke-width": 2, opacity: 0.5 }) +
      stroke("M296 212h48m-12-12 12 12-12 12M344 240h-48m12-12-12 12 12 12", C.white, 5) +
      app(550, R[0], C.amber, O.cloud(516, 134, 68, C.white)) +
      app(550, R[1], C.tealLight, circle(550, 320, 22, C.navy) + stroke("M538 320l8 8 16-16", C.white, 4))
    );
  },

  "careers-1": () => {
    const step = (x: number, y: number, w: number) => rect(x, y, w, 420 - y, C.navy2, { rx: 6 }) + rect(x, y, w, 10, C.teal, { rx: 4 });
    return (
      step(40, 350, 170) +
      step(230, 280, 170) +
      step(420, 200, 180) +
      at(125, 350, O.person(CAST[1]), 1.05) +
      at(315, 280, O.person(CAST[2]), 1.05) +
      at(510, 200, O.person(CAST[3]), 1.05) +
      rect(560, 20, 4, 180, C.sky) +
      path("M564 22h50l-12 18 12 18h-50Z", C.amber) +
      stroke("M40 240C160 230 250 150 420 90", C.tealLight, 5, { "stroke-dasharray": "14 10" }) +
      poly([414, 74, 446, 80, 424, 104], C.tealLight)
    );
  },

  "careers-2": () => {
    const bars = (
      [
        [0.3, C.teal],
        [0.5, C.teal],
        [0.72, C.tealLight],
        [1, C.amber],
      ] as const
    )
      .map(([v, top], i) => slab(250 + i * 90, 400 - v * 280, 34, v * 280, top, T.tealDark, "#087065"))
      .join("");
    return (
      ground(390, 430, 240) +
      bars +
      stroke("M170 300C280 280 380 200 560 70", C.white, 6) +
      poly([548, 54, 582, 52, 566, 84], C.white) +
      at(120, 420, O.person(CAST[0]), 1.25) +
      sparkles([600, 140, 6, 470, 60, 5, 200, 120, 4], C.amber) +
      checkBadge(70, 120, 28, C.amber)
    );
  },

  agriculture: (id) =>
    `<clipPath id="${id("clip")}">${circle(330, 210, 200, "#fff")}</clipPath>` +
    circle(330, 210, 200, C.navy2) +
    g(
      circle(440, 110, 40, C.amber) +
        circle(440, 110, 60, C.amber, { opacity: 0.15 }) +
        path("M100 270q160-90 330-30t140 0V440H100Z", T.navy3) +
        at(470, 262, O.barn(D, "#c2553f"), 0.7) +
        path("M100 300q200-70 400-10t100 0V440H100Z", T.tealDark) +
        Array.from({ length: 7 }, (_, i) => stroke(`M${60 + i * 55} 440q90-80 ${260 + i * 20}-130`, C.teal, 10)).join(""),
      { "clip-path": `url(#${id("clip")})` },
    ) +
    O.ellipse(300, 404, 150, 8, T.navyDeep, { opacity: 0.5 }) +
    // Harvest going to market (the page's own pictures show the dealership yard and a combine at work).
    at(310, 404, O.truck(D, C.amber, T.amberDark), 1.3),

  // Equipment tracked across job sites (the page's own pictures show the crane, the building and the excavator).
  construction: () =>
    circle(80, 80, 30, C.amber, { opacity: 0.9 }) +
    floor(410) +
    stroke("M150 150C240 90 330 200 420 140", C.tealLight, 4, { "stroke-dasharray": "10 10" }) +
    O.pin(150, 150, C.amber) +
    O.pin(420, 140, C.teal) +
    at(150, 410, O.scissorLift(D, 200), 1.15) +
    at(400, 410, O.skidSteer(D), 1.6) +
    O.kpiCard(450, 40, 180, 110, D),

  // Medical equipment delivered and serviced (the page's own pictures show the hospital and a ward).
  healthcare: () =>
    floor(410) +
    at(250, 405, O.truck(D, C.white, C.teal), 1.45) +
    rect(156, 296, 22, 56, C.teal, { rx: 3 }) +
    rect(139, 313, 56, 22, C.teal, { rx: 3 }) +
    circle(520, 290, 60, C.teal) +
    circle(520, 290, 76, "none", { stroke: C.tealLight, "stroke-width": 2, opacity: 0.6 }) +
    rect(508, 258, 24, 64, C.white, { rx: 4 }) +
    rect(488, 278, 64, 24, C.white, { rx: 4 }) +
    O.kpiCard(330, 40, 200, 120, D),

  // Parcels leave the dock for three stops, each delivery followed on a tablet (the page's own pictures show the warehouse, the truck and the racks).
  logistic: () =>
    stroke("M40 150C150 60 260 190 370 110S520 70 600 130", C.tealLight, 4, { "stroke-dasharray": "10 10" }) +
    O.pin(40, 150, C.amber) +
    O.pin(370, 110, C.teal) +
    O.pin(600, 130, C.amber) +
    floor(410) +
    rect(30, 396, 260, 14, T.amberDark, { rx: 3 }) +
    (
      [
        [40, 396],
        [120, 396],
        [200, 396],
        [80, 326],
        [160, 326],
        [120, 256],
      ] as const
    )
      .map(([x, y]) => O.box(x, y, 76, 70, C.amber, T.amberDark))
      .join("") +
    O.tablet(485, 300, 170, 210, D) +
    sparkles([620, 40, 6, 330, 380, 4], C.amber),

  // The parts store that keeps the line running (the page's own pictures show the factory, the gears and the robot arm).
  manufacturing: () =>
    floor(410) + at(40, 410, O.rack(D, 250, 4, 1), 1) + at(470, 410, O.forklift(D), 1.5) + O.kpiCard(400, 40, 210, 120, D),

  // Pick-up and delivery, from the counter to the customer's site (the page's own pictures show the yard and the planner).
  rentals: () =>
    floor(410) +
    stroke("M70 130C190 60 300 180 420 110S570 80 610 140", C.tealLight, 4, { "stroke-dasharray": "10 10" }) +
    O.pin(70, 130, C.amber) +
    O.pin(420, 110, C.teal) +
    O.pin(610, 140, C.amber) +
    at(250, 405, O.truck(D, C.sky, C.amber), 1.5) +
    O.kpiCard(440, 220, 180, 110, D),

  admininabox: () =>
    ground(320, 420, 230) +
    // back flaps
    poly([180, 240, 320, 170, 300, 120, 160, 190], T.amberDark) +
    poly([460, 240, 320, 170, 340, 120, 480, 190], "#b87409") +
    // floating items coming out
    rect(220, 40, 100, 124, C.sky, { rx: 10 }) +
    [0, 1, 2].map((i) => checkBadge(244, 72 + i * 32, 9) + rect(260, 68 + i * 32, 46, 8, T.skyDark, { rx: 4 })).join("") +
    O.gear(400, 80, 42, 10, C.tealLight) +
    circle(130, 110, 34, C.navy2, { stroke: C.amber, "stroke-width": 5 }) +
    stroke("M130 90v20l14 10", C.amber, 5) +
    // box body
    poly([180, 240, 320, 310, 320, 420, 180, 350], C.amber) +
    poly([320, 310, 460, 240, 460, 350, 320, 420], T.amberDark) +
    poly([180, 240, 320, 310, 250, 350, 110, 280], "#fbc15e") +
    poly([460, 240, 320, 310, 390, 350, 530, 280], "#fbc15e") +
    sparkles([560, 80, 6, 60, 220, 4, 600, 200, 4], C.tealLight),

  directhire: () =>
    g(profileCard(110, 90, 170, CAST[2], 3), { opacity: 0.55, transform: "rotate(-8 195 200)" }) +
    profileCard(250, 40, 210, { ...CAST[1], shirt: C.teal }, 5) +
    circle(500, 300, 56, "none", { stroke: C.amber, "stroke-width": 12 }) +
    line(540, 340, 600, 400, C.amber, 16) +
    checkBadge(450, 60, 30) +
    sparkles([80, 380, 5, 600, 120, 5, 60, 80, 4]),

  consultantcontractors: (id) =>
    ganttCard(160, 120, 320, 210) +
    stroke("M110 110L190 160M110 330L190 290M530 110L450 160M530 330L450 290", C.tealLight, 3, { "stroke-dasharray": "6 6" }) +
    avatar(id, "a1", 90, 90, 52, CAST[0]) +
    avatar(id, "a2", 90, 350, 52, { ...CAST[3], shirt: C.amber }) +
    avatar(id, "a3", 550, 90, 52, CAST[4], C.amber) +
    avatar(id, "a4", 550, 350, 52, { ...CAST[5], shirt: C.teal }, C.amber) +
    path("M530 328a20 19 0 0 1 40 0h7v6h-54v-6Z", C.amber) +
    rect(547, 309, 6, 14, "#fbc15e", { rx: 3 }),
} satisfies Record<string, Motif>;

export type HeroScene = keyof typeof MOTIFS;
export const HERO_SCENES = keysOf(MOTIFS);

/* ---------- frames ---------- */

function background(id: Id, w: number, h: number, mobile: boolean, scene: string): [string, string] {
  const r = rng(scene);
  const ringColor = r() > 0.5 ? C.teal : C.amber;
  const gx = mobile ? w / 2 : w * 0.76;
  const gy = mobile ? h * 0.73 : h / 2;
  const defs =
    linear(
      id("bg"),
      [
        [0, C.navy],
        [0.45, C.navy],
        [1, C.navy2],
      ],
      0,
      0,
      mobile ? 0 : 1,
      mobile ? 1 : 0.3,
    ) +
    radial(id("glow"), [
      [0, C.teal, 0.28],
      [1, C.teal, 0],
    ]);
  // calm decorations: faint dot field + one thin ring, all away from the text area
  let dots = "";
  const dx0 = mobile ? w - 170 : w - 200;
  const dy0 = mobile ? h * 0.47 : 40;
  // one path of zero-length round-capped segments: the same 2-unit dots as 20 circles, in a fifth of the bytes
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) dots += `M${n(dx0 + i * 30)} ${n(dy0 + j * 30)}h0`;
  dots = el("path", { d: dots, stroke: C.tealLight, "stroke-width": 4, "stroke-linecap": "round", opacity: 0.22 });
  const body =
    rect(0, 0, w, h, `url(#${id("bg")})`) +
    circle(gx, gy, mobile ? 420 : 460, `url(#${id("glow")})`) +
    circle(mobile ? w + 40 : w - 60, mobile ? h + 60 : h + 80, mobile ? 320 : 300, "none", {
      stroke: ringColor,
      "stroke-width": 2,
      opacity: 0.35,
    }) +
    dots;
  return [defs, body];
}

/** Motifs drawn narrower than their box (to stay inside the desktop crop) are re-centred on mobile. */
const MOBILE_SHIFT: Partial<Record<HeroScene, number>> = { "home-2": 84 };

export function heroSvg(scene: HeroScene, variant: "desktop" | "mobile", base: string): string {
  const id: Id = (s) => `${base}-${s}`;
  const mobile = variant === "mobile";
  const [w, h] = mobile ? [750, 900] : [1440, 560];
  const [defs, bg] = background(id, w, h, mobile, scene);
  const motif = MOTIFS[scene](id);
  const placed = mobile ? at(55 + (MOBILE_SHIFT[scene] ?? 0), 440, motif) : at(760, 60, motif);
  return doc(w, h, bg + placed, defs);
}
