/**
 * A whole set-up for the team editor, for its tests, the bench and the documentation's screenshots:
 * the site's pages pushed to a new bare Git repository (the remote), `editors.yaml` listing a publisher
 * (pat@example.com) and every @example.com address as editors, a real OpenID provider
 * (oidc-provider), and the settings of a team editor at http://127.0.0.1:<port> against them.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { initRepository, tempProject } from "./project-copy.ts";
import { readTeamConfig, type TeamConfig } from "../../src/editor/team/config.ts";
import { freePort } from "./free-port.ts";
import { startOidcProvider, type TestProvider } from "./oidc-provider.ts";

/** The session secret of every test editor (32 characters or more). */
export const TEST_SESSION_SECRET = "a-test-secret-of-at-least-32-characters-0123";

/** The `editors.yaml` of the test remote. */
const TEST_EDITORS = 'publisher:\n  - pat@example.com\neditor:\n  - "@example.com"\n';

/** A running set-up: the remote, the provider, free ports for editors, and their settings. */
export interface TeamSite {
  /** The bare repository's folder. */
  remote: string;
  provider: TestProvider;
  /** The ports given to the provider as editors' addresses (`http://127.0.0.1:<port>/auth/callback`). */
  ports: number[];
  /** The settings of an editor on `port` (one of `ports`), its data in a new temporary folder; `env` adds or overrides variables. */
  config(port: number, env?: NodeJS.ProcessEnv): TeamConfig;
  /** Stops the provider and removes the remote, the project copy and every data folder. */
  close(): Promise<void>;
}

/**
 * Starts a {@link TeamSite}: `projectDir`'s files (a temporary copy of this project's pages/, public/ and
 * schema/ unless given) with editors.yaml, committed and pushed to a new bare repository; a provider
 * that knows `editors` editors' addresses (1 unless given). Throws when Git or the provider fails.
 */
export async function startTeamSite(opts: { projectDir?: string; editors?: number } = {}): Promise<TeamSite> {
  const copy = opts.projectDir === undefined ? tempProject() : undefined;
  const root = opts.projectDir ?? copy!.root;
  writeFileSync(join(root, "editors.yaml"), TEST_EDITORS);
  const remote = initRepository(root);
  const ports = await Promise.all(Array.from({ length: opts.editors ?? 1 }, () => freePort()));
  const provider = await startOidcProvider({ redirectUris: ports.map((port) => `http://127.0.0.1:${port}/auth/callback`) });
  const folders: string[] = [];
  return {
    remote,
    provider,
    ports,
    config: (port, env = {}) => {
      const dataDir = mkdtempSync(join(tmpdir(), "team-editor-data-"));
      folders.push(dataDir);
      return readTeamConfig({
        EDITOR_URL: `http://127.0.0.1:${port}`,
        EDITOR_PORT: String(port),
        EDITOR_REPO: remote,
        EDITOR_DATA: dataDir,
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
        EDITOR_SESSION_SECRET: TEST_SESSION_SECRET,
        ...env,
      });
    },
    close: async () => {
      await provider.close();
      copy?.remove();
      for (const dir of [remote, ...folders]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
