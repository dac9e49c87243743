/**
 * The PrecisionERP product pictures: screens of the app drawn with the interface kit
 * (scripts/assets/product-ui.ts), with fictional data of an equipment rental company. Each function
 * returns a whole SVG document; `npm run art` (scripts/assets/product-art.ts) writes them to
 * art/product/ and renders the PNGs the pages show.
 */
import sharp, { type Sharp } from "sharp";
import { C, T } from "./palette.ts";
import {
  appScreen,
  bars,
  button,
  card,
  chip,
  K,
  kpi,
  machinePhoto,
  mark,
  measure,
  meter,
  pageTitle,
  SCREEN,
  table,
  tabs,
  text,
  trend,
} from "./product-ui.ts";
import { circle, doc, el, g, line, linear, n, rect, stroke } from "./svg.ts";

const { width: W, height: H } = SCREEN;

/** Buttons in a row ending at `right`, 10 px apart, their middle at y; the last one teal when `primaryLast`. */
function buttonRow(right: number, y: number, labels: string[], primaryLast: boolean): string {
  let out = "";
  let edge = right;
  labels.forEach((_, i) => {
    const index = labels.length - 1 - i;
    const made = button(edge, y, labels[index]!, primaryLast && index === labels.length - 1);
    out += made.svg;
    edge -= made.width + 10;
  });
  return out;
}

/** The executive dashboard: key figures, revenue by line of business, utilization by branch and recent invoices. */
export function dashboard(): string {
  let body = pageTitle("Dashboards / Executive", "Good morning, Jordan");
  body += buttonRow(936, 122, ["This month ▾", "Export"], false);
  const tiles: [string, string, string, "up" | "down" | "flat"][] = [
    ["Rental revenue (MTD)", "$1.84M", "8.2% vs last month", "up"],
    ["Fleet utilization", "76.4%", "3.1 pts vs last month", "up"],
    ["Receivables over 60 days", "$212K", "4.6% vs last month", "down"],
    ["Open work orders", "38", "12 due this week", "flat"],
  ];
  tiles.forEach(([label, value, change, dir], i) => (body += kpi(208 + i * 185, 150, 173, label, value, change, dir)));
  body += card(208, 248, 452, 180, "Revenue by line of business", "Last 12 months");
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  body += trend(232, 306, 408, 88, [0.42, 0.45, 0.55, 0.62, 0.7, 0.78, 0.82, 0.8, 0.74, 0.7, 0.76, 0.86], C.teal, "rgb(14 159 142 / 0.12)");
  body += trend(232, 306, 408, 88, [0.22, 0.24, 0.28, 0.3, 0.33, 0.35, 0.36, 0.38, 0.34, 0.32, 0.35, 0.4], C.navy2);
  body += trend(232, 306, 408, 88, [0.1, 0.12, 0.11, 0.14, 0.16, 0.17, 0.15, 0.18, 0.2, 0.19, 0.21, 0.24], C.amber);
  months.forEach((m, i) => (body += text(232 + (408 * i) / 11, 412, m, { size: 9, fill: K.muted, anchor: "middle" })));
  [
    ["Rental", C.teal],
    ["Sales", C.navy2],
    ["Service", C.amber],
  ].forEach(
    ([label, colour], i) =>
      (body += circle(236 + i * 70, 292, 3.5, colour!) + text(244 + i * 70, 295.5, label!, { size: 10, fill: C.slate })),
  );
  body += card(672, 248, 264, 180, "Utilization by branch");
  const branches: [string, number][] = [
    ["Denver", 0.84],
    ["Boulder", 0.79],
    ["Colorado Springs", 0.74],
    ["Fort Collins", 0.68],
    ["Pueblo", 0.61],
  ];
  branches.forEach(([name, v], i) => {
    const y = 290 + i * 27;
    body +=
      text(688, y, name, { size: 10.5, fill: K.ink }) +
      text(920, y, `${Math.round(v * 100)}%`, { size: 10.5, weight: 600, fill: C.navy, anchor: "end" });
    body += g(rect(688, y + 6, 232, 6, "#eef1f5", { rx: 3 }) + rect(688, y + 6, 232 * v, 6, i === 0 ? C.teal : T.navy4, { rx: 3 }));
  });
  body += card(208, 440, 728, 148, "Recent invoices", "View all");
  body += table(
    209,
    472,
    726,
    [
      { label: "Invoice", width: 96 },
      { label: "Customer", width: 196 },
      { label: "Type", width: 120 },
      { label: "Due", width: 110 },
      { label: "Amount", width: 96, align: "end" },
      { label: "Status", width: 80 },
    ],
    [
      [
        { bold: "INV-30418" },
        "Summit Ridge Builders",
        { muted: "Rental · 28 days" },
        { muted: "Dec 18" },
        { bold: "$24,860.00" },
        { chip: "Due", tone: "navy" },
      ],
      [
        { bold: "INV-30417" },
        "Blue Mesa Paving",
        { muted: "Service" },
        { muted: "Nov 29" },
        { bold: "$3,412.50" },
        { chip: "Overdue", tone: "red" },
      ],
      [
        { bold: "INV-30416" },
        "Aspen Grove Landscaping",
        { muted: "Equipment sale" },
        { muted: "Nov 26" },
        { bold: "$61,900.00" },
        { chip: "Paid", tone: "teal" },
      ],
    ],
  );
  return doc(
    W,
    H,
    appScreen({ active: "Dashboard", address: "summit.precisionerp.cloud/dashboards/executive", branch: "All branches", body }),
  );
}

/** An asset record: the machine, its status, key figures, utilization and service plan. */
export function assetRecord(): string {
  let body = pageTitle("Assets / Excavators / EX-2417", "CAT 320 Excavator · EX-2417");
  body += chip(208 + measure("CAT 320 Excavator · EX-2417", 20) + 14, 125, "On rent", "teal").svg;
  body += buttonRow(936, 122, ["Transfer", "New work order"], true);
  body += tabs(208, 166, ["Overview", "Contracts", "Service", "Meters", "Financials", "Documents"], "Overview", 936);
  body += card(208, 190, 250, 398) + machinePhoto(222, 204, 222, 132, "asset-record-photo");
  const facts: [string, string][] = [
    ["Serial number", "CAT0320GKEN04171"],
    ["Model year", "2022"],
    ["Asset class", "Excavator 20-25 t"],
    ["Hour meter", "3,482 h"],
    ["Location", "On site · Summit Ridge"],
    ["Home branch", "Denver (04)"],
    ["Contract", "RC-58213 · due Dec 14"],
  ];
  facts.forEach(([label, value], i) => {
    const y = 362 + i * 31;
    body += text(222, y, label, { size: 10, fill: K.muted }) + text(444, y, value, { size: 11, weight: 600, fill: C.navy, anchor: "end" });
    if (i < facts.length - 1) body += line(222, y + 12, 444, y + 12, "#eef1f5", 1);
  });
  const tiles: [string, string, string, "up" | "down" | "flat"][] = [
    ["Time utilization (30 d)", "82%", "Class average 71%", "up"],
    ["Revenue this year", "$148,620", "Return on cost 31%", "up"],
    ["Net book value", "$212,400", "Straight line · 84 mo", "flat"],
  ];
  tiles.forEach(([label, value, change, dir], i) => (body += kpi(470 + i * 158, 190, 150, label, value, change, dir)));
  body += card(470, 286, 466, 136, "Days on rent per month", "2025");
  body += bars(
    490,
    318,
    426,
    70,
    [0.62, 0.7, 0.81, 0.87, 0.93, 0.9, 0.96, 0.94, 0.85, 0.8, 0.88, 0.9],
    ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"],
    C.teal,
    11,
  );
  body += card(470, 434, 466, 154, "Service plan", "Schedule");
  body += table(
    471,
    464,
    464,
    [
      { label: "Task", width: 170 },
      { label: "Interval", width: 80 },
      { label: "Next due", width: 104 },
      { label: "Status", width: 100 },
    ],
    [
      [{ bold: "500 h service" }, { muted: "500 h" }, "3,500 h (18 h)", { chip: "Scheduled", tone: "amber" }],
      [{ bold: "Annual inspection" }, { muted: "12 mo" }, "Mar 3, 2026", { chip: "On track", tone: "teal" }],
      [{ bold: "Track tension check" }, { muted: "250 h" }, "3,750 h", { chip: "On track", tone: "teal" }],
    ],
  );
  return doc(W, H, appScreen({ active: "Assets", address: "summit.precisionerp.cloud/assets/EX-2417", branch: "Denver · 04", body }));
}

/** A rental contract: customer, where it is in its life, its lines, billing and totals. */
export function rentalContract(): string {
  let body = pageTitle("Rentals / Contracts", "Rental contract RC-58213");
  body += chip(208 + measure("Rental contract RC-58213", 20) + 14, 125, "On rent", "teal").svg;
  body += buttonRow(936, 122, ["Call off", "Exchange", "Create invoice"], true);
  body += card(208, 150, 728, 70);
  const steps = ["Quote", "Reserved", "Delivered", "On rent", "Returned", "Invoiced"];
  steps.forEach((label, i) => {
    const x = 250 + i * 128;
    const done = i < 3;
    const now = i === 3;
    if (i < steps.length - 1) body += line(x + 12, 176, x + 116, 176, done ? C.teal : K.line, 2.5);
    body += circle(x, 176, 9, done ? C.teal : now ? C.white : "#eef1f5", now ? { stroke: C.teal, "stroke-width": 3 } : {});
    if (done) body += stroke(`M${x - 4} 176l3 3 5-6`, C.white, 1.8);
    body += text(x, 204, label, { size: 10.5, weight: now ? 700 : 500, fill: done || now ? C.navy : K.muted, anchor: "middle" });
  });
  body += card(208, 232, 480, 240, "Lines", "Add line");
  body += table(
    209,
    262,
    478,
    [
      { label: "Item", width: 150 },
      { label: "Asset", width: 72 },
      { label: "Rate", width: 92 },
      { label: "Qty", width: 40, align: "end" },
      { label: "Amount", width: 100, align: "end" },
    ],
    [
      [{ bold: "Excavator 20-25 t" }, { muted: "EX-2417" }, "$7,480 / 4 wk", "1", { bold: "$7,480.00" }],
      [{ bold: "Scissor lift 32 ft" }, { muted: "SL-1932" }, "$1,150 / 4 wk", "2", { bold: "$2,300.00" }],
      [{ bold: "Light tower, LED" }, { muted: "LT-0416" }, "$640 / 4 wk", "3", { bold: "$1,920.00" }],
      [{ bold: "Delivery and pick-up" }, { muted: "Zone B" }, "$285 each", "2", { bold: "$570.00" }],
      [{ bold: "Damage waiver" }, { muted: "12%" }, "of rental", "1", { bold: "$1,404.48" }],
    ],
  );
  body += line(209, 444, 687, 444, K.line, 1) + text(224, 462, "Billed every 28 days · next invoice Dec 14", { size: 10.5, fill: C.slate });
  body += text(672, 462, "$13,674.48", { size: 13, weight: 700, fill: C.navy, anchor: "end" });
  body += card(700, 232, 236, 240, "Customer");
  body += circle(730, 284, 15, T.tealPale) + text(730, 288.5, "SR", { size: 11, weight: 700, fill: T.tealDark, anchor: "middle" });
  body +=
    text(754, 281, "Summit Ridge Builders", { size: 11.5, weight: 600, fill: C.navy }) +
    text(754, 296, "Account 10284 · Net 30", { size: 10, fill: C.slate });
  const facts: [string, string][] = [
    ["Job site", "Ridgeview Lot 7, Golden"],
    ["Contact", "Rosa Alvarez"],
    ["Start", "Nov 16, 2025"],
    ["Expected return", "Dec 14, 2025"],
    ["Credit limit", "$150,000"],
  ];
  facts.forEach(([label, value], i) => {
    const y = 330 + i * 27;
    body +=
      text(716, y, label, { size: 10, fill: K.muted }) + text(920, y, value, { size: 10.5, weight: 600, fill: C.navy, anchor: "end" });
  });
  body +=
    rect(716, 444, 204, 16, C.mist, { rx: 4 }) +
    meter(722, 449, 140, 0.38, C.teal) +
    text(914, 455, "38% used", { size: 9, weight: 600, fill: C.slate, anchor: "end" });
  body += card(208, 484, 728, 104, "Activity");
  const events: [string, string, string][] = [
    ["Delivered by Truck 12 · signed by Rosa Alvarez on the app", "Nov 16, 07:42", C.teal],
    ["Reservation confirmed, EX-2417 allocated from Denver", "Nov 12, 15:10", C.navy2],
    ["Quote Q-20931 accepted by the customer", "Nov 12, 11:03", C.amber],
  ];
  events.forEach(([what, when, colour], i) => {
    const y = 530 + i * 20;
    body +=
      circle(228, y - 4, 4, colour) +
      text(242, y, what, { size: 10.5, fill: K.ink }) +
      text(920, y, when, { size: 10, fill: K.muted, anchor: "end" });
  });
  return doc(W, H, appScreen({ active: "Rentals", address: "summit.precisionerp.cloud/rentals/RC-58213", branch: "Denver · 04", body }));
}

/** The dispatch board's trucks: name, driver, and each job's start and end hour, label and colour. */
const DISPATCH_TRUCKS: [string, string, [number, number, string, "teal" | "navy" | "amber"][]][] = [
  [
    "Truck 12",
    "D. Chen",
    [
      [6.5, 9.3, "RC-58213", "teal"],
      [10, 12.6, "RC-58120", "navy"],
      [14, 16.6, "RC-58231", "teal"],
    ],
  ],
  [
    "Truck 07",
    "M. Okafor",
    [
      [7, 10.5, "RC-58226 · Golden", "teal"],
      [12, 14.6, "Swap SL-1932", "navy"],
    ],
  ],
  [
    "Lowboy 03",
    "S. Patel",
    [
      [6, 11, "Move EX-2417 to Golden", "navy"],
      [13, 17, "RC-58240 · Arvada", "teal"],
    ],
  ],
  [
    "Van 21",
    "A. Ruiz",
    [
      [7.8, 10.4, "WO-10482", "amber"],
      [11, 13.6, "WO-10490", "amber"],
      [15, 17.6, "WO-10495", "amber"],
    ],
  ],
  [
    "Truck 15",
    "K. Novak",
    [
      [9, 11.6, "RC-58102", "navy"],
      [12.5, 15.5, "RC-58244", "teal"],
    ],
  ],
];

/** The dispatch board's jobs waiting to be planned, as a table under the schedule. */
function planningTable(): string {
  return table(
    209,
    462,
    726,
    [
      { label: "Job", width: 120 },
      { label: "Customer", width: 210 },
      { label: "Window", width: 140 },
      { label: "Items", width: 140 },
      { label: "Priority", width: 80 },
    ],
    [
      [
        { bold: "Deliver RC-58251" },
        "Front Range Events",
        { muted: "Fri 07:00-09:00" },
        { muted: "4 light towers" },
        { chip: "High", tone: "red" },
      ],
      [
        { bold: "Pick up RC-58177" },
        "Blue Mesa Paving",
        { muted: "Fri 12:00-16:00" },
        { muted: "Roller RL-0233" },
        { chip: "Normal", tone: "grey" },
      ],
      [
        { bold: "Service WO-10501" },
        "Aspen Grove Landscaping",
        { muted: "Fri, any time" },
        { muted: "Skid steer SK-1187" },
        { chip: "Normal", tone: "grey" },
      ],
    ],
  );
}

/** The dispatch board: the day's deliveries, pick-ups and service calls by truck, the route map and jobs to plan. */
export function dispatchBoard(): string {
  let body = pageTitle("Dispatch / Board", "Thursday, December 11");
  body += buttonRow(936, 122, ["Day ▾", "Auto-plan routes"], true);
  body += card(208, 150, 480, 270);
  const hours = [6, 8, 10, 12, 14, 16, 18];
  const x0 = 318;
  const span = 356;
  const hx = (h: number) => x0 + ((h - 6) / 12) * span;
  hours.forEach(
    (h) => (body += text(hx(h), 172, `${h}:00`, { size: 9, fill: K.muted, anchor: "middle" }) + line(hx(h), 180, hx(h), 410, "#eef1f5", 1)),
  );
  const fills = { teal: [T.tealPale, T.tealDark], navy: [C.sky, C.navy], amber: [T.amberPale, "#8a5200"] } as const;
  DISPATCH_TRUCKS.forEach(([truck, driver, jobs], i) => {
    const y = 186 + i * 44;
    body += text(224, y + 18, truck, { size: 11, weight: 600, fill: C.navy }) + text(224, y + 31, driver, { size: 9.5, fill: C.slate });
    for (const [from, to, label, tone] of jobs) {
      const [bg, fg] = fills[tone];
      const x = hx(from) + 1;
      const w = hx(to) - hx(from) - 2;
      body += rect(x, y + 4, w, 32, bg, { rx: 5 }) + rect(x, y + 4, 3, 32, fg, { rx: 1.5 });
      body += g(text(x + 8, y + 24, label, { size: 9, weight: 600, fill: fg }), { "clip-path": `url(#dispatch-clip-${i}-${from * 2})` });
      body += el("defs", {}, el("clipPath", { id: `dispatch-clip-${i}-${from * 2}` }, rect(x, y + 4, w - 4, 32, "#000")));
    }
    if (i < DISPATCH_TRUCKS.length - 1) body += line(216, y + 40, 680, y + 40, "#eef1f5", 1);
  });
  body += line(hx(9.75), 180, hx(9.75), 410, K.red, 1.5) + circle(hx(9.75), 180, 3.5, K.red);
  body += card(700, 150, 236, 270, "Routes today");
  body += routeMap(716, 188, 204, 130);
  const stats: [string, string][] = [
    ["Stops", "14"],
    ["Planned miles", "212"],
    ["On time", "96%"],
  ];
  stats.forEach(
    ([label, value], i) =>
      (body +=
        text(716 + i * 72, 350, value, { size: 17, weight: 700, fill: C.navy }) +
        text(716 + i * 72, 366, label, { size: 9.5, fill: C.slate })),
  );
  body += meter(716, 382, 204, 0.64, C.teal) + text(716, 404, "9 of 14 stops confirmed by customers", { size: 10, fill: C.slate });
  body += card(208, 432, 728, 156, "Waiting to be planned", "4 jobs");
  body += planningTable();
  return doc(W, H, appScreen({ active: "Dispatch", address: "summit.precisionerp.cloud/dispatch/board", branch: "Denver · 04", body }));
}

/** A stylised street map with two routes and their stops, in a rounded box. */
function routeMap(x: number, y: number, w: number, h: number): string {
  let out = el("defs", {}, el("clipPath", { id: "dispatch-map" }, rect(x, y, w, h, "#000", { rx: 8 })));
  let map = rect(x, y, w, h, "#eef3f7") + el("path", { d: `M${x} ${y + 92}q60-20 110 10t94-6v${h - 86}H${x}z`, fill: "#dcebe3" });
  for (let i = 1; i < 5; i++) map += line(x, y + i * 26, x + w, y + i * 26 - 8, C.white, 5);
  for (let i = 1; i < 5; i++) map += line(x + i * 44, y, x + i * 44 - 12, y + h, C.white, 5);
  map += stroke(`M${x + 20} ${y + 96}L${x + 64} ${y + 70}L${x + 108} ${y + 64}L${x + 150} ${y + 40}L${x + 184} ${y + 32}`, C.teal, 3);
  map += stroke(`M${x + 20} ${y + 96}L${x + 54} ${y + 114}L${x + 120} ${y + 100}L${x + 170} ${y + 92}`, C.navy2, 3, {
    "stroke-dasharray": "6 4",
  });
  const pin = (px: number, py: number, colour: string, label: string) =>
    el("path", { d: `M${n(px)} ${n(py)}c-6-8-9-11-9-15a9 9 0 0 1 18 0c0 4-3 7-9 15z`, fill: colour }) +
    text(px, py - 12, label, { size: 8, weight: 700, fill: C.white, anchor: "middle" });
  map +=
    rect(x + 12, y + 88, 16, 16, C.navy, { rx: 4 }) +
    text(x + 20, y + 99, "D", { size: 8.5, weight: 700, fill: C.white, anchor: "middle" });
  map +=
    pin(x + 64, y + 70, C.teal, "1") +
    pin(x + 150, y + 40, C.teal, "2") +
    pin(x + 184, y + 32, C.teal, "3") +
    pin(x + 120, y + 100, C.navy2, "1") +
    pin(x + 170, y + 92, C.navy2, "2");
  out += g(map, { "clip-path": "url(#dispatch-map)" });
  return out;
}

/** The platform screen: uptime and updates, the connected services, companies and security. */
export function platform(): string {
  let body = pageTitle("Settings / Platform", "Platform and integrations");
  body += buttonRow(936, 122, ["API keys", "Add connection"], true);
  const tiles: [string, string, string, "up" | "down" | "flat"][] = [
    ["Uptime, last 90 days", "99.98%", "No planned downtime", "up"],
    ["API calls today", "182,406", "Average response 84 ms", "flat"],
    ["Release", "26.4", "Auto-installed Sun 02:00", "flat"],
  ];
  tiles.forEach(([label, value, change, dir], i) => (body += kpi(208 + i * 164, 150, 152, label, value, change, dir)));
  body += card(208, 246, 480, 342, "Connected services", "Browse 60+ connectors");
  const services: [string, string, string, "teal" | "amber" | "grey", string, string][] = [
    ["Sales tax", "Rates and filing for 46 states", "Connected", "teal", "Synced 2 min ago", "%"],
    ["Payments", "Cards and ACH on every invoice", "Connected", "teal", "Synced 5 min ago", "$"],
    ["Carrier rates", "Freight quotes for parts orders", "Connected", "teal", "Synced 1 h ago", "→"],
    ["Web store", "Parts and used equipment online", "Syncing", "amber", "1,284 of 2,010 items", "◆"],
    ["Bank feeds", "Daily statements, auto-matching", "Connected", "teal", "Synced 06:00", "≡"],
    ["Telematics", "Hours and GPS from 1,930 units", "Connected", "teal", "Live", "◎"],
  ];
  services.forEach(([name, what, status, tone, sync, sym], i) => {
    const x = 222 + (i % 2) * 232;
    const y = 280 + Math.floor(i / 2) * 100;
    body += rect(x, y, 220, 88, C.white, { rx: 8, stroke: K.line });
    body += rect(x + 12, y + 12, 30, 30, [T.tealPale, C.sky, T.amberPale, "#e4e9f7", "#e7f4ee", C.sky][i]!, { rx: 7 });
    body += text(x + 27, y + 32, sym, {
      size: 14,
      weight: 700,
      fill: [T.tealDark, C.navy, "#8a5200", "#3b4a9a", "#1f7a4d", C.navy2][i]!,
      anchor: "middle",
    });
    body +=
      text(x + 52, y + 25, name, { size: 11.5, weight: 700, fill: C.navy }) + text(x + 52, y + 39, what, { size: 9.5, fill: C.slate });
    body += chip(x + 12, y + 66, status, tone, 9.5).svg + text(x + 208, y + 69.5, sync, { size: 9, fill: K.muted, anchor: "end" });
  });
  body += card(700, 150, 236, 246, "Companies and branches");
  const companies: [string, string, string][] = [
    ["Summit Equipment Rentals", "14 branches · USD", "SE"],
    ["Summit Equipment Canada", "4 branches · CAD", "SC"],
    ["Peak Lift Services", "6 branches · USD", "PL"],
  ];
  companies.forEach(([name, detail, initials], i) => {
    const y = 190 + i * 46;
    body +=
      rect(716, y, 28, 28, [C.navy, C.navy2, C.teal][i]!, { rx: 7 }) +
      text(730, y + 18, initials, { size: 9.5, weight: 700, fill: C.white, anchor: "middle" });
    body += text(754, y + 12, name, { size: 10.5, weight: 600, fill: C.navy }) + text(754, y + 25, detail, { size: 9.5, fill: C.slate });
  });
  body +=
    line(716, 330, 920, 330, "#eef1f5", 1) +
    text(716, 352, "Users", { size: 10, fill: K.muted }) +
    text(920, 352, "312 · single sign-on", { size: 10.5, weight: 600, fill: C.navy, anchor: "end" });
  body +=
    text(716, 376, "One database", { size: 10, fill: K.muted }) +
    text(920, 376, "All companies", { size: 10.5, weight: 600, fill: C.navy, anchor: "end" });
  body += card(700, 408, 236, 180, "Security");
  const checks = [
    "Role-based access · 18 roles",
    "Two-factor sign-in required",
    "Backups every night, kept 35 days",
    "Audit trail on every record",
  ];
  checks.forEach((label, i) => {
    const y = 462 + i * 30;
    body +=
      circle(724, y - 4, 8, T.tealPale) +
      stroke(`M720 ${y - 4}l3 3 5-6`, T.tealDark, 1.6) +
      text(740, y, label, { size: 10.5, fill: K.ink });
  });
  return doc(
    W,
    H,
    appScreen({ active: "Settings", address: "summit.precisionerp.cloud/settings/platform", branch: "All companies", body }),
  );
}

/** The mobile app: a field technician's work order and a delivery signed on the customer's site, on two phones. */
export function mobileApp(): string {
  const defs =
    linear("mobile-app-bg", [
      [0, C.sky],
      [1, C.white],
    ]) +
    el("clipPath", { id: "mobile-app-screen-a" }, rect(0, 0, 236, 492, "#000", { rx: 28 })) +
    el("clipPath", { id: "mobile-app-screen-b" }, rect(0, 0, 236, 492, "#000", { rx: 28 }));
  let body =
    rect(0, 0, W, H, "url(#mobile-app-bg)") +
    circle(800, 120, 220, C.tealLight, { opacity: 0.18 }) +
    circle(140, 520, 200, C.navy2, { opacity: 0.07 });
  body += g(mark(0, 0, 28) + text(38, 20, "PrecisionERP Mobile", { size: 15, weight: 700, fill: C.navy }), {
    transform: "translate(64 64)",
  });
  body +=
    text(64, 122, "Field work and deliveries,", { size: 24, weight: 700, fill: C.navy, spacing: -0.4 }) +
    text(64, 152, "signed on site.", { size: 24, weight: 700, fill: C.teal, spacing: -0.4 });
  const notes: [string, string][] = [
    ["Works offline", "Syncs when the signal is back"],
    ["Photos and signatures", "Stored on the contract and the asset"],
    ["Barcode and QR scan", "Check units in and out in seconds"],
  ];
  notes.forEach(([title, detail], i) => {
    const y = 200 + i * 56;
    body += circle(80, y + 8, 14, C.white, { stroke: K.line }) + stroke(`M74 ${y + 8}l4 4 8-9`, C.teal, 2);
    body += text(104, y + 6, title, { size: 13, weight: 700, fill: C.navy }) + text(104, y + 24, detail, { size: 11, fill: C.slate });
  });
  body += phone(372, 64, "a", workOrder()) + phone(636, 44, "b", delivery());
  body += g(
    rect(0, 0, 196, 54, C.white, { rx: 12, stroke: K.line }) +
      circle(26, 27, 14, T.tealPale) +
      stroke("M20 27l4 4 8-9", T.tealDark, 2) +
      text(48, 23, "Delivery confirmed", { size: 11.5, weight: 700, fill: C.navy }) +
      text(48, 39, "RC-58213 · synced 07:42", { size: 10, fill: C.slate }),
    {
      transform: "translate(64 384)",
      filter: "drop-shadow(0 6px 12px rgb(15 42 68 / 0.16))",
    },
  );
  return doc(W, H, body, defs);
}

/** A phone frame 256 x 512 px at (x, y) around a 236 x 492 px screen. */
function phone(x: number, y: number, id: string, screen: string): string {
  const frame = rect(0, 0, 256, 512, C.navy, { rx: 38 }) + rect(3, 3, 250, 506, "#173655", { rx: 35 });
  const status =
    rect(0, 0, 236, 30, "none") +
    text(24, 20, "9:41", { size: 11, weight: 700, fill: C.white }) +
    rect(88, 8, 60, 16, "#0a1f33", { rx: 8 }) +
    rect(196, 11, 20, 10, "none", { rx: 3, stroke: C.white, "stroke-width": 1.2 }) +
    rect(198, 13, 13, 6, C.white, { rx: 1.5 }) +
    bars4(176, 21);
  return g(frame + g(g(screen + status, { "clip-path": `url(#mobile-app-screen-${id})` }), { transform: "translate(10 10)" }), {
    transform: `translate(${x} ${y})`,
    filter: "drop-shadow(0 18px 28px rgb(15 42 68 / 0.22))",
  });
}

/** The signal bars of a phone's status line, bottom left at (x, y). */
function bars4(x: number, y: number): string {
  return [3, 5, 7, 9].map((h, i) => rect(x + i * 3.5, y - h, 2.3, h, C.white, { rx: 0.8 })).join("");
}

/** The app header: a navy band with a back arrow, a title and a line under it. */
function appHeader(title: string, sub: string): string {
  return (
    rect(0, 0, 236, 96, C.navy) +
    stroke("M22 52l-6 6 6 6", C.white, 2) +
    text(34, 62, title, { size: 14, weight: 700, fill: C.white }) +
    text(16, 84, sub, { size: 10, fill: "#9fb3c8" })
  );
}

/** The mobile work order: the machine, the checklist with progress, the photos and the finish button. */
function workOrder(): string {
  let s = rect(0, 0, 236, 492, C.mist) + appHeader("Work order WO-10482", "500 h service · Ridgeview Lot 7");
  s += rect(12, 108, 212, 64, C.white, { rx: 10, stroke: K.line }) + machinePhoto(20, 116, 56, 48, "mobile-app-wo-photo");
  s +=
    text(86, 132, "EX-2417", { size: 12, weight: 700, fill: C.navy }) +
    text(86, 147, "CAT 320 Excavator", { size: 10, fill: C.slate }) +
    chip(86, 160, "In progress", "amber", 8.5).svg;
  s +=
    text(12, 196, "CHECKLIST", { size: 9, weight: 700, fill: K.muted, spacing: 0.6 }) +
    text(224, 196, "3 of 5", { size: 9.5, weight: 600, fill: C.teal, anchor: "end" });
  s += meter(12, 204, 212, 0.6, C.teal);
  const items: [string, boolean][] = [
    ["Engine oil and filter", true],
    ["Hydraulic return filter", true],
    ["Track tension", true],
    ["Grease pins and bushings", false],
    ["Test run and leak check", false],
  ];
  items.forEach(([label, done], i) => {
    const y = 222 + i * 34;
    s += rect(12, y, 212, 28, C.white, { rx: 7, stroke: K.line });
    s += done
      ? rect(22, y + 7, 14, 14, C.teal, { rx: 4 }) + stroke(`M25.5 ${y + 14}l2.5 2.5 4.5-5`, C.white, 1.6)
      : rect(22, y + 7, 14, 14, C.white, { rx: 4, stroke: T.slateLight, "stroke-width": 1.4 });
    s += text(44, y + 18, label, { size: 10.5, weight: done ? 500 : 600, fill: done ? C.slate : C.navy });
  });
  s += text(12, 406, "PHOTOS", { size: 9, weight: 700, fill: K.muted, spacing: 0.6 });
  [0, 1].forEach((i) => (s += machinePhoto(12 + i * 56, 414, 50, 40, `mobile-app-wo-shot-${i}`)));
  s +=
    rect(124, 414, 50, 40, C.white, { rx: 8, stroke: T.slateLight, "stroke-dasharray": "4 3" }) +
    text(149, 439, "+", { size: 16, weight: 500, fill: C.slate, anchor: "middle" });
  return (
    s +
    rect(12, 462, 212, 24, C.teal, { rx: 7 }) +
    text(118, 478, "Complete work order", { size: 10.5, weight: 700, fill: C.white, anchor: "middle" })
  );
}

/** The mobile delivery: the contract's units scanned, the customer's signature and the confirm button. */
function delivery(): string {
  let s = rect(0, 0, 236, 492, C.mist) + appHeader("Delivery RC-58213", "Summit Ridge Builders · Golden");
  s += text(12, 120, "UNITS ON THIS DELIVERY", { size: 9, weight: 700, fill: K.muted, spacing: 0.6 });
  const units: [string, string][] = [
    ["EX-2417", "Excavator 20-25 t"],
    ["SL-1932", "Scissor lift 32 ft"],
    ["LT-0416", "Light tower, LED"],
  ];
  units.forEach(([id, what], i) => {
    const y = 130 + i * 44;
    s +=
      rect(12, y, 212, 38, C.white, { rx: 8, stroke: K.line }) +
      text(24, y + 16, id, { size: 11, weight: 700, fill: C.navy }) +
      text(24, y + 30, what, { size: 9.5, fill: C.slate });
    s += chip(156, y + 19, "Scanned", "teal", 8.5).svg;
  });
  s += text(12, 280, "CUSTOMER SIGNATURE", { size: 9, weight: 700, fill: K.muted, spacing: 0.6 });
  s += rect(12, 290, 212, 104, C.white, { rx: 10, stroke: K.line }) + line(28, 368, 208, 368, K.line, 1);
  s += stroke("M34 352c8-30 16-34 18-14s-6 24 2 8 14-28 18-10-2 22 8 6 10-20 16-8 6 14 14 2 12-14 20-6 12 8 24 0", C.navy, 2.2);
  s += text(28, 384, "Rosa Alvarez · Site manager", { size: 9.5, fill: C.slate });
  s +=
    rect(12, 404, 102, 24, C.white, { rx: 7, stroke: K.line }) +
    text(63, 420, "4 photos", { size: 10, weight: 600, fill: C.navy, anchor: "middle" });
  s +=
    rect(122, 404, 102, 24, C.white, { rx: 7, stroke: K.line }) +
    text(173, 420, "Meter 3,482 h", { size: 10, weight: 600, fill: C.navy, anchor: "middle" });
  return (
    s +
    rect(12, 446, 212, 32, C.teal, { rx: 8 }) +
    text(118, 466, "Confirm delivery", { size: 11.5, weight: 700, fill: C.white, anchor: "middle" })
  );
}

/** The walkthrough's title card (its poster and first scene): the name, the title and what it shows, on navy, in its upper part, clear of the player's controls. */
export function tourTitle(): string {
  const defs = linear(
    "tour-title-bg",
    [
      [0, C.navy],
      [1, "#0a1f33"],
    ],
    0,
    0,
    1,
    1,
  );
  let body =
    rect(0, 0, W, H, "url(#tour-title-bg)") +
    circle(820, 90, 260, C.teal, { opacity: 0.16 }) +
    circle(900, 560, 180, C.tealLight, { opacity: 0.08 });
  body += g(mark(0, 0, 40) + text(54, 28, "PrecisionERP", { size: 22, weight: 700, fill: C.white }), { transform: "translate(80 130)" });
  body += text(80, 240, "The 30-second tour", { size: 54, weight: 800, fill: C.white, spacing: -1.2 });
  body += text(80, 286, "Six screens of the cloud ERP for equipment", { size: 20, weight: 500, fill: C.tealLight });
  body += text(80, 314, "rental, lease and sales companies", { size: 20, weight: 500, fill: C.tealLight });
  const steps = ["Dashboard", "Contracts", "Assets", "Dispatch", "Mobile", "Platform"];
  let x = 80;
  for (const step of steps) {
    const w = measure(step, 12) + 28;
    body +=
      rect(x, 360, w, 30, "rgb(255 255 255 / 0.08)", { rx: 15, stroke: "rgb(255 255 255 / 0.25)" }) +
      text(x + w / 2, 379.5, step, { size: 12, weight: 600, fill: C.white, anchor: "middle" });
    x += w + 10;
  }
  return doc(W, H, body, defs);
}

/** Every product picture by file name (without extension), in the walkthrough's order. */
export const PRODUCT_SCREENS = {
  "tour-title": tourTitle,
  dashboard,
  "rental-contract": rentalContract,
  "asset-record": assetRecord,
  "dispatch-board": dispatchBoard,
  "mobile-app": mobileApp,
  platform,
} as const;

/** Renders one SVG document with sharp at `scale` times its size (libvips reads SVG at 72 dpi as 1x), ready to encode. */
export function renderSvg(svg: string, scale: number): Sharp {
  return sharp(Buffer.from(svg), { density: 72 * scale });
}
