/**
 * Fact sheets: the copy for each sheet, its 300x400 SVG cover thumbnail, and the Letter-size PDF
 * (pdf-lib, standard Helvetica, navy headings, teal rules). PDF dates are fixed so output is reproducible.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { C, T } from "./palette.ts";
import { doc, n, rect, circle, linear, g } from "./svg.ts";
import { label, textWidth } from "./text.ts";
import { mark } from "./brand.ts";
import { iconGroup } from "./icons.ts";

interface Sheet {
  title: string;
  subtitle: string;
  icon: string;
  paragraphs: string[];
  features: string[];
  tiers?: [string, string][];
}

export const CONTACT = "inquiries@example.com · +1 (555) 014-2010";

export const SHEETS = {
  "precision-erp-overview": {
    title: "PrecisionERP Overview",
    subtitle: "Cloud ERP for equipment rental, lease and sales companies",
    icon: "erp-solution",
    paragraphs: [
      "PrecisionERP is a family of cloud ERP solutions built for companies that rent, lease and sell equipment. It brings the rental counter, the service shop, the sales floor, accounting and the executive dashboard onto one secure platform, so every team works from the same real-time data.",
      "At its core is asset management: complete visibility into every unit in the fleet, including location, availability, utilization, maintenance history and profitability. Around that core, the full ERP covers quoting, contracts, billing, procurement, inventory, financials and reporting, configured for the way equipment businesses actually operate.",
      "Unified systems replace the patchwork of disconnected tools that many dealers and rental houses rely on. Customer, contract, asset and financial records live together, which removes double entry, shortens billing cycles and gives managers a consistent view across branches.",
      "PrecisionERP runs on a scalable cloud platform that grows with the business, from a single yard to a multi-region network. Additional modules, such as mobile field apps, customer portals, advanced analytics and third-party integrations, can be switched on as needs evolve without re-platforming.",
    ],
    features: [
      "Asset management: fleet tracking, availability, utilization and maintenance",
      "Full ERP: rentals, sales, service, purchasing, inventory and financials",
      "Unified systems: one source of truth across branches and departments",
      "Scalable cloud platform with role-based dashboards and reporting",
      "Additional modules and integrations added as the business grows",
    ],
  },
  "asset-management": {
    title: "Asset Management",
    subtitle: "Know where every unit is, what it earns and when it needs service",
    icon: "asset-management",
    paragraphs: [
      "For equipment rental, lease and sales companies, the fleet is the business. PrecisionERP Asset Management gives operations, service and finance teams a single, accurate record for every serialized unit and bulk item, from acquisition to disposal.",
      "Availability and reservations update in real time as contracts are written, units are dispatched and equipment is returned, so counter staff can commit with confidence and avoid double-booking. Check-out and check-in capture meter readings, photos, fuel levels and damage notes directly against the asset.",
      "Preventive maintenance schedules are driven by hours, miles or calendar intervals, and work orders flow to the shop with parts and labor tracked against each unit. Telematics and GPS data can be brought in to keep locations and meters current without manual entry.",
      "Utilization, time-based and dollar-based returns, depreciation and total cost of ownership are reported by unit, category and branch, helping leadership decide what to buy, move, re-rent or sell.",
    ],
    features: [
      "Real-time availability, reservations and dispatch",
      "Check-out and check-in with meters, inspections and damage notes",
      "Preventive maintenance, work orders and parts usage per unit",
      "GPS and telematics integration for locations and hour meters",
      "Utilization, ROI, depreciation and disposal reporting",
    ],
  },
  "admin-in-a-box": {
    title: "Admin-in-a-Box",
    subtitle: "Fractional NetSuite administration, sized to your needs",
    icon: "admininabox",
    paragraphs: [
      "Admin-in-a-Box gives growing companies an experienced NetSuite administrator without the cost and risk of a full-time hire. Our certified team becomes an extension of yours, handling day-to-day administration and continuous improvement of your account.",
      "The service is offered in four tiers: BRONZE, SILVER, GOLD and PLATINUM. Bronze, Silver and Gold carry a minimum of 20 hours per month, and Platinum a minimum of 40 hours per month, with higher tiers adding broader expertise, faster response targets and proactive roadmap planning.",
      "Capacity is purchased in increments of 5, 10, 20 or 30 hours per week, so coverage can scale up for a release, a new subsidiary or year-end close, and scale back down when things are steady.",
      "Typical work includes user and role management, saved searches and dashboards, workflows and forms, data imports and clean-up, release-preview testing, integration monitoring and end-user support and training.",
    ],
    tiers: [
      ["BRONZE", "20 hrs / month minimum"],
      ["SILVER", "20 hrs / month minimum"],
      ["GOLD", "20 hrs / month minimum"],
      ["PLATINUM", "40 hrs / month minimum"],
    ],
    features: [
      "Certified NetSuite administrators on a fractional basis",
      "Four tiers: BRONZE, SILVER, GOLD and PLATINUM",
      "Flexible capacity in 5, 10, 20 or 30 hour-per-week increments",
      "Roles, searches, workflows, imports, releases and user support",
      "Predictable monthly cost with no recruiting overhead",
    ],
  },
  "consulting-services": {
    title: "Consulting & Implementation Services",
    subtitle: "Implementation and consulting for Odoo and NetSuite",
    icon: "consultantcontractors",
    paragraphs: [
      "Northgate Systems implements and optimizes Odoo and NetSuite for mid-market companies, with deep experience in equipment rental, construction, manufacturing, logistics, healthcare and agriculture. Our consultants combine platform expertise with a practical understanding of how these businesses run.",
      "Every implementation follows a proven path: discovery and requirements, solution design, configuration and customization, data migration, integration, testing, training and go-live, followed by hyper-care and ongoing support. Clear milestones and weekly status reporting keep projects on time and on budget.",
      "Beyond new implementations, we help companies get more from systems they already own: health checks, process redesign, reporting and analytics, integrations with tools such as tax, shipping and e-commerce platforms, and upgrades or re-implementations when the business has outgrown its original setup.",
      "When internal teams need extra hands, our consultants and contractors can join on a project or staff-augmentation basis, bringing functional, technical and project-management skills exactly where they are needed.",
    ],
    features: [
      "End-to-end Odoo and NetSuite implementations",
      "Process design, configuration, customization and data migration",
      "Integrations, reporting, analytics and system health checks",
      "Training, go-live support and ongoing optimization",
      "Consultants and contractors for project or staff augmentation",
    ],
  },
} satisfies Record<string, Sheet>;
export type SheetKey = keyof typeof SHEETS;

/* ---------- SVG thumbnail (300x400) ---------- */

function wrap(text: string, maxW: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of text.split(" ")) {
    const next = cur ? `${cur} ${word}` : word;
    if (cur && measure(next) > maxW) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

export function thumbnail(key: SheetKey): string {
  const sh: Sheet = SHEETS[key];
  const id = (s: string) => `${key}-${s}`;
  const size = 25;
  const lines = wrap(sh.title, 240, (s) => textWidth(s, size));
  const titleY = 112;
  const titleBottom = titleY + (lines.length - 1) * 30;
  const headH = Math.max(170, titleBottom + 30);
  const bars: string[] = [];
  const y0 = headH + 96;
  for (let i = 0; y0 + i * 16 + 7 < 360; i++) bars.push(rect(28, y0 + i * 16, i % 3 === 2 ? 150 : 244, 7, T.skyDark, { rx: 3.5 }));
  const body =
    rect(0, 0, 300, 400, C.white) +
    rect(0, 0, 300, headH, `url(#${id("head")})`) +
    circle(286, 18, 70, "none", { stroke: C.teal, "stroke-width": 2, opacity: 0.7 }) +
    circle(286, 18, 46, "none", { stroke: C.tealLight, "stroke-width": 2, opacity: 0.35 }) +
    g(mark("light"), { transform: "translate(28 26) scale(0.7)" }) +
    label(28, 78, "FACT SHEET", 10, C.tealLight, "start", 120, 1.5) +
    lines.map((l, i) => label(28, titleY + i * 30, l, size, C.white, "start", 244)).join("") +
    rect(28, headH - 14, 48, 4, C.amber, { rx: 2 }) +
    circle(62, headH + 50, 34, T.tealPale) +
    iconGroup(sh.icon, `translate(${n(62 - 25.6)} ${n(headH + 50 - 25.6)}) scale(0.8)`) +
    rect(110, headH + 34, 150, 9, C.navy, { rx: 4.5, opacity: 0.8 }) +
    rect(110, headH + 52, 110, 7, C.slate, { rx: 3.5, opacity: 0.5 }) +
    bars.join("") +
    rect(0, 372, 300, 28, C.sky) +
    rect(0, 372, 300, 2, C.teal) +
    label(28, 390, "Northgate Systems", 10, C.navy, "start", 140) +
    rect(0, 0, 300, 400, "none", { stroke: T.skyDark, "stroke-width": 2 });
  return doc(
    300,
    400,
    body,
    linear(
      id("head"),
      [
        [0, C.navy],
        [1, C.navy2],
      ],
      0,
      0,
      1,
      1,
    ),
  );
}

/* ---------- PDF ---------- */

const hex = (h: string) => rgb(parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255);
const FIXED_DATE = new Date(Date.UTC(2025, 0, 15, 12, 0, 0));

/** US Letter in points, its margin, and the lowest line text may sit on above the footer. */
const PAGE = { W: 612, H: 792, M: 56, bottom: 84 };

/** A fact sheet being drawn: its document, fonts, pages and the current page and line (y, in points from the bottom). */
class SheetWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;
  constructor(
    readonly pdf: PDFDocument,
    readonly sheet: Sheet,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    [this.page, this.y] = this.newPage(true);
  }

  /** The north-arrow mark (light variant) drawn from the same 40x40 geometry as the SVG logo. */
  drawMark(page: PDFPage, x: number, yTop: number, s: number) {
    page.drawSvgPath("M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0Z", {
      x,
      y: yTop,
      scale: s,
      color: hex(C.teal),
    });
    page.drawSvgPath("M20 6.5L20 25.5L9.5 32Z", { x, y: yTop, scale: s, color: hex(C.white) });
    page.drawSvgPath("M20 6.5L30.5 32L20 25.5Z", { x, y: yTop, scale: s, color: hex(T.tealPale) });
  }

  /** A new page with the brand band (taller on the first page); returns it and the first line's y. */
  newPage(first: boolean): [PDFPage, number] {
    const { W, H, M } = PAGE;
    const { bold } = this;
    const page = this.pdf.addPage([W, H]);
    this.pages.push(page);
    const bandH = first ? 110 : 56;
    page.drawRectangle({ x: 0, y: H - bandH, width: W, height: bandH, color: hex(C.navy) });
    page.drawRectangle({ x: 0, y: H - bandH, width: W, height: 4, color: hex(C.teal) });
    this.drawMark(page, M, H - (bandH - 28) / 2 - 0, 0.7);
    page.drawText("Northgate", { x: M + 38, y: H - bandH / 2 - 6, size: 16, font: bold, color: hex(C.white) });
    page.drawText("Systems", {
      x: M + 38 + bold.widthOfTextAtSize("Northgate ", 16),
      y: H - bandH / 2 - 6,
      size: 16,
      font: bold,
      color: hex(C.tealLight),
    });
    const tag = first ? "FACT SHEET" : this.sheet.title.toUpperCase();
    page.drawText(tag, { x: W - M - bold.widthOfTextAtSize(tag, 9), y: H - bandH / 2 - 4, size: 9, font: bold, color: hex(C.tealLight) });
    return [page, H - bandH - 40];
  }

  /** Goes on to a new page when fewer than `need` points are left above the footer. */
  ensure(need: number) {
    if (this.y - need < PAGE.bottom) [this.page, this.y] = this.newPage(false);
  }

  /** A paragraph wrapped to `maxW` points, one line every `lead` points. */
  para(text: string, size: number, font: PDFFont, color: string, lead: number, maxW = PAGE.W - 2 * PAGE.M, x = PAGE.M) {
    for (const line of wrap(text, maxW, (s) => font.widthOfTextAtSize(s, size))) {
      this.ensure(lead);
      this.page.drawText(line, { x, y: this.y, size, font, color: hex(color) });
      this.y -= lead;
    }
  }

  /** A teal rule at the current line. */
  rule(width = PAGE.W - 2 * PAGE.M, thick = 1.5) {
    this.page.drawRectangle({ x: PAGE.M, y: this.y, width, height: thick, color: hex(C.teal) });
  }
}

/** The sheet's title, subtitle, amber accent and paragraphs. */
function drawIntro(w: SheetWriter) {
  const { sheet: sh, regular, bold } = w;
  w.para(sh.title, 26, bold, C.navy, 32);
  w.y += 6;
  w.para(sh.subtitle, 13, regular, C.slate, 18);
  w.y -= 2;
  w.page.drawRectangle({ x: PAGE.M, y: w.y, width: 64, height: 4, color: hex(C.amber) });
  w.y -= 28;
  for (const p of sh.paragraphs) {
    w.para(p, 10.5, regular, "#2b3442", 15.5);
    w.y -= 8;
  }
}

/** The four tier boxes of a sheet that has tiers (the layout has room for exactly 4). */
function drawTiers(w: SheetWriter, tiers: NonNullable<Sheet["tiers"]>) {
  const { W, M } = PAGE;
  w.ensure(90);
  w.y -= 4;
  const gap = 10;
  const bw = (W - 2 * M - gap * 3) / 4;
  const tierColors = ["#b87333", "#8a96a8", C.amber, C.navy2];
  const y = w.y;
  tiers.forEach(([name, note], i) => {
    const x = M + i * (bw + gap);
    w.page.drawRectangle({ x, y: y - 58, width: bw, height: 58, color: hex(C.sky), borderColor: hex(T.skyDark), borderWidth: 1 });
    w.page.drawRectangle({ x, y: y - 6, width: bw, height: 6, color: hex(tierColors[i]!) });
    w.page.drawText(name, { x: x + 12, y: y - 26, size: 12, font: w.bold, color: hex(C.navy) });
    w.page.drawText(note, { x: x + 12, y: y - 44, size: 8.5, font: w.regular, color: hex(C.slate) });
  });
  w.y -= 58 + 26;
}

/** "Key features" with a rule and one bulleted line per feature. */
function drawFeatures(w: SheetWriter) {
  const { W, M } = PAGE;
  w.y -= 8;
  w.ensure(60);
  w.page.drawText("Key features", { x: M, y: w.y, size: 15, font: w.bold, color: hex(C.navy) });
  w.y -= 10;
  w.rule();
  w.y -= 22;
  for (const f of w.sheet.features) {
    w.ensure(18);
    w.page.drawRectangle({ x: M + 2, y: w.y + 2, width: 6, height: 6, color: hex(C.teal) });
    w.para(f, 10.5, w.regular, "#2b3442", 15, W - 2 * M - 18, M + 18);
    w.y -= 4;
  }
}

/** The closing call to action: a 16 pt gap and a 60 pt box, above the footer rule (y = 58). */
function drawClosing(w: SheetWriter) {
  const { W, M } = PAGE;
  if (w.y - 76 < 66) [w.page, w.y] = w.newPage(false);
  w.y -= 16;
  const y = w.y;
  w.page.drawRectangle({ x: M, y: y - 52, width: W - 2 * M, height: 60, color: hex(C.sky) });
  w.page.drawRectangle({ x: M, y: y - 52, width: 4, height: 60, color: hex(C.teal) });
  w.page.drawText("Talk to our team", { x: M + 20, y: y - 14, size: 13, font: w.bold, color: hex(C.navy) });
  w.page.drawText(CONTACT, { x: M + 20, y: y - 34, size: 10.5, font: w.regular, color: hex(C.slate) });
  w.y -= 70;
}

/** The footer of every page: a rule, the company, the contact line and "page / pages". */
function drawFooters(w: SheetWriter) {
  const { W, M } = PAGE;
  const { bold, regular, pages } = w;
  pages.forEach((pg, i) => {
    pg.drawRectangle({ x: M, y: 58, width: W - 2 * M, height: 1.5, color: hex(C.teal) });
    pg.drawText("Northgate Systems", { x: M, y: 40, size: 9, font: bold, color: hex(C.navy) });
    pg.drawText(CONTACT, {
      x: M + bold.widthOfTextAtSize("Northgate Systems", 9) + 14,
      y: 40,
      size: 9,
      font: regular,
      color: hex(C.slate),
    });
    const pn = `${i + 1} / ${pages.length}`;
    pg.drawText(pn, { x: W - M - regular.widthOfTextAtSize(pn, 9), y: 40, size: 9, font: regular, color: hex(C.slate) });
  });
}

/**
 * The fact sheet `key` as a PDF (US Letter, Helvetica, fixed dates so the bytes are the same on every
 * run): the brand band, title and paragraphs, the tiers where the sheet has them, the key features, a
 * closing call to action and a footer on every page.
 */
export async function factsheetPdf(key: SheetKey): Promise<Uint8Array> {
  const sh: Sheet = SHEETS[key];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${sh.title} | Northgate Systems`);
  pdf.setAuthor("Northgate Systems");
  pdf.setSubject(sh.subtitle);
  pdf.setKeywords(["Northgate Systems", "PrecisionERP", "fact sheet"]);
  pdf.setCreator("Northgate Systems asset generator");
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const writer = new SheetWriter(pdf, sh, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  drawIntro(writer);
  if (sh.tiers) drawTiers(writer, sh.tiers);
  drawFeatures(writer);
  drawClosing(writer);
  drawFooters(writer);
  return pdf.save({ useObjectStreams: false });
}
