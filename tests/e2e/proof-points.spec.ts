/**
 * Proof points a visitor notices (docs/product.md, Home and Partners): the partners' figures shown as
 * large figures with their labels, and the partner logos on Home, each named and linking to its
 * partner's section. Both are prerendered blocks: they add no script.
 */
import { blockOf } from "../support/content.ts";
import { expect, test } from "./test.ts";

for (const route of ["/partners", "/home"]) {
  const stats = blockOf(route, "stats");

  test.describe(`${route} key figures`, () => {
    for (const width of [375, 1440]) {
      test(`at ${width} px: each figure with its label, large, ${width < 768 ? "two by two" : "in one row"}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const list = page.getByRole("list", { name: stats.heading ?? "Key figures" });
        await expect(list).toBeVisible();
        const items = list.getByRole("listitem");
        await expect(items).toHaveCount(stats.stats.length);
        for (const [i, stat] of stats.stats.entries()) {
          await expect(items.nth(i)).toContainText(`${stat.value} ${stat.label}`);
          if (stat.source) await expect(items.nth(i)).toContainText(stat.source.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1"));
        }
        // The figure reads larger than its label.
        const size = (text: string) =>
          list
            .getByText(text, { exact: true })
            .first()
            .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(await size(stats.stats[0]!.value)).toBeGreaterThanOrEqual(1.8 * (await size(stats.stats[0]!.label)));
        // Four figures: two rows of two on a phone, one row on a desktop; never one alone on a row.
        const tops = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        const rows = [...new Set(tops)];
        expect(rows).toHaveLength(width < 768 ? 2 : 1);
        for (const row of rows) expect(tops.filter((t) => t === row).length).toBeGreaterThanOrEqual(2);
      });
    }
  });
}

test("/home shows the partner logos, each named by its alt text and linking to its partner's section", async ({ page }) => {
  const strip = blockOf("/home", "logoStrip");
  await page.goto("/home");
  const section = page.getByRole("region", { name: strip.heading });
  await section.scrollIntoViewIfNeeded();
  for (const logo of strip.logos) {
    const link = section.getByRole("link", { name: logo.image.alt, exact: true });
    await expect(link).toHaveAttribute("href", logo.href!);
    const img = link.getByRole("img", { name: logo.image.alt, exact: true });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await section.getByRole("link", { name: "NetSuite", exact: true }).click();
  await expect(page).toHaveURL(/\/partners#NetSuite$/);
  await expect(page.getByRole("heading", { name: "NetSuite", exact: true })).toBeInViewport();
});
