import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProblem, AssetEntry } from "../api-types.ts";
import { safeFileName } from "./assets.ts";
import { startEditor, type RunningEditor } from "./server.ts";
import { send, SOURCE_ROOT, tempProject, TEST_EDITOR_TOKEN, type TempProject } from "./test-project.ts";

let project: TempProject;
let editor: RunningEditor;
let outside: string;
const png = readFileSync(join(SOURCE_ROOT, "public/images/share/northgate-systems.png"));

beforeAll(async () => {
  project = tempProject();
  outside = mkdtempSync(join(tmpdir(), "editor-outside-"));
  writeFileSync(join(outside, "secret.png"), png);
  symlinkSync(outside, join(project.root, "public/images/linked"));
  writeFileSync(join(project.root, "public/images/.hidden.png"), png);
  editor = await startEditor({ rootDir: project.root, port: 0, appDir: false, token: TEST_EDITOR_TOKEN });
});
afterAll(async () => {
  await editor.close();
  project.remove();
  rmSync(outside, { recursive: true, force: true });
});

const upload = (query: string, bytes: Uint8Array) =>
  send<Partial<AssetEntry & ApiProblem>>(editor.port, `/api/upload?${query}`, { body: bytes, headers: { "content-type": "application/octet-stream" } });

describe("GET /api/assets", () => {
  it("lists public/'s pictures and PDFs by site path with their size, never a dotfile or what a link leads to", async () => {
    const { status, body } = await send<AssetEntry[]>(editor.port, "/api/assets");
    expect(status).toBe(200);
    expect(body.map((a) => a.path)).toEqual([...body.map((a) => a.path)].sort((a, b) => a.localeCompare(b)));
    expect(body).toContainEqual({ path: "/images/share/northgate-systems.png", bytes: png.length, width: 1200, height: 630 });
    const pdf = body.find((a) => a.path.endsWith(".pdf"))!;
    expect(pdf.width).toBeUndefined();
    expect(pdf.bytes).toBeGreaterThan(0);
    expect(body.some((a) => a.path.includes("/linked/") || a.path.includes("/."))).toBe(false);
    expect(body.every((a) => /\.(png|jpe?g|gif|webp|avif|svg|pdf)$/.test(a.path))).toBe(true);
  });
});

describe("POST /api/upload", () => {
  it("stores a picture under a safe name in public/images/uploads, never over another file", async () => {
    const first = await upload("name=Team%20Photo%20(1).PNG", png);
    expect(first).toMatchObject({ status: 201, body: { path: "/images/uploads/team-photo-1.png", bytes: png.length, width: 1200, height: 630 } });
    expect(readFileSync(join(project.root, "public/images/uploads/team-photo-1.png")).equals(png)).toBe(true);
    const second = await upload("name=team-photo-1.png", png);
    expect(second.body.path).toBe("/images/uploads/team-photo-1-2.png");
    const third = await upload("name=Team_Photo_1.png", png);
    expect(third.body.path).toBe("/images/uploads/team_photo_1.png");
    expect(readdirSync(join(project.root, "public/images/uploads")).sort()).toEqual(["team-photo-1-2.png", "team-photo-1.png", "team_photo_1.png"]);
    const inFolder = await upload(`name=${encodeURIComponent("Ölkännchen.png")}&folder=team/2024`, png);
    expect(inFolder.body.path).toBe("/images/team/2024/olkannchen.png");
    const pdf = readFileSync(join(project.root, "public/files/factsheets/consulting-services.pdf"));
    const sheet = await upload("name=Fact%20sheet.pdf&folder=files", pdf);
    expect(sheet.body).toEqual({ path: "/images/files/fact-sheet.pdf", bytes: pdf.length });
  });

  it("refuses an SVG, a file that is no picture, a name that hides another type, an empty file and a bad folder", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload("name=logo.svg", svg)).toMatchObject({ status: 415, body: { message: expect.stringMatching(/SVG drawing, which can carry script/) } });
    expect((await upload("name=logo.png", svg)).status).toBe(415);
    expect((await upload("name=notes.png", new TextEncoder().encode("just text"))).status).toBe(415);
    expect(await upload("name=photo.jpg", png)).toMatchObject({ status: 415, body: { message: "photo.jpg holds a PNG file; name it .png." } });
    expect(await upload("name=empty.png", new Uint8Array())).toMatchObject({ status: 400, body: { message: "empty.png is empty." } });
    expect((await upload("name=x.png&folder=../../pages", png)).status).toBe(400);
    expect((await upload("name=x.png&folder=linked", png)).body.message).toBe("public/images/linked is a symbolic link, which may lead anywhere on the disk.");
    expect((await upload("folder=uploads", png)).status).toBe(400);
    expect(readdirSync(outside)).toEqual(["secret.png"]);
  });
});

describe("safeFileName", () => {
  it("keeps lowercase letters, digits, - _ and ., and never starts with a dot", () => {
    expect(safeFileName("Team Photo (1).JPG", "jpg")).toBe("team-photo-1.jpg");
    expect(safeFileName(".env.png", "png")).toBe("env.png");
    expect(safeFileName("...png", "png")).toBe("upload.png");
    expect(safeFileName("café  menu--final.webp", "webp")).toBe("cafe-menu-final.webp");
  });
});
