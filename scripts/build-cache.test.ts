import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../tests/support/temp-dirs.ts";
import { FileCache, hashOf, hashSources, moveFolderInto, pruneFolders, writeFileAtomic } from "./build-cache.ts";
import { precompressText } from "./build-output.ts";

const tempDir = tempDirs("build-cache-test-");

/** A project with two sources, a test beside them, a schema and a package lock. */
function project(): string {
  const dir = tempDir();
  mkdirSync(join(dir, "src/blocks"), { recursive: true });
  mkdirSync(join(dir, "schema"));
  writeFileSync(join(dir, "src/blocks/Hero.tsx"), "export const Hero = () => null;\n");
  writeFileSync(join(dir, "src/blocks/Hero.test.tsx"), "it('renders', () => {});\n");
  writeFileSync(join(dir, "src/root.tsx"), "export default 1;\n");
  writeFileSync(join(dir, "schema/page.schema.json"), "{}\n");
  writeFileSync(join(dir, "package-lock.json"), "{}\n");
  return dir;
}

const SOURCES = ["src", "schema", "package-lock.json", "vite.config.ts"];

describe("the code's key (hashSources)", () => {
  it("changes when a source, a schema or the package lock changes, and only then", () => {
    const dir = project();
    const before = hashSources(dir, SOURCES);
    expect(hashSources(dir, SOURCES)).toBe(before);
    writeFileSync(join(dir, "src/blocks/Hero.test.tsx"), "it('renders again', () => {});\n");
    expect(hashSources(dir, SOURCES)).toBe(before);

    for (const [file, text] of [
      ["src/blocks/Hero.tsx", "export const Hero = () => 'hi';\n"],
      ["schema/page.schema.json", '{"type":"object"}\n'],
      ["package-lock.json", '{"lockfileVersion":3}\n'],
      ["vite.config.ts", "export default {};\n"],
    ] as const) {
      const previous = hashSources(dir, SOURCES);
      writeFileSync(join(dir, file), text);
      expect(hashSources(dir, SOURCES), file).not.toBe(previous);
    }
  });

  it("tells a file moved to another folder from the same file where it was", () => {
    const a = project();
    const b = project();
    writeFileSync(join(b, "src/root.tsx"), "");
    writeFileSync(join(b, "src/blocks/root.tsx"), "export default 1;\n");
    expect(hashSources(b, SOURCES)).not.toBe(hashSources(a, SOURCES));
  });

  it("keeps the parts of a key apart", () => {
    expect(hashOf("ab", "c")).not.toBe(hashOf("a", "bc"));
  });
});

describe("the cache's entries", () => {
  it("are written whole, with no temporary file left beside them", () => {
    const dir = tempDir();
    writeFileAtomic(join(dir, "pages", "a.html"), "<h1>A</h1>");
    expect(readdirSync(join(dir, "pages"))).toEqual(["a.html"]);
    expect(readFileSync(join(dir, "pages", "a.html"), "utf8")).toBe("<h1>A</h1>");
  });

  it("that a build did not use are removed after it, with a killed build's half-written files, but not a running build's", () => {
    const dir = tempDir();
    const old = new FileCache(dir);
    old.write("old.html", "old");
    old.write("kept.html", "kept");
    writeFileSync(join(dir, "half.html.tmp-999999999-0"), "half");
    writeFileSync(join(dir, `other.html.tmp-${process.pid}-7`), "being written");

    const cache = new FileCache(dir);
    expect(cache.read("kept.html")?.toString()).toBe("kept");
    expect(cache.read("missing.html")).toBeUndefined();
    cache.write("new.html", "new");
    cache.prune();
    expect(readdirSync(dir).sort()).toEqual([".stamps.json", "kept.html", "new.html", `other.html.tmp-${process.pid}-7`]);
  });

  it("that changed in place since the last build (a published page edited through its hard link) count as missing and go", () => {
    const dir = tempDir();
    const published = tempDir();
    const first = new FileCache(dir);
    first.write("page.html", "<h1>As built</h1>");
    first.write("other.html", "<h1>Other</h1>");
    first.copyOut("page.html", join(published, "page.html"));
    first.prune();
    // Written into the published file itself (the same file as the entry), not replaced by a new one.
    writeFileSync(join(published, "page.html"), "<h1>Edited by hand</h1>");
    expect(readFileSync(join(dir, "page.html"), "utf8"), "the entry shares the published file").toBe("<h1>Edited by hand</h1>");

    const next = new FileCache(dir);
    expect(next.has("page.html")).toBe(false);
    expect(next.read("page.html")).toBeUndefined();
    expect(existsSync(join(dir, "page.html"))).toBe(false);
    expect(next.read("other.html")?.toString()).toBe("<h1>Other</h1>");
    // Made again, the entry is trusted from then on.
    next.write("page.html", "<h1>As built</h1>");
    expect(next.has("page.html")).toBe(true);
    next.prune();
    expect(new FileCache(dir).read("page.html")?.toString()).toBe("<h1>As built</h1>");
  });

  it("copied elsewhere with their files' times (as a CI service restores a cache), are still taken", () => {
    const dir = tempDir();
    const cache = new FileCache(dir);
    for (let i = 0; i < 20; i++) cache.write(`page-${i}.html`, `<h1>Page ${i}</h1>`);
    cache.prune();
    const copy = join(tempDir(), "pages");
    cpSync(dir, copy, { recursive: true, preserveTimestamps: true });
    const restored = new FileCache(copy);
    expect(Array.from({ length: 20 }, (_, i) => restored.has(`page-${i}.html`)).every(Boolean)).toBe(true);
  });

  it("in folders (the code's builds) keep only the one in use, and a folder already in place is never replaced", () => {
    const dir = tempDir();
    for (const name of ["a", "b", ".tmp-999999999-1"]) mkdirSync(join(dir, name));
    const incoming = join(dir, `.tmp-${process.pid}-2`);
    mkdirSync(incoming);
    writeFileSync(join(incoming, "index.js"), "new");
    writeFileSync(join(dir, "b", "index.js"), "in place");
    moveFolderInto(incoming, join(dir, "b"));
    expect(readFileSync(join(dir, "b", "index.js"), "utf8")).toBe("in place");
    expect(existsSync(incoming)).toBe(false);
    pruneFolders(dir, "b");
    expect(readdirSync(dir)).toEqual(["b"]);
  });
});

describe("precompressText with a cache", () => {
  it("writes the same files as without one, and takes them from the cache the second time", async () => {
    const site = (dir: string) => {
      mkdirSync(join(dir, "home"), { recursive: true });
      writeFileSync(join(dir, "home", "index.html"), `<!doctype html><h1>Home</h1>${"<p>Northgate Systems</p>".repeat(200)}`);
      writeFileSync(join(dir, "robots.txt"), "User-agent: *\n");
      return dir;
    };
    const plain = site(tempDir());
    const cached = site(tempDir());
    const cacheDir = tempDir();
    // The page's two forms; robots.txt is smaller as it is.
    expect(await precompressText(plain)).toBe(2);
    expect(await precompressText(cached, new FileCache(cacheDir))).toBe(2);
    const files = (dir: string) => readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
    expect(files(cached)).toEqual(files(plain));
    for (const file of files(plain).filter((f) => f.endsWith(".br") || f.endsWith(".gz")))
      expect(readFileSync(join(cached, file)), file).toEqual(readFileSync(join(plain, file)));

    // Entries the cache holds are used as they are: one altered on purpose shows up in the output.
    const entry = `${hashOf(readFileSync(join(plain, "home", "index.html")))}-gz9`;
    expect(readdirSync(cacheDir)).toContain(entry);
    writeFileSync(join(cacheDir, entry), Buffer.from("from the cache"));
    const again = site(tempDir());
    expect(await precompressText(again, new FileCache(cacheDir))).toBe(2);
    expect(readFileSync(join(again, "home", "index.html.gz"), "utf8")).toBe("from the cache");
  });
});
