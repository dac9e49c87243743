/**
 * Faults of the outside world (docs/security.md; docs/product.md, Error texts), each injected at
 * the network boundary: the page keeps its header, footer, text and other blocks, shows the error
 * texts of docs/product.md, and where those say nothing the visitor still has a way forward.
 *
 * Covered elsewhere, not repeated here:
 * - video API down (HTTP 500, network failure), slow (gives up after its 8000 ms timeout, on a fake
 *   clock), HTTP 403, malformed JSON, an unexpected shape: behaviours-media.spec.ts, "Resources videos";
 * - fact-sheet PDF missing (404) or its request aborted: resources.spec.ts, "fact sheets".
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page, Route } from "@playwright/test";
import { blockOf, content } from "../support/content.ts";
import { collectErrors, expect, handlersAttached, settleImages, test } from "./test.ts";

const site = content.site;

/** The site's frame around every page: the header with its menu and the footer with its contact links. */
async function expectSiteFrame(page: Page) {
  const header = page.locator("header.site-header");
  await expect(header).toBeVisible();
  await expect(header.getByRole("link", { name: `${site.brand.name} home` })).toBeVisible();
  const footer = page.locator("footer.site-footer");
  await expect(footer).toBeVisible();
  await expect(footer.getByRole("link", { name: site.contact.email })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // A returning visitor who accepted the cookie notice: the fixed notice would cover what is checked.
  // (Only in the site's own document: a frame's error page may not touch storage.)
  await page.addInitScript(() => window.top === window && window.localStorage.setItem("cookie-notice-accepted", "yes"));
});

// ── The lead-form provider cannot be framed, or cannot be reached ─────────────────────────────

test.describe("lead-form provider refusing to be framed or unreachable", () => {
  const contact = blockOf("/contactProducts", "leadForm");
  const contactForm = site.leadForms[contact.form]!;
  const joinForm = site.leadForms.joinUs!;
  const formPage = "<!doctype html><title>Form</title><h1>Lead form</h1>";
  const isForm = (form: { url: string }) => (url: URL) => url.href.startsWith(form.url.split("?")[0]!);

  const failures: { name: string; refusedFrame: boolean; reply: (route: Route) => Promise<void> }[] = [
    {
      name: "X-Frame-Options: DENY",
      refusedFrame: true,
      reply: (r) => r.fulfill({ status: 200, contentType: "text/html", headers: { "X-Frame-Options": "DENY" }, body: formPage }),
    },
    {
      name: "Content-Security-Policy: frame-ancestors 'none'",
      refusedFrame: true,
      reply: (r) =>
        r.fulfill({
          status: 200,
          contentType: "text/html",
          headers: { "Content-Security-Policy": "frame-ancestors 'none'" },
          body: formPage,
        }),
    },
    { name: "the provider unreachable", refusedFrame: false, reply: (r) => r.abort("connectionrefused") },
  ];

  /**
   * A provider that refuses to be framed: the frame shows the browser's error page instead of the
   * form, and below it a link opens the form's address in a new tab (without giving the provider a
   * handle on this page), where the provider's page, which refuses only to be framed, works. One that
   * cannot be reached: the failure panel, with the same link, stands in place of the frame.
   */
  async function expectWayForward(page: Page, scope: Locator, form: { url: string }, refusedFrame: boolean) {
    if (refusedFrame) {
      await expect.poll(() => page.frames().some((f) => f.url().startsWith("chrome-error://"))).toBe(true);
      await expect(page.frameLocator("iframe.provider-frame-iframe").getByRole("heading", { name: "Lead form" })).toHaveCount(0);
    } else {
      // A provider that cannot be reached: the check may fail before the (lazy) frame even starts to
      // load, and the panel then takes its place; either way the frame, and any browser error page in
      // it, is out of view.
      await expect(scope.locator("iframe.provider-frame-iframe")).toBeHidden();
    }
    // A provider that answers but refuses to be framed: the line under the frame. One that cannot be
    // reached at all: the failure panel that replaces the frame (src/ui/provider-check.ts).
    const link = scope.getByRole("link", { name: /^Open (it|the form) in a new tab$/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", form.url);
    await expect(link).toHaveAttribute("target", "_blank");
    expect((await link.getAttribute("rel"))!.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    if (!refusedFrame) return;
    const opened = page.context().waitForEvent("page");
    await link.click();
    const tab = await opened;
    await expect(tab).toHaveURL(form.url);
    await expect(tab.getByRole("heading", { name: "Lead form" })).toBeVisible();
    await tab.close();
  }

  for (const failure of failures) {
    test(`contact page: with ${failure.name}, the page stands and the form opens in a new tab`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.route(isForm(contactForm), failure.reply);
      // The new tab is a top-level page, which the provider allows: it gets the form.
      await page
        .context()
        .route(isForm(contactForm), (r) =>
          r.fulfill({ status: 200, contentType: "text/html", headers: { "X-Frame-Options": "DENY" }, body: formPage }),
        );
      await page.goto("/contactProducts");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk!");
      await expectSiteFrame(page);
      await expectWayForward(page, page.locator("main"), contactForm, failure.refusedFrame);
      expect(errors.pageErrors).toEqual([]);
    });
  }

  test("lead-form overlay: with X-Frame-Options: DENY, the dialog offers the form in a new tab", async ({ page }) => {
    const errors = collectErrors(page);
    await page.route(isForm(joinForm), failures[0]!.reply);
    await page.context().route(isForm(joinForm), (r) => r.fulfill({ status: 200, contentType: "text/html", body: formPage }));
    await page.goto("/careers");
    const button = page.locator("main").getByRole("link", { name: "Join us" }).first();
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const dialog = page.getByRole("dialog", { name: site.leadForms.joinUs!.title });
    await expect(dialog).toBeVisible();
    await expectWayForward(page, dialog, joinForm, true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expectSiteFrame(page);
    expect(errors.pageErrors).toEqual([]);
  });
});

// ── A fact sheet whose download breaks off ───────────────────────────────────────────────────

test.describe("event video host unreachable", () => {
  test("the popup loads nothing from the host until Play, then shows the lead forms' failure panel in place of the browser's error page", async ({
    page,
  }) => {
    const events = blockOf("/resources", "eventsBrowser");
    const withVideo = events.events.find((e) => e.watchVideo)!;
    const hostRequests: string[] = [];
    await page.route(
      (url) => content.thirdParties.videoPlayers.includes(url.origin),
      (r) => {
        hostRequests.push(r.request().url());
        return r.abort("internetdisconnected");
      },
    );
    await page.goto("/resources");
    const year = page.locator(`#${events.id}`).getByLabel("Year", { exact: true });
    await handlersAttached(year);
    await year.selectOption(/\d{4}/.exec(withVideo.dates)![0]);
    await page.locator(`#${events.id}`).getByRole("button", { name: withVideo.title }).click();
    const dialog = page.getByRole("dialog", { name: withVideo.title });
    const play = dialog.getByRole("button", { name: `Play video: ${withVideo.title}` });
    await expect(play).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    expect(hostRequests).toEqual([]);
    await play.click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("The video could not be loaded");
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(alert.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute("href", withVideo.watchVideo!);
    await expect(alert.getByRole("link", { name: site.contact.phone, exact: true })).toBeVisible();
    await expect(alert.getByRole("link", { name: site.contact.email, exact: true })).toBeVisible();
    // Focus stays in the dialog, where the video was.
    await expect(dialog.locator(":focus")).toHaveCount(1);
  });
});

test.describe("fact-sheet download cut off by the network", () => {
  let server: Server;
  let port: number;

  test.beforeAll(async () => {
    // Answers with the headers of a 200 KB PDF, sends 5 KB of it and drops the connection.
    server = createServer((_, res) => {
      res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": "200000" });
      res.write(`%PDF-1.7\n${"0".repeat(5000)}`);
      setTimeout(() => res.socket?.destroy(), 50);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test("is logged as 'Error downloading PDF', saves nothing, and leaves the page whole", async ({ page }) => {
    const sheets = blockOf("/resources", "factSheets");
    const sheet = sheets.sheets[0]!;
    const errors = collectErrors(page);
    let downloads = 0;
    page.on("download", () => downloads++);
    await page.route(`**${sheet.pdf}`, (route) => route.continue({ url: `http://127.0.0.1:${port}${sheet.pdf}` }));
    await page.goto("/resources");
    const download = page.locator(`#${sheet.id}`).getByRole("link", { name: /^Download/ });
    await handlersAttached(download);
    await download.click();
    await expect.poll(() => errors.consoleErrors.filter((e) => e.startsWith("Error downloading PDF"))).toHaveLength(1);
    expect(downloads).toBe(0);
    await expect(download).toHaveText(/^Download/);
    // No message for the visitor (docs/product.md, Error texts), and everything else is there.
    await expect(page.locator(`#${sheets.id}`)).not.toContainText(/error|fail|could not|try again/i);
    for (const heading of [sheets.heading, blockOf("/resources", "eventsBrowser").heading, blockOf("/resources", "gallery").heading]) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expectSiteFrame(page);
    expect(errors.pageErrors).toEqual([]);
  });
});

// ── Images missing at run time ───────────────────────────────────────────────────────────────

test.describe("images missing at run time", () => {
  const story = blockOf("/aboutus", "mediaText");
  const storyImage = (page: Page) => page.locator(`#${story.id}`).getByRole("img", { name: story.image.alt });

  /** Opens /aboutus with its story picture answered 404, scrolls to it and returns it once it has failed to load. */
  async function missingStoryImage(page: Page): Promise<Locator> {
    await page.route(`**${story.image.src}`, (r) => r.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
    await page.goto("/aboutus");
    const image = storyImage(page);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    return image;
  }

  /** Where every image, section and the footer sit on the page, rounded to whole px. */
  function layout(page: Page) {
    return page.evaluate(() =>
      [...document.querySelectorAll("img, section, footer")].map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.tagName.toLowerCase()}#${el.id} ${Math.round(r.x)},${Math.round(r.y + window.scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
    );
  }

  /**
   * The share of the pixels of `image` (as shown on screen) that have the neutral placeholder
   * colour (--mist, #f5f7fa): decoded in a blank page, which a content security policy cannot block.
   */
  async function placeholderShare(page: Page, image: Locator): Promise<number> {
    const png = (await image.screenshot()).toString("base64");
    const blank = await page.context().newPage();
    try {
      return await blank.evaluate(async (data) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext("2d")!;
        ctx.drawImage(img, 0, 0);
        const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
        let mist = 0;
        for (let i = 0; i < px.length; i += 4)
          if (Math.abs(px[i]! - 0xf5) <= 2 && Math.abs(px[i + 1]! - 0xf7) <= 2 && Math.abs(px[i + 2]! - 0xfa) <= 2) mist++;
        return mist / (px.length / 4);
      }, png);
    } finally {
      await blank.close();
    }
  }

  for (const width of [375, 1440]) {
    test(`at ${width} px, every image of a page missing moves nothing: each keeps its box and the text stays in place`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/aboutus");
      await settleImages(page);
      const loaded = await layout(page);
      expect(await storyImage(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const broken = await context.newPage();
      await broken.addInitScript(() => window.top === window && window.localStorage.setItem("cookie-notice-accepted", "yes"));
      await broken.route("**/images/**", (r) => r.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }));
      const errors = collectErrors(broken);
      await broken.goto("/aboutus");
      await settleImages(broken);
      expect(await storyImage(broken).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      expect(await layout(broken)).toEqual(loaded);
      await expect(broken.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(broken.getByRole("heading", { level: 2, name: story.heading })).toBeVisible();
      await expectSiteFrame(broken);
      expect(errors.pageErrors).toEqual([]);
      await context.close();
    });
  }

  test("a missing picture shows as a plain panel with its description, not a broken-image icon", async ({ page }) => {
    const image = await missingStoryImage(page);
    // Still named by its alt text for screen readers, and drawn as the neutral panel.
    await expect(image).toHaveAttribute("alt", story.image.alt);
    expect(await placeholderShare(page, image)).toBeGreaterThan(0.8);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a missing picture is the same plain panel in its reserved box", async ({ page }) => {
      const image = await missingStoryImage(page);
      const box = (await image.boundingBox())!;
      expect(box.height / box.width).toBeCloseTo(story.image.height! / story.image.width!, 1);
      expect(await placeholderShare(page, image)).toBeGreaterThan(0.8);
    });
  });
});

// ── An island whose code does not arrive ────────────────────────────────────────────────────────

test.describe("an island whose code does not arrive", () => {
  test("a block whose code cannot be downloaded stays as prerendered: its pictures and links still work, and the failure is logged", async ({
    page,
  }) => {
    // The gallery's code arrives after the page is shown; the network drops it.
    await page.route("**/assets/Gallery-*.js", (route) => route.abort("connectionreset"));
    const errors = collectErrors(page);
    await page.goto("/resources");
    await expect.poll(() => errors.consoleErrors.some((e) => e.includes("The gallery island could not start"))).toBe(true);
    await expectSiteFrame(page);
    const gallery = page.locator("#gallery");
    await expect(gallery.getByRole("img").first()).toBeVisible();
    // Without its script, a picture is a plain link to the full image.
    const link = gallery.getByRole("link").first();
    await expect(link).toHaveAttribute("href", /\/images\//);
    expect(errors.pageErrors).toEqual([]);
  });
});

// ── Text from outside is text ────────────────────────────────────────────────────────────────

test("video titles from the video API that hold HTML and script are shown as typed and never run", async ({ page }) => {
  const channel = site.videoChannel;
  const hostile = ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>"];
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.route("https://thumbnails.video.test/**", (route) =>
    route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>' }),
  );
  await page.route(
    (url) => url.href.startsWith(channel.endpoint),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: JSON.stringify({
          items: hostile.map((title, i) => ({
            id: { videoId: `v${i}` },
            snippet: { title, thumbnails: { high: { url: `https://thumbnails.video.test/v${i}.svg` } } },
          })),
        }),
      }),
  );
  await page.goto("/resources");
  const section = page.locator(`#${blockOf("/resources", "videoList").id}`);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(hostile.map((t) => `${t} (opens in a new tab)`));
  await expect(section.getByRole("img")).toHaveCount(2);
  for (const [i, title] of hostile.entries()) await expect(section.getByRole("img").nth(i)).toHaveAttribute("alt", title);
  expect(await page.locator("img[src='x'], [onerror]").count()).toBe(0);
  expect(await page.locator("script").evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes("alert(")).length)).toBe(0);
  expect(dialogs).toEqual([]);
});

// ── Third-party frames ───────────────────────────────────────────────────────────────────────

test.describe("third-party frames", () => {
  /** The tokens of a frame's sandbox, sorted. */
  const sandboxOf = async (frame: Locator) => ((await frame.getAttribute("sandbox")) ?? "").split(/\s+/).filter(Boolean).sort();
  // What the provider's form needs: its script, sending the form, its own origin (session cookie,
  // anti-forgery token), links that open a tab, and the alert that names a missing field.
  const FORM = ["allow-forms", "allow-modals", "allow-popups", "allow-same-origin", "allow-scripts"];
  // What the video player needs: its script, its own origin, casting, and its links to the platform.
  const PLAYER = ["allow-popups", "allow-presentation", "allow-same-origin", "allow-scripts"];

  async function expectFrame(frame: Locator, sandbox: string[]) {
    await expect(frame).toHaveAttribute("title", /\S/);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
    expect(await sandboxOf(frame)).toEqual(sandbox);
  }

  test("the lead-form overlay's frame has the same attributes", async ({ page }) => {
    await page.goto("/careers");
    const button = page.locator("main").getByRole("link", { name: "Join us" }).first();
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    await expectFrame(page.getByRole("dialog", { name: site.leadForms.joinUs!.title }).locator("iframe"), FORM);
  });

  test("the event popup's video player is titled, lazy, and sandboxed to what a player needs", async ({ page }) => {
    const events = blockOf("/resources", "eventsBrowser");
    const withVideo = events.events.find((e) => e.watchVideo)!;
    await page.goto("/resources");
    const year = page.locator(`#${events.id}`).getByLabel("Year", { exact: true });
    await handlersAttached(year);
    await year.selectOption(/\d{4}/.exec(withVideo.dates)![0]);
    await page.locator(`#${events.id}`).getByRole("button", { name: withVideo.title }).click();
    const dialog = page.getByRole("dialog", { name: withVideo.title });
    await dialog.getByRole("button", { name: `Play video: ${withVideo.title}` }).click();
    const frame = dialog.locator("iframe");
    await expectFrame(frame, PLAYER);
    await expect(frame).toHaveAttribute("title", `${withVideo.title} (video)`);
  });
});
