/**
 * Throwaway folders for unit tests that write real files.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/**
 * Call once at the top of a test file: returns a function that makes a new empty folder under the
 * system's temporary folder, named `<prefix>XXXXXX` (or after the prefix it is given), and returns its absolute path. Every folder it
 * made is removed after the file's last test (vitest `afterAll`), even when a test failed.
 */
export function tempDirs(prefix: string): (otherPrefix?: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (otherPrefix = prefix) => {
    const dir = mkdtempSync(join(tmpdir(), otherPrefix));
    made.push(dir);
    return dir;
  };
}
