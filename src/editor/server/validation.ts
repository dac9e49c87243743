/** Validation of the whole project as the editor's server runs it: the same checks as `npm run validate`, optionally with drafts in place of files. */
import { realpathSync } from "node:fs";
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
 * Validates every page and `_site.yaml` of the project in `rootDir` (see {@link editorLocation}).
 * Never throws on bad content; throws only when a schema is broken or a file cannot be read.
 */
export function validateProject(rootDir: string, overlay?: ReadonlyMap<string, string>): Validation {
  const result = loadContent(editorLocation(rootDir, overlay));
  return result.content ? { errors: result.warnings, content: result.content } : { errors: result.errors };
}
