import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writablePath } from "../content/writable-path.ts";
import { checkUpload, isOwnRequest, MAX_UPLOAD_BYTES } from "./guard.ts";

describe("isOwnRequest", () => {
  it("lets through the editor's own page, by Host and Origin", () => {
    expect(isOwnRequest({ host: "127.0.0.1:5174" }, 5174)).toBe(true);
    expect(isOwnRequest({ host: "localhost:5174", origin: "http://localhost:5174" }, 5174)).toBe(true);
    expect(isOwnRequest({ host: "127.0.0.1:5174", origin: "http://127.0.0.1:5174" }, 5174)).toBe(true);
  });

  it("refuses a rebound host name, another port, another origin and a missing Host", () => {
    expect(isOwnRequest({ host: "attacker.example:5174" }, 5174)).toBe(false);
    expect(isOwnRequest({ host: "127.0.0.1:5175" }, 5174)).toBe(false);
    expect(isOwnRequest({ host: "127.0.0.1:5174", origin: "https://attacker.example" }, 5174)).toBe(false);
    expect(isOwnRequest({ host: "127.0.0.1:5174", origin: "null" }, 5174)).toBe(false);
    expect(isOwnRequest({}, 5174)).toBe(false);
  });
});

describe("writablePath", () => {
  const root = mkdtempSync(join(tmpdir(), "editor-guard-"));
  const outside = mkdtempSync(join(tmpdir(), "editor-outside-"));
  afterAll(() => [root, outside].forEach((d) => rmSync(d, { recursive: true, force: true })));
  mkdirSync(join(root, "pages"));
  mkdirSync(join(root, "public/images"), { recursive: true });
  writeFileSync(join(outside, "secret.txt"), "secret");
  symlinkSync(outside, join(root, "public/images/linked"));
  symlinkSync(join(outside, "secret.txt"), join(root, "pages/linked.yaml"));

  it("gives the place of a page or a public file, existing or new", () => {
    expect(writablePath(root, "pages/partners.yaml")).toBe(join(root, "pages/partners.yaml"));
    expect(writablePath(root, "pages/verticals/mining.yaml")).toBe(join(root, "pages/verticals/mining.yaml"));
    expect(writablePath(root, "public/images/team/new.png")).toBe(join(root, "public/images/team/new.png"));
  });

  it("refuses anything outside pages/ and public/, climbing paths, dotfiles and symbolic links", () => {
    for (const [path, why] of [
      ["package.json", "outside pages/ and public/"],
      ["src/app.ts", "outside pages/ and public/"],
      ["pages/../package.json", "not a plain path"],
      ["/etc/passwd", "not a plain path"],
      ["public//x.png", "not a plain path"],
      ["public/.env", "starting with ."],
      ["public/images/linked/secret.txt", "public/images/linked is a symbolic link"],
      ["pages/linked.yaml", "pages/linked.yaml is a symbolic link"],
      ["pages", "a folder"],
    ] as const) {
      expect(() => writablePath(root, path), path).toThrow(why);
    }
    expect(readFileSync(join(outside, "secret.txt"), "utf8")).toBe("secret");
  });
});

describe("checkUpload", () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const pdf = new TextEncoder().encode("%PDF-1.7\n...");

  it("takes pictures and PDFs by what they hold", () => {
    expect(checkUpload("team.png", png)).toEqual({ type: "PNG" });
    expect(checkUpload("sheet.pdf", pdf)).toEqual({ type: "PDF" });
    expect(checkUpload("photo.JPG", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toEqual({ type: "JPEG" });
  });

  it("refuses SVG, other files, a name that lies about the contents, empty and oversized files, in plain words", () => {
    expect(checkUpload("logo.svg", new TextEncoder().encode("<svg onload=alert(1)>"))).toEqual({
      refused: expect.stringContaining("SVG drawing, which can carry script"),
    });
    expect(checkUpload("logo.png", new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">'))).toEqual({
      refused: expect.stringContaining("SVG"),
    });
    expect(checkUpload("notes.txt", new TextEncoder().encode("hello"))).toEqual({
      refused: "notes.txt is not a picture (PNG, JPEG, GIF, WebP, AVIF) or a PDF.",
    });
    expect(checkUpload("team.jpg", png)).toEqual({ refused: "team.jpg holds a PNG file; name it .png." });
    expect(checkUpload("empty.png", new Uint8Array())).toEqual({ refused: "empty.png is empty." });
    expect(checkUpload("huge.png", new Uint8Array(MAX_UPLOAD_BYTES + 1))).toEqual({
      refused: expect.stringContaining("uploads are at most 10 MB"),
    });
  });
});
