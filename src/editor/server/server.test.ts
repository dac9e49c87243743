import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiProblem, CheckResponse, EditorSchemas, EditorState, FileVersion, SaveConflict } from "../api-types.ts";
import { MAX_UPLOAD_BYTES } from "../guard.ts";
import { MAX_UPLOAD_BODY_BYTES } from "./assets.ts";
import { EDITOR_CSP } from "./http-util.ts";
import { editPort, EditorStartError, startEditor, type RunningEditor } from "./server.ts";
import { SOURCE_ROOT, tempProject, type TempProject } from "../../../scripts/support/project-copy.ts";
import { send, TEST_EDITOR_TOKEN } from "../../../tests/support/editor-requests.ts";

let project: TempProject;
let editor: RunningEditor;
let outside: string;

beforeAll(async () => {
  project = tempProject();
  outside = mkdtempSync(join(tmpdir(), "editor-outside-"));
  writeFileSync(join(outside, "secret.yaml"), "title: secret\n");
  writeFileSync(join(outside, "secret.png"), "not a picture");
  symlinkSync(join(outside, "secret.yaml"), join(project.root, "pages/linked.yaml"));
  symlinkSync(outside, join(project.root, "public/images/linked"));
  writeFileSync(join(project.root, "public/.env"), "SECRET=1\n");
  editor = await startEditor({ rootDir: project.root, port: 0, appDir: false, token: TEST_EDITOR_TOKEN });
  // The first validation compiles the schemas; later requests reuse them.
  await send(editor.port, "/api/file?file=pages/home.yaml");
}, 60_000);

afterAll(async () => {
  await editor?.close();
  project?.remove();
  rmSync(outside, { recursive: true, force: true });
});

const sha = (text: string) => createHash("sha256").update(text).digest("hex");
const read = (rel: string) => readFileSync(join(project.root, rel), "utf8");

describe("guards", () => {
  it("answers only requests that carry this start's token: the printed address sets it as a cookie, anything else is 401", async () => {
    const noToken = await send<ApiProblem>(editor.port, "/api/state", { headers: { cookie: undefined } });
    expect(noToken.status).toBe(401);
    expect(noToken.body.message).toMatch(/^This editor opens only from the address npm run edit printed/);
    const wrong = await send(editor.port, "/api/state", { headers: { cookie: "page-editor-token=guessed-token-0123456789" } });
    expect(wrong.status).toBe(401);
    expect((await send(editor.port, "/", { headers: { cookie: undefined } })).status).toBe(401);
    const post = await send(editor.port, "/api/check", {
      body: { file: "pages/home.yaml", text: "title: x\n" },
      headers: { cookie: undefined },
    });
    expect(post.status).toBe(401);

    const opened = await send(editor.port, `/edit/pages/home.yaml?token=${TEST_EDITOR_TOKEN}`, { headers: { cookie: undefined } });
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe("/edit/pages/home.yaml");
    const cookie = String(opened.headers["set-cookie"]);
    expect(cookie).toContain(`page-editor-token=${TEST_EDITOR_TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const guessed = await send(editor.port, "/?token=guessed-token-0123456789", { headers: { cookie: undefined } });
    expect(guessed.status).toBe(401);
  });

  it("prints an address with a new secret at every start", async () => {
    const other = await startEditor({ rootDir: project.root, port: 0, appDir: false });
    try {
      expect(other.url).toMatch(new RegExp(`^http://localhost:${other.port}/\\?token=[0-9a-f]{32}$`));
      expect(other.token).not.toBe(TEST_EDITOR_TOKEN);
      expect((await send(other.port, "/api/state")).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("refuses a request whose Host is not the editor's own (DNS rebinding), with a plain sentence", async () => {
    const answer = await send(editor.port, "/api/state", { headers: { host: `attacker.example:${editor.port}` } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: `This editor answers only its own page at http://localhost:${editor.port}/.` });
    expect((await send(editor.port, "/", { headers: { host: `127.0.0.1:${editor.port + 1}` } })).status).toBe(403);
  });

  it("refuses a POST from another origin, and one with neither Origin nor Sec-Fetch-Site: same-origin", async () => {
    const body = { file: "pages/home.yaml", text: "title: x\n" };
    const foreign = await send(editor.port, "/api/check", { body, headers: { origin: "https://attacker.example" } });
    expect(foreign.status).toBe(403);
    const bare = await send<ApiProblem>(editor.port, "/api/check", { body, headers: { origin: undefined } });
    expect(bare.status).toBe(403);
    expect(bare.body.message).toBe("The editor takes changes only from its own page.");
    const sameOrigin = await send(editor.port, "/api/check", { body, headers: { origin: undefined, "sec-fetch-site": "same-origin" } });
    expect(sameOrigin.status).toBe(200);
    const crossSiteRead = await send(editor.port, "/api/state", { headers: { "sec-fetch-site": "same-site" } });
    expect(crossSiteRead.status).toBe(403);
  });

  it("takes JSON only as application/json, and answers a malformed request with a 400 sentence", async () => {
    const wrongType = await send(editor.port, "/api/check", { body: "{}", headers: { "content-type": "text/plain" } });
    expect(wrongType.status).toBe(415);
    const badJson = await send(editor.port, "/api/check", { body: "{not json" });
    expect(badJson).toMatchObject({ status: 400, body: { message: "The request body is not valid JSON." } });
    const missing = await send(editor.port, "/api/check", { body: { file: "pages/home.yaml" } });
    expect(missing).toMatchObject({ status: 400, body: { message: 'The request needs "text" as text.' } });
    expect((await send(editor.port, "/api/nothing")).status).toBe(404);
    expect((await send(editor.port, "/api/check")).status).toBe(405);
  });

  it("refuses paths outside pages/, climbing paths, dotfiles and symbolic links", async () => {
    for (const file of [
      "pages/../package.json",
      "package.json",
      "public/images/x.png",
      "pages/.hidden.yaml",
      "pages/_other.yaml",
      "pages/linked.yaml",
    ]) {
      const answer = await send<ApiProblem>(editor.port, `/api/file?file=${encodeURIComponent(file)}`);
      expect(answer.status, file).toBe(400);
      expect(answer.body.message, file).toMatch(/\.$/);
    }
    expect((await send<ApiProblem>(editor.port, "/api/file?file=pages/linked.yaml")).body.message).toBe(
      "pages/linked.yaml is a symbolic link, which may lead anywhere on the disk.",
    );
    const save = await send(editor.port, "/api/save", { body: { file: "pages/linked.yaml", text: "title: x\n", baseHash: null } });
    expect(save.status).toBe(400);
    expect(readFileSync(join(outside, "secret.yaml"), "utf8")).toBe("title: secret\n");
    expect((await send(editor.port, "/api/file?file=pages/nothing.yaml")).status).toBe(404);
  });

  it("refuses a body over the upload limit with 413 without reading it all, and keeps serving", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    const upload = await send<ApiProblem>(editor.port, "/api/upload?name=big.png", { body: big });
    expect(upload.status).toBe(413);
    expect(upload.body.message).toMatch(/larger than 60 MB/);
    const json = await send(editor.port, "/api/check", { body: `{"file":"pages/home.yaml","text":"${"x".repeat(MAX_UPLOAD_BYTES)}"}` });
    expect(json.status).toBe(413);
    const chunked = await send(editor.port, "/api/upload?name=big.png", { body: big, headers: { "content-length": undefined } });
    expect(chunked.status).toBe(413);
    expect((await send(editor.port, "/api/file?file=pages/home.yaml")).status).toBe(200);
  });

  it("survives a malformed address and a request that is not HTTP", async () => {
    expect((await send(editor.port, "/images/%E0%A4%A")).status).toBe(400);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(editor.port, "127.0.0.1", () => socket.end("NOT HTTP AT ALL\r\n\r\n"));
      let text = "";
      socket.on("data", (d) => (text += d.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await send(editor.port, "/api/file?file=pages/home.yaml")).status).toBe(200);
  });

  it("sends the security headers on every answer, and never lets /api be cached", async () => {
    for (const path of ["/", "/api/state", "/images/brand/logo.svg", "/nothing"]) {
      const answer = await send(editor.port, path);
      expect(answer.headers["content-security-policy"], path).toBe(EDITOR_CSP);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answer.headers["referrer-policy"], path).toBe("no-referrer");
    }
    expect((await send(editor.port, "/api/state")).headers["cache-control"]).toBe("no-store");
  });
});

describe("documents and public files", () => {
  it("serves the editor's document at / and every /edit path, and the preview document", async () => {
    for (const path of ["/", "/edit", "/edit/pages/home.yaml"]) {
      const answer = await send(editor.port, path);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(answer.text).toContain("<title>Page editor — Northgate Systems</title>");
      expect(answer.text).toContain('<div id="root"></div>');
      expect(answer.text).toContain('<link rel="stylesheet" href="/_editor/editor.css">');
      expect(answer.text).toContain('<script type="module" src="/_editor/editor.js"></script>');
    }
    const preview = await send(editor.port, "/_editor/preview.html");
    expect(preview.text).toContain('<script type="module" src="/_editor/preview.js"></script>');
    expect(preview.text).toContain('<link rel="stylesheet" href="/_editor/preview.css">');
  });

  it("serves public/'s files at their site paths, but no dotfile, link, folder or climbing path", async () => {
    const logo = await send(editor.port, "/images/brand/logo.svg");
    expect(logo.status).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/svg+xml");
    expect(logo.text).toBe(read("public/images/brand/logo.svg"));
    for (const path of [
      "/.env",
      "/images/linked/secret.png",
      "/images",
      "/images/../../package.json",
      "/%2e%2e/package.json",
      "/pages/home.yaml",
    ]) {
      expect((await send(editor.port, path)).status, path).toBe(404);
    }
  });
});

describe("GET /api/state and /api/schema", () => {
  it("lists the pages by route with their titles, the not-found page and the site settings", async () => {
    const { body: state } = await send<EditorState>(editor.port, "/api/state");
    const routes = state.pages.map((p) => p.route);
    expect(routes.slice(0, -1)).toEqual([...routes.slice(0, -1)].sort((a, b) => a!.localeCompare(b!)));
    expect(state.pages.at(-1)).toEqual({ file: "pages/_site.yaml", route: null, title: "Site settings", errorCount: 0 });
    expect(state.pages).toContainEqual({ file: "pages/_404.yaml", route: "/404", title: expect.any(String), errorCount: 0 });
    expect(state.pages).toContainEqual({ file: "pages/partners.yaml", route: "/partners", title: "Partners", errorCount: 0 });
    expect(state.routes).toContainEqual({
      route: "/precisionERP/AssetManagement",
      title: "PrecisionERP",
      ids: expect.arrayContaining(["AssetManagement"]),
    });
    expect(state.routes.find((r) => r.route === "/partners")?.ids).toEqual(expect.arrayContaining(["Odoo", "NetSuite"]));
    expect(state.keys.leadForms).toContain("erpOne");
    expect(state.keys.videos).toContain("ceoMessage");
    expect(state.keys.about?.leadForms.industriesFive).toEqual({
      label: "Contact form: manufacturing",
      pages: [{ title: expect.any(String), route: "/verticals/manufacturing" }],
    });
    expect(state.keys.about?.leadForms.servicesOne).toEqual({ label: "Contact form: consulting services", pages: [] });
    expect(state.keys.about?.videos.ceoMessage).toMatchObject({ label: "Video: introduction of our CEO", pages: [{ route: "/aboutus" }] });
    // The symbolic link planted in pages/ is the only problem of the copy.
    expect(state.errors.map((e) => `${e.code} ${e.file}`)).toEqual(["E_LINKED_FILE pages/linked.yaml"]);
    expect(state.git).toEqual({ repository: false, remote: null, changedFiles: [], leftOut: [], unusedUploads: [] });
  });

  it("gives the bundled schemas and a catalogue entry per block type, titled in words", async () => {
    const { body } = await send<EditorSchemas>(editor.port, "/api/schema");
    expect(body.page.definitions).toHaveProperty("block_hero");
    expect(body.site.properties).toHaveProperty("redirects");
    const cta = body.catalogue.find((c) => c.type === "callToAction")!;
    expect(cta.title).toBe("Call to action");
    expect(cta.description).toBeTruthy();
    expect(cta.example.type).toBe("callToAction");
    expect(cta.rendered.type).toBe("callToAction");
    // The proof blocks are offered too, each titled in words and rendered from its example.
    const proof = body.catalogue.filter((c) => ["caseStudy", "logoWall", "faq", "comparison"].includes(c.type));
    expect(proof.map((c) => [c.type, c.title, c.rendered.type])).toEqual([
      ["caseStudy", "Case study", "caseStudy"],
      ["comparison", "Comparison", "comparison"],
      ["faq", "FAQ", "faq"],
      ["logoWall", "Logo wall", "logoWall"],
    ]);
    for (const entry of proof) expect(entry.description).toBeTruthy();
    // The walkthrough block is offered like any other, with its example ready to add.
    const tour = body.catalogue.find((c) => c.type === "productTour")!;
    expect([tour.title, tour.example.heading]).toEqual(["Product tour", "See it in action"]);
  });
});

describe("POST /api/check", () => {
  it("returns the draft's located errors first, no page, and the site as it is on disk", async () => {
    const text = read("pages/partners.yaml").replace("blocks:", "blocks:\n  - type: heroo");
    const { status, body } = await send<CheckResponse>(editor.port, "/api/check", { body: { file: "pages/partners.yaml", text } });
    expect(status).toBe(200);
    expect(body.errors[0]).toMatchObject({
      file: "pages/partners.yaml",
      code: "E_UNKNOWN_BLOCK",
      line: expect.any(Number),
      col: expect.any(Number),
      message: expect.stringContaining('"heroo"'),
    });
    expect(body.page).toBeNull();
    expect(body.site?.brand.name).toBe("Northgate Systems");
    expect(read("pages/partners.yaml")).not.toContain("heroo");
  });

  it("returns the page model of a good draft, the not-found page for _404.yaml, and none for the site settings", async () => {
    const text = read("pages/partners.yaml").replace(/^title: .*$/m, "title: Our partners");
    const { body } = await send<CheckResponse>(editor.port, "/api/check", { body: { file: "pages/partners.yaml", text } });
    expect(body.page).toMatchObject({ route: "/partners", title: "Our partners", file: "pages/partners.yaml" });
    expect(body.page!.blocks.length).toBeGreaterThan(0);
    const notFound = await send<CheckResponse>(editor.port, "/api/check", {
      body: { file: "pages/_404.yaml", text: read("pages/_404.yaml") },
    });
    expect(notFound.body.page?.route).toBe("/404");
    const site = await send<CheckResponse>(editor.port, "/api/check", {
      body: { file: "pages/_site.yaml", text: read("pages/_site.yaml") },
    });
    expect(site.body.page).toBeNull();
    expect(site.body.site?.brand.name).toBe("Northgate Systems");
  });

  // How fast is npm run bench's to measure (scripts/bench-editor.ts, target 100 ms), not a test's.
  it("checks pages/resources.yaml again and again, each answer with its page and the time the check took", async () => {
    const text = read("pages/resources.yaml");
    for (let i = 0; i < 3; i++) {
      const { status, body } = await send<CheckResponse>(editor.port, "/api/check", {
        body: { file: "pages/resources.yaml", text: `${text}${"\n".repeat(i % 2)}` },
      });
      expect(status).toBe(200);
      expect(body.page?.route).toBe("/resources");
      expect(body.ms).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("POST /api/save", () => {
  it("saves at the base version, answers 409 with the disk version after another change, then saves when forced", async () => {
    const file = "pages/cookies.yaml";
    const { body: start } = await send<FileVersion>(editor.port, `/api/file?file=${file}`);
    expect(start.hash).toBe(sha(start.text));
    const mine = start.text.replace(/^title: .*$/m, "title: Cookies (mine)");
    const saved = await send(editor.port, "/api/save", { body: { file, text: mine, baseHash: start.hash } });
    expect(saved).toMatchObject({ status: 200, body: { hash: sha(mine) } });
    expect(read(file)).toBe(mine);

    const theirs = mine.replace("Cookies (mine)", "Cookies (theirs)");
    writeFileSync(join(project.root, file), theirs);
    const late = start.text.replace(/^title: .*$/m, "title: Cookies (late)");
    const conflict = await send<SaveConflict>(editor.port, "/api/save", { body: { file, text: late, baseHash: sha(mine) } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.disk).toEqual({ file, text: theirs, hash: sha(theirs) });
    expect(read(file)).toBe(theirs);

    const forced = await send(editor.port, "/api/save", { body: { file, text: late, baseHash: sha(mine), force: true } });
    expect(forced.status).toBe(200);
    expect(read(file)).toBe(late);
  });

  it("refuses a draft with errors with 422 and its errors, and writes nothing", async () => {
    const file = "pages/cookies.yaml";
    const before = read(file);
    const bad = before.replace("blocks:", "blocks:\n  - type: heroo");
    const answer = await send<ApiProblem>(editor.port, "/api/save", { body: { file, text: bad, baseHash: sha(before) } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe("pages/cookies.yaml was not saved: it has 1 error. Fix it first.");
    expect(answer.body.errors?.[0]).toMatchObject({ file, code: "E_UNKNOWN_BLOCK" });
    expect(read(file)).toBe(before);
  });

  it("refuses a draft that would break another file (a section id the menu links to), naming what breaks", async () => {
    const file = "pages/partners.yaml";
    const before = read(file);
    const draft = before.replace("id: Odoo\n", "id: OdooERP\n");
    const check = await send<CheckResponse>(editor.port, "/api/check", { body: { file, text: draft } });
    expect(check.body.errors.filter((e) => e.file === file && e.severity !== "warning")).toEqual([]);
    const broken = { code: "E_BROKEN_ANCHOR", message: 'The page /partners has no block with the id "Odoo".' };
    expect(check.body.elsewhere).toEqual([
      expect.objectContaining({ file: "pages/_site.yaml", ...broken }),
      expect.objectContaining({ file: "pages/home.yaml", path: "blocks[4] (cardGrid) > cards[0] > href", ...broken }),
      expect.objectContaining({ file: "pages/home.yaml", path: "blocks[5] (logoStrip) > logos[0] > href", ...broken }),
    ]);
    const answer = await send<ApiProblem>(editor.port, "/api/save", { body: { file, text: draft, baseHash: sha(before) } });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(
      /^pages\/partners\.yaml was not saved: it would break 3 things in pages\/_site\.yaml, pages\/home\.yaml/,
    );
    expect(read(file)).toBe(before);
    const unchanged = await send<CheckResponse>(editor.port, "/api/check", { body: { file, text: before } });
    expect(unchanged.body.elsewhere).toEqual([]);
  });

  it("writes through a temporary file and leaves none behind; a new file gets its folder", async () => {
    const text = read("pages/cookies.yaml").replace(/^title: .*$/m, "title: Mining");
    const answer = await send(editor.port, "/api/save", { body: { file: "pages/industries/mining.yaml", text, baseHash: null } });
    expect(answer.status).toBe(200);
    expect(read("pages/industries/mining.yaml")).toBe(text);
    expect(readdirSync(join(project.root, "pages/industries"))).toEqual(["mining.yaml"]);
    expect(readdirSync(join(project.root, "pages")).filter((n) => n.startsWith("."))).toEqual([]);
    const again = await send(editor.port, "/api/save", { body: { file: "pages/industries/mining.yaml", text, baseHash: null } });
    expect(again.status).toBe(409);
  });
});

describe("the browser app's bundle", () => {
  it("bundles both entries with their CSS and serves them under /_editor/", async () => {
    const app = mkdtempSync(join(tmpdir(), "editor-app-"));
    try {
      writeFileSync(join(app, "shared.ts"), "export const greet = (name: string): string => `Hello ${name}`;\n");
      writeFileSync(join(app, "editor.css"), ".editor { color: teal; }\n");
      writeFileSync(
        join(app, "editor.tsx"),
        'import "./editor.css";\nimport { greet } from "./shared.ts";\nexport const App = () => <p className="editor">{greet("editor")}</p>;\n',
      );
      writeFileSync(join(app, "preview.tsx"), 'import { greet } from "./shared.ts";\nconsole.log(greet("preview"));\n');
      const withApp = await startEditor({ rootDir: project.root, port: 0, appDir: app, token: TEST_EDITOR_TOKEN });
      try {
        const js = await send(withApp.port, "/_editor/editor.js");
        expect(js.status).toBe(200);
        expect(js.headers["content-type"]).toBe("text/javascript; charset=utf-8");
        expect(js.text).toMatch(/react\/jsx|jsx/);
        const css = await send(withApp.port, "/_editor/editor.css");
        expect(css.text).toMatch(/color:\s*teal/);
        expect((await send(withApp.port, "/_editor/preview.js")).status).toBe(200);
        expect((await send(withApp.port, "/_editor/preview.css")).status).toBe(200);
        const chunk = /from\s*"(\/_editor\/chunks\/[^"]+\.js)"/.exec(js.text)?.[1] ?? /from "\.\/(chunks\/[^"]+\.js)"/.exec(js.text)?.[1];
        expect(chunk).toBeDefined();
        expect((await send(withApp.port, chunk!.startsWith("/") ? chunk! : `/_editor/${chunk}`)).status).toBe(200);
      } finally {
        await withApp.close();
      }
      rmSync(join(app, "preview.tsx"));
      await expect(startEditor({ rootDir: project.root, port: 0, appDir: app, token: TEST_EDITOR_TOKEN })).rejects.toThrow(
        EditorStartError,
      );
      await expect(startEditor({ rootDir: project.root, port: 0, appDir: app, token: TEST_EDITOR_TOKEN })).rejects.toThrow(
        /preview\.tsx does not exist/,
      );
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });

  it("reads EDIT_PORT, and npm run edit stops with a sentence for a bad one", () => {
    expect(editPort(undefined)).toBe(5174);
    expect(editPort("0")).toBe(0);
    expect(editPort(" 5200 ")).toBe(5200);
    for (const bad of ["abc", "-1", "70000", "51.5"]) expect(() => editPort(bad)).toThrow(EditorStartError);
    const run = spawnSync(process.execPath, ["--import", "tsx", join(SOURCE_ROOT, "scripts/edit.ts")], {
      env: { ...process.env, EDIT_PORT: "abc" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr.trim()).toBe("EDIT_PORT=abc is not a port: give a number from 1 to 65535 (0 picks a free one).");
  }, 30_000);

  it("says when the port is taken", async () => {
    await expect(startEditor({ rootDir: project.root, port: editor.port, appDir: false, token: TEST_EDITOR_TOKEN })).rejects.toThrow(
      `Port ${editor.port} is already in use`,
    );
  });
});
