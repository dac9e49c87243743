/**
 * The team editor's Git side (simple-git): a clone of the site's repository in `EDITOR_DATA`, and
 * change sets, each a branch `edit/<person>/<short title>` on the remote with one work tree here.
 * Everything lasting is on the remote: every save is pushed at once, a change set's title and review
 * request are in its commits, so the clone may be lost at any time and two editors against one
 * remote see the same change sets. Authors never see Git's words: every failure becomes a sentence.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { simpleGit, type SimpleGit } from "simple-git";
import { parse } from "yaml";
import { hashText, writeAtomic } from "../server/files.ts";
import { HttpProblem } from "../server/http-util.ts";
import { GIT_COMPLETION } from "../server/publish.ts";
import { fieldLabel, fileInWords } from "./labels.ts";
import { mergePageTexts } from "../merge.ts";
import { publishable, withoutControlCharacters, type LeftOut } from "../server/publishable.ts";
import type { ChangeSet, Choices, FileConflict, PublishedSet } from "../team-types.ts";
import type { Person } from "./session.ts";

/** How long one Git command may run, in ms (a push or fetch over a slow network). */
const GIT_TIMEOUT_MS = 60_000;
/** The prefix of change set branches. */
const CHANGE_SET_PREFIX = "edit/";
/** The folders a change set may change (the rest of the repository is the developers'). */
const EDITABLE = ["pages", "public"] as const;

export type { ChangeSet, Choices, FileConflict } from "../team-types.ts";

/** A change set's id from its branch (`edit/pat/home` → `pat~home`). */
export function changeSetId(branch: string): string {
  return branch.slice(CHANGE_SET_PREFIX.length).replaceAll("/", "~");
}

/** The branch of a change set id; throws a 404 {@link HttpProblem} for anything that is not one. */
export function branchOf(id: string): string {
  if (!/^[a-z0-9-]{1,40}~[a-z0-9-]{1,60}$/.test(id)) throw new HttpProblem(404, "There is no such change set.");
  return CHANGE_SET_PREFIX + id.replace("~", "/");
}

/** `text` as a lower-case slug of at most `max` characters: `Spring offer!` → `spring-offer`. */
export function slug(text: string, max = 40): string {
  const s = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/, "");
  return s || "change";
}

/**
 * A remote's address as it may be shown or logged: a user name and password or token in it
 * (`https://x-access-token:<token>@github.com/...`) replaced by `***`.
 */
export function redactRemote(remote: string): string {
  return remote.replace(/([a-z][a-z0-9+.-]*:\/\/)[^@/\s'"]+@/gi, "$1***@");
}

/** Git's failure in a few plain words, with any credentials in an address hidden (its first lines without `fatal:` and hints), for the terminal log only. */
function gitReason(error: unknown): string {
  const text = redactRemote(error instanceof Error ? error.message : String(error));
  return text
    .split("\n")
    .map((l) => l.replace(/^(fatal|error|remote|hint):\s*/i, "").trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(" ");
}

/** A trailer line's value in a commit body (`Change-set: Spring offer` → `Spring offer`). */
function trailer(body: string, key: string): string | null {
  const m = new RegExp(`^${key}: (.+)$`, "m").exec(body);
  return m ? m[1]!.trim() : null;
}

/** The repository's clone and the change sets' work trees under `dataDir`. */
export class Workspace {
  readonly cloneDir: string;
  private readonly treesDir: string;
  private lastFetch = 0;
  /** How many fetches have brought in the remote's state: what a cache of something read from the remote is keyed by. */
  fetches = 0;
  /** Change sets' titles by branch (a title never changes). */
  private readonly titles = new Map<string, string>();

  constructor(private readonly options: { repo: string; branch: string; dataDir: string }) {
    this.cloneDir = join(options.dataDir, "clone");
    this.treesDir = join(options.dataDir, "trees");
  }

  /** The branch the site deploys from. */
  get mainBranch(): string {
    return this.options.branch;
  }

  private git(dir = this.cloneDir, person?: Person): SimpleGit {
    const who = person ?? { name: "Page editor", email: "page-editor@localhost" };
    // The author and committer of what this person does (npm run edit:team sets GIT_TERMINAL_PROMPT=0, so Git never waits for a password).
    return simpleGit({
      baseDir: dir,
      timeout: { block: GIT_TIMEOUT_MS },
      completion: GIT_COMPLETION,
      config: [`user.name=${who.name}`, `user.email=${who.email}`, "commit.gpgsign=false"],
    });
  }

  /**
   * Makes the clone (again, when it is missing, broken or of another remote) and fetches. Throws a
   * 502 {@link HttpProblem} when the remote cannot be cloned or has no branch `EDITOR_BRANCH`.
   */
  async open(): Promise<void> {
    mkdirSync(this.options.dataDir, { recursive: true });
    let usable = false;
    if (existsSync(join(this.cloneDir, ".git"))) {
      try {
        usable = (await this.git().remote(["get-url", "origin"]))?.trim() === this.options.repo;
      } catch {
        usable = false;
      }
    }
    if (!usable) {
      rmSync(this.cloneDir, { recursive: true, force: true });
      rmSync(this.treesDir, { recursive: true, force: true });
      try {
        await simpleGit({ timeout: { block: GIT_TIMEOUT_MS }, completion: GIT_COMPLETION }).clone(this.options.repo, this.cloneDir, [
          "--no-checkout",
        ]);
      } catch (error) {
        throw new HttpProblem(502, `The site's repository ${redactRemote(this.options.repo)} cannot be cloned: ${gitReason(error)}.`);
      }
    }
    mkdirSync(this.treesDir, { recursive: true });
    await this.git().raw(["worktree", "prune"]);
    await this.fetch(true);
    if (!(await this.exists(`origin/${this.mainBranch}`)))
      throw new HttpProblem(502, `The site's repository has no branch ${this.mainBranch} (EDITOR_BRANCH).`);
    // The clone's own work tree holds the published site: the editor serves its fonts and icons from it.
    await this.git().raw(["checkout", "--quiet", "--force", "--detach", `origin/${this.mainBranch}`]);
  }

  /**
   * Fetches every branch of the remote (dropping those deleted there), at most once in `minAgeMs`
   * unless `force`. Throws a 502 {@link HttpProblem} when the remote cannot be reached.
   */
  async fetch(force = false, minAgeMs = 0): Promise<void> {
    if (!force && Date.now() - this.lastFetch < minAgeMs) return;
    try {
      await this.git().fetch(["--prune", "--quiet", "origin", "+refs/heads/*:refs/remotes/origin/*"]);
      this.lastFetch = Date.now();
      this.fetches++;
    } catch (error) {
      console.error(`git fetch failed: ${gitReason(error)}`);
      throw new HttpProblem(
        502,
        "The site's repository cannot be reached right now, so nothing was changed. Try again in a minute; if it goes on, tell whoever runs the editor.",
      );
    }
  }

  // Git answers these questions by its exit code alone, which simple-git does not treat as a failure: read the output instead.
  private async exists(ref: string): Promise<boolean> {
    try {
      return (await this.git().raw(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])).trim() !== "";
    } catch {
      return false;
    }
  }

  /** A file's text at `ref` (`origin/main:editors.yaml`), or null when it is not there. */
  async show(ref: string, file: string): Promise<string | null> {
    try {
      return await this.git().show([`${ref}:${file}`]);
    } catch {
      return null;
    }
  }

  /** The head commit of the deployed branch on the remote, as last fetched. */
  async mainHead(): Promise<string> {
    return (await this.git().revparse([`origin/${this.mainBranch}`])).trim();
  }

  /** Whether `ancestor` is `commit` or one of its ancestors (false when either is unknown). */
  async isAncestor(ancestor: string, commit: string): Promise<boolean> {
    return this.isAncestorIn(this.cloneDir, ancestor, commit);
  }

  /** Every change set on the remote (as last fetched), newest first. */
  async list(): Promise<ChangeSet[]> {
    const refs = await this.git().raw(["for-each-ref", "--format=%(refname:strip=3)", `refs/remotes/origin/${CHANGE_SET_PREFIX}`]);
    const branches = refs
      .split("\n")
      .map((l) => l.trim())
      .filter((b) => b.startsWith(CHANGE_SET_PREFIX));
    const sets = await Promise.all(branches.map((b) => this.describe(b).catch(() => null)));
    return sets.filter((s): s is ChangeSet => s !== null).sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  }

  /** The change set `id` as last fetched; a 404 {@link HttpProblem} when there is none (discarded, or published). */
  async get(id: string): Promise<ChangeSet> {
    const branch = branchOf(id);
    if (!(await this.exists(`origin/${branch}`)))
      throw new HttpProblem(404, "This change set is no longer there: it was published or discarded.");
    return this.describe(branch);
  }

  /**
   * What an operation needs of change set `id`, quickly (one Git command once the title is known):
   * its branch, head commit and title. Throws a 404 {@link HttpProblem} when there is no such change set.
   */
  private async brief(id: string): Promise<{ branch: string; head: string; title: string }> {
    const branch = branchOf(id);
    const head = (
      await this.git()
        .raw(["rev-parse", "--verify", "--quiet", `origin/${branch}^{commit}`])
        .catch(() => "")
    ).trim();
    if (!head) throw new HttpProblem(404, "This change set is no longer there: it was published or discarded.");
    let title = this.titles.get(branch);
    if (title === undefined) {
      title = (await this.describe(branch)).title;
      this.titles.set(branch, title);
    }
    return { branch, head, title };
  }

  /** After a push of HEAD in `dir` to `branch`: the clone's view of the remote, without fetching again. */
  private async pushed(dir: string, branch: string): Promise<void> {
    await this.git(dir).raw(["update-ref", `refs/remotes/origin/${branch}`, "HEAD"]);
  }

  private async describe(branch: string): Promise<ChangeSet> {
    const g = this.git();
    const range = `origin/${this.mainBranch}..origin/${branch}`;
    const log = await g.raw(["log", "--reverse", "--format=%H%x1f%an%x1f%ae%x1f%cI%x1f%B%x1e", range]);
    const commits = log
      .split("\x1e")
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const [hash, name, email, at, body] = c.split("\x1f") as [string, string, string, string, string];
        return { hash, name, email, at, body };
      });
    const head = (await g.revparse([`origin/${branch}`])).trim();
    const first = commits[0];
    let review: ChangeSet["review"] = null;
    for (const c of commits) if (trailer(c.body, "Review") === "requested") review = { by: c.email, at: c.at };
    const base = (await g.raw(["merge-base", `origin/${this.mainBranch}`, `origin/${branch}`])).trim();
    const files = (await g.raw(["diff", "--name-only", base, head, "--", ...EDITABLE])).split("\n").filter(Boolean).sort();
    return {
      id: changeSetId(branch),
      branch,
      title: (first && trailer(first.body, "Change-set")) ?? branch.split("/").pop()!,
      owner: first ? { name: first.name, email: first.email } : { name: "", email: "" },
      authors: [...new Set(commits.filter((c) => !c.body.startsWith("Bring in")).map((c) => c.email))],
      review,
      files,
      updatedAt: commits.at(-1)?.at ?? new Date(0).toISOString(),
      head,
    };
  }

  /**
   * Starts a change set titled `title` for `person`, from the deployed branch as it is now: a branch
   * `edit/<person>/<title slug>` (with `-2`, `-3`… when taken) whose first commit records the title.
   * Throws a 400 {@link HttpProblem} for an empty or overlong title.
   */
  async create(person: Person, title: string): Promise<ChangeSet> {
    const clean = withoutControlCharacters(title.replace(/\s+/g, " ")).trim();
    if (!clean) throw new HttpProblem(400, "Give the change set a short title, e.g. “Spring offer on the home page”.");
    if (clean.length > 80) throw new HttpProblem(400, `The title is ${clean.length} characters long; keep it to 80.`);
    await this.fetch(true);
    const who = slug(person.email.slice(0, person.email.indexOf("@")), 40);
    let branch = `${CHANGE_SET_PREFIX}${who}/${slug(clean)}`;
    for (let n = 2; await this.exists(`origin/${branch}`); n++) branch = `${CHANGE_SET_PREFIX}${who}/${slug(clean, 36)}-${n}`;
    const g = this.git(this.cloneDir, person);
    const tree = (await g.revparse([`origin/${this.mainBranch}^{tree}`])).trim();
    const parent = (await g.revparse([`origin/${this.mainBranch}`])).trim();
    const commit = (
      await g.raw(["commit-tree", tree, "-p", parent, "-m", `Start change set: ${clean}`, "-m", `Change-set: ${clean}`])
    ).trim();
    await this.push(g, `${commit}:refs/heads/${branch}`, "start the change set");
    await this.fetch(true);
    return this.describe(branch);
  }

  /** Deletes the change set `id` from the remote (its work here goes too). Throws a 404 {@link HttpProblem} when there is none. */
  async discard(id: string): Promise<void> {
    const set = await this.get(id);
    await this.push(this.git(), `:refs/heads/${set.branch}`, "discard the change set");
    this.removeTree(id);
    await this.fetch(true);
  }

  private removeTree(id: string): void {
    rmSync(join(this.treesDir, id), { recursive: true, force: true });
  }

  private async push(g: SimpleGit, refspec: string, what: string): Promise<void> {
    try {
      await g.push("origin", refspec);
    } catch (error) {
      console.error(`git push ${refspec} failed: ${gitReason(error)}`);
      throw new HttpProblem(
        502,
        `The site's repository refused to ${what}, so nothing changed there. Try again in a minute; if it goes on, tell whoever runs the editor.`,
      );
    }
  }

  /** Where change set `id`'s work tree is (or will be) on disk. */
  treeDir(id: string): string {
    return join(this.treesDir, id);
  }

  /**
   * The work tree of change set `id`, exactly as the remote has it (created, or reset to the remote's
   * head, uncommitted files removed). Throws a 404 {@link HttpProblem} when there is no such change set.
   */
  async tree(id: string): Promise<string> {
    return (await this.prepare(id)).dir;
  }

  /** {@link tree}, with what it learnt of the change set on the way (its branch, head and title). */
  private async prepare(id: string): Promise<{ dir: string; set: { branch: string; head: string; title: string } }> {
    const set = await this.brief(id);
    const dir = join(this.treesDir, id);
    if (existsSync(join(dir, ".git"))) {
      try {
        const g = this.git(dir);
        await g.raw(["merge", "--abort"]).catch(() => undefined);
        await g.raw(["reset", "--hard", "--quiet", set.head]);
        await g.raw(["clean", "-fdq", "--", ...EDITABLE]);
        return { dir, set };
      } catch {
        this.removeTree(id);
      }
    }
    await this.git().raw(["worktree", "prune"]);
    const said = await this.git()
      .raw(["worktree", "add", "--detach", "--force", dir, set.head])
      .catch((error: unknown) => gitReason(error));
    if (!existsSync(join(dir, ".git"))) {
      console.error(`git worktree add ${dir} failed: ${said}`);
      throw new HttpProblem(
        500,
        "The editor could not prepare this change set on its server. Try again; if it goes on, tell whoever runs the editor.",
      );
    }
    return { dir, set };
  }

  /**
   * The changed files under pages/ and public/ in the work tree `dir` that the editor would write
   * itself, and those it would not (see publishable): a symbolic link, a file type uploads refuse, a
   * name with a control character.
   */
  private async editedFiles(dir: string): Promise<{ files: string[]; leftOut: LeftOut[] }> {
    const status = await this.git(dir).status(["--", ...EDITABLE]);
    const changed = new Set<string>();
    for (const entry of status.files)
      for (const path of [entry.path, entry.from]) if (path && EDITABLE.some((d) => path.startsWith(`${d}/`))) changed.add(path);
    return publishable(dir, [...changed].sort());
  }

  /**
   * Commits what changed under pages/ and public/ in the work tree of `id` as `person`, with `subject`,
   * and pushes it to the change set's branch; only what the editor would write itself (a symbolic link,
   * a file type uploads refuse or a name with a control character stays out, see publishable).
   * Returns the new commit, or null when nothing changed.
   * When the push is refused because the change set moved meanwhile (a colleague saved in it), the
   * commit is replayed on top and pushed again; when that cannot be done cleanly, the work tree goes
   * back to the remote's state and a 409 {@link HttpProblem} says to make the change again.
   */
  async commit(id: string, person: Person, subject: string): Promise<string | null> {
    const set = await this.brief(id);
    const dir = join(this.treesDir, id);
    const g = this.git(dir, person);
    const { files } = await this.editedFiles(dir);
    if (files.length) await g.raw(["add", "--all", "--", ...files.map((f) => `:(literal)${f}`)]);
    if (!(await g.raw(["diff", "--cached", "--name-only"])).trim()) return null;
    await g.commit([subject, `Change-set: ${set.title}`], undefined, { "--author": `${person.name} <${person.email}>` });
    for (let attempt = 0; ; attempt++) {
      try {
        await g.push("origin", `HEAD:refs/heads/${set.branch}`);
        break;
      } catch (error) {
        if (attempt >= 2) {
          console.error(`git push failed: ${gitReason(error)}`);
          await g.raw(["reset", "--hard", "--quiet", `origin/${set.branch}`]).catch(() => undefined);
          throw new HttpProblem(
            502,
            "The site's repository did not take this change, so it was not kept. Try again in a minute; if it goes on, tell whoever runs the editor.",
          );
        }
        await this.fetch(true);
        await g.raw(["rebase", "--quiet", `origin/${set.branch}`]).catch(() => undefined);
        if (!(await this.isAncestorIn(dir, `origin/${set.branch}`)) || (await g.raw(["diff", "--name-only", "--diff-filter=U"])).trim()) {
          await g.raw(["rebase", "--abort"]).catch(() => undefined);
          await g.raw(["reset", "--hard", "--quiet", `origin/${set.branch}`]);
          throw new HttpProblem(
            409,
            "Someone else saved the same thing in this change set at the same moment, so your change was not kept. Reload the page to see theirs, then make yours again.",
          );
        }
      }
    }
    const head = (await g.revparse(["HEAD"])).trim();
    await this.pushed(dir, set.branch);
    return head;
  }

  /**
   * Brings change set `id` up to date with the deployed branch: nothing to do when it already
   * contains it; else a merge, committed and pushed as `person` when Git merges cleanly or when every
   * conflicting page merges field by field (different fields changed on each side) or has a choice in
   * `choices`. Returns the fields still to choose (empty when the change set is up to date).
   */
  async bringUpToDate(id: string, person: Person, choices: Choices = {}): Promise<FileConflict[]> {
    const { dir, set } = await this.prepare(id);
    const main = `origin/${this.mainBranch}`;
    if (await this.isAncestorIn(dir, main)) return [];
    const g = this.git(dir, person);
    const subject = "Bring in the published site";
    await g.raw(["merge", "--no-ff", "--no-edit", "-m", subject, "-m", `Change-set: ${set.title}`, main]).catch(() => undefined);
    const conflicted = (await g.raw(["diff", "--name-only", "--diff-filter=U"])).split("\n").filter(Boolean);
    if (conflicted.length === 0 && !(await this.isAncestorIn(dir, main))) {
      await g.raw(["merge", "--abort"]).catch(() => undefined);
      throw new HttpProblem(
        500,
        "The change set could not be brought up to date with the published site. Tell whoever runs the editor; your saved changes are safe.",
      );
    }
    if (conflicted.length) {
      const base = (await g.raw(["merge-base", "HEAD", main])).trim();
      const open: FileConflict[] = [];
      // A page's merged text, or the side a whole file (a picture) is taken from.
      const resolved = new Map<string, { text: string } | { side: "ours" | "theirs"; gone: boolean }>();
      for (const file of conflicted) {
        const [b, ours, theirs] = await Promise.all([
          this.showIn(dir, base, file),
          this.showIn(dir, "HEAD", file),
          this.showIn(dir, main, file),
        ]);
        const choice = choices[file] ?? {};
        if (file.endsWith(".yaml") && ours !== null && theirs !== null) {
          try {
            const merged = mergePageTexts({ base: b, ours, theirs, choices: choice });
            if (merged.text !== null) resolved.set(file, { text: merged.text });
            else
              open.push(
                ...merged.conflicts.map((c) => ({ ...c, file, page: fileInWords(file).name, label: fieldLabel(parse(ours), c.path) })),
              );
            continue;
          } catch {
            // A side that does not parse: the whole file is the choice, below.
          }
        }
        const pick = choice[""];
        if (pick) resolved.set(file, { side: pick, gone: (pick === "ours" ? ours : theirs) === null });
        else
          open.push({
            file,
            page: fileInWords(file).name,
            label: file.startsWith("public/") ? "The file" : "The whole page",
            key: "",
            path: [],
            base: b,
            ours,
            theirs,
          });
      }
      if (open.length) {
        await g.raw(["merge", "--abort"]);
        return open;
      }
      for (const [file, how] of resolved) {
        if ("text" in how) writeAtomic(join(dir, file), how.text);
        else if (how.gone) {
          await g.raw(["rm", "--quiet", "--force", "--", file]);
          continue;
        } else await g.raw(["checkout", `--${how.side}`, "--", file]);
        await g.raw(["add", "--", file]);
      }
      await g.raw(["commit", "--no-edit", "--quiet"]);
      if (!(await this.isAncestorIn(dir, main)))
        throw new HttpProblem(
          500,
          "The change set could not be brought up to date with the published site. Tell whoever runs the editor; your saved changes are safe.",
        );
    }
    await this.push(g, `HEAD:refs/heads/${set.branch}`, "bring the change set up to date");
    await this.pushed(dir, set.branch);
    return [];
  }

  private async isAncestorIn(dir: string, ancestor: string, commit = "HEAD"): Promise<boolean> {
    try {
      const g = this.git(dir);
      const [base, own] = await Promise.all([
        g.raw(["merge-base", ancestor, commit]),
        g.raw(["rev-parse", "--verify", "--quiet", `${ancestor}^{commit}`]),
      ]);
      return own.trim() !== "" && base.trim() === own.trim();
    } catch {
      return false;
    }
  }

  private async showIn(dir: string, ref: string, file: string): Promise<string | null> {
    try {
      return await this.git(dir).show([`${ref}:${file}`]);
    } catch {
      return null;
    }
  }

  /**
   * The text `file` had, in the history of change set `id`'s work tree (its own saves and the
   * published site's versions it took in), whose sha-256 is `hash`; null when none of the last 50
   * versions has it.
   */
  async versionByHash(id: string, file: string, hash: string): Promise<string | null> {
    const dir = join(this.treesDir, id);
    const commits = (await this.git(dir).raw(["log", "--format=%H", "-n", "50", "HEAD", "--", file])).split("\n").filter(Boolean);
    for (const commit of commits) {
      const text = await this.showIn(dir, commit, file);
      if (text !== null && hashText(text) === hash) return text;
    }
    return null;
  }

  /** Records that `person` asks for review of change set `id` (an empty commit that says so), pushed. */
  async askForReview(id: string, person: Person): Promise<ChangeSet> {
    const dir = await this.tree(id);
    const set = await this.get(id);
    const g = this.git(dir, person);
    await g.raw([
      "commit",
      "--allow-empty",
      "--quiet",
      "-m",
      `Ask for review: ${set.title}`,
      "-m",
      `Change-set: ${set.title}\nReview: requested`,
      `--author=${person.name} <${person.email}>`,
    ]);
    await this.push(g, `HEAD:refs/heads/${set.branch}`, "record the request for review");
    await this.fetch(true);
    return this.get(id);
  }

  /** Each file change set `set` changes, as it was where the change set began (null: new) and as it is now (null: deleted). */
  async fileVersions(set: ChangeSet): Promise<{ file: string; before: string | null; after: string | null }[]> {
    const base = (await this.git().raw(["merge-base", `origin/${this.mainBranch}`, `origin/${set.branch}`])).trim();
    return Promise.all(
      set.files.map(async (file) => ({ file, before: await this.show(base, file), after: await this.show(`origin/${set.branch}`, file) })),
    );
  }

  /**
   * The last `limit` change sets published from the editor on the deployed branch (as last fetched),
   * newest first: their publishing commit, title, publisher, time and authors.
   */
  async published(limit = 10): Promise<PublishedSet[]> {
    const g = this.git();
    const log = await g.raw([
      "log",
      "--merges",
      "--first-parent",
      `-n${limit * 3}`,
      "--format=%H%x1f%P%x1f%an%x1f%ae%x1f%cI%x1f%B%x1e",
      `origin/${this.mainBranch}`,
    ]);
    const found: PublishedSet[] = [];
    for (const entry of log
      .split("\x1e")
      .map((e) => e.trim())
      .filter(Boolean)) {
      const [commit, parents, name, email, at, body] = entry.split("\x1f") as [string, string, string, string, string, string];
      if (!body.startsWith("Publish: ")) continue;
      const [first, second] = parents.split(" ");
      const authors = second ? (await g.raw(["log", "--format=%ae", `${first}..${second}`])).split("\n").filter(Boolean) : [];
      found.push({
        commit,
        title: trailer(body, "Change-set") ?? body.slice("Publish: ".length).split("\n")[0]!,
        publishedBy: { name, email },
        at,
        authors: [...new Set(authors)],
      });
      if (found.length >= limit) break;
    }
    return found;
  }

  /**
   * Publishes change set `id`, which must be up to date with the deployed branch: merges it into that
   * branch as `person` ("Publish: <title>"), pushes, and deletes the change set's branch (unless it moved
   * since `id` was last fetched: what was saved meanwhile stays in the change set). When the
   * deployed branch moved meanwhile, tries again on top (three times). Returns the published commit.
   * Throws a 409 {@link HttpProblem} when the branch cannot be merged cleanly (bring it up to date first).
   */
  async publish(id: string, person: Person): Promise<string> {
    const set = await this.get(id);
    const g = this.git(this.cloneDir, person);
    for (let attempt = 0; ; attempt++) {
      await g.raw(["checkout", "--quiet", "--force", "--detach", `origin/${this.mainBranch}`]);
      await g
        .raw([
          "merge",
          "--no-ff",
          "--quiet",
          "-m",
          `Publish: ${set.title}`,
          "-m",
          `Change-set: ${set.title}\nPublished-by: ${person.name} <${person.email}>`,
          set.head,
        ])
        .catch(() => undefined);
      if (!(await this.isAncestorIn(this.cloneDir, set.head)) || (await g.raw(["diff", "--name-only", "--diff-filter=U"])).trim()) {
        await g.raw(["merge", "--abort"]).catch(() => undefined);
        throw new HttpProblem(
          409,
          "This change set and the published site changed the same thing. Open the change set to choose which version to keep, then publish.",
        );
      }
      const commit = (await g.revparse(["HEAD"])).trim();
      try {
        await g.push("origin", `HEAD:refs/heads/${this.mainBranch}`);
      } catch (error) {
        if (attempt >= 2) {
          console.error(`git push failed: ${gitReason(error)}`);
          throw new HttpProblem(
            502,
            "The site's repository did not take the publish, so nothing went live. Try again in a minute; if it goes on, tell whoever runs the editor.",
          );
        }
        await this.fetch(true);
        continue;
      }
      // Only when it is still what was published: a save made meanwhile (through another instance of the editor) stays in the change set.
      await g
        .push("origin", `:refs/heads/${set.branch}`, [`--force-with-lease=refs/heads/${set.branch}:${set.head}`])
        .catch((error: unknown) =>
          console.error(`Kept ${set.branch} (it changed after it was published, or cannot be deleted): ${gitReason(error)}`),
        );
      this.removeTree(id);
      await this.fetch(true);
      return commit;
    }
  }
}
