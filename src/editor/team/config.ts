/**
 * The team editor's settings (`npm run edit:team`), read from environment variables. Each missing or
 * malformed setting stops start-up with one plain sentence naming it; docs/editor.md ("Run it for a
 * team") lists them with an example.
 */
import { isAbsolute, resolve } from "node:path";

/** The team editor's settings, checked. */
export interface TeamConfig {
  /** The editor's public address, without a trailing slash, e.g. `https://edit.example.com`. */
  url: URL;
  /** The address it binds to (default 127.0.0.1) and its TCP port (default 5175; 0 picks a free one). */
  host: string;
  port: number;
  /** The Git remote the site lives in (any URL or path `git clone` takes), and the branch the site deploys from. */
  repo: string;
  branch: string;
  /** The folder the server keeps its clone and work trees in, an absolute path; it may be emptied at any time. */
  dataDir: string;
  /** The OpenID Connect provider (its issuer URL), and this editor's client there. */
  oidc: { issuer: URL; clientId: string; clientSecret: string };
  /** The secret the session cookies are sealed with (at least 32 characters). */
  sessionSecret: string;
  /** The live site's address, when the editor should tell authors when a published change is live. */
  siteUrl: URL | null;
}

/** A setting is missing or malformed; `message` is one sentence naming it. */
export class TeamConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TeamConfigError";
  }
}

/** Whether `url` is on this computer only (`localhost` or `127.0.0.1`), where plain `http://` is allowed. */
export function isLoopback(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
}

/** A Git branch name a person would write: letters, digits, `-`, `_`, `.` and `/`, no `..`. */
const BRANCH = /^(?!\/)(?!.*\/\/)(?!.*\.\.)[A-Za-z0-9._/-]+(?<![/.])$/;

/**
 * The settings in `env` (process.env unless given). Throws a {@link TeamConfigError} for the first
 * missing or malformed one: `EDITOR_URL` (http(s), `http://` only on localhost or 127.0.0.1, no path
 * but `/`), `EDITOR_HOST`, `EDITOR_PORT` (0-65535), `EDITOR_REPO`, `EDITOR_BRANCH`, `EDITOR_DATA`,
 * `OIDC_ISSUER` (https, or http on localhost), `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`,
 * `EDITOR_SESSION_SECRET` (32 characters or more) and `SITE_URL` (optional, http(s)).
 */
export function readTeamConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): TeamConfig {
  const value = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  const required = (name: string, what: string): string => {
    const v = value(name);
    if (v === undefined) throw new TeamConfigError(`${name} is not set: give ${what}.`);
    return v;
  };
  const address = (name: string, text: string, what: string): URL => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new TeamConfigError(`${name}=${text} is not an address: give ${what}.`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:")
      throw new TeamConfigError(`${name}=${text} is not an http(s) address: give ${what}.`);
    if (url.protocol === "http:" && !isLoopback(url))
      throw new TeamConfigError(
        `${name}=${text} uses http://, which is allowed only for localhost or 127.0.0.1: give the https:// address.`,
      );
    return url;
  };

  const url = address(
    "EDITOR_URL",
    required("EDITOR_URL", "the editor's public address, e.g. https://edit.example.com"),
    "the editor's public address, e.g. https://edit.example.com",
  );
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    throw new TeamConfigError(
      `EDITOR_URL=${value("EDITOR_URL")} must be the address of a whole host, without a path: e.g. https://edit.example.com.`,
    );

  const host = value("EDITOR_HOST") ?? "127.0.0.1";
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host))
    throw new TeamConfigError(`EDITOR_HOST=${host} is not an address to listen on: give e.g. 127.0.0.1, or 0.0.0.0 in a container.`);
  const portText = value("EDITOR_PORT") ?? "5175";
  if (!/^\d+$/.test(portText) || Number(portText) > 65535)
    throw new TeamConfigError(`EDITOR_PORT=${portText} is not a port: give a number from 1 to 65535 (0 picks a free one).`);

  const repo = required("EDITOR_REPO", "the Git remote of the site, e.g. git@github.com:example/site.git or a path to a bare repository");
  const branch = value("EDITOR_BRANCH") ?? "main";
  if (!BRANCH.test(branch) || branch.startsWith("edit/"))
    throw new TeamConfigError(`EDITOR_BRANCH=${branch} is not a branch name the site could deploy from: give e.g. main.`);
  const data = required("EDITOR_DATA", "a folder the editor may keep its copy of the repository in, e.g. /var/lib/page-editor");
  const dataDir = isAbsolute(data) ? data : resolve(cwd, data);

  const issuer = address(
    "OIDC_ISSUER",
    required("OIDC_ISSUER", "your identity provider's issuer URL, e.g. https://accounts.google.com"),
    "your identity provider's issuer URL",
  );
  const clientId = required("OIDC_CLIENT_ID", "the client ID your identity provider gave this editor");
  const clientSecret = required("OIDC_CLIENT_SECRET", "the client secret your identity provider gave this editor");
  const sessionSecret = required(
    "EDITOR_SESSION_SECRET",
    "a random secret of at least 32 characters, e.g. the output of: openssl rand -hex 32",
  );
  if (sessionSecret.length < 32)
    throw new TeamConfigError(
      `EDITOR_SESSION_SECRET is ${sessionSecret.length} characters long: give at least 32 random characters, e.g. the output of: openssl rand -hex 32.`,
    );
  const site = value("SITE_URL");
  let siteUrl: URL | null = null;
  if (site !== undefined) {
    try {
      siteUrl = new URL(site);
    } catch {
      throw new TeamConfigError(
        `SITE_URL=${site} is not an address: give the live site's address, e.g. https://www.example.com, or leave it unset.`,
      );
    }
    if (siteUrl.protocol !== "https:" && siteUrl.protocol !== "http:")
      throw new TeamConfigError(`SITE_URL=${site} is not an http(s) address: give the live site's address, e.g. https://www.example.com.`);
  }

  return { url, host, port: Number(portText), repo, branch, dataDir, oidc: { issuer, clientId, clientSecret }, sessionSecret, siteUrl };
}
