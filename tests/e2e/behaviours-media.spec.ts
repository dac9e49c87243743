import type { Page, Route } from "@playwright/test";
import { blockOf, content, videoApiKey } from "../support/content.ts";
import { collectErrors, expect, handlersAttached, test } from "./test.ts";

/**
 * Fakes the page's clock and stops it before the page loads, so timers fire only when a test runs
 * the clock forward (page.clock.runFor) and never in real time.
 */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
}

// ── Videos (docs/product.md: Resources, Outside calls, Error texts, Constants) ─────────────────────────────────────────────────────────

test.describe("Resources videos", () => {
  const channel = content.site.videoChannel;
  const videoBlock = blockOf("/resources", "videoList");
  const isSearch = (url: URL) => url.href.startsWith(channel.endpoint);
  const cors = { "Access-Control-Allow-Origin": "*" };
  // The platform's image host, which the Content-Security-Policy allows (contentSecurity.imageHosts).
  const thumbnailHost = content.thirdParties.images[0]!;
  const thumbnail = (id: string) => `${thumbnailHost}/vi/${id}/hqdefault.svg`;
  const searchAnswer = {
    kind: "youtube#searchListResponse",
    items: [
      {
        kind: "youtube#searchResult",
        id: { kind: "youtube#video", videoId: "vidNewest01" },
        snippet: {
          title: "PrecisionERP in five minutes",
          thumbnails: { high: { url: thumbnail("vidNewest01"), width: 480, height: 360 } },
        },
      },
      {
        kind: "youtube#searchResult",
        id: { kind: "youtube#channel", channelId: channel.channelId },
        snippet: { title: "Northgate Systems", thumbnails: { high: { url: thumbnail("channel"), width: 480, height: 360 } } },
      },
      {
        kind: "youtube#searchResult",
        id: { kind: "youtube#video", videoId: "vidOlder02" },
        snippet: {
          title: "Customer story: Summit Ridge Rentals",
          thumbnails: { high: { url: thumbnail("vidOlder02"), width: 480, height: 360 } },
        },
      },
    ],
  };

  test.beforeEach(async ({ page }) => {
    // The thumbnails' host answers with a small picture, as the platform's image server would.
    await page.route(`${thumbnailHost}/**`, (route) =>
      route.fulfill({
        contentType: "image/svg+xml",
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#1c3d5e"/><circle cx="240" cy="180" r="48" fill="#fff"/></svg>',
      }),
    );
  });

  test("lists the channel's videos from the video API: cards with title, thumbnail and a watch link", async ({ page }) => {
    const requests: URL[] = [];
    await page.route(isSearch, (route) => {
      requests.push(new URL(route.request().url()));
      return route.fulfill({ status: 200, contentType: "application/json", headers: cors, body: JSON.stringify(searchAnswer) });
    });
    const errors = collectErrors(page);
    await page.goto("/resources");
    const section = page.locator(`#${videoBlock.id}`);
    const cards = section.getByRole("listitem");
    await expect(cards).toHaveCount(2);

    const expected = [
      { id: "vidNewest01", title: "PrecisionERP in five minutes" },
      { id: "vidOlder02", title: "Customer story: Summit Ridge Rentals" },
    ];
    for (const [i, video] of expected.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toContainText(video.title);
      const link = card.getByRole("link", { name: `${video.title} (opens in a new tab)` });
      await expect(link).toHaveAttribute("href", channel.watchUrl + video.id);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      const image = card.getByRole("img", { name: video.title });
      await expect(image).toHaveAttribute("src", thumbnail(video.id));
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    }
    await expect(section).not.toContainText("Northgate Systems");

    // docs/product.md, Outside calls: one GET with the key, the channel id, part=snippet,id, order=date, maxResults=20.
    expect(requests).toHaveLength(1);
    const query = Object.fromEntries(requests[0]!.searchParams);
    expect(requests[0]!.origin + requests[0]!.pathname).toBe(channel.endpoint);
    expect(query).toEqual({ key: videoApiKey, channelId: channel.channelId, part: "snippet,id", order: "date", maxResults: "20" });
    // The channel button stays below the list.
    await expect(section.getByRole("link", { name: videoBlock.channelLink!.label })).toHaveAttribute("href", videoBlock.channelLink!.href!);
    expect(errors.consoleErrors).toEqual([]);
    expect(errors.pageErrors).toEqual([]);
  });

  const failures: { name: string; reply: (route: Route) => Promise<void>; cause: RegExp }[] = [
    {
      name: "HTTP 500",
      reply: (r) =>
        r.fulfill({
          status: 500,
          contentType: "application/json",
          headers: cors,
          body: '{"error":{"code":500,"message":"Backend Error"}}',
        }),
      cause: /answered HTTP 500/,
    },
    {
      name: "HTTP 403 (quota or bad key)",
      reply: (r) =>
        r.fulfill({
          status: 403,
          contentType: "application/json",
          headers: cors,
          body: '{"error":{"code":403,"message":"quotaExceeded"}}',
        }),
      cause: /answered HTTP 403/,
    },
    {
      name: "malformed JSON",
      reply: (r) => r.fulfill({ status: 200, contentType: "application/json", headers: cors, body: '{"items": [{"id": ' }),
      cause: /not valid JSON/,
    },
    {
      name: "an unexpected shape",
      reply: (r) => r.fulfill({ status: 200, contentType: "application/json", headers: cors, body: '{"results": []}' }),
      cause: /no items list/,
    },
    { name: "a network failure", reply: (r) => r.abort("internetdisconnected"), cause: /could not be reached/ },
  ];

  for (const failure of failures) {
    test(`on ${failure.name} shows no list and no error text, logs the cause, and the page keeps working`, async ({ page }) => {
      await page.route(isSearch, failure.reply);
      const errors = collectErrors(page);
      await page.goto("/resources");
      await expect.poll(() => errors.consoleErrors.find((e) => e.startsWith("Video list:"))).toMatch(failure.cause);
      await expectQuietVideoSection(page);
      expect(errors.pageErrors).toEqual([]);
    });
  }

  test("gives up on a video API that does not answer within 8000 ms", async ({ page }) => {
    let held: Route | undefined;
    await page.route(isSearch, (route) => {
      held = route;
    });
    await stopClock(page);
    const errors = collectErrors(page);
    const request = page.waitForRequest((r) => isSearch(new URL(r.url())));
    await page.goto("/resources");
    await request;
    await page.clock.runFor(7_999);
    expect(errors.consoleErrors.filter((e) => e.startsWith("Video list:"))).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => errors.consoleErrors.find((e) => e.startsWith("Video list:"))).toMatch(/did not answer within 8000 ms/);
    // An answer arriving after the timeout changes nothing.
    await held
      ?.fulfill({ status: 200, contentType: "application/json", headers: cors, body: JSON.stringify(searchAnswer) })
      .catch(() => {});
    await expectQuietVideoSection(page);
    expect(errors.pageErrors).toEqual([]);
  });

  /** The videos section as a visitor sees it after a failure: heading, intro, channel button; no list, no message. */
  async function expectQuietVideoSection(page: Page) {
    const section = page.locator(`#${videoBlock.id}`);
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(videoBlock.heading);
    await expect(section.getByText(videoBlock.intro!)).toBeVisible();
    await expect(section.getByRole("link", { name: videoBlock.channelLink!.label })).toBeVisible();
    await expect(section.getByRole("list")).toHaveCount(0);
    await expect(section.getByRole("img")).toHaveCount(0);
    expect(await section.innerText()).not.toMatch(/error|fail|could not|unavailable|try again|no videos/i);
    // The rest of the page works: header, footer and its other sections are there, and the section links jump.
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.locator("footer.site-footer")).toBeVisible();
    for (const heading of ["Events", "Fact Sheets", "Wildlife Gallery"])
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Videos", exact: true }).first().click();
    await expect(page).toHaveURL(/#videos$/);
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
  }
});

// ── Admin-in-a-Box plan table (docs/product.md: Content, Constants) ────────────────────────────────────────

test.describe("Admin-in-a-Box plan table", () => {
  const plan = blockOf("/services/AdminInABox", "planTable");

  test("compares four tiers: minimum hours 20/20/20/40, then features under four group headings", async ({ page }) => {
    await page.goto("/services/AdminInABox");
    const table = page.getByRole("table", { name: plan.heading });
    await expect(table.getByRole("columnheader")).toHaveText(["BRONZE", "SILVER", "GOLD", "PLATINUM"]);
    const hours = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Minimum monthly hours" }) });
    await expect(hours.getByRole("cell")).toHaveText(["20 hours", "20 hours", "20 hours", "40 hours"]);
    await expect(table.locator(".plan-table-group")).toHaveText([
      "Administration",
      "Reporting",
      "System Support and Implementations",
      "Sales CRM",
    ]);
    // Every feature row has exactly one cell per tier, a checkmark ('Included') or empty ('Not included').
    const rows = table.locator("tbody tr:not(.plan-table-group):not(.plan-table-hours)");
    const featureCount = plan.groups.reduce((n, g) => n + g.rows.length, 0);
    await expect(rows).toHaveCount(featureCount);
    const cellsPerRow = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll("td").length));
    expect(new Set(cellsPerRow)).toEqual(new Set([4]));
    const first = plan.groups[0]!.rows[0]!;
    const firstRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: first.feature }) });
    await expect(firstRow.getByRole("cell")).toHaveText(first.cells.map((c) => (c ? "Included" : "Not included")));
    await expect(firstRow.locator("svg.plan-table-check")).toHaveCount(first.cells.filter(Boolean).length);
  });

  test("a cell edited in place keeps the new text on blur, only until the page reloads", async ({ page }) => {
    const row = plan.groups[1]!.rows[0]!;
    const tier = plan.tiers[2]!;
    await page.goto("/services/AdminInABox");
    const table = page.getByRole("table", { name: plan.heading });
    const cellButton = table.getByRole("button", { name: `${row.feature}, ${tier}: Included` });
    await handlersAttached(cellButton);
    await cellButton.click();
    const field = table.getByRole("textbox", { name: `${row.feature}, ${tier}` });
    await expect(field).toBeFocused();
    await expect(field).toHaveValue("✓");
    await field.fill("Quarterly review");
    await page.getByRole("heading", { name: plan.heading }).click(); // focus leaves the cell: blur
    await expect(field).toHaveCount(0);
    const edited = table.getByRole("button", { name: `${row.feature}, ${tier}: Quarterly review` });
    await expect(edited).toHaveText("Quarterly review");
    // The neighbours are untouched.
    await expect(table.getByRole("button", { name: `${row.feature}, ${plan.tiers[3]}: Included` })).toBeVisible();

    await page.reload();
    await expect(table.getByRole("button", { name: `${row.feature}, ${tier}: Included` })).toBeVisible();
    await expect(table).not.toContainText("Quarterly review");
  });

  test("cells can be edited from the keyboard: Enter edits and keeps, Escape discards", async ({ page }) => {
    const hoursLabel = plan.minimumHours.label;
    await page.goto("/services/AdminInABox");
    const table = page.getByRole("table", { name: plan.heading });
    const platinum = table.getByRole("button", { name: `${hoursLabel}, PLATINUM: 40 hours` });
    await platinum.focus();
    await page.keyboard.press("Enter");
    const field = table.getByRole("textbox", { name: `${hoursLabel}, PLATINUM` });
    await expect(field).toHaveValue("40");
    await field.fill("60");
    await page.keyboard.press("Enter");
    const changed = table.getByRole("button", { name: `${hoursLabel}, PLATINUM: 60 hours` });
    await expect(changed).toBeFocused();
    await expect(changed).toHaveText("60 hours");

    await page.keyboard.press("Space");
    await field.fill("never mind");
    await page.keyboard.press("Escape");
    await expect(changed).toBeFocused();
    await expect(changed).toHaveText("60 hours");
  });

  /** The left and right edges of the table's columns (the header row's cells), in px. */
  const columnEdges = (page: Page) =>
    page
      .getByRole("table", { name: plan.heading })
      .getByRole("row")
      .first()
      .locator("> *")
      .evaluateAll((cells) =>
        cells.filter((c) => c.getClientRects().length > 0).map((c) => [c.getBoundingClientRect().left, c.getBoundingClientRect().right]),
      );

  test("editing a cell, even with long text, never changes the columns' widths", async ({ page }) => {
    const row = plan.groups[0]!.rows[2]!;
    await page.goto("/services/AdminInABox");
    const table = page.getByRole("table", { name: plan.heading });
    const cellButton = table.getByRole("button", { name: `${row.feature}, ${plan.tiers[1]}: Included` });
    await handlersAttached(cellButton);
    const before = await columnEdges(page);
    expect(before).toHaveLength(plan.tiers.length + 1);
    await cellButton.click();
    const field = table.getByRole("textbox", { name: `${row.feature}, ${plan.tiers[1]}` });
    await expect(field).toBeFocused();
    const expectSame = async (when: string) => {
      const now = await columnEdges(page);
      for (const [i, [left, right]] of now.entries()) {
        expect(Math.abs(left! - before[i]![0]!), `${when}: column ${i + 1}, left edge`).toBeLessThanOrEqual(1);
        expect(Math.abs(right! - before[i]![1]!), `${when}: column ${i + 1}, right edge`).toBeLessThanOrEqual(1);
      }
    };
    await expectSame("while the text field is open");
    await field.fill("Included for the first three months, then quarterly reviews of every customization");
    await expectSame("while typing");
    await page.getByRole("heading", { name: plan.heading }).click();
    await expect(table.getByRole("button", { name: /Included for the first three months/ })).toBeVisible();
    await expectSame("after the edit");
  });

  test.describe("on a phone (375 px)", () => {
    test.use({ viewport: { width: 375, height: 667 } });
    const lastRow = plan.groups.at(-1)!.rows.at(-1)!;

    test("every tier can be chosen: its name, hours and features show beside the feature names, within the screen", async ({ page }) => {
      await page.goto("/services/AdminInABox");
      const table = page.getByRole("table", { name: plan.heading });
      const choice = page.getByRole("group", { name: "Plan to show" });
      await expect(choice.getByRole("radio")).toHaveCount(plan.tiers.length);
      await expect(choice.getByRole("radio", { name: plan.tiers[0] })).toBeChecked();
      for (const [c, tier] of plan.tiers.entries()) {
        await choice.getByRole("radio", { name: tier }).check();
        // That tier's column only, beside the feature names.
        await expect(table.getByRole("columnheader")).toHaveText([tier]);
        const hours = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: plan.minimumHours.label }) });
        await expect(hours.getByRole("cell")).toHaveText([`${plan.minimumHours.values[c]} hours`]);
        const last = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: lastRow.feature }) });
        await expect(last.getByRole("cell")).toHaveText([lastRow.cells[c] ? "Included" : "Not included"]);
        // Nothing off-screen: the table is no wider than the screen and its region does not scroll.
        const box = (await table.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(
          await page.getByRole("region", { name: `${plan.heading}: comparison table` }).evaluate((el) => el.scrollWidth - el.clientWidth),
        ).toBeLessThanOrEqual(0);
      }
    });

    test("the tier is chosen from the keyboard with the arrow keys", async ({ page }) => {
      await page.goto("/services/AdminInABox");
      const choice = page.getByRole("group", { name: "Plan to show" });
      const table = page.getByRole("table", { name: plan.heading });
      await choice.getByRole("radio", { name: plan.tiers[0] }).focus();
      await page.keyboard.press("ArrowRight");
      await expect(choice.getByRole("radio", { name: plan.tiers[1] })).toBeChecked();
      await expect(choice.getByRole("radio", { name: plan.tiers[1] })).toBeFocused();
      await expect(table.getByRole("columnheader")).toHaveText([plan.tiers[1]!]);
      await page.keyboard.press("ArrowLeft");
      await expect(table.getByRole("columnheader")).toHaveText([plan.tiers[0]!]);
    });

    test("a chosen tier's cells are edited in place as on a wide screen", async ({ page }) => {
      const row = plan.groups[1]!.rows[3]!;
      const tier = plan.tiers[2]!;
      await page.goto("/services/AdminInABox");
      const table = page.getByRole("table", { name: plan.heading });
      await page.getByRole("group", { name: "Plan to show" }).getByRole("radio", { name: tier }).check();
      const cellButton = table.getByRole("button", { name: `${row.feature}, ${tier}: Included` });
      await handlersAttached(cellButton);
      await cellButton.click();
      const field = table.getByRole("textbox", { name: `${row.feature}, ${tier}` });
      await expect(field).toBeFocused();
      await field.fill("Monthly");
      await page.keyboard.press("Enter");
      await expect(table.getByRole("button", { name: `${row.feature}, ${tier}: Monthly` })).toBeFocused();
      // The tier stays chosen.
      await expect(table.getByRole("columnheader")).toHaveText([tier]);
    });
  });

  for (const width of [375, 768]) {
    test(`feature names take at most two lines at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services/AdminInABox");
      const table = page.getByRole("table", { name: plan.heading });
      await expect(table.getByRole("rowheader").first()).toBeVisible();
      const lines = await table.getByRole("rowheader").evaluateAll((headers) =>
        headers
          // Feature names (and the hours row's label), not the group headings spanning the table.
          .filter((th) => th.getAttribute("scope") === "row")
          .map((th) => {
            // The lines of its text: one box per line of each text node.
            const bottoms = new Set<number>();
            const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const r of range.getClientRects()) if (r.width > 0) bottoms.add(Math.round(r.bottom));
            }
            return { name: th.textContent, lines: bottoms.size };
          }),
      );
      expect(lines.length).toBeGreaterThan(10);
      expect(lines.filter((l) => l.lines > 2)).toEqual([]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a plain, readable table with no edit controls", async ({ page }) => {
      await page.goto("/services/AdminInABox");
      const table = page.getByRole("table", { name: plan.heading });
      await expect(table.getByRole("columnheader")).toHaveText(["BRONZE", "SILVER", "GOLD", "PLATINUM"]);
      await expect(table.getByRole("button")).toHaveCount(0);
      await expect(table.getByRole("cell", { name: "Included", exact: true }).first()).toBeAttached();
      await expect(table.locator("svg.plan-table-check").first()).toBeVisible();
    });
  });
});

// ── Contact pages (docs/product.md: Contact pages, Behaviours, Constants) ─────────────────────────────────────────────────

test.describe("contact pages", () => {
  const contactPages = ["/contactProducts", "/contactStaffing", "/contactSupport"].map((route) => {
    const block = blockOf(route, "leadForm");
    return { route, block, url: content.site.leadForms[block.form]!.url };
  });

  for (const { route, block, url } of contactPages) {
    test(`${route} shows a spinner for 2000 ms, then its form from the provider`, async ({ page }) => {
      await stopClock(page);
      await page.goto(route);
      const spinner = page.getByRole("status").filter({ hasText: "Loading the form" });
      const frame = page.locator(`iframe[title="${block.title}"]`);
      await expect(spinner).toBeVisible();
      await expect(frame).toBeHidden();
      await expect(frame).toHaveAttribute("src", url);
      await page.clock.runFor(1_999);
      await expect(spinner).toBeVisible();
      // The 2000 ms count from the first frame on screen: two animation frames (at most 34 ms) after the script starts.
      await page.clock.runFor(35);
      await expect(spinner).toHaveCount(0);
      await expect(frame).toBeVisible();
      await expect(page.getByRole("link", { name: "Open it in a new tab" })).toHaveAttribute("href", url);
    });
  }

  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 375, height: 667 },
  ]) {
    test(`the form is at most 1400 px wide and 75% of the window high at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/contactProducts");
      const frame = page.locator("iframe.provider-frame-iframe");
      await expect(frame).toBeVisible({ timeout: 5_000 });
      const box = (await frame.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(1400);
      expect(box.height).toBeLessThanOrEqual(viewport.height * 0.75 + 0.5);
      // In the page's content column (where the page's heading starts), out to its right edge: beside
      // "Prefer to talk?" on a wide screen, the column's whole width on a phone. And most of the height.
      const column = await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
        const container = heading.closest(".container")!;
        const { left, right } = container.getBoundingClientRect();
        const style = getComputedStyle(container);
        return { left: left + parseFloat(style.paddingLeft), right: right - parseFloat(style.paddingRight) };
      });
      expect(box.x).toBeGreaterThanOrEqual(column.left - 1);
      expect(Math.abs(box.x + box.width - column.right), "the form's right edge against the column's").toBeLessThanOrEqual(1);
      expect(box.width).toBeGreaterThanOrEqual((column.right - column.left) * (viewport.width < 992 ? 0.99 : 0.7));
      expect(box.height).toBeGreaterThanOrEqual(viewport.height * 0.6);
    });
  }

  test("the page opens at its top when entered from a link far down another page", async ({ page }) => {
    await page.goto("/home");
    const cta = page.getByRole("link", { name: "Schedule a Consultation" });
    await cta.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await cta.click();
    await expect(page).toHaveURL(/\/contactProducts$/);
    await expect(page.getByRole("status").filter({ hasText: "Loading the form" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form is simply shown at once, with no spinner", async ({ page }) => {
      const block = blockOf("/contactSupport", "leadForm");
      const form = content.site.leadForms[block.form]!;
      await page.route(
        (url) => url.href.startsWith(form.url.split("?")[0]!),
        (r) => r.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Form</title><h1>Lead form</h1>" }),
      );
      await page.goto("/contactSupport");
      // The page's own frame waits for the site script to give it its address; the <noscript>'s has it.
      const frame = page.locator("iframe.provider-frame-iframe").filter({ visible: true });
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute("src", form.url);
      await expect(
        page.frameLocator("iframe.provider-frame-iframe >> visible=true").getByRole("heading", { name: "Lead form" }),
      ).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
    });
  });
});

// ── Home testimonials (docs/product.md: Home, Behaviours, Constants) ─────────────────────────────────────────────

test.describe("home testimonials", () => {
  const testimonials = blockOf("/home", "testimonials");
  const [first, second] = testimonials.items;

  test("two quotes rotate every 8000 ms, and the pause button stops them", async ({ page }) => {
    await stopClock(page);
    await page.goto("/home");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator(".swiper-initialized")).toBeAttached();
    await expect(carousel.getByRole("group")).toHaveCount(2);
    const slide = (name: string) => carousel.getByRole("group").filter({ hasText: name });
    const active = carousel.locator(".swiper-slide-active");
    await expect(active).toContainText(first!.name);
    await expect(slide(first!.name)).toBeInViewport();

    await page.clock.runFor(7_900);
    await expect(active).toContainText(first!.name);
    await page.clock.runFor(100);
    await expect(active).toContainText(second!.name);
    await expect(slide(second!.name)).toBeInViewport();
    await expect(slide(first!.name)).not.toBeInViewport();

    await carousel.getByRole("button", { name: "Pause Customer testimonials" }).click();
    const play = carousel.getByRole("button", { name: "Play Customer testimonials" });
    await expect(play).toHaveAttribute("aria-pressed", "true");
    // Pointer and focus leave the carousel, which would otherwise resume it.
    await page.getByRole("heading", { name: testimonials.heading! }).click();
    await page.clock.runFor(20_000);
    await expect(active).toContainText(second!.name);

    await play.click();
    await page.getByRole("heading", { name: testimonials.heading! }).click();
    await page.clock.runFor(8_000);
    await expect(active).toContainText(first!.name);
  });

  test("bringing the next quote's text into view (find in page, a script) never leaves the carousel between two quotes", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/home");
    const carousel = page.getByRole("region", { name: "Customer testimonials" });
    await expect(carousel.locator(".swiper-initialized")).toBeAttached();
    const slide = (name: string) => carousel.getByRole("group").filter({ hasText: name });
    await slide(second!.name)
      .getByText(second!.name)
      .evaluate((el) => el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" }));
    // The first quote still fills the carousel, edge to edge: nothing slid sideways.
    const [frame, quote] = [(await carousel.boundingBox())!, (await slide(first!.name).boundingBox())!];
    expect(Math.abs(quote.x - frame.x), "the first quote's left edge against the carousel's").toBeLessThanOrEqual(1);
    await expect(slide(first!.name)).toBeInViewport({ ratio: 0.9 });
  });

  test("the first quote is in the page without JavaScript, and the carousel does not move the layout when it starts", async ({
    page,
    browser,
    baseURL,
  }) => {
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1440, height: 900 },
    ]) {
      const noScript = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
      const plain = await noScript.newPage();
      await plain.goto("/home");
      const plainCarousel = plain.getByRole("region", { name: "Customer testimonials" });
      await expect(plainCarousel.getByText(first!.text.slice(0, 40))).toBeVisible();
      await expect(plainCarousel.getByText(second!.text.slice(0, 40))).toBeHidden();
      const before = await measure(plain);
      await noScript.close();

      await page.setViewportSize(viewport);
      await page.goto("/home");
      await expect(page.locator(".testimonials-carousel .swiper-initialized")).toBeAttached();
      await expect(page.getByRole("button", { name: "Pause Customer testimonials" })).toBeVisible();
      const after = await measure(page);
      expect(Math.abs(after.height - before.height), `carousel height at ${viewport.width} px`).toBeLessThanOrEqual(1);
      expect(Math.abs(after.nextTop - before.nextTop), `content below at ${viewport.width} px`).toBeLessThanOrEqual(1);
    }

    async function measure(p: Page) {
      return p.locator(".testimonials-carousel").evaluate((el) => {
        const section = el.closest("section")!;
        return {
          height: el.getBoundingClientRect().height,
          nextTop: section.getBoundingClientRect().bottom - section.getBoundingClientRect().top,
        };
      });
    }
  });
});
