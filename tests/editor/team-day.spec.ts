/**
 * A team's day in the team editor (npm run edit:team), in Chromium, against a real OpenID provider
 * (oidc-provider) and a real bare Git repository as the site's remote: an editor signs in, changes a
 * page's title and uploads a picture in one change set, and asks for review; a second editor changes
 * the same title in a change set of her own; a publisher, in another browser, reads the review
 * summary, opens the preview link, publishes and sees "Live"; the remote's main has the editor's
 * commits; the second editor is shown both titles and picks one. And the guards: every API call
 * answers 401 without a session, an address not in editors.yaml is refused, an editor cannot
 * publish (403), a tampered cookie is refused, and signing out ends the session.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import { encodePng } from "../../scripts/assets/png.ts";
import { gitIn } from "../../scripts/support/project-copy.ts";
import { startTeamEditor, type RunningTeamEditor } from "../../src/editor/team/server.ts";
import { signInAtProvider } from "../../scripts/support/oidc-provider.ts";
import { startTeamSite, type TeamSite } from "../../scripts/support/team-site.ts";

test.describe.configure({ mode: "serial" });

let site: TeamSite;
let remote: string;
let editor: RunningTeamEditor;
let liveHost: Server;
let base: string;

function png(width: number, height: number): Buffer {
  return encodePng({ width, height, channels: 3, data: Buffer.alloc(width * height * 3, Buffer.from([0xd9, 0x6c, 0x1e])) });
}

test.beforeAll(async () => {
  site = await startTeamSite();
  remote = site.remote;
  const port = site.ports[0]!;
  base = `http://127.0.0.1:${port}`;
  // The live site: a host that deploys main as soon as it moves, and says which commit it serves.
  liveHost = createServer((req, res) => {
    const commit = execFileSync("git", ["rev-parse", "main"], { cwd: remote, encoding: "utf8" }).trim();
    res.writeHead(req.url === "/version.json" ? 200 : 404, { "Content-Type": "application/json" }).end(JSON.stringify({ commit }));
  });
  const livePort = await new Promise<number>((resolve) =>
    liveHost.listen(0, "127.0.0.1", () => resolve((liveHost.address() as { port: number }).port)),
  );
  editor = await startTeamEditor({ config: site.config(port, { SITE_URL: `http://127.0.0.1:${livePort}` }) });
});

test.afterAll(async () => {
  await editor?.close();
  liveHost?.close();
  await site?.close();
});

/** A new browser context signed in as `email`, through the editor's sign-in page and the provider's form. */
async function signedIn(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await expect(page.getByRole("heading", { name: "Page editor" })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAtProvider(page, email);
  return { context, page };
}

/** Starts a change set titled `title` from the change sets screen; resolves on its pages list. */
async function startChangeSet(page: Page, title: string): Promise<void> {
  await page.getByLabel("Start a change set").fill(title);
  await page.getByRole("button", { name: "Start" }).click();
  await expect(page.getByText(`Change set: ${title}`)).toBeVisible();
}

/** Opens /resources from a change set's pages list and changes its title in Page details, then saves. */
async function changeResourcesTitle(page: Page, title: string): Promise<void> {
  await page.getByRole("link", { name: "Open Resources" }).click();
  await page.getByRole("button", { name: /^Page details(?! ›)/ }).click();
  await page.getByRole("textbox", { name: /^Title/ }).fill(title);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();
}

test("not signed in: every API request answers 401, and the pages ask to sign in", async ({ request }) => {
  for (const path of ["/api/me", "/api/changes", "/api/review", "/api/changes/erin~x/state", "/api/live?commit=" + "0".repeat(40)]) {
    const answer = await request.get(`${base}${path}`);
    expect(answer.status(), path).toBe(401);
    expect((await answer.json()).message).toMatch(/not signed in/);
  }
  const post = await request.post(`${base}/api/changes`, { data: { title: "x" }, headers: { origin: base } });
  expect(post.status()).toBe(401);
  const publish = await request.post(`${base}/api/changes/erin~x/publish`, { data: {}, headers: { origin: base } });
  expect(publish.status()).toBe(401);
  const home = await request.get(`${base}/changes/erin~x/`);
  expect(await home.text()).toContain("Sign in with your company account");
});

test("someone not in editors.yaml is refused after signing in, and told whom to ask", async ({ browser }) => {
  const { context, page } = await signedIn(browser, "mallory@elsewhere.org");
  await expect(page.getByRole("heading", { name: "You have no access yet" })).toBeVisible();
  await expect(page.getByText("You are signed in as mallory@elsewhere.org")).toBeVisible();
  await expect(page.getByText("Ask a publisher (pat@example.com) to add you to editors.yaml.")).toBeVisible();
  expect((await page.request.get(`${base}/api/me`)).status()).toBe(403);
  expect((await page.request.get(`${base}/api/changes`)).status()).toBe(403);
  await context.close();
});

test("a team's day: edit, ask for review, preview, publish, live; a conflict settled by picking a value; the guards", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const erinTitle = "Events, guides and webinars";
  const samTitle = "Resources for customers";
  let erinSet = "";
  let preview = "";

  const erin = await signedIn(browser, "erin@example.com");
  await test.step("an editor signs in and starts a change set", async () => {
    await expect(erin.page.getByRole("heading", { level: 1, name: "Change sets" })).toBeVisible();
    await expect(erin.page.getByText("Erin · Editor")).toBeVisible();
    await startChangeSet(erin.page, "Resources refresh");
    erinSet = new URL(erin.page.url()).pathname.split("/")[2]!;
    expect(erinSet).toBe("erin~resources-refresh");
  });

  await test.step("changes a page title and uploads a picture, saving each as a commit", async () => {
    await changeResourcesTitle(erin.page, erinTitle);
    const cover = erin.page.getByRole("group", { name: /^Event 1/ }).getByRole("group", { name: /^Cover/ });
    await erin.page
      .getByRole("button", { name: /Events browser/ })
      .first()
      .click();
    await cover.getByLabel(/^Upload a picture/).setInputFiles({ name: "Spring Expo.png", mimeType: "image/png", buffer: png(400, 200) });
    await expect(cover.getByRole("status")).toHaveText(/^Uploaded \/images\/uploads\/spring-expo\.png: 400 × 200 px/);
    await cover.getByRole("textbox", { name: /^Alt/ }).fill("Our stand at the spring expo");
    await save(erin.page);
    const log = gitIn(remote, "log", "--format=%ae %s", "edit/erin/resources-refresh");
    expect(log).toMatch(/^erin@example\.com Update \/resources$/m);
    expect(log).toMatch(/^erin@example\.com Add \/images\/uploads\/spring-expo\.png$/m);
    expect(gitIn(remote, "show", "edit/erin/resources-refresh:pages/resources.yaml")).toContain(`title: ${erinTitle}`);
  });

  await test.step("asks for review and gets a preview link", async () => {
    await erin.page.getByRole("button", { name: "Ask for review" }).click();
    const dialog = erin.page.getByRole("dialog", { name: "Review asked" });
    preview = (await dialog.getByRole("link").textContent())!;
    expect(preview).toBe(`${base}/preview/${erinSet}/`);
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(erin.page.getByText("Waiting for review")).toBeVisible();
  });

  const sam = await signedIn(browser, "sam@example.com");
  await test.step("meanwhile a second editor changes the same title in her own change set", async () => {
    await startChangeSet(sam.page, "Resources wording");
    await changeResourcesTitle(sam.page, samTitle);
    await save(sam.page);
  });

  await test.step("an editor cannot publish, even by calling the server directly", async () => {
    const answer = await erin.page.request.post(`${base}/api/changes/${erinSet}/publish`, { data: {}, headers: { origin: base } });
    expect(answer.status()).toBe(403);
    expect((await answer.json()).message).toMatch(/^Only a publisher can publish/);
    await expect(erin.page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  });

  await test.step("a tampered session cookie is refused", async () => {
    const cookies = await erin.context.cookies(base);
    const session = cookies.find((c) => c.name === "editor-session")!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");
    const flipped = session.value.slice(0, -6) + (session.value.at(-6) === "A" ? "B" : "A") + session.value.slice(-5);
    const answer = await erin.page.request.get(`${base}/api/me`, { headers: { cookie: `editor-session=${flipped}` } });
    expect(answer.status()).toBe(401);
  });

  const pat = await signedIn(browser, "pat@example.com");
  await test.step("a publisher sees the change set waiting for review, field by field, with its checks", async () => {
    const item = pat.page.getByRole("article", { name: "Resources refresh" });
    await expect(item).toBeVisible();
    await expect(item.getByText("By erin@example.com")).toBeVisible();
    const row = item.getByRole("row", { name: /^Title/ });
    await expect(row.getByRole("cell").nth(0)).toHaveText("Resources");
    await expect(row.getByRole("cell").nth(1)).toHaveText(erinTitle);
    await expect(item.getByText("/images/uploads/spring-expo.png (new)")).toBeVisible();
    await expect(item.getByText("Checks: no problems found.")).toBeVisible();
  });

  await test.step("opens the preview link and sees the new title and picture", async () => {
    const tab = await pat.context.newPage();
    await tab.goto(`${preview}resources`);
    await expect(tab.getByText("Preview of Resources refresh: not live yet.")).toBeVisible();
    await expect(tab).toHaveTitle(`Preview: ${erinTitle} · Resources refresh`);
    await tab.getByRole("combobox", { name: "Year" }).selectOption("2025");
    const picture = tab.getByRole("img", { name: "Our stand at the spring expo" });
    await expect(picture).toBeVisible();
    // The uploaded picture is not on the published site: the preview loads it from the change set.
    expect(await picture.evaluate(async (img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(400);
    await tab.close();
  });

  await test.step("publishes, and is told when the change is live", async () => {
    const item = pat.page.getByRole("article", { name: "Resources refresh" });
    await item.getByRole("button", { name: "Publish" }).click();
    await expect(item.getByText("Live: the site now shows this change.")).toBeVisible();
    const authors = gitIn(remote, "log", "--format=%ae %s", "main");
    expect(authors).toMatch(/^pat@example\.com Publish: Resources refresh$/m);
    expect(authors).toMatch(/^erin@example\.com Update \/resources$/m);
    expect(gitIn(remote, "show", "main:pages/resources.yaml")).toContain(`title: ${erinTitle}`);
    expect(gitIn(remote, "branch", "--list", "edit/erin/*")).toBe("");
  });

  await test.step("the editor who made the change is told it is live", async () => {
    await erin.page.goto(`${base}/`);
    const row = erin.page
      .getByRole("list", { name: "Recently published" })
      .getByRole("listitem")
      .filter({ hasText: "Resources refresh (yours)" });
    await expect(row).toContainText("published by Pat");
    await expect(row.getByText("Live", { exact: true })).toBeVisible();
    await expect(erin.page.getByRole("list", { name: "Your change sets" })).toHaveCount(0);
  });

  await test.step("the second editor is shown both titles in words and picks one", async () => {
    await sam.page.goto(`${base}/`);
    await sam.page.getByRole("link", { name: "Open Resources wording" }).click();
    const choice = sam.page.getByRole("group", { name: "/resources › Title" });
    await expect(sam.page.getByRole("heading", { name: "Someone published a change to the same field" })).toBeVisible();
    await expect(choice.getByRole("radio", { name: `Yours ${samTitle}` })).toBeVisible();
    await expect(choice.getByRole("radio", { name: `Published ${erinTitle}` })).toBeVisible();
    await choice.getByRole("radio", { name: `Yours ${samTitle}` }).check();
    await sam.page.getByRole("button", { name: "Keep these versions" }).click();
    await expect(sam.page.getByRole("heading", { name: /Someone published a change/ })).toHaveCount(0);
    const merged = gitIn(remote, "show", "edit/sam/resources-wording:pages/resources.yaml");
    expect(merged).toContain(`title: ${samTitle}`);
    // Erin's published picture came along: only the title was in question.
    expect(merged).toContain("/images/uploads/spring-expo.png");
  });

  await test.step("signing out ends the session", async () => {
    await sam.page.getByRole("button", { name: "Sign out" }).first().click();
    await expect(sam.page.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect((await sam.page.request.get(`${base}/api/me`)).status()).toBe(401);
  });

  for (const who of [erin, sam, pat]) await who.context.close();
});
