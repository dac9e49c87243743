/**
 * Sign-in with OpenID Connect (openid-client): the authorisation code flow with PKCE (S256), state
 * and nonce, the client authenticating with `client_secret_post`. The provider's tokens stay in this
 * module: only the person's verified e-mail and name go on to the session.
 */
import * as client from "openid-client";
import type { TeamConfig } from "./config.ts";
import { isLoopback } from "./config.ts";
import type { LoginTransaction, Person } from "./session.ts";

/** The path the identity provider sends the browser back to, under the editor's address. */
export const CALLBACK_PATH = "/auth/callback";

/** Signing in failed; `message` is one sentence for the person signing in, `status` the HTTP status to answer with. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = "SignInError";
  }
}

/** The identity provider as this editor uses it: discovered once, then reused. */
export class OidcSignIn {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly config: Pick<TeamConfig, "oidc" | "url">) {}

  /** The provider's configuration, discovered on first use; a failed discovery is tried again next time. Throws a 503 {@link SignInError} when the provider cannot be reached. */
  private async provider(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.config.oidc;
    this.configuration ??= client.discovery(issuer, clientId, clientSecret, client.ClientSecretPost(clientSecret), {
      // Plain http is only ever allowed for a provider on this computer (a test or a local set-up).
      execute: issuer.protocol === "http:" && isLoopback(issuer) ? [client.allowInsecureRequests] : [],
      timeout: 10,
    });
    try {
      return await this.configuration;
    } catch (error) {
      this.configuration = null;
      throw new SignInError(
        `The company's sign-in service (${issuer.origin}) cannot be reached right now (${error instanceof Error ? error.message : String(error)}). Try again in a minute; if it goes on, tell whoever runs the editor.`,
        503,
      );
    }
  }

  /** Checks that the provider answers; resolves with null when it does, or the reason it does not. */
  async check(): Promise<string | null> {
    try {
      await this.provider();
      return null;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Starts a sign-in: the provider's authorisation URL to send the browser to, and the transaction
   * (state, nonce, PKCE verifier) the callback will need, with `returnTo` (an editor path). Throws a
   * 503 {@link SignInError} when the provider cannot be reached.
   */
  async begin(returnTo: string): Promise<{ url: URL; transaction: LoginTransaction }> {
    const provider = await this.provider();
    const verifier = client.randomPKCECodeVerifier();
    const transaction = { state: client.randomState(), nonce: client.randomNonce(), verifier, returnTo };
    const url = client.buildAuthorizationUrl(provider, {
      redirect_uri: new URL(CALLBACK_PATH, this.config.url).href,
      scope: "openid email profile",
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url, transaction };
  }

  /**
   * Finishes a sign-in: exchanges the code of `callbackUrl` (the full URL the provider sent the
   * browser back to, on the editor's public address) after checking state, nonce and PKCE against
   * `transaction`, and returns the person. Throws a {@link SignInError} when the provider reports an
   * error, a check fails, or the account has no verified e-mail address.
   */
  async finish(callbackUrl: URL, transaction: LoginTransaction): Promise<Person> {
    const provider = await this.provider();
    const refused = callbackUrl.searchParams.get("error");
    if (refused) {
      const why = callbackUrl.searchParams.get("error_description");
      throw new SignInError(
        `The sign-in service did not sign you in${why ? `: ${why}` : ` (${refused})`}. Try again, or ask whoever runs the editor.`,
      );
    }
    let tokens;
    try {
      tokens = await client.authorizationCodeGrant(provider, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw new SignInError(
        `Signing in could not be completed (${error instanceof Error ? error.message : String(error)}). Start again from the sign-in page.`,
      );
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInError("The sign-in service sent no identity. Ask whoever runs the editor to check its settings.");
    let { email, name, email_verified: verified } = claims as { email?: unknown; name?: unknown; email_verified?: unknown };
    if (typeof email !== "string") {
      const info = await client.fetchUserInfo(provider, tokens.access_token, claims.sub);
      ({ email, name, email_verified: verified } = info as { email?: unknown; name?: unknown; email_verified?: unknown });
    }
    if (typeof email !== "string" || !email.includes("@"))
      throw new SignInError(
        "Your account has no e-mail address the editor can see, so it cannot tell what you may do. Ask whoever runs the editor.",
        403,
      );
    if (verified === false)
      throw new SignInError(
        `Your e-mail address ${email} is not verified at the sign-in service. Verify it there, then sign in again.`,
        403,
      );
    const shown = typeof name === "string" && name.trim() ? name.trim() : email.slice(0, email.indexOf("@"));
    return { email: email.toLowerCase(), name: shown.replace(/[<>\r\n]/g, "").slice(0, 100) };
  }
}
