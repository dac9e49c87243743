/**
 * The team editor's sessions: who is signed in, kept in a cookie the browser cannot read (HttpOnly)
 * and the server can trust, sealed with `EDITOR_SESSION_SECRET` as an encrypted JWT (jose, A256GCM:
 * tampering with it makes it unreadable) that expires. Nothing is kept on the server, so any
 * instance of the editor reads any session, and no token of the identity provider is ever in it.
 */
import { hkdfSync, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookies, serialize as serializeCookie, type SerializeOptions } from "cookie";
import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";

/** How long a session lasts after sign-in, in s (8 hours: a working day). */
export const SESSION_SECONDS = 8 * 60 * 60;
/** How long a sign-in may take at the identity provider, in s. */
export const LOGIN_SECONDS = 10 * 60;

/** The signed-in person, as the identity provider named them. */
export interface Person {
  email: string;
  name: string;
}

/** A sign-in under way: what the callback must see again (state, nonce) and the PKCE verifier. */
export interface LoginTransaction {
  state: string;
  nonce: string;
  verifier: string;
  /** The editor's path to return to after signing in. */
  returnTo: string;
}

/**
 * Reads and writes the session and sign-in cookies of one editor. `secure` (false only for an
 * `http://` editor on localhost) sets the cookies' `Secure` flag and the `__Host-` prefix.
 */
export class SessionCookies {
  private readonly key: Uint8Array;
  /** Sessions signed out, by id, with when they would have expired (s since 1970). */
  private readonly ended = new Map<string, number>();
  readonly sessionName: string;
  readonly loginName: string;

  constructor(
    secret: string,
    private readonly secure: boolean,
  ) {
    this.key = new Uint8Array(hkdfSync("sha256", secret, "page-editor", "session cookies", 32));
    this.sessionName = secure ? "__Host-editor-session" : "editor-session";
    this.loginName = secure ? "__Host-editor-login" : "editor-login";
  }

  private options(maxAge: number): SerializeOptions {
    return { httpOnly: true, secure: this.secure, sameSite: "lax", path: "/", maxAge };
  }

  private async seal(payload: JWTPayload, seconds: number): Promise<string> {
    return new EncryptJWT(payload)
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .encrypt(this.key);
  }

  /** The payload of cookie `name` of `req`, or null when it is missing, tampered with, sealed with another secret or expired. */
  private async open(req: IncomingMessage, name: string): Promise<JWTPayload | null> {
    const value = parseCookies(req.headers.cookie ?? "")[name];
    if (!value) return null;
    try {
      return (await jwtDecrypt(value, this.key, { keyManagementAlgorithms: ["dir"], contentEncryptionAlgorithms: ["A256GCM"] })).payload;
    } catch {
      return null;
    }
  }

  private add(res: ServerResponse, cookie: string): void {
    const current = res.getHeader("Set-Cookie");
    const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
    res.setHeader("Set-Cookie", [...list, cookie]);
  }

  /** The signed-in person of `req`, or null (no session, or one that was tampered with, expired or signed out). */
  async person(req: IncomingMessage): Promise<Person | null> {
    const payload = await this.open(req, this.sessionName);
    if (typeof payload?.sid === "string" && this.ended.has(payload.sid)) return null;
    return typeof payload?.email === "string" && typeof payload.name === "string" ? { email: payload.email, name: payload.name } : null;
  }

  /** Starts a session for `person` on `res`, lasting {@link SESSION_SECONDS}. */
  async signIn(res: ServerResponse, person: Person): Promise<void> {
    const sid = randomBytes(16).toString("hex");
    this.add(
      res,
      serializeCookie(
        this.sessionName,
        await this.seal({ email: person.email, name: person.name, sid }, SESSION_SECONDS),
        this.options(SESSION_SECONDS),
      ),
    );
  }

  /**
   * Ends the session of `req`: the browser drops the cookie (`res`), and this server refuses that
   * session from now on, even from a copy of the cookie, until it would have expired anyway.
   */
  async signOut(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const payload = await this.open(req, this.sessionName);
    if (typeof payload?.sid === "string") {
      const now = Date.now() / 1000;
      for (const [sid, exp] of this.ended) if (exp < now) this.ended.delete(sid);
      this.ended.set(payload.sid, typeof payload.exp === "number" ? payload.exp : now + SESSION_SECONDS);
    }
    this.add(res, serializeCookie(this.sessionName, "", { ...this.options(0), expires: new Date(0) }));
  }

  /** Keeps `transaction` for the callback, for {@link LOGIN_SECONDS}. */
  async startLogin(res: ServerResponse, transaction: LoginTransaction): Promise<void> {
    this.add(res, serializeCookie(this.loginName, await this.seal({ ...transaction }, LOGIN_SECONDS), this.options(LOGIN_SECONDS)));
  }

  /** The sign-in under way of `req` (null when none, tampered with or too old), and clears it on `res`. */
  async finishLogin(req: IncomingMessage, res: ServerResponse): Promise<LoginTransaction | null> {
    const payload = await this.open(req, this.loginName);
    this.add(res, serializeCookie(this.loginName, "", { ...this.options(0), expires: new Date(0) }));
    if (!payload) return null;
    const { state, nonce, verifier, returnTo } = payload;
    return typeof state === "string" && typeof nonce === "string" && typeof verifier === "string" && typeof returnTo === "string"
      ? { state, nonce, verifier, returnTo }
      : null;
  }
}
