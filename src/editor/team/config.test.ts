import { describe, expect, it } from "vitest";
import { readTeamConfig, TeamConfigError } from "./config.ts";

/** A complete, valid set of settings; each test changes or removes one. */
const VALID = {
  EDITOR_URL: "https://edit.example.com",
  EDITOR_REPO: "git@github.com:example/site.git",
  EDITOR_DATA: "/var/lib/page-editor",
  OIDC_ISSUER: "https://accounts.example.com",
  OIDC_CLIENT_ID: "page-editor",
  OIDC_CLIENT_SECRET: "client-secret",
  EDITOR_SESSION_SECRET: "0123456789abcdef0123456789abcdef",
} as const;

/** The message readTeamConfig stops with for `env` (and that it is a TeamConfigError). */
function problem(env: NodeJS.ProcessEnv): string {
  try {
    readTeamConfig(env, "/srv/site");
  } catch (error) {
    expect(error).toBeInstanceOf(TeamConfigError);
    return (error as Error).message;
  }
  throw new Error("readTeamConfig accepted the settings");
}

describe("readTeamConfig", () => {
  it("reads a complete set of settings, with the defaults for host, port and branch", () => {
    const config = readTeamConfig({ ...VALID }, "/srv/site");
    expect(config).toEqual({
      url: new URL("https://edit.example.com"),
      host: "127.0.0.1",
      port: 5175,
      repo: "git@github.com:example/site.git",
      branch: "main",
      dataDir: "/var/lib/page-editor",
      oidc: { issuer: new URL("https://accounts.example.com"), clientId: "page-editor", clientSecret: "client-secret" },
      sessionSecret: "0123456789abcdef0123456789abcdef",
      siteUrl: null,
    });
  });

  it("takes the optional settings, trims values, and resolves a relative EDITOR_DATA against the working folder", () => {
    const config = readTeamConfig(
      {
        ...VALID,
        EDITOR_HOST: "0.0.0.0",
        EDITOR_PORT: " 8080 ",
        EDITOR_BRANCH: "release/site",
        EDITOR_DATA: "data/editor",
        SITE_URL: "https://www.example.com",
      },
      "/srv/site",
    );
    expect(config.host).toBe("0.0.0.0");
    expect(config.port).toBe(8080);
    expect(config.branch).toBe("release/site");
    expect(config.dataDir).toBe("/srv/site/data/editor");
    expect(config.siteUrl?.href).toBe("https://www.example.com/");
  });

  it("allows plain http only on this computer, for the editor and the identity provider", () => {
    const config = readTeamConfig({ ...VALID, EDITOR_URL: "http://127.0.0.1:5175", OIDC_ISSUER: "http://localhost:9000" }, "/srv/site");
    expect(config.url.origin).toBe("http://127.0.0.1:5175");
    expect(config.oidc.issuer.origin).toBe("http://localhost:9000");
    expect(readTeamConfig({ ...VALID, EDITOR_URL: "http://[::1]:5175" }, "/srv/site").url.host).toBe("[::1]:5175");
  });

  it("treats an empty or blank setting as missing, and an empty SITE_URL as unset", () => {
    expect(problem({ ...VALID, OIDC_CLIENT_ID: "   " })).toBe(
      "OIDC_CLIENT_ID is not set: give the client ID your identity provider gave this editor.",
    );
    expect(readTeamConfig({ ...VALID, SITE_URL: "" }, "/srv/site").siteUrl).toBeNull();
  });

  describe("stops with one sentence naming each missing setting", () => {
    it.each([
      ["EDITOR_URL", "EDITOR_URL is not set: give the editor's public address, e.g. https://edit.example.com."],
      [
        "EDITOR_REPO",
        "EDITOR_REPO is not set: give the Git remote of the site, e.g. git@github.com:example/site.git or a path to a bare repository.",
      ],
      [
        "EDITOR_DATA",
        "EDITOR_DATA is not set: give a folder the editor may keep its copy of the repository in, e.g. /var/lib/page-editor.",
      ],
      ["OIDC_ISSUER", "OIDC_ISSUER is not set: give your identity provider's issuer URL, e.g. https://accounts.google.com."],
      ["OIDC_CLIENT_ID", "OIDC_CLIENT_ID is not set: give the client ID your identity provider gave this editor."],
      ["OIDC_CLIENT_SECRET", "OIDC_CLIENT_SECRET is not set: give the client secret your identity provider gave this editor."],
      [
        "EDITOR_SESSION_SECRET",
        "EDITOR_SESSION_SECRET is not set: give a random secret of at least 32 characters, e.g. the output of: openssl rand -hex 32.",
      ],
    ] as const)("%s", (name, message) => {
      const env: NodeJS.ProcessEnv = { ...VALID };
      delete env[name];
      expect(problem(env)).toBe(message);
    });
  });

  describe("stops with one sentence naming a malformed setting", () => {
    it("EDITOR_URL over http on a host other than this computer", () => {
      expect(problem({ ...VALID, EDITOR_URL: "http://edit.example.com" })).toMatchInlineSnapshot(
        `"EDITOR_URL=http://edit.example.com uses http://, which is allowed only for localhost or 127.0.0.1: give the https:// address."`,
      );
    });

    it("EDITOR_URL with a path, a query or a user", () => {
      expect(problem({ ...VALID, EDITOR_URL: "https://example.com/editor" })).toMatchInlineSnapshot(
        `"EDITOR_URL=https://example.com/editor must be the address of a whole host, without a path: e.g. https://edit.example.com."`,
      );
      expect(problem({ ...VALID, EDITOR_URL: "https://edit.example.com/?x=1" })).toMatch(
        /^EDITOR_URL=https:\/\/edit\.example\.com\/\?x=1 must be the address of a whole host/,
      );
      expect(problem({ ...VALID, EDITOR_URL: "https://me@edit.example.com" })).toMatch(
        /^EDITOR_URL=https:\/\/me@edit\.example\.com must be the address of a whole host/,
      );
    });

    it("EDITOR_URL that is not a URL, or not http(s)", () => {
      expect(problem({ ...VALID, EDITOR_URL: "edit.example.com" })).toMatchInlineSnapshot(
        `"EDITOR_URL=edit.example.com is not an address: give the editor's public address, e.g. https://edit.example.com."`,
      );
      expect(problem({ ...VALID, EDITOR_URL: "ftp://edit.example.com" })).toMatchInlineSnapshot(
        `"EDITOR_URL=ftp://edit.example.com is not an http(s) address: give the editor's public address, e.g. https://edit.example.com."`,
      );
    });

    it.each(["abc", "70000", "-1", "80.5"])("EDITOR_PORT=%s", (port) => {
      expect(problem({ ...VALID, EDITOR_PORT: port })).toBe(
        `EDITOR_PORT=${port} is not a port: give a number from 1 to 65535 (0 picks a free one).`,
      );
    });

    it.each(["edit/x", "a..b", "/main", "main/", "feature//x", "main.", "has space"])("EDITOR_BRANCH=%s", (branch) => {
      expect(problem({ ...VALID, EDITOR_BRANCH: branch })).toBe(
        `EDITOR_BRANCH=${branch} is not a branch name the site could deploy from: give e.g. main.`,
      );
    });

    it("EDITOR_HOST that is not an address to listen on", () => {
      expect(problem({ ...VALID, EDITOR_HOST: "local host" })).toMatchInlineSnapshot(
        `"EDITOR_HOST=local host is not an address to listen on: give e.g. 127.0.0.1, or 0.0.0.0 in a container."`,
      );
    });

    it("OIDC_ISSUER over http on a public host", () => {
      expect(problem({ ...VALID, OIDC_ISSUER: "http://accounts.example.com" })).toMatchInlineSnapshot(
        `"OIDC_ISSUER=http://accounts.example.com uses http://, which is allowed only for localhost or 127.0.0.1: give the https:// address."`,
      );
    });

    it("EDITOR_SESSION_SECRET shorter than 32 characters", () => {
      expect(problem({ ...VALID, EDITOR_SESSION_SECRET: "x".repeat(31) })).toMatchInlineSnapshot(
        `"EDITOR_SESSION_SECRET is 31 characters long: give at least 32 random characters, e.g. the output of: openssl rand -hex 32."`,
      );
    });

    it("SITE_URL that is not a URL, or not http(s)", () => {
      expect(problem({ ...VALID, SITE_URL: "www.example.com" })).toMatchInlineSnapshot(
        `"SITE_URL=www.example.com is not an address: give the live site's address, e.g. https://www.example.com, or leave it unset."`,
      );
      expect(problem({ ...VALID, SITE_URL: "mailto:web@example.com" })).toMatchInlineSnapshot(
        `"SITE_URL=mailto:web@example.com is not an http(s) address: give the live site's address, e.g. https://www.example.com."`,
      );
    });
  });
});
