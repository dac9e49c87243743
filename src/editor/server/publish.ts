/**
 * Publishing from the editor with Git (simple-git): what changed under pages/ and public/, and one
 * commit of exactly those files the editor would write itself (see publishable.ts), pushed to where
 * the current branch goes. New uploads no page uses are removed first unless the author keeps them.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { simpleGit, type SimpleGit, type StatusResult } from "simple-git";
import { parse } from "yaml";
import type { EditorState, PublishResponse } from "../api-types.ts";
import { NOT_FOUND_FILE, routeForPageFile, SITE_FILE } from "../../content/discover.ts";
import { isBlocking } from "../../content/errors.ts";
import { HttpProblem } from "./http-util.ts";
import { publishable, unusedUploads, withoutControlCharacters, type LeftOut } from "./publishable.ts";
import { validateProject } from "./validation.ts";

/** How long one Git command may run before it is stopped, in ms (a push waiting on a slow network). */
const GIT_TIMEOUT_MS = 60_000;
/**
 * simple-git's option for when a Git command has ended: once its output is closed, not 50 ms after it
 * exits (simple-git's default until its next major version), when on a busy machine the output may
 * not be read yet: `rev-parse HEAD` after a publish then read as an empty commit. Shared with the team
 * editor (src/editor/team/workspace.ts).
 */
export const GIT_COMPLETION = { onClose: true, onExit: false };
/** The folders the editor publishes, relative to the project root. */
const PUBLISHED = ["pages", "public"] as const;

function git(rootDir: string, config: string[] = []): SimpleGit {
  return simpleGit({ baseDir: rootDir, timeout: { block: GIT_TIMEOUT_MS }, completion: GIT_COMPLETION, config });
}

/** Whether `rootDir` is inside a Git work tree; false also when Git cannot run. */
async function isRepository(g: SimpleGit): Promise<boolean> {
  try {
    return await g.checkIsRepo();
  } catch {
    return false;
  }
}

/**
 * The files under pages/ and public/ that `status` lists as changed, added, deleted or renamed (both
 * names of a rename), relative to the project root (`prefix` is the root's path inside the repository,
 * from `git rev-parse --show-prefix`), sorted.
 */
function changedFiles(status: StatusResult, prefix: string): string[] {
  const files = new Set<string>();
  for (const entry of status.files) {
    for (const path of [entry.path, entry.from]) {
      if (!path || !path.startsWith(prefix)) continue;
      const rel = path.slice(prefix.length);
      if (PUBLISHED.some((dir) => rel.startsWith(`${dir}/`))) files.add(rel);
    }
  }
  return [...files].sort();
}

/** The files of `status` under public/ that are new since the last commit (untracked or added), relative to the project root. */
function newPublicFiles(status: StatusResult, prefix: string): string[] {
  return status.files
    .filter(
      (entry) => (entry.index === "?" || entry.index === "A") && entry.working_dir !== "D" && entry.path.startsWith(`${prefix}public/`),
    )
    .map((entry) => entry.path.slice(prefix.length));
}

/**
 * What a publish would do now: the changed files it commits, those it leaves out (with the reason),
 * and the new uploads among the committed ones that no page uses.
 */
async function statusOf(
  rootDir: string,
  g: SimpleGit,
): Promise<{ status: StatusResult; files: string[]; leftOut: LeftOut[]; unused: string[] }> {
  const prefix = (await g.revparse(["--show-prefix"])).trim();
  const status = await g.status(["--", ...PUBLISHED]);
  const { files, leftOut } = publishable(rootDir, changedFiles(status, prefix));
  const unused = unusedUploads(
    rootDir,
    newPublicFiles(status, prefix).filter((f) => files.includes(f)),
  );
  return { status, files, leftOut, unused };
}

/**
 * The Git state the editor shows: whether the project is a repository, the name of its first remote
 * (null without one), the changed files under pages/ and public/ a publish commits (relative to the
 * project root), those it leaves out with the reason, and the new uploads no page uses. Never throws:
 * without Git or outside a repository, `{ repository: false, remote: null, changedFiles: [], leftOut: [], unusedUploads: [] }`.
 */
export async function gitInfo(rootDir: string): Promise<EditorState["git"]> {
  const none = { changedFiles: [], leftOut: [], unusedUploads: [] };
  const g = git(rootDir);
  if (!(await isRepository(g))) return { repository: false, remote: null, ...none };
  try {
    const [remotes, { files, leftOut, unused }] = await Promise.all([g.getRemotes(), statusOf(rootDir, g)]);
    return { repository: true, remote: remotes[0]?.name ?? null, changedFiles: files, leftOut, unusedUploads: unused };
  } catch {
    return { repository: true, remote: null, ...none };
  }
}

/** The title of the page file at `abs` without control characters, or undefined when it has none (or is gone). */
function titleOf(abs: string): string | undefined {
  try {
    const title = (parse(readFileSync(abs, "utf8")) as { title?: unknown } | null)?.title;
    const clean = typeof title === "string" ? withoutControlCharacters(title).replace(/\s+/g, " ").trim() : "";
    return clean || undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a changed file means to an author, for the commit message: a page's title and route
 * (`Cookie Policy (/cookies)`; the route alone for a deleted page), "site settings", or a public
 * file's site path.
 */
function changeName(rootDir: string, file: string): string {
  if (file === `pages/${SITE_FILE}`) return "site settings";
  const route =
    file === `pages/${NOT_FOUND_FILE}`
      ? "/404"
      : file.startsWith("pages/")
        ? (routeForPageFile(file.slice("pages/".length)) ?? undefined)
        : undefined;
  if (route === undefined) return file.startsWith("pages/") ? file : file.slice("public".length);
  const title = titleOf(join(rootDir, file));
  return title ? `${title} (${route})` : route;
}

/** A name safe to use as the local part of an email address: `Jane Doe` → `jane-doe`. */
function slug(name: string): string {
  return (
    name
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "author"
  );
}

/** Git's first line of a failure, in plain words (without its `fatal:`/`error:` prefixes and hints). */
function gitMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text
    .split("\n")
    .map((l) => l.replace(/^(fatal|error|remote|hint):\s*/i, "").trim())
    .filter((l) => l && !/^To /.test(l));
  return lines.slice(0, 3).join(" ") || "Git gave no reason.";
}

/** A sentence naming what a publish left out and why, or "" when nothing was. */
function leftOutSentence(leftOut: readonly LeftOut[]): string {
  if (!leftOut.length) return "";
  return ` Left out, because the editor does not publish such files: ${leftOut.map((l) => `${l.file} (${l.reason.replace(/\.$/, "")})`).join("; ")}.`;
}

/** Checks the author's name and e-mail of a publish; returns them (the e-mail made up from the name when none is given). Throws a 400 {@link HttpProblem}. */
function authorOf(params: { author: string; email?: string }): { author: string; email: string } {
  const author = params.author.trim();
  if (!author || author.length > 100 || /[<>]/.test(author) || withoutControlCharacters(author) !== author)
    throw new HttpProblem(400, "Give your name (up to 100 characters, without < or >) so the change says who made it.");
  const email = params.email?.trim() || `${slug(author)}@editor.invalid`;
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(email) || withoutControlCharacters(email) !== email)
    throw new HttpProblem(400, `${withoutControlCharacters(email)} is not an email address.`);
  return { author, email };
}

/** Removes the new, unused uploads `files` from the disk and from what Git has staged: they were never published, so nothing else knows them. */
async function removeUnused(rootDir: string, g: SimpleGit, files: readonly string[]): Promise<void> {
  if (!files.length) return;
  for (const file of files) rmSync(join(rootDir, file), { force: true });
  await g.raw(["rm", "--cached", "--quiet", "--ignore-unmatch", "--", ...files.map((f) => `:(literal)${f}`)]);
}

/**
 * `POST /api/publish`: validates the whole project, stages every changed, new and deleted file under
 * pages/ and public/ the editor would write itself (and nothing else, even what was staged before:
 * a symbolic link, a file type uploads refuse such as SVG, HTML or XML, or a name with a control
 * character is left out and listed in `leftOut` with the reason), removes the new uploads no page
 * uses unless `keepUnused` (listed in `removed`), commits the rest as `author` (with `email`, or
 * `<author slug>@editor.invalid`) with the message `Update <changes>` (page titles and routes, control
 * characters removed) and a line saying it was published from the editor, then pushes to the current
 * branch's upstream, or to the first remote under the branch's own name, when there is a remote.
 * Throws an {@link HttpProblem}: 400 for a missing or malformed author or email; 409 outside a
 * repository, on a detached HEAD, or when nothing is left to publish ("Nothing to publish: ..."; but
 * commits an earlier publish could not send are sent); 422 with the errors when any file has a
 * blocking error; 502 when the push fails (the commit is kept, and the message says so).
 */
export async function publish(rootDir: string, params: { author: string; email?: string; keepUnused?: boolean }): Promise<PublishResponse> {
  const { author, email } = authorOf(params);
  let g = git(rootDir);
  if (!(await isRepository(g)))
    throw new HttpProblem(409, "The project is not a Git repository, so there is nowhere to publish to. Ask a developer to set one up.");
  const errors = validateProject(rootDir).errors.filter(isBlocking);
  if (errors.length)
    throw new HttpProblem(
      422,
      `Nothing was published: the site has ${errors.length === 1 ? "1 error" : `${errors.length} errors`}. Fix ${errors.length === 1 ? "it" : "them"} first.`,
      { errors },
    );

  const { status, files: accepted, leftOut, unused } = await statusOf(rootDir, g);
  const branch = status.detached ? null : status.current;
  if (accepted.length && !branch)
    throw new HttpProblem(
      409,
      "The project is not on a branch (Git's HEAD is detached), so a publish would be lost. Ask a developer to check out a branch.",
    );
  const removed = params.keepUnused ? [] : unused;
  await removeUnused(rootDir, g, removed);
  const files = accepted.filter((f) => !removed.includes(f));
  if (!files.length) {
    // A publish whose sending failed left its commit here: publishing again sends it.
    if (branch && status.ahead > 0 && (await g.getRemotes()).length) {
      const commit = (await g.revparse(["HEAD"])).trim();
      const remote = await send(g, branch, commit);
      return { commit, message: (await g.raw(["log", "-1", "--format=%B"])).trim(), files: [], pushed: true, remote, leftOut, removed };
    }
    const gone = removed.length ? ` The ${removed.length === 1 ? "upload no page uses was" : "uploads no page uses were"} removed.` : "";
    throw new HttpProblem(409, `Nothing to publish: no page or file changed since the last publish.${gone}${leftOutSentence(leftOut)}`, {
      leftOut,
      removed,
    });
  }

  // The committer is the machine's Git user; without one configured, the author stands in.
  const configured = (await g.getConfig("user.email")).value && (await g.getConfig("user.name")).value;
  if (!configured) g = git(rootDir, [`user.name=${author}`, `user.email=${email}`]);
  const subject = `Update ${[...new Set(files.map((f) => changeName(rootDir, f)))].join(", ")}`;
  const body = `Published from the page editor by ${author}.`;
  const paths = files.map((f) => `:(literal)${f}`);
  try {
    await g.raw(["add", "--all", "--", ...paths]);
    // Naming the files commits only them, whatever else was staged before.
    await g.commit([subject, body], paths, { "--author": `${author} <${email}>` });
  } catch (error) {
    throw new HttpProblem(500, `Git could not record the change: ${gitMessage(error)} Nothing was published; ask a developer.`);
  }
  const commit = (await g.revparse(["HEAD"])).trim();
  const message = `${subject}\n\n${body}`;

  if (!(await g.getRemotes()).length) return { commit, message, files, pushed: false, remote: null, leftOut, removed };
  return { commit, message, files, pushed: true, remote: await send(g, branch!, commit), leftOut, removed };
}

/**
 * Pushes `branch` (whose head is `commit`) to its upstream, or to the first remote under its own name
 * (see pushTarget), and returns the remote's name. Throws a 502 {@link HttpProblem} with Git's reason
 * when the push fails; the commit stays, and publishing again sends it.
 */
async function send(g: SimpleGit, branch: string, commit: string): Promise<string> {
  const target = await pushTarget(g, branch, (await g.getRemotes())[0]!.name);
  try {
    await g.push(target.remote, target.refspec);
  } catch (error) {
    throw new HttpProblem(
      502,
      `Your changes were saved as commit ${commit.slice(0, 7)}, but sending them to ${target.remote} failed: ${gitMessage(error)} Nothing is lost: publish again once this is fixed, or ask a developer.`,
      { commit },
    );
  }
  return target.remote;
}

/** Where a push of `branch` goes: its upstream (remote and branch) when it has one, else `fallbackRemote` under the branch's own name. */
async function pushTarget(g: SimpleGit, branch: string, fallbackRemote: string): Promise<{ remote: string; refspec: string }> {
  const remote = (await g.getConfig(`branch.${branch}.remote`)).value;
  const merge = (await g.getConfig(`branch.${branch}.merge`)).value;
  if (remote && merge && remote !== ".") return { remote, refspec: `HEAD:${merge}` };
  return { remote: fallbackRemote, refspec: `HEAD:refs/heads/${branch}` };
}
