/**
 * Where builds live, so that `build/` is never missing: `build` is a symbolic link to a complete
 * build in a folder of its own (`.build-<time>-<pid>`, beside it), and a new build replaces the link
 * with one rename, which the system does atomically. A server or a reader of `build/client` sees the
 * old build or the new one, never neither, even when the build is killed at any moment.
 *
 *   .build-tmp-<pid>/        a build being written (removed when its process is gone)
 *   .build-<time>-<pid>/     a complete build (client/, nginx/)
 *   build -> .build-<time>-<pid>
 */
import { existsSync, lstatSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { basename, join } from "node:path";

/** The link every reader uses: `build/client` is the site, `build/nginx` its nginx configuration. */
export const BUILD_LINK = "build";
/** A complete build's folder name: `.build-<ms since 1970>-<pid>`; a folder moved aside from the old layout ends with `-previous`. */
const RELEASE = /^\.build-(\d+)-(\d+)(?:-previous)?$/;
/** A build being written by the process `<pid>`. */
const TEMPORARY = /^\.build-tmp-(\d+)$/;
/** A link being put in place by the process `<pid>`. */
const PENDING_LINK = /^\.build-link-(\d+)$/;

/** The folder a build writes into until it is complete: `<root>/.build-tmp-<pid>`. */
export function temporaryBuildDir(root: string, pid = process.pid): string {
  return join(root, `.build-tmp-${pid}`);
}

/** Whether the process `pid` is running (a leftover of a killed build is not); a process of another user counts as running. */
export function running(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `dir` holds a complete build (its not-found page is the build's last-but-one step, the host files the last). */
function complete(dir: string): boolean {
  return existsSync(join(dir, "client", "404.html")) && existsSync(join(dir, "client", "_headers"));
}

/**
 * Makes `link` a symbolic link to `target` with one rename, replacing a link already there, so a
 * reader finds the old link or the new one, never none: the new link is written at `pending` first
 * (a name a later run recognises as a leftover). Throws when the links cannot be written.
 */
export function replaceLink(link: string, target: string, pending: string): void {
  rmSync(pending, { force: true });
  symlinkSync(target, pending, "dir");
  renameSync(pending, link);
}

/** Points `<root>/build` at the folder named `release` (beside it) with one rename, replacing the old link. */
function pointAt(root: string, release: string): void {
  // Relative, so the project (and a container's build context) can move with its builds.
  replaceLink(join(root, BUILD_LINK), release, join(root, `.build-link-${process.pid}`));
}

/**
 * Publishes the complete build in `tmpDir` (a folder in `root`, as {@link temporaryBuildDir} names
 * it): renames it to a build folder of its own, then switches `<root>/build` to it in one rename. A
 * `build/` that is still a real folder (the layout before builds had folders of their own) is first
 * moved aside to a `-previous` folder, so `build` can become the link; killed just then, the next
 * build or `npm run serve` finds no `build` and {@link recoverBuild} points it at the newest complete
 * build. Then removes what earlier builds left ({@link removeLeftovers}). Returns the build folder's
 * absolute path. Throws (leaving the previous build in place) when a rename fails.
 */
export function publishBuild(root: string, tmpDir: string): string {
  // Names sort by time; two builds of one process in the same millisecond (tests) still get names of their own.
  let stamp = Date.now();
  while (existsSync(join(root, `.build-${stamp}-${process.pid}`))) stamp++;
  const name = `.build-${stamp}-${process.pid}`;
  const release = join(root, name);
  renameSync(tmpDir, release);
  const link = join(root, BUILD_LINK);
  const current = lstatSync(link, { throwIfNoEntry: false });
  if (current?.isDirectory()) renameSync(link, join(root, `.build-0-${process.pid}-previous`));
  else if (current && !current.isSymbolicLink()) throw new Error(`${link} is neither a folder nor a link: move it away`);
  pointAt(root, name);
  removeLeftovers(root);
  return release;
}

/**
 * Makes `<root>/build` point at a complete build when it does not (missing, or a link to a folder
 * that is gone): at the newest complete build folder beside it. Returns `"ok"` when `build` already
 * held a build, `"recovered"` when it was pointed at one, `"none"` when there is no build at all.
 * Never throws for a missing build; throws when the link cannot be written.
 */
export function recoverBuild(root: string): "ok" | "recovered" | "none" {
  const link = join(root, BUILD_LINK);
  if (statSync(link, { throwIfNoEntry: false })?.isDirectory() && complete(link)) return "ok";
  const releases = readdirSync(root)
    .map((name) => ({ name, match: RELEASE.exec(name) }))
    .filter((r) => r.match && complete(join(root, r.name)))
    .sort((a, b) => Number(b.match![1]) - Number(a.match![1]));
  const newest = releases[0];
  if (!newest) return "none";
  const current = lstatSync(link, { throwIfNoEntry: false });
  if (current?.isDirectory()) return "ok";
  pointAt(root, newest.name);
  return "recovered";
}

/**
 * Removes, in `root`, the build folders `build` no longer points at, the temporary folders of builds
 * whose process is gone (killed or crashed) and stray pending links. A temporary folder of a build
 * still running is kept. Never throws for an entry that vanished meanwhile.
 */
export function removeLeftovers(root: string): void {
  const link = join(root, BUILD_LINK);
  const target = lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() ? basename(readlinkSync(link)) : undefined;
  for (const name of readdirSync(root)) {
    const temporary = TEMPORARY.exec(name) ?? PENDING_LINK.exec(name);
    const stale = temporary ? !running(Number(temporary[1])) : RELEASE.test(name) && name !== target;
    if (stale) rmSync(join(root, name), { recursive: true, force: true });
  }
}
