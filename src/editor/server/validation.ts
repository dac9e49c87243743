/** Validation of the whole project as the editor's server runs it: the same checks as `npm run validate`, optionally with drafts in place of files. */
import { readdirSync, realpathSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ContentError } from "../../content/errors.ts";
import { contentLocationFromEnv, loadContent, type Content, type ContentLocation } from "../../content/load.ts";

/** The result of validating the whole project: every error and warning, and the content when nothing blocks. */
export interface Validation {
  errors: ContentError[];
  content?: Content;
}

/**
 * The schema folder of the project in `rootDir`, by its real path: the compiled schemas are cached per
 * folder, so projects whose schema/ links to one folder (the tests' copies) compile it once.
 */
export function schemaDirOf(rootDir: string): string {
  const dir = join(rootDir, "schema");
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * Where the editor reads the project in `rootDir`: as `npm run validate` does (`SITE_ENV` and
 * `VIDEO_API_KEY` from the environment), with `overlay`'s texts (path relative to the root → text) in
 * place of the files they name.
 */
export function editorLocation(rootDir: string, overlay?: ReadonlyMap<string, string>): ContentLocation {
  return { ...contentLocationFromEnv(rootDir), schemaDir: schemaDirOf(rootDir), ...(overlay ? { overlay } : {}) };
}

/**
 * A stamp of every file under `dirs` (path, size, modification time and inode): it changes whenever a
 * file is added, removed, written or replaced (the editor writes by renaming a new file into place).
 */
export function treeStamp(dirs: string[]): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      const file = join(dir, name);
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if (stat.isDirectory()) walk(file);
      else parts.push(`${file}:${stat.size}:${stat.mtimeMs}:${stat.ino}`);
    }
  };
  dirs.forEach(walk);
  return parts.join("\n");
}

let onDisk: { key: string; value: Validation } | undefined;

/** The key of the project in `rootDir` as it is on disk now, for the memo of {@link validateProject}. */
function diskKey(rootDir: string): string {
  return `${rootDir}\n${JSON.stringify(contentLocationFromEnv(rootDir))}\n${treeStamp(["pages", "public", "schema"].map((d) => join(rootDir, d)))}`;
}

/**
 * Records `value` as the validation of the project in `rootDir` as it is on disk now: after a save
 * wrote the draft that `value` validated, the project on disk is exactly what was checked.
 */
export function rememberValidation(rootDir: string, value: Validation): void {
  onDisk = { key: diskKey(rootDir), value };
}

/**
 * Validates every page and `_site.yaml` of the project in `rootDir` (see {@link editorLocation}),
 * with `overlay`'s drafts in place of their files. The project as it is on disk (no overlay) is
 * validated again only when a file of pages/, public/ or schema/ changed since the last time (a save
 * checks both the draft and what is on disk: on a large site that halves its time).
 * Never throws on bad content; throws only when a schema is broken or a file cannot be read.
 */
export function validateProject(rootDir: string, overlay?: ReadonlyMap<string, string>): Validation {
  const key = overlay ? undefined : diskKey(rootDir);
  if (key !== undefined && onDisk?.key === key) return onDisk.value;
  const result = loadContent(editorLocation(rootDir, overlay));
  const value = result.content ? { errors: result.warnings, content: result.content } : { errors: result.errors };
  if (key !== undefined) onDisk = { key, value };
  return value;
}
