import { describe, expect, it } from "vitest";
import {
  changedPath,
  COALESCE_MS,
  DraftStore,
  draftKey,
  emptyHistory,
  listStoredDrafts,
  readStoredDraft,
  recordChange,
  redoStep,
  undoStep,
  type StorageLike,
} from "./drafts.ts";

class MemoryStorage implements StorageLike {
  map = new Map<string, string>();
  full = false;
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.full) throw new Error("QuotaExceededError");
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

describe("stored drafts", () => {
  it("round-trip under page-editor:draft:<file> and ignore damaged entries", () => {
    const s = new MemoryStorage();
    const store = new DraftStore(s);
    store.open({ file: "pages/home.yaml", baseHash: "abc", text: "a\n", savedText: "a\n" });
    expect(JSON.parse(s.getItem(draftKey("pages/home.yaml"))!)).toEqual({
      file: "pages/home.yaml",
      baseHash: "abc",
      text: "a\n",
      savedText: "a\n",
    });
    s.setItem(draftKey("pages/bad.yaml"), "{not json");
    s.setItem(draftKey("pages/other.yaml"), JSON.stringify({ file: "pages/home.yaml", baseHash: null, text: "", savedText: "" }));
    s.setItem(draftKey("pages/partial.yaml"), JSON.stringify({ file: "pages/partial.yaml", text: "x" }));
    expect(readStoredDraft(s, "pages/bad.yaml")).toBeNull();
    expect(readStoredDraft(s, "pages/other.yaml")).toBeNull();
    expect(readStoredDraft(s, "pages/partial.yaml")).toBeNull();
    expect(listStoredDrafts(s).map((d) => d.file)).toEqual(["pages/home.yaml"]);
  });

  it("write every change, so a new store (a reload) finds the unsaved text", () => {
    const s = new MemoryStorage();
    const store = new DraftStore(s);
    store.open({ file: "pages/a.yaml", baseHash: "h1", text: "title: A\n", savedText: "title: A\n" });
    store.change("pages/a.yaml", "title: AB\n", "title");
    expect(store.unsavedFiles()).toEqual(["pages/a.yaml"]);
    const reloaded = new DraftStore(s);
    expect(reloaded.stored("pages/a.yaml")).toEqual({ file: "pages/a.yaml", baseHash: "h1", text: "title: AB\n", savedText: "title: A\n" });
    expect(reloaded.unsavedStored().map((d) => d.file)).toEqual(["pages/a.yaml"]);
  });

  it("keep working in memory when storage refuses, and say so", () => {
    const s = new MemoryStorage();
    s.full = true;
    const store = new DraftStore(s);
    store.open({ file: "pages/a.yaml", baseHash: null, text: "x", savedText: "x" });
    store.change("pages/a.yaml", "y");
    expect(store.storageFailed).toBe(true);
    expect(store.get("pages/a.yaml")?.text).toBe("y");
  });

  it("after a save, the draft is no longer unsaved and keeps the new hash; forget removes it", () => {
    const s = new MemoryStorage();
    const store = new DraftStore(s);
    store.open({ file: "pages/a.yaml", baseHash: "h1", text: "1", savedText: "1" });
    store.change("pages/a.yaml", "2");
    store.saved("pages/a.yaml", "h2", "2");
    expect(store.get("pages/a.yaml")).toEqual({ file: "pages/a.yaml", baseHash: "h2", text: "2", savedText: "2" });
    expect(store.unsavedFiles()).toEqual([]);
    store.forget("pages/a.yaml");
    expect(s.getItem(draftKey("pages/a.yaml"))).toBeNull();
  });
});

describe("undo history", () => {
  it("coalesces typing in one field within a second, not across fields or pauses", () => {
    let h = emptyHistory();
    h = recordChange(h, "a", "ab", "heading", 0);
    h = recordChange(h, "ab", "abc", "heading", 500);
    h = recordChange(h, "abc", "abcd", "heading", 500 + COALESCE_MS);
    expect(h.past).toHaveLength(1);
    expect(h.past[0]).toMatchObject({ before: "a", after: "abcd" });
    h = recordChange(h, "abcd", "abcde", "text", 1600);
    h = recordChange(h, "abcde", "abcdef", "text", 1600 + COALESCE_MS + 1);
    expect(h.past.map((s) => s.after)).toEqual(["abcd", "abcde", "abcdef"]);
    h = recordChange(h, "abcdef", "X", null, 2700);
    h = recordChange(h, "X", "Y", null, 2701);
    expect(h.past).toHaveLength(5);
  });

  it("drops a coalesced step that ends where it began, and ignores no-op changes", () => {
    let h = recordChange(emptyHistory(), "a", "ab", "k", 0);
    h = recordChange(h, "ab", "a", "k", 100);
    expect(h.past).toEqual([]);
    expect(recordChange(h, "a", "a", "k", 200)).toBe(h);
  });

  it("undoes and redoes in order; a new change clears redo; a redone step does not coalesce", () => {
    let h = recordChange(emptyHistory(), "1", "2", null, 0);
    h = recordChange(h, "2", "3", "f", 10);
    const u1 = undoStep(h)!;
    expect(u1.text).toBe("2");
    const u2 = undoStep(u1.history)!;
    expect(u2.text).toBe("1");
    expect(undoStep(u2.history)).toBeNull();
    const r1 = redoStep(u2.history)!;
    expect(r1.text).toBe("2");
    const r2 = redoStep(r1.history)!;
    expect(r2.text).toBe("3");
    expect(redoStep(r2.history)).toBeNull();
    const typed = recordChange(r2.history, "3", "34", "f", 20);
    expect(typed.past).toHaveLength(3);
    const branched = recordChange(u1.history, "2", "Z", null, 30);
    expect(branched.future).toEqual([]);
  });

  it("the store keeps each file's history for the session and restores texts", () => {
    let t = 0;
    const store = new DraftStore(null, () => (t += 2000));
    store.open({ file: "a", baseHash: null, text: "A0", savedText: "A0" });
    store.open({ file: "b", baseHash: null, text: "B0", savedText: "B0" });
    store.change("a", "A1", "x");
    store.change("b", "B1", "x");
    store.change("a", "A2", "x");
    expect(store.undo("a")).toBe(true);
    expect(store.get("a")?.text).toBe("A1");
    expect(store.get("b")?.text).toBe("B1");
    expect(store.undo("a")).toBe(true);
    expect(store.undo("a")).toBe(false);
    expect(store.redo("a")).toBe(true);
    expect(store.get("a")?.text).toBe("A1");
    store.replaceWithDisk("b", "DISK", "h9");
    expect(store.get("b")).toEqual({ file: "b", baseHash: "h9", text: "DISK", savedText: "DISK" });
    store.undo("b");
    expect(store.get("b")?.text).toBe("B1");
    expect(store.unsavedFiles().sort()).toEqual(["a", "b"]);
  });

  it("a draft combined with a version saved meanwhile starts from that version, and its own text is one undo away", () => {
    const store = new DraftStore(null);
    store.open({ file: "p", baseHash: "h1", text: "title: A\n", savedText: "title: A\n" });
    store.change("p", "title: Mine\n");
    store.combined("p", "title: Mine\ndescription: Theirs\n", "title: A\ndescription: Theirs\n", "h2");
    expect(store.get("p")).toEqual({
      file: "p",
      baseHash: "h2",
      text: "title: Mine\ndescription: Theirs\n",
      savedText: "title: A\ndescription: Theirs\n",
    });
    expect(store.undo("p")).toBe(true);
    expect(store.get("p")?.text).toBe("title: Mine\n");
  });
});

describe("changedPath", () => {
  it("names the one field that changed, deep in lists and mappings", () => {
    expect(changedPath({ a: 1, b: { c: [1, { d: "x" }] } }, { a: 1, b: { c: [1, { d: "y" }] } })).toEqual(["b", "c", 1, "d"]);
    expect(changedPath({ a: 1 }, { a: 1, b: 2 })).toEqual(["b"]);
    expect(changedPath({ a: 1, b: 2 }, { a: 2, b: 3 })).toEqual([]);
    expect(changedPath([1, 2], [1, 2, 3])).toEqual([]);
    expect(changedPath({ a: [1] }, { a: [1] })).toBeNull();
    expect(changedPath("x", 1)).toEqual([]);
  });
});
