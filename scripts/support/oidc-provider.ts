/**
 * A real OpenID provider (oidc-provider) for tests that sign in: one confidential client
 * ("team-editor", client_secret_post, authorization code with PKCE S256), scopes `openid email profile`,
 * and a login form where whatever is typed in is an account. Consent is granted without a page.
 */
import { generateKeyPair, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";

/** A running test provider: what a client needs to sign in against it, and how to stop it. */
export interface TestProvider {
  /** The issuer identifier, `http://127.0.0.1:<port>` (discovery at `<issuer>/.well-known/openid-configuration`). */
  issuer: string;
  /** The one registered client's id: "team-editor". */
  clientId: string;
  /** The client's secret, random per provider; sent in the token request body (client_secret_post). */
  clientSecret: string;
  /** Stops the server (open connections included) and drops every session, code and token. */
  close(): Promise<void>;
}

const CLIENT_ID = "team-editor";
const EMAIL_LABEL = "E-mail";
const SIGN_IN_BUTTON = "Sign in";

/**
 * Starts oidc-provider on 127.0.0.1 (a free port unless `port` is given) with issuer `http://127.0.0.1:<port>`
 * and one confidential client, "team-editor", with a random secret and the given redirect URIs.
 *
 * Whatever is typed at the login form (an e-mail address, though it is not checked to be one) is an account: `sub` and `email` are what was typed, `email_verified`
 * is true and `name` comes from the local part ("pat.lee@example.com" is "Pat Lee"). The ID token carries
 * the `email`, `email_verified` and `name` claims the scopes grant (not only the userinfo response).
 * Consent is given automatically for whatever this client asks, so the browser goes from the login form
 * straight back to the redirect URI.
 */
export async function startOidcProvider(opts: { redirectUris: string[]; port?: number }): Promise<TestProvider> {
  const { default: Provider } = await loadOidcProvider();
  const clientSecret = randomBytes(32).toString("base64url");
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    // Its own in-memory store per provider (the built-in one is shared and warns on every start).
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        token_endpoint_auth_method: "client_secret_post",
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Put the scopes' claims in the ID token too, not only in the userinfo response.
    conformIdTokenClaims: false,
    findAccount: (_ctx: unknown, accountId: string) => ({
      accountId,
      claims: () => ({ sub: accountId, email: accountId, email_verified: true, name: nameFromEmail(accountId) }),
    }),
    // The login form and auto-consent are served below; the built-in dev pages would need a consent click.
    features: { devInteractions: { enabled: false } },
    // No `secure` flag: over http the cookies stay plain (oidc-provider only marks them secure on https).
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), use: "sig", alg: "RS256" }] },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => {
      ctx.type = "html";
      ctx.body = page(
        "Sign-in error",
        Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
          .join(""),
      );
    },
  });
  const callback = provider.callback();
  handle = (req, res) => {
    handleInteraction(provider, req, res).then(
      (handled) => {
        if (!handled) callback(req, res);
      },
      (error: unknown) => {
        if (!res.headersSent) res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
        res.end(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return {
    issuer,
    clientId: CLIENT_ID,
    clientSecret,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Signs in at the test provider's login page, which the browser has just been redirected to: types `email`
 * into the E-mail field, presses "Sign in", and returns once the browser has left the provider for the
 * client's redirect URI (the navigation has committed; the page may still be loading). There is no consent
 * page to pass: the provider grants consent itself. Expects a login form, so a browser context that is not
 * yet signed in at this provider.
 */
export async function signInAtProvider(page: Page, email: string): Promise<void> {
  const emailField = page.getByLabel(EMAIL_LABEL);
  await emailField.fill(email);
  const providerOrigin = new URL(page.url()).origin;
  await Promise.all([
    page.waitForURL((url) => url.origin !== providerOrigin, { waitUntil: "commit" }),
    page.getByRole("button", { name: SIGN_IN_BUTTON }).click(),
  ]);
}

/** "pat@example.com" is "Pat"; "pat.lee@example.com" is "Pat Lee". */
function nameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(" ") : email;
}

/**
 * Serves the interaction pages at `/interaction/<uid>` (oidc-provider's default interaction URL): the login
 * form, its submission, and consent, which is granted at once for everything the client asked. Returns
 * false for every other request, which oidc-provider itself answers.
 */
async function handleInteraction(provider: OidcProvider, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
  const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(path);
  if (!match) return false;
  const [, uid, login] = match;
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error("This sign-in has expired or belongs to another window: start again.");

  if (details.prompt.name === "login") {
    if (!login && req.method === "GET") {
      sendHtml(res, 200, loginPage(uid));
    } else if (login && req.method === "POST") {
      const email = new URLSearchParams(await readBody(req)).get("email")?.trim() ?? "";
      if (!email) sendHtml(res, 400, loginPage(uid, "Enter an e-mail address."));
      else await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    } else {
      res.writeHead(405).end();
    }
    return true;
  }

  if (details.prompt.name === "consent") {
    const { accountId } = details.session ?? {};
    const clientId = details.params.client_id;
    if (!accountId || typeof clientId !== "string") throw new Error("Consent asked for without a signed-in account or client.");
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId });
    if (!grant) throw new Error("The grant to add consent to is gone: start again.");
    const { missingOIDCScope, missingOIDCClaims } = details.prompt.details;
    if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(" "));
    if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
    return true;
  }

  throw new Error(`The test provider has no page for the "${details.prompt.name}" prompt.`);
}

function loginPage(uid: string, error?: string): string {
  return page(
    "Sign in",
    `<h1>Sign in</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
  <label for="email">${EMAIL_LABEL}</label>
  <input id="email" name="email" type="text" inputmode="email" autocomplete="username" required autofocus>
  <button type="submit">${SIGN_IN_BUTTON}</button>
</form>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body>
${body}
</body>
</html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(html);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

// --- oidc-provider, imported once, without its "Unsupported runtime" warning on Node 20 ---

/** The part of oidc-provider's Provider this file uses (the package ships no types). */
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: object,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
  Grant: {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };
}

interface Interaction {
  uid: string;
  grantId?: string;
  params: Record<string, unknown>;
  session?: { accountId?: string };
  prompt: { name: string; details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] } };
}

interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}

interface OidcProviderModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
}

const RUNTIME_WARNING = "oidc-provider WARNING: Unsupported runtime.";
let oidcProviderModule: Promise<OidcProviderModule> | undefined;

/**
 * Imports oidc-provider (v9 wants Node 22 and says so on import, but works on Node 20), leaving that one
 * warning line out of the output; every other console.warn while it loads goes through.
 */
function loadOidcProvider(): Promise<OidcProviderModule> {
  oidcProviderModule ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].includes(RUNTIME_WARNING)) return;
      warn.apply(console, args);
    };
    try {
      // @ts-expect-error -- oidc-provider ships no type declarations; OidcProviderModule describes what is used.
      return (await import("oidc-provider")) as OidcProviderModule;
    } finally {
      console.warn = warn;
    }
  })();
  return oidcProviderModule;
}

// --- storage ---

/** The models whose entries belong to a grant, and go when it is revoked. */
const GRANTABLE = new Set(["AccessToken", "AuthorizationCode", "RefreshToken", "DeviceCode", "BackchannelAuthenticationRequest"]);

type Payload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

/**
 * oidc-provider's adapter interface over one Map per provider: entries expire after their `expiresIn`
 * seconds, and a grant's revocation removes every token issued under it (as a reused code requires).
 */
function memoryAdapter(): (model: string) => object {
  const store = new Map<string, { payload: Payload; expiresAt: number }>();
  const get = (key: string): Payload | undefined => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };
  const findBy = (model: string, field: "uid" | "userCode", value: string): Payload | undefined => {
    for (const key of store.keys()) {
      const payload = key.startsWith(`${model}:`) ? get(key) : undefined;
      if (payload?.[field] === value) return payload;
    }
    return undefined;
  };
  return (model) => ({
    upsert: async (id: string, payload: Payload, expiresIn?: number) => {
      store.set(`${model}:${id}`, { payload, expiresAt: typeof expiresIn === "number" ? Date.now() + expiresIn * 1000 : Infinity });
    },
    find: async (id: string) => get(`${model}:${id}`),
    findByUid: async (uid: string) => findBy(model, "uid", uid),
    findByUserCode: async (userCode: string) => findBy(model, "userCode", userCode),
    consume: async (id: string) => {
      const payload = get(`${model}:${id}`);
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    },
    destroy: async (id: string) => {
      store.delete(`${model}:${id}`);
    },
    revokeByGrantId: async (grantId: string) => {
      for (const [key, { payload }] of store)
        if (payload.grantId === grantId && GRANTABLE.has(key.slice(0, key.indexOf(":")))) store.delete(key);
    },
  });
}
