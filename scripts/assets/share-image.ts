/**
 * Northgate Systems — social share image.
 *
 * Renders the brand's share artwork (brand.ts `ogImage`, 1200×630) to PNG, the format link previews
 * accept (Open Graph and Twitter cards do not show SVG), and writes it to
 * public/images/share/northgate-systems.png: the site-wide `shareImage` of pages/_site.yaml.
 * Rendering uses headless Chromium through Playwright: Debian's /usr/bin/chromium when installed,
 * CHROMIUM_PATH when set, otherwise Playwright's own browser.
 *
 * Run from the repository root:   npx tsx scripts/assets/share-image.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../chromium.ts";
import { ogImage } from "./brand.ts";

/** Size of the share image in px: the 1.91:1 ratio link previews crop to. */
const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "images", "share", "northgate-systems.png");

const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
try {
  const page = await browser.newPage({ viewport: SHARE_IMAGE, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><style>html,body{margin:0;overflow:hidden}svg{display:block}</style>${ogImage("share")}`);
  const png = await page.locator("svg").screenshot({ type: "png", animations: "disabled" });
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, png);
  console.log(`Wrote ${OUT} (${SHARE_IMAGE.width}×${SHARE_IMAGE.height}, ${(png.byteLength / 1024).toFixed(1)} KB)`);
} finally {
  await browser.close();
}
