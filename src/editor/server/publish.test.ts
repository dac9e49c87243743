import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorPerTest } from "../../../tests/support/editor-per-test.ts";
import type { ApiProblem, EditorState, FileVersion, PublishResponse } from "../api-types.ts";
import { startEditor } from "./server.ts";
import { gitIn, SOURCE_ROOT, tempProject } from "../../../scripts/support/project-copy.ts";
import { send, TEST_EDITOR_TOKEN } from "../../../tests/support/editor-requests.ts";

const current = editorPerTest((port) => send(port, "/api/state"));

/** Saves a new title for `file` through the editor, as the page does. */
async function retitle(file: string, title: string): Promise<void> {
  const { body } = await send<FileVersion>(current.editor().port, `/api/file?file=${file}`);
  const saved = await send(current.editor().port, "/api/save", {
    body: { file, text: body.text.replace(/^title: .*$/m, `title: ${title}`), baseHash: body.hash },
  });
  expect(saved.status).toBe(200);
}

const png = readFileSync(join(SOURCE_ROOT, "public/images/share/northgate-systems.png"));

describe("POST /api/publish", () => {
  it("commits exactly the changed page and public files as the author and pushes them to the upstream", async () => {
    await retitle("pages/cookies.yaml", "Cookies");
    await send(current.editor().port, "/api/upload?name=team.png", { body: png });
    // Something a developer staged outside pages/ and public/ stays out of the commit.
    writeFileSync(join(current.project().root, "NOTES.md"), "work in progress\n");
    gitIn(current.project().root, "add", "NOTES.md");

    const { body: state } = await send<EditorState>(current.editor().port, "/api/state");
    expect(state.git).toEqual({
      repository: true,
      remote: "origin",
      changedFiles: ["pages/cookies.yaml", "public/images/uploads/team.png"],
      leftOut: [],
      unusedUploads: ["public/images/uploads/team.png"],
    });

    const answer = await send<PublishResponse>(current.editor().port, "/api/publish", { body: { author: "Jane Doe", keepUnused: true } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      commit: gitIn(current.project().root, "rev-parse", "HEAD"),
      message: "Update Cookies (/cookies), /images/uploads/team.png\n\nPublished from the page editor by Jane Doe.",
      files: ["pages/cookies.yaml", "public/images/uploads/team.png"],
      pushed: true,
      remote: "origin",
      leftOut: [],
      removed: [],
    });
    const remoteLog = gitIn(current.project().remote!, "log", "-1", "--format=%an <%ae>%n%cn%n%B");
    expect(remoteLog).toBe(
      "Jane Doe <jane-doe@editor.invalid>\nTest Developer\nUpdate Cookies (/cookies), /images/uploads/team.png\n\nPublished from the page editor by Jane Doe.",
    );
    expect(gitIn(current.project().remote!, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([
      "pages/cookies.yaml",
      "public/images/uploads/team.png",
    ]);
    expect(gitIn(current.project().root, "status", "--porcelain")).toBe("A  NOTES.md");

    const again = await send(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
    expect(again).toMatchObject({ status: 409, body: { message: "Nothing to publish: no page or file changed since the last publish." } });
  });

  it("names renamed and deleted pages and the site settings, with the email given", async () => {
    await send(current.editor().port, "/api/pages/rename", { body: { from: "/cookies", to: "/cookiePolicy", redirect: true } });
    const answer = await send<PublishResponse>(current.editor().port, "/api/publish", {
      body: { author: "Jane Doe", email: "jane@example.com" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message.split("\n")[0]).toBe(
      "Update site settings, Cookie Policy (/cookiePolicy), /cookies, Privacy Policy (/privacyPolicy)",
    );
    expect(gitIn(current.project().remote!, "log", "-1", "--format=%an <%ae>")).toBe("Jane Doe <jane@example.com>");
    expect(gitIn(current.project().remote!, "show", "--name-status", "--no-renames", "--format=", "HEAD").split("\n").sort()).toEqual([
      "A\tpages/cookiePolicy.yaml",
      "D\tpages/cookies.yaml",
      "M\tpages/_site.yaml",
      "M\tpages/privacyPolicy.yaml",
    ]);
  });

  it("refuses to publish while a page has an error, and commits nothing", async () => {
    writeFileSync(join(current.project().root, "pages/cookies.yaml"), "title: Cookies\n");
    const before = gitIn(current.project().root, "rev-parse", "HEAD");
    const answer = await send<ApiProblem>(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(/^Nothing was published: the site has \d+ errors?\. Fix (it|them) first\.$/);
    expect(answer.body.errors?.[0]?.file).toBe("pages/cookies.yaml");
    expect(gitIn(current.project().root, "rev-parse", "HEAD")).toBe(before);
  });

  it("keeps the commit and answers 502 with Git's reason when the push fails", async () => {
    gitIn(current.project().root, "remote", "set-url", "origin", join(current.project().root, "no-such-remote"));
    await retitle("pages/cookies.yaml", "Cookies");
    const answer = await send<ApiProblem & { commit: string }>(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
    expect(answer.status).toBe(502);
    const commit = gitIn(current.project().root, "rev-parse", "HEAD");
    expect(answer.body.commit).toBe(commit);
    expect(answer.body.message).toMatch(
      new RegExp(
        `^Your changes were saved as commit ${commit.slice(0, 7)}, but sending them to origin failed: .*no-such-remote.* Nothing is lost`,
      ),
    );
    expect(gitIn(current.project().root, "log", "-1", "--format=%s")).toBe("Update Cookies (/cookies)");

    // Once the remote is reachable again, publishing sends the commit that stayed behind.
    gitIn(current.project().root, "remote", "set-url", "origin", current.project().remote!);
    const again = await send<PublishResponse>(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ commit, pushed: true, remote: "origin", files: [] });
    expect(gitIn(current.project().remote!, "log", "-1", "--format=%H")).toBe(commit);
  });

  it("commits without pushing when there is no remote, and asks for a name", async () => {
    gitIn(current.project().root, "remote", "remove", "origin");
    await retitle("pages/cookies.yaml", "Cookies");
    expect((await send(current.editor().port, "/api/publish", { body: { author: "  " } })).status).toBe(400);
    expect((await send(current.editor().port, "/api/publish", { body: { author: "Jane <x@y>" } })).status).toBe(400);
    expect((await send(current.editor().port, "/api/publish", { body: { author: "Jane", email: "not an address" } })).status).toBe(400);
    const answer = await send<PublishResponse>(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
    expect(answer.body).toMatchObject({ pushed: false, remote: null, files: ["pages/cookies.yaml"] });
  });
});

describe("what a publish commits", () => {
  it("leaves out symbolic links, file types uploads refuse and names with control characters, and says why", async () => {
    const root = current.project().root;
    const outside = mkdtempSync(join(tmpdir(), "publish-outside-"));
    try {
      writeFileSync(join(outside, "secret.png"), png);
      // What a developer's tool or a stray copy may leave in public/: the editor itself writes none of it.
      mkdirSync(join(root, "public/images/uploads"), { recursive: true });
      symlinkSync(outside, join(root, "public/images/outside"));
      symlinkSync(join(outside, "secret.png"), join(root, "public/images/uploads/linked.png"));
      writeFileSync(join(root, "public/drawing.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n');
      writeFileSync(join(root, "public/offer.html"), "<!doctype html><script>alert(1)</script>\n");
      writeFileSync(join(root, "public/feed.xml"), '<?xml version="1.0"?><feed/>\n');
      writeFileSync(join(root, "public/images/uploads/bell\u0007.png"), png);
      await retitle("pages/cookies.yaml", '"Cookie Policy"');
      await send(current.editor().port, "/api/upload?name=cookie-banner.png", { body: png });
      const page = readFileSync(join(root, "pages/cookies.yaml"), "utf8");
      writeFileSync(
        join(root, "pages/cookies.yaml"),
        page.replace(/^description: .*$/m, "description: Cookies. ![Banner](/images/uploads/cookie-banner.png)"),
      );

      const { body: state } = await send<EditorState>(current.editor().port, "/api/state");
      expect(state.git.changedFiles).toEqual(["pages/cookies.yaml", "public/images/uploads/cookie-banner.png"]);
      const answer = await send<PublishResponse>(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
      expect(answer.status).toBe(200);
      expect(answer.body.files).toEqual(["pages/cookies.yaml", "public/images/uploads/cookie-banner.png"]);
      expect(answer.body.leftOut).toEqual([
        {
          file: "public/drawing.svg",
          reason:
            "drawing.svg is an SVG drawing, which can carry script; upload a PNG, JPEG or WebP instead, or ask a developer to add the SVG.",
        },
        { file: "public/feed.xml", reason: "feed.xml is not a picture (PNG, JPEG, GIF, WebP, AVIF) or a PDF." },
        { file: "public/images/outside", reason: "public/images/outside is a symbolic link, which may lead anywhere on the disk." },
        {
          file: "public/images/uploads/bell?.png",
          reason: "its name has a control character (an invisible character that can disguise a name).",
        },
        {
          file: "public/images/uploads/linked.png",
          reason: "public/images/uploads/linked.png is a symbolic link, which may lead anywhere on the disk.",
        },
        { file: "public/offer.html", reason: "offer.html is not a picture (PNG, JPEG, GIF, WebP, AVIF) or a PDF." },
      ]);
      expect(state.git.leftOut).toEqual(answer.body.leftOut);
      expect(gitIn(current.project().remote!, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([
        "pages/cookies.yaml",
        "public/images/uploads/cookie-banner.png",
      ]);
      // The message names the page by its title (a title with control characters is refused when saved).
      expect(gitIn(current.project().remote!, "log", "-1", "--format=%s")).toBe(
        "Update Cookie Policy (/cookies), /images/uploads/cookie-banner.png",
      );
      expect(answer.body.message.split("\n")[0]).toBe("Update Cookie Policy (/cookies), /images/uploads/cookie-banner.png");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("refuses an author name with control characters", async () => {
    await retitle("pages/cookies.yaml", "Cookies");
    expect((await send(current.editor().port, "/api/publish", { body: { author: "Jane\u001b[2J Doe" } })).status).toBe(400);
  });

  it("removes new uploads no page uses (a cover replaced twice) unless the author keeps them", async () => {
    const root = current.project().root;
    for (const name of ["cover.png", "cover-new.png", "cover-final.png"])
      await send(current.editor().port, `/api/upload?name=${name}&folder=covers`, { body: png });
    const { body: version } = await send<FileVersion>(current.editor().port, "/api/file?file=pages/_site.yaml");
    const site = version.text.replace("src: /images/share/northgate-systems.png", "src: /images/covers/cover-final.png");
    expect(
      (await send(current.editor().port, "/api/save", { body: { file: "pages/_site.yaml", text: site, baseHash: version.hash } })).status,
    ).toBe(200);
    // A new picture outside public/images/, where uploads go, is a developer's (named by the site's code, say): never taken for an unused upload.
    writeFileSync(join(root, "public/og-card.png"), png);

    const { body: state } = await send<EditorState>(current.editor().port, "/api/state");
    expect(state.git.unusedUploads).toEqual(["public/images/covers/cover-new.png", "public/images/covers/cover.png"]);
    const answer = await send<PublishResponse>(current.editor().port, "/api/publish", { body: { author: "Jane Doe" } });
    expect(answer.status).toBe(200);
    expect(answer.body.removed).toEqual(["public/images/covers/cover-new.png", "public/images/covers/cover.png"]);
    expect(gitIn(current.project().remote!, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([
      "pages/_site.yaml",
      "public/images/covers/cover-final.png",
      "public/og-card.png",
    ]);
    expect(existsSync(join(root, "public/images/covers/cover.png"))).toBe(false);
    expect(existsSync(join(root, "public/images/covers/cover-new.png"))).toBe(false);
    expect(gitIn(root, "status", "--porcelain")).toBe("");

    // Kept: a picture meant for a page still to come is published as it is.
    mkdirSync(join(root, "public/images/later"));
    writeFileSync(join(root, "public/images/later/spring.png"), png);
    const kept = await send<PublishResponse>(current.editor().port, "/api/publish", { body: { author: "Jane Doe", keepUnused: true } });
    expect(kept.body).toMatchObject({ files: ["public/images/later/spring.png"], removed: [] });
    expect(gitIn(current.project().remote!, "show", "--name-only", "--format=", "HEAD")).toBe("public/images/later/spring.png");
  });
});

describe("outside a Git repository", () => {
  it("says there is nowhere to publish to", async () => {
    const plain = tempProject();
    const other = await startEditor({ rootDir: plain.root, port: 0, appDir: false, token: TEST_EDITOR_TOKEN });
    try {
      const answer = await send(other.port, "/api/publish", { body: { author: "Jane Doe" } });
      expect(answer).toMatchObject({
        status: 409,
        body: { message: "The project is not a Git repository, so there is nowhere to publish to. Ask a developer to set one up." },
      });
    } finally {
      await other.close();
      plain.remove();
    }
  });
});
