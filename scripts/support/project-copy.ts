/**
 * A temporary copy of the project (pages/ and public/ copied, schema/ linked), optionally a Git
 * repository with a bare remote: what the editor's tests, the team bench and the documentation's
 * screenshots run an editor on, so the real project is never written.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The real project, whose pages, public files and schemas the copies start from. */
export const SOURCE_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A temporary project: its folder, and `remove()` to delete it (and its remote). */
export interface TempProject {
  root: string;
  /** The bare repository the project pushes to, with `git: true`. */
  remote?: string;
  remove(): void;
}

/** Runs git in `cwd` and returns its output (trimmed); throws when git fails. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/**
 * Copies the real pages/ and public/ into a new temporary folder and links the real schema/ there.
 * With `git`, the copy is a repository on branch main (user.name/email set) with everything committed
 * and pushed to a bare repository, which is the upstream of main.
 */
export function tempProject(opts: { git?: boolean } = {}): TempProject {
  const root = mkdtempSync(join(tmpdir(), "editor-server-"));
  cpSync(join(SOURCE_ROOT, "pages"), join(root, "pages"), { recursive: true });
  cpSync(join(SOURCE_ROOT, "public"), join(root, "public"), { recursive: true });
  symlinkSync(join(SOURCE_ROOT, "schema"), join(root, "schema"));
  const remote = opts.git ? initRepository(root) : undefined;
  return {
    root,
    remote,
    remove: () => [root, remote].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * Makes the project at `root` a Git repository on branch main (user.name/email set, signing off) with
 * everything not ignored committed and pushed to a new bare repository, which becomes the upstream of
 * main. Returns the bare repository's folder (the caller removes it). Throws when git fails.
 */
export function initRepository(root: string): string {
  const remote = mkdtempSync(join(tmpdir(), "editor-remote-"));
  gitIn(remote, "init", "--quiet", "--bare", "--initial-branch=main");
  gitIn(root, "init", "--quiet", "--initial-branch=main");
  gitIn(root, "config", "user.name", "Test Developer");
  gitIn(root, "config", "user.email", "developer@example.com");
  gitIn(root, "config", "commit.gpgsign", "false");
  gitIn(root, "add", "--all");
  gitIn(root, "commit", "--quiet", "-m", "Start");
  gitIn(root, "remote", "add", "origin", remote);
  gitIn(root, "push", "--quiet", "-u", "origin", "main");
  return remote;
}

/**
 * A copy of `template` (a {@link tempProject}) in a new temporary folder, Git history and remote
 * included (the copy's origin is the copied remote): much quicker than building one from scratch.
 */
export function copyProject(template: TempProject): TempProject {
  const root = mkdtempSync(join(tmpdir(), "editor-server-"));
  cpSync(template.root, root, { recursive: true, verbatimSymlinks: true });
  let remote: string | undefined;
  if (template.remote) {
    remote = mkdtempSync(join(tmpdir(), "editor-remote-"));
    cpSync(template.remote, remote, { recursive: true });
    gitIn(root, "remote", "set-url", "origin", remote);
  }
  return {
    root,
    remote,
    remove: () => [root, remote].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })),
  };
}
