/** Brand artwork: the north-arrow mark, logos, favicon and social share image. */
import { C, T, FONT } from "./palette.ts";
import { doc, el, path, rect, circle, at, linear, radial, esc } from "./svg.ts";

/** The mark in a 40x40 box: rounded tile with a two-tone north arrow ("north gate" chevron). */
export function mark(variant: "dark" | "light" = "dark"): string {
  const tile = variant === "dark" ? C.navy : C.teal;
  const left = variant === "dark" ? C.tealLight : C.white;
  const right = variant === "dark" ? C.teal : T.tealPale;
  return rect(0, 0, 40, 40, tile, { rx: 10 }) + path("M20 6.5L20 25.5L9.5 32Z", left) + path("M20 6.5L30.5 32L20 25.5Z", right);
}

/** "Northgate" + "Systems" as two runs with fixed advance, so the lock-up fits whatever font renders it. */
const wordmark = (x: number, y: number, size: number, a: string, b: string) => {
  const t = (tx: number, len: number, fill: string, s: string) =>
    el(
      "text",
      { x: tx, y, "font-family": FONT, "font-weight": 700, "font-size": size, fill, textLength: len, lengthAdjust: "spacingAndGlyphs" },
      s,
    );
  return t(x, size * 4.72, a, "Northgate") + t(x + size * 5.0, size * 4.12, b, "Systems");
};

/** Mark + wordmark in a 200x40 box (no document wrapper), reused by the video end card. */
export function lockup(variant: "dark" | "light"): string {
  const [a, b] = variant === "dark" ? [C.navy, C.teal] : [C.white, C.tealLight];
  return mark(variant) + wordmark(48, 26, 16, a, b);
}

export function logo(variant: "dark" | "light"): string {
  return doc(200, 40, lockup(variant));
}

export function favicon(): string {
  return doc(32, 32, at(0, 0, mark("dark"), 0.8));
}

/** The social share artwork, 1200×630: mark, wordmark and tagline on navy. scripts/assets/share-image.ts renders it to PNG. */
export function ogImage(base: string): string {
  const id = (s: string) => `${base}-${s}`;
  const defs =
    linear(
      id("bg"),
      [
        [0, C.navy],
        [1, C.navy2],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial(id("glow"), [
      [0, C.teal, 0.45],
      [1, C.teal, 0],
    ]);
  const arcs = [260, 200, 140]
    .map((r, i) =>
      el("circle", {
        cx: 1130,
        cy: 600,
        r,
        fill: "none",
        stroke: i === 1 ? C.teal : T.navy3,
        "stroke-width": i === 1 ? 3 : 2,
        opacity: 0.6,
      }),
    )
    .join("");
  const dots = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 8 }, (_, c) => circle(860 + c * 34, 70 + r * 34, 2.5, C.tealLight, { opacity: 0.25 })).join(""),
  ).join("");
  const body =
    rect(0, 0, 1200, 630, `url(#${id("bg")})`) +
    circle(1050, 560, 380, `url(#${id("glow")})`) +
    arcs +
    dots +
    at(120, 215, mark("light"), 3.5) +
    wordmark(290, 300, 76, C.white, C.tealLight) +
    rect(292, 334, 96, 6, C.amber, { rx: 3 }) +
    el(
      "text",
      { x: 292, y: 398, "font-family": FONT, "font-weight": 700, "font-size": 38, fill: C.sky },
      esc("Cloud ERP, consulting and staffing"),
    );
  return doc(1200, 630, body, defs);
}
