import { afterEach, describe, expect, it, vi } from "vitest";
import { downloadFile } from "./download.ts";

/** A fake document that records the links appended to its body and clicked. */
function fakeBrowser(response: () => Promise<Response>) {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  const body = { children: new Set<unknown>(), append: (el: unknown) => body.children.add(el) };
  const doc = {
    body,
    createElement: () => {
      const link = {
        href: "",
        download: "",
        hidden: false,
        click: () => clicked.push({ href: link.href, download: link.download, attached: body.children.has(link) }),
        remove: () => body.children.delete(link),
      };
      return link;
    },
  };
  const urls = { createObjectURL: vi.fn(() => "blob:http://localhost/1"), revokeObjectURL: vi.fn() };
  const fetch = vi.fn(response);
  return { clicked, body, params: { document: doc as never, urls, fetch: fetch as never }, urls, fetch };
}

describe("downloadFile", () => {
  afterEach(() => vi.useRealTimers());

  it("fetches the file as a blob and saves it under the given name, then releases the blob URL", async () => {
    vi.useFakeTimers();
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const browser = fakeBrowser(async () => new Response(pdf, { status: 200 }));
    await downloadFile({ url: "/files/a.pdf", filename: "Asset Management.pdf", ...browser.params });
    expect(browser.fetch).toHaveBeenCalledWith("/files/a.pdf");
    expect(browser.urls.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(browser.clicked).toEqual([{ href: "blob:http://localhost/1", download: "Asset Management.pdf", attached: true }]);
    expect(browser.body.children.size).toBe(0);
    vi.runAllTimers();
    expect(browser.urls.revokeObjectURL).toHaveBeenCalledWith("blob:http://localhost/1");
  });

  it("rejects on a 404 without saving anything", async () => {
    const browser = fakeBrowser(async () => new Response("Not found", { status: 404, statusText: "Not Found" }));
    await expect(downloadFile({ url: "/files/missing.pdf", filename: "Missing.pdf", ...browser.params })).rejects.toThrow(
      "GET /files/missing.pdf answered 404 Not Found",
    );
    expect(browser.clicked).toEqual([]);
    expect(browser.urls.createObjectURL).not.toHaveBeenCalled();
  });

  it("rejects on a network error without saving anything", async () => {
    const browser = fakeBrowser(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(downloadFile({ url: "/files/a.pdf", filename: "A.pdf", ...browser.params })).rejects.toThrow("Failed to fetch");
    expect(browser.clicked).toEqual([]);
  });
});
