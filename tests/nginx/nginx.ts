/**
 * A real nginx serving the build with the generated configuration (build/nginx/site.conf, the file the
 * Dockerfile copies), for the `nginx` Playwright project: unprivileged in the sense that it owns nothing
 * outside a temporary folder (its prefix, temporary files, logs and pid), listens on 127.0.0.1 only, on
 * the port it is given, and runs as `nobody` when started by root.
 */
import { pidFileProcess } from "../support/static-server.ts";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** How to install nginx where it is missing (CI's .ci/run does this by itself). */
const INSTALL_HINT = "install Debian's nginx (apt-get install nginx; .ci/run installs it in CI) or set NGINX_PATH to an nginx binary";

/** The nginx binary: NGINX_PATH (when it exists), else the first `nginx` of /usr/sbin, /usr/local/sbin, /usr/bin and PATH; undefined when there is none. */
function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : undefined;
  const dirs = ["/usr/sbin", "/usr/local/sbin", "/usr/bin", "/usr/local/nginx/sbin", ...(process.env.PATH ?? "").split(":")];
  return dirs.map((dir) => join(dir, "nginx")).find((file) => existsSync(file));
}

/** The folder of one nginx instance: the same for the same port, so the teardown finds what the setup started. */
function nginxPrefix(port: number): string {
  return join(tmpdir(), `site-nginx-${port}`);
}

/**
 * The main configuration: the system's media types, and one `server` on 127.0.0.1:`port` whose root is
 * `clientDir` and which includes `siteConf` (build/nginx/site.conf) unchanged. Every path nginx writes
 * is in `prefix`.
 */
function mainConfig(params: {
  prefix: string;
  port: number;
  clientDir: string;
  siteConf: string;
  mimeTypes: string;
  user?: string;
}): string {
  const { prefix } = params;
  return `${params.user ? `user ${params.user};\n` : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include ${params.mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${params.port};
    root ${params.clientDir};
    include ${params.siteConf};
  }
}
`;
}

/** The process id in the instance's pid file, when it names a running process. */
function runningPid(prefix: string): number | undefined {
  return pidFileProcess(join(prefix, "nginx.pid"));
}

/**
 * Starts nginx (as a daemon: it outlives the setup test) serving `buildDir` (default: this project's
 * build) on 127.0.0.1:`port`, after stopping an instance a killed run left on that port. Resolves once
 * /home answers 200. Throws, with what to do, when nginx is not installed, when there is no build, when
 * nginx refuses the configuration (its own message), or when it does not answer within 10 s.
 */
export async function startNginx(params: { port: number; buildDir?: string }): Promise<{ prefix: string; baseURL: string }> {
  const nginx = findNginx();
  if (!nginx)
    throw new Error(
      `nginx is not installed${process.env.NGINX_PATH ? ` at ${process.env.NGINX_PATH} (NGINX_PATH)` : ""}, so the nginx tests cannot run: ${INSTALL_HINT}.`,
    );
  const buildDir = resolve(params.buildDir ?? "build");
  const siteConf = join(buildDir, "nginx", "site.conf");
  if (!existsSync(siteConf)) throw new Error(`${siteConf} is missing: run npm run build first.`);
  const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"].find((file) => existsSync(file));
  if (!mimeTypes) throw new Error("nginx's mime.types was not found in /etc/nginx or /usr/local/nginx/conf");
  stopNginx(params.port);
  const prefix = nginxPrefix(params.port);
  mkdirSync(prefix, { recursive: true });
  // Started by root, nginx would run its workers as nobody:nobody, and Debian has no group nobody.
  const user =
    process.getuid?.() === 0 ? `nobody ${/^nogroup:/m.test(readFileSync("/etc/group", "utf8")) ? "nogroup" : "nobody"}` : undefined;
  const conf = join(prefix, "nginx.conf");
  writeFileSync(conf, mainConfig({ prefix, port: params.port, clientDir: join(buildDir, "client"), siteConf, mimeTypes, user }));
  const started = spawnSync(nginx, ["-p", prefix, "-c", conf, "-e", join(prefix, "error.log")], { encoding: "utf8" });
  if (started.status !== 0)
    throw new Error(`nginx did not start (exit ${started.status ?? started.signal}): ${(started.stderr || started.stdout).trim()}`);
  const baseURL = `http://127.0.0.1:${params.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/home`, { redirect: "manual" })).status === 200) return { prefix, baseURL };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${baseURL}/home within 10 s; its log:\n${readLog(prefix)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The instance's error log, or a note that it has none. */
function readLog(prefix: string): string {
  const file = join(prefix, "error.log");
  return existsSync(file) ? readFileSync(file, "utf8") : "(no error log)";
}

/** Stops the nginx started on `port` (if it runs) and removes its folder. Never throws for an instance that is already gone. */
export function stopNginx(port: number): void {
  const prefix = nginxPrefix(port);
  const pid = runningPid(prefix);
  if (pid) {
    process.kill(pid, "SIGTERM");
    // Wait (at most 5 s) for the master to exit, so the port is free for the next start.
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && runningPid(prefix)) execFileSync("sleep", ["0.05"]);
  }
  rmSync(prefix, { recursive: true, force: true });
}
