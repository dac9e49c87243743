/**
 * Publish and the uploads no page uses, in Chromium, on a copy of the project that is a Git repository
 * with a bare repository as its remote: an author replaces an event's cover picture twice (three
 * uploads), and Publish says "2 pictures no page uses" and removes them; another time the author keeps
 * the one left over, and it is published.
 */
import { expect, test, type Page } from "@playwright/test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startEditor } from "../../src/editor/server/server.ts";
import { gitIn, tempProject, type TempProject } from "../../scripts/support/project-copy.ts";
import { encodePng } from "../../scripts/assets/png.ts";

test.describe.configure({ mode: "serial" });

let project: TempProject;
let editor: { port: number; url: string; close(): Promise<void> };

test.beforeAll(async () => {
  project = tempProject({ git: true });
  editor = await startEditor({ rootDir: project.root, port: 0 });
});

test.afterAll(async () => {
  await editor?.close();
  project?.remove();
});

/** A 40×20 px PNG of one colour: a real picture the upload accepts. */
function png(shade: number): Buffer {
  return encodePng({ width: 40, height: 20, channels: 3, data: Buffer.alloc(40 * 20 * 3, Buffer.from([shade, 0x6f, 0x9e])) });
}

/** Opens /resources, its events browser and the first event's cover: the group to upload pictures in. */
async function openCover(page: Page) {
  await page.goto(editor.url.replace("/?token=", "/edit/pages/resources.yaml?token="));
  await page.getByRole("button", { name: /Events browser/ }).click();
  return page.getByRole("group", { name: /^Event 1/ }).getByRole("group", { name: /^Cover/ });
}

/** Uploads `name` as the cover and waits until the field shows it. */
async function uploadCover(cover: Awaited<ReturnType<typeof openCover>>, name: string, shade: number): Promise<void> {
  await cover.getByLabel(/^Upload a picture/).setInputFiles({ name, mimeType: "image/png", buffer: png(shade) });
  await expect(cover.getByRole("textbox", { name: /^Src/ })).toHaveValue(`/images/uploads/${name}`);
}

/** The files of the remote's newest commit. */
const publishedFiles = () => gitIn(project.remote!, "show", "--name-only", "--format=", "main").split("\n");

test("a cover replaced twice: Publish names the 2 pictures no page uses and removes them", async ({ page }) => {
  const cover = await openCover(page);
  await uploadCover(cover, "cover-a.png", 0x10);
  await uploadCover(cover, "cover-b.png", 0x40);
  await uploadCover(cover, "cover-c.png", 0x80);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish" });
  await expect(dialog.getByText("2 pictures no page uses:")).toBeVisible();
  await expect(dialog.getByText("/images/uploads/cover-a.png, /images/uploads/cover-b.png")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Keep them" })).not.toBeChecked();
  await dialog.getByLabel("Your name").fill("Dana Author");
  await dialog.getByRole("button", { name: "Publish" }).click();
  const done = page.getByRole("dialog", { name: "Published" });
  await expect(done.getByText("Sent to origin.")).toBeVisible();
  await expect(done.getByText("Removed 2 pictures no page used: /images/uploads/cover-a.png, /images/uploads/cover-b.png.")).toBeVisible();

  expect(publishedFiles().sort()).toEqual(["pages/resources.yaml", "public/images/uploads/cover-c.png"]);
  expect(existsSync(join(project.root, "public/images/uploads/cover-a.png"))).toBe(false);
  expect(existsSync(join(project.root, "public/images/uploads/cover-b.png"))).toBe(false);
  await done.getByRole("button", { name: "Close" }).click();
});

test("a picture the author keeps is published although no page uses it yet", async ({ page }) => {
  const cover = await openCover(page);
  await uploadCover(cover, "cover-d.png", 0xa0);
  await uploadCover(cover, "cover-e.png", 0xc0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("All changes saved")).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish" });
  await expect(dialog.getByText("1 picture no page uses:")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Keep it" }).check();
  await dialog.getByLabel("Your name").fill("Dana Author");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("dialog", { name: "Published" }).getByText("Sent to origin.")).toBeVisible();

  expect(publishedFiles().sort()).toEqual([
    "pages/resources.yaml",
    "public/images/uploads/cover-d.png",
    "public/images/uploads/cover-e.png",
  ]);
});
