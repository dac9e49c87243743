/**
 * What the content pipeline keeps between processes: the data of every file that passed parsing and
 * schema validation, by a hash of everything that result depends on (the pipeline's code, the schemas,
 * the file's path, kind and text, and the site's placeholder values). A build or `npm run validate`
 * after one page changed parses only that page; the cross-file checks still run on every page, since
 * a change in one file can break a link in another.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { deserialize, serialize } from "node:v8";
import type { PlaceholderValues } from "./placeholders.ts";

/** A file that passed parsing and schema validation: its data as validated (placeholders filled) and, for `_site.yaml`, its placeholder values. */
export interface ValidatedFile {
  data: unknown;
  values?: PlaceholderValues;
}

/**
 * A cache of {@link ValidatedFile}s in one file, `<dir>/validated-<purpose>-<code key>.data`, read
 * when opened and written whole (then renamed into place) by {@link ContentCache.save}. `purpose`
 * names its user (`build`, `validate`), so two users with different code keys do not evict each
 * other. A missing, unreadable or corrupt file is an empty cache, never an error.
 */
export class ContentCache {
  private readonly file: string;
  private readonly stored: Map<string, Buffer>;
  private readonly used = new Map<string, Buffer>();
  private changed = false;
  /** How many files came from the cache since it was opened, and how many were stored (parsed and validated now). */
  readonly counts = { reused: 0, stored: 0 };

  /** Opens the cache of `purpose` (a word: letters and digits) for code `codeKey` (any string, e.g. a hash of the sources) in `dir`. */
  constructor(
    private readonly dir: string,
    private readonly purpose: string,
    codeKey: string,
  ) {
    this.file = join(dir, `validated-${purpose}-${createHash("sha256").update(codeKey).digest("hex").slice(0, 24)}.data`);
    this.stored = readStore(this.file);
  }

  /** The key of a file's result: a SHA-256 (hex) of `parts`, each length-prefixed. */
  key(...parts: string[]): string {
    const hash = createHash("sha256");
    for (const part of parts) hash.update(`${Buffer.byteLength(part)}:`).update(part);
    return hash.digest("hex");
  }

  /** The file stored under `key`, as a new copy (the caller may change it), or undefined. */
  get(key: string): ValidatedFile | undefined {
    const bytes = this.stored.get(key);
    if (!bytes) return undefined;
    try {
      const file = deserialize(bytes) as ValidatedFile;
      this.used.set(key, bytes);
      this.counts.reused++;
      return file;
    } catch {
      return undefined;
    }
  }

  /** Stores `file` under `key`, as it is now (later changes to it are not stored). */
  set(key: string, file: ValidatedFile): void {
    this.used.set(key, serialize(file));
    this.changed = true;
    this.counts.stored++;
  }

  /** Keeps the file stored under `key` in the cache (as {@link get} would), storing `file` there when it is not. */
  keep(key: string, file: ValidatedFile): void {
    const bytes = this.stored.get(key);
    if (!bytes) return this.set(key, file);
    this.used.set(key, bytes);
    this.counts.reused++;
  }

  /**
   * Writes the files used since the cache was opened (those of the content as it is now; others are
   * dropped) when any was added or any stored one was not used, and removes this purpose's files of
   * other code keys. Errors of the file system are ignored: a cache that cannot be written is only slower.
   */
  save(): void {
    if (!this.changed && this.used.size === this.stored.size) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      const temporary = `${this.file}.tmp-${process.pid}`;
      writeFileSync(temporary, serialize(this.used));
      renameSync(temporary, this.file);
      const prefix = `validated-${this.purpose}-`;
      for (const name of readdirSync(this.dir))
        if (name.startsWith(prefix) && join(this.dir, name) !== this.file) rmSync(join(this.dir, name), { force: true });
    } catch {
      // Not cached this time.
    }
  }
}

function readStore(file: string): Map<string, Buffer> {
  try {
    const store = deserialize(readFileSync(file)) as unknown;
    return store instanceof Map ? (store as Map<string, Buffer>) : new Map();
  } catch {
    return new Map();
  }
}
