import { readFileSync } from "node:fs";

/**
 * Why a file could not be read or written, in plain words, from the file system's error: the
 * permissions, a file removed meanwhile, or something that is not a regular file; the error's own
 * message for anything else.
 */
export function fileProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EACCES" || code === "EPERM") return "this computer's permissions do not allow it";
  if (code === "ENOENT") return "it was removed meanwhile";
  if (code === "EISDIR" || code === "ENXIO" || code === "ENODEV") return "it is not a regular file";
  return error instanceof Error ? error.message : String(error);
}

/**
 * The UTF-8 text of one content file at `file` (an absolute path). `relFile` (relative to the
 * project) and `what` ("page file", "site settings file") name it in the error thrown when it cannot
 * be read: "The page file pages/about.yaml could not be read: …", whose `cause` is the file system's
 * own error.
 */
export function readContentFile(file: string, relFile: string, what = "page file"): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`The ${what} ${relFile} could not be read: ${fileProblem(error)}`, { cause: error });
  }
}
