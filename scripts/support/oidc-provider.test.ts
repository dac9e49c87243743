/**
 * The test OpenID provider, end to end without a browser: openid-client signs in as a real app would,
 * with plain fetch calls standing in for the browser at the provider's login form.
 */
import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOidcProvider, type TestProvider } from "./oidc-provider.ts";

/** Never requested: the sign-in stops at the redirect to it and hands its URL to openid-client. */
const REDIRECT_URI = "http://127.0.0.1:9/auth/callback";

/** The provider's cookies, by name, as a browser would keep them for its one host (paths ignored). */
class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Keeps the cookies a response sets, and forgets those it expires. */
  store(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = setCookie.split(";").map((part) => part.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const expired = attributes.some((attribute) => {
        const [key = "", value = ""] = attribute.split("=");
        if (key.toLowerCase() === "max-age") return Number(value) <= 0;
        if (key.toLowerCase() === "expires") return Date.parse(value) <= Date.now();
        return false;
      });
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(eq + 1));
    }
  }

  /** The Cookie request header. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * Requests `url` with the jar's cookies and follows redirects by hand (GET, as a browser does after a 303)
 * until a page is answered, or until a redirect to REDIRECT_URI, whose URL it returns as `callback`.
 */
async function browse(jar: CookieJar, url: URL, init: RequestInit = {}): Promise<{ url: URL; html: string } | { callback: URL }> {
  let response = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar.header() } });
  for (let hops = 0; ; hops++) {
    jar.store(response);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      expect(response.status, await response.clone().text()).toBe(200);
      return { url, html: await response.text() };
    }
    await response.body?.cancel();
    url = new URL(location, url);
    if (url.href.startsWith(REDIRECT_URI)) return { callback: url };
    expect(hops, "too many redirects").toBeLessThan(10);
    response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
  }
}

/** Starts a sign-in as the app would, types `email` at the provider's login form, and returns the callback. */
async function signIn(config: client.Configuration, email: string) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier();
  const expectedState = client.randomState();
  const expectedNonce = client.randomNonce();
  const authorizationUrl = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: "S256",
    state: expectedState,
    nonce: expectedNonce,
  });

  const jar = new CookieJar();
  const loginPage = await browse(jar, authorizationUrl);
  if (!("html" in loginPage)) throw new Error(`expected the login form, was sent back to ${loginPage.callback.href}`);
  expect(loginPage.html).toContain('<label for="email">E-mail</label>');
  expect(loginPage.html).toContain(">Sign in</button>");
  const action = /<form[^>]* action="([^"]+)"/.exec(loginPage.html)?.[1];
  expect(action).toBeDefined();

  const afterLogin = await browse(jar, new URL(action!, loginPage.url), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email }),
  });
  if (!("callback" in afterLogin)) throw new Error(`expected the redirect back to the app, got a page: ${afterLogin.html}`);
  return { callbackUrl: afterLogin.callback, checks: { pkceCodeVerifier, expectedState, expectedNonce } };
}

describe("startOidcProvider", () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
  });
  afterAll(() => provider?.close());

  const discover = (clientSecret: string) =>
    client.discovery(new URL(provider.issuer), provider.clientId, clientSecret, undefined, { execute: [client.allowInsecureRequests] });

  it("serves http://127.0.0.1:<port> with the client, PKCE and the scopes the app needs", async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(provider.clientId).toBe("team-editor");
    const metadata = (await discover(provider.clientSecret)).serverMetadata();
    expect(metadata.issuer).toBe(provider.issuer);
    expect(metadata.code_challenge_methods_supported).toEqual(["S256"]);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(["email", "email_verified", "name"]));
  });

  it("signs in whoever is typed at the login form, with a verified e-mail in the ID token", async () => {
    const config = await discover(provider.clientSecret);
    const { callbackUrl, checks } = await signIn(config, "pat@example.com");
    expect(callbackUrl.searchParams.get("code")).toBeTruthy();
    expect(callbackUrl.searchParams.get("state")).toBe(checks.expectedState);

    const tokens = await client.authorizationCodeGrant(config, callbackUrl, checks);
    expect(tokens.claims()).toMatchObject({
      iss: provider.issuer,
      aud: "team-editor",
      sub: "pat@example.com",
      email: "pat@example.com",
      email_verified: true,
      name: "Pat",
      nonce: checks.expectedNonce,
    });
  });

  it("refuses the token exchange to a client with the wrong secret", async () => {
    const config = await discover("not-the-secret");
    const { callbackUrl, checks } = await signIn(config, "sam@example.com");
    await expect(client.authorizationCodeGrant(config, callbackUrl, checks)).rejects.toMatchObject({ error: "invalid_client" });
  });

  it("refuses an authorization request without PKCE", async () => {
    const config = await discover(provider.clientSecret);
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: "openid email", state: client.randomState() });
    const result = await browse(new CookieJar(), url);
    if (!("callback" in result)) throw new Error(`expected an error redirect, got a page: ${result.html}`);
    expect(result.callback.searchParams.get("error")).toBe("invalid_request");
    expect(result.callback.searchParams.get("error_description")).toMatch(/PKCE/);
  });
});
