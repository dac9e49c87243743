/**
 * For the editor server's tests: a temporary copy of the project (pages/ and public/ copied, schema/
 * linked), optionally a Git repository with a bare remote, and requests to a running editor as its
 * own page sends them.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The real project, whose pages, public files and schemas the copies start from. */
export const SOURCE_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** A temporary project: its folder, and `remove()` to delete it (and its remote). */
export interface TempProject {
  root: string;
  /** The bare repository the project pushes to, with `git: true`. */
  remote?: string;
  remove(): void;
}

/** Runs git in `cwd` and returns its output (trimmed); throws when git fails. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/**
 * Copies the real pages/ and public/ into a new temporary folder and links the real schema/ there.
 * With `git`, the copy is a repository on branch main (user.name/email set) with everything committed
 * and pushed to a bare repository, which is the upstream of main.
 */
export function tempProject(opts: { git?: boolean } = {}): TempProject {
  const root = mkdtempSync(join(tmpdir(), "editor-server-"));
  cpSync(join(SOURCE_ROOT, "pages"), join(root, "pages"), { recursive: true });
  cpSync(join(SOURCE_ROOT, "public"), join(root, "public"), { recursive: true });
  symlinkSync(join(SOURCE_ROOT, "schema"), join(root, "schema"));
  const remote = opts.git ? initRepository(root) : undefined;
  return {
    root,
    remote,
    remove: () => [root, remote].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * Makes the project at `root` a Git repository on branch main (user.name/email set, signing off) with
 * everything not ignored committed and pushed to a new bare repository, which becomes the upstream of
 * main. Returns the bare repository's folder (the caller removes it). Throws when git fails.
 */
export function initRepository(root: string): string {
  const remote = mkdtempSync(join(tmpdir(), "editor-remote-"));
  gitIn(remote, "init", "--quiet", "--bare", "--initial-branch=main");
  gitIn(root, "init", "--quiet", "--initial-branch=main");
  gitIn(root, "config", "user.name", "Test Developer");
  gitIn(root, "config", "user.email", "developer@example.com");
  gitIn(root, "config", "commit.gpgsign", "false");
  gitIn(root, "add", "--all");
  gitIn(root, "commit", "--quiet", "-m", "Start");
  gitIn(root, "remote", "add", "origin", remote);
  gitIn(root, "push", "--quiet", "-u", "origin", "main");
  return remote;
}

/**
 * A copy of `template` (a {@link tempProject}) in a new temporary folder, Git history and remote
 * included (the copy's origin is the copied remote): much quicker than building one from scratch.
 */
export function copyProject(template: TempProject): TempProject {
  const root = mkdtempSync(join(tmpdir(), "editor-server-"));
  cpSync(template.root, root, { recursive: true, verbatimSymlinks: true });
  let remote: string | undefined;
  if (template.remote) {
    remote = mkdtempSync(join(tmpdir(), "editor-remote-"));
    cpSync(template.remote, remote, { recursive: true });
    gitIn(root, "remote", "set-url", "origin", remote);
  }
  return {
    root,
    remote,
    remove: () => [root, remote].forEach((dir) => dir && rmSync(dir, { recursive: true, force: true })),
  };
}

/** The token the tests' editors are started with (`startEditor({ token })`), which {@link send} carries as the editor's cookie. */
export const TEST_EDITOR_TOKEN = "test-editor-token-0123456789";

/** An answer: status, headers and the body (parsed when JSON). */
export interface Answer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

/**
 * Sends a request to the editor on 127.0.0.1:`port` with node:http, so every header (Host included)
 * is exactly as given: by default the editor's own Host, its token cookie ({@link TEST_EDITOR_TOKEN}),
 * and for POST its own Origin. A plain-object
 * `body` is sent as JSON with Content-Type application/json; bytes are sent as they are.
 */
export function send<T = unknown>(port: number, path: string, opts: { method?: string; body?: unknown; headers?: Record<string, string | undefined> } = {}): Promise<Answer<T>> {
  const method = opts.method ?? (opts.body === undefined ? "GET" : "POST");
  const own = `127.0.0.1:${port}`;
  const headers: Record<string, string> = { host: own, cookie: `page-editor-token=${TEST_EDITOR_TOKEN}`, ...(method === "POST" ? { origin: `http://${own}` } : {}) };
  let payload: Buffer | undefined;
  if (opts.body instanceof Uint8Array) payload = Buffer.from(opts.body);
  else if (opts.body !== undefined) {
    payload = Buffer.from(typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body));
    headers["content-type"] = "application/json";
  }
  if (payload) headers["content-length"] = String(payload.length);
  for (const [k, v] of Object.entries(opts.headers ?? {})) {
    if (v === undefined) delete headers[k.toLowerCase()];
    else headers[k.toLowerCase()] = v;
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown = text;
        if (String(res.headers["content-type"]).startsWith("application/json")) body = JSON.parse(text);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, text });
      });
    });
    req.on("error", reject);
    req.end(payload);
  });
}
