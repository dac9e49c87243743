/**
 * The PrecisionERP interface kit for the product pictures (scripts/assets/product-screens.ts): the
 * browser window, the app's sidebar and top bar, cards, tables, status chips and charts, drawn in the
 * brand's colours and type (Inter) on a 960 x 600 px canvas. Every function returns SVG markup; sizes
 * and coordinates are in canvas px.
 */
import { C, T } from "./palette.ts";
import { circle, el, esc, g, line, n, rect, stroke } from "./svg.ts";
import { textWidth } from "./text.ts";

/** The canvas of a desktop screen (px): drawn at 960 x 600, rendered at 1.5x (1440 x 900). */
export const SCREEN = { width: 960, height: 600 } as const;

/** Brand colours the kit adds to the palette: the site's ink, lines and a muted red for overdue items. */
export const K = { ink: "#1b2533", line: "#dde3ea", muted: "#8a94a3", red: "#c2410c", redPale: "#fde7dc", green: "#0a7a6d" } as const;

/** The type of the pictures: the site's brand face first; the PNGs are rendered where Inter is installed. */
const FONT = "Inter, 'Inter Fallback', Arial, sans-serif";

/** Options of {@link text}: size (px), weight (100-900), colour, anchor and letter spacing (px). */
interface TextOptions {
  size?: number;
  weight?: number;
  fill?: string;
  anchor?: "start" | "middle" | "end";
  spacing?: number;
  opacity?: number;
}

/** One line of text whose baseline is at (x, y). */
export function text(x: number, y: number, s: string, o: TextOptions = {}): string {
  return el(
    "text",
    {
      x,
      y,
      "font-family": FONT,
      "font-size": o.size ?? 12,
      "font-weight": o.weight ?? 400,
      fill: o.fill ?? K.ink,
      "text-anchor": o.anchor && o.anchor !== "start" ? o.anchor : false,
      "letter-spacing": o.spacing ?? false,
      opacity: o.opacity ?? false,
    },
    esc(s),
  );
}

/** The width (px) of `s` set at `size` px in a semibold face (Helvetica Bold's metrics, close to Inter's; a symbol counts as an "o"). */
export const measure = (s: string, size: number): number => textWidth(s.replace(/[^\u0020-\u00ff…]/g, "o"), size) * 0.98;

/** The tones of a status chip: background and text colour. */
const TONES = {
  teal: [T.tealPale, T.tealDark],
  navy: [C.sky, C.navy],
  amber: [T.amberPale, "#8a5200"],
  red: [K.redPale, K.red],
  grey: ["#eceff3", C.slate],
} as const;

/** A chip's tone, see {@link TONES}. */
export type Tone = keyof typeof TONES;

/** A rounded status chip with a dot, its left edge at x and its middle at y; returns the markup and its width (px). */
export function chip(x: number, y: number, label: string, tone: Tone, size = 10.5): { svg: string; width: number } {
  const [bg, fg] = TONES[tone];
  const width = measure(label, size) + 24;
  const h = size + 9;
  const svg = g(
    rect(x, y - h / 2, width, h, bg, { rx: h / 2 }) +
      circle(x + 8.5, y, 2.6, fg) +
      text(x + 15, y + size * 0.36, label, { size, weight: 600, fill: fg }),
  );
  return { svg, width };
}

/** A white card with a soft border and shadow, optionally titled at its top left. */
export function card(x: number, y: number, w: number, h: number, title?: string, action?: string): string {
  const head = title ? text(x + 16, y + 26, title, { size: 13, weight: 700, fill: C.navy }) : "";
  const link = action ? text(x + w - 16, y + 26, action, { size: 11, weight: 600, fill: C.teal, anchor: "end" }) : "";
  return (
    rect(x, y + 1.5, w, h, "#0f2a44", { rx: 10, opacity: 0.05 }) +
    rect(x, y, w, h, C.white, { rx: 10, stroke: K.line, "stroke-width": 1 }) +
    head +
    link
  );
}

/** The browser's window bar with the three dots and the app's address. */
function browserBar(address: string): string {
  const bar = rect(0, 0, SCREEN.width, 32, "#e9edf2") + line(0, 32, SCREEN.width, 32, K.line, 1);
  const dots = [14, 30, 46].map((x, i) => circle(x, 16, 5, ["#f06b5b", C.amber, "#3fbf6f"][i]!)).join("");
  const field = rect(300, 7, 360, 18, C.white, { rx: 9 }) + lock(318, 16) + text(328, 20, address, { size: 10.5, fill: C.slate });
  return bar + dots + field;
}

/** A small padlock, centred at (x, y). */
function lock(x: number, y: number): string {
  return rect(x - 3.5, y - 1, 7, 5.5, C.slate, { rx: 1 }) + stroke(`M${n(x - 2.2)} ${n(y - 1)}v-1.6a2.2 2.2 0 0 1 4.4 0v1.6`, C.slate, 1.2);
}

/** The app's menu entries, top to bottom, with the glyph drawn before each. */
const MENU = ["Dashboard", "Assets", "Rentals", "Service", "Dispatch", "Financials", "Customers", "Reports"] as const;

/** A menu entry of the sidebar. */
type MenuEntry = (typeof MENU)[number] | "Settings";

/** A 14 px line glyph for a menu entry, its top left at (x, y). */
function glyph(entry: MenuEntry, x: number, y: number, colour: string): string {
  const s = (d: string) => stroke(d, colour, 1.4, { transform: `translate(${n(x)} ${n(y)})` });
  switch (entry) {
    case "Dashboard":
      return s("M1 1h5v5H1zM8 1h5v3H8zM8 6h5v7H8zM1 8h5v5H1z");
    case "Assets":
      return s("M7 1l6 3v6l-6 3-6-3V4zM1 4l6 3 6-3M7 7v6");
    case "Rentals":
      return s("M3 1h6l3 3v9H3zM5 6h5M5 9h5");
    case "Service":
      return s("M9 1.5a3.5 3.5 0 0 0-3 5L1.5 11a1.4 1.4 0 0 0 2 2L8 8.5a3.5 3.5 0 0 0 5-3l-2 1-2-2z");
    case "Dispatch":
      return s("M1 3h8v7H1zM9 5h3l1.5 2.5V10H9M3.5 12.5a1.3 1.3 0 1 0 0-.1M11 12.5a1.3 1.3 0 1 0 0-.1");
    case "Financials":
      return s("M1 13h12M3 10V6M7 10V2M11 10V5");
    case "Customers":
      return s(
        "M5 6.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1 13c0-2.5 1.8-4 4-4s4 1.5 4 4M10 2a2.3 2.3 0 0 1 0 4.4M11 9c1.3.4 2.2 1.7 2.2 4",
      );
    case "Reports":
      return s("M1 13L5 8l3 2.5L13 3M9.5 3H13v3.5");
    case "Settings":
      return s(
        "M7 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM7 1v2M7 11v2M1 7h2M11 7h2M2.8 2.8l1.4 1.4M9.8 9.8l1.4 1.4M2.8 11.2l1.4-1.4M9.8 4.2l1.4-1.4",
      );
  }
}

/** The PrecisionERP mark: a teal rounded square with a white P-shaped gauge, `size` px wide, top left at (x, y). */
export function mark(x: number, y: number, size = 24): string {
  const k = size / 24;
  return g(rect(0, 0, 24, 24, C.teal, { rx: 6 }) + stroke("M8 18V6h5a4 4 0 0 1 0 8H8", C.white, 2.6) + circle(17.5, 17.5, 2, C.amber), {
    transform: `translate(${n(x)} ${n(y)}) scale(${n(k)})`,
  });
}

/** The navy sidebar: the mark, the company, the menu with `active` marked, and Settings at the bottom. */
function sidebar(active: MenuEntry): string {
  let out =
    rect(0, 32, 184, SCREEN.height - 32, C.navy) + mark(18, 48) + text(50, 65, "PrecisionERP", { size: 14, weight: 700, fill: C.white });
  out += rect(14, 88, 156, 34, "#173655", { rx: 7 }) + text(24, 103, "Summit Equipment", { size: 11, weight: 600, fill: C.white });
  out += text(24, 116, "Rentals · 14 branches", { size: 9.5, fill: "#9fb3c8" }) + stroke("M154 101l4 4 4-4", "#9fb3c8", 1.4);
  out += text(18, 146, "WORKSPACE", { size: 9, weight: 700, fill: "#6f8aa6", spacing: 0.8 });
  MENU.forEach((entry, i) => {
    const y = 158 + i * 34;
    const on = entry === active;
    if (on) out += rect(10, y, 164, 28, "#1f4a6e", { rx: 6 }) + rect(10, y + 6, 3, 16, C.tealLight, { rx: 1.5 });
    out +=
      glyph(entry, 24, y + 7, on ? C.tealLight : "#9fb3c8") +
      text(48, y + 18.5, entry, { size: 12, weight: on ? 600 : 500, fill: on ? C.white : "#c9d6e3" });
  });
  const on = active === "Settings";
  if (on) out += rect(10, 548, 164, 28, "#1f4a6e", { rx: 6 }) + rect(10, 554, 3, 16, C.tealLight, { rx: 1.5 });
  out +=
    glyph("Settings", 24, 555, on ? C.tealLight : "#9fb3c8") +
    text(48, 566.5, "Settings", { size: 12, weight: on ? 600 : 500, fill: on ? C.white : "#c9d6e3" });
  return out + line(18, 538, 166, 538, "#24476a", 1);
}

/** The white top bar: the search field, the branch, notifications and the signed-in user. */
function topBar(branch: string): string {
  let out = rect(184, 32, SCREEN.width - 184, 52, C.white) + line(184, 84, SCREEN.width, 84, K.line, 1);
  out +=
    rect(204, 44, 300, 28, C.mist, { rx: 7, stroke: K.line, "stroke-width": 1 }) +
    stroke("M219 53.5a4.5 4.5 0 1 0 .1 0zM222.5 61.5l3 3", C.slate, 1.4);
  out +=
    text(234, 62, "Search assets, contracts, customers…", { size: 11, fill: K.muted }) +
    rect(470, 51, 24, 14, C.white, { rx: 3, stroke: K.line });
  out += text(482, 61.5, "⌘K", { size: 8.5, weight: 600, fill: C.slate, anchor: "middle" });
  const w = measure(branch, 11) + 40;
  out +=
    rect(830 - w, 45, w, 26, C.white, { rx: 13, stroke: K.line }) +
    circle(844 - w, 58, 3.5, C.teal) +
    text(853 - w, 62, branch, { size: 11, weight: 600, fill: C.navy });
  out += stroke("M858 62h12M860 62v-5a4 4 0 0 1 8 0v5M862.5 65h3", C.slate, 1.4) + circle(869, 51, 3.5, C.amber);
  return out + circle(918, 58, 14, C.navy2) + text(918, 62, "JM", { size: 10.5, weight: 700, fill: C.white, anchor: "middle" });
}

/**
 * A whole desktop screen: the browser window at `address`, the sidebar with `active` marked, the top
 * bar showing `branch`, and `body` (drawn in canvas coordinates over the mist content area, which
 * starts at x 184, y 84).
 */
export function appScreen(o: { active: MenuEntry; address: string; branch: string; body: string }): string {
  return rect(0, 0, SCREEN.width, SCREEN.height, C.mist) + o.body + browserBar(o.address) + sidebar(o.active) + topBar(o.branch);
}

/** A page title with its breadcrumb above it, at the content area's top left. */
export function pageTitle(crumb: string, title: string, x = 208, y = 108): string {
  return text(x, y, crumb, { size: 10.5, fill: K.muted }) + text(x, y + 24, title, { size: 20, weight: 700, fill: C.navy, spacing: -0.3 });
}

/** A button: teal filled (`primary`) or white with a border, its right edge at x and middle at y; returns the markup and its width. */
export function button(right: number, y: number, label: string, primary: boolean): { svg: string; width: number } {
  const width = measure(label, 11) + 26;
  const x = right - width;
  const svg = primary
    ? rect(x, y - 14, width, 28, C.teal, { rx: 7 }) +
      text(x + width / 2, y + 4, label, { size: 11, weight: 600, fill: C.white, anchor: "middle" })
    : rect(x, y - 14, width, 28, C.white, { rx: 7, stroke: K.line }) +
      text(x + width / 2, y + 4, label, { size: 11, weight: 600, fill: C.navy, anchor: "middle" });
  return { svg, width };
}

/** A key figure tile: label, value, and a change line coloured by its sign (`up` good in teal, `down` in red). */
export function kpi(x: number, y: number, w: number, label: string, value: string, change: string, trend: "up" | "down" | "flat"): string {
  const colour = trend === "up" ? T.tealDark : trend === "down" ? K.red : C.slate;
  const arrow = trend === "up" ? "▲ " : trend === "down" ? "▼ " : "";
  return (
    card(x, y, w, 84) +
    text(x + 16, y + 24, label, { size: 10.5, weight: 500, fill: C.slate }) +
    text(x + 16, y + 52, value, { size: 21, weight: 700, fill: C.navy, spacing: -0.4 }) +
    text(x + 16, y + 71, arrow + change, { size: 10, weight: 600, fill: colour })
  );
}

/** A table column: heading, width (px) and alignment. */
interface Column {
  label: string;
  width: number;
  align?: "start" | "end";
}

/** A table cell: plain text, bold text, muted text or a status chip. */
type Cell = string | { bold: string } | { muted: string } | { chip: string; tone: Tone };

/** A table with a heading row and rows 30 px high, its top left at (x, y); `width` is the card's inner width. */
export function table(x: number, y: number, width: number, columns: Column[], rows: Cell[][]): string {
  let out = rect(x, y, width, 26, C.mist) + line(x, y + 26, x + width, y + 26, K.line, 1);
  let cx = x + 12;
  const starts = columns.map((c) => {
    const start = cx;
    cx += c.width;
    return start;
  });
  columns.forEach((c, i) => {
    const tx = c.align === "end" ? starts[i]! + c.width - 12 : starts[i]!;
    out += text(tx, y + 17, c.label.toUpperCase(), {
      size: 9,
      weight: 700,
      fill: K.muted,
      spacing: 0.5,
      anchor: c.align === "end" ? "end" : "start",
    });
  });
  rows.forEach((row, r) => {
    const ry = y + 26 + r * 30;
    if (r > 0) out += line(x, ry, x + width, ry, "#eef1f5", 1);
    row.forEach((value, i) => {
      const col = columns[i]!;
      const end = col.align === "end";
      const tx = end ? starts[i]! + col.width - 12 : starts[i]!;
      out += cellMarkup(value, tx, ry + 19.5, end);
    });
  });
  return out;
}

/** One cell's markup, its text baseline at y. */
function cellMarkup(value: Cell, x: number, y: number, end: boolean): string {
  const anchor = end ? "end" : "start";
  if (typeof value === "string") return text(x, y, value, { size: 11, fill: K.ink, anchor });
  if ("bold" in value) return text(x, y, value.bold, { size: 11, weight: 600, fill: C.navy, anchor });
  if ("muted" in value) return text(x, y, value.muted, { size: 11, fill: C.slate, anchor });
  const c = chip(x, y - 4, value.chip, value.tone, 9.5);
  return end ? g(c.svg, { transform: `translate(${n(-c.width)} 0)` }) : c.svg;
}

/** Tabs under a page title, `active` underlined in teal; returns the markup. */
export function tabs(x: number, y: number, labels: string[], active: string, right: number): string {
  let out = line(x, y + 10, right, y + 10, K.line, 1);
  let cx = x;
  for (const label of labels) {
    const w = measure(label, 11.5);
    const on = label === active;
    out += text(cx, y, label, { size: 11.5, weight: on ? 600 : 500, fill: on ? C.navy : C.slate });
    if (on) out += rect(cx, y + 8.5, w, 3, C.teal, { rx: 1.5 });
    cx += w + 22;
  }
  return out;
}

/** Bars for values 0-1 in a plot box (x, y, w, h), with optional labels under them; the last bars may be highlighted. */
export function bars(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  labels: string[],
  colour: string,
  highlight = -1,
): string {
  const step = w / values.length;
  const bw = step * 0.56;
  let out =
    [0.25, 0.5, 0.75, 1].map((f) => line(x, y + h - h * f, x + w, y + h - h * f, "#eef1f5", 1)).join("") +
    line(x, y + h, x + w, y + h, K.line, 1);
  values.forEach((v, i) => {
    const bx = x + i * step + (step - bw) / 2;
    const bh = Math.max(2, h * v);
    out += rect(bx, y + h - bh, bw, bh, i === highlight ? C.amber : colour, { rx: 2.5 });
    if (labels[i]) out += text(bx + bw / 2, y + h + 14, labels[i]!, { size: 9, fill: K.muted, anchor: "middle" });
  });
  return out;
}

/** A smooth line through values 0-1 across a plot box (x, y, w, h), optionally with a soft area under it. */
export function trend(x: number, y: number, w: number, h: number, values: number[], colour: string, area?: string): string {
  const pts = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - h * v] as const);
  let d = `M${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += `C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
  }
  const fill = area ? el("path", { d: `${d}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, fill: area }) : "";
  return fill + stroke(d, colour, 2.2);
}

/** A horizontal progress bar (value 0-1) with its track, `w` px wide and 6 px high. */
export function meter(x: number, y: number, w: number, value: number, colour: string): string {
  return rect(x, y, w, 6, "#eef1f5", { rx: 3 }) + rect(x, y, Math.max(6, w * value), 6, colour, { rx: 3 });
}

/** A photo placeholder of a machine in a yard: sky, ground and a simple excavator, in a rounded box. */
export function machinePhoto(x: number, y: number, w: number, h: number, id: string): string {
  const clip = el("clipPath", { id }, rect(x, y, w, h, "#000", { rx: 8 }));
  const k = Math.min(w / 200, h / 130);
  const machine = g(
    rect(40, 92, 96, 14, "#2b3440", { rx: 7 }) +
      rect(58, 62, 58, 30, C.amber, { rx: 3 }) +
      rect(92, 48, 26, 26, T.amberDark, { rx: 3 }) +
      rect(96, 52, 16, 12, "#bfd9ea", { rx: 2 }) +
      stroke("M64 66L34 38L14 62", T.amberDark, 7) +
      el("path", { d: "M8 58h14l-4 14H6z", fill: "#3a4554" }),
    { transform: `translate(${n(x + w / 2 - 72 * k)} ${n(y + h - 118 * k)}) scale(${n(k)})` },
  );
  const scene =
    rect(x, y, w, h, "#d8e7f3") +
    rect(x, y + h * 0.7, w, h * 0.3, "#c8b89a") +
    el("path", {
      d: `M${n(x)} ${n(y + h * 0.7)}l${n(w * 0.3)}-${n(h * 0.22)} ${n(w * 0.25)} ${n(h * 0.15)} ${n(w * 0.2)}-${n(h * 0.1)} ${n(w * 0.25)} ${n(h * 0.17)}z`,
      fill: "#b7cde0",
    });
  return el("defs", {}, clip) + g(scene + machine, { "clip-path": `url(#${id})` });
}
