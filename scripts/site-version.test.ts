/**
 * Which commit the build publishes in version.json (scripts/site-version.ts): SITE_COMMIT first (a bad
 * one stops the build with a sentence naming it), then the CI services' variables, then
 * `git rev-parse HEAD` in a real repository made for the test, and null outside any repository.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { resolveCommit, versionJson, writeVersionFile } from "./site-version.ts";

const tempDir = tempDirs("site-version-");
const A = "0123456789abcdef0123456789abcdef01234567";
const B = "89abcdef0123456789abcdef0123456789abcdef";
const C = "fedcba9876543210fedcba9876543210fedcba98";

/** Runs git in `dir` with a fixed author, no signing and no user or system configuration; returns its output, trimmed. */
function git(dir: string, ...args: string[]): string {
  const env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_AUTHOR_NAME: "Test",
    GIT_AUTHOR_EMAIL: "test@example.com",
    GIT_COMMITTER_NAME: "Test",
    GIT_COMMITTER_EMAIL: "test@example.com",
  };
  return execFileSync("git", ["-c", "commit.gpgsign=false", "-c", "init.defaultBranch=main", ...args], {
    cwd: dir,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
}

/** A new repository with one commit; returns its folder and that commit. */
function repositoryWithCommit(): { dir: string; head: string } {
  const dir = tempDir();
  git(dir, "init", "--quiet");
  git(dir, "commit", "--quiet", "--allow-empty", "-m", "first");
  return { dir, head: git(dir, "rev-parse", "HEAD") };
}

/** A folder in no repository: git is told not to look above the system's temporary folder, whatever holds it. */
function folderOutsideRepositories(): string {
  const dir = tempDir();
  vi.stubEnv("GIT_CEILING_DIRECTORIES", join(dir, ".."));
  return dir;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the commit version.json names", () => {
  it("is SITE_COMMIT when it is set, over the CI variables and the repository, in lower case", () => {
    const { dir } = repositoryWithCommit();
    expect(resolveCommit({ root: dir, env: { SITE_COMMIT: A.toUpperCase(), COMMIT_REF: B, GITHUB_SHA: C } })).toEqual({
      commit: A,
      source: "SITE_COMMIT",
    });
  });

  for (const bad of ["abc123", `${A}0`, `${A.slice(0, 39)}g`, ` ${A}`, "HEAD"]) {
    it(`stops the build when SITE_COMMIT is ${JSON.stringify(bad)}, with one sentence naming it`, () => {
      const { dir } = repositoryWithCommit();
      let message = "";
      try {
        resolveCommit({ root: dir, env: { SITE_COMMIT: bad, GITHUB_SHA: C } });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toBe(
        `SITE_COMMIT must be a full Git commit, the 40 hexadecimal characters git rev-parse HEAD prints, not ${JSON.stringify(bad)}`,
      );
    });
  }

  it("treats an empty SITE_COMMIT as unset (a container's build argument left out)", () => {
    expect(resolveCommit({ root: folderOutsideRepositories(), env: { SITE_COMMIT: "", GITHUB_SHA: C } })).toEqual({
      commit: C,
      source: "GITHUB_SHA",
    });
  });

  it("is the first CI variable holding a full commit, Netlify's, then Cloudflare Pages', then GitHub's, passing over any other value", () => {
    const root = folderOutsideRepositories();
    expect(resolveCommit({ root, env: { COMMIT_REF: A, CF_PAGES_COMMIT_SHA: B, GITHUB_SHA: C } })).toEqual({
      commit: A,
      source: "COMMIT_REF",
    });
    expect(resolveCommit({ root, env: { COMMIT_REF: "main", CF_PAGES_COMMIT_SHA: B, GITHUB_SHA: C } })).toEqual({
      commit: B,
      source: "CF_PAGES_COMMIT_SHA",
    });
    expect(resolveCommit({ root, env: { CF_PAGES_COMMIT_SHA: "abc", GITHUB_SHA: C.toUpperCase() } })).toEqual({
      commit: C,
      source: "GITHUB_SHA",
    });
  });

  it("is the repository's HEAD without those variables, from the project's root or a folder inside it, and follows a new commit", () => {
    const { dir, head } = repositoryWithCommit();
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    expect(resolveCommit({ root: dir, env: {} })).toEqual({ commit: head, source: "git rev-parse HEAD" });
    mkdirSync(join(dir, "site"));
    expect(resolveCommit({ root: join(dir, "site"), env: {} }).commit).toBe(head);
    git(dir, "commit", "--quiet", "--allow-empty", "-m", "second");
    const next = git(dir, "rev-parse", "HEAD");
    expect(next).not.toBe(head);
    expect(resolveCommit({ root: dir, env: { COMMIT_REF: "main" } }).commit).toBe(next);
  });

  it("is null outside any repository, and in a repository without a commit yet", () => {
    const outside = folderOutsideRepositories();
    expect(resolveCommit({ root: outside, env: {} })).toEqual({ commit: null, source: "none" });
    const empty = tempDir();
    git(empty, "init", "--quiet");
    expect(resolveCommit({ root: empty, env: {} })).toEqual({ commit: null, source: "none" });
  });

  it("is null when git itself cannot be run", () => {
    const { dir } = repositoryWithCommit();
    vi.stubEnv("PATH", tempDir());
    expect(resolveCommit({ root: dir, env: {} })).toEqual({ commit: null, source: "none" });
  });
});

describe("version.json", () => {
  it("holds the commit and nothing else, with a newline; null for no commit or anything but a full commit", () => {
    expect(versionJson(A)).toBe(`{"commit":"${A}"}\n`);
    expect(versionJson(A.toUpperCase())).toBe(`{"commit":"${A}"}\n`);
    expect(versionJson(null)).toBe(`{"commit":null}\n`);
    expect(versionJson("abc")).toBe(`{"commit":null}\n`);
    expect(versionJson(`${A}"}`)).toBe(`{"commit":null}\n`);
  });

  it("is written at the root of the client folder, the same bytes for the same commit", () => {
    const [one, two] = [tempDir(), tempDir()];
    writeVersionFile(one, A);
    writeVersionFile(two, A);
    expect(JSON.parse(readFileSync(join(one, "version.json"), "utf8"))).toEqual({ commit: A });
    expect(readFileSync(join(two, "version.json"))).toEqual(readFileSync(join(one, "version.json")));
  });
});
