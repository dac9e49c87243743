/**
 * What a publish may commit: only what the editor itself would write (page files, and pictures and
 * PDFs of the kinds uploads take, see src/editor/guard.ts), never a symbolic link or a name with a
 * control character; and which new uploads no page uses, which a publish removes unless the author
 * keeps them.
 */
import { lstatSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { readSources } from "../../content/load.ts";
import { RefusedPathError, writablePath } from "../../content/writable-path.ts";
import { checkUpload } from "../guard.ts";
import { pageFile } from "./files.ts";
import { HttpProblem } from "./http-util.ts";

/** A changed file a publish leaves out, and why, in plain words. */
export interface LeftOut {
  /** Path relative to the project root, control characters shown as `?`. */
  file: string;
  reason: string;
}

/** Control characters (C0, DEL, C1) and the invisible marks that reorder text (bidirectional controls). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, "g");

/** `text` without control characters (see {@link CONTROL}): what goes into a commit message. */
export function withoutControlCharacters(text: string): string {
  return text.replace(EVERY_CONTROL, "");
}

/** File endings of what uploads take: a deleted public file of another kind was never the editor's. */
const UPLOAD_ENDINGS = /\.(png|jpe?g|gif|webp|avif|pdf)$/i;

/**
 * Why the editor would not write `file` (relative to `rootDir`, with `/`), or undefined when it would:
 * a name with a control character, a path writablePath refuses (a symbolic link on the way, a dotfile),
 * under pages/ anything but a page file, under public/ anything uploads refuse (checkUpload: SVG,
 * HTML, XML, any kind but a picture or PDF, a file over the size limit), or something other than a
 * plain file. A deleted file is judged by its name only. Never throws.
 */
function refusalOf(rootDir: string, file: string): string | undefined {
  if (CONTROL.test(file)) return "its name has a control character (an invisible character that can disguise a name).";
  try {
    const abs = writablePath(rootDir, file);
    if (file.startsWith("pages/")) pageFile(rootDir, file);
    const stat = lstatSync(abs, { throwIfNoEntry: false });
    if (!stat)
      return file.startsWith("public/") && !UPLOAD_ENDINGS.test(file)
        ? "it is not a picture or a PDF, the only files the editor takes."
        : undefined;
    if (!stat.isFile()) return "it is not a plain file.";
    if (file.startsWith("public/")) {
      const checked = checkUpload(basename(file), readFileSync(abs));
      if ("refused" in checked) return checked.refused;
    }
    return undefined;
  } catch (error) {
    if (error instanceof RefusedPathError || error instanceof HttpProblem) return error.message;
    return `it cannot be read (${(error as NodeJS.ErrnoException).code ?? "unknown error"}).`;
  }
}

/**
 * Splits the changed `files` (relative to `rootDir`) into those a publish commits and those it leaves
 * out with the reason (see {@link refusalOf}); both keep the order of `files`.
 */
export function publishable(rootDir: string, files: readonly string[]): { files: string[]; leftOut: LeftOut[] } {
  const accepted: string[] = [];
  const leftOut: LeftOut[] = [];
  for (const file of files) {
    const reason = refusalOf(rootDir, file);
    if (reason === undefined) accepted.push(file);
    else leftOut.push({ file: file.replace(EVERY_CONTROL, "?"), reason });
  }
  return { files: accepted, leftOut };
}

/**
 * Of the `added` files under public/images/, where uploads go (new since the last publish, relative to
 * `rootDir`, e.g. `public/images/uploads/cover-2.png`), those whose site path (`/images/uploads/cover-2.png`, as
 * written or percent-encoded) appears in no page file, the not-found page or `pages/_site.yaml`.
 */
export function unusedUploads(rootDir: string, added: readonly string[]): string[] {
  // Uploads go to public/images/; a new file elsewhere in public/ is a developer's.
  const candidates = added.filter((f) => f.startsWith("public/images/"));
  if (!candidates.length) return [];
  const sources = readSources({ rootDir, pagesDir: join(rootDir, "pages") });
  const texts = [...sources.pages, ...(sources.notFound ? [sources.notFound] : []), ...(sources.site ? [sources.site] : [])].map(
    (f) => f.text,
  );
  return candidates.filter((file) => {
    const sitePath = file.slice("public".length);
    return !texts.some((text) => text.includes(sitePath) || text.includes(encodeURI(sitePath)));
  });
}
