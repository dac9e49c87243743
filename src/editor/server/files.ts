/**
 * Page files as the editor's server reads and writes them: which paths name a page file, a file's
 * version (its text and sha-256), and writes that never leave a half-written file behind.
 */
import { createHash, randomBytes } from "node:crypto";
import { closeSync, fsyncSync, linkSync, lstatSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { FileVersion } from "../api-types.ts";
import { NOT_FOUND_FILE, routeForPageFile, SITE_FILE } from "../../content/discover.ts";
import { writablePath } from "../../content/writable-path.ts";
import { HttpProblem } from "./http-util.ts";

/** The sha-256 of `text` (as UTF-8), in hex: the version of a file the editor compares before a save. */
export function hashText(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** A page file named by a request: its absolute path, and the route it publishes (`/404` for the not-found page, null for the site settings). */
export interface PageFileRef {
  /** Path relative to the project root, e.g. `pages/home.yaml`. */
  file: string;
  abs: string;
  route: string | null;
}

/**
 * Checks that `file` (relative to `rootDir`, with `/`) names a page file the editor may read and
 * write: `pages/_site.yaml`, `pages/_404.yaml` or a `pages/**.yaml` file that publishes a route, a
 * plain path with no dotfile or symbolic link on the way (see writablePath). Throws a 400
 * {@link HttpProblem}, or writablePath's RefusedPathError (which the server answers 400), saying why
 * not; the file need not exist.
 */
export function pageFile(rootDir: string, file: unknown): PageFileRef {
  if (typeof file !== "string" || file === "") throw new HttpProblem(400, "Name the page file, e.g. pages/home.yaml.");
  // A refused path (RefusedPathError) is answered 400 with its reason by the server's handler.
  const abs = writablePath(rootDir, file);
  if (!file.startsWith("pages/")) throw new HttpProblem(400, `${file} is not in pages/; the editor opens only page files.`);
  const inPages = file.slice("pages/".length);
  if (inPages === SITE_FILE) return { file, abs, route: null };
  if (inPages === NOT_FOUND_FILE) return { file, abs, route: "/404" };
  const route = routeForPageFile(inPages);
  if (!route)
    throw new HttpProblem(
      400,
      `${file} is not a page file: a page file ends in .yaml and no part of its path starts with _ (except pages/${SITE_FILE} and pages/${NOT_FOUND_FILE}).`,
    );
  return { file, abs, route };
}

/** The text and version of the regular file at `abs` (named `file` in the answer), or null when there is none (missing, or not a regular file). */
export function readVersion(abs: string, file: string): FileVersion | null {
  try {
    if (!lstatSync(abs).isFile()) return null;
    const text = readFileSync(abs, "utf8");
    return { file, text, hash: hashText(text) };
  } catch {
    return null;
  }
}

/**
 * Writes `data` to `abs` all at once: into a temporary dotfile in the same folder (which the site never
 * reads or publishes), flushed to disk, then renamed over `abs`, or with `exclusive` linked to `abs`
 * only if nothing is there yet. A crash or kill at any moment leaves either the old file or the new
 * one, never a mix. The folder must exist. Throws the file system's error when writing fails (EEXIST
 * when `exclusive` and `abs` exists); the temporary file is always removed.
 */
export function writeAtomic(abs: string, data: string | Uint8Array, opts: { exclusive?: boolean } = {}): void {
  const temp = join(dirname(abs), `.${basename(abs)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const fd = openSync(temp, "wx", 0o644);
    try {
      const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (opts.exclusive) {
      linkSync(temp, abs);
      rmSync(temp, { force: true });
    } else renameSync(temp, abs);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
