import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
p.on("console", (m) => console.log("console:", m.type(), m.text().slice(0, 300)));
p.on("pageerror", (e) => console.log("pageerror:", e.message));
const url = process.argv[2];
await p.goto("http://localhost:4399" + url);
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => [...document.querySelectorAll("ng-island")].map((e) => `${e.dataset.island}:${e.hasAttribute("data-hydrated")}`).join(" ")));
if (process.argv[3]) { await p.click(process.argv[3]); await p.waitForTimeout(1500); console.log(await p.evaluate(() => document.querySelector("dialog[open]")?.outerHTML.slice(0, 300) ?? "no dialog")); }
await b.close();
