/**
 * The server as a production host: only GET and HEAD, nothing but the site (never the host files or a
 * dotfile), one address per page, the site's headers on every answer (304, redirects and errors
 * included), caching that lets browsers keep hashed assets a year and nothing else, byte ranges, and
 * answers to malformed requests. Runs against `npm run serve` (project html) and against a real nginx
 * with the generated configuration (project nginx: every test here is tagged @server), each request
 * sent byte for byte as written.
 */
import { expect, test } from "@playwright/test";
import { raw, served, type RawAnswer } from "./served.ts";

const IMMUTABLE = /max-age=31536000.*immutable/;

/** The site's Content-Security-Policy, as /home is sent with it. */
async function sitePolicy(baseURL: string): Promise<string> {
  const policy = (await raw(baseURL, "/home")).headers["content-security-policy"];
  expect(policy, "/home has a Content-Security-Policy").toBeTruthy();
  return String(policy);
}

/** The path of the site script, from /home's HTML. */
async function siteScript(request: Parameters<typeof served>[0]): Promise<string> {
  return /<script type="module" src="(\/assets\/site-[\w-]+\.js)"/.exec((await served(request, "/home")).text)![1]!;
}

const expectSiteHeaders = (answer: RawAnswer, policy: string, what: string) => {
  expect(answer.headers["content-security-policy"], `${what} carries the site's policy`).toBe(policy);
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["x-frame-options"], what).toBe("DENY");
};

test.describe("only GET and HEAD", { tag: "@server" }, () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "TRACE"]) {
    test(`${method} /home gets 405 Method Not Allowed, with the site's headers, and not the page`, async ({ baseURL }) => {
      const policy = await sitePolicy(baseURL!);
      const answer = await raw(baseURL!, "/home", { method });
      expect(answer.status).toBe(405);
      expectSiteHeaders(answer, policy, `${method} /home`);
      expect(answer.body.toString(), "the page itself").not.toContain("<main");
    });
  }

  test("HEAD /home answers as GET does, without the page", async ({ baseURL }) => {
    const [get, head] = [await raw(baseURL!, "/home"), await raw(baseURL!, "/home", { method: "HEAD" })];
    expect(head.status).toBe(200);
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.body.length).toBe(0);
  });
});

test.describe("nothing but the site", { tag: "@server" }, () => {
  for (const path of ["/_headers", "/_redirects", "/.env", "/.git/config", "/%2E%65nv", "/home/../_headers", "/assets/../_redirects"]) {
    test(`${path} is never served: the not-found page with 404`, async ({ baseURL }) => {
      const answer = await raw(baseURL!, path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain("Page not found");
      expect(answer.body.toString()).not.toMatch(/Content-Security-Policy:|\/home 301/);
    });
  }

  for (const path of ["/%E0%A4%A", "/%zz"]) {
    test(`${path}, a malformed percent-encoding, gets 400 Bad Request, and the site is still served`, async ({ baseURL }) => {
      expect((await raw(baseURL!, path)).status).toBe(400);
      expect((await raw(baseURL!, "/home")).status).toBe(200);
    });
  }

  for (const path of ["//a:b@", "//:99999"]) {
    test(`${path}, a path that reads like another host, is an unknown path of this site: 404`, async ({ baseURL }) => {
      expect((await raw(baseURL!, path)).status).toBe(404);
      expect((await raw(baseURL!, "/home")).status).toBe(200);
    });
  }
});

test.describe("one address per page, with the same headers", { tag: "@server" }, () => {
  for (const path of ["/home/index.html", "/home/index", "/./home", "/home/", "//home"]) {
    test(`${path} shows /home or sends the visitor there, with the site's headers`, async ({ baseURL }) => {
      const policy = await sitePolicy(baseURL!);
      const answer = await raw(baseURL!, path);
      expectSiteHeaders(answer, policy, path);
      if (answer.status === 301) expect(answer.headers.location).toBe("/home");
      else {
        expect(answer.status).toBe(200);
        expect(answer.body.toString()).toContain("<h1");
      }
    });
  }
});

test.describe("caching", { tag: "@server" }, () => {
  test("a page is revalidated: 304 Not Modified for the copy the browser has, with the site's headers", async ({ baseURL }) => {
    const policy = await sitePolicy(baseURL!);
    const first = await raw(baseURL!, "/home");
    expect(String(first.headers["cache-control"])).toMatch(/max-age=0|no-cache/);
    expect(String(first.headers["cache-control"])).not.toContain("immutable");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await raw(baseURL!, "/home", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectSiteHeaders(again, policy, "the 304 answer");
  });

  test("the site script, a hashed asset, is kept a year and immutable; its 304 carries the site's headers too", async ({
    baseURL,
    request,
  }) => {
    const policy = await sitePolicy(baseURL!);
    const script = await siteScript(request);
    const first = await raw(baseURL!, script);
    expect(String(first.headers["cache-control"])).toMatch(IMMUTABLE);
    const again = await raw(baseURL!, script, { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expectSiteHeaders(again, policy, "the script's 304 answer");
  });

  for (const path of [
    "/home",
    "/favicon.svg",
    "/robots.txt",
    "/sitemap.xml",
    "/no-such-page",
    "/assets/%2E%2E/home",
    "/assets/site.js",
    "/assets/no-such-file-AbCd1234.js",
  ]) {
    test(`${path}, not a hashed asset, is never marked immutable`, async ({ baseURL }) => {
      expect(String((await raw(baseURL!, path)).headers["cache-control"] ?? "")).not.toContain("immutable");
    });
  }
});

test.describe("byte ranges", { tag: "@server" }, () => {
  test("a range of a file gets 206 with those bytes; an unsatisfiable one 416 with the file's size, and the site is still served", async ({
    baseURL,
  }) => {
    const whole = await raw(baseURL!, "/favicon.svg");
    const part = await raw(baseURL!, "/favicon.svg", { headers: { Range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(whole.body.subarray(0, 4).toString());
    expect(part.headers["content-range"]).toBe(`bytes 0-3/${whole.body.length}`);
    for (const range of ["bytes=10-5", `bytes=${whole.body.length + 10}-`]) {
      const refused = await raw(baseURL!, "/favicon.svg", { headers: { Range: range } });
      expect(refused.status, range).toBe(416);
      expect(refused.headers["content-range"], range).toBe(`bytes */${whole.body.length}`);
    }
    expect((await raw(baseURL!, "/home")).status).toBe(200);
  });
});
