/**
 * Publishing from the editor with Git (simple-git): what changed under pages/ and public/, and one
 * commit of exactly those files, pushed to where the current branch goes.
 */
import { simpleGit, type SimpleGit, type StatusResult } from "simple-git";
import type { EditorState, PublishResponse } from "../api-types.ts";
import { NOT_FOUND_FILE, routeForPageFile, SITE_FILE } from "../../content/discover.ts";
import { isBlocking } from "../../content/errors.ts";
import { HttpProblem } from "./http-util.ts";
import { validateProject } from "./validation.ts";

/** How long one Git command may run before it is stopped, in ms (a push waiting on a slow network). */
const GIT_TIMEOUT_MS = 60_000;
/** The folders the editor publishes, relative to the project root. */
const PUBLISHED = ["pages", "public"] as const;

function git(rootDir: string, config: string[] = []): SimpleGit {
  return simpleGit({ baseDir: rootDir, timeout: { block: GIT_TIMEOUT_MS }, config });
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

async function statusOf(g: SimpleGit): Promise<{ status: StatusResult; prefix: string; files: string[] }> {
  const prefix = (await g.revparse(["--show-prefix"])).trim();
  const status = await g.status(["--", ...PUBLISHED]);
  return { status, prefix, files: changedFiles(status, prefix) };
}

/**
 * The Git state the editor shows: whether the project is a repository, the name of its first remote
 * (null without one) and the changed files under pages/ and public/ (relative to the project root).
 * Never throws: without Git or outside a repository, `{ repository: false, remote: null, changedFiles: [] }`.
 */
export async function gitInfo(rootDir: string): Promise<EditorState["git"]> {
  const g = git(rootDir);
  if (!(await isRepository(g))) return { repository: false, remote: null, changedFiles: [] };
  try {
    const [remotes, { files }] = await Promise.all([g.getRemotes(), statusOf(g)]);
    return { repository: true, remote: remotes[0]?.name ?? null, changedFiles: files };
  } catch {
    return { repository: true, remote: null, changedFiles: [] };
  }
}

/** What a changed file means to an author, for the commit message: a page's route, "site settings", or a public file's site path. */
function changeName(file: string): string {
  if (file === `pages/${SITE_FILE}`) return "site settings";
  if (file === `pages/${NOT_FOUND_FILE}`) return "/404";
  if (file.startsWith("pages/")) return routeForPageFile(file.slice("pages/".length)) ?? file;
  return file.slice("public".length);
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

/**
 * `POST /api/publish`: validates the whole project, stages every changed, new and deleted file under
 * pages/ and public/ (and nothing else, even what was staged before), commits them as `author` (with
 * `email`, or `<author slug>@editor.invalid`) with the message `Update <changes>` and a line saying
 * it was published from the editor, then pushes to the current branch's upstream, or to the first
 * remote under the branch's own name, when there is a remote. Throws an {@link HttpProblem}: 400 for a
 * missing or malformed author or email; 409 outside a repository, on a detached HEAD, or when nothing
 * changed ("Nothing to publish: ..."; but commits an earlier publish could not send are sent); 422 with the errors when any file has a blocking error; 502 when
 * the push fails (the commit is kept, and the message says so).
 */
export async function publish(rootDir: string, params: { author: string; email?: string }): Promise<PublishResponse> {
  const author = params.author.trim();
  if (!author || author.length > 100 || /[<>\r\n]/.test(author)) throw new HttpProblem(400, "Give your name (up to 100 characters, without < or >) so the change says who made it.");
  const email = params.email?.trim() || `${slug(author)}@editor.invalid`;
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(email)) throw new HttpProblem(400, `${email} is not an email address.`);

  let g = git(rootDir);
  if (!(await isRepository(g))) throw new HttpProblem(409, "The project is not a Git repository, so there is nowhere to publish to. Ask a developer to set one up.");
  const errors = validateProject(rootDir).errors.filter(isBlocking);
  if (errors.length)
    throw new HttpProblem(422, `Nothing was published: the site has ${errors.length === 1 ? "1 error" : `${errors.length} errors`}. Fix ${errors.length === 1 ? "it" : "them"} first.`, { errors });

  const { status, files } = await statusOf(g);
  const branch = status.detached ? null : status.current;
  if (files.length && !branch) throw new HttpProblem(409, "The project is not on a branch (Git's HEAD is detached), so a publish would be lost. Ask a developer to check out a branch.");
  if (!files.length) {
    // A publish whose sending failed left its commit here: publishing again sends it.
    if (branch && status.ahead > 0 && (await g.getRemotes()).length) {
      const commit = (await g.revparse(["HEAD"])).trim();
      const remote = await send(g, branch, commit);
      return { commit, message: (await g.raw(["log", "-1", "--format=%B"])).trim(), files: [], pushed: true, remote };
    }
    throw new HttpProblem(409, "Nothing to publish: no page or file changed since the last publish.");
  }

  // The committer is the machine's Git user; without one configured, the author stands in.
  const configured = (await g.getConfig("user.email")).value && (await g.getConfig("user.name")).value;
  if (!configured) g = git(rootDir, [`user.name=${author}`, `user.email=${email}`]);
  const folders = PUBLISHED.filter((dir) => files.some((f) => f.startsWith(`${dir}/`)));
  const subject = `Update ${[...new Set(files.map(changeName))].join(", ")}`;
  const body = `Published from the page editor by ${author}.`;
  try {
    await g.raw(["add", "--all", "--", ...folders]);
    // Naming the folders commits only their files, whatever else was staged before.
    await g.commit([subject, body], [...folders], { "--author": `${author} <${email}>` });
  } catch (error) {
    throw new HttpProblem(500, `Git could not record the change: ${gitMessage(error)} Nothing was published; ask a developer.`);
  }
  const commit = (await g.revparse(["HEAD"])).trim();
  const message = `${subject}\n\n${body}`;

  if (!(await g.getRemotes()).length) return { commit, message, files, pushed: false, remote: null };
  return { commit, message, files, pushed: true, remote: await send(g, branch!, commit) };
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
