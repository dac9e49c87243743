/** Illustrated head-and-shoulders portraits for the team and testimonials (drawn at 320, scaled for 160). */
import { C, T, SKIN, HAIR, shade } from "./palette.ts";
import { doc, n, rect, circle, ellipse, path, poly, stroke, g } from "./svg.ts";

type HairStyle = "long" | "short" | "bob" | "bun" | "crop";

interface Portrait {
  skin: string;
  hair: string;
  style: HairStyle;
  top: string; // main clothing colour
  outfit: "blazer" | "crew" | "collar";
  inner?: string; // shirt under blazer
  bg: string;
  ring: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

export const PEOPLE = {
  "alexandra-reyes": {
    skin: SKIN[1],
    hair: HAIR[1],
    style: "long",
    top: C.teal,
    outfit: "blazer",
    inner: C.white,
    bg: C.sky,
    ring: T.skyDark,
    earrings: true,
  },
  "marcus-chen": {
    skin: SKIN[0],
    hair: HAIR[0],
    style: "short",
    top: C.navy,
    outfit: "blazer",
    inner: C.sky,
    bg: T.tealPale,
    ring: C.tealLight,
    glasses: true,
  },
  "priya-natarajan": {
    skin: SKIN[2],
    hair: HAIR[0],
    style: "bun",
    top: C.amber,
    outfit: "crew",
    bg: C.sky,
    ring: T.skyDark,
    earrings: true,
  },
  "daniel-okafor": {
    skin: SKIN[4],
    hair: HAIR[0],
    style: "crop",
    top: C.teal,
    outfit: "collar",
    bg: T.amberPale,
    ring: "#f9cf85",
    beard: true,
  },
  "sarah-lindqvist": { skin: SKIN[0], hair: "#d9a95b", style: "bob", top: C.navy2, outfit: "crew", bg: C.sky, ring: T.skyDark },
} satisfies Record<string, Portrait>;
export type PersonKey = keyof typeof PEOPLE;

export { shade };

function hairBack(p: Portrait): string {
  switch (p.style) {
    case "long":
      return path("M94 150C86 84 120 62 160 62s74 22 66 88l12 104c-30 16-126 16-156 0Z", p.hair);
    case "bob":
      return path("M92 156C86 90 120 66 160 66s74 24 68 90l4 46c-14 10-36 8-42 0H130c-6 8-28 10-42 0Z", p.hair);
    case "bun":
      return circle(160, 62, 28, p.hair);
    default:
      return "";
  }
}

function hairFront(p: Portrait): string {
  switch (p.style) {
    case "long":
      return path("M104 134c-6-46 22-66 56-66 38 0 64 24 58 68-20-26-50-38-82-38-12 10-24 22-32 36Z", p.hair);
    case "bob":
      return path("M102 132c0-42 26-60 58-60 34 0 60 18 58 60-28-22-70-30-116 0Z", p.hair);
    case "bun":
      return path("M102 132c0-42 26-62 58-62s60 20 58 62c-16-22-36-32-58-32s-42 10-58 32Z", p.hair);
    case "short":
      return (
        path("M102 136c-6-48 24-70 60-70 36 0 62 20 56 68l-6-14c-8-20-30-26-52-26-20 0-38 6-48 22Z", p.hair) +
        path("M150 82c10 6 30 8 52 2", "none", { stroke: shade(p.hair, 0.25), "stroke-width": 3, "stroke-linecap": "round" })
      );
    case "crop":
      return path("M106 124c0-40 26-54 54-54s54 14 54 54c-14-16-32-22-54-22s-40 6-54 22Z", p.hair);
  }
}

function outfit(p: Portrait): string {
  const body = path("M36 320c0-58 50-92 124-92s124 34 124 92Z", p.top);
  switch (p.outfit) {
    case "blazer":
      return (
        body +
        poly([128, 228, 160, 290, 192, 228], p.inner ?? C.white) +
        poly([124, 230, 160, 292, 140, 320, 112, 250], shade(p.top, -0.18)) +
        poly([196, 230, 160, 292, 180, 320, 208, 250], shade(p.top, -0.18)) +
        circle(176, 302, 3.5, shade(p.top, 0.3))
      );
    case "collar":
      return (
        body +
        poly([132, 226, 160, 250, 146, 268], shade(p.top, 0.25)) +
        poly([188, 226, 160, 250, 174, 268], shade(p.top, 0.25)) +
        stroke("M160 252v68", shade(p.top, -0.2), 3)
      );
    default:
      return body + path("M128 230a32 22 0 0 0 64 0", "none", { stroke: shade(p.top, -0.2), "stroke-width": 6 });
  }
}

function face(p: Portrait): string {
  const dark = shade(p.skin, -0.35);
  const eye = "#1d1a1a";
  let s =
    circle(106, 146, 12, p.skin) +
    circle(214, 146, 12, p.skin) +
    ellipse(160, 140, 55, 64, p.skin) +
    circle(130, 170, 10, "#e8846e", { opacity: 0.18 }) +
    circle(190, 170, 10, "#e8846e", { opacity: 0.18 }) +
    ellipse(138, 144, 5, 6.5, eye) +
    ellipse(182, 144, 5, 6.5, eye) +
    stroke("M126 128q12-7 24-2M170 126q12-5 24 2", shade(p.hair, p.hair === HAIR[0] ? 0.1 : -0.2), 4.5) +
    stroke("M160 150q-6 14 2 17", dark, 3, { opacity: 0.5 });
  if (p.beard)
    s +=
      path("M110 158c4 40 26 56 50 56s46-16 50-56c-10 16-24 24-50 24s-40-8-50-24Z", p.hair) +
      path("M142 180c10-6 26-6 36 0-4 8-32 8-36 0Z", p.hair);
  s += path("M144 181q16 14 32 0", "none", { stroke: p.beard ? C.white : dark, "stroke-width": 4, "stroke-linecap": "round" });
  if (p.glasses)
    s +=
      rect(120, 130, 36, 28, "none", { rx: 9, stroke: C.navy, "stroke-width": 4 }) +
      rect(164, 130, 36, 28, "none", { rx: 9, stroke: C.navy, "stroke-width": 4 }) +
      stroke("M156 142h8M120 140l-12-4M200 140l12-4", C.navy, 4);
  if (p.earrings) s += circle(106, 162, 4.5, C.amber) + circle(214, 162, 4.5, C.amber);
  return s;
}

/** Full 320x320 portrait body (no document wrapper). */
function portraitBody(p: Portrait): string {
  return (
    rect(0, 0, 320, 320, p.bg) +
    circle(160, 176, 132, p.ring, { opacity: 0.6 }) +
    hairBack(p) +
    rect(138, 184, 44, 52, p.skin) +
    path("M138 200q22 14 44 0v-16h-44Z", shade(p.skin, -0.15)) +
    outfit(p) +
    face(p) +
    hairFront(p)
  );
}

export function portrait(key: PersonKey, size: 320 | 160): string {
  const body = portraitBody(PEOPLE[key]);
  return doc(size, size, size === 320 ? body : g(body, { transform: `scale(${n(size / 320)})` }));
}
