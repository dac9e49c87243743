/**
 * Helpers for tests of the content pipeline: throwaway projects built from the base fixture
 * (tests/fixtures/base/pages) plus one invalid file, checked with the real schemas and public/;
 * and copies of the whole project that the real build can build.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { loadContent } from "../../src/content/load.ts";

/** The project root (tests run from it). */
export const ROOT = process.cwd();
/** The fixtures folder. */
export const FIXTURES = join(ROOT, "tests/fixtures");

const temps: string[] = [];

/** Removes every project made by {@link fixtureProject}; call it from `afterAll`. */
export function removeFixtureProjects(): void {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A throwaway project in a temporary folder: the base fixture pages plus `files`, each a page name
 * (e.g. `about.yaml` or `_site.yaml`) mapped to the fixture file to copy there. Returns its folder.
 */
export function fixtureProject(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  temps.push(dir);
  cpSync(join(FIXTURES, "base/pages"), join(dir, "pages"), { recursive: true });
  for (const [name, source] of Object.entries(files)) cpSync(source, join(dir, "pages", name));
  return dir;
}

/** Validates a fixture project with the real schemas and public/ folder. */
export function loadFixtureProject(dir: string) {
  return loadContent({ rootDir: dir, schemaDir: join(ROOT, "schema"), publicDir: join(ROOT, "public") });
}

/** The `# expect: CODE LINE:COL PATH` header of a fixture file. Throws when the file has none. */
export function expectation(file: string): { code: string; line: number; col: number; path: string } {
  const m = /^# expect: (E_\w+) (\d+):(\d+)(?: (.*))?$/m.exec(readFileSync(file, "utf8"));
  if (!m) throw new Error(`${file} has no '# expect:' line`);
  return { code: m[1]!, line: Number(m[2]), col: Number(m[3]), path: m[4] ?? "" };
}

/**
 * A copy of the whole project (pages, schema, scripts, src and the build's configuration) in a
 * temporary folder, with public/ and node_modules linked, that `npm run build` can build without
 * touching the real tree. With `ownPublic`, public/ is a copy of its own instead of a link, for a test
 * to add files to. With `reuseCodeBuilds`, its build cache starts with the project's own builds of the
 * code (`.build-cache/router` and `islands`, when a build left them), which a copy of the same code
 * reuses: its build then only validates, renders and writes the pages (a test of what the build does
 * with content, not of the bundler). With `reusePictures`, it starts with the project's encoded
 * pictures too (`.build-cache/pictures`, keyed by each picture's bytes and the encoder's settings),
 * which a build of the same pictures takes instead of encoding them again (about 6 s of CPU time for
 * the site's 48): for a test of what the build does with pages, not with pictures. Removed by
 * {@link removeFixtureProjects}, unless it was made in the folder `under` names (whose owner removes
 * it). Returns its folder.
 */
export function buildableProjectCopy(
  options: { ownPublic?: boolean; under?: string; reuseCodeBuilds?: boolean; reusePictures?: boolean } = {},
): string {
  const dir = mkdtempSync(join(options.under ?? tmpdir(), "site-"));
  if (!options.under) temps.push(dir);
  for (const name of ["pages", "schema", "scripts", "src"]) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  for (const name of ["react-router.config.ts", "vite.config.ts", "tsconfig.json", "package.json", "package-lock.json"])
    cpSync(join(ROOT, name), join(dir, name));
  if (options.reuseCodeBuilds) copyCodeBuilds(join(ROOT, ".build-cache"), join(dir, ".build-cache"));
  if (options.reusePictures && existsSync(join(ROOT, ".build-cache", "pictures")))
    // With their times: the cache counts an entry whose time differs from the one it recorded as changed, and makes it again.
    cpSync(join(ROOT, ".build-cache", "pictures"), join(dir, ".build-cache", "pictures"), { recursive: true, preserveTimestamps: true });
  if (options.ownPublic) cpSync(join(ROOT, "public"), join(dir, "public"), { recursive: true });
  else symlinkSync(join(ROOT, "public"), join(dir, "public"));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  return dir;
}

/**
 * Makes `to` a build cache holding only the builds of the code (`router/` and `islands/`, keyed by the
 * code) of the build cache `from`, those it has; nothing of the content's cache (pages, pictures,
 * compressed files). Returns `to`.
 */
export function copyCodeBuilds(from: string, to: string): string {
  mkdirSync(to, { recursive: true });
  // Not the link to the packages a build puts in a router entry: the build makes it where the cache is.
  const code = (path: string) => basename(path) !== "node_modules";
  for (const kind of ["router", "islands"])
    if (existsSync(join(from, kind))) cpSync(join(from, kind), join(to, kind), { recursive: true, filter: code });
  return to;
}

/**
 * Runs `npm run build` (its command, `node scripts/run-build.mjs`) in the project at `dir`; resolves to its exit status and
 * output, colourless. The build gets no video API key and no site environment unless `env` gives
 * them (so that the caller's variables do not change what is built); `env` may set other variables too.
 */
export function buildProject(dir: string, env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/run-build.mjs"], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: "1", VIDEO_API_KEY: "", SITE_ENV: "", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}
