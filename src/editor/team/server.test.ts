/**
 * The team editor's HTTP server at the API level (no browser), against a real bare repository and a
 * real OpenID provider. Sessions are minted with the editor's own SessionCookies and secret on a
 * throwaway node:http server; signing in through the provider is the end-to-end test's part.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTeamSite, TEST_SESSION_SECRET, type TeamSite } from "../../../scripts/support/team-site.ts";
import type { FileVersion } from "../api-types.ts";
import { gitIn, SOURCE_ROOT } from "../../../scripts/support/project-copy.ts";
import { send, type Answer } from "../../../tests/support/editor-requests.ts";
import type { ChangeSet, ChangeSetSummary, Me, PublishedChange } from "../team-types.ts";
import { clientAddress, startTeamEditor, type RunningTeamEditor } from "./server.ts";
import { SessionCookies, type LoginTransaction, type Person } from "./session.ts";

// Each test drives real Git and a real OpenID provider: slow beside a full test run on two cores.
vi.setConfig({ testTimeout: 120_000 });

const SECRET = TEST_SESSION_SECRET;
const ERIN = { email: "erin@example.com", name: "Erin" };
const SAM = { email: "sam@example.com", name: "Sam" };
const PAT = { email: "pat@example.com", name: "Pat" };
const MALLORY = { email: "mallory@elsewhere.org", name: "Mallory" };

let site: TeamSite;
let remote: string;
let editor: RunningTeamEditor;
let port: number;
/** The port of a second editor, for the sign-in rate limit. */
let limitedPort: number;
let base: string;
/** The editor's cookies, with its secret (its address is http://127.0.0.1: no Secure, no __Host- prefix). */
const sessions = new SessionCookies(SECRET, false);

beforeAll(async () => {
  site = await startTeamSite({ editors: 2 });
  remote = site.remote;
  [port, limitedPort] = site.ports as [number, number];
  base = `http://127.0.0.1:${port}`;
  editor = await startTeamEditor({ config: site.config(port), appDir: false });
  expect(editor.port).toBe(port);
}, 60_000);

afterAll(async () => {
  await editor?.close();
  await site?.close();
});

/**
 * Runs `handler` on one real request to a throwaway node:http server (a request with `cookie`, when
 * given) and returns what it answered: the Set-Cookie headers and the JSON body.
 */
async function once(
  handler: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>,
  cookie?: string,
): Promise<{ setCookies: string[]; body: unknown }> {
  const server = createServer((req, res) => {
    handler(req, res).then(
      (body) => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body ?? null)),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: cookie ? { cookie } : {} });
    return { setCookies: answer.headers.getSetCookie(), body: await answer.json() };
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

/** The `name=value` of a session cookie for `person`, sealed by `cookies.signIn` on a real response. */
async function mint(person: Person, cookies = sessions): Promise<string> {
  const { setCookies } = await once((_req, res) => cookies.signIn(res, person));
  expect(setCookies).toHaveLength(1);
  return setCookies[0]!.split(";")[0]!;
}

const minted = new Map<string, string>();
/** The Cookie header of a session for `person` with the editor's secret (minted once per person). */
async function sessionOf(person: Person): Promise<string> {
  let cookie = minted.get(person.email);
  if (!cookie) {
    cookie = await mint(person);
    expect(cookie).toMatch(/^editor-session=./);
    minted.set(person.email, cookie);
  }
  return cookie;
}

/** The sign-in under way a `Set-Cookie` of the editor holds, read as its callback reads it. */
async function loginOf(setCookie: string): Promise<LoginTransaction | null> {
  return (await once((req, res) => sessions.finishLogin(req, res), setCookie.split(";")[0])).body as LoginTransaction | null;
}

/** A request to the editor as `person` (or nobody), as its own page sends it (own Host; own Origin on POST). */
async function as<T = unknown>(
  person: Person | null,
  path: string,
  opts: { method?: string; body?: unknown; headers?: Record<string, string | undefined> } = {},
): Promise<Answer<T>> {
  return send<T>(port, path, { ...opts, headers: { cookie: person ? await sessionOf(person) : undefined, ...opts.headers } });
}

/** A GET of `path` from a browser that has not signed in (node:http: redirects are not followed). */
function visit(path: string, to = port): Promise<Answer> {
  return send(to, path, { headers: { cookie: undefined } });
}

const SOME_SET = "erin~no-such-change";
/** Every route of the API, with a method and a body where it takes one. */
const API: [method: "GET" | "POST", path: string][] = [
  ["GET", "/api/me"],
  ["GET", "/api/changes"],
  ["POST", "/api/changes"],
  ["GET", "/api/review"],
  ["GET", "/api/published"],
  ["GET", `/api/live?commit=${"0".repeat(40)}`],
  ["POST", `/api/changes/${SOME_SET}/open`],
  ["POST", `/api/changes/${SOME_SET}/resolve`],
  ["POST", `/api/changes/${SOME_SET}/discard`],
  ["POST", `/api/changes/${SOME_SET}/review`],
  ["GET", `/api/changes/${SOME_SET}/summary`],
  ["POST", `/api/changes/${SOME_SET}/publish`],
  ["GET", `/api/changes/${SOME_SET}/render?route=/home`],
  ["GET", `/api/changes/${SOME_SET}/state`],
  ["GET", `/api/changes/${SOME_SET}/file?file=pages/home.yaml`],
  ["POST", `/api/changes/${SOME_SET}/save`],
  ["POST", `/api/changes/${SOME_SET}/upload?name=a.png`],
  ["GET", "/api/no-such-route"],
  ["GET", "/api"],
];

describe("who may call the API", () => {
  it.each(API)("%s %s answers 401 without a session", async (method, path) => {
    const answer = await as<{ message: string }>(null, path, { method, body: method === "POST" ? {} : undefined });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("You are not signed in (or your session ended): sign in again.");
  });

  it("answers 401 for a session sealed with another secret, or tampered with", async () => {
    const cookie = await sessionOf(ERIN);
    const value = cookie.slice("editor-session=".length);
    const at = Math.floor(value.length / 2);
    const flipped = value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
    expect((await send(port, "/api/me", { headers: { cookie: `editor-session=${flipped}` } })).status).toBe(401);
    const foreign = await mint(ERIN, new SessionCookies("another-secret-of-at-least-32-characters", false));
    expect((await send(port, "/api/me", { headers: { cookie: foreign } })).status).toBe(401);
  });

  it.each(API)("%s %s answers 403 for a signed-in address editors.yaml does not list", async (method, path) => {
    const answer = await as<{ message: string }>(MALLORY, path, { method, body: method === "POST" ? {} : undefined });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("mallory@elsewhere.org may not use the editor: ask a publisher to add you to editors.yaml.");
  });

  it("tells a listed person who they are and what they may do", async () => {
    const erin = await as<Me>(ERIN, "/api/me");
    expect(erin.status).toBe(200);
    expect(erin.body).toEqual({ person: ERIN, role: "editor", publishers: ["pat@example.com"], siteUrl: null });
    expect((await as<Me>(PAT, "/api/me")).body.role).toBe("publisher");
    expect((await as<Me>({ email: "Sam@Example.com", name: "Sam" }, "/api/me")).body.role).toBe("editor");
  });

  it("reads editors.yaml from the deployed branch as it is now", async () => {
    const newcomer = { email: "lee@partner.org", name: "Lee" };
    expect((await as(newcomer, "/api/me")).status).toBe(403);
    const clone = join(mkdtempSync(join(tmpdir(), "team-colleague-")), "site");
    try {
      gitIn(tmpdir(), "clone", "--quiet", remote, clone);
      writeFileSync(join(clone, "editors.yaml"), 'publisher:\n  - pat@example.com\neditor:\n  - "@example.com"\n  - lee@partner.org\n');
      gitIn(clone, "-c", "user.name=Developer", "-c", "user.email=developer@example.com", "commit", "--quiet", "-am", "Lee edits too");
      gitIn(clone, "push", "--quiet", "origin", "main");
    } finally {
      rmSync(join(clone, ".."), { recursive: true, force: true });
    }
    // The roles are read again once the editor fetches (at most 10 s later; starting a change set fetches at once).
    const started = await as<ChangeSet>(PAT, "/api/changes", { body: { title: "Roles check" } });
    expect(started.status).toBe(201);
    const lee = await as<Me>(newcomer, "/api/me");
    expect(lee.status).toBe(200);
    expect(lee.body.role).toBe("editor");
    expect((await as(PAT, `/api/changes/${started.body.id}/discard`, { body: {} })).status).toBe(200);
  });
});

describe("where requests may come from", () => {
  it("refuses a Host other than EDITOR_URL's (403), for the API and the pages", async () => {
    for (const host of ["evil.example.com", `localhost:${port}`, "127.0.0.1"]) {
      const api = await as<{ message: string }>(PAT, "/api/me", { headers: { host } });
      expect(api.status, host).toBe(403);
      expect(api.body.message).toBe(`This editor answers only at ${base}.`);
      const page = await send(port, "/auth/login", { headers: { host } });
      expect(page.status, host).toBe(403);
      expect(page.text).toBe(`This editor answers only at ${base}.\n`);
    }
  });

  it("refuses a POST from a foreign Origin, or with none (403)", async () => {
    for (const origin of ["https://evil.example.com", `http://localhost:${port}`, "null", undefined]) {
      const answer = await as<{ message: string }>(PAT, "/api/changes", { body: { title: "From elsewhere" }, headers: { origin } });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.body.message).toBe("The editor takes changes only from its own pages.");
    }
    const logout = await as(PAT, "/auth/logout", { method: "POST", headers: { origin: "https://evil.example.com" } });
    expect(logout.status).toBe(403);
    expect(gitIn(remote, "branch", "--list", "edit/*")).toBe("");
  });

  it("takes a form posted with Origin: null when the browser says it is from the same origin", async () => {
    const cookie = await mint(PAT);
    const logout = await send(port, "/auth/logout", {
      method: "POST",
      headers: { cookie, origin: "null", "sec-fetch-site": "same-origin" },
    });
    expect(logout.status).toBe(303);
    // Signing out ends that session on the server too: a copy of its cookie is refused from then on.
    expect((await send(port, "/api/me", { headers: { cookie } })).status).toBe(401);
  });

  it("refuses an API read another site's page makes (Sec-Fetch-Site)", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const answer = await as<{ message: string }>(PAT, "/api/me", { headers: { "sec-fetch-site": site } });
      expect(answer.status, site).toBe(403);
      expect(answer.body.message).toBe("The editor's data is only for its own pages.");
    }
    for (const site of ["same-origin", "none"])
      expect((await as(PAT, "/api/me", { headers: { "sec-fetch-site": site } })).status, site).toBe(200);
  });
});

describe("change sets through the API", () => {
  it("an editor saves and asks for review but cannot publish (403); a publisher publishes (200, a commit on the remote's main)", async () => {
    const created = await as<ChangeSet>(ERIN, "/api/changes", { body: { title: "Resources refresh" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: "erin~resources-refresh", title: "Resources refresh", owner: ERIN });
    const id = created.body.id;

    const file = await as<FileVersion>(ERIN, `/api/changes/${id}/file?file=pages/resources.yaml`);
    expect(file.status).toBe(200);
    const text = file.body.text.replace(/^title: Resources$/m, "title: Events and guides");
    expect(text).not.toBe(file.body.text);
    const saved = await as(ERIN, `/api/changes/${id}/save`, { body: { file: "pages/resources.yaml", text, baseHash: file.body.hash } });
    expect(saved.status, saved.text).toBe(200);
    expect(gitIn(remote, "log", "-1", "--format=%an <%ae> %s", "edit/erin/resources-refresh")).toBe(
      "Erin <erin@example.com> Update /resources",
    );

    // Another editor may neither discard it nor read the review list.
    const discard = await as<{ message: string }>(SAM, `/api/changes/${id}/discard`, { body: {} });
    expect(discard.status).toBe(403);
    expect(discard.body.message).toBe("Only Erin, who started this change set, or a publisher can do that.");
    const review = await as<{ message: string }>(ERIN, "/api/review");
    expect([review.status, review.body.message]).toEqual([403, "Only publishers review change sets."]);

    const asked = await as<{ changeSet: ChangeSet; previewUrl: string }>(ERIN, `/api/changes/${id}/review`, { body: {} });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body.changeSet.review?.by).toBe("erin@example.com");
    expect(asked.body.previewUrl).toBe(`${base}/preview/${id}/`);

    const mainBefore = gitIn(remote, "rev-parse", "main");
    const refused = await as<{ message: string }>(ERIN, `/api/changes/${id}/publish`, { body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only a publisher can publish. Ask for review, and a publisher will publish it.");
    expect(gitIn(remote, "rev-parse", "main")).toBe(mainBefore);

    const waiting = await as<{ changeSets: { changeSet: ChangeSet }[] }>(PAT, "/api/review");
    expect(waiting.body.changeSets.map((s) => s.changeSet.id)).toEqual([id]);

    const published = await as<PublishedChange>(PAT, `/api/changes/${id}/publish`, { body: {} });
    expect(published.status, published.text).toBe(200);
    expect(published.body).toMatchObject({ title: "Resources refresh", branch: "main" });
    expect(published.body.commit).toBe(gitIn(remote, "rev-parse", "main"));
    expect(gitIn(remote, "log", "-1", "--format=%an <%ae> %s", "main")).toBe("Pat <pat@example.com> Publish: Resources refresh");
    expect(gitIn(remote, "show", "main:pages/resources.yaml")).toMatch(/^title: Events and guides$/m);
    expect(gitIn(remote, "branch", "--list", "edit/*")).toBe("");
    const recent = await as<{ published: { commit: string; title: string; publishedBy: Person; authors: string[] }[] }>(
      ERIN,
      "/api/published",
    );
    expect(recent.body.published[0]).toEqual({
      commit: published.body.commit,
      title: "Resources refresh",
      publishedBy: PAT,
      at: expect.any(String),
      authors: ["erin@example.com"],
    });
    expect((await as(ERIN, `/api/changes/${id}/open`, { body: {} })).status).toBe(404);
    // Opening a change set may merge and push: never as a GET.
    expect((await as(ERIN, `/api/changes/${id}`)).status).toBe(404);
  });
});

describe("what a change set publishes", () => {
  it("the review lists the uploads no page uses and the files the editor does not publish; publishing is refused while there are such files (422)", async () => {
    const created = await as<ChangeSet>(ERIN, "/api/changes", { body: { title: "New cover" } });
    const id = created.body.id;
    const png = readFileSync(join(SOURCE_ROOT, "public/images/share/northgate-systems.png"));
    for (const name of ["cover.png", "cover-2.png"])
      expect((await as(ERIN, `/api/changes/${id}/upload?name=${name}`, { body: png })).status).toBe(201);
    // An SVG that reached the change set's branch without the editor (pushed by hand).
    const clone = join(mkdtempSync(join(tmpdir(), "team-hand-")), "site");
    try {
      gitIn(tmpdir(), "clone", "--quiet", "--branch", created.body.branch, remote, clone);
      writeFileSync(join(clone, "public/drawing.svg"), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n');
      gitIn(clone, "add", "--all");
      gitIn(clone, "-c", "user.name=Someone", "-c", "user.email=someone@example.com", "commit", "--quiet", "-m", "By hand");
      gitIn(clone, "push", "--quiet", "origin", created.body.branch);
    } finally {
      rmSync(dirname(clone), { recursive: true, force: true });
    }

    const summary = await as<ChangeSetSummary>(PAT, `/api/changes/${id}/summary`);
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.unusedUploads).toEqual(["/images/uploads/cover-2.png", "/images/uploads/cover.png"]);
    expect(summary.body.leftOut).toEqual([
      {
        file: "public/drawing.svg",
        reason:
          "drawing.svg is an SVG drawing, which can carry script; upload a PNG, JPEG or WebP instead, or ask a developer to add the SVG.",
      },
    ]);
    const mainBefore = gitIn(remote, "rev-parse", "main");
    const refused = await as<{ message: string }>(PAT, `/api/changes/${id}/publish`, { body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      "Nothing was published: the change set holds a file the editor does not publish: public/drawing.svg (drawing.svg is an SVG drawing, which can carry script; upload a PNG, JPEG or WebP instead, or ask a developer to add the SVG). Ask a developer to take it out of the change set.",
    );
    expect(gitIn(remote, "rev-parse", "main")).toBe(mainBefore);
    await as(ERIN, `/api/changes/${id}/discard`, { body: {} });
  });
});

describe("sign-in", () => {
  it("GET /auth/login redirects (302) to the provider's authorization endpoint with PKCE S256, state and nonce, and keeps them in the sign-in cookie", async () => {
    const answer = await visit("/auth/login?returnTo=%2Fchanges%2Ferin~x%2F");
    expect(answer.status).toBe(302);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const discovery = (await (await fetch(`${site.provider.issuer}/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
    };
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(discovery.authorization_endpoint);
    const query = Object.fromEntries(location.searchParams);
    expect(query).toEqual({
      client_id: site.provider.clientId,
      redirect_uri: `${base}/auth/callback`,
      response_type: "code",
      scope: "openid email profile",
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as unknown,
      code_challenge_method: "S256",
      state: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) as unknown,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) as unknown,
    });

    const [setCookie] = answer.headers["set-cookie"] as string[];
    expect(setCookie).toMatch(/^editor-login=[^;]+; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/);
    // The cookie, read as the callback reads it, holds this redirect's state and nonce, and the PKCE verifier of its challenge.
    const transaction = (await loginOf(setCookie!))!;
    expect(transaction).toEqual({
      state: query.state,
      nonce: query.nonce,
      verifier: expect.any(String) as unknown,
      returnTo: "/changes/erin~x/",
    });
    expect(createHash("sha256").update(transaction.verifier).digest("base64url")).toBe(query.code_challenge);

    // The provider takes the request: it goes on to its login page rather than an error.
    const atProvider = await fetch(location, { redirect: "manual" });
    expect(atProvider.status).toBe(303);
    expect(atProvider.headers.get("location")).toMatch(/\/interaction\//);
  });

  it.each([
    ["https://evil.example.com/", "/"],
    ["//evil.example.com/", "/"],
    ["/auth/logout", "/"],
    ["/\\evil.example.com", "/"],
    ["/review", "/review"],
  ])("sends the browser back only to the editor's own paths: returnTo=%s → %s", async (returnTo, kept) => {
    const answer = await visit(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(answer.status).toBe(302);
    const [setCookie] = answer.headers["set-cookie"] as string[];
    expect((await loginOf(setCookie!))?.returnTo).toBe(kept);
  });

  it("answers a callback without a sign-in under way with the sign-in page", async () => {
    const answer = await send(port, "/auth/callback?code=x&state=y", { headers: { cookie: undefined } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("That sign-in took too long or was started in another browser. Sign in again.");
  });

  it("allows 30 sign-ins a minute from one address: the 31st answers 429; the API is not limited", async () => {
    // An editor of its own, so that the other tests' sign-ins do not count.
    const limited = await startTeamEditor({ config: site.config(limitedPort), appDir: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await visit("/auth/login", limitedPort)).status);
      expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(302));
      expect(statuses[30]).toBe(429);
      const refused = await visit("/auth/login", limitedPort);
      expect([refused.status, refused.text]).toEqual([
        429,
        "Too many sign-in attempts from this address: wait a minute, then try again.\n",
      ]);
      expect((await visit("/auth/callback?code=x&state=y", limitedPort)).status).toBe(429);
      expect((await send(limitedPort, "/api/me", { headers: { cookie: await sessionOf(ERIN) } })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("a save whose page changed meanwhile", () => {
  it("keeps both when the other change was to another field, and hands the combined page back", async () => {
    const created = await as<ChangeSet>(SAM, "/api/changes", { body: { title: "Careers wording" } });
    const id = created.body.id;
    const opened = await as<FileVersion>(SAM, `/api/changes/${id}/file?file=pages/careers.yaml`);
    // Meanwhile a colleague publishes a new description of the same page.
    const clone = join(mkdtempSync(join(tmpdir(), "team-colleague-")), "site");
    try {
      gitIn(tmpdir(), "clone", "--quiet", remote, clone);
      const published = opened.body.text.replace(/^description: .*$/m, "description: Open roles at Northgate, and how we hire.");
      expect(published).not.toBe(opened.body.text);
      writeFileSync(join(clone, "pages/careers.yaml"), published);
      gitIn(clone, "-c", "user.name=Dana", "-c", "user.email=dana@example.com", "commit", "--quiet", "-am", "New careers description");
      gitIn(clone, "push", "--quiet", "origin", "main");
    } finally {
      rmSync(join(clone, ".."), { recursive: true, force: true });
    }
    const draft = opened.body.text.replace(/^title: .*$/m, "title: Work with us");
    const saved = await as<{ hash: string; text?: string }>(SAM, `/api/changes/${id}/save`, {
      body: { file: "pages/careers.yaml", text: draft, baseHash: opened.body.hash },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.text).toMatch(/^title: Work with us$/m);
    expect(saved.body.text).toMatch(/^description: Open roles at Northgate, and how we hire\.$/m);
    expect(gitIn(remote, "show", "edit/sam/careers-wording:pages/careers.yaml")).toBe(saved.body.text!.trimEnd());
    expect(createHash("sha256").update(saved.body.text!).digest("hex")).toBe(saved.body.hash);

    // The same field changed on both sides is still the author's to decide: the save is refused, nothing lost.
    const again = await as<FileVersion>(SAM, `/api/changes/${id}/file?file=pages/careers.yaml`);
    const mine = again.body.text.replace(/^title: .*$/m, "title: Join Northgate");
    const theirs = again.body.text.replace(/^title: .*$/m, "title: Careers at Northgate");
    const first = await as(SAM, `/api/changes/${id}/save`, {
      body: { file: "pages/careers.yaml", text: theirs, baseHash: again.body.hash },
    });
    expect(first.status).toBe(200);
    const clash = await as(SAM, `/api/changes/${id}/save`, { body: { file: "pages/careers.yaml", text: mine, baseHash: again.body.hash } });
    expect(clash.status).toBe(409);
  });
});

describe("the address sign-in attempts are counted by", () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({ socket: { remoteAddress }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} }) as unknown as IncomingMessage;
  it("is the connection's, or behind a proxy on this computer the address the proxy forwarded", () => {
    expect(clientAddress(request("203.0.113.7"))).toBe("203.0.113.7");
    // Someone far away cannot pick the address they are counted by.
    expect(clientAddress(request("203.0.113.7", "198.51.100.1"))).toBe("203.0.113.7");
    expect(clientAddress(request("127.0.0.1", "198.51.100.1"))).toBe("198.51.100.1");
    expect(clientAddress(request("::1", "10.0.0.9, 198.51.100.2"))).toBe("198.51.100.2");
    expect(clientAddress(request("127.0.0.1"))).toBe("127.0.0.1");
  });
});
