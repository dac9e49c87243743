/**
 * The build folder is never missing: a new build replaces the `build` link in one rename, and whatever a
 * killed build left (no link, a link to nothing, temporary folders) is put right by the next build or
 * `npm run serve` (scripts/build-dir.ts), with real folders and links in a temporary project.
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { publishBuild, recoverBuild, removeLeftovers, temporaryBuildDir } from "./build-dir.ts";

const project = tempDirs("build-dir-");

/** Writes a complete build into `dir` whose home page says `marker`. */
function completeBuild(dir: string, marker: string): string {
  mkdirSync(join(dir, "client", "home"), { recursive: true });
  writeFileSync(join(dir, "client", "home", "index.html"), marker);
  writeFileSync(join(dir, "client", "404.html"), "not found");
  writeFileSync(join(dir, "client", "_headers"), "/*\n  X-Frame-Options: DENY\n");
  return dir;
}

const home = (root: string) => readFileSync(join(root, "build", "client", "home", "index.html"), "utf8");
/** A pid no process has: above Linux's largest. */
const GONE_PID = 4_194_305;

describe("publishing a build", () => {
  it("replaces an old-style build/ folder, then each build replaces the link; only the linked build is kept", () => {
    const root = project();
    completeBuild(join(root, "build"), "first");
    publishBuild(root, completeBuild(temporaryBuildDir(root), "second"));
    expect(lstatSync(join(root, "build")).isSymbolicLink()).toBe(true);
    expect(home(root)).toBe("second");
    publishBuild(root, completeBuild(temporaryBuildDir(root), "third"));
    expect(home(root)).toBe("third");
    expect(readdirSync(root).filter((n) => n.startsWith(".build-"))).toHaveLength(1);
  });
});

describe("after a build killed at any moment, the next build or npm run serve", () => {
  it("finds no build/ (killed after moving the old folder aside): points build at the newest complete build", () => {
    const root = project();
    completeBuild(join(root, ".build-1000-1-previous"), "old");
    completeBuild(join(root, ".build-2000-1"), "new");
    expect(recoverBuild(root)).toBe("recovered");
    expect(home(root)).toBe("new");
    expect(recoverBuild(root)).toBe("ok");
  });

  it("finds build linked to a folder that is gone: points it at a complete build, never at a half-written one", () => {
    const root = project();
    symlinkSync(".build-3000-1", join(root, "build"));
    completeBuild(join(root, ".build-2000-1"), "complete");
    mkdirSync(join(root, ".build-4000-1", "client"), { recursive: true });
    expect(recoverBuild(root)).toBe("recovered");
    expect(home(root)).toBe("complete");
  });

  it("finds nothing to serve when there never was a build", () => {
    expect(recoverBuild(project())).toBe("none");
  });

  it("removes the temporary folder of a build whose process is gone, but not that of a build still running", () => {
    const root = project();
    publishBuild(root, completeBuild(temporaryBuildDir(root), "site"));
    mkdirSync(temporaryBuildDir(root, GONE_PID));
    mkdirSync(temporaryBuildDir(root, process.pid));
    symlinkSync(".build-1-1", join(root, `.build-link-${GONE_PID}`));
    removeLeftovers(root);
    expect(existsSync(temporaryBuildDir(root, GONE_PID))).toBe(false);
    expect(existsSync(temporaryBuildDir(root, process.pid))).toBe(true);
    expect(readdirSync(root).some((n) => n.startsWith(".build-link-"))).toBe(false);
    expect(home(root)).toBe("site");
  });

  it("twenty builds in a row are each served as soon as published; with build/ moved away, the last one is linked again", () => {
    const root = project();
    publishBuild(root, completeBuild(temporaryBuildDir(root), "build 0"));
    for (let i = 1; i <= 20; i++) {
      const tmp = completeBuild(temporaryBuildDir(root), `build ${i}`);
      publishBuild(root, tmp);
      expect(home(root)).toBe(`build ${i}`);
    }
    renameSync(join(root, "build"), join(root, "elsewhere"));
    expect(recoverBuild(root)).toBe("recovered");
    expect(home(root)).toBe("build 20");
  });
});
