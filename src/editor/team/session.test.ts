/**
 * The session and sign-in cookies, through a real node:http server that uses SessionCookies the way
 * the team editor does, and real requests (fetch) carrying the cookies back as a browser would.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGIN_SECONDS, SESSION_SECONDS, SessionCookies, type LoginTransaction } from "./session.ts";

const SECRET = "a-test-secret-of-at-least-32-characters-0123";
const PAT = { email: "pat@example.com", name: "Pat" };
const TRANSACTION: LoginTransaction = { state: "state-1", nonce: "nonce-1", verifier: "verifier-1", returnTo: "/changes/pat~home/" };

/** A server whose routes call one SessionCookies: /sign-in, /me, /sign-out, /login/start, /login/finish, /callback (finish, then sign in). */
interface Site {
  origin: string;
  sessions: SessionCookies;
  server: Server;
}

async function site(secret: string, secure: boolean): Promise<Site> {
  const sessions = new SessionCookies(secret, secure);
  const server = createServer((req, res) => {
    const send = (value: unknown) => res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(value));
    const run = async () => {
      switch (req.url) {
        case "/sign-in":
          await sessions.signIn(res, PAT);
          return send({ ok: true });
        case "/me":
          return send(await sessions.person(req));
        case "/sign-out":
          await sessions.signOut(req, res);
          return send({ ok: true });
        case "/login/start":
          await sessions.startLogin(res, TRANSACTION);
          return send({ ok: true });
        case "/login/finish":
          return send(await sessions.finishLogin(req, res));
        case "/callback": {
          const transaction = await sessions.finishLogin(req, res);
          if (transaction) await sessions.signIn(res, PAT);
          return send(transaction);
        }
        default:
          res.writeHead(404).end();
      }
    };
    run().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sessions, server };
}

/** One Set-Cookie header: the cookie's name and value, and its attributes (names lower-cased; flags are ""). */
interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

function parseSetCookie(header: string): SetCookie {
  const [pair = "", ...rest] = header.split(";").map((p) => p.trim());
  const eq = pair.indexOf("=");
  const attributes = new Map<string, string>();
  for (const a of rest) {
    const i = a.indexOf("=");
    attributes.set((i < 0 ? a : a.slice(0, i)).toLowerCase(), i < 0 ? "" : a.slice(i + 1));
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** A browser's cookies for one host: keeps what responses set, drops what they expire. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  async get<T = unknown>(path: string, cookie?: string): Promise<{ body: T; setCookies: SetCookie[] }> {
    const header = cookie ?? [...this.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
    const response = await fetch(this.origin + path, { headers: header ? { cookie: header } : {} });
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const c of setCookies) {
      const maxAge = c.attributes.get("max-age");
      if (maxAge !== undefined && Number(maxAge) <= 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return { body: (await response.json()) as T, setCookies };
  }
}

let secure: Site;
let plain: Site;
let other: Site;

beforeAll(async () => {
  [secure, plain, other] = await Promise.all([
    site(SECRET, true),
    site(SECRET, false),
    site("another-secret-of-at-least-32-characters", false),
  ]);
});
afterAll(async () => {
  for (const s of [secure, plain, other]) await new Promise((resolve) => s.server.close(resolve));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the session cookie", () => {
  it("round-trips: signed in, the next request reads the person back", async () => {
    const browser = new Browser(plain.origin);
    expect((await browser.get("/me")).body).toBeNull();
    await browser.get("/sign-in");
    expect((await browser.get("/me")).body).toEqual(PAT);
  });

  it("is HttpOnly, SameSite=Lax, Path=/ and lasts 8 hours; on https it is Secure with the __Host- prefix", async () => {
    const [cookie] = (await new Browser(secure.origin).get("/sign-in")).setCookies;
    expect(cookie!.name).toBe("__Host-editor-session");
    expect(Object.fromEntries(cookie!.attributes)).toEqual({
      "max-age": String(SESSION_SECONDS),
      path: "/",
      httponly: "",
      secure: "",
      samesite: "Lax",
    });
    expect(SESSION_SECONDS).toBe(28800);
    // A __Host- cookie must have no Domain.
    expect(cookie!.attributes.has("domain")).toBe(false);
  });

  it("on http://localhost is neither Secure nor prefixed", async () => {
    const [cookie] = (await new Browser(plain.origin).get("/sign-in")).setCookies;
    expect(cookie!.name).toBe("editor-session");
    expect(Object.fromEntries(cookie!.attributes)).toEqual({ "max-age": "28800", path: "/", httponly: "", samesite: "Lax" });
  });

  it("reads as no session when a single character of it is changed, wherever it is", async () => {
    const browser = new Browser(plain.origin);
    await browser.get("/sign-in");
    const value = browser.cookies.get("editor-session")!;
    const parts = value.split(".");
    expect(parts).toHaveLength(5);
    // The middle character of each part of the JWE (header, IV, ciphertext, tag; the key part is empty with "dir").
    for (const [index, part] of parts.entries()) {
      if (!part) continue;
      const at = parts.slice(0, index).join(".").length + (index ? 1 : 0) + Math.floor(part.length / 2);
      const flipped = value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
      expect(flipped).not.toBe(value);
      expect((await browser.get("/me", `editor-session=${flipped}`)).body, `part ${index}`).toBeNull();
    }
    expect((await browser.get("/me", `editor-session=${value}`)).body).toEqual(PAT);
  });

  it("reads as no session when it was sealed with another secret", async () => {
    const browser = new Browser(other.origin);
    await browser.get("/sign-in");
    const value = browser.cookies.get("editor-session")!;
    expect((await new Browser(other.origin).get("/me", `editor-session=${value}`)).body).toEqual(PAT);
    expect((await new Browser(plain.origin).get("/me", `editor-session=${value}`)).body).toBeNull();
  });

  it("reads as no session from garbage, or from the sign-in cookie put in its place", async () => {
    const browser = new Browser(plain.origin);
    expect((await browser.get("/me", "editor-session=not-a-token")).body).toBeNull();
    await browser.get("/login/start");
    expect((await browser.get("/me", `editor-session=${browser.cookies.get("editor-login")}`)).body).toBeNull();
  });

  it("lasts 8 hours: still read a second before, no session a second after", async () => {
    const browser = new Browser(plain.origin);
    const before = Date.now();
    await browser.get("/sign-in");
    const after = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(before + SESSION_SECONDS * 1000 - 1000);
    expect((await browser.get("/me")).body).toEqual(PAT);
    vi.setSystemTime(after + SESSION_SECONDS * 1000 + 1000);
    expect((await browser.get("/me")).body).toBeNull();
  });

  it("is cleared by signing out", async () => {
    const browser = new Browser(secure.origin);
    await browser.get("/sign-in");
    expect((await browser.get("/me")).body).toEqual(PAT);
    const [cleared] = (await browser.get("/sign-out")).setCookies;
    expect(cleared!.name).toBe("__Host-editor-session");
    expect(cleared!.value).toBe("");
    expect(cleared!.attributes.get("max-age")).toBe("0");
    expect(new Date(cleared!.attributes.get("expires")!).getTime()).toBe(0);
    expect(cleared!.attributes.get("path")).toBe("/");
    expect(cleared!.attributes.has("secure")).toBe(true);
    expect(browser.cookies.size).toBe(0);
    expect((await browser.get("/me")).body).toBeNull();
  });

  it("stays ended for a copy of the cookie kept from before signing out", async () => {
    const browser = new Browser(secure.origin);
    await browser.get("/sign-in");
    const copy = [...browser.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
    await browser.get("/sign-out");
    expect((await browser.get("/me", copy)).body).toBeNull();
    const other = new Browser(secure.origin);
    await other.get("/sign-in");
    expect((await other.get("/me")).body).toEqual(PAT);
  });
});

describe("the sign-in cookie", () => {
  it("keeps the transaction for the callback, which reads it once and clears it", async () => {
    const browser = new Browser(plain.origin);
    const [started] = (await browser.get("/login/start")).setCookies;
    expect(started!.name).toBe("editor-login");
    expect(Object.fromEntries(started!.attributes)).toEqual({ "max-age": String(LOGIN_SECONDS), path: "/", httponly: "", samesite: "Lax" });

    const finished = await browser.get("/login/finish");
    expect(finished.body).toEqual(TRANSACTION);
    expect(finished.setCookies.map((c) => [c.name, c.value, c.attributes.get("max-age")])).toEqual([["editor-login", "", "0"]]);
    expect(browser.cookies.has("editor-login")).toBe(false);
    expect((await browser.get("/login/finish")).body).toBeNull();
  });

  it("is __Host- and Secure on https, and the callback that finishes it sets the session beside the cleared sign-in cookie", async () => {
    const browser = new Browser(secure.origin);
    const [started] = (await browser.get("/login/start")).setCookies;
    expect(started!.name).toBe("__Host-editor-login");
    expect(started!.attributes.has("secure")).toBe(true);
    const callback = await browser.get("/callback");
    expect(callback.body).toEqual(TRANSACTION);
    expect(callback.setCookies.map((c) => c.name)).toEqual(["__Host-editor-login", "__Host-editor-session"]);
    expect([...browser.cookies.keys()]).toEqual(["__Host-editor-session"]);
    expect((await browser.get("/me")).body).toEqual(PAT);
  });

  it("reads as none when tampered with, sealed with another secret, a session cookie, or older than 10 minutes", async () => {
    const browser = new Browser(plain.origin);
    await browser.get("/login/start");
    const value = browser.cookies.get("editor-login")!;
    const at = Math.floor(value.length / 2);
    const flipped = value.slice(0, at) + (value[at] === "A" ? "B" : "A") + value.slice(at + 1);
    expect((await browser.get("/login/finish", `editor-login=${flipped}`)).body).toBeNull();
    expect((await new Browser(other.origin).get("/login/finish", `editor-login=${value}`)).body).toBeNull();
    await browser.get("/sign-in");
    expect((await browser.get("/login/finish", `editor-login=${browser.cookies.get("editor-session")}`)).body).toBeNull();

    await browser.get("/login/start");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + LOGIN_SECONDS * 1000 + 1000);
    expect((await browser.get("/login/finish")).body).toBeNull();
  });
});
