/**
 * Where the page editor and `npm run new-page` may write: files inside pages/ and public/, with no `..`
 * and no symbolic link on the way, so nothing is ever written outside the project.
 */
import { isAbsolute, join } from "node:path";
import { walkWithoutLinks } from "./discover.ts";

/** A path the editor refuses to write, with the reason in plain words. */
export class RefusedPathError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedPathError";
  }
}

/**
 * The absolute path of `relFile` (written with `/`, relative to the project `rootDir`, e.g.
 * `pages/partners.yaml` or `public/images/team/a.png`) when the editor may write it: inside pages/ or
 * public/, with no `..`, `.` or empty part, no part starting with `.`, and no symbolic link among the
 * folders and file that already exist on the way. Throws a {@link RefusedPathError} saying why not.
 */
export function writablePath(rootDir: string, relFile: string): string {
  const parts = relFile.split("/");
  if (isAbsolute(relFile) || relFile.includes("\\") || parts.some((p) => p === "" || p === "." || p === ".."))
    throw new RefusedPathError(`${relFile} is not a plain path inside the project.`);
  if (parts[0] !== "pages" && parts[0] !== "public")
    throw new RefusedPathError(`${relFile} is outside pages/ and public/, the only folders the editor writes.`);
  if (parts.length < 2) throw new RefusedPathError(`${relFile} is a folder, not a file.`);
  if (parts.some((p) => p.startsWith(".")))
    throw new RefusedPathError(`${relFile} has a part starting with ., which the site never publishes.`);
  const { link } = walkWithoutLinks(rootDir, parts);
  if (link !== undefined)
    throw new RefusedPathError(`${parts.slice(0, link + 1).join("/")} is a symbolic link, which may lead anywhere on the disk.`);
  return join(rootDir, ...parts);
}
