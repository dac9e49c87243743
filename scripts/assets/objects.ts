/**
 * Reusable flat illustration objects (vehicles, buildings, people, UI cards...).
 * Each returns an SVG fragment drawn around a local origin — usually the bottom-centre
 * ground-contact point — and is placed with at(x, y, fragment, scale).
 * Colours come from a Theme so the same object works on dark (hero) and light (content) scenes.
 */
import { C, T, SKIN, HAIR, shade } from "./palette.ts";
import { n, el, rect, circle, ellipse, path, poly, stroke, line, g, boxes } from "./svg.ts";

export interface Theme {
  /** darkest parts: tyres, outlines, windows on light scenes */
  dark: string;
  /** main body colour */
  body: string;
  /** highlight colour */
  accent: string;
  /** light surfaces: cards, windows on dark scenes */
  light: string;
  /** mid tone: secondary surfaces, shadows on light surfaces */
  mid: string;
  /** ground / table surfaces */
  ground: string;
  /** optional outline for light cards on light backgrounds */
  edge?: string;
}

export const DARK: Theme = { dark: T.navyDeep, body: C.teal, accent: C.amber, light: C.sky, mid: T.navy4, ground: C.navy2 };
export const LIGHT: Theme = {
  dark: C.navy,
  body: C.teal,
  accent: C.amber,
  light: C.white,
  mid: T.skyDark,
  ground: T.skyMid,
  edge: T.skyDark,
};
const edge = (th: Theme) => (th.edge ? { stroke: th.edge, "stroke-width": 2 } : {});

/* ---------- basic shapes ---------- */

export function wheel(cx: number, cy: number, r: number, th: Theme): string {
  return circle(cx, cy, r, th.dark) + circle(cx, cy, r * 0.5, th.mid) + circle(cx, cy, r * 0.18, th.dark);
}

/** Gear outline with a centre hole (even-odd). */
export function gearD(cx: number, cy: number, r: number, teeth: number): string {
  const step = (Math.PI * 2) / teeth;
  const ri = r * 0.78;
  const pt = (a: number, rr: number) => `${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  let d = "";
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    d +=
      (i === 0 ? "M" : "L") +
      pt(a - step * 0.27, ri) +
      "L" +
      pt(a - step * 0.15, r) +
      "L" +
      pt(a + step * 0.15, r) +
      "L" +
      pt(a + step * 0.27, ri);
  }
  const h = r * 0.35;
  return d + `Z M${n(cx + h)} ${n(cy)}A${n(h)} ${n(h)} 0 1 0 ${n(cx - h)} ${n(cy)}A${n(h)} ${n(h)} 0 1 0 ${n(cx + h)} ${n(cy)}Z`;
}
export const gear = (cx: number, cy: number, r: number, teeth: number, fill: string, extra = {}) =>
  path(gearD(cx, cy, r, teeth), fill, { "fill-rule": "evenodd", ...extra });

/** Cloud silhouette, origin at bottom-left, width w. */
export function cloud(x: number, y: number, w: number, fill: string, extra = {}): string {
  const s = w / 200;
  const d =
    `M${n(x + 30 * s)} ${n(y)}` +
    `A${n(30 * s)} ${n(30 * s)} 0 0 1 ${n(x + 22 * s)} ${n(y - 58 * s)}` +
    `A${n(42 * s)} ${n(42 * s)} 0 0 1 ${n(x + 92 * s)} ${n(y - 86 * s)}` +
    `A${n(48 * s)} ${n(48 * s)} 0 0 1 ${n(x + 170 * s)} ${n(y - 56 * s)}` +
    `A${n(30 * s)} ${n(30 * s)} 0 0 1 ${n(x + 170 * s)} ${n(y)}Z`;
  return path(d, fill, extra);
}

export function tree(x: number, y: number, h: number, fill: string, trunk: string): string {
  return rect(x - h * 0.05, y - h * 0.3, h * 0.1, h * 0.3, trunk, { rx: h * 0.03 }) + circle(x, y - h * 0.62, h * 0.36, fill);
}
export function pine(x: number, y: number, h: number, fill: string, trunk: string): string {
  return (
    rect(x - h * 0.04, y - h * 0.18, h * 0.08, h * 0.18, trunk) +
    poly([x, y - h, x + h * 0.28, y - h * 0.15, x - h * 0.28, y - h * 0.15], fill)
  );
}

/** Price/rental tag, origin at the hole. */
export function tag(x: number, y: number, rot: number, fill: string, hole: string): string {
  return g(
    path("M0 14l14-14h46a6 6 0 0 1 6 6v44a6 6 0 0 1-6 6H14L0 42Z", fill) +
      circle(14, 21, 4.5, hole) +
      rect(28, 16, 28, 5, hole, { rx: 2.5, opacity: 0.7 }) +
      rect(28, 28, 18, 5, hole, { rx: 2.5, opacity: 0.7 }),
    {
      transform: `translate(${n(x)} ${n(y)}) rotate(${rot})`,
    },
  );
}

/* ---------- vehicles & machines (origin: bottom centre) ---------- */

export function tractor(th: Theme): string {
  return (
    rect(-8, -62, 78, 34, th.body, { rx: 6 }) + // hood
    rect(50, -86, 7, 26, th.dark, { rx: 3 }) + // exhaust
    path("M-62-112h54a6 6 0 0 1 6 6v78h-66v-78a6 6 0 0 1 6-6Z", th.accent) + // cab
    rect(-56, -104, 44, 34, th.light, { rx: 4, opacity: 0.9 }) +
    rect(-70, -40, 140, 12, th.body, { rx: 4 }) +
    wheel(-36, -30, 30, th) +
    wheel(48, -18, 18, th)
  );
}

export function excavator(th: Theme): string {
  return (
    rect(-70, -24, 120, 24, th.dark, { rx: 12 }) +
    [-54, -30, -6, 18, 36].map((x) => circle(x, -12, 7, th.mid)).join("") +
    rect(-64, -40, 108, 16, th.dark, { rx: 3, opacity: 0.6 }) +
    path("M-66-40v-34a8 8 0 0 1 8-8h40v42Z", th.accent) + // engine
    path("M-18-40v-62a6 6 0 0 1 6-6h28a6 6 0 0 1 6 6v62Z", th.accent) + // cab
    rect(-12, -100, 24, 28, th.light, { rx: 3, opacity: 0.9 }) +
    poly([16, -70, 26, -80, 96, -150, 106, -138, 32, -56], th.body) + // boom
    poly([96, -150, 106, -138, 142, -70, 130, -64], th.body) + // stick
    path("M126-70h26l-4 30a6 6 0 0 1-6 5h-20Z", th.dark) + // bucket
    circle(101, -144, 5, th.dark)
  );
}

export function truck(th: Theme, trailer = th.light, stripe = th.body): string {
  return (
    rect(-120, -96, 150, 78, trailer, { rx: 5 }) +
    rect(-120, -50, 150, 8, stripe) +
    path("M36-76h34l22 28v30H36Z", th.body) +
    path("M44-70h23l15 20H44Z", th.light, { opacity: 0.9 }) +
    rect(36, -24, 60, 8, th.dark, { rx: 3 }) +
    wheel(-94, -14, 14, th) +
    wheel(-62, -14, 14, th) +
    wheel(70, -14, 14, th)
  );
}

export function forklift(th: Theme): string {
  return (
    rect(30, -120, 6, 112, th.dark) +
    rect(36, -14, 40, 6, th.dark) +
    rect(36, -60, 40, 5, th.dark) +
    path("M-50-60h70v48h-70Z", th.accent) +
    stroke("M-40-60v-52h48l10 52", th.dark, 5) +
    rect(-58, -72, 20, 40, th.accent, { rx: 4 }) +
    wheel(-30, -12, 14, th) +
    wheel(14, -12, 12, th)
  );
}

export function scissorLift(th: Theme, height = 120): string {
  const levels = 3;
  const seg = (height - 40) / levels;
  let x = "";
  for (let i = 0; i < levels; i++) {
    const y0 = -30 - i * seg;
    x += line(-44, y0, 44, y0 - seg, th.body, 7) + line(44, y0, -44, y0 - seg, th.body, 7);
  }
  const top = -30 - levels * seg;
  return (
    rect(-60, -32, 120, 20, th.accent, { rx: 4 }) +
    x +
    rect(-56, top - 10, 112, 12, th.accent, { rx: 3 }) +
    stroke(`M-54 ${n(top - 10)}v-26h108v26M-54 ${n(top - 24)}h108`, th.dark, 4) +
    wheel(-40, -12, 12, th) +
    wheel(40, -12, 12, th)
  );
}

export function skidSteer(th: Theme): string {
  return (
    path("M-40-20v-50a10 10 0 0 1 10-10h34l16 26v34Z", th.accent) +
    rect(-28, -72, 24, 26, th.light, { rx: 3, opacity: 0.9 }) +
    poly([6, -60, 14, -66, 52, -34, 46, -26], th.dark) +
    path("M40-40h26v26H44Z", th.dark) +
    rect(-46, -22, 66, 22, th.dark, { rx: 11 }) +
    circle(-34, -11, 6, th.mid) +
    circle(8, -11, 6, th.mid)
  );
}

/* ---------- buildings (origin: bottom centre) ---------- */

export function factory(th: Theme, w = 220): string {
  const h = 80;
  const x0 = -w / 2;
  const teeth = 3;
  const tw = w / teeth;
  let roof = `M${n(x0)} ${-h}`;
  for (let i = 0; i < teeth; i++) roof += `L${n(x0 + tw * i + tw)} ${-h - 34}V${-h}`;
  const windows = boxes(
    Array.from({ length: 5 }, (_, i) => [x0 + 16 + i * ((w - 32) / 5), -h + 18, (w - 32) / 5 - 10, 22]),
    th.light,
    { opacity: 0.85 },
  );
  return (
    rect(w / 2 - 50, -h - 110, 22, 110, th.mid) +
    rect(w / 2 - 52, -h - 110, 26, 10, th.accent) +
    circle(w / 2 - 30, -h - 130, 12, th.light, { opacity: 0.35 }) +
    circle(w / 2 - 10, -h - 150, 16, th.light, { opacity: 0.25 }) +
    path(roof + "Z", th.mid) +
    rect(x0, -h, w, h, th.body) +
    windows +
    rect(-18, -34, 36, 34, th.dark, { rx: 3 })
  );
}

export function warehouse(th: Theme, w = 240): string {
  const x0 = -w / 2;
  const doors = [0, 1].map((i) => {
    const dx = x0 + 30 + i * (w / 2);
    return (
      rect(dx, -62, w / 2 - 60, 62, th.light, { opacity: 0.9 }) +
      [1, 2, 3, 4].map((k) => rect(dx, -62 + k * 12, w / 2 - 60, 2, th.mid)).join("")
    );
  });
  return (
    poly([x0 - 10, -96, 0, -146, -x0 + 10, -96], th.mid) +
    rect(x0, -100, w, 100, th.body) +
    doors.join("") +
    rect(-12, -132, 24, 24, th.light, { rx: 12, opacity: 0.8 })
  );
}

/** Crate/box, origin at bottom-left. */
export function box(x: number, y: number, w: number, h: number, fill: string, tape: string): string {
  return rect(x, y - h, w, h, fill, { rx: 3 }) + rect(x + w * 0.4, y - h, w * 0.2, h * 0.45, tape, { opacity: 0.8 });
}

export function towerCrane(th: Theme, h = 260): string {
  const mast = 22;
  let lattice = "";
  for (let y = 0; y > -h + 20; y -= 22) lattice += `M${-mast / 2} ${y}l${mast}-22h${-mast}`;
  const jibY = -h;
  let jibL = "";
  jibL = `M-70 ${jibY}`;
  for (let x = -70; x < 210; x += 20) jibL += "l10-14l10 14";
  return (
    rect(-mast / 2, -h, mast, h, "none", { stroke: th.accent, "stroke-width": 4 }) +
    stroke(lattice, th.accent, 2.5) +
    stroke(`M-70 ${jibY}H210M-70 ${jibY - 14}H200`, th.accent, 5) +
    stroke(jibL, th.accent, 2.5) +
    poly([-8, jibY - 14, 0, jibY - 48, 8, jibY - 14], th.accent) +
    stroke(`M0 ${jibY - 48}L200 ${jibY - 14}M0 ${jibY - 48}L-70 ${jibY - 14}`, th.accent, 2) +
    rect(-78, jibY - 6, 34, 28, th.mid, { rx: 3 }) +
    rect(12, jibY + 2, 26, 22, th.body, { rx: 3 }) +
    rect(18, jibY + 6, 14, 10, th.light, { rx: 2 }) +
    stroke(`M150 ${jibY}V${jibY + 110}`, th.mid, 2) +
    path(`M144 ${jibY + 110}h12v8a6 6 0 0 1-12 0Z`, th.dark) +
    rect(110, jibY + 124, 80, 10, th.body, { rx: 2 })
  );
}

/** Building under construction: finished lower floors, steel frame on top. */
export function building(th: Theme, floors = 6, done = 3, w = 130): string {
  const fh = 30;
  const slabs: [number, number, number, number][] = [];
  const lit: [number, number, number, number][] = [];
  const win: [number, number, number, number][] = [];
  for (let i = 0; i < done; i++) {
    const y = -(i + 1) * fh;
    (i % 2 ? slabs : lit).push([-w / 2, y, w, fh]);
    for (let k = 0; k < 4; k++) win.push([-w / 2 + 10 + k * ((w - 20) / 4), y + 8, (w - 20) / 4 - 8, 14]);
  }
  let frame = "";
  const y0 = -done * fh;
  const yTop = -floors * fh;
  for (let i = 0; i <= floors - done; i++) frame += `M${-w / 2} ${y0 - i * fh}h${w}`;
  for (let k = 0; k <= 4; k++) frame += `M${n(-w / 2 + k * (w / 4))} ${y0}V${yTop}`;
  return boxes(lit, th.light) + boxes(slabs, th.mid) + boxes(win, th.body) + stroke(frame, th.accent, 4);
}

export function hospital(th: Theme, w = 200, wall = th.mid): string {
  const x0 = -w / 2;
  const rs: [number, number, number, number][] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 6; c++)
      if (!(r === 2 && (c === 2 || c === 3))) rs.push([x0 + 14 + c * ((w - 28) / 6), -118 + r * 34, (w - 28) / 6 - 10, 18]);
  const win = boxes(rs, th.light, { opacity: 0.85 });
  return (
    rect(x0, -130, w, 130, wall, { rx: 4 }) +
    rect(-40, -190, 80, 64, th.light, { rx: 6 }) +
    crossShape(0, -158, 40, th.body) +
    win +
    rect(-24, -44, 48, 44, th.body, { rx: 4 })
  );
}

export function crossShape(cx: number, cy: number, s: number, fill: string): string {
  const a = s / 2;
  const b = s / 6;
  return path(
    `M${n(cx - b)} ${n(cy - a)}h${n(2 * b)}v${n(a - b)}h${n(a - b)}v${n(2 * b)}h${n(-(a - b))}v${n(a - b)}h${n(-2 * b)}v${n(-(a - b))}h${n(-(a - b))}v${n(-2 * b)}h${n(a - b)}Z`,
    fill,
    {
      "stroke-linejoin": "round",
    },
  );
}

export function barn(th: Theme, red = "#c2553f"): string {
  return (
    rect(42, -150, 36, 150, th.mid, { rx: 3 }) +
    path("M42-150a18 18 0 0 1 36 0Z", th.accent) +
    poly([-70, -70, -40, -110, 40, -110, 70, -70], red) +
    rect(-62, -72, 124, 72, red) +
    rect(-22, -50, 44, 50, th.light) +
    stroke("M-22-50L22 0M22-50L-22 0", red, 4)
  );
}

/* ---------- people ---------- */
/*
 * One flat character style for every scene: a rounded head with a simple friendly face (two eyes, brows,
 * a smile), ears, a neck that joins the head to the shoulders, a torso with rounded shoulders, arms drawn
 * as sleeve strokes ending in skin-coloured rounded hands of the same width, trousers and shoes.
 * Standing figures are about 165 units tall, origin at the feet; the head (radius 17) is centred at y=-148.
 */

export interface Look {
  skin: string;
  hair: string;
  shirt: string;
  style: "short" | "long" | "bun" | "bald" | "curly" | "bob";
  pants?: string;
  glasses?: boolean;
  beard?: boolean;
}

/** A rotating cast of looks so scenes are varied but stable. */
export const CAST = [
  { skin: SKIN[1], hair: HAIR[1], shirt: C.teal, style: "long" },
  { skin: SKIN[3], hair: HAIR[0], shirt: C.amber, style: "short" },
  { skin: SKIN[0], hair: HAIR[3], shirt: "#e76f51", style: "bun" },
  { skin: SKIN[4], hair: HAIR[0], shirt: C.tealLight, style: "curly" },
  { skin: SKIN[2], hair: HAIR[5], shirt: "#7c8fd6", style: "short", glasses: true },
  { skin: SKIN[1], hair: HAIR[4], shirt: T.navy4, style: "bob" },
] as const satisfies readonly Look[];

/** The CEO, Alexandra Reyes, as in her About Us portrait: long dark-brown hair, warm skin, teal blazer. */
export const CEO: Look = { skin: SKIN[1], hair: HAIR[1], shirt: C.teal, style: "long" };
/** The CTO, Marcus Chen, as in his portrait: short black hair, glasses, navy blazer. */
export const CTO: Look = { skin: SKIN[0], hair: HAIR[0], shirt: C.navy, style: "short", glasses: true };

const INK = "#1d1a1a";

/** Hair drawn behind the head (long hair falls to the shoulders). Head centred at (0,0), radius r. */
function hairBack(look: Look, r: number): string {
  const c = look.hair;
  switch (look.style) {
    case "long":
      return path(
        `M${n(-r * 1.08)} ${n(r * 1.55)}V${n(-r * 0.1)}a${n(r * 1.08)} ${n(r * 1.1)} 0 0 1 ${n(r * 2.16)} 0V${n(r * 1.55)}q${n(-r * 1.08)} ${n(r * 0.3)} ${n(-r * 2.16)} 0Z`,
        c,
      );
    case "bob":
      return path(`M${n(-r * 1.08)} ${n(r * 0.75)}V${n(-r * 0.1)}a${n(r * 1.08)} ${n(r * 1.1)} 0 0 1 ${n(r * 2.16)} 0V${n(r * 0.75)}Z`, c);
    case "bun":
      return circle(0, -r * 1.12, r * 0.46, c);
    case "curly":
      return [-0.8, -0.4, 0, 0.4, 0.8].map((k) => circle(k * r, -r * (0.75 - Math.abs(k) * 0.35), r * 0.5, c)).join("");
    default:
      return "";
  }
}

/** Hair drawn over the head: caps and fringes that leave the face clear. */
function hairFront(look: Look, r: number): string {
  const c = look.hair;
  const cap = (y: number) => `M${n(-r * 0.95)} ${n(r * y)}C${n(-r)} ${n(-r * 1.45)} ${n(r)} ${n(-r * 1.45)} ${n(r * 0.95)} ${n(r * y)}`;
  switch (look.style) {
    case "long":
    case "bob":
      // side parting: a sweep from the parting to the opposite temple
      return path(
        cap(0.15) +
          `C${n(r * 0.6)} ${n(-r * 0.35)} ${n(r * 0.1)} ${n(-r * 0.55)} ${n(-r * 0.25)} ${n(-r * 0.6)}C${n(-r * 0.55)} ${n(-r * 0.4)} ${n(-r * 0.8)} ${n(-r * 0.2)} ${n(-r * 0.95)} ${n(r * 0.15)}Z`,
        c,
      );
    case "short":
      return path(cap(-0.15) + `C${n(r * 0.55)} ${n(-r * 0.5)} ${n(-r * 0.5)} ${n(-r * 0.75)} ${n(-r * 0.95)} ${n(-r * 0.15)}Z`, c);
    case "bun":
      return path(cap(-0.1) + `C${n(r * 0.5)} ${n(-r * 0.6)} ${n(-r * 0.5)} ${n(-r * 0.6)} ${n(-r * 0.95)} ${n(-r * 0.1)}Z`, c);
    case "curly":
      return path(cap(-0.2) + `Q0 ${n(-r * 0.55)} ${n(-r * 0.95)} ${n(-r * 0.2)}Z`, c);
    default:
      // bald: a fringe of hair above each ear
      return path(
        `M${n(-r * 0.98)} ${n(r * 0.1)}q0 ${n(-r * 0.55)} ${n(r * 0.3)} ${n(-r * 0.75)}v${n(r * 0.55)}ZM${n(r * 0.98)} ${n(r * 0.1)}q0 ${n(-r * 0.55)} ${n(-r * 0.3)} ${n(-r * 0.75)}v${n(r * 0.55)}Z`,
        c,
      );
  }
}

/** A simple friendly face: brows, eyes, a smile (and optional glasses / beard). */
function face(look: Look, r: number): string {
  const ex = r * 0.36;
  const ey = r * 0.08;
  let s =
    (look.beard
      ? path(
          `M${n(-r * 0.9)} ${n(r * 0.15)}c0 ${n(r * 0.9)} ${n(r * 0.45)} ${n(r * 1.05)} ${n(r * 0.9)} ${n(r * 1.05)}s${n(r * 0.9)} ${n(-r * 0.15)} ${n(r * 0.9)} ${n(-r * 1.05)}c${n(-r * 0.4)} ${n(r * 0.4)} ${n(-r * 1.4)} ${n(r * 0.4)} ${n(-r * 1.8)} 0Z`,
          look.hair,
        )
      : "") +
    sk(`M${n(-ex)} ${n(ey)}h0M${n(ex)} ${n(ey)}h0`, INK, r * 0.23) +
    sk(
      `M${n(-ex - r * 0.17)} ${n(ey - r * 0.27)}q${n(r * 0.17)} ${n(-r * 0.1)} ${n(r * 0.34)} 0M${n(ex - r * 0.17)} ${n(ey - r * 0.27)}q${n(r * 0.17)} ${n(-r * 0.1)} ${n(r * 0.34)} 0`,
      look.hair === HAIR[4] ? shade(look.hair, -0.3) : look.hair,
      r * 0.09,
    ) +
    sk(
      `M${n(-r * 0.24)} ${n(r * 0.46)}q${n(r * 0.24)} ${n(r * 0.2)} ${n(r * 0.48)} 0`,
      look.beard ? C.white : shade(look.skin, -0.45),
      r * 0.09,
    );
  if (look.glasses)
    s += sk(
      `M${n(-ex - r * 0.2)} ${n(ey - r * 0.16)}h${n(r * 0.4)}v${n(r * 0.3)}h${n(-r * 0.4)}ZM${n(ex - r * 0.2)} ${n(ey - r * 0.16)}h${n(r * 0.4)}v${n(r * 0.3)}h${n(-r * 0.4)}ZM${n(-ex + r * 0.2)} ${n(ey)}h${n(2 * ex - r * 0.4)}`,
      C.navy,
      r * 0.08,
    );
  return s;
}

/** Head at (0,0) with radius r, seen from the front; with neck=true a neck joins it to shoulders at y≈1.6r. */
export function head(look: Look, r: number, neck = true): string {
  return (
    hairBack(look, r) +
    (neck ? rect(-r * 0.34, r * 0.5, r * 0.68, r * 0.72, shade(look.skin, -0.12)) : "") +
    circle(-r * 0.86, r * 0.12, r * 0.2, look.skin) +
    circle(r * 0.86, r * 0.12, r * 0.2, look.skin) +
    ellipse(0, 0, r * 0.88, r, look.skin) +
    face(look, r) +
    hairFront(look, r)
  );
}

/** Head seen from behind (audiences): hair covers the back of the head; short styles show the nape. */
export function headBack(look: Look, r: number): string {
  const long = look.style === "long" || look.style === "bob";
  return (
    rect(-r * 0.34, r * 0.5, r * 0.68, r * 0.72, shade(look.skin, -0.12)) +
    circle(-r * 0.86, r * 0.12, r * 0.2, look.skin) +
    circle(r * 0.86, r * 0.12, r * 0.2, look.skin) +
    (look.style === "bald"
      ? ellipse(0, 0, r * 0.88, r, look.skin) +
        path(`M${n(-r * 0.88)} ${n(r * 0.1)}a${n(r * 0.88)} ${n(r * 0.7)} 0 0 0 ${n(r * 1.76)} 0Z`, look.hair)
      : ellipse(0, 0, r * 0.88, r, look.skin)) +
    (long
      ? hairBack(look, r)
      : look.style === "bald"
        ? ""
        : hairBack(look, r) +
          path(
            `M${n(-r * 0.92)} ${n(r * 0.35)}C${n(-r * 1.05)} ${n(-r * 1.4)} ${n(r * 1.05)} ${n(-r * 1.4)} ${n(r * 0.92)} ${n(r * 0.35)}q${n(-r * 0.92)} ${n(-r * 0.25)} ${n(-r * 1.84)} 0Z`,
            look.hair,
          ))
  );
}

export type Pose = "stand" | "reach" | "point" | "hold" | "wave" | "talk";

/** Compact round-capped stroke (people are drawn many times per scene, so every byte counts). */
const sk = (d: string, color: string, w: number) =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": w, "stroke-linecap": "round" });

/** Both arms as sleeve strokes (shoulder → elbow → wrist) ending in rounded hands of the arm's width. */
function arms(list: number[][], look: Look): string {
  let sleeves = "";
  let hands = "";
  for (const pts of list) {
    const [sx, sy, ex, ey, wx, wy] = pts as [number, number, number, number, number, number];
    const dx = wx - ex;
    const dy = wy - ey;
    const len = Math.hypot(dx, dy) || 1;
    sleeves += `M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}L${n(wx)} ${n(wy)}`;
    hands += `M${n(wx)} ${n(wy)}l${n((dx / len) * 6)} ${n((dy / len) * 6)}`;
  }
  return (
    el("path", {
      d: sleeves,
      fill: "none",
      stroke: look.shirt,
      "stroke-width": 11,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }) + sk(hands, look.skin, 10)
  );
}

/** Arm key points (viewer's right arm; the left is mirrored) per pose: [shoulder, elbow, wrist]. */
const ARMS: Record<Pose, [number[], number[]]> = {
  stand: [
    [-19, -120, -23, -98, -25, -80],
    [19, -120, 23, -98, 25, -80],
  ],
  reach: [
    [-19, -120, -23, -98, -25, -80],
    [19, -120, 30, -96, 52, -92],
  ],
  point: [
    [-19, -120, -23, -98, -25, -80],
    [19, -120, 38, -130, 50, -150],
  ],
  hold: [
    [-19, -120, -25, -96, -10, -88],
    [19, -120, 25, -96, 10, -88],
  ],
  wave: [
    [-19, -120, -23, -98, -25, -80],
    [19, -120, 36, -124, 40, -148],
  ],
  talk: [
    [-19, -120, -23, -98, -25, -80],
    [19, -120, 27, -96, 44, -104],
  ],
};

/**
 * Standing (or seated) person, origin at feet centre. pose sets the arms; "reach" stretches the right arm
 * forward for a handshake. Seated figures are drawn 30 units lower with knees towards the viewer.
 * (The third argument also accepts a boolean for the handshake pose, as older callers pass.)
 */
export function person(look: Look, pants: string = C.navy, pose: Pose | boolean = "stand", seated = false): string {
  const p: Pose = pose === true ? "reach" : pose === false ? "stand" : pose;
  const legs = look.pants ?? pants;
  const shoe = T.navyDeep;
  const low = seated ? 30 : 0;
  const legPath = seated ? `M-22-34h17l-1 30h-15ZM5-34h17l-1 30h-15Z` : `M-22-74h44l-2 70h-16l-3-56h-2l-3 56h-16Z`;
  const [la, ra] = ARMS[p];
  const up = (pts: number[]) => pts.map((v, i) => (i % 2 ? v + low : v));
  const body =
    path("M-23-68l1-44c0-10 7-16 16-17h12c9 1 16 7 16 17l1 44Z", look.shirt) +
    path("M-7-129l7 8 7-8Z", shade(look.shirt, -0.15)) +
    arms([up(la), up(ra)], look) +
    g(head(look, 17), { transform: "translate(0 -148)" });
  return (
    path(legPath, legs) +
    (seated ? path("M-25-44h50v10q0 7-7 7h-36q-7 0-7-7Z", shade(legs, 0.12)) : "") +
    path(seated ? "M-22-4h17v4h-20q0-4 3-4ZM5-4h17q3 0 3 4H5Z" : "M-22-4h17v4h-20q0-4 3-4ZM5-4h17q3 0 3 4H5Z", shoe) +
    (low ? g(body, { transform: `translate(0 ${low})` }) : body)
  );
}

/** Head and shoulders bust (for people behind tables / in cards), origin at bottom centre, ~95 tall. back=true: seen from behind. */
export function bust(look: Look, back = false): string {
  return (
    (back ? g(headBack(look, 17), { transform: "translate(0 -70)" }) : "") +
    path("M-36 0v-24c0-15 11-27 26-27h20c15 0 26 12 26 27V0Z", look.shirt) +
    (back ? "" : g(head(look, 17), { transform: "translate(0 -70)" }))
  );
}

/* ---------- UI ---------- */

/** Dashboard window card at (x,y) size w x h: header, KPI tiles, bars, line chart and donut. */
export function dashboard(x: number, y: number, w: number, h: number, th: Theme, seed = 0): string {
  const pad = 16;
  const headH = 26;
  const inner = w - pad * 2;
  const kpiW = (inner - 16) / 3;
  const kpis = [0, 1, 2]
    .map(
      (i) =>
        rect(x + pad + i * (kpiW + 8), y + headH + 14, kpiW, 38, i === 0 ? th.body : th.ground, { rx: 6 }) +
        rect(x + pad + i * (kpiW + 8) + 10, y + headH + 24, kpiW * 0.45, 6, i === 0 ? th.light : th.dark, {
          rx: 3,
          opacity: i === 0 ? 0.9 : 0.5,
        }) +
        rect(x + pad + i * (kpiW + 8) + 10, y + headH + 36, kpiW * 0.7, 8, i === 0 ? th.light : th.body, { rx: 4 }),
    )
    .join("");
  const cy = y + headH + 64;
  const ch = h - headH - 64 - pad;
  const barsW = inner * 0.58;
  const heights = [0.45, 0.7, 0.55, 0.85, 0.65, 0.95, 0.75].map((v, i) => (v + ((seed + i) % 3) * 0.04) % 1.05);
  const bw = barsW / heights.length;
  const bars = heights
    .map((v, i) =>
      rect(x + pad + i * bw + bw * 0.18, cy + ch - ch * v * 0.85, bw * 0.64, ch * v * 0.85, i === 5 ? th.accent : th.body, { rx: 3 }),
    )
    .join("");
  const dx = x + pad + barsW + (inner - barsW) / 2;
  const dr = Math.min((inner - barsW) / 2 - 8, ch / 2 - 4);
  const dcy = cy + ch / 2;
  const circ = 2 * Math.PI * dr * 0.72;
  const donut =
    circle(dx, dcy, dr * 0.72, "none", { stroke: th.ground, "stroke-width": dr * 0.4 }) +
    circle(dx, dcy, dr * 0.72, "none", {
      stroke: th.body,
      "stroke-width": dr * 0.4,
      "stroke-dasharray": `${n(circ * 0.62)} ${n(circ)}`,
      transform: `rotate(-90 ${n(dx)} ${n(dcy)})`,
    }) +
    circle(dx, dcy, dr * 0.72, "none", {
      stroke: th.accent,
      "stroke-width": dr * 0.4,
      "stroke-dasharray": `0 ${n(circ * 0.62)} ${n(circ * 0.18)} ${n(circ)}`,
      transform: `rotate(-90 ${n(dx)} ${n(dcy)})`,
    });
  return (
    rect(x, y, w, h, th.light, { rx: 12, ...edge(th) }) +
    path(`M${n(x)} ${n(y + headH)}v${-headH + 12}a12 12 0 0 1 12-12h${n(w - 24)}a12 12 0 0 1 12 12v${headH - 12}Z`, th.ground) +
    [0, 1, 2].map((i) => circle(x + 16 + i * 12, y + headH / 2, 3.5, i === 0 ? th.accent : th.mid)).join("") +
    kpis +
    bars +
    donut
  );
}

/** Small floating KPI card with a sparkline. */
export function kpiCard(x: number, y: number, w: number, h: number, th: Theme, up = true): string {
  const pts: number[] = [];
  const vals = up ? [0.2, 0.35, 0.3, 0.55, 0.5, 0.8, 0.9] : [0.6, 0.5, 0.65, 0.4, 0.55, 0.7, 0.85];
  vals.forEach((v, i) => pts.push(x + 14 + (i * (w - 28)) / (vals.length - 1), y + h - 12 - v * (h - 46)));
  const d = pts.reduce((s, v, i) => s + (i % 2 === 0 ? (i === 0 ? "M" : "L") + n(v) : " " + n(v)), "");
  return (
    rect(x, y, w, h, th.light, { rx: 10, ...edge(th) }) +
    rect(x + 14, y + 12, w * 0.35, 7, th.dark, { rx: 3.5, opacity: 0.5 }) +
    rect(x + w - 14 - 30, y + 10, 30, 11, th.body, { rx: 5.5, opacity: 0.25 }) +
    stroke(d, th.body, 3)
  );
}

export function laptop(x: number, y: number, w: number, th: Theme, screen: string, base = th.mid): string {
  const h = w * 0.62;
  return (
    rect(x, y, w, h, th.dark, { rx: 10 }) +
    screen +
    path(`M${n(x - w * 0.1)} ${n(y + h)}h${n(w * 1.2)}l-${n(w * 0.05)} ${n(w * 0.05)}H${n(x - w * 0.05)}Z`, base)
  );
}

export function briefcase(x: number, y: number, w: number, fill: string, dark: string): string {
  const h = w * 0.7;
  return (
    stroke(
      `M${n(x + w * 0.35)} ${n(y)}v-${n(w * 0.1)}a${n(w * 0.05)} ${n(w * 0.05)} 0 0 1 ${n(w * 0.05)}-${n(w * 0.05)}h${n(w * 0.2)}a${n(w * 0.05)} ${n(w * 0.05)} 0 0 1 ${n(w * 0.05)} ${n(w * 0.05)}v${n(w * 0.1)}`,
      dark,
      w * 0.05,
    ) +
    rect(x, y, w, h, fill, { rx: w * 0.08 }) +
    rect(x, y + h * 0.38, w, h * 0.08, dark, { opacity: 0.35 }) +
    rect(x + w * 0.42, y + h * 0.3, w * 0.16, h * 0.24, dark, { rx: w * 0.02 })
  );
}

/** Puzzle piece (100x100 core) with knobs: sides = [top,right,bottom,left], 1=knob out, -1=hole, 0=flat. */
export function puzzleD(sides: [number, number, number, number]): string {
  // Edges are walked clockwise on a 100x100 square; the outward normal of edge direction (sx,sy) is (sy,-sx).
  // A knob (dir=1) bulges outward, a hole (dir=-1) inward; the knob shape has a narrow neck and round head.
  const KNOB: [number, number, number, number, number, number][] = [
    [4, 0, 6, 4, 3, 9],
    [-1, 16, 8, 22, 15, 22],
    [22, 22, 31, 16, 27, 9],
    [24, 4, 26, 0, 30, 0],
  ];
  const k = (dir: number, sx: number, sy: number) => {
    if (dir === 0) return `l${sx * 30} ${sy * 30}`;
    const map = (u: number, v: number): [number, number] => [sx * u + sy * v * dir, sy * u - sx * v * dir];
    let d = "";
    let [pu, pv] = [0, 0];
    for (const [c1u, c1v, c2u, c2v, eu, ev] of KNOB) {
      const pts: number[] = [];
      for (const [u, v] of [
        [c1u, c1v],
        [c2u, c2v],
        [eu, ev],
      ] as const) {
        const [x, y] = map(u - pu, v - pv);
        pts.push(x, y);
      }
      d += "c" + pts.map(n).join(" ");
      [pu, pv] = [eu, ev];
    }
    return d;
  };
  const [t, r, b, l] = sides;
  return `M0 0h35${k(t, 1, 0)}h35v35${k(r, 0, 1)}v35h-35${k(b, -1, 0)}h-35v-35${k(l, 0, -1)}Z`;
}

/** Rental tag hanging on a string from anchor (ax, ay); the tag swings by rot degrees. */
export function hangTag(ax: number, ay: number, len: number, rot: number, fill: string, hole: string): string {
  return (
    line(ax, ay, ax, ay + len, hole, 2) +
    g(tag(0, 0, 0, fill, hole), { transform: `translate(${n(ax)} ${n(ay + len)}) rotate(${rot}) translate(-14 -21)` })
  );
}

/* ---------- more props ---------- */

/** Hard hat sized for person()'s head (origin = person's feet). */
export const hardHat = (fill: string) => path("M-20-157a20 20 0 0 1 40 0h5v6h-50v-6Z", fill) + rect(-3, -178, 6, 12, "#fbc15e", { rx: 3 });

/** Shelving rack with boxes, origin bottom-left. */
export function rack(th: Theme, w = 200, levels = 3, seed = 0): string {
  const lh = 70;
  const h = levels * lh;
  let boxesStr = "";
  const fills = [th.accent, T.amberDark, th.body, T.amberPale];
  for (let l = 0; l < levels; l++) {
    let x = 10;
    let k = seed + l;
    while (x < w - 40) {
      const bw = 34 + ((k * 7) % 3) * 8;
      const bh = 36 + ((k * 5) % 3) * 8;
      if (x + bw > w - 8) break;
      boxesStr += box(x, -l * lh - 8, bw, bh, fills[k % 4]!, T.amberPale); // fills has 4 entries
      x += bw + 6;
      k++;
    }
  }
  let frame = `M4 0V${-h - 6}M${w - 4} 0V${-h - 6}`;
  for (let l = 0; l <= levels; l++) frame += `M0 ${-l * lh - 4}h${w}`;
  return boxesStr + stroke(frame, th.dark, 6, { "stroke-linecap": "square" });
}

/** Industrial robot arm, origin bottom centre of its base. */
export function robotArm(th: Theme): string {
  return (
    rect(-34, -20, 68, 20, th.dark, { rx: 4 }) +
    rect(-20, -40, 40, 22, th.mid, { rx: 4 }) +
    stroke("M0-40L-30-130L60-160", th.accent, 22) +
    circle(0, -40, 14, th.dark) +
    circle(-30, -130, 13, th.dark) +
    stroke("M60-160v26M48-134h24M48-134v14M72-134v14", th.dark, 6)
  );
}

/** Medical vitals monitor on a wheeled pole. */
export function monitorStand(th: Theme): string {
  return (
    stroke("M0-120V-10M-30 0h60M0-10l-24 10M0-10l24 10", th.dark, 5) +
    circle(-28, 0, 5, th.dark) +
    circle(28, 0, 5, th.dark) +
    rect(-60, -210, 120, 92, th.dark, { rx: 10 }) +
    rect(-50, -200, 100, 62, T.navy3, { rx: 5 }) +
    stroke("M-44-170h18l6-14 8 28 8-20 6 6h42", C.tealLight, 3.5) +
    circle(-40, -128, 4, th.body) +
    circle(-26, -128, 4, th.accent)
  );
}

/** Ambulance / van, origin bottom centre. */
export function ambulance(th: Theme): string {
  return (
    path("M-100-20v-74a8 8 0 0 1 8-8h110l40 40v42Z", th.light) +
    path("M24-96h6l30 30H24Z", th.mid) +
    rect(-100, -50, 158, 10, th.body) +
    crossShape(-40, -74, 30, "#d9534f") +
    rect(-6, -116, 22, 12, "#d9534f", { rx: 3 }) +
    rect(-104, -26, 164, 10, th.dark, { rx: 4 }) +
    wheel(-66, -14, 15, th) +
    wheel(30, -14, 15, th)
  );
}

/** Potted plant, origin bottom centre. */
export function plant(th: Theme, pot = th.accent): string {
  return (
    path("M-14-60q-30-30-10-64q14 28 10 64ZM14-60q30-30 10-64q-14 28-10 64ZM0-62q-10-40 0-72q10 32 0 72Z", th.body) +
    path("M-20-60h40l-6 60h-28Z", pot)
  );
}

export const mug = (x: number, y: number, fill: string) =>
  path(`M${x} ${y}v-30h26v30Z`, fill) + stroke(`M${x + 26} ${y - 24}q12 0 10 10t-10 6`, fill, 4);

/** Tablet held in front of a person (origin = centre). */
export function tablet(x: number, y: number, w: number, h: number, th: Theme): string {
  return (
    rect(x - w / 2, y - h / 2, w, h, th.dark, { rx: 6 }) +
    rect(x - w / 2 + 5, y - h / 2 + 5, w - 10, h - 10, th.light, { rx: 3 }) +
    stroke(
      `M${n(x - w / 2 + 12)} ${n(y + h / 4)}l${n(w * 0.2)}-${n(h * 0.2)}l${n(w * 0.15)} ${n(h * 0.1)}l${n(w * 0.25)}-${n(h * 0.3)}`,
      th.body,
      3,
    )
  );
}

/** Traffic cone, origin bottom centre. */
export const cone = (fill: string) =>
  poly([-14, 0, -4, -34, 4, -34, 14, 0], fill) + rect(-8, -20, 16, 6, "#ffffff") + rect(-18, -4, 36, 4, fill, { rx: 2 });

/** Map pin, tip at (x,y). */
export const pin = (x: number, y: number, fill: string, hole = "#ffffff") =>
  path(`M${x} ${y}c-6-10-16-18-16-28a16 16 0 0 1 32 0c0 10-10 18-16 28Z`, fill) + circle(x, y - 28, 6, hole);

export { ellipse, SKIN, HAIR, shade };
