/** Tiny string helpers for writing compact, deterministic SVG markup. */

/** Round to one decimal and drop trailing zeros, so output stays small and stable. */
export const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

type Attrs = Record<string, string | number | undefined | false>;

const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? n(v) : v}"`)
    .join("");

/** Generic element. */
export const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 2, extra: Attrs = {}) =>
  el("path", { d: `M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`, stroke, "stroke-width": w, "stroke-linecap": "round", ...extra });
/** Stroke-only path with round joins. */
export const stroke = (d: string, color: string, w = 2, extra: Attrs = {}) =>
  el("path", { d, fill: "none", stroke: color, "stroke-width": w, "stroke-linecap": "round", "stroke-linejoin": "round", ...extra });
export const poly = (pts: number[], fill: string, extra: Attrs = {}) => el("path", { d: polyD(pts), fill, ...extra });
/** pts is a flat [x0, y0, x1, y1, ...] list, so i and i + 1 are always in range. */
export const polyD = (pts: number[]): string => {
  let d = "";
  for (let i = 0; i < pts.length; i += 2) d += (i === 0 ? "M" : "L") + n(pts[i]!) + " " + n(pts[i + 1]!);
  return d + "Z";
};
export const g = (inner: string, a: Attrs = {}) => el("g", a, inner);
/** Group translated (and optionally scaled). */
export const at = (x: number, y: number, inner: string, s = 1) =>
  g(inner, { transform: s === 1 ? `translate(${n(x)} ${n(y)})` : `translate(${n(x)} ${n(y)}) scale(${s})` });

/** Linear gradient; stops are [offset 0..1, colour, opacity?]. Coordinates are objectBoundingBox fractions. */
export const linear = (id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  el(
    "linearGradient",
    { id, x1, y1, x2, y2 },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op ?? false })).join(""),
  );
export const radial = (id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  el(
    "radialGradient",
    { id, cx, cy, r },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op ?? false })).join(""),
  );

/** Whole document. viewBox always equals the pixel size. */
export const doc = (w: number, h: number, body: string, defs = ""): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : "") +
  body +
  `</svg>\n`;

/** Escape text for XML. */
export const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Deterministic PRNG (mulberry32) seeded from a string, so "random" layouts never change between runs. */
export const rng = (seed: string) => {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Object.keys typed with the record's own key union (for the literal lookup tables in these scripts). */
export const keysOf = <K extends string>(o: Readonly<Record<K, unknown>>): K[] => Object.keys(o) as K[];

/** Id factory: every id is prefixed with the file's base name so inlined SVGs never collide. */
export const ids = (base: string) => (name: string) => `${base}-${name}`;

/** Many same-coloured rectangles as one compact path: [x, y, w, h][] (optionally rounded with radius r). */
export const boxes = (rs: [number, number, number, number][], fill: string, extra: Attrs = {}, r = 0): string => {
  const d = rs
    .map(([x, y, w, h]) =>
      r > 0
        ? `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${r} ${r} 0 0 1 ${r} ${r}v${n(h - 2 * r)}a${r} ${r} 0 0 1-${r} ${r}h${n(-(w - 2 * r))}a${r} ${r} 0 0 1-${r}-${r}v${n(-(h - 2 * r))}a${r} ${r} 0 0 1 ${r}-${r}z`
        : `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`,
    )
    .join("");
  return el("path", { d, fill, ...extra });
};
