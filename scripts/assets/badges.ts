/** Partner wordmark badges (180x60). Our own generic marks — not the partners' logos. */
import { C } from "./palette.ts";
import { doc, n, circle, path, poly, rect, g } from "./svg.ts";
import { label, textWidth } from "./text.ts";

/** Simple geometric marks, each in a 36x36 box. */
const MARKS = {
  hexagon: poly([18, 2, 32, 10, 32, 26, 18, 34, 4, 26, 4, 10], C.teal) + poly([18, 10, 25, 14, 25, 22, 18, 26, 11, 22, 11, 14], C.white),
  peak: poly([2, 32, 15, 6, 24, 22, 28, 16, 34, 32], C.amber) + poly([15, 6, 21, 18, 9, 18], C.navy, { opacity: 0.25 }),
  diamonds:
    rect(4, 10, 18, 18, C.navy, { rx: 3, transform: "rotate(45 13 19)" }) +
    rect(14, 10, 18, 18, C.teal, { rx: 3, transform: "rotate(45 23 19)", opacity: 0.9 }),
  grid:
    rect(2, 2, 15, 15, C.navy, { rx: 3 }) +
    rect(19, 2, 15, 15, C.teal, { rx: 3 }) +
    rect(2, 19, 15, 15, C.teal, { rx: 3 }) +
    rect(19, 19, 15, 15, C.navy2, { rx: 3 }),
  signal:
    circle(8, 28, 5, C.teal) +
    path("M8 15a13 13 0 0 1 13 13", "none", { stroke: C.navy, "stroke-width": 4, "stroke-linecap": "round" }) +
    path("M8 4a24 24 0 0 1 24 24", "none", { stroke: C.amber, "stroke-width": 4, "stroke-linecap": "round" }),
} satisfies Record<string, string>;

export const PARTNERS = {
  odoo: ["Odoo", "hexagon"],
  avalara: ["Avalara", "peak"],
  celigo: ["Celigo", "diamonds"],
  netsuite: ["NetSuite", "grid"],
  rfsmart: ["rfSmart", "signal"],
} satisfies Record<string, [string, keyof typeof MARKS]>;
export type PartnerKey = keyof typeof PARTNERS;

export function partnerBadge(key: PartnerKey): string {
  const [name, mark] = PARTNERS[key];
  const size = 26;
  const w = Math.min(textWidth(name, size), 122);
  const total = 36 + 12 + w;
  const x0 = (180 - total) / 2;
  return doc(180, 60, g(MARKS[mark], { transform: `translate(${n(x0)} 12)` }) + label(x0 + 48, 39.5, name, size, C.navy, "start", 122));
}

/** Marks of the fictional customers, each in a 36x36 box, unlike any partner's. */
const CUSTOMER_MARKS = {
  ridges: poly([0, 32, 12, 12, 20, 24, 27, 6, 36, 32], C.navy) + poly([27, 6, 31, 14, 23, 14], C.white, { opacity: 0.9 }),
  sprout:
    circle(18, 20, 15, C.amber) +
    path("M18 32V16", "none", { stroke: C.navy, "stroke-width": 3, "stroke-linecap": "round" }) +
    path("M18 20c-7 0-10-5-10-10 6 0 10 4 10 10z", C.teal) +
    path("M18 16c0-6 4-9 10-9 0 6-4 9-10 9z", C.navy),
  chevrons:
    path("M3 6l12 12L3 30", "none", { stroke: C.teal, "stroke-width": 5, "stroke-linejoin": "round", "stroke-linecap": "round" }) +
    path("M17 6l12 12-12 12", "none", { stroke: C.navy, "stroke-width": 5, "stroke-linejoin": "round", "stroke-linecap": "round" }),
} satisfies Record<string, string>;

/** Customers of the sample content with a logo: their name in two lines (the second small, spaced) and a mark. */
export const CUSTOMERS = {
  "granite-peak": ["Granite Peak", "CONTRACTORS", "ridges"],
  "prairie-gold": ["Prairie Gold", "EQUIPMENT", "sprout"],
  "meridian-freight": ["Meridian", "FREIGHT & HANDLING", "chevrons"],
} satisfies Record<string, [string, string, keyof typeof CUSTOMER_MARKS]>;
export type CustomerKey = keyof typeof CUSTOMERS;

/** A customer's logo, 180x60: its mark, then its name over a small spaced line (see {@link CUSTOMERS}). */
export function customerBadge(key: CustomerKey): string {
  const [name, line, mark] = CUSTOMERS[key];
  const w = Math.max(Math.min(textWidth(name, 19), 124), Math.min(textWidth(line, 8, 1.2), 124));
  const x0 = (180 - (36 + 10 + w)) / 2;
  return doc(
    180,
    60,
    g(CUSTOMER_MARKS[mark], { transform: `translate(${n(x0)} 12)` }) +
      label(x0 + 46, 30, name, 19, C.navy, "start", 124) +
      label(x0 + 46, 44, line, 8, C.slate, "start", 124, 1.2),
  );
}
