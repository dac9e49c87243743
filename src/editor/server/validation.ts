/** Validation of the whole project as the editor's server runs it: the same checks as `npm run validate`, optionally with drafts in place of files. */
import type { ContentError } from "../../content/errors.ts";
import { contentLocationFromEnv, loadContent, type Content } from "../../content/load.ts";

/** The result of validating the whole project: every error and warning, and the content when nothing blocks. */
export interface Validation {
  errors: ContentError[];
  content?: Content;
}

/**
 * Validates every page and `_site.yaml` of the project in `rootDir` (with `SITE_ENV` and
 * `VIDEO_API_KEY` from the environment, as `npm run validate` does), with `overlay`'s texts (path
 * relative to the root → text) in place of the files they name. Never throws on bad content; throws
 * only when a schema is broken or a file cannot be read.
 */
export function validateProject(rootDir: string, overlay?: ReadonlyMap<string, string>): Validation {
  const result = loadContent({ ...contentLocationFromEnv(rootDir), overlay });
  return result.content ? { errors: result.warnings, content: result.content } : { errors: result.errors };
}
