/**
 * Light content illustrations: industry vertical scenes (720x480), content images (720x480) and
 * video posters (1280x720). Sky/mist backgrounds with navy, teal and amber shapes.
 */
import { C, T } from "./palette.ts";
import { doc, n, rect, circle, ellipse, path, poly, stroke, line, g, at, linear, boxes, keysOf } from "./svg.ts";
import * as O from "./objects.ts";
import { LIGHT as L, CAST } from "./objects.ts";

type Id = (s: string) => string;

/** Shared light backdrop: gradient wall/sky, soft white disc, ground band at groundY. */
function backdrop(
  id: Id,
  w: number,
  h: number,
  groundY: number,
  disc: [number, number, number] = [w * 0.62, h * 0.45, h * 0.42],
): [string, string] {
  const defs = linear(id("sky"), [
    [0, C.sky],
    [1, C.mist],
  ]);
  const body =
    rect(0, 0, w, h, `url(#${id("sky")})`) +
    circle(disc[0], disc[1], disc[2], C.white, { opacity: 0.75 }) +
    rect(0, groundY, w, h - groundY, T.skyMid) +
    rect(0, groundY, w, 4, T.skyDark);
  return [defs, body];
}

const scene = (id: Id, inner: string, groundY = 410, w = 720, h = 480, disc?: [number, number, number]) => {
  const [defs, bg] = backdrop(id, w, h, groundY, disc);
  return doc(w, h, bg + inner, defs);
};

const sun = (x: number, y: number, r = 34) => circle(x, y, r * 1.6, C.amber, { opacity: 0.18 }) + circle(x, y, r, C.amber);
const cloudL = (x: number, y: number, w: number) => O.cloud(x, y, w, C.white);
/** pts is a flat [x, y, h, x, y, h, ...] list, so i .. i + 2 are always in range. */
const trees = (pts: number[], fill = C.teal) => {
  let s = "";
  for (let i = 0; i < pts.length; i += 3) s += O.tree(pts[i]!, pts[i + 1]!, pts[i + 2]!, fill, T.navy3);
  return s;
};
/** White card with a soft outline so it reads on the light backdrop. */
const card = (x: number, y: number, w: number, h: number, r = 12) =>
  rect(x, y, w, h, C.white, { rx: r, stroke: T.skyDark, "stroke-width": 2 });
const checkBadge = (x: number, y: number, r: number, fill = C.teal) =>
  circle(x, y, r, fill) + stroke(`M${n(x - r * 0.4)} ${n(y)}l${n(r * 0.28)} ${n(r * 0.3)}l${n(r * 0.55)}-${n(r * 0.6)}`, C.white, r * 0.22);

/** Card with a header band and a grid of cells (calendar / booking board). */
function calendarCard(x: number, y: number, w: number, h: number, hi = 5): string {
  const cols = 5;
  const rows = 3;
  const cw = (w - 32 - (cols - 1) * 8) / cols;
  const ch = (h - 56 - 16 - (rows - 1) * 8) / rows;
  const cells: [number, number, number, number][] = [];
  let hiCell = "";
  for (let i = 0; i < cols * rows; i++) {
    const cx = x + 16 + (i % cols) * (cw + 8);
    const cy = y + 56 + Math.floor(i / cols) * (ch + 8);
    if (i === hi) hiCell = rect(cx, cy, cw, ch, C.amber, { rx: 4 });
    else cells.push([cx, cy, cw, ch]);
  }
  return (
    card(x, y, w, h) +
    path(`M${x} ${y + 40}v-28a12 12 0 0 1 12-12h${w - 24}a12 12 0 0 1 12 12v28Z`, C.teal) +
    boxes(cells, T.skyMid, {}, 4) +
    hiCell
  );
}

/* ---------- industry verticals (720x480) ---------- */

const VERTICALS = {
  // The dealership yard (not the hero's field and barn): showroom, a tractor with its planter, a second unit on a tag.
  "agriculture-1": (id) => {
    const planter =
      rect(-150, -44, 150, 10, C.navy2, { rx: 3 }) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            path(`M${-140 + i * 36} -34h28l-3 -30h-22Z`, C.amber) +
            circle(-128 + i * 36, -10, 10, C.navy, { stroke: T.slateLight, "stroke-width": 3 }) +
            rect(-130 + i * 36, -34, 4, 16, C.navy2),
        )
        .join("") +
      rect(-4, -40, 24, 6, C.navy2);
    return scene(
      id,
      sun(640, 70, 24) +
        cloudL(40, 90, 100) +
        rect(300, 130, 400, 200, C.white, { stroke: T.skyDark, "stroke-width": 3 }) +
        rect(290, 112, 420, 30, C.teal, { rx: 4 }) +
        rect(470, 120, 60, 14, C.white, { rx: 7, opacity: 0.8 }) +
        boxes(
          [0, 1, 2, 3].map((i) => [320 + i * 92, 160, 80, 110]),
          T.skyMid,
          {},
          4,
        ) +
        stroke("M360 160v110M452 160v110M544 160v110M636 160v110", C.white, 3) +
        rect(320, 280, 120, 50, C.navy2) +
        stroke("M70 330V150", C.slate, 4) +
        path("M72 152h54l-10 16 10 16H72Z", C.amber) +
        rect(0, 330, 720, 150, "#e5dccb") +
        boxes(
          Array.from({ length: 9 }, (_, i) => [i * 84, 396, 50, 6]),
          C.white,
          { opacity: 0.7 },
          3,
        ) +
        at(272, 430, O.tractor(L) + at(-70, 0, planter), 1.12) +
        at(570, 400, O.tractor({ ...L, accent: C.teal, body: C.amber }), 0.95) +
        stroke("M680 400v-70", C.slate, 4) +
        O.tag(650, 286, 0, C.amber, C.navy),
      480,
    );
  },
  "agriculture-2": (id) => {
    const combine =
      rect(-70, -120, 150, 84, C.teal, { rx: 8 }) +
      path("M10-120v-50a6 6 0 0 1 6-6h46a6 6 0 0 1 6 6v50Z", C.teal) +
      rect(18, -168, 42, 38, C.white, { opacity: 0.9, rx: 4 }) +
      stroke("M-60-120l-40-50h-40", C.navy2, 9) +
      rect(80, -64, 90, 36, C.amber, { rx: 6 }) +
      circle(150, -78, 22, "none", { stroke: C.navy2, "stroke-width": 4 }) +
      stroke("M150-100v44M128-78h44", C.navy2, 3) +
      O.wheel(40, -34, 34, L) +
      O.wheel(-52, -22, 22, L);
    return scene(
      id,
      sun(110, 80, 26) +
        path("M0 360q200-40 420-10t300 0V410H0Z", "#cfe8c4") +
        Array.from({ length: 6 }, (_, i) => stroke(`M${i * 130} 410l60-50`, "#b3d9a3", 6)).join("") +
        at(440, 420, combine, 1.2) +
        at(180, 440, O.person({ ...CAST[1], shirt: "#7aa95c" }, C.navy, "hold"), 1.45) +
        path("M146 226a34 12 0 0 1 68 0Z", C.amber) +
        rect(156, 206, 48, 22, C.amber, { rx: 9 }) +
        O.tablet(180, 318, 58, 42, L) +
        O.kpiCard(250, 70, 170, 100, L),
      410,
    );
  },
  "construction-1": (id) =>
    scene(
      id,
      cloudL(420, 120, 130) +
        at(230, 420, O.towerCrane(L, 330), 1) +
        at(560, 420, O.building(L, 9, 6, 170), 1) +
        at(80, 420, O.cone(C.amber), 1) +
        at(120, 420, O.cone(C.amber), 1),
      420,
    ),
  "construction-2": (id) =>
    scene(
      id,
      path("M400 420q60-90 160-80t120 80Z", "#d9b88a") +
        at(300, 430, O.excavator(L), 1.6) +
        at(610, 430, O.person({ ...CAST[3], shirt: C.amber }), 1.2) +
        at(610, 430, O.hardHat(C.amber), 1.2) +
        rect(40, 40, 200, 140, "#2f5f8a", { rx: 10 }) +
        stroke("M60 150h70v-60h60v60M60 70h150M130 90v60", C.white, 2.5, { opacity: 0.8 }) +
        stroke("M40 72h200M40 104h200M40 136h200M72 40v140M104 40v140M136 40v140M168 40v140M200 40v140", C.white, 1, { opacity: 0.15 }),
      430,
    ),
  "healthcare-1": (id) =>
    scene(
      id,
      cloudL(80, 120, 120) +
        at(330, 420, O.hospital(L, 260, T.navy4), 1.15) +
        trees([100, 420, 120, 150, 420, 90, 560, 420, 110]) +
        at(610, 440, O.ambulance(L), 0.9),
      420,
    ),
  "healthcare-2": (id) =>
    scene(
      id,
      at(200, 440, O.person({ ...CAST[2], shirt: C.white }), 1.5) +
        path("M191 247l9 16 9-16Z", C.teal) +
        stroke("M186 256q-2 40 14 44q16-4 14-44", C.navy, 3) +
        circle(200, 300, 5, C.navy) +
        at(430, 440, O.monitorStand(L), 1.2) +
        card(540, 80, 130, 170, 10) +
        rect(580, 70, 50, 20, C.slate, { rx: 6 }) +
        [0, 1, 2, 3].map((i) => checkBadge(562, 120 + i * 34, 8) + rect(578, 115 + i * 34, 70, 9, T.skyDark, { rx: 4.5 })).join("") +
        circle(600, 350, 38, C.teal) +
        O.crossShape(600, 350, 44, C.white) +
        g(rect(0, 0, 60, 24, C.amber, { rx: 12 }) + rect(30, 0, 30, 24, "#fbc15e", { rx: 12 }) + rect(30, 0, 12, 24, "#fbc15e"), {
          transform: "translate(70 380) rotate(-25)",
        }),
      440,
    ),
  "logistic-1": (id) =>
    scene(
      id,
      at(560, 360, O.warehouse(L, 240), 1) +
        stroke("M60 130C160 40 280 190 380 100S560 60 620 120", C.teal, 4, { "stroke-dasharray": "10 10" }) +
        O.pin(60, 130, C.amber) +
        O.pin(380, 100, C.teal) +
        O.pin(620, 120, C.navy) +
        rect(0, 390, 720, 60, T.slateLight) +
        stroke("M0 420h720", C.white, 4, { "stroke-dasharray": "30 24" }) +
        at(280, 430, O.truck(L, C.navy2, C.amber), 1.5),
      360,
    ),
  "logistic-2": (id) =>
    scene(
      id,
      at(30, 420, O.rack(L, 220, 4, 1), 1) +
        at(490, 420, O.rack(L, 200, 4, 3), 1) +
        at(360, 430, O.forklift(L), 1.3) +
        O.box(410, 355, 56, 48, C.amber, T.amberPale),
      420,
    ),
  "manufacturing-1": (id) =>
    scene(
      id,
      cloudL(60, 110, 110) +
        at(330, 420, O.factory(L, 320), 1.1) +
        O.gear(600, 150, 60, 12, C.amber) +
        O.gear(660, 240, 36, 9, C.teal) +
        trees([630, 420, 100, 40, 420, 90]),
      420,
    ),
  "manufacturing-2": (id) =>
    scene(
      id,
      O.gear(110, 110, 50, 10, C.tealLight) +
        O.gear(180, 160, 30, 8, C.amber) +
        at(420, 330, O.robotArm(L), 1.2) +
        rect(40, 330, 640, 26, C.navy, { rx: 13 }) +
        Array.from({ length: 9 }, (_, i) => circle(64 + i * 74, 343, 7, T.navy4)).join("") +
        O.box(110, 330, 60, 50, C.amber, T.amberPale) +
        O.box(260, 330, 60, 50, C.teal, C.tealLight) +
        O.box(560, 330, 60, 50, C.amber, T.amberPale) +
        rect(80, 356, 14, 64, C.navy2) +
        rect(626, 356, 14, 64, C.navy2) +
        card(560, 60, 120, 150, 10) +
        rect(574, 76, 92, 50, C.navy, { rx: 6 }) +
        stroke("M582 112l18-14 14 8 22-20 16 6", C.tealLight, 3) +
        circle(590, 150, 9, C.teal) +
        circle(616, 150, 9, C.amber) +
        circle(642, 150, 9, "#d9534f") +
        rect(576, 176, 88, 10, T.skyDark, { rx: 5 }),
      420,
    ),
  "rentals-1": (id) => {
    let fence = "";
    for (let x = 20; x <= 700; x += 45) fence += `M${x} 330V420`;
    return scene(
      id,
      stroke(fence + "M20 350H700M20 385H700", T.slateLight, 3) +
        at(140, 430, O.scissorLift(L, 220), 1.15) +
        at(380, 430, O.excavator(L), 1.25) +
        at(610, 430, O.skidSteer(L), 1.3) +
        O.hangTag(186, 186, 18, 84, C.amber, C.navy) +
        O.hangTag(455, 275, 20, 96, C.tealLight, C.navy) +
        O.hangTag(640, 347, 14, 80, C.amber, C.navy),
      430,
    );
  },
  "rentals-2": (id) =>
    scene(
      id,
      calendarCard(60, 60, 280, 220) +
        at(470, 440, O.forklift(L), 1.5) +
        O.hangTag(478, 290, 16, 90, C.amber, C.navy) +
        at(180, 440, O.person({ ...CAST[4], shirt: C.teal }), 1.3) +
        O.tablet(212, 350, 48, 36, L) +
        checkBadge(330, 70, 24),
      440,
    ),
} satisfies Record<string, (id: Id) => string>;

export type VerticalKey = keyof typeof VERTICALS;
export const VERTICAL_KEYS = keysOf(VERTICALS);
export const verticalSvg = (key: VerticalKey, base: string) => VERTICALS[key]((s) => `${base}-${s}`);

/* ---------- content images ---------- */

/** Two people shaking hands, centred on the clasp; origin at their feet line. */
function handshakePair(a: O.Look, b: O.Look, s = 1.7): string {
  const dx = 57 * s;
  return (
    at(-dx, 0, O.person(a, C.navy, "reach"), s) +
    g(O.person(b, C.navy2, "reach"), { transform: `translate(${n(dx)} 0) scale(${-s} ${s})` }) +
    ellipse(0, -92 * s, 7 * s, 6 * s, b.skin)
  );
}

/** Round portrait: bust clipped to a circle. */
const avatar = (id: Id, key: string, cx: number, cy: number, r: number, look: O.Look) =>
  `<clipPath id="${id(key)}">${circle(cx, cy, r, "#fff")}</clipPath>` +
  circle(cx, cy, r, C.white, { stroke: T.skyDark, "stroke-width": 3 }) +
  g(g(O.bust(look), { transform: `translate(${n(cx)} ${n(cy + r + 4)}) scale(${n(r / 50)})` }), { "clip-path": `url(#${id(key)})` });

const CONTENT = {
  "precision-teaser": (id) => {
    const lx = 190;
    const ly = 120;
    const lw = 340;
    const screen = O.dashboard(lx + 10, ly + 10, lw - 20, lw * 0.62 - 20, L, 3);
    return scene(
      id,
      rect(0, 372, 720, 16, C.navy2, { rx: 4 }) +
        O.laptop(lx, ly, lw, L, screen, T.slateLight) +
        at(100, 372, O.plant(L), 1.2) +
        O.mug(600, 372, C.teal) +
        O.kpiCard(520, 60, 160, 90, L),
      388,
    );
  },
  "about-founding": (id) =>
    scene(
      id,
      rect(40, 40, 200, 150, C.white, { rx: 8, stroke: T.skyDark, "stroke-width": 4 }) +
        stroke("M140 40v150M40 115h200", T.skyDark, 4) +
        card(440, 50, 240, 140, 8) +
        [
          [460, 70, C.amber],
          [530, 70, C.tealLight],
          [600, 70, C.teal],
          [460, 130, C.teal],
          [530, 130, "#fbc15e"],
        ]
          .map(([x, y, c]) => rect(x as number, y as number, 56, 44, c as string, { rx: 4 }))
          .join("") +
        stroke("M360 0v60M220 0v40M500 0v40", T.slateLight, 2) +
        path("M340 60h40l10 24h-60Z", C.navy2) +
        at(190, 330, O.bust(CAST[0]), 1.5) +
        at(310, 322, O.bust({ ...CAST[1], shirt: C.navy2 }), 1.6) +
        at(430, 322, O.bust(CAST[2]), 1.6) +
        at(550, 330, O.bust({ ...CAST[3], shirt: C.amber }), 1.5) +
        rect(80, 320, 560, 24, C.navy, { rx: 8 }) +
        rect(120, 344, 16, 90, C.navy2) +
        rect(584, 344, 16, 90, C.navy2) +
        path("M250 320l10-40h60l-10 40Z", T.slateLight) +
        path("M400 320l-10-40h60l10 40Z", T.slateLight) +
        rect(480, 306, 60, 14, C.white, { rx: 2 }) +
        O.mug(200, 320, C.teal),
      430,
    ),
  joinus: (id) => {
    const bars = [0.35, 0.55, 0.75, 1]
      .map((v, i) => rect(250 + i * 60, 400 - v * 230, 44, v * 230, i === 3 ? C.amber : C.teal, { rx: 6 }))
      .join("");
    return scene(
      id,
      bars +
        stroke("M230 260L300 210L360 225L480 120", C.navy, 5) +
        poly([466, 110, 494, 106, 488, 134], C.navy) +
        at(120, 420, O.person(CAST[0]), 1.2) +
        at(190, 420, O.person({ ...CAST[4], shirt: C.navy2 }), 1.1) +
        at(560, 420, O.person(CAST[3]), 1.2) +
        at(630, 420, O.person({ ...CAST[2], shirt: C.amber }), 1.1) +
        [
          [80, 80, C.amber],
          [640, 90, C.teal],
          [560, 160, C.tealLight],
          [150, 170, C.amber],
          [420, 60, C.tealLight],
        ]
          .map(([x, y, c]) => rect(x as number, y as number, 10, 10, c as string, { rx: 2, transform: `rotate(30 ${x} ${y})` }))
          .join(""),
      420,
    );
  },
  directhire: (id) =>
    scene(
      id,
      at(360, 430, handshakePair({ ...CAST[0], shirt: C.teal }, { ...CAST[1], shirt: C.amber }), 1) +
        checkBadge(360, 96, 32) +
        stroke("M180 96h130M410 96h130", C.teal, 3, { "stroke-dasharray": "6 8" }) +
        card(60, 30, 120, 140) +
        avatar(id, "a", 120, 78, 32, { ...CAST[2], shirt: C.teal }) +
        rect(85, 124, 70, 8, C.navy, { rx: 4, opacity: 0.7 }) +
        rect(95, 142, 50, 7, T.skyDark, { rx: 3.5 }) +
        card(540, 30, 120, 140) +
        O.briefcase(565, 62, 70, C.amber, C.navy) +
        rect(565, 136, 70, 8, C.navy, { rx: 4, opacity: 0.7 }),
      430,
    ),
} satisfies Record<string, (id: Id) => string>;

export type ContentKey = keyof typeof CONTENT;
export const CONTENT_KEYS = keysOf(CONTENT);
export const contentSvg = (key: ContentKey, base: string) => CONTENT[key]((s) => `${base}-${s}`);

/* ---------- video posters (1280x720) ---------- */

const play = (cx: number, cy: number) =>
  circle(cx, cy, 112, C.teal, { opacity: 0.18 }) +
  circle(cx, cy, 88, C.teal) +
  path(`M${cx - 26} ${cy - 42}v84l70-42Z`, C.white, { "stroke-linejoin": "round" });

const POSTERS = {
  "ceo-video-poster": (id, p) => {
    const books = [C.teal, C.amber, C.navy2, C.tealLight, T.navy4, C.amber, C.teal, C.navy];
    let shelf = "";
    for (let r = 0; r < 3; r++) {
      let x = 900;
      books.forEach((c, i) => {
        const bw = 18 + ((i + r) % 3) * 6;
        const bh = 70 - ((i * 3 + r) % 4) * 8;
        if (x + bw < 1180) shelf += rect(x, 160 + r * 110 - bh, bw, bh, c, { rx: 2 });
        x += bw + 4;
      });
      shelf += rect(890, 160 + r * 110, 300, 10, C.navy2, { rx: 3 });
    }
    return scene(
      id,
      rect(120, 80, 300, 260, C.white, { rx: 10, stroke: T.skyDark, "stroke-width": 6 }) +
        stroke("M270 80v260M120 210h300", T.skyDark, 6) +
        cloudL(150, 170, 110) +
        shelf +
        // Alexandra Reyes as in her About Us portrait: long dark-brown hair, teal blazer over a white top, amber earrings
        at(400, 560, O.bust(O.CEO), 3.6) +
        poly([366, 378, 400, 444, 434, 378], C.white) +
        poly([360, 380, 400, 448, 384, 470, 346, 396], O.shade(C.teal, -0.18)) +
        poly([440, 380, 400, 448, 416, 470, 454, 396], O.shade(C.teal, -0.18)) +
        circle(347, 322, 6, C.amber) +
        circle(453, 322, 6, C.amber) +
        O.laptop(520, 430, 200, L, rect(528, 438, 184, 108, T.navy3, { rx: 4 }), T.slateLight) +
        rect(120, 560, 1040, 40, C.navy, { rx: 10 }) +
        rect(180, 600, 30, 120, C.navy2) +
        rect(1070, 600, 30, 120, C.navy2) +
        at(1040, 560, O.plant(L), 1.5) +
        O.mug(300, 560, C.amber) +
        (p ? play(760, 300) : ""),
      620,
      1280,
      720,
      [640, 330, 300],
    );
  },
  "we-can-help-poster": (id, p) =>
    scene(
      id,
      at(330, 620, O.bust({ ...CAST[2], shirt: C.teal }), 4) +
        stroke("M262 340a68 72 0 0 1 136 0", C.navy, 12) +
        rect(246, 330, 24, 42, C.navy, { rx: 10 }) +
        rect(390, 330, 24, 42, C.navy, { rx: 10 }) +
        stroke("M402 370q0 46-46 52", C.navy, 6) +
        circle(354, 422, 7, C.navy) +
        rect(60, 600, 560, 30, C.navy, { rx: 10 }) +
        rect(820, 140, 300, 90, C.white, { rx: 18 }) +
        poly([840, 228, 836, 256, 870, 228], C.white) +
        rect(850, 170, 200, 12, T.skyDark, { rx: 6 }) +
        rect(850, 196, 140, 12, T.skyDark, { rx: 6 }) +
        rect(880, 280, 300, 90, C.teal, { rx: 18 }) +
        poly([1160, 368, 1164, 396, 1130, 368], C.teal) +
        rect(910, 310, 200, 12, C.white, { rx: 6, opacity: 0.8 }) +
        rect(910, 336, 120, 12, C.white, { rx: 6, opacity: 0.8 }) +
        checkBadge(860, 470, 40) +
        O.gear(990, 480, 48, 10, C.amber) +
        checkBadge(1110, 470, 40, C.navy2) +
        (p ? play(640, 330) : ""),
      620,
      1280,
      720,
      [640, 360, 320],
    ),
  "product-tour-poster": (id, p) =>
    scene(
      id,
      O.laptop(380, 170, 520, L, O.dashboard(396, 186, 488, 290, L, 4), T.slateLight) +
        rect(120, 140, 180, 120, C.white, { rx: 14 }) +
        O.gear(210, 200, 36, 10, C.teal) +
        rect(980, 120, 180, 120, C.white, { rx: 14 }) +
        [0, 1, 2].map((i) => rect(1010 + i * 44, 210 - (i + 1) * 22, 30, (i + 1) * 22, i === 2 ? C.amber : C.teal, { rx: 4 })).join("") +
        rect(120, 400, 180, 120, C.white, { rx: 14 }) +
        O.box(172, 490, 76, 60, C.amber, T.amberPale) +
        rect(980, 400, 180, 120, C.white, { rx: 14 }) +
        O.pin(1070, 500, C.teal) +
        stroke("M300 200h60M300 460h60M920 180h60M920 460h60", C.teal, 3, { "stroke-dasharray": "6 8" }) +
        (p ? play(640, 330) : ""),
      640,
      1280,
      720,
      [640, 360, 320],
    ),
} satisfies Record<string, (id: Id, withPlay: boolean) => string>;

export type PosterKey = keyof typeof POSTERS;
export const POSTER_KEYS = keysOf(POSTERS);
/** Poster with its play button; play=false gives the clean backdrop used for the videos. */
export const posterSvg = (key: PosterKey, base: string, withPlay = true) => POSTERS[key]((s) => `${base}-${s}`, withPlay);

/* ---------- 16:9 frames of the 720x480 scenes (vertical video posters, video backdrops) ---------- */

/** A 720x480 scene as a 1280x720 frame (its top and bottom 37.5 units cropped), optionally with the play button. */
export const widen = (svg: string, withPlay: boolean): string =>
  doc(
    1280,
    720,
    svg.trimEnd().replace(/^<svg [^>]*>/, '<svg width="1280" height="720" viewBox="0 37.5 720 405" preserveAspectRatio="xMidYMid slice">') +
      (withPlay ? play(640, 360) : ""),
  );

/** The five industry videos (pages/_site.yaml videos): each has its own poster and backdrop, the vertical's first scene. */
export const VIDEO_VERTICALS = ["agriculture", "construction", "healthcare", "logistic", "manufacturing"] as const;
export type VideoVertical = (typeof VIDEO_VERTICALS)[number];
export const verticalPosterSvg = (v: VideoVertical, base: string, withPlay = true) => widen(verticalSvg(`${v}-1`, base), withPlay);

export { ellipse, line };
