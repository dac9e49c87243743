/**
 * `npm run serve` (scripts/serve.ts) as the html and browser Playwright projects run against it: started
 * by a setup project of their own (tests/support/serve.setup.ts) only when one of those projects runs, so
 * that the editor's tests and `playwright test --list` need no build, and stopped by its teardown.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = process.cwd();

/** The folder of the server on `port` (its pid and log): the same for the same port, so the teardown finds what the setup started. */
function serverDir(port: number): string {
  return join(tmpdir(), `site-serve-${port}`);
}

/** The process id the folder names, when that process still runs. */
function runningPid(dir: string): number | undefined {
  return pidFileProcess(join(dir, "pid"));
}

/**
 * The process id written in `file` (a pid file), when that process still runs; undefined without the
 * file, with a file still being written, or without the process. A server removes its pid file as it
 * exits, so the file may go at any moment: it is read once, never checked first.
 */
export function pidFileProcess(file: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const pid = Number(text.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Whether anything answers HTTP on 127.0.0.1:`port`. */
async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts `npm run serve` on 127.0.0.1:`port` serving this project's build, as a process of its own that
 * outlives the setup test, after stopping one a killed run left on that port. Resolves once /home answers
 * 200. Throws, saying what to do, when there is no build, when another program already answers on the
 * port, or when the server exits or does not answer within 30 s (with its output).
 */
export async function startStaticServer(port: number): Promise<void> {
  if (!existsSync(join(ROOT, "build", "client", "404.html")))
    throw new Error(
      "There is no build to serve: run npm run build first (npm test and npm run test:e2e build before the end-to-end tests).",
    );
  stopStaticServer(port);
  if (await answers(port)) throw new Error(`Another program answers on port ${port}: set E2E_PORT to a free port.`);
  const dir = serverDir(port);
  mkdirSync(dir, { recursive: true });
  const log = openSync(join(dir, "log"), "w");
  const child = spawn(join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/serve.ts"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, PORT: String(port), HOST: "" },
  });
  closeSync(log);
  child.unref();
  writeFileSync(join(dir, "pid"), String(child.pid));
  let exited: number | null | undefined;
  child.once("exit", (code) => (exited = code));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/home`, { redirect: "manual" })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    const output = () => readFileSync(join(dir, "log"), "utf8").trim();
    if (exited !== undefined) throw new Error(`npm run serve exited (${exited}) before answering on port ${port}:\n${output()}`);
    if (Date.now() > deadline) {
      stopStaticServer(port);
      throw new Error(`npm run serve did not answer on port ${port} within 30 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the server started on `port` (the whole process group: tsx and the node it runs) and removes its folder. Never throws for one already gone. */
export function stopStaticServer(port: number): void {
  const dir = serverDir(port);
  const pid = runningPid(dir);
  if (pid) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {
      // Already gone between the check and the signal.
    }
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && runningPid(dir)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  rmSync(dir, { recursive: true, force: true });
}
