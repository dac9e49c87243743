/**
 * Vitest's global setup (vitest.config.ts): one empty folder per run, for what test files of different
 * workers share — the copy of the site the build's own tests build once (tests/support/site-copy.ts).
 * Making the folder costs nothing; the copy is made and built only when a test asks for it. The
 * folder and everything in it is removed when the run ends.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's shared folder (absolute path). */
    sharedDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "vitest-shared-"));
  project.provide("sharedDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
