/**
 * `/version.json`, the commit the served build was made from, as a page editor watching for its deploy
 * reads it: JSON naming the project's current commit (`npm test` builds before this layer runs), asked
 * again on every use (Cache-Control: no-cache, revalidated with 304), with the site's headers, and never
 * listed in the sitemap. Runs against `npm run serve` (project html); what the server sends (tagged
 * @server) runs against a real nginx too (project nginx).
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { raw } from "./served.ts";

/** The commit the project's working copy is at. */
const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();

test(
  "/version.json answers 200 JSON naming the project's commit, with Cache-Control: no-cache and the site's headers",
  { tag: "@server" },
  async ({ baseURL }) => {
    const answer = await raw(baseURL!, "/version.json");
    expect(answer.status).toBe(200);
    expect(String(answer.headers["content-type"])).toMatch(/^application\/json/);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers["content-security-policy"]).toBe((await raw(baseURL!, "/home")).headers["content-security-policy"]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    const version = JSON.parse(answer.body.toString()) as unknown;
    expect(version).toEqual({ commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(version, "the build was made from the project's current commit: build again after committing").toEqual({ commit: head });
  },
);

test("/version.json is revalidated: 304 for the copy a watcher has, still no-cache", { tag: "@server" }, async ({ baseURL }) => {
  const first = await raw(baseURL!, "/version.json");
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^(W\/)?"/);
  const again = await raw(baseURL!, "/version.json", { headers: { "If-None-Match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers["cache-control"]).toBe("no-cache");
});

test("/version.json is not in the sitemap", async ({ baseURL }) => {
  const sitemap = await raw(baseURL!, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  expect(sitemap.body.toString()).toContain("<loc>");
  expect(sitemap.body.toString()).not.toContain("version.json");
});
