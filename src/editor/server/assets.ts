/**
 * The files of public/ as the editor sees them: the pictures and PDFs the image picker lists, uploads
 * into public/images (pictures) and public/files (PDFs), and public/'s files served at their site paths for thumbnails and the preview.
 */
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AssetEntry, UploadResponse } from "../api-types.ts";
import { walkWithoutLinks } from "../../content/discover.ts";
import { imageFileSize } from "../../content/load.ts";
import sharp, { type FormatEnum, type OutputInfo } from "sharp";
import { writablePath } from "../../content/writable-path.ts";
import { checkUpload, MAX_UPLOAD_BYTES, uploadKind } from "../guard.ts";
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

/** The most bytes the editor reads of one upload (60 MB): a photo up to this size is scaled down to fit. */
export const MAX_UPLOAD_BODY_BYTES = 60 * 1024 * 1024;

/** The longest side, in px, a photo over {@link MAX_UPLOAD_BYTES} is scaled down to. */
const SCALED_LONGEST_SIDE = 2560;

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A checked upload: the bytes to store, the file ending they are stored under, and what the author is told. */
interface PreparedUpload {
  bytes: Uint8Array;
  extension: string;
  notes: string[];
}

/**
 * The upload `name` with contents `bytes` made ready to store: refused (415) when it is an SVG or no
 * picture or PDF; a name whose ending hides another type gets the right ending; a picture over
 * {@link MAX_UPLOAD_BYTES} is scaled down (see {@link scaleDown}); a PDF over it is refused (413).
 */
async function prepareUpload(name: string, bytes: Uint8Array): Promise<PreparedUpload> {
  const kind = uploadKind(bytes);
  if (!kind) {
    const checked = checkUpload(name, bytes.subarray(0, 4096));
    throw new HttpProblem(415, "refused" in checked ? checked.refused : `${name} is not a picture (PNG, JPEG, GIF, WebP, AVIF) or a PDF.`);
  }
  const given = extensionOf(name);
  const extension = kind.extensions.includes(given) ? given : kind.extensions[0]!;
  const notes =
    extension === given ? [] : [`${name} holds a ${kind.type} picture, so it was saved as .${extension}.`.replace(" PDF picture", " PDF")];
  if (bytes.length <= MAX_UPLOAD_BYTES) return { bytes, extension, notes };
  if (kind.type === "PDF")
    throw new HttpProblem(
      413,
      `${name} is ${megabytes(bytes.length)}; a PDF can be at most ${MAX_UPLOAD_BYTES / MB} MB. Save it again as a smaller PDF (in Acrobat: File, Save as Other, Reduced Size PDF) and upload that.`,
    );
  const scaled = await scaleDown(name, bytes);
  notes.push(
    `${name} was ${megabytes(bytes.length)}, so it was scaled down to ${scaled.width} × ${scaled.height} px (${megabytes(scaled.bytes.length)}).`,
  );
  return { bytes: scaled.bytes, extension, notes };
}

/**
 * The picture `bytes` scaled down with sharp so its longest side is at most {@link SCALED_LONGEST_SIDE}
 * px, in the same format, turned the way the camera meant (its orientation applied) and keeping its
 * colour profile; every frame of an animation is kept. Throws an {@link HttpProblem}: 415 when sharp
 * cannot read it, 413 when it is still over {@link MAX_UPLOAD_BYTES} after scaling.
 */
async function scaleDown(name: string, bytes: Uint8Array): Promise<{ bytes: Buffer; width: number; height: number }> {
  let result: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { animated: true, limitInputPixels: false });
    const { format } = await image.metadata();
    result = await image
      .rotate()
      .resize({ width: SCALED_LONGEST_SIDE, height: SCALED_LONGEST_SIDE, fit: "inside", withoutEnlargement: true })
      .keepIccProfile()
      .toFormat(format as keyof FormatEnum, format === "png" ? { compressionLevel: 9 } : { quality: 85 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpProblem(
      415,
      `${name} is ${megabytes(bytes.length)}, over the ${MAX_UPLOAD_BYTES / MB} MB the editor takes, and could not be read to scale it down (it may be damaged). Open it in a picture editor, save it as a JPEG at most ${SCALED_LONGEST_SIDE} px wide, and upload that.`,
    );
  }
  if (result.data.length > MAX_UPLOAD_BYTES)
    throw new HttpProblem(
      413,
      `${name} is still ${megabytes(result.data.length)} after scaling it down to ${SCALED_LONGEST_SIDE} px; save it as a JPEG and upload that.`,
    );
  const height = result.info.pageHeight ?? result.info.height;
  return { bytes: result.data, width: result.info.width, height };
}

/**
 * `POST /api/upload`: stores `bytes` (an upload named `name`) under a safe name (see
 * {@link safeFileName}), never over an existing file (`-2`, `-3`, ... is added), written atomically: a
 * picture in public/images/`folder` ("uploads" unless given), a PDF in public/files (or
 * public/files/`folder` when given; "uploads" counts as not given). `folder` is letters, digits, `-`
 * and `_` in one or more parts. A name whose ending hides another type is given the right ending; a
 * picture over MAX_UPLOAD_BYTES is scaled down to {@link SCALED_LONGEST_SIDE} px. Returns the stored
 * asset (site path, bytes, width and height in px for a picture) with `notes`, one line each, for
 * what was changed. Throws an {@link HttpProblem}: 400 for a missing name, a bad folder or an empty
 * file; 413 for a PDF over MAX_UPLOAD_BYTES or a picture still over it once scaled; 415 for an SVG,
 * anything but a PNG, JPEG, GIF, WebP, AVIF or PDF (by its first bytes), or a large picture that
 * cannot be read.
 */
export async function storeUpload(
  rootDir: string,
  params: { name: string | null; folder: string | null; bytes: Uint8Array },
): Promise<UploadResponse> {
  const name = params.name?.trim();
  if (!name) throw new HttpProblem(400, "Give the file's name (?name=photo.jpg).");
  const given = params.folder?.trim() ?? "";
  if (given && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(given))
    throw new HttpProblem(
      400,
      `"${given}" is not a folder name: use letters, digits, - and _ (and / between folders), e.g. uploads or team.`,
    );
  if (params.bytes.length === 0) throw new HttpProblem(400, `${name} is empty.`);
  const prepared = await prepareUpload(name, params.bytes);
  const pdf = prepared.extension === "pdf";
  const siteFolder = pdf ? ["/files", ...(given && given !== "uploads" ? [given] : [])].join("/") : `/images/${given || "uploads"}`;
  const stored = writeUnique(rootDir, siteFolder, safeFileName(name, prepared.extension), prepared.bytes);
  const size = pdf ? null : imageFileSize(join(rootDir, "public", stored));
  return {
    path: stored,
    bytes: prepared.bytes.length,
    ...(size ? { width: size.width, height: size.height } : {}),
    ...(prepared.notes.length ? { notes: prepared.notes } : {}),
  };
}

/** Writes `bytes` atomically as `fileName` in public/`siteFolder`, or as `<stem>-2`, `-3`, ... when taken; returns its site path. */
function writeUnique(rootDir: string, siteFolder: string, fileName: string, bytes: Uint8Array): string {
  const extension = extensionOf(fileName);
  const stem = fileName.slice(0, -(extension.length + 1));
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? fileName : `${stem}-${n}.${extension}`;
    // A refused path (RefusedPathError) is answered 400 with its reason by the server's handler.
    const abs = writablePath(rootDir, `public${siteFolder}/${candidate}`);
    mkdirSync(dirname(abs), { recursive: true });
    try {
      writeAtomic(abs, bytes, { exclusive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") continue;
      throw error;
    }
    return `${siteFolder}/${candidate}`;
  }
  throw new HttpProblem(409, `public${siteFolder} already holds ${fileName} and 998 numbered copies; rename the file and upload it again.`);
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
