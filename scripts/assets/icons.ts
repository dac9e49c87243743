/**
 * Icon set: 64x64 duotone line icons (navy 2.5px strokes, teal accents, pale-teal fills), plus small
 * UI glyphs (check, play, phone, mail, arrow) and single-colour social glyphs using currentColor.
 * Icons carry no ids, so any number of them can be inlined on one page.
 */
import { C } from "./palette.ts";
import { doc, n } from "./svg.ts";
import { gearD } from "./objects.ts";

/** Navy line path. */
const s = (d: string) => `<path d="${d}"/>`;
/** Teal accent line path. */
const t = (d: string) => `<path d="${d}" stroke="${C.teal}"/>`;
/** Pale teal duotone fill (no stroke) — drawn first, under the lines. */
const f = (d: string) => `<path d="${d}" fill="${C.tealLight}" fill-opacity=".45" stroke="none"/>`;
/** Solid teal fill. */
const solid = (d: string) => `<path d="${d}" fill="${C.teal}" stroke="none"/>`;
const c = (cx: number, cy: number, r: number, kind: "s" | "t" | "f" | "solid" = "s") =>
  kind === "s"
    ? `<circle cx="${cx}" cy="${cy}" r="${r}"/>`
    : kind === "t"
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" stroke="${C.teal}"/>`
      : kind === "f"
        ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.tealLight}" fill-opacity=".45" stroke="none"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.teal}" stroke="none"/>`;
/** Rounded rectangle as a path. */
const rr = (x: number, y: number, w: number, h: number, r: number) =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1-${r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1-${r}-${r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r}-${r}Z`;
const star = (cx: number, cy: number, ro: number, ri: number) => {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? ri : ro;
    d += (i ? "L" : "M") + n(cx + Math.cos(a) * r) + " " + n(cy + Math.sin(a) * r);
  }
  return d + "Z";
};
const check = (d: string, color = C.white) => `<path d="${d}" stroke="${color}"/>`;
/** Bust outline: head at (x, y) radius r, shoulders below. */
const bust = (x: number, y: number, r: number) => `M${x - r * 1.8} ${y + r * 3.4}a${r * 1.8} ${r * 1.8} 0 0 1 ${r * 3.6} 0`;

/** The styled icon group (64x64 coordinates) — also reused inside larger artwork. */
export const iconGroup = (name: string, transform = "") =>
  `<g${transform ? ` transform="${transform}"` : ""} fill="none" stroke="${C.navy}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${ICONS[name]}</g>`;

export const ICONS: Record<string, string> = {
  // industries
  agriculture:
    f("M32 38C20 38 13 31 13 20c12 0 19 7 19 18ZM32 31c0-11 7-18 19-18 0 11-7 18-19 18Z") +
    s("M32 38C20 38 13 31 13 20c12 0 19 7 19 18ZM32 31c0-11 7-18 19-18 0 11-7 18-19 18ZM32 54V30") +
    t("M14 54h36"),
  construction:
    f("M14 42a18 18 0 0 1 36 0Z") +
    s("M14 42a18 18 0 0 1 36 0M9 42h46v4a4 4 0 0 1-4 4H13a4 4 0 0 1-4-4Z") +
    t("M27 25v9M37 25v9M27 25a12 12 0 0 1 10 0"),
  healthcare:
    f("M32 52S10 39 10 24a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 15-22 28-22 28Z") +
    s("M32 52S10 39 10 24a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 15-22 28-22 28Z") +
    t("M16 32h9l4-7 5 13 4-6h10"),
  logistic:
    f("M6 14h32v26H6Z") + s("M6 14h32v26H6ZM38 40V22h11l8 10v14M6 46h5M23 46h18M53 46h4") + c(17, 47, 5) + c(47, 47, 5) + t("M13 27h18"),
  manufacturing: f("M8 54V30l12 8v-8l12 8v-8l12 8V12h8v42Z") + s("M8 54V30l12 8v-8l12 8v-8l12 8V12h8v42Z") + t("M16 46h4M27 46h4M38 46h4"),
  rentals: f("M34 8h22v22L31 55 9 33Z") + s("M34 8h22v22L31 55 9 33Z") + c(46, 18, 4, "t") + t("M22 35l9-9M28 41l6-6"),

  // services
  admininabox:
    f("M12 32h40v22H12Z") +
    s("M12 32h40v22H12ZM12 32l-5-8h19l6 8M52 32l5-8H38l-6 8") +
    `<path d="${gearD(32, 14, 9, 8)}" fill="${C.teal}" fill-rule="evenodd" stroke="none"/>` +
    t("M20 43h10"),
  directhire:
    f(bust(26, 20, 8) + "Z") +
    c(26, 20, 8, "f") +
    c(26, 20, 8) +
    s(bust(26, 20, 8)) +
    c(47, 44, 10, "solid") +
    check("M42 44l3.5 3.5 6-6.5"),
  consultantcontractors:
    c(42, 22, 6, "t") +
    t(bust(42, 22, 6.5)) +
    solid("M34 16a8 7 0 0 1 16 0h2.5v2.5h-21V16Z") +
    f(bust(24, 28, 8) + "Z") +
    c(24, 28, 8, "f") +
    c(24, 28, 8) +
    s(bust(24, 28, 8)),

  // ERP sections
  "asset-management":
    f("M32 8l20 11-20 11-20-11Z") + s("M32 8l20 11-20 11-20-11ZM12 19v24l20 11 20-11V19M32 30v24") + t("M40 41v6M46 38v6"),
  "erp-solution": f(rr(8, 12, 48, 40, 5)) + s(rr(8, 12, 48, 40, 5) + "M8 21h48") + t("M17 44v-8M24 44V31M31 44v-10") + c(45, 37, 6, "t"),
  "unified-systems":
    s("M32 32L14 14M32 32l18-18M32 32L14 50M32 32l18 18") +
    c(32, 32, 9, "solid") +
    c(13, 13, 5, "f") +
    c(13, 13, 5) +
    c(51, 13, 5, "f") +
    c(51, 13, 5) +
    c(13, 51, 5, "f") +
    c(13, 51, 5) +
    c(51, 51, 5, "f") +
    c(51, 51, 5),
  "additional-modules":
    f(rr(10, 10, 18, 18, 3) + rr(36, 10, 18, 18, 3) + rr(10, 36, 18, 18, 3)) +
    s(rr(10, 10, 18, 18, 3) + rr(36, 10, 18, 18, 3) + rr(10, 36, 18, 18, 3)) +
    `<path d="${rr(36, 36, 18, 18, 3)}" stroke="${C.teal}" stroke-dasharray="4 3.5"/>` +
    t("M45 40v10M40 45h10"),

  // resources
  events: f(rr(8, 14, 48, 40, 5)) + s(rr(8, 14, 48, 40, 5) + "M8 24h48M20 9v9M44 9v9") + solid(star(32, 39, 9, 4)),
  "fact-sheets": f("M16 8h22l12 12v36H16Z") + s("M16 8h22l12 12v36H16ZM38 8v12h12") + t("M23 30h18M23 38h18M23 46h11"),
  videos: f(rr(6, 12, 52, 36, 5)) + s(rr(6, 12, 52, 36, 5) + "M24 55h16M32 48v7") + solid("M28 23v14l11-7Z"),
  gallery: s(rr(8, 12, 48, 40, 5)) + f("M10 46l12-13 10 10 8-8 14 14v1H10Z") + s("M9 46l13-13 10 10 8-8 15 15") + c(42, 24, 4, "t"),

  // values
  integrity:
    f("M32 8l20 7v15c0 13-9 21-20 26-11-5-20-13-20-26V15Z") +
    s("M32 8l20 7v15c0 13-9 21-20 26-11-5-20-13-20-26V15Z") +
    t("M23 32l6 6 12-12"),
  "customer-focus": c(30, 34, 20, "f") + c(30, 34, 20) + c(30, 34, 12) + c(30, 34, 4, "solid") + t("M30 34L52 12M44 11h9v9"),
  excellence: t("M24 28L17 8h10l6 12M40 28l7-20H37l-5 10") + c(32, 40, 15, "f") + c(32, 40, 15) + solid(star(32, 40, 8, 3.6)),
  collaboration:
    c(14, 26, 5, "t") +
    t(bust(14, 26, 5)) +
    c(50, 26, 5, "t") +
    t(bust(50, 26, 5)) +
    f(bust(32, 22, 8) + "Z") +
    c(32, 22, 8, "f") +
    c(32, 22, 8) +
    s(bust(32, 22, 8)),
  innovation:
    f("M32 8a16 16 0 0 0-9 29c2 2 3 4 3 7h12c0-3 1-5 3-7a16 16 0 0 0-9-29Z") +
    s("M32 8a16 16 0 0 0-9 29c2 2 3 4 3 7h12c0-3 1-5 3-7a16 16 0 0 0-9-29ZM26 50h12M28 56h8") +
    t("M27 30l5-6 5 6"),
  accountability: f(rr(14, 12, 36, 44, 4)) + s(rr(14, 12, 36, 44, 4) + "M24 12V8h16v4M34 29h9M34 43h9") + t("M21 28l3 3 5-5M21 42l3 3 5-5"),
  growth: f("M16 54V42h8v12ZM30 54V34h8v20ZM44 54V26h8v28Z") + s("M10 8v46h46") + t("M16 34l12-12 8 8 16-16M44 14h8v8"),

  // value propositions
  expertise: f("M32 14L4 26l28 12 28-12Z") + s("M32 14L4 26l28 12 28-12ZM16 32v12c0 4 8 8 16 8s16-4 16-8V32") + t("M56 28v14"),
  efficiency:
    f("M10 46a22 22 0 0 1 44 0Z") +
    s("M10 46a22 22 0 0 1 44 0M10 46h44M16 31l4 3M32 24v5M48 31l-4 3") +
    t("M32 46l11-13") +
    c(32, 46, 3, "solid"),
  partnership: c(24, 32, 14, "f") + c(24, 32, 14) + c(40, 32, 14, "t"),

  // technology
  frameworks: solid("M32 10l24 12-24 12L8 22Z") + s("M32 10l24 12-24 12L8 22ZM8 32l24 12 24-12M8 42l24 12 24-12"),
  languages: s("M22 20L10 32l12 12M42 20l12 12-12 12") + t("M36 14l-8 36"),
  databases:
    f("M14 16v32c0 3.3 8 6 18 6s18-2.7 18-6V16Z") +
    `<ellipse cx="32" cy="16" rx="18" ry="6"/>` +
    s("M14 16v32c0 3.3 8 6 18 6s18-2.7 18-6V16") +
    t("M14 27c0 3.3 8 6 18 6s18-2.7 18-6M14 38c0 3.3 8 6 18 6s18-2.7 18-6"),
  platforms:
    f("M20 44a10 10 0 0 1-1-20 14 14 0 0 1 27-3 11 11 0 0 1-1 23Z") +
    s("M20 44a10 10 0 0 1-1-20 14 14 0 0 1 27-3 11 11 0 0 1-1 23h-5M27 44h-7") +
    t("M32 54V34m-6 6 6-6 6 6"),

  // project examples
  "mobile-client":
    f(rr(18, 6, 28, 52, 5)) + s(rr(18, 6, 28, 52, 5) + "M28 12h8") + c(32, 51, 2, "solid") + t("M24 22h16M24 30h16M24 38h10"),
  "web-portal":
    f(rr(6, 10, 52, 44, 5)) +
    s(rr(6, 10, 52, 44, 5) + "M6 20h52M12 15h.1M17 15h.1") +
    c(32, 37, 10, "t") +
    t("M22 37h20M32 27c-5 6-5 14 0 20M32 27c5 6 5 14 0 20"),
  "project-management":
    s(rr(8, 10, 48, 44, 5) + "M24 10v44M40 10v44") +
    solid("M12 17h8v6h-8ZM28 17h8v6h-8ZM44 17h8v6h-8ZM12 27h8v6h-8ZM28 27h8v6h-8Z") +
    f("M12 37h8v6h-8Z"),
  payments: f(rr(6, 14, 52, 36, 5)) + s(rr(6, 14, 52, 36, 5) + "M6 24h52M14 42h12") + solid(rr(40, 32, 10, 8, 2)),
};

/** 24x24 UI glyphs and the 48px play button. */
export const SMALL: Record<string, string> = {
  check: doc(
    24,
    24,
    `<path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="${C.teal}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  play: doc(
    48,
    48,
    `<circle cx="24" cy="24" r="24" fill="${C.teal}"/><path d="M19 15.5v17a1 1 0 0 0 1.5.9l13.5-8.5a1 1 0 0 0 0-1.8l-13.5-8.5a1 1 0 0 0-1.5.9Z" fill="${C.white}"/>`,
  ),
  phone: doc(
    24,
    24,
    `<path d="M6.6 3.5h2.7l1.4 4.2-2 1.5a11 11 0 0 0 6.1 6.1l1.5-2 4.2 1.4v2.7a2 2 0 0 1-2.2 2A16 16 0 0 1 4.5 5.7a2 2 0 0 1 2.1-2.2Z" fill="none" stroke="${C.navy}" stroke-width="2" stroke-linejoin="round"/>`,
  ),
  mail: doc(
    24,
    24,
    `<g fill="none" stroke="${C.navy}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><rect x="3" y="5" width="18" height="14" rx="2.5"/><path d="M4 7l8 6 8-6"/></g>`,
  ),
  "arrow-right": doc(
    24,
    24,
    `<path d="M4 12h15M13 6l6 6-6 6" fill="none" stroke="${C.navy}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};

/** Single-colour social glyphs (fill="currentColor"); generic shapes, not any company's logo. */
export const SOCIAL: Record<string, string> = {
  "social-network-pro": doc(
    24,
    24,
    `<path fill="currentColor" fill-rule="evenodd" d="${rr(2, 2, 20, 20, 4)}M6.5 9.5h3v8h-3ZM8 5.3a1.7 1.7 0 1 1 0 3.4 1.7 1.7 0 0 1 0-3.4ZM11 9.5h2.8v1.2c.5-.8 1.5-1.4 2.8-1.4 2 0 3 1.3 3 3.6v4.6h-3v-4.2c0-1-.4-1.6-1.3-1.6s-1.3.6-1.3 1.6v4.2h-3Z"/>`,
  ),
  "social-video": doc(24, 24, `<path fill="currentColor" fill-rule="evenodd" d="${rr(1.5, 4.5, 21, 15, 4.5)}M10 8.5v7l6-3.5Z"/>`),
  "social-community": doc(
    24,
    24,
    `<path fill="currentColor" d="M3 4h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H8l-4 3v-3H3a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z"/><path fill="currentColor" opacity=".6" d="M18 8h3a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-1v3l-4-3h-5a2 2 0 0 1-2-2v-.5h6a3 3 0 0 0 3-3Z"/>`,
  ),
  "social-photo": doc(
    24,
    24,
    `<path fill="currentColor" fill-rule="evenodd" d="M8.5 4h7l1.5 2.5h3a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8.5a2 2 0 0 1 2-2h3ZM12 9a4.2 4.2 0 1 0 0 8.4A4.2 4.2 0 0 0 12 9Zm0 2a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4Z"/>`,
  ),
};

export const iconSvg = (name: string) => doc(64, 64, iconGroup(name));
