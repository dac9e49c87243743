import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirs } from "../../tests/support/temp-dirs.ts";
import { ContentCache } from "./content-cache.ts";
import { locate, parseYaml, validatedParsedFile } from "./parse.ts";

const cacheDir = tempDirs("content-cache-");

/** A cache folder whose one file, saved with the entry `a`, has been overwritten with `bytes`. Returns the folder and the file's name. */
function damagedCache(bytes: string | Uint8Array): { dir: string; name: string } {
  const dir = cacheDir();
  const cache = new ContentCache(dir, "build", "code");
  cache.set("a", { data: 1 });
  cache.save();
  const [name] = readdirSync(dir);
  writeFileSync(join(dir, name!), bytes);
  return { dir, name: name! };
}

describe("the content cache between processes", () => {
  it("gives back, in a later process, the data and placeholder values a file passed with, as a copy the caller may change", () => {
    const dir = cacheDir();
    const first = new ContentCache(dir, "build", "code 1");
    const key = first.key("schemas", "page", "pages/home.yaml", "title: Home\n");
    expect(first.get(key)).toBeUndefined();
    first.set(key, { data: { title: "Home", blocks: [{ type: "hero" }] }, values: new Map([["brand", "Northgate"]]) });
    first.save();

    const later = new ContentCache(dir, "build", "code 1");
    const got = later.get(key)!;
    expect(got).toEqual({ data: { title: "Home", blocks: [{ type: "hero" }] }, values: new Map([["brand", "Northgate"]]) });
    (got.data as { title: string }).title = "Changed by the caller";
    expect(later.get(key)!.data).toEqual({ title: "Home", blocks: [{ type: "hero" }] });
    expect(later.counts).toEqual({ reused: 2, stored: 0 });
  });

  it("keys a file by every part given: another text, path or kind is another entry", () => {
    const cache = new ContentCache(cacheDir(), "build", "code");
    const key = cache.key("schemas", "page", "pages/home.yaml", "title: Home\n");
    expect(cache.key("schemas", "page", "pages/home.yaml", "title: Home!\n")).not.toBe(key);
    expect(cache.key("schemas", "page", "pages/about.yaml", "title: Home\n")).not.toBe(key);
    expect(cache.key("schemas", "site", "pages/home.yaml", "title: Home\n")).not.toBe(key);
    // Length-prefixed: moving text from one part to the next is another key.
    expect(cache.key("ab", "c")).not.toBe(cache.key("a", "bc"));
  });

  it("is empty for other code, and keeps only the files the last check used", () => {
    const dir = cacheDir();
    const first = new ContentCache(dir, "build", "code 1");
    first.set("a", { data: 1 });
    first.set("b", { data: 2 });
    first.save();

    expect(new ContentCache(dir, "build", "code 2").get("a")).toBeUndefined();
    const second = new ContentCache(dir, "build", "code 1");
    expect(second.get("a")).toEqual({ data: 1 });
    second.save();
    const third = new ContentCache(dir, "build", "code 1");
    expect(third.get("a")).toEqual({ data: 1 });
    expect(third.get("b")).toBeUndefined();
  });

  it("keeps one file per user: a save removes that user's files of other code, not another user's", () => {
    const dir = cacheDir();
    for (const [purpose, code] of [
      ["build", "old code"],
      ["validate", "old code"],
      ["build", "new code"],
    ] as const) {
      const cache = new ContentCache(dir, purpose, code);
      cache.set("a", { data: code });
      cache.save();
    }
    expect(readdirSync(dir).map((name) => name.split("-")[1])).toEqual(["build", "validate"]);
    expect(new ContentCache(dir, "build", "new code").get("a")).toEqual({ data: "new code" });
    expect(new ContentCache(dir, "validate", "old code").get("a")).toEqual({ data: "old code" });
  });

  it("reads a damaged or foreign file as an empty cache, and replaces it on the next save", () => {
    const { dir } = damagedCache("not what the cache writes");
    const damaged = new ContentCache(dir, "build", "code");
    expect(damaged.get("a")).toBeUndefined();
    damaged.set("a", { data: 2 });
    damaged.save();
    expect(new ContentCache(dir, "build", "code").get("a")).toEqual({ data: 2 });
  });

  it("does not write when every file came from it unchanged", () => {
    const { dir, name } = damagedCache(new Uint8Array(0));
    // Unreadable now, so empty: nothing used, nothing stored, nothing written over the damaged file.
    new ContentCache(dir, "build", "code").save();
    expect(readdirSync(dir)).toEqual([name]);
  });
});

describe("a file taken from the cache", () => {
  it("locates a value at the line and column a freshly parsed file gives, reading the text only when asked", () => {
    const text = "title: Home\nblocks:\n  - type: hero\n    heading: Welcome\n";
    const { parsed } = parseYaml({ relFile: "pages/home.yaml", text });
    const cached = validatedParsedFile("pages/home.yaml", text, { title: "Home", blocks: [{ type: "hero", heading: "Welcome" }] });
    expect(cached.data).toEqual({ title: "Home", blocks: [{ type: "hero", heading: "Welcome" }] });
    expect(locate(cached, ["blocks", 0, "heading"])).toEqual(locate(parsed, ["blocks", 0, "heading"]));
    expect(locate(cached, ["blocks", 0, "heading"])).toEqual({ line: 4, col: 14 });
  });
});
