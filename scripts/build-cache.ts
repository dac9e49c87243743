/**
 * The build's cache, so that a second `npm run build` redoes only what changed. It lives in
 * `.build-cache/` in the project (git-ignored, never deployed; `BUILD_CACHE_DIR` moves it) and holds,
 * each under a key that is the SHA-256 of everything it depends on:
 *
 *   router/<key>/    the router's build (client assets and server bundle): the code and the route table
 *   islands/<key>/   the browser build (scripts/build-islands.ts): the code
 *   pages/<key>.html a route's HTML as rendered: the router build's key and the route's data
 *   compressed/<key> a file's brotli or gzip form: the file's bytes and the quality
 *   pictures/<key>.<avif|webp> a raster picture encoded at one width: its bytes, the width, the format
 *                    and the encoder's settings (scripts/build-pictures.ts)
 *
 * Every entry is written whole under a temporary name, then renamed into place, so a killed build
 * leaves no half-written entry; a temporary name left by a killed build is removed by the next one.
 * Entries a build did not use are removed once it has published, so the cache holds one build's worth.
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  type Stats,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { running } from "./build-dir.ts";

/** The cache folder's name in the project. It starts with `.build-`, which git, Docker, ESLint and the formatter already ignore. */
const CACHE_DIR = ".build-cache";

/** A temporary name inside the cache: `<name>.tmp-<pid>-<n>`. */
const TEMPORARY = /\.tmp-(\d+)-[\d-]+$/;

let temporaryCount = 0;

/** The cache folder of the project at `root`: `BUILD_CACHE_DIR` when set (relative to `root`), else `<root>/.build-cache`. */
export function cacheDirOf(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.BUILD_CACHE_DIR ? resolve(root, env.BUILD_CACHE_DIR) : join(root, CACHE_DIR);
}

/** The SHA-256 (hex, 64 characters) of `parts`, each length-prefixed so that `["ab", "c"]` and `["a", "bc"]` differ. */
export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/** Whether `file` (a path relative to the project) is a test, which never goes into a bundle. */
function isTestFile(file: string): boolean {
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(file) || /(^|\/)__snapshots__\//.test(file);
}

/**
 * What the router's build is made from (the key of `router/<key>` in the cache): the app (the route
 * table included), the schemas, the build's configuration and the packages.
 */
export const ROUTER_SOURCES = [
  "src",
  "schema",
  "react-router.config.ts",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-output.ts",
  "scripts/vite-content-reload.ts",
];
/** What the browser's JavaScript is made from (the key of `islands/<key>` in the cache). */
export const ISLANDS_SOURCES = [
  "src",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-islands.ts",
  "scripts/react-esm.ts",
];

/**
 * The SHA-256 of the files at `paths` (files or folders, relative to `root`; missing ones are
 * skipped, their absence hashed too): every regular file under them but tests, each by its path and
 * bytes, in a fixed order. Symbolic links are followed for the top-level `paths` only. Used as the
 * key of what the code builds: any change to a source, a schema or the package lock changes it.
 */
export function hashSources(root: string, paths: readonly string[]): string {
  const parts: (string | Buffer)[] = [];
  const visit = (file: string) => {
    const rel = relative(root, file).split("\\").join("/");
    const stat = lstatSync(file);
    if (stat.isDirectory()) {
      for (const name of readdirSync(file).sort()) visit(join(file, name));
    } else if (stat.isFile() && !isTestFile(rel)) {
      parts.push(rel, readFileSync(file));
    }
  };
  for (const path of [...paths].sort()) {
    const file = join(root, path);
    if (!existsSync(file)) {
      parts.push(`missing:${path}`);
      continue;
    }
    // A top-level entry may be a link (a project copy links public/ or node_modules): read through it.
    visit(realpathSync(file));
  }
  return hashOf(...parts);
}

/** Writes `data` to `file` whole: into a temporary file beside it, then one rename. Creates the folder. */
export function writeFileAtomic(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}-${temporaryCount++}`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * Puts the folder `from` (complete) at `to` with one rename, replacing nothing: when `to` already
 * exists (another build made it meanwhile), `from` is removed instead. Never leaves `to` half-written.
 */
export function moveFolderInto(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  if (existsSync(to)) {
    rmSync(from, { recursive: true, force: true });
    return;
  }
  renameSync(from, to);
}

/** A fresh temporary folder name inside `dir` for a folder entry being written: `<dir>/.tmp-<pid>-<n>`. */
export function temporaryEntry(dir: string): string {
  return join(dir, `.tmp-${process.pid}-${temporaryCount++}`);
}

/**
 * The file, in each folder of a {@link FileCache}, that records the size and modification time of
 * every entry the last build used, as that build left it.
 */
const STAMPS = ".stamps.json";

/** An entry's size in bytes and modification time in ms, as the build left it. */
type Stamp = [size: number, mtimeMs: number];

/**
 * Whether `stat` is the file `recorded` describes: the same size, and the same time to within 1 ms,
 * which a cache copied with its files' times (`cp -p`, Node's `cpSync` with `preserveTimestamps`,
 * which keep them to the ms) still is, and a file written again later is not.
 */
const matches = (stat: Stats, recorded: Stamp) => stat.size === recorded[0] && Math.abs(stat.mtimeMs - recorded[1]) < 1;

/**
 * Files kept in one kind of cache entry (`pages/`, `compressed/`, `pictures/`, `fonts/`), named by
 * their key: reads one, writes one whole ({@link writeFileAtomic}), and remembers which were used so
 * {@link FileCache.prune} can remove the rest.
 *
 * A published build shares its files with the cache (hard links, {@link FileCache.copyOut}), so a
 * published file edited in place (by an editor that keeps hard links, or `>>`) changes the entry too.
 * An entry whose size or modification time is no longer what the last build recorded ({@link STAMPS})
 * counts as missing and is removed, so the build makes it again from its sources and never publishes
 * the edit.
 */
export class FileCache {
  private readonly used = new Set<string>();
  /** Each entry's size and modification time as the last build left it (see {@link STAMPS}); empty when unknown. */
  private readonly stamps: Map<string, Stamp>;
  /** `dir`: the folder of the entries, created on the first write. */
  constructor(readonly dir: string) {
    this.stamps = readStamps(join(dir, STAMPS));
  }

  /** The entry named `name`, or undefined when there is none (or it cannot be read, or was changed since). Marks it used. */
  read(name: string): Buffer | undefined {
    this.used.add(name);
    if (!this.intact(name)) return undefined;
    try {
      return readFileSync(join(this.dir, name));
    } catch {
      return undefined;
    }
  }

  /** Whether the entry `name` exists, unchanged since it was written (by this process, a worker or an earlier build). Marks it used. */
  has(name: string): boolean {
    this.used.add(name);
    return this.intact(name);
  }

  /** Stores `data` as the entry `name`, whole, and marks it used. */
  write(name: string, data: string | Buffer): void {
    this.used.add(name);
    this.stamps.delete(name);
    writeFileAtomic(join(this.dir, name), data);
  }

  /**
   * Puts the entry `name` at `file` (which must not exist) and marks it used: as a hard link, so a
   * build of a thousand unchanged pages does not copy their bytes (entries are only ever replaced
   * whole; a published file edited in place is caught by the next build, see the class), or as a copy
   * where the two folders cannot share a file (another file system). Throws when the entry cannot be read.
   */
  copyOut(name: string, file: string): void {
    this.used.add(name);
    try {
      linkSync(join(this.dir, name), file);
    } catch {
      copyFileSync(join(this.dir, name), file);
    }
  }

  /**
   * Removes every entry not read or written since this object was made, and temporary files of builds
   * no longer running, then records the size and modification time of every entry left. Returns how many went.
   */
  prune(): number {
    if (!existsSync(this.dir)) return 0;
    let removed = 0;
    const stamps: Record<string, Stamp> = {};
    for (const name of readdirSync(this.dir)) {
      if (name === STAMPS) continue;
      const temporary = TEMPORARY.exec(name);
      if (this.used.has(name) || (temporary && running(Number(temporary[1])))) {
        const stat = temporary ? undefined : statSync(join(this.dir, name), { throwIfNoEntry: false });
        if (stat?.isFile()) stamps[name] = [stat.size, stat.mtimeMs];
        continue;
      }
      rmSync(join(this.dir, name), { recursive: true, force: true });
      removed++;
    }
    writeFileAtomic(join(this.dir, STAMPS), JSON.stringify(stamps));
    return removed;
  }

  /** Whether the entry `name` exists and, when the last build recorded it, is as that build left it; a changed one is removed. */
  private intact(name: string): boolean {
    const file = join(this.dir, name);
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat) return false;
    const recorded = this.stamps.get(name);
    if (recorded === undefined || matches(stat, recorded)) return true;
    this.stamps.delete(name);
    rmSync(file, { force: true });
    return false;
  }
}

/** The stamps recorded in `file` (see {@link STAMPS}), or none when it is missing or unreadable. */
function readStamps(file: string): Map<string, Stamp> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, Stamp>));
  } catch {
    return new Map();
  }
}

/**
 * Removes, in the folder `dir`, every entry but `keep` (a name), except the temporary folders of
 * builds still running. For the folder entries (`router/`, `islands/`), of which a build uses one.
 */
export function pruneFolders(dir: string, keep: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const temporary = TEMPORARY.exec(name);
    if (name === keep || (temporary && running(Number(temporary[1])))) continue;
    rmSync(join(dir, name), { recursive: true, force: true });
  }
}
