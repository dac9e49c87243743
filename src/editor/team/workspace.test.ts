/**
 * The team editor's change sets against a real bare repository: each test gets its own copy of one
 * remote made per file, an empty data folder, and a colleague's plain clone to publish from.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { HttpProblem } from "../server/http-util.ts";
import { publishable } from "../server/publishable.ts";
import { gitIn, tempProject, type TempProject } from "../../../scripts/support/project-copy.ts";
import { branchOf, changeSetId, redactRemote, slug, Workspace } from "./workspace.ts";

const ERIN = { name: "Erin Example", email: "erin@example.com" };
const SAM = { name: "Sam Example", email: "sam@example.com" };
const PAT = { name: "Pat Publisher", email: "pat@example.com" };
const RESOURCES = "pages/resources.yaml";

// The tests run five at a time (they wait on Git more than on the processor): beside a full test run on
// a busy 2-core machine one takes up to half a minute, several times its quiet time.
vi.setConfig({ testTimeout: 120_000 });

let template: TempProject;

beforeAll(() => {
  template = tempProject({ git: true });
}, 60_000);
afterAll(() => template.remove());

/** One test's world: its own copy of the remote, and the folders to remove after it. */
class World {
  readonly remote: string;
  private readonly dirs: string[] = [];

  constructor() {
    this.remote = this.tempDir("team-remote-");
    cpSync(template.remote!, this.remote, { recursive: true });
  }

  tempDir(prefix: string): string {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }

  /** git in the remote. */
  git(...args: string[]): string {
    return gitIn(this.remote, ...args);
  }

  /** A Workspace on a new, empty data folder against the remote, opened. */
  async workspace(): Promise<Workspace> {
    const ws = new Workspace({ repo: this.remote, branch: "main", dataDir: join(this.tempDir("team-data-"), "editor") });
    await ws.open();
    return ws;
  }

  /** A colleague's plain clone of the remote, who publishes straight to main. */
  colleague(): { publish(file: string, change: (text: string | null) => string | Buffer, message: string): string } {
    const dir = join(this.tempDir("team-colleague-"), "site");
    gitIn(tmpdir(), "clone", "--quiet", this.remote, dir);
    gitIn(dir, "config", "user.name", "Colleague");
    gitIn(dir, "config", "user.email", "colleague@example.com");
    gitIn(dir, "config", "commit.gpgsign", "false");
    return {
      publish(file, change, message) {
        gitIn(dir, "pull", "--quiet", "--ff-only");
        let before: string | null = null;
        try {
          before = readFileSync(join(dir, file), "utf8");
        } catch {
          before = null;
        }
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), change(before));
        gitIn(dir, "add", "--", file);
        gitIn(dir, "commit", "--quiet", "-m", message);
        gitIn(dir, "push", "--quiet", "origin", "main");
        return gitIn(dir, "rev-parse", "HEAD");
      },
    };
  }

  remove(): void {
    for (const dir of this.dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** A test with its own {@link World}, so that tests can run at the same time. */
const test = it.extend<{ world: World }>({
  // eslint-disable-next-line no-empty-pattern -- vitest reads the fixtures a fixture needs from this pattern
  world: async ({}, provide) => {
    const world = new World();
    await provide(world);
    world.remove();
  },
});

/** `text` with the line `key: from` (at any indentation, the first one) changed to `key: to`; fails when there is none. */
function setLine(text: string, key: string, from: string, to: string): string {
  const line = new RegExp(`^(\\s*(?:- )?${key}): ${from}$`, "m");
  expect(text).toMatch(line);
  return text.replace(line, `$1: ${to}`);
}

/** Changes a file in the work tree of change set `id` and saves it as `person`. */
async function save(
  ws: Workspace,
  id: string,
  person: typeof ERIN,
  file: string,
  change: (text: string) => string,
  subject = `Update ${file}`,
): Promise<string> {
  const dir = await ws.tree(id);
  writeFileSync(join(dir, file), change(readFileSync(join(dir, file), "utf8")));
  const commit = await ws.commit(id, person, subject);
  expect(commit).toMatch(/^[0-9a-f]{40}$/);
  return commit!;
}

/** The rejection of `promise`, which must be an HttpProblem. */
async function problemOf(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpProblem);
  return error as HttpProblem;
}

describe("names", () => {
  it("slugs titles, and maps branches to ids and back", () => {
    expect(slug("Spring offer!")).toBe("spring-offer");
    expect(slug("Café déjà vu")).toBe("cafe-deja-vu");
    expect(slug("!!!")).toBe("change");
    expect(slug("a".repeat(30) + " " + "b".repeat(30))).toBe("a".repeat(30) + "-" + "b".repeat(9));
    expect(changeSetId("edit/pat/spring-offer")).toBe("pat~spring-offer");
    expect(branchOf("pat~spring-offer")).toBe("edit/pat/spring-offer");
  });

  it.each(["pat", "pat~", "Pat~home", "pat~home~x", "pat~../main", "pat/home"])("branchOf(%s) is no change set (404)", (id) => {
    expect(() => branchOf(id)).toThrow(HttpProblem);
    try {
      branchOf(id);
    } catch (error) {
      expect((error as HttpProblem).status).toBe(404);
    }
  });
});

describe.concurrent("Workspace", () => {
  test("open() clones the remote and checks out the published site", async ({ world }) => {
    const ws = await world.workspace();
    expect(gitIn(ws.cloneDir, "remote", "get-url", "origin")).toBe(world.remote);
    expect(await ws.mainHead()).toBe(world.git("rev-parse", "main"));
    expect(readFileSync(join(ws.cloneDir, RESOURCES), "utf8")).toMatch(/^title: Resources$/m);
    expect(await ws.list()).toEqual([]);
    // Opening again reuses the clone.
    await ws.open();
    expect(await ws.mainHead()).toBe(world.git("rev-parse", "main"));
  });

  test("open() stops with a sentence when the remote cannot be cloned or has no such branch", async ({ world }) => {
    const missing = new Workspace({ repo: join(tmpdir(), "no-such-remote-here"), branch: "main", dataDir: world.tempDir("team-data-") });
    const cloned = await problemOf(missing.open());
    expect(cloned.status).toBe(502);
    expect(cloned.message).toMatch(/^The site's repository .*no-such-remote-here cannot be cloned: /);
    const branch = new Workspace({ repo: world.remote, branch: "live", dataDir: world.tempDir("team-data-") });
    const noBranch = await problemOf(branch.open());
    expect(noBranch.status).toBe(502);
    expect(noBranch.message).toBe("The site's repository has no branch live (EDITOR_BRANCH).");
  });

  test("create() starts edit/<local part>/<slug> with a first commit carrying the title; the same title again gets -2", async ({
    world,
  }) => {
    const ws = await world.workspace();
    const main = world.git("rev-parse", "main");
    const set = await ws.create({ name: "Pat Lee", email: "Pat.Lee@example.com" }, "  Spring   offer on the home page! ");
    expect(set).toMatchObject({
      id: "pat-lee~spring-offer-on-the-home-page",
      branch: "edit/pat-lee/spring-offer-on-the-home-page",
      title: "Spring offer on the home page!",
      owner: { name: "Pat Lee", email: "Pat.Lee@example.com" },
      review: null,
      files: [],
    });
    expect(world.git("log", "-1", "--format=%an <%ae>%n%P%n%B", set.branch)).toBe(
      `Pat Lee <Pat.Lee@example.com>\n${main}\nStart change set: Spring offer on the home page!\n\nChange-set: Spring offer on the home page!`,
    );
    expect(set.head).toBe(world.git("rev-parse", set.branch));

    const again = await ws.create({ name: "Pat Lee", email: "pat.lee@example.com" }, "Spring offer on the home page!");
    expect(again.branch).toBe("edit/pat-lee/spring-offer-on-the-home-page-2");
    expect(again.title).toBe("Spring offer on the home page!");
    const third = await ws.create({ name: "Pat Lee", email: "pat.lee@example.com" }, "Spring offer on the home page!");
    expect(third.branch).toBe("edit/pat-lee/spring-offer-on-the-home-page-3");
  });

  test("create() refuses an empty or overlong title", async ({ world }) => {
    // Refused before Git is asked anything: the workspace need not even be opened.
    const ws = new Workspace({ repo: world.remote, branch: "main", dataDir: world.tempDir("team-data-") });
    const empty = await problemOf(ws.create(ERIN, "   "));
    expect([empty.status, empty.message]).toEqual([400, "Give the change set a short title, e.g. “Spring offer on the home page”."]);
    const long = await problemOf(ws.create(ERIN, "x".repeat(81)));
    expect([long.status, long.message]).toEqual([400, "The title is 81 characters long; keep it to 80."]);
    expect(world.git("branch", "--list", "edit/*")).toBe("");
  });

  test("list() and get() describe the change sets, newest first; get() of an unknown one is a 404", async ({ world }) => {
    const ws = await world.workspace();
    const first = await ws.create(ERIN, "Resources refresh");
    await save(ws, first.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
    const second = await ws.create(SAM, "Home wording");
    const listed = await ws.list();
    expect(listed.map((s) => s.id).sort()).toEqual(["erin~resources-refresh", "sam~home-wording"]);
    expect(listed.map((s) => s.updatedAt)).toEqual([...listed.map((s) => s.updatedAt)].sort().reverse());
    const got = await ws.get(first.id);
    expect(got).toMatchObject({
      id: first.id,
      title: "Resources refresh",
      owner: ERIN,
      authors: ["erin@example.com"],
      files: [RESOURCES],
      review: null,
    });
    expect(await ws.get(second.id)).toEqual(listed.find((s) => s.id === second.id));
    const missing = await problemOf(ws.get("erin~no-such-thing"));
    expect([missing.status, missing.message]).toEqual([404, "This change set is no longer there: it was published or discarded."]);
  });

  test("tree() and commit() save a change as a commit by the person, pushed to the change set's branch", async ({ world }) => {
    const ws = await world.workspace();
    const set = await ws.create(ERIN, "Resources refresh");
    const dir = await ws.tree(set.id);
    expect(readFileSync(join(dir, RESOURCES), "utf8")).toMatch(/^title: Resources$/m);
    expect(await ws.commit(set.id, ERIN, "Nothing")).toBeNull();

    writeFileSync(join(dir, RESOURCES), setLine(readFileSync(join(dir, RESOURCES), "utf8"), "title", "Resources", "Events and guides"));
    cpSync(join(template.root, "public/images/share/northgate-systems.png"), join(dir, "public/new.png"));
    // Outside pages/ and public/: never committed.
    writeFileSync(join(dir, "editors.yaml"), "publisher:\n  - erin@example.com\n");
    // What the editor never writes itself: never committed either.
    writeFileSync(join(dir, "public/new.txt"), "a new file\n");
    writeFileSync(join(dir, "public/drawing.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    symlinkSync(tmpdir(), join(dir, "public/outside"));
    cpSync(join(template.root, "public/images/share/northgate-systems.png"), join(dir, "public/bell\u0007.png"));
    const commit = await ws.commit(set.id, ERIN, "Update /resources");
    expect(commit).toBe(world.git("rev-parse", set.branch));
    expect(world.git("log", "-1", "--format=%an <%ae>|%cn <%ce>|%s|%b", set.branch)).toBe(
      "Erin Example <erin@example.com>|Erin Example <erin@example.com>|Update /resources|Change-set: Resources refresh",
    );
    expect(world.git("show", `${set.branch}:${RESOURCES}`)).toMatch(/^title: Events and guides$/m);
    expect(world.git("show", "--name-only", "--format=", set.branch).split("\n").sort()).toEqual([
      "pages/resources.yaml",
      "public/new.png",
    ]);
    expect((await ws.get(set.id)).files).toEqual(["pages/resources.yaml", "public/new.png"]);

    // tree() again puts the work tree back to the remote's state: what was not committed goes.
    writeFileSync(join(dir, "public/stray.txt"), "stray\n");
    expect(await ws.tree(set.id)).toBe(dir);
    expect(() => readFileSync(join(dir, "public/stray.txt"))).toThrow();
  });

  test("publishable() names what reached a change set without the editor (a symbolic link, an SVG pushed to its branch)", async ({
    world,
  }) => {
    const ws = await world.workspace();
    const set = await ws.create(ERIN, "Pushed by hand");
    const dir = join(world.tempDir("team-hand-"), "site");
    gitIn(tmpdir(), "clone", "--quiet", "--branch", set.branch, world.remote, dir);
    symlinkSync("/etc/passwd", join(dir, "public/passwd.png"));
    writeFileSync(join(dir, "public/drawing.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    gitIn(dir, "add", "--all");
    gitIn(dir, "-c", "user.name=Someone", "-c", "user.email=someone@example.com", "commit", "--quiet", "-m", "By hand");
    gitIn(dir, "push", "--quiet", "origin", set.branch);
    await ws.fetch(true);
    expect(publishable(await ws.tree(set.id), (await ws.get(set.id)).files).leftOut).toEqual([
      {
        file: "public/drawing.svg",
        reason:
          "drawing.svg is an SVG drawing, which can carry script; upload a PNG, JPEG or WebP instead, or ask a developer to add the SVG.",
      },
      { file: "public/passwd.png", reason: "public/passwd.png is a symbolic link, which may lead anywhere on the disk." },
    ]);
  });

  test("a save replays on top when a colleague saved in the same change set meanwhile, and is refused (409) when it clashes", async ({
    world,
  }) => {
    const ws = await world.workspace();
    const set = await ws.create(ERIN, "Resources refresh");
    const other = await world.workspace();
    // Both work trees are at the change set's start.
    const mine = await ws.tree(set.id);
    await save(other, set.id, SAM, "pages/home.yaml", (t) => setLine(t!, "title", "Cloud ERP System", "Welcome"));
    writeFileSync(join(mine, RESOURCES), setLine(readFileSync(join(mine, RESOURCES), "utf8"), "title", "Resources", "Events and guides"));
    const head = await ws.commit(set.id, ERIN, "Update /resources");
    expect(head).toBe(world.git("rev-parse", set.branch));
    expect(world.git("log", "--format=%ae %s", `main..${set.branch}`)).toBe(
      "erin@example.com Update /resources\nsam@example.com Update pages/home.yaml\nerin@example.com Start change set: Resources refresh",
    );

    // Now both change the same line from the same state.
    await other.fetch(true);
    const again = await ws.tree(set.id);
    await save(other, set.id, SAM, RESOURCES, (t) => setLine(t, "title", "Events and guides", "Sam's title"));
    writeFileSync(
      join(again, RESOURCES),
      setLine(readFileSync(join(again, RESOURCES), "utf8"), "title", "Events and guides", "Erin's title"),
    );
    const clash = await problemOf(ws.commit(set.id, ERIN, "Update /resources"));
    expect(clash.status).toBe(409);
    expect(clash.message).toMatch(/^Someone else saved the same thing in this change set at the same moment/);
    expect(world.git("show", `${set.branch}:${RESOURCES}`)).toMatch(/^title: Sam's title$/m);
    expect(readFileSync(join(again, RESOURCES), "utf8")).toMatch(/^title: Sam's title$/m);
  });

  test("askForReview() marks the change set; everything lasting is on the remote: a second editor on an empty data folder sees the same change sets and their review state", async ({
    world,
  }) => {
    const ws = await world.workspace();
    const set = await ws.create(ERIN, "Resources refresh");
    await save(ws, set.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
    const asked = await ws.askForReview(set.id, ERIN);
    expect(asked.review).toEqual({ by: "erin@example.com", at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown });
    expect(asked.files).toEqual([RESOURCES]);
    // The request is an empty commit by the person that says so.
    expect(world.git("log", "-1", "--format=%an <%ae>|%s|%b", set.branch)).toBe(
      "Erin Example <erin@example.com>|Ask for review: Resources refresh|Change-set: Resources refresh\nReview: requested",
    );
    expect(world.git("diff", "--name-only", `${set.branch}~1`, set.branch)).toBe("");
    const started = await ws.create(SAM, "Home wording");

    const other = await world.workspace();
    expect(await other.list()).toEqual(await ws.list());
    expect(await other.get(set.id)).toEqual(asked);
    expect((await other.get(started.id)).review).toBeNull();
    // The data folder may go at any time: a Workspace on the same folder, emptied, starts again from the remote.
    rmSync(ws.cloneDir, { recursive: true, force: true });
    await ws.open();
    expect(await ws.get(set.id)).toEqual(asked);
  });

  test("discard() removes the change set's branch from the remote", async ({ world }) => {
    const ws = await world.workspace();
    const set = await ws.create(ERIN, "Resources refresh");
    const kept = await ws.create(ERIN, "Another one");
    await ws.tree(set.id);
    await ws.discard(set.id);
    expect(world.git("branch", "--list", "edit/*")).toBe("edit/erin/another-one");
    expect((await ws.list()).map((s) => s.id)).toEqual([kept.id]);
    expect((await problemOf(ws.get(set.id))).status).toBe(404);
    expect((await problemOf(ws.discard(set.id))).status).toBe(404);
  });

  describe("bringUpToDate()", () => {
    test("does nothing while the change set has the published site; merges a published change to another file cleanly, and pushes", async ({
      world,
    }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      const saved = await save(ws, set.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
      expect(await ws.bringUpToDate(set.id, ERIN)).toEqual([]);
      expect(world.git("rev-parse", set.branch)).toBe(saved);
      const published = world
        .colleague()
        .publish("pages/home.yaml", (t) => setLine(t!, "title", "Cloud ERP System", "Welcome"), "Home title");
      await ws.fetch(true);
      expect(await ws.bringUpToDate(set.id, ERIN)).toEqual([]);
      world.git("merge-base", "--is-ancestor", published, set.branch);
      expect(world.git("log", "-1", "--format=%ae|%s|%b", set.branch)).toBe(
        "erin@example.com|Bring in the published site|Change-set: Resources refresh",
      );
      expect(world.git("show", `${set.branch}:pages/home.yaml`)).toMatch(/^title: Welcome$/m);
      expect(world.git("show", `${set.branch}:${RESOURCES}`)).toMatch(/^title: Events and guides$/m);
      // The change set still changes only its own file, and its authors are only those who saved in it.
      expect(await ws.get(set.id)).toMatchObject({ files: [RESOURCES], authors: ["erin@example.com"], title: "Resources refresh" });
    });

    test("merges field by field when the published site changed another field of the same page", async ({ world }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      await save(ws, set.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
      // The next line of the same file: Git alone would call it a conflict.
      world.colleague().publish(RESOURCES, (t) => setLine(t!, "description", ".+", "All our resources."), "Resources description");
      await ws.fetch(true);
      expect(await ws.bringUpToDate(set.id, ERIN)).toEqual([]);
      const merged = world.git("show", `${set.branch}:${RESOURCES}`);
      expect(merged).toMatch(/^title: Events and guides$/m);
      expect(merged).toMatch(/^description: All our resources\.$/m);
      // The rest of the file, comments included, as it was.
      expect(merged.split("\n").slice(0, 3)).toEqual(readFileSync(join(template.root, RESOURCES), "utf8").split("\n").slice(0, 3));
      world.git("merge-base", "--is-ancestor", "main", set.branch);
    });

    test("returns the fields both changed, in words, and settles them with the choices given", async ({ world }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      await save(ws, set.id, ERIN, RESOURCES, (t) =>
        setLine(setLine(t, "title", "Resources", "Erin's resources"), "title", "Resources", "Erin's header"),
      );
      world
        .colleague()
        .publish(
          RESOURCES,
          (t) => setLine(setLine(t!, "title", "Resources", "Published resources"), "title", "Resources", "Published header"),
          "Resources titles",
        );
      await ws.fetch(true);
      const before = world.git("rev-parse", set.branch);

      const conflicts = await ws.bringUpToDate(set.id, ERIN);
      expect(conflicts).toEqual([
        {
          file: RESOURCES,
          page: "/resources",
          label: "Title",
          key: expect.any(String) as unknown,
          path: ["title"],
          base: "Resources",
          ours: "Erin's resources",
          theirs: "Published resources",
        },
        {
          file: RESOURCES,
          page: "/resources",
          label: expect.stringMatching(/^Block 1 \(.+\) › Title$/) as unknown,
          key: expect.any(String) as unknown,
          path: ["blocks", 0, "title"],
          base: "Resources",
          ours: "Erin's header",
          theirs: "Published header",
        },
      ]);
      // Nothing changed on the remote, and the work tree is not left mid-merge.
      expect(world.git("rev-parse", set.branch)).toBe(before);
      const dir = await ws.tree(set.id);
      expect(gitIn(dir, "status", "--porcelain")).toBe("");

      // A partial choice leaves the other field open.
      const [title, header] = conflicts;
      expect(await ws.bringUpToDate(set.id, ERIN, { [RESOURCES]: { [title!.key]: "ours" } })).toEqual([conflicts[1]]);
      expect(world.git("rev-parse", set.branch)).toBe(before);

      expect(await ws.bringUpToDate(set.id, ERIN, { [RESOURCES]: { [title!.key]: "ours", [header!.key]: "theirs" } })).toEqual([]);
      const merged = world.git("show", `${set.branch}:${RESOURCES}`);
      expect(merged).toMatch(/^title: Erin's resources$/m);
      expect(merged).toMatch(/^ {4}title: Published header$/m);
      expect(merged).not.toContain("Erin's header");
      world.git("merge-base", "--is-ancestor", "main", set.branch);
      expect(await ws.bringUpToDate(set.id, ERIN)).toEqual([]);
    });

    test("offers a picture both added, and a page one side deleted, as whole files, and takes the side chosen", async ({ world }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "New picture");
      const picture = "public/images/uploads/offer.png";
      const careers = "pages/careers.yaml";
      const dir = await ws.tree(set.id);
      cpSync(join(template.root, "public/images/share/northgate-systems.png"), join(dir, picture));
      rmSync(join(dir, careers));
      await ws.commit(set.id, ERIN, "Add /images/uploads/offer.png, delete /careers");
      const colleague = world.colleague();
      colleague.publish(picture, () => Buffer.from("not the same picture"), "Another offer picture");
      colleague.publish(careers, (t) => setLine(t!, "title", ".+", "Jobs"), "Careers title");
      await ws.fetch(true);
      const conflicts = await ws.bringUpToDate(set.id, ERIN);
      expect(conflicts).toMatchObject([
        {
          file: careers,
          page: "/careers",
          label: "The whole page",
          key: "",
          path: [],
          ours: null,
          theirs: expect.stringMatching(/^title: Jobs$/m) as unknown,
        },
        {
          file: picture,
          page: "/images/uploads/offer.png",
          label: "The file",
          key: "",
          path: [],
          base: null,
          theirs: "not the same picture",
        },
      ]);
      expect(await ws.bringUpToDate(set.id, ERIN, { [picture]: { "": "theirs" }, [careers]: { "": "ours" } })).toEqual([]);
      expect(world.git("show", `${set.branch}:${picture}`)).toBe("not the same picture");
      expect(world.git("ls-tree", "--name-only", set.branch, "pages/")).not.toContain(careers);
      world.git("merge-base", "--is-ancestor", "main", set.branch);
    });
  });

  describe("publish()", () => {
    test("merges the change set into main as the publisher, keeps the editor's commits, and deletes the branch", async ({ world }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      const saved = await save(
        ws,
        set.id,
        ERIN,
        RESOURCES,
        (t) => setLine(t, "title", "Resources", "Events and guides"),
        "Update /resources",
      );
      await ws.askForReview(set.id, ERIN);
      const mainBefore = world.git("rev-parse", "main");

      const commit = await ws.publish(set.id, PAT);
      expect(commit).toBe(world.git("rev-parse", "main"));
      expect(world.git("log", "-1", "--format=%an <%ae>|%cn <%ce>|%s|%b", "main")).toBe(
        "Pat Publisher <pat@example.com>|Pat Publisher <pat@example.com>|Publish: Resources refresh|Change-set: Resources refresh\nPublished-by: Pat Publisher <pat@example.com>",
      );
      expect(world.git("rev-parse", "main^1")).toBe(mainBefore);
      world.git("merge-base", "--is-ancestor", saved, "main");
      expect(world.git("log", "--format=%ae %s", "main")).toMatch(/^erin@example\.com Update \/resources$/m);
      expect(world.git("show", `main:${RESOURCES}`)).toMatch(/^title: Events and guides$/m);
      expect(world.git("branch", "--list", "edit/*")).toBe("");
      expect(await ws.list()).toEqual([]);
      expect(await ws.mainHead()).toBe(commit);
      expect((await problemOf(ws.get(set.id))).status).toBe(404);
    });

    test("still publishes when main moved meanwhile", async ({ world }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      await save(ws, set.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
      // A colleague publishes after this editor last fetched.
      const published = world
        .colleague()
        .publish("pages/home.yaml", (t) => setLine(t!, "title", "Cloud ERP System", "Welcome"), "Home title");
      const commit = await ws.publish(set.id, PAT);
      expect(commit).toBe(world.git("rev-parse", "main"));
      expect(world.git("rev-parse", "main^1")).toBe(published);
      expect(world.git("log", "-1", "--format=%ae %s", "main")).toBe("pat@example.com Publish: Resources refresh");
      expect(world.git("show", "main:pages/home.yaml")).toMatch(/^title: Welcome$/m);
      expect(world.git("show", `main:${RESOURCES}`)).toMatch(/^title: Events and guides$/m);
      expect(world.git("branch", "--list", "edit/*")).toBe("");
    });

    test("keeps a save made in the change set by another editor after the publisher last fetched: only what was published goes", async ({
      world,
    }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      const reviewed = await save(ws, set.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
      // Erin saves once more through another instance of the editor, after this one last fetched.
      const other = await world.workspace();
      const late = await save(other, set.id, ERIN, "pages/home.yaml", (t) => setLine(t, "title", "Cloud ERP System", "Welcome"));
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      try {
        await ws.publish(set.id, PAT);
        expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Kept edit\/erin\/resources-refresh /));
      } finally {
        log.mockRestore();
      }
      world.git("merge-base", "--is-ancestor", reviewed, "main");
      expect(world.git("show", "main:pages/home.yaml")).toMatch(/^title: Cloud ERP System$/m);
      // The late save is still on the remote, in the change set, not lost.
      expect(world.git("rev-parse", set.branch)).toBe(late);
      await ws.fetch(true);
      expect((await ws.get(set.id)).files).toEqual(["pages/home.yaml"]);
    });

    test("refuses (409) a change set that clashes with what was published meanwhile, and changes nothing", async ({ world }) => {
      const ws = await world.workspace();
      const set = await ws.create(ERIN, "Resources refresh");
      await save(ws, set.id, ERIN, RESOURCES, (t) => setLine(t, "title", "Resources", "Events and guides"));
      const published = world
        .colleague()
        .publish(RESOURCES, (t) => setLine(t!, "title", "Resources", "Published title"), "Resources title");
      await ws.fetch(true);
      const refused = await problemOf(ws.publish(set.id, PAT));
      expect(refused.status).toBe(409);
      expect(refused.message).toMatch(/^This change set and the published site changed the same thing/);
      expect(world.git("rev-parse", "main")).toBe(published);
      expect(world.git("branch", "--list", "edit/*")).toBe("edit/erin/resources-refresh");
    });
  });
});

describe("redactRemote", () => {
  it("hides a token or password in a remote's address, wherever it is in a message", () => {
    expect(redactRemote("https://x-access-token:ghp_secret@github.com/example/site.git")).toBe("https://***@github.com/example/site.git");
    expect(redactRemote("fatal: unable to access 'https://me:pw@git.example.com/site.git/': 403")).toBe(
      "fatal: unable to access 'https://***@git.example.com/site.git/': 403",
    );
    expect(redactRemote("git@github.com:example/site.git")).toBe("git@github.com:example/site.git");
    expect(redactRemote("/srv/git/site.git")).toBe("/srv/git/site.git");
  });
});
