import { contentLocationFromEnv, loadContentOrThrow, type Content } from "./load.ts";

let cached: Content | undefined;

/**
 * The site's content for the router's loaders and the route list, loaded once per process from the
 * current working directory (the project root) and cached. `SITE_ENV` picks the environment and
 * `VIDEO_API_KEY` overrides the video API key. Throws a ContentValidationError listing every error
 * when any file is invalid.
 */
export function getContent(): Content {
  cached ??= loadContentOrThrow(contentLocationFromEnv(process.cwd()));
  return cached;
}

/** Forgets the cached content so the next {@link getContent} reads the files again (dev server, on save). */
export function invalidateContent(): void {
  cached = undefined;
}
