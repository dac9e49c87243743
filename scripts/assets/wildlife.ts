/**
 * Wildlife gallery (1200x800): low-poly animals in their habitats. Each body part is a polygon that is
 * fan-triangulated from its centroid; every facet is shaded by which way it faces relative to a top-left
 * light, giving the faceted look without hand-placing hundreds of triangles. Natural palettes are used here.
 */
import { doc, n, rect, circle, path, poly, g, linear, rng } from "./svg.ts";
import { shade } from "./people.ts";

type Pts = number[];
const LIGHT: [number, number] = [-0.55, -0.83];

/** Integer polygon path (compact). pts is a flat [x0, y0, x1, y1, ...] list, so i and i + 1 are always in range. */
const ip = (pts: Pts) => {
  let d = "";
  for (let i = 0; i < pts.length; i += 2) d += (i ? "L" : "M") + Math.round(pts[i]!) + " " + Math.round(pts[i + 1]!);
  return d + "Z";
};
const fillPoly = (pts: Pts, fill: string) => `<path d="${ip(pts)}" fill="${fill}"/>`;
/** Many same-coloured polygons as one path. */
const multi = (polys: Pts[], fill: string, extra = "") =>
  polys.length ? `<path d="${polys.map(ip).join("")}" fill="${fill}"${extra}/>` : "";

/** Faceted polygon: base fill plus centroid-fan triangles shaded by facing direction. */
function lowpoly(pts: Pts, base: string, r: () => number, strength = 0.22): string {
  // pts is a flat [x0, y0, x1, y1, ...] list of k points: every index below (incl. the wrap-around) is in range
  const k = pts.length / 2;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < k; i++) {
    cx += pts[2 * i]!;
    cy += pts[2 * i + 1]!;
  }
  cx /= k;
  cy /= k;
  let s = fillPoly(pts, base);
  for (let i = 0; i < k; i++) {
    const [x1, y1, x2, y2] = [pts[2 * i]!, pts[2 * i + 1]!, pts[(2 * i + 2) % pts.length]!, pts[(2 * i + 3) % pts.length]!];
    const mx = (x1 + x2) / 2 - cx;
    const my = (y1 + y2) / 2 - cy;
    const len = Math.hypot(mx, my) || 1;
    const dot = (mx / len) * LIGHT[0] + (my / len) * LIGHT[1];
    const amt = dot * strength + (r() - 0.5) * 0.08;
    s += fillPoly([cx, cy, x1, y1, x2, y2], shade(base, amt));
  }
  return s;
}

/** Mountain: triangle split into lit and shaded halves, optional snow cap. */
function mountain(x: number, base: number, w: number, h: number, col: string, snow?: string): string {
  const px = x + w * 0.08;
  const top = base - h;
  let s =
    fillPoly([x - w / 2, base, px, top, px, base], shade(col, 0.12)) + fillPoly([px, top, x + w / 2, base, px, base], shade(col, -0.12));
  if (snow) {
    const k = 0.28;
    const lx = px + (x - w / 2 - px) * k;
    const rx = px + (x + w / 2 - px) * k;
    const sy = top + h * k;
    s += fillPoly(
      [px, top, lx, sy, lx + (px - lx) * 0.4, sy - h * 0.05, px, sy + h * 0.03, rx - (rx - px) * 0.3, sy - h * 0.04, rx, sy],
      snow,
    );
  }
  return s;
}

/** Jagged ridge band from x=0..1200 between baseline y and peaks. */
function ridge(r: () => number, y: number, amp: number, step: number, fill: string): string {
  const pts: Pts = [0, 800];
  for (let x = 0; x < 1200 + step; x += step) pts.push(Math.min(x, 1200), y - r() * amp);
  pts.push(1200, 800);
  return fillPoly(pts, fill);
}

/** Two-facet pine tree. */
const pine = (x: number, y: number, h: number, col: string) =>
  fillPoly([x, y - h, x - h * 0.28, y, x, y], shade(col, 0.1)) + fillPoly([x, y - h, x + h * 0.28, y, x, y], shade(col, -0.1));
/** A row of two-facet pines drawn as two paths (lit halves, shaded halves) with a ground band behind. */
function forest(r: () => number, y: number, x0: number, x1: number, count: number, hMin: number, hMax: number, col: string): string {
  const lit: Pts[] = [];
  const dim: Pts[] = [];
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + r() * 0.8)) / count;
    const b = y + r() * 14;
    const h = hMin + r() * (hMax - hMin);
    lit.push([x, b - h, x - h * 0.28, b, x, b]);
    dim.push([x, b - h, x + h * 0.28, b, x, b]);
  }
  return rect(0, y, 1200, 800 - y, shade(col, -0.2)) + multi(lit, shade(col, 0.1)) + multi(dim, shade(col, -0.1));
}

const sky = (id: string, top: string, bottom: string) =>
  [
    linear(id, [
      [0, top],
      [1, bottom],
    ]),
    rect(0, 0, 1200, 800, `url(#${id})`),
  ] as const;

/** A body part: points, colour, and whether it is small enough to draw flat (no facets). */
type Part = [Pts, string, boolean?];
/** An animal: parts drawn in order, faceted unless flagged flat. */
function animal(parts: Part[], r: () => number): string {
  return parts.map(([p, c, flat]) => (flat ? fillPoly(p, c) : lowpoly(p, c, r))).join("");
}
const place = (x: number, y: number, s: number, inner: string, flip = false) =>
  g(inner, { transform: `translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})` });

/** Thin leg quad from hip (x,y) down to the ground with a knee offset. */
const leg = (x: number, y: number, w: number, knee: number, hoof: string | null, col: string, footY = 0, sock = 8): Part[] => {
  const parts: Part[] = [
    [
      [
        x,
        y,
        x + w,
        y,
        x + w * 0.8 + knee,
        (y + footY) / 2,
        x + w * 0.75,
        footY - 6,
        x + w * 0.1,
        footY - 6,
        x + knee * 0.6,
        (y + footY) / 2,
      ],
      col,
    ],
  ];
  if (hoof) {
    const t = sock / (footY - y);
    parts.push([
      [x + knee * 0.6 * (1 - t) + w * 0.1, footY - sock, x + w * 0.75 + knee * 0.2, footY - sock, x + w * 0.85, footY, x, footY],
      hoof,
      true,
    ]);
  }
  return parts;
};

/* ---------- animals (local coords, ground y=0, facing right) ---------- */

function elk(r: () => number): string {
  const body = "#8b5a2b";
  const dark = "#5c3a1e";
  const ant = "#e8dcc0";
  const beam =
    "M432 -364L410 -420L382 -478L352 -528L328 -566M426 -380L470 -392M410 -418L456 -446M392 -458L440 -496M370 -498L410 -540M350 -532L372 -580";
  const antlers = (dx: number, dy: number, col: string) =>
    `<path d="${beam}" transform="translate(${dx} ${dy})" fill="none" stroke="${col}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  return (
    antlers(-30, 8, "#c9b994") +
    animal(
      [
        ...leg(310, -150, 22, -6, "#2b1d12", dark),
        ...leg(150, -160, 26, -10, "#2b1d12", dark),
        [[80, -250, 200, -272, 330, -264, 382, -232, 376, -162, 322, -140, 180, -140, 100, -160, 70, -200], body],
        [[70, -200, 80, -250, 118, -258, 122, -178, 100, -160], "#e3cfa4"],
        [[328, -262, 380, -330, 420, -348, 442, -322, 404, -240, 376, -178, 336, -196], dark],
        ...leg(345, -165, 24, 4, "#2b1d12", "#6b4424"),
        ...leg(112, -170, 30, -4, "#2b1d12", "#6b4424"),
        [[408, -352, 440, -368, 498, -334, 512, -314, 496, -304, 446, -314, 420, -322], "#7a4e26"],
        [[496, -334, 512, -314, 498, -306, 488, -322], "#3a2616", true],
        [[420, -352, 398, -388, 434, -362], "#7a4e26", true],
      ],
      r,
    ) +
    antlers(0, 0, ant)
  );
}

function eagle(r: () => number): string {
  const wing = "#3d2b1f";
  const cov = "#5a4030";
  const white = "#f4f1ea";
  const half = (m: number): Part[] => {
    const f = (pts: Pts) => pts.map((v, i) => (i % 2 === 0 ? v * m : v));
    return [
      [
        f([
          -20, -40, -150, -72, -290, -84, -400, -64, -440, -38, -452, -26, -424, -14, -448, -2, -412, 6, -432, 18, -392, 22, -290, 28, -190,
          32, -100, 36, -20, 30,
        ]),
        wing,
      ],
      [f([-20, -40, -150, -72, -270, -80, -300, -40, -200, -10, -100, 0, -30, 5]), cov],
    ];
  };
  return animal(
    [
      ...half(1),
      ...half(-1),
      [[-22, 70, 22, 70, 46, 150, 0, 168, -46, 150], white],
      [[0, -92, 26, -60, 36, 0, 26, 62, 0, 82, -26, 62, -36, 0, -26, -60], "#3b2a1e"],
      [[0, -142, 22, -122, 26, -90, 0, -74, -26, -90, -22, -122], white],
      [[0, -162, 10, -140, -10, -140], "#f2b233", true],
      [[-18, 70, -6, 70, -8, 88, -20, 86], "#f2b233", true],
      [[6, 70, 18, 70, 20, 86, 8, 88], "#f2b233", true],
    ],
    r,
  );
}

function grizzly(r: () => number): string {
  const b = "#7a5230";
  return (
    animal(
      [
        ...leg(270, -120, 42, -4, null, "#5e3d22"),
        ...leg(100, -110, 44, -8, null, "#5e3d22"),
        [[60, -120, 120, -200, 230, -226, 262, -242, 302, -226, 342, -182, 348, -112, 302, -82, 120, -80, 66, -96], b],
        [[230, -226, 262, -242, 302, -226, 320, -200, 270, -205], "#8e6238"],
        ...leg(300, -125, 46, 6, null, "#6b4628"),
        ...leg(66, -115, 48, -2, null, "#6b4628"),
        [[330, -200, 372, -216, 412, -196, 446, -166, 452, -146, 426, -134, 380, -130, 344, -142], b],
        [[410, -172, 450, -162, 456, -146, 430, -136, 404, -148], "#a67c52"],
        [[446, -168, 462, -160, 456, -148], "#2a1a10", true],
        [[348, -212, 350, -236, 372, -218], "#5e3d22", true],
        [[372, -216, 382, -238, 394, -212], "#5e3d22", true],
      ],
      r,
    ) + circle(405, -182, 4, "#1a120b")
  );
}

function fox(r: () => number): string {
  const o = "#d9652b";
  const w = "#f6efe6";
  const k = "#2b211c";
  return (
    animal(
      [
        [[122, -122, 40, -134, -20, -114, -52, -80, -30, -70, 20, -80, 122, -94], o],
        [[-52, -80, -20, -112, -6, -96, -30, -70], w, true],
        ...leg(250, -95, 14, 6, "#1f1814", "#a8461a", 0, 40),
        ...leg(118, -95, 16, -10, "#1f1814", "#a8461a", 0, 40),
        [[100, -120, 180, -136, 262, -132, 292, -110, 282, -86, 200, -80, 120, -86], o],
        [[262, -132, 302, -166, 322, -150, 306, -104, 284, -92], w],
        ...leg(272, -100, 14, 10, k, "#c45a24", 0, 44),
        ...leg(140, -96, 16, -4, k, "#c45a24", 0, 44),
        [[300, -166, 330, -186, 346, -172, 392, -150, 386, -140, 346, -134, 314, -146], o],
        [[346, -140, 388, -141, 352, -128], w, true],
        [[318, -180, 318, -218, 340, -178], o, true],
        [[318, -205, 318, -218, 326, -203], k, true],
        [[334, -176, 342, -208, 352, -170], shade(o, -0.15), true],
        [[386, -150, 394, -146, 388, -140], k, true],
      ],
      r,
    ) + circle(350, -164, 3.5, k)
  );
}

function bison(r: () => number): string {
  const b = "#5a3b23";
  return (
    animal(
      [
        ...leg(300, -110, 34, -2, "#1f140b", "#3a2515"),
        ...leg(110, -110, 34, -6, "#1f140b", "#3a2515"),
        [[60, -172, 150, -192, 260, -242, 330, -252, 380, -222, 390, -132, 340, -90, 120, -95, 70, -122], b],
        [[260, -242, 330, -252, 380, -222, 396, -150, 382, -100, 330, -90, 296, -160], "#7a5535"],
        [[62, -170, 40, -150, 36, -110, 44, -112, 50, -150], "#3a2515", true],
        ...leg(330, -115, 36, 4, "#1f140b", "#4a3020"),
        ...leg(80, -118, 36, 0, "#1f140b", "#4a3020"),
        [[380, -202, 420, -192, 446, -150, 452, -106, 426, -86, 396, -96, 380, -130], "#3d2716"],
        [[398, -96, 426, -86, 418, -56, 398, -70], "#6b4a2b"],
        [[398, -198, 410, -226, 422, -198], "#d8d2c4", true],
      ],
      r,
    ) + circle(428, -160, 4, "#0f0a06")
  );
}

function wolf(r: () => number): string {
  const c = "#8d939d";
  return (
    animal(
      [
        [[80, -160, 30, -140, 0, -100, 22, -96, 60, -120, 86, -130], "#6d737d"],
        ...leg(255, -125, 16, 4, null, "#5d636d"),
        ...leg(115, -120, 18, -8, null, "#5d636d"),
        [[80, -160, 160, -176, 262, -170, 302, -150, 296, -116, 200, -106, 110, -112], c],
        [[150, -112, 200, -106, 296, -116, 280, -130, 180, -128], "#d5d8dd"],
        [[258, -172, 290, -232, 322, -252, 342, -226, 322, -170, 300, -150], "#b9bec6"],
        ...leg(280, -125, 16, 8, null, "#7a808a"),
        ...leg(96, -128, 18, -2, null, "#7a808a"),
        [[310, -252, 330, -278, 378, -322, 390, -312, 352, -256, 340, -226], c],
        [[316, -256, 304, -292, 330, -264], "#5d636d", true],
      ],
      r,
    ) + circle(342, -272, 3.5, "#1b1e24")
  );
}

function moose(r: () => number): string {
  const b = "#4a3020";
  const ant = "#d9c9a3";
  return (
    animal(
      [
        ...leg(318, -220, 24, -6, null, "#2e1e12"),
        ...leg(150, -215, 26, -10, null, "#2e1e12"),
        [[80, -300, 180, -332, 300, -338, 362, -312, 372, -232, 322, -210, 120, -210, 80, -242], b],
        [[330, -322, 392, -332, 422, -300, 392, -250, 352, -240], "#3b2517"],
        ...leg(345, -225, 26, 6, null, "#5a3d28"),
        ...leg(110, -220, 28, -2, null, "#5a3d28"),
        [[390, -332, 422, -342, 472, -302, 502, -270, 496, -250, 470, -246, 430, -270, 404, -290], "#553826"],
        [[410, -282, 426, -272, 416, -230, 404, -246], "#3b2517", true],
        [
          [
            402, -346, 362, -392, 330, -422, 344, -402, 322, -434, 352, -422, 348, -448, 372, -422, 384, -448, 396, -412, 420, -398, 432,
            -362,
          ],
          ant,
        ],
        [[424, -352, 452, -392, 480, -410, 470, -390, 494, -404, 486, -378, 504, -372, 478, -356, 446, -346], ant],
      ],
      r,
    ) + circle(452, -304, 4, "#120b06")
  );
}

function goat(r: () => number): string {
  const w = "#f3f1ec";
  const k = "#2a2a2a";
  return (
    animal(
      [
        ...leg(250, -125, 22, -4, k, "#d9d6cf"),
        ...leg(120, -118, 24, -6, k, "#d9d6cf"),
        [[80, -192, 170, -212, 262, -206, 302, -180, 302, -118, 252, -108, 120, -110, 84, -140], w],
        [[270, -206, 302, -250, 332, -262, 346, -236, 322, -190, 302, -180], w],
        ...leg(276, -128, 24, 6, k, "#e8e5de"),
        ...leg(94, -130, 26, 0, k, "#e8e5de"),
        [[302, -256, 332, -272, 366, -242, 372, -226, 352, -218, 326, -230], w],
        [[336, -226, 354, -222, 346, -192], "#e0ddd5", true],
        [[312, -266, 300, -304, 286, -318, 306, -300, 322, -268], k, true],
      ],
      r,
    ) + circle(342, -248, 3.5, k)
  );
}

function owl(r: () => number): string {
  const w = "#f7f7f4";
  const gr = "#dfe3e8";
  const spk = "#3b3f46";
  let speckles = "";
  const sr = rng("owl-speckles");
  for (let i = 0; i < 26; i++) {
    const x = -80 + sr() * 160;
    const y = -240 + sr() * 200;
    if (Math.abs(x) > 90 - Math.abs(y + 140) * 0.3) continue;
    speckles += fillPoly([x, y, x + 8, y + 5, x + 16, y, x + 8, y + 3], spk);
  }
  return (
    animal(
      [
        [[0, -300, 60, -282, 96, -222, 106, -140, 86, -60, 40, -10, 0, 0, -40, -10, -86, -60, -106, -140, -96, -222, -60, -282], w],
        [[60, -270, 100, -220, 110, -140, 90, -60, 60, -40, 70, -140], gr],
        [[-60, -270, -100, -220, -110, -140, -90, -60, -60, -40, -70, -140], gr],
        [[0, -392, 55, -380, 86, -342, 80, -296, 45, -270, 0, -262, -45, -270, -80, -296, -86, -342, -55, -380], w],
      ],
      r,
    ) +
    speckles +
    circle(-32, -332, 15, "#f5c518") +
    circle(32, -332, 15, "#f5c518") +
    circle(-32, -332, 7, "#111") +
    circle(32, -332, 7, "#111") +
    fillPoly([0, -318, 9, -305, 0, -290, -9, -305], "#4a4f57") +
    fillPoly([-30, 0, -10, 0, -14, 10, -34, 10], "#cfd5dc") +
    fillPoly([10, 0, 30, 0, 34, 10, 14, 10], "#cfd5dc")
  );
}

/* ---------- habitats ---------- */

type Scene = (id: string) => [string, string];

export const WILDLIFE = {
  elk: (id) => {
    const r = rng("elk");
    const [d, s] = sky(id + "-sky", "#f3cf9a", "#d9e6ee");
    return [
      d,
      s +
        circle(930, 180, 60, "#fbe3b5") +
        mountain(250, 470, 700, 300, "#7f95ad", "#f1f4f7") +
        mountain(760, 470, 800, 380, "#6a819b", "#eef2f6") +
        mountain(1130, 470, 500, 250, "#7f95ad", "#f1f4f7") +
        forest(r, 480, -20, 1220, 34, 70, 130, "#2f5d50") +
        ridge(r, 560, 30, 100, "#c9a55a") +
        ridge(r, 640, 20, 150, "#b38f45") +
        place(380, 720, 1.05, elk(r)),
    ];
  },
  "bald-eagle": (id) => {
    const r = rng("bald-eagle");
    const [d, s] = sky(id + "-sky", "#7fb6de", "#e4f0f8");
    return [
      d,
      s +
        mountain(220, 560, 600, 260, "#6f8fb0", "#f4f7fa") +
        mountain(640, 560, 760, 340, "#5d7d9f", "#f4f7fa") +
        mountain(1080, 560, 620, 280, "#6f8fb0", "#f4f7fa") +
        forest(r, 580, -20, 1220, 40, 60, 120, "#2c5446") +
        rect(0, 590, 1200, 210, "#4f86b0") +
        [620, 660, 700, 740].map((y, i) => rect(120 + i * 170, y, 260 - i * 20, 5, "#ffffff", { rx: 2.5, opacity: 0.35 })).join("") +
        place(600, 300, 1.0, eagle(r)),
    ];
  },
  "grizzly-bear": (id) => {
    const r = rng("grizzly-bear");
    const [d, s] = sky(id + "-sky", "#f0b97a", "#f7e6c4");
    return [
      d,
      s +
        circle(300, 240, 70, "#fff1cf") +
        mountain(900, 470, 700, 300, "#8d7f8f", "#f6efe6") +
        mountain(300, 480, 600, 220, "#9b8d98") +
        forest(r, 500, -20, 1220, 36, 70, 140, "#3d5e4a") +
        ridge(r, 560, 20, 120, "#6f9a6b") +
        poly([0, 640, 1200, 600, 1200, 720, 0, 760], "#5b9bc4") +
        (
          [
            [180, 690, 120],
            [520, 670, 160],
            [880, 650, 120],
          ] as const
        )
          .map(([x, y, w]) => rect(x, y, w, 5, "#ffffff", { rx: 2.5, opacity: 0.6 }))
          .join("") +
        fillPoly([0, 760, 1200, 720, 1200, 800, 0, 800], "#6f8a5a") +
        lowpoly([900, 730, 960, 690, 1040, 700, 1070, 740], "#8e9399", r) +
        lowpoly([90, 770, 140, 730, 210, 742, 230, 780], "#8e9399", r) +
        place(330, 700, 1.25, grizzly(r)),
    ];
  },
  "red-fox": (id) => {
    const r = rng("red-fox");
    const [d, s] = sky(id + "-sky", "#dfe8ee", "#f6efe2");
    let birches = "";
    for (let i = 0; i < 7; i++) {
      const x = 60 + i * 175 + r() * 40;
      const crown: Pts = [];
      const cy = 250 + r() * 40;
      for (let k = 0; k < 7; k++) {
        const a = (k / 7) * Math.PI * 2 - 0.2;
        const rr = 0.85 + r() * 0.25;
        crown.push(x + Math.cos(a) * 95 * rr, cy + Math.sin(a) * 125 * rr);
      }
      birches +=
        rect(x - 8, cy, 16, 660 - cy, "#f1ede6") +
        lowpoly(crown, ["#e0a03a", "#d9782b", "#f0c05a"][i % 3]!, r) +
        rect(x - 8, 420, 10, 6, "#3b3b3b") +
        rect(x - 2, 500, 10, 6, "#3b3b3b") +
        rect(x - 6, 560, 8, 5, "#3b3b3b");
    }
    return [
      d,
      s +
        ridge(r, 520, 40, 120, "#b9c7a0") +
        birches +
        ridge(r, 600, 30, 90, "#d9a04a") +
        ridge(r, 660, 20, 140, "#c98a3c") +
        place(470, 730, 1.35, fox(r)),
    ];
  },
  bison: (id) => {
    const r = rng("bison");
    const [d, s] = sky(id + "-sky", "#a9d0ec", "#f5efe0");
    const blades: Pts[] = [];
    for (let i = 0; i < 50; i++) {
      const x = r() * 1200;
      const y = 640 + r() * 150;
      blades.push([x, y, x + 6, y - 26 - r() * 14, x + 12, y]);
    }
    const grass = multi(blades, "#b8943e");
    return [
      d,
      s +
        O_cloud(200, 150) +
        O_cloud(850, 110) +
        ridge(r, 500, 40, 150, "#a8a37a") +
        ridge(r, 560, 30, 120, "#c7b27a") +
        ridge(r, 620, 20, 100, "#d4b262") +
        place(340, 740, 1.4, bison(r)) +
        grass,
    ];
  },
  "gray-wolf": (id) => {
    const r = rng("gray-wolf");
    const [d, s] = sky(id + "-sky", "#141b33", "#40427a");
    const pts: Pts[] = [];
    for (let i = 0; i < 50; i++) {
      const [x, y, k] = [r() * 1200, r() * 380, 1.5 + r() * 2];
      pts.push([x, y - k, x + k, y, x, y + k, x - k, y]);
    }
    const stars = multi(pts, "#ffffff", ' opacity=".75"');
    return [
      d,
      s +
        stars +
        circle(880, 220, 110, "#f3ecd2") +
        circle(850, 200, 18, "#e2d9b8") +
        circle(910, 250, 12, "#e2d9b8") +
        mountain(250, 600, 700, 320, "#2f3b5c", "#c9d3e6") +
        mountain(800, 600, 800, 260, "#36436a", "#c9d3e6") +
        forest(r, 640, -20, 1220, 30, 60, 120, "#1c2a3c") +
        lowpoly([120, 800, 180, 650, 420, 600, 620, 640, 700, 800], "#4a4f5c", r) +
        fillPoly([0, 720, 1200, 690, 1200, 800, 0, 800], "#1a2436") +
        place(230, 640, 1.1, wolf(r)),
    ];
  },
  moose: (id) => {
    const r = rng("moose");
    const [d, s] = sky(id + "-sky", "#f0d2bd", "#cfe0ea");
    const blades: Pts[] = [];
    for (let i = 0; i < 40; i++) {
      const x = r() * 1200;
      const h = 40 + r() * 70;
      blades.push([x, 800, x + 3, 800 - h, x + 8, 800]);
    }
    const reeds = multi(blades, "#7a8f4a");
    return [
      d,
      s +
        mountain(900, 480, 900, 260, "#9fb0bf") +
        forest(r, 500, -20, 1220, 40, 80, 160, "#3f5f55") +
        rect(0, 500, 1200, 300, "#8fb3c4") +
        rect(0, 500, 1200, 24, "#ffffff", { opacity: 0.3 }) +
        place(360, 690, 1.15, moose(r)) +
        rect(0, 640, 1200, 160, "#8fb3c4", { opacity: 0.75 }) +
        [660, 700, 740].map((y, i) => rect(260 + i * 120, y, 420 - i * 60, 5, "#ffffff", { rx: 2.5, opacity: 0.5 })).join("") +
        reeds,
    ];
  },
  "mountain-goat": (id) => {
    const r = rng("mountain-goat");
    const [d, s] = sky(id + "-sky", "#7fbbe6", "#e6f3fb");
    return [
      d,
      s +
        O_cloud(820, 170) +
        mountain(300, 560, 760, 420, "#8aa0b8", "#ffffff") +
        mountain(900, 560, 700, 460, "#7790ab", "#ffffff") +
        lowpoly([0, 800, 0, 560, 180, 520, 360, 560, 520, 600, 640, 800], "#8a8f96", r) +
        lowpoly([500, 800, 620, 600, 820, 560, 1000, 590, 1200, 520, 1200, 800], "#6d727a", r) +
        lowpoly([520, 640, 700, 600, 900, 610, 960, 680, 560, 690], "#9aa0a8", r) +
        place(560, 615, 1.3, goat(r)),
    ];
  },
  "snowy-owl": (id) => {
    const r = rng("snowy-owl");
    const [d, s] = sky(id + "-sky", "#b9cde6", "#f4dfe4");
    let trees = "";
    for (let i = 0; i < 9; i++) {
      const x = 40 + i * 140 + r() * 50;
      const h = 120 + r() * 90;
      trees += pine(x, 540, h, "#5a6b7d");
      trees += fillPoly([x, 540 - h, x - h * 0.12, 540 - h * 0.6, x + h * 0.1, 540 - h * 0.65], "#ffffff");
    }
    return [
      d,
      s +
        ridge(r, 520, 30, 140, "#dbe5f0") +
        trees +
        ridge(r, 580, 20, 160, "#eef3f9") +
        ridge(r, 680, 16, 200, "#f7f9fc") +
        lowpoly([560, 800, 570, 560, 640, 552, 650, 800], "#6b5443", r) +
        fillPoly([555, 560, 600, 540, 655, 556, 600, 566], "#ffffff") +
        place(605, 555, 0.95, owl(r)),
    ];
  },
} satisfies Record<string, Scene>;
export type WildlifeKey = keyof typeof WILDLIFE;

/** Soft white cloud made of overlapping circles. */
function O_cloud(x: number, y: number): string {
  return path(`M${x} ${y}a40 40 0 0 1 70-26a50 50 0 0 1 90 10a34 34 0 0 1 10 66H${x + 6}a36 36 0 0 1-6-50Z`, "#ffffff", { opacity: 0.85 });
}

export const wildlifeSvg = (key: WildlifeKey) => {
  const [defs, body] = WILDLIFE[key](key);
  return doc(1200, 800, body, defs);
};

export { poly };
