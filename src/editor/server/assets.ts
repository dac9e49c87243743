/**
 * The files of public/ as the editor sees them: the pictures and PDFs the image picker lists, uploads
 * into public/images, and public/'s files served at their site paths for thumbnails and the preview.
 */
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AssetEntry } from "../api-types.ts";
import { walkWithoutLinks } from "../../content/discover.ts";
import { imageFileSize } from "../../content/load.ts";
import { checkUpload, MAX_UPLOAD_BYTES, writablePath } from "../guard.ts";
import { writeAtomic } from "./files.ts";
import { HttpProblem } from "./http-util.ts";

/** File endings the picker lists, and the MIME type each is served with. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
};

/** Other files public/ may hold, served with their type (anything else as bytes). */
const OTHER_TYPES: Readonly<Record<string, string>> = {
  ico: "image/x-icon",
  webm: "video/webm",
  mp4: "video/mp4",
  txt: "text/plain; charset=utf-8",
  json: "application/json",
  xml: "application/xml",
  woff2: "font/woff2",
  vtt: "text/vtt",
};

function extensionOf(name: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? "";
}

/**
 * `GET /api/assets`: every picture (.png .jpg .jpeg .gif .webp .avif .svg) and PDF under public/ of
 * `rootDir`, as its site path, size in bytes and, for pictures, width and height in px; sorted by path.
 * Dotfiles and dot-folders are left out and symbolic links are never followed. Never throws on a
 * missing public/.
 */
export function listAssets(rootDir: string): AssetEntry[] {
  const publicDir = join(rootDir, "public");
  const found: AssetEntry[] = [];
  const walk = (dir: string, sitePath: string) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith(".")) continue;
      const file = join(dir, name);
      const stat = lstatSync(file, { throwIfNoEntry: false });
      if (!stat || stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) walk(file, `${sitePath}/${name}`);
      else if (stat.isFile() && ASSET_TYPES[extensionOf(name)]) {
        const size = extensionOf(name) === "pdf" ? null : imageFileSize(file);
        found.push({ path: `${sitePath}/${name}`, bytes: stat.size, ...(size ? { width: size.width, height: size.height } : {}) });
      }
    }
  };
  walk(publicDir, "");
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * A file name safe on every system and in a URL: lowercase ASCII letters, digits, `-`, `_` and `.`
 * (accents dropped, other characters and spaces as `-`), never starting with `.`, ending in
 * `.<extension>`. `Team Photo (1).JPG` with "jpg" → `team-photo-1.jpg`.
 */
export function safeFileName(name: string, extension: string): string {
  const base = name
    .replace(/\.[A-Za-z0-9]+$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[-.]+|[-.]+$/g, "");
  return `${base || "upload"}.${extension}`;
}

/**
 * `POST /api/upload`: stores `bytes` (an upload named `name`) in public/images/`folder` ("uploads"
 * unless given; letters, digits, `-` and `_` in one or more parts) under a safe name (see
 * {@link safeFileName}), never over an existing file (`-2`, `-3`, ... is added), written atomically.
 * Returns the stored asset (site path, bytes, width and height in px for a picture). Throws an
 * {@link HttpProblem}: 400 for a missing name, a bad folder or an empty file; 413 over
 * MAX_UPLOAD_BYTES; 415 for an SVG or anything but a PNG, JPEG, GIF, WebP, AVIF or PDF (by its
 * first bytes), or a name whose ending does not match what the file holds.
 */
export function storeUpload(rootDir: string, params: { name: string | null; folder: string | null; bytes: Uint8Array }): AssetEntry {
  const name = params.name?.trim();
  if (!name) throw new HttpProblem(400, "Give the file's name (?name=photo.jpg).");
  const folder = params.folder?.trim() || "uploads";
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(folder)) throw new HttpProblem(400, `"${folder}" is not a folder name: use letters, digits, - and _ (and / between folders), e.g. uploads or team.`);
  if (params.bytes.length === 0) throw new HttpProblem(400, `${name} is empty.`);
  if (params.bytes.length > MAX_UPLOAD_BYTES) throw new HttpProblem(413, `${name} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, the most the editor takes.`);
  const checked = checkUpload(name, params.bytes);
  if ("refused" in checked) throw new HttpProblem(415, checked.refused);

  const extension = extensionOf(name);
  const fileName = safeFileName(name, extension);
  const stem = fileName.slice(0, -(extension.length + 1));
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? fileName : `${stem}-${n}.${extension}`;
    const rel = `public/images/${folder}/${candidate}`;
    // A refused path (RefusedPathError) is answered 400 with its reason by the server's handler.
    const abs = writablePath(rootDir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    try {
      writeAtomic(abs, params.bytes, { exclusive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    const size = extension === "pdf" ? null : imageFileSize(abs);
    return { path: `/images/${folder}/${candidate}`, bytes: params.bytes.length, ...(size ? { width: size.width, height: size.height } : {}) };
  }
  throw new HttpProblem(409, `public/images/${folder} already holds ${fileName} and 998 numbered copies; rename the file and upload it again.`);
}

/**
 * The file of public/ at the site path `pathname` (already URL-decoded), with its MIME type, or
 * undefined when there is none to serve: a part starting with `.`, a `..`, a symbolic link on the
 * way, a folder, or nothing there.
 */
export function publicFile(rootDir: string, pathname: string): { bytes: Buffer; type: string } | undefined {
  const parts = pathname.split("/").slice(1);
  if (!parts.length || parts.some((p) => p === "" || p.startsWith(".") || p.includes("\\") || p.includes("\0"))) return undefined;
  const walked = walkWithoutLinks(join(rootDir, "public"), parts);
  if (walked.link !== undefined || walked.missing !== undefined) return undefined;
  if (walkWithoutLinks(rootDir, ["public"]).link !== undefined) return undefined;
  const file = join(rootDir, "public", ...parts);
  let fd: number | undefined;
  try {
    // O_NOFOLLOW: a link swapped in after the walk above is still never followed.
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    if (!fstatSync(fd).isFile()) return undefined;
    const extension = extensionOf(file);
    return { bytes: readFileSync(fd), type: ASSET_TYPES[extension] ?? OTHER_TYPES[extension] ?? "application/octet-stream" };
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
