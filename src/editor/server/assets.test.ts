import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProblem, AssetEntry, UploadResponse } from "../api-types.ts";
import { safeFileName } from "./assets.ts";
import { startEditor, type RunningEditor } from "./server.ts";
import { SOURCE_ROOT, tempProject, type TempProject } from "../../../scripts/support/project-copy.ts";
import { send, TEST_EDITOR_TOKEN } from "../../../tests/support/editor-requests.ts";

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
  send<Partial<UploadResponse & ApiProblem>>(editor.port, `/api/upload?${query}`, {
    body: bytes,
    headers: { "content-type": "application/octet-stream" },
  });

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
    expect(first).toMatchObject({
      status: 201,
      body: { path: "/images/uploads/team-photo-1.png", bytes: png.length, width: 1200, height: 630 },
    });
    expect(readFileSync(join(project.root, "public/images/uploads/team-photo-1.png")).equals(png)).toBe(true);
    const second = await upload("name=team-photo-1.png", png);
    expect(second.body.path).toBe("/images/uploads/team-photo-1-2.png");
    const third = await upload("name=Team_Photo_1.png", png);
    expect(third.body.path).toBe("/images/uploads/team_photo_1.png");
    expect(readdirSync(join(project.root, "public/images/uploads")).sort()).toEqual([
      "team-photo-1-2.png",
      "team-photo-1.png",
      "team_photo_1.png",
    ]);
    const inFolder = await upload(`name=${encodeURIComponent("Ölkännchen.png")}&folder=team/2024`, png);
    expect(inFolder.body.path).toBe("/images/team/2024/olkannchen.png");
    const pdf = readFileSync(join(project.root, "public/files/factsheets/consulting-services.pdf"));
    const sheet = await upload("name=Fact%20sheet.pdf&folder=uploads", pdf);
    expect(sheet.body).toEqual({ path: "/files/fact-sheet.pdf", bytes: pdf.length });
    expect(readFileSync(join(project.root, "public/files/fact-sheet.pdf")).equals(pdf)).toBe(true);
  });

  it("refuses an SVG, a file that is no picture, a name that hides another type, an empty file and a bad folder", async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload("name=logo.svg", svg)).toMatchObject({
      status: 415,
      body: { message: expect.stringMatching(/SVG drawing, which can carry script/) },
    });
    expect((await upload("name=logo.png", svg)).status).toBe(415);
    expect((await upload("name=notes.png", new TextEncoder().encode("just text"))).status).toBe(415);
    expect(await upload("name=empty.png", new Uint8Array())).toMatchObject({ status: 400, body: { message: "empty.png is empty." } });
    expect((await upload("name=x.png&folder=../../pages", png)).status).toBe(400);
    expect((await upload("name=x.png&folder=linked", png)).body.message).toBe(
      "public/images/linked is a symbolic link, which may lead anywhere on the disk.",
    );
    expect((await upload("folder=uploads", png)).status).toBe(400);
    expect(readdirSync(outside)).toEqual(["secret.png"]);
  });
});

describe("POST /api/upload of a file that is not what its name says, or too large", () => {
  it("gives a JPEG named .png the ending .jpg and says so in one line", async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    const { status, body } = await upload("name=Site%20visit.png", jpeg);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      path: "/images/uploads/site-visit.jpg",
      width: 40,
      height: 30,
      notes: ["Site visit.png holds a JPEG picture, so it was saved as .jpg."],
    });
    expect((await sharp(join(project.root, "public/images/uploads/site-visit.jpg")).metadata()).format).toBe("jpeg");
  });

  it("scales a photo over 10 MB down to 2560 px on its longest side, as a JPEG still, and says so", async () => {
    // Noise does not compress: a 3200 × 2400 JPEG of it at full quality is well over 10 MB.
    const width = 3200;
    const height = 2400;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
    expect(big.length).toBeGreaterThan(12 * 1024 * 1024);
    const { status, body } = await upload("name=Yard.jpg", big);
    expect(status).toBe(201);
    expect(body).toMatchObject({ path: "/images/uploads/yard.jpg", width: 2560, height: 1920 });
    expect(body.bytes).toBeLessThanOrEqual(10 * 1024 * 1024);
    expect(body.notes).toEqual([
      expect.stringMatching(/^Yard\.jpg was \d+\.\d MB, so it was scaled down to 2560 × 1920 px \(\d+\.\d MB\)\.$/),
    ]);
    const stored = await sharp(join(project.root, "public/images/uploads/yard.jpg")).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 2560, height: 1920 });
  }, 60_000);

  it("refuses a PDF over 10 MB, and a large file sharp cannot read, saying what to do", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(11 * 1024 * 1024, 32)]);
    expect(await upload("name=Brochure.pdf", pdf)).toMatchObject({
      status: 413,
      body: { message: expect.stringMatching(/^Brochure\.pdf is 11\.0 MB; a PDF can be at most 10 MB\. Save it again as a smaller PDF/) },
    });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024, 7)]);
    expect(await upload("name=broken.jpg", broken)).toMatchObject({
      status: 415,
      body: {
        message: expect.stringMatching(/could not be read to scale it down .* save it as a JPEG at most 2560 px wide, and upload that\.$/),
      },
    });
    expect(readdirSync(join(project.root, "public/files"))).not.toContain("brochure.pdf");
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
