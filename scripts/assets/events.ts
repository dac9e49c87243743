/**
 * Event artwork: a 400x200 cover and two 960x540 slides per event. Every picture is its own composition,
 * chosen to match the event and its alt text in pages/resources.yaml: booth, live demo, show-floor meeting,
 * breakout session, partner pavilion, executive panel, panel speaker, foyer networking, equipment on
 * display, job-site tracking demo, hall entrance, tablet close-up, team photo, hands-on session, KPI screen,
 * keynote and audience. Each event keeps its own palette; people share the illustration style of objects.ts.
 * Covers are the cover scene drawn on a 960x480 canvas and scaled to 400x200.
 */
import { C, T, SKIN, HAIR, shade } from "./palette.ts";
import { doc, n, rect, circle, path, poly, stroke, g, at, linear, radial, rng, boxes } from "./svg.ts";
import { label } from "./text.ts";
import { mark } from "./brand.ts";
import * as O from "./objects.ts";

interface Pal {
  bg: [string, string];
  primary: string;
  secondary: string;
  accent: string;
  floor: string;
  light?: boolean;
}

type Kind =
  | "booth"
  | "island"
  | "demo"
  | "meeting"
  | "breakout"
  | "pavilion"
  | "panel"
  | "speaker"
  | "foyer"
  | "equipment"
  | "farmhall"
  | "jobsite"
  | "entrance"
  | "tablet"
  | "team"
  | "handson"
  | "kpi"
  | "keynote"
  | "lectern"
  | "audience";

/** Per event: palette, the cover's scene, the two slides' scenes, and the name shown on banners. */
export const EVENTS = {
  "rental-expo-2025": {
    pal: { bg: [C.navy, C.navy2], primary: C.teal, secondary: C.amber, accent: C.tealLight, floor: "#24486b" },
    name: "NATIONAL RENTAL EXPO",
    scenes: ["booth", "demo", "meeting"],
  },
  "suiteworld-2025": {
    pal: { bg: ["#1e2156", "#383d8f"], primary: "#7c8fd6", secondary: C.tealLight, accent: C.amber, floor: "#2c3070" },
    name: "SUITEWORLD",
    scenes: ["pavilion", "breakout", "team"],
  },
  "equipment-summit-2025": {
    pal: { bg: ["#0a5a52", C.teal], primary: C.amber, secondary: C.white, accent: C.navy, floor: "#0b4f48" },
    name: "EQUIPMENT LEADERS SUMMIT",
    scenes: ["panel", "speaker", "foyer"],
  },
  "conexpo-2025": {
    pal: { bg: ["#1f2933", "#3a4656"], primary: "#f7c331", secondary: C.amber, accent: C.white, floor: "#2b3540" },
    name: "CONEXPO-CON/AGG",
    scenes: ["equipment", "jobsite", "meeting"],
  },
  "ara-show-2025": {
    pal: { bg: [C.navy2, "#2d5f8a"], primary: "#e76f51", secondary: C.tealLight, accent: C.amber, floor: "#1a3653" },
    name: "THE ARA SHOW",
    scenes: ["entrance", "tablet", "team"],
  },
  "rental-show-2024": {
    pal: { bg: ["#3d2a4f", "#5c3d73"], primary: C.amber, secondary: C.tealLight, accent: "#f08fb0", floor: "#33233f" },
    name: "RENTAL MANAGEMENT SHOW",
    scenes: ["island", "handson", "kpi"],
  },
  "erp-forum-2024": {
    pal: { bg: [C.sky, C.mist], primary: C.navy, secondary: C.teal, accent: C.amber, floor: T.skyDark, light: true },
    name: "CLOUD ERP FORUM",
    scenes: ["keynote", "lectern", "audience"],
  },
  "midwest-expo-2024": {
    pal: { bg: ["#1f4d3a", "#2e6b50"], primary: C.amber, secondary: C.sky, accent: "#9fd39a", floor: "#1a4031" },
    name: "MIDWEST EQUIPMENT EXPO",
    scenes: ["farmhall", "booth", "meeting"],
  },
} satisfies Record<string, { pal: Pal; name: string; scenes: [Kind, Kind, Kind] }>;
export type EventKey = keyof typeof EVENTS;

const SHIRTS = [C.teal, C.amber, C.tealLight, "#7c8fd6", "#e76f51", C.sky, T.navy4, "#9fd39a", "#c9c2b8"];
const STYLES = ["short", "long", "bun", "curly", "bald", "bob", "short"] as const;
const pick = <A>(r: () => number, a: readonly A[]): A => a[Math.floor(r() * a.length)]!; // r() < 1, so the index is in range

/** A random visitor look; Northgate staff wear the brand teal. */
function lookOf(r: () => number, staff = false): O.Look {
  return { skin: pick(r, SKIN), hair: pick(r, HAIR), shirt: staff ? C.teal : pick(r, SHIRTS), style: pick(r, STYLES), glasses: r() < 0.2 };
}

interface Ctx {
  id: (s: string) => string;
  p: Pal;
  r: () => number;
  name: string;
  seed: string;
  /** canvas height: 540 for slides, 480 for covers */
  h: number;
}

/** Figure standing at (x, y) scaled s. */
const fig = (x: number, y: number, s: number, look: O.Look, pose: O.Pose = "stand", seated = false, flip = false) =>
  g(O.person(look, C.navy, pose, seated), { transform: `translate(${n(x)} ${n(y)}) scale(${flip ? n(-s) : n(s)} ${n(s)})` });

/**
 * A row of people seen from behind (audiences, crowds walking away): compact, one path per colour.
 * Origin of each figure is the bottom of its shoulders; heads of radius 17*s.
 */
function backRow(r: () => number, count: number, x0: number, x1: number, y: number, s: number, jitter = 0): string {
  const w = (v: number) => String(Math.round(v)); // whole units: these figures are small and numerous
  const necks = new Map<string, string>();
  const shirts = new Map<string, string>();
  const hair = new Map<string, string>();
  const add = (m: Map<string, string>, k: string, d: string) => m.set(k, (m.get(k) ?? "") + d);
  const circ = (cx: number, cy: number, rr: number) =>
    `M${w(cx - rr)} ${w(cy)}a${w(rr)} ${w(rr)} 0 1 0 ${w(2 * rr)} 0a${w(rr)} ${w(rr)} 0 1 0 ${w(-2 * rr)} 0`;
  const step = (x1 - x0) / Math.max(1, count - 1);
  for (let k0 = 0; k0 < count; k0++) {
    const x = x0 + k0 * step + (r() - 0.5) * step * 0.4;
    const yy = y + (r() - 0.5) * jitter;
    const k = s * (0.92 + r() * 0.16);
    const look = lookOf(r);
    const hy = yy - 70 * k;
    add(necks, look.skin, `M${w(x - 6 * k)} ${w(hy + 6 * k)}h${w(12 * k)}v${w(18 * k)}h${w(-12 * k)}Z`);
    add(
      shirts,
      look.shirt,
      `M${w(x - 36 * k)} ${w(yy)}v${w(-24 * k)}c0 ${w(-15 * k)} ${w(11 * k)} ${w(-27 * k)} ${w(26 * k)} ${w(-27 * k)}h${w(20 * k)}c${w(15 * k)} 0 ${w(26 * k)} ${w(12 * k)} ${w(26 * k)} ${w(27 * k)}V${w(yy)}Z`,
    );
    if (look.style === "bald") add(necks, look.skin, circ(x, hy, 15 * k));
    else if (look.style === "long" || look.style === "bob")
      add(
        hair,
        look.hair,
        `M${w(x - 18 * k)} ${w(hy + (look.style === "long" ? 30 : 14) * k)}V${w(hy)}a${w(18 * k)} ${w(18 * k)} 0 0 1 ${w(36 * k)} 0V${w(hy + (look.style === "long" ? 30 : 14) * k)}Z`,
      );
    else add(hair, look.hair, circ(x, hy - k, 16 * k));
  }
  const out = (m: Map<string, string>) => [...m].map(([c, d]) => path(d, c)).join("");
  return out(necks) + out(shirts) + out(hair);
}

/** Background gradient, a soft glow and the floor. */
function room(c: Ctx, floorY: number, glowX = 480): [string, string] {
  const { id, p } = c;
  const defs =
    linear(id("bg"), [
      [0, p.bg[0]],
      [1, p.bg[1]],
    ]) +
    radial(id("glow"), [
      [0, p.light ? C.white : p.primary, p.light ? 0.9 : 0.3],
      [1, p.primary, 0],
    ]);
  const body =
    rect(0, 0, 960, c.h, `url(#${id("bg")})`) +
    circle(glowX, floorY * 0.5, 420, `url(#${id("glow")})`) +
    rect(0, floorY, 960, c.h - floorY, p.floor);
  return [defs, body];
}

/** Presentation screen with a slide: chart | title | map | kpi. */
function screen(x: number, y: number, w: number, h: number, c: Ctx, kind: "chart" | "title" | "map" | "kpi", frame = C.navy): string {
  const { p } = c;
  const hi = p.primary === C.navy ? C.teal : p.primary;
  let s = rect(x - 8, y - 8, w + 16, h + 16, frame, { rx: 10 }) + rect(x, y, w, h, "#0b1a2b", { rx: 4 });
  if (kind === "chart") {
    s += rect(x + w * 0.06, y + h * 0.1, w * 0.4, h * 0.08, hi, { rx: h * 0.04 });
    s += boxes(
      [0.45, 0.7, 0.55, 0.9, 0.75].map((v, i) => [x + w * (0.08 + i * 0.09), y + h * (0.9 - v * 0.6), w * 0.06, h * v * 0.6]),
      p.secondary === C.white ? C.tealLight : p.secondary,
      {},
      3,
    );
    s +=
      circle(x + w * 0.76, y + h * 0.58, h * 0.22, "none", { stroke: hi, "stroke-width": h * 0.1 }) +
      circle(x + w * 0.76, y + h * 0.58, h * 0.22, "none", {
        stroke: C.amber,
        "stroke-width": h * 0.1,
        "stroke-dasharray": `${n(h * 0.4)} 999`,
      });
  } else if (kind === "title") {
    s +=
      at(x + w * 0.06, y + h * 0.12, mark("light"), h / 160) +
      rect(x + w * 0.06, y + h * 0.45, w * 0.62, h * 0.09, C.white, { rx: h * 0.045 }) +
      rect(x + w * 0.06, y + h * 0.6, w * 0.45, h * 0.06, hi, { rx: h * 0.03 }) +
      boxes(
        [0, 1, 2].map((i) => [x + w * 0.06, y + h * (0.74 + i * 0.07), w * (0.5 - i * 0.08), h * 0.035]),
        "#ffffff",
        { opacity: 0.45 },
      );
  } else if (kind === "map") {
    s +=
      stroke(
        `M${n(x + w * 0.05)} ${n(y + h * 0.3)}h${n(w * 0.9)}M${n(x + w * 0.05)} ${n(y + h * 0.65)}h${n(w * 0.9)}M${n(x + w * 0.3)} ${n(y + h * 0.08)}v${n(h * 0.84)}M${n(x + w * 0.7)} ${n(y + h * 0.08)}v${n(h * 0.84)}`,
        T.navy3,
        6,
      ) +
      stroke(
        `M${n(x + w * 0.15)} ${n(y + h * 0.8)}C${n(x + w * 0.3)} ${n(y + h * 0.4)} ${n(x + w * 0.5)} ${n(y + h * 0.7)} ${n(x + w * 0.7)} ${n(y + h * 0.3)}S${n(x + w * 0.85)} ${n(y + h * 0.2)} ${n(x + w * 0.88)} ${n(y + h * 0.45)}`,
        C.tealLight,
        4,
        { "stroke-dasharray": "10 8" },
      ) +
      O.pin(x + w * 0.15, y + h * 0.8, C.amber) +
      O.pin(x + w * 0.7, y + h * 0.3, C.teal) +
      O.pin(x + w * 0.88, y + h * 0.45, "#e76f51");
  } else {
    s += O.dashboard(
      x + 6,
      y + 6,
      w - 12,
      h - 12,
      { dark: C.navy, body: hi, accent: C.amber, light: C.white, mid: T.skyDark, ground: T.skyMid },
      c.seed.length,
    );
  }
  return s;
}

/** Booth back wall with a header band carrying a name, origin top-left. */
function boothWall(x: number, y: number, w: number, h: number, col: string, text: string, c: Ctx): string {
  const tc = col === C.white || col === C.sky || col === C.tealLight || col === "#f7c331" || col === C.amber ? C.navy : C.white;
  return (
    rect(x, y, w, h, c.p.light ? C.white : "#f4f7fb", { rx: 6 }) +
    rect(x, y, w, 44, col, { rx: 6 }) +
    rect(x, y + 30, w, 14, col) +
    label(x + w / 2, y + 30, text, 20, tc, "middle", w - 30, 1)
  );
}

/** Counter with the Northgate mark on its front, origin bottom-centre. */
const counter = (x: number, y: number, w: number, col: string) =>
  rect(x - w / 2, y - 70, w, 70, C.navy, { rx: 4 }) + rect(x - w / 2, y - 70, w, 10, col) + at(x - 14, y - 48, mark("light"), 0.7);

/** High cocktail table, origin at floor. */
const highTable = (x: number, y: number, top: string, leg: string) =>
  stroke(`M${x} ${y - 84}v84M${x - 26} ${y}h52`, leg, 6) + path(`M${x - 46} ${y - 88}a46 10 0 0 0 92 0a46 10 0 0 0-92 0Z`, top);

/** Stage platform from x0 to x1 at y (front edge), with a coloured lip. */
const stagePlat = (x0: number, x1: number, y: number, top: string, lip: string) =>
  poly([x0 + 40, y - 50, x1 - 40, y - 50, x1, y, x0, y], top) + rect(x0, y, x1 - x0, 12, lip);

/** Spotlight beams from the ceiling. */
const beams = (xs: number[], to: number, light: boolean) =>
  xs.map((x) => poly([x - 14, 0, x + 14, 0, x + 110, to, x - 70, to], C.white, { opacity: light ? 0.22 : 0.06 })).join("");

/** Hanging banner with a label. */
const banner = (x: number, y: number, w: number, col: string, text: string, ink: string, light: boolean) =>
  stroke(`M${x + 12} 0v${y}M${x + w - 12} 0v${y}`, light ? T.slateLight : "#ffffff55", 2) +
  rect(x, y, w, 46, col, { rx: 4 }) +
  label(x + w / 2, y + 30, text, 18, ink, "middle", w - 24, 1);

const inkOn = (col: string) => ([C.white, C.sky, C.tealLight, "#f7c331", C.amber, "#9fd39a"].includes(col) ? C.navy : C.white);

/* ---------- the scenes (960 x c.h) ---------- */

const SCENES: Record<Kind, (c: Ctx) => [string, string]> = {
  /** Inline booth seen from the aisle: wall, screen, counter, two staff, visitors from behind. */
  booth: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 390);
    return [
      defs,
      bg +
        banner(40, 40, 320, p.secondary, c.name, inkOn(p.secondary), !!p.light) +
        boothWall(180, 110, 600, 280, p.primary, "NORTHGATE SYSTEMS", c) +
        screen(220, 180, 250, 150, c, "chart") +
        rect(520, 180, 220, 24, p.accent, { rx: 4, opacity: 0.8 }) +
        boxes(
          [0, 1, 2].map((i) => [520, 222 + i * 30, 200 - i * 40, 14]),
          T.skyDark,
          {},
          7,
        ) +
        at(750, 390, O.plant({ ...O.LIGHT, body: C.teal }, p.accent), 1.2) +
        fig(560, 390, 1.15, lookOf(r, true), "talk") +
        counter(390, 400, 200, p.primary) +
        O.laptop(350, 300, 70, O.LIGHT, rect(356, 306, 58, 32, C.teal, { rx: 2 })) +
        fig(690, 392, 1.1, lookOf(r, true), "wave") +
        backRow(r, 6, 80, 880, 500, 1.6, 30) +
        backRow(r, 4, 140, 820, 560, 2.1, 10),
    ];
  },

  /** Island booth with a hanging ring sign, seen from a distance across the hall. */
  island: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 360);
    return [
      defs,
      bg +
        beams([200, 760], 360, !!p.light) +
        stroke("M330 0v60M630 0v60", "#ffffff55", 2) +
        path("M300 60h360v50H300Z", p.primary) +
        label(480, 95, "NORTHGATE SYSTEMS", 22, inkOn(p.primary), "middle", 330, 1) +
        rect(300, 110, 360, 8, shade(p.primary, -0.25)) +
        path("M170 380l70-40h480l70 40Z", shade(p.floor, 0.15)) +
        screen(260, 180, 180, 110, c, "title", C.navy2) +
        screen(520, 180, 180, 110, c, "chart", C.navy2) +
        rect(340, 290, 20, 60, C.navy2) +
        rect(600, 290, 20, 60, C.navy2) +
        fig(280, 372, 1, lookOf(r, true), "talk") +
        fig(680, 372, 1, lookOf(r, true), "hold") +
        counter(480, 384, 160, p.secondary) +
        fig(560, 372, 0.95, lookOf(r), "talk", false, true) +
        backRow(r, 6, 60, 900, 480, 1.5, 24) +
        backRow(r, 4, 100, 860, 545, 2, 10),
    ];
  },

  /** Live demo: presenter pointing at a big screen, visitors watching from behind. */
  demo: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 400, 400);
    return [
      defs,
      bg +
        boothWall(60, 50, 840, 350, p.primary, "LIVE DEMO · PRECISIONERP", c) +
        screen(120, 120, 440, 250, c, "kpi") +
        fig(660, 400, 1.45, lookOf(r, true), "point", false, true) +
        O.tablet(790, 250, 90, 64, O.LIGHT) +
        backRow(r, 5, 90, 870, 470, 2, 20) +
        backRow(r, 4, 150, 800, 560, 2.6, 10),
    ];
  },

  /** Consultants and visitors talking at high tables on the show floor, booths behind. */
  meeting: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 360);
    const hats = c.name.startsWith("CONEXPO");
    const hat = (x: number, y: number, s: number) => at(x, y, O.hardHat("#f7c331"), s);
    const back = hats
      ? at(
          760,
          330,
          O.excavator({ dark: T.navyDeep, body: "#f7c331", accent: "#f7c331", light: C.sky, mid: T.navy4, ground: C.navy2 }),
          1.1,
        ) + rect(600, 330, 340, 30, C.navy, { rx: 4 })
      : boothWall(620, 120, 300, 240, p.secondary, "MEETING AREA", c);
    const a = lookOf(r, true);
    const b = { ...lookOf(r), shirt: hats ? "#f7c331" : pick(r, SHIRTS) };
    const d = lookOf(r, true);
    const e = { ...lookOf(r), shirt: hats ? C.amber : pick(r, SHIRTS) };
    return [
      defs,
      bg +
        boothWall(40, 120, 300, 240, p.primary, c.name, c) +
        screen(90, 190, 200, 120, c, "chart") +
        back +
        fig(170, 470, 1.5, a, "talk") +
        highTable(290, 470, C.white, C.navy) +
        fig(400, 470, 1.5, b, "stand", false, true) +
        (hats ? hat(400, 470, 1.5) : "") +
        fig(600, 490, 1.55, d, "hold") +
        O.tablet(600, 490 - 88 * 1.55, 60, 42, O.LIGHT) +
        highTable(720, 490, p.accent, C.navy) +
        fig(830, 490, 1.55, e, "reach", false, true) +
        (hats ? hat(830, 490, 1.55) : ""),
    ];
  },

  /** Breakout room: presenter beside the slide, attendees at tables seen from behind. */
  breakout: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 300);
    const tables = [360, 450].map((y) => rect(60, y - 20, 840, 18, shade(p.floor, 0.25), { rx: 4 })).join("");
    return [
      defs,
      bg +
        screen(300, 40, 380, 210, c, "title") +
        label(480, 290, "BREAKOUT SESSION", 16, C.white, "middle", 300, 2) +
        fig(800, 320, 1.1, lookOf(r, true), "talk", false, true) +
        path("M750 320h50l-6-70h-38Z", C.navy) +
        rect(120, 300, 8, 40, C.navy) +
        tables +
        backRow(r, 7, 110, 850, 356, 1.05, 4) +
        backRow(r, 6, 140, 820, 452, 1.3, 4) +
        backRow(r, 4, 160, 800, 545, 1.75, 6),
    ];
  },

  /** Partner pavilion: a row of partner stands under a pavilion sign, Northgate in the middle. */
  pavilion: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 380);
    const stand = (x: number, col: string, name: string) =>
      boothWall(x, 150, 220, 230, col, name, c) +
      rect(x + 30, 210, 160, 90, C.navy, { rx: 4 }) +
      rect(x + 50, 320, 120, 60, C.navy2, { rx: 3 });
    return [
      defs,
      bg +
        banner(300, 30, 360, p.accent, "PARTNER PAVILION", inkOn(p.accent), !!p.light) +
        stand(10, p.secondary, "PARTNER") +
        stand(250, C.teal, "NORTHGATE") +
        screen(280, 206, 160, 94, c, "chart") +
        stand(490, p.primary, "PARTNER") +
        stand(730, p.secondary, "PARTNER") +
        fig(330, 380, 0.95, lookOf(r, true), "talk") +
        fig(430, 380, 0.95, lookOf(r), "stand", false, true) +
        backRow(r, 8, 40, 920, 470, 1.45, 30) +
        backRow(r, 5, 90, 870, 550, 2, 10),
    ];
  },

  /** Executive panel: four speakers in armchairs on stage, title screen above, audience heads. */
  panel: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 330);
    const chairs = [230, 400, 570, 740];
    const chair = (x: number, col: string) => path(`M${x - 40} 370v-80a14 14 0 0 1 14-14h52a14 14 0 0 1 14 14v80Z`, col);
    const people = [O.CEO, lookOf(r), lookOf(r), lookOf(r)];
    return [
      defs,
      bg +
        beams([240, 720], 340, !!p.light) +
        rect(260, 40, 440, 150, "#0b1a2b", { rx: 8 }) +
        label(480, 100, c.name, 24, C.white, "middle", 400, 1) +
        label(480, 140, "EXECUTIVE PANEL", 18, p.primary === C.navy ? C.teal : p.primary, "middle", 400, 3) +
        stagePlat(90, 870, 400, shade(p.floor, -0.2), p.primary) +
        chairs.map((x, i) => chair(x, T.navy3) + fig(x, 396, 1, people[i]!, i === 0 ? "talk" : "stand", true)).join("") +
        rect(440, 352, 80, 8, C.white, { rx: 3 }) +
        stroke("M450 360v32M510 360v32", C.white, 4) +
        backRow(r, 7, 40, 920, 500, 1.7, 20) +
        backRow(r, 5, 80, 880, 560, 2.2, 8),
    ];
  },

  /** Close-up of Alexandra Reyes speaking on the panel: armchair, mic stand, name card, lower third. */
  speaker: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 420, 360);
    const s = 2.1;
    return [
      defs,
      bg +
        beams([360], 420, !!p.light) +
        rect(560, 60, 360, 200, "#0b1a2b", { rx: 8 }) +
        label(590, 120, "Fleet utilization", 22, C.white, "start", 300) +
        boxes(
          [0.4, 0.6, 0.5, 0.8, 0.95].map((v, i) => [600 + i * 52, 240 - v * 90, 34, v * 90]),
          p.primary === C.navy ? C.teal : p.primary,
          {},
          4,
        ) +
        path(
          `M${360 - 40 * s} 520v${-80 * s}a${14 * s} ${14 * s} 0 0 1 ${14 * s}-${14 * s}h${52 * s}a${14 * s} ${14 * s} 0 0 1 ${14 * s} ${14 * s}v${80 * s}Z`,
          T.navy3,
        ) +
        fig(360, 520, s, O.CEO, "talk", true) +
        stroke("M520 540V360l-40-40", C.navy, 6) +
        path("M470 312l14-12 10 10-14 12Z", "#0b1a2b") +
        fig(830, 560, 1.7, lookOf(r), "stand", true, true) +
        rect(0, 430, 960, 110, shade(p.floor, -0.25), { opacity: 0.5 }) +
        rect(520, 450, 160, 50, C.white, { rx: 4 }) +
        label(600, 482, "A. REYES", 20, C.navy, "middle", 140, 1) +
        rect(40, 470, 420, 50, C.navy, { rx: 6, opacity: 0.9 }) +
        rect(40, 470, 8, 50, C.amber) +
        label(62, 502, "Alexandra Reyes · CEO, Northgate Systems", 18, C.white, "start", 385),
    ];
  },

  /** Conference foyer: window wall, coffee station, groups at high tables. */
  foyer: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 380);
    const panes: [number, number, number, number][] = [];
    for (let i = 0; i < 6; i++) panes.push([30 + i * 152, 40, 140, 300]);
    let sky = "";
    for (let i = 0; i < 12; i++)
      sky += rect(40 + i * 76, 340 - (60 + ((i * 53) % 140)), 50, 60 + ((i * 53) % 140), "#ffffff", { opacity: 0.12 });
    return [
      defs,
      bg +
        boxes(panes, "#ffffff", { opacity: 0.1 }, 4) +
        sky +
        rect(620, 300, 300, 80, C.navy, { rx: 4 }) +
        rect(620, 300, 300, 10, p.primary) +
        [660, 720].map((x) => rect(x, 250, 36, 50, T.slateLight, { rx: 6 }) + rect(x + 30, 268, 12, 6, C.navy)).join("") +
        boxes(
          [0, 1, 2, 3].map((i) => [790 + i * 26, 282, 18, 18]),
          C.white,
          {},
          3,
        ) +
        label(770, 350, "COFFEE", 16, C.white, "middle", 200, 3) +
        fig(120, 480, 1.45, lookOf(r), "talk") +
        highTable(230, 480, C.white, C.navy) +
        fig(340, 480, 1.45, lookOf(r), "hold", false, true) +
        O.mug(326, 480 - 88 * 1.45 + 12, p.primary) +
        fig(520, 500, 1.5, O.CEO, "reach") +
        fig(690, 500, 1.5, lookOf(r), "reach", false, true),
    ];
  },

  /** Heavy construction equipment on display under the hall's truss, visitors walking past. */
  equipment: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 380);
    const th: O.Theme = { dark: T.navyDeep, body: "#f7c331", accent: "#f7c331", light: C.sky, mid: T.navy4, ground: C.navy2 };
    let truss = "";
    for (let x = 0; x < 960; x += 40) truss += `M${x} 20l20 20l20-20`;
    return [
      defs,
      bg +
        stroke(`M0 20h960M0 40h960${truss}`, T.slateLight, 3, { opacity: 0.5 }) +
        banner(80, 60, 260, p.primary, c.name, inkOn(p.primary), false) +
        banner(640, 60, 240, p.secondary, "WEST HALL", inkOn(p.secondary), false) +
        path("M80 380l40-24h320l40 24Z", C.navy) +
        at(270, 356, O.excavator(th), 1.5) +
        path("M520 380l40-24h320l40 24Z", C.navy) +
        at(720, 356, O.skidSteer(th), 1.6) +
        at(600, 356, O.cone(C.amber), 1) +
        at(860, 356, O.cone(C.amber), 1) +
        backRow(r, 9, 40, 920, 480, 1.35, 30) +
        backRow(r, 5, 100, 860, 556, 1.9, 10),
    ];
  },

  /** Regional dealer show: tractors on display, dealers walking the hall. */
  farmhall: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 380);
    const green: O.Theme = { dark: T.navyDeep, body: "#4f9a4a", accent: "#9fd39a", light: C.sky, mid: T.navy4, ground: C.navy2 };
    const red: O.Theme = { ...green, body: "#c2553f", accent: C.amber };
    return [
      defs,
      bg +
        banner(320, 40, 320, p.primary, c.name, inkOn(p.primary), false) +
        stroke("M0 150h960", "#ffffff22", 2) +
        boothWall(40, 170, 200, 210, p.accent, "DEALERS", c) +
        boothWall(720, 170, 200, 210, p.secondary, "NORTHGATE", c) +
        at(330, 380, O.tractor(green), 1.2) +
        at(600, 380, O.tractor(red), 1.05) +
        backRow(r, 8, 40, 920, 480, 1.4, 30) +
        backRow(r, 5, 90, 870, 555, 1.9, 10),
    ];
  },

  /** Job-site tracking demo: a big map with routes and pins, consultant with a tablet, contractors in hard hats. */
  jobsite: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 400);
    const hat = (x: number, y: number, s: number) => at(x, y, O.hardHat("#f7c331"), s);
    return [
      defs,
      bg +
        boothWall(40, 40, 880, 360, p.primary, "JOB-SITE TRACKING · W-41507", c) +
        screen(90, 110, 460, 250, c, "map") +
        rect(600, 110, 270, 250, C.navy2, { rx: 6 }) +
        [0, 1, 2, 3]
          .map(
            (i) =>
              circle(630, 148 + i * 56, 12, [C.teal, C.amber, "#e76f51", C.tealLight][i]!) +
              rect(654, 140 + i * 56, 180 - i * 20, 16, C.sky, { rx: 8, opacity: 0.7 }),
          )
          .join("") +
        fig(170, 540, 1.6, lookOf(r, true), "hold") +
        O.tablet(170, 540 - 88 * 1.6, 70, 50, O.LIGHT) +
        fig(560, 540, 1.6, { ...lookOf(r), shirt: "#f7c331" }, "talk", false, true) +
        hat(560, 540, 1.6) +
        fig(760, 545, 1.6, { ...lookOf(r), shirt: C.amber }, "stand", false, true) +
        hat(760, 545, 1.6),
    ];
  },

  /** Entrance to the exhibit hall: a portal with the show's name, flags, visitors streaming in. */
  entrance: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 370);
    return [
      defs,
      bg +
        rect(200, 70, 560, 300, "#ffffff", { opacity: p.light ? 0.6 : 0.08 }) +
        rect(180, 60, 600, 90, p.primary, { rx: 8 }) +
        label(480, 116, c.name + " 2025", 34, inkOn(p.primary), "middle", 540, 2) +
        rect(180, 150, 40, 220, shade(p.primary, -0.25)) +
        rect(740, 150, 40, 220, shade(p.primary, -0.25)) +
        boxes(
          [0, 1, 2, 3].map((i) => [250 + i * 120, 170, 100, 200]),
          C.sky,
          { opacity: 0.35 },
          4,
        ) +
        label(480, 200, "EXHIBIT HALL", 18, C.white, "middle", 300, 4) +
        [70, 120, 840, 890]
          .map((x, i) => stroke(`M${x} 370V140`, C.slate, 4) + path(`M${x} 144h40v70l-20-10-20 10Z`, [p.secondary, p.accent][i % 2]!))
          .join("") +
        backRow(r, 6, 260, 700, 400, 0.9, 10) +
        backRow(r, 7, 140, 820, 460, 1.3, 20) +
        backRow(r, 5, 80, 880, 550, 1.9, 10),
    ];
  },

  /** Close-up: hands holding a tablet with the mobile check-in app; a scissor lift behind. */
  tablet: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 420);
    const hand = (x: number, skin: string, sleeve: string, dir: number) =>
      stroke(`M${x + dir * 80} 560L${x + dir * 20} 440`, sleeve, 70) +
      stroke(`M${x + dir * 20} 440L${x} 380`, skin, 56) +
      stroke(`M${x - dir * 4} 380l${-dir * 16} -30`, skin, 26);
    const look = lookOf(r);
    const th: O.Theme = { ...O.DARK, body: p.primary, accent: p.accent };
    return [
      defs,
      bg +
        g(at(160, 420, O.scissorLift(th, 260), 1.3) + boothWall(620, 80, 300, 340, p.primary, "BOOTH 5831", c), { opacity: 0.55 }) +
        g(
          rect(250, 90, 460, 330, C.navy, { rx: 26 }) +
            rect(272, 110, 416, 290, C.white, { rx: 10 }) +
            rect(272, 110, 416, 50, p.primary, { rx: 10 }) +
            rect(272, 140, 416, 20, p.primary) +
            label(300, 145, "Check-in", 22, inkOn(p.primary), "start", 200) +
            rect(296, 178, 120, 90, T.skyMid, { rx: 8 }) +
            at(356, 258, O.scissorLift(O.LIGHT, 70), 0.45) +
            rect(432, 186, 220, 14, C.navy, { rx: 7, opacity: 0.7 }) +
            rect(432, 212, 150, 10, T.slateLight, { rx: 5 }) +
            [0, 1]
              .map(
                (i) =>
                  circle(306, 296 + i * 32, 11, C.teal) +
                  stroke(`M300 ${296 + i * 32}l4 5 8-9`, C.white, 3) +
                  rect(326, 290 + i * 32, 180 - i * 50, 12, T.skyDark, { rx: 6 }),
              )
              .join("") +
            rect(520, 340, 150, 44, C.amber, { rx: 22 }) +
            label(595, 369, "CHECK IN", 16, C.navy, "middle", 120, 1),
          { transform: "rotate(-4 480 260)" },
        ) +
        hand(232, look.skin, look.shirt, -1) +
        hand(728, look.skin, look.shirt, 1),
    ];
  },

  /** The team at the booth, standing together for a photo. */
  team: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 420);
    const looks = [
      lookOf(r, true),
      { ...lookOf(r, true), shirt: C.navy2 },
      lookOf(r, true),
      { ...lookOf(r, true), shirt: C.navy2 },
      lookOf(r, true),
    ];
    const poses: O.Pose[] = ["stand", "wave", "hold", "stand", "talk"];
    return [
      defs,
      bg +
        boothWall(60, 50, 840, 370, p.primary, "NORTHGATE SYSTEMS", c) +
        screen(120, 130, 300, 180, c, "title") +
        screen(540, 130, 300, 180, c, "chart") +
        looks.map((l, i) => fig(200 + i * 140, 520 - (i % 2) * 14, 1.6, l, poses[i]!, false, i > 2)).join(""),
    ];
  },

  /** Hands-on session: attendees at laptops, an instructor at the front. */
  handson: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 330);
    const desk = (y: number, xs: number[], s: number) =>
      xs.map((x) => at(x, y - 30 * s, O.bust(lookOf(r)), s)).join("") +
      rect(40, y - 44 * s, 880, 16 * s, shade(p.floor, 0.3), { rx: 4 }) +
      rect(40, y - 28 * s, 880, 30 * s, shade(p.floor, 0.15)) +
      xs
        .map(
          (x) =>
            path(`M${n(x - 34 * s)} ${n(y - 44 * s)}l${n(6 * s)}-${n(44 * s)}h${n(56 * s)}l${n(6 * s)} ${n(44 * s)}Z`, T.slateLight) +
            circle(x, y - 68 * s, 5 * s, C.white),
        )
        .join("");
    return [
      defs,
      bg +
        screen(560, 40, 320, 180, c, "kpi") +
        fig(470, 320, 1, lookOf(r, true), "point") +
        label(120, 110, "HANDS-ON SESSION", 22, C.white, "start", 360, 2) +
        rect(120, 126, 120, 6, C.amber, { rx: 3 }) +
        desk(410, [200, 480, 760], 1) +
        desk(540, [330, 640], 1.3),
    ];
  },

  /** KPI dashboard on the booth's large screen, a consultant pointing, visitors watching. */
  kpi: (c) => {
    const { r } = c;
    const [defs, bg] = room(c, 420);
    return [
      defs,
      bg +
        rect(110, 20, 740, 400, C.navy, { rx: 10 }) +
        screen(140, 50, 680, 330, c, "kpi", C.navy) +
        rect(440, 420, 80, 20, C.navy) +
        fig(860, 470, 1.3, lookOf(r, true), "point", false, true) +
        backRow(r, 3, 220, 700, 560, 2.6, 10),
    ];
  },

  /** Keynote: wide stage, big screen, speaker at the lectern; on covers an audience too. */
  keynote: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 340);
    return [
      defs,
      bg +
        beams([220, 740], 350, !!p.light) +
        screen(260, 50, 440, 230, c, "title", p.light ? C.navy : "#0b1a2b") +
        label(480, 318, "KEYNOTE", 14, p.light ? C.navy : C.white, "middle", 200, 6) +
        rect(60, 70, 150, 190, p.light ? C.navy : "#0b1a2b", { rx: 8 }) +
        rect(750, 70, 150, 190, p.light ? C.navy : "#0b1a2b", { rx: 8 }) +
        at(90, 100, mark("light"), 2.2) +
        at(780, 100, mark("light"), 2.2) +
        stagePlat(60, 900, 400, p.light ? C.navy2 : "#0b1a2b", p.secondary) +
        fig(690, 396, 1.1, O.CTO, "talk", false, true) +
        path("M610 396l6-80h56l6 80Z", p.light ? C.navy : C.navy2) +
        rect(604, 310, 80, 12, p.secondary, { rx: 4 }) +
        at(634, 376, mark("light"), 0.6) +
        backRow(r, 9, 30, 930, 490, 1.5, 16) +
        backRow(r, 7, 60, 900, 560, 2, 8),
    ];
  },

  /** Marcus Chen at the lectern, close: the slide behind him, a lower third with his name. */
  lectern: (c) => {
    const { p } = c;
    const [defs, bg] = room(c, 470, 300);
    return [
      defs,
      bg +
        beams([560], 470, !!p.light) +
        screen(60, 50, 460, 260, c, "chart", C.navy) +
        fig(700, 620, 2.3, O.CTO, "talk", false, true) +
        path("M560 540l14-170h150l14 170Z", C.navy) +
        rect(548, 356, 204, 22, p.secondary, { rx: 6 }) +
        at(622, 420, mark("light"), 1.4) +
        stroke("M600 360l30-50", C.navy, 5) +
        rect(40, 440, 420, 50, C.navy, { rx: 6, opacity: 0.92 }) +
        rect(40, 440, 8, 50, C.amber) +
        label(62, 472, "Marcus Chen · CTO, Northgate Systems", 18, C.white, "start", 385),
    ];
  },

  /** The audience during the keynote: rows of people from behind, the stage far ahead. */
  audience: (c) => {
    const { p, r } = c;
    const [defs, bg] = room(c, 220);
    return [
      defs,
      bg +
        beams([300, 620], 220, !!p.light) +
        screen(330, 40, 300, 150, c, "chart", C.navy) +
        stagePlat(200, 760, 230, C.navy2, p.secondary) +
        fig(690, 222, 0.55, O.CTO, "talk", false, true) +
        path("M620 222l3-36h28l3 36Z", C.navy) +
        backRow(r, 11, 20, 940, 290, 0.85, 6) +
        backRow(r, 9, 30, 930, 350, 1.05, 6) +
        backRow(r, 8, 40, 920, 420, 1.25, 6) +
        backRow(r, 7, 50, 910, 500, 1.55, 6) +
        backRow(r, 5, 60, 900, 570, 1.95, 6),
    ];
  },
};

/** The eight Northgate pictures of one event: [file base name, SVG]. */
export function eventFiles(eventId: EventKey): [string, string][] {
  const { pal, scenes, name } = EVENTS[eventId];
  const make = (kind: Kind, base: string, cover: boolean): string => {
    const ctx: Ctx = { id: (s) => `${base}-${s}`, p: pal, r: rng(`${eventId}-${base}-${kind}`), name, seed: eventId, h: cover ? 480 : 540 };
    const [defs, body] = SCENES[kind](ctx);
    return cover ? doc(400, 200, g(body, { transform: "scale(0.41667)" }), defs) : doc(960, 540, body, defs);
  };
  return [
    [`${eventId}-cover`, make(scenes[0], `${eventId}-cover`, true)],
    [`${eventId}-1`, make(scenes[1], `${eventId}-1`, false)],
    [`${eventId}-2`, make(scenes[2], `${eventId}-2`, false)],
  ];
}
