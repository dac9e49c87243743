/**
 * A page author's day in the editor, in Chromium, on a copy of the project that is a Git repository
 * with a bare repository as its remote: add a page as a copy of /resources, change its title and an
 * event's cover picture by upload, reorder blocks by drag and by keyboard, add an event, meet an
 * error on a field and fix it, save, publish. Then the copy is built, and the built page shows every
 * change, the remote has the commit, and the YAML changed only where the author changed something.
 */
import { expect, test, type Page } from "@playwright/test";
import * as cheerio from "cheerio";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { startEditor } from "../../src/editor/server/server.ts";
import { gitIn, initRepository } from "../../scripts/support/project-copy.ts";
import { encodePng } from "../../scripts/assets/png.ts";
import { buildableProjectCopy, buildProject, removeFixtureProjects } from "../support/fixture-project.ts";

test.describe.configure({ mode: "serial" });

let project: string;
let remote: string;
let editor: { port: number; url: string; close(): Promise<void> };

test.beforeAll(async () => {
  project = buildableProjectCopy({ ownPublic: true, reuseCodeBuilds: true, reusePictures: true });
  writeFileSync(join(project, ".gitignore"), "node_modules\nbuild\n.build-cache\n");
  remote = initRepository(project);
  editor = await startEditor({ rootDir: project, port: 0 });
});

test.afterAll(async () => {
  await editor?.close();
  removeFixtureProjects();
  rmSync(remote, { recursive: true, force: true });
});

/** A `width`×`height` px PNG of one colour: a real picture the upload accepts, made without any file on disk. */
function png(width: number, height: number): Buffer {
  return encodePng({ width, height, channels: 3, data: Buffer.alloc(width * height * 3, Buffer.from([0x1d, 0x6f, 0x9e])) });
}

/** Lines added and removed between two texts, counted as multisets: a moved line cancels out. */
function netChange(before: string, after: string): { added: string[]; removed: string[] } {
  const count = new Map<string, number>();
  for (const line of after.split("\n")) count.set(line, (count.get(line) ?? 0) + 1);
  for (const line of before.split("\n")) count.set(line, (count.get(line) ?? 0) - 1);
  const added: string[] = [];
  const removed: string[] = [];
  for (const [line, n] of count) for (let i = 0; i < Math.abs(n); i++) (n > 0 ? added : removed).push(line);
  return { added, removed };
}

const blockRows = (page: Page) => page.getByRole("list", { name: "Blocks of this page" }).getByRole("listitem");

test("an author's day: copy a page, edit it, reorder, add an event, fix an error, save and publish; the built site shows it all", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const newFile = join(project, "pages", "events.yaml");
  let createdText = "";

  await test.step("add a page as a copy of Resources", async () => {
    await page.goto(editor.url);
    await page.getByRole("button", { name: "New page" }).click();
    const dialog = page.getByRole("dialog", { name: "New page" });
    await dialog.getByLabel("Address of the new page").fill("/events");
    await dialog.getByLabel("Page to copy").selectOption("/resources");
    await expect(dialog.getByLabel("Copy of")).toBeChecked();
    await dialog.getByRole("button", { name: "Create page" }).click();
    const created = page.getByRole("dialog", { name: "Page created at /events" });
    await expect(created.getByText(/still points to the same places as “Resources”/)).toBeVisible();
    await created.getByRole("button", { name: "Open the new page" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    createdText = readFileSync(newFile, "utf8");
  });

  await test.step("change the page's title, and write the description the copy left as an example", async () => {
    // Not the problems list's "Page details › Description" fix, which may already be listed.
    await page.getByRole("button", { name: /^Page details(?! ›)/ }).click();
    const description = page.getByRole("textbox", { name: /^Description/ });
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/is the example text a new page starts with, for you to replace/).first()).toBeVisible();
    await description.fill("Our events, fact sheets, videos and photos, in one place.");
    await expect(description).not.toHaveAttribute("aria-invalid", "true");
    const title = page.getByRole("textbox", { name: /^Title/ });
    await title.fill("Events and resources");
    await expect(page.getByRole("heading", { level: 1, name: "Events and resources" })).toBeVisible();
  });

  const eventsRow = blockRows(page).filter({ hasText: "Events browser" });
  await test.step("change the first event's cover picture by upload", async () => {
    await eventsRow.getByRole("button", { name: "4. Events browser Events" }).click();
    const cover = page.getByRole("group", { name: /^Event 1/ }).getByRole("group", { name: /^Cover/ });
    await cover
      .getByLabel(/^Upload a picture/)
      .setInputFiles({ name: "Expo Booth 2026.png", mimeType: "image/png", buffer: png(400, 200) });
    await expect(cover.getByRole("status")).toHaveText(/^Uploaded \/images\/uploads\/expo-booth-2026\.png: 400 × 200 px/);
    await expect(cover.getByRole("textbox", { name: /^Src/ })).toHaveValue("/images/uploads/expo-booth-2026.png");
    await cover.getByRole("textbox", { name: /^Alt/ }).fill("Our booth at the 2026 expo");
  });

  await test.step("add an event to the events browser", async () => {
    await page.getByRole("button", { name: "Add event" }).click();
    // The events are newest first: the new one goes at the top.
    const added = page.getByRole("group", { name: /^Event 1/ });
    await added.getByRole("textbox", { name: /^Id/ }).fill("cloud-summit-2026");
    await added.getByRole("textbox", { name: /^Title/ }).fill("Cloud Summit 2026");
    await added.getByRole("textbox", { name: /^Dates/ }).fill("Mar 3-4, 2026");
    await added.getByRole("textbox", { name: /^Description/ }).fill("Talks and demos on running a rental business in the cloud.");
    await added.getByRole("textbox", { name: /^Place/ }).fill("Colorado Convention Center, Denver, CO");
    const cover = added.getByRole("group", { name: /^Cover/ });
    await cover.getByRole("textbox", { name: /^Src/ }).fill("/images/uploads/expo-booth-2026.png");
    await cover.getByRole("textbox", { name: /^Alt/ }).fill("The Cloud Summit stage");
  });

  await test.step("reorder blocks by drag and drop", async () => {
    await expect(blockRows(page).nth(1)).toContainText("Rich text");
    // Down by the height of the row below, plus a little: the dragged row's middle passes that row's middle.
    const handle = (await blockRows(page).nth(1).getByRole("button", { name: /^Drag/ }).boundingBox())!;
    const below = (await blockRows(page).nth(2).boundingBox())!;
    const x = handle.x + handle.width / 2;
    const y = handle.y + handle.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 3 });
    await page.mouse.move(x, y + below.height + 10, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText("Rich text moved to position 3 of 7")).toBeAttached();
    await expect(blockRows(page).nth(1)).toContainText("Icon links");
    await expect(blockRows(page).nth(2)).toContainText("Rich text");
  });

  await test.step("reorder blocks by keyboard, announced to screen readers", async () => {
    await page.getByRole("button", { name: "Move Fact Sheets up" }).press("Enter");
    await expect(page.getByText("Fact sheets moved to position 4 of 7")).toBeAttached();
    await expect(blockRows(page).nth(3)).toContainText("Fact sheets");
    await expect(blockRows(page).nth(4)).toContainText("Events browser");
  });

  await test.step("see an error on a field and fix it", async () => {
    await blockRows(page).first().getByRole("button", { name: "1. Page header Resources" }).click();
    const heading = page.getByRole("textbox", { name: "Title (required)" });
    await heading.fill("");
    await expect(heading).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("1 error on this page")).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Not saved: fix the 1 error first.")).toBeVisible();
    expect(readFileSync(newFile, "utf8")).toBe(createdText);
    await heading.fill("Events and resources");
    await expect(page.getByText("No errors on this page")).toBeVisible();
  });

  await test.step("save", async () => {
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("All changes saved")).toBeVisible();
  });

  await test.step("publish to the remote", async () => {
    await page.getByRole("button", { name: "Publish" }).click();
    const dialog = page.getByRole("dialog", { name: "Publish" });
    await dialog.getByLabel("Your name").fill("Dana Author");
    await dialog.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Sent to origin.")).toBeVisible();
    expect(gitIn(remote, "log", "-1", "--format=%an%n%B", "main")).toMatch(/^Dana Author\nUpdate .*\/events/);
  });

  const saved = readFileSync(newFile, "utf8");
  await test.step("the YAML changed only where the author changed something", async () => {
    const { added, removed } = netChange(createdText, saved);
    expect(removed.sort()).toEqual(
      [
        "title: Events",
        'description: "Events: one or two sentences about this page for search engines."',
        "    title: Resources",
        "          src: /images/events/rental-expo-2025-cover.svg",
        "          alt: Northgate Systems booth at the National Rental Expo 2025",
      ].sort(),
    );
    expect(added.sort()).toEqual(
      [
        "title: Events and resources",
        'description: "Our events, fact sheets, videos and photos, in one place."',
        "    title: Events and resources",
        "          src: /images/uploads/expo-booth-2026.png",
        "          alt: Our booth at the 2026 expo",
        // The uploaded picture's size, filled in beside it.
        "          width: 400",
        "          height: 200",
        // The new event, written as an author would write it: one field per line.
        "      - id: cloud-summit-2026",
        "        title: Cloud Summit 2026",
        "        dates: Mar 3-4, 2026",
        "        description: Talks and demos on running a rental business in the cloud.",
        "        place: Colorado Convention Center, Denver, CO",
        "        cover:",
        "          src: /images/uploads/expo-booth-2026.png",
        "          alt: The Cloud Summit stage",
      ].sort(),
    );
    for (const comment of createdText.split("\n").filter((l) => l.trim().startsWith("#"))) expect(saved).toContain(comment);
    const data = parse(saved) as { blocks: { type: string; events?: { title: string }[] }[] };
    expect(data.blocks.map((b) => b.type)).toEqual([
      "pageHeader",
      "iconLinks",
      "richText",
      "factSheets",
      "eventsBrowser",
      ...data.blocks.slice(5).map((b) => b.type),
    ]);
    expect(data.blocks[4]!.events![0]!.title).toBe("Cloud Summit 2026");
  });

  await test.step("the built site shows every change", async () => {
    const build = await buildProject(project);
    expect(build.status, build.output).toBe(0);
    const $ = cheerio.load(readFileSync(join(project, "build", "client", "events", "index.html"), "utf8"));
    expect($("title").text()).toMatch(/^Events and resources \| /);
    expect($("h1").first().text()).toBe("Events and resources");
    expect($("img[src='/images/uploads/expo-booth-2026.png']").length).toBeGreaterThan(0);
    expect($("main").text()).toContain("Cloud Summit 2026");
    const order = $("main section")
      .toArray()
      .map((s) => $(s).attr("id") ?? "");
    expect(order.indexOf("factSheets")).toBeLessThan(order.indexOf("events"));
  });
});
