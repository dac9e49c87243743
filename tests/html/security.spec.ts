/**
 * Security as the server sends it, read without a browser: the site's one Content-Security-Policy
 * and security headers on every path (the not-found page and `/home/index.html` included), no
 * executable inline script anywhere, the `rel` of every link that leaves the site, and the attributes of the contact pages' form frames. What
 * the policy blocks at run time is tested in a browser (tests/e2e/pages.spec.ts, security.spec.ts).
 * What the server sends (tagged @server) runs against a real nginx too (project nginx).
 */
import { expect, test } from "@playwright/test";
import { blockOf, content, REQUIRED_ROUTES } from "../support/content.ts";
import { cspDirectives, noScriptContent, served } from "./served.ts";

const NOT_FOUND = "/no-such-page";

/** The start of every executable inline script of a document (not JSON data), from the served bytes. */
function inlineScripts($: Awaited<ReturnType<typeof served>>["$"]): string[] {
  return $("script:not([src])")
    .filter((_, el) => !/^application\/(ld\+)?json$/.test($(el).attr("type") ?? ""))
    .toArray()
    .map((el) => ($(el).html() ?? "").slice(0, 80));
}

test.describe("Content-Security-Policy", () => {
  for (const path of [...REQUIRED_ROUTES, "/"]) {
    test(
      `${path}: answers ${path === "/" ? 301 : 200}, and its policy allows scripts from the site only (no inline script, no hash), no eval, no framing, no plugins`,
      { tag: "@server" },
      async ({ request }) => {
        const { status, headers } = await served(request, path);
        expect(status).toBe(path === "/" ? 301 : 200);
        const csp = headers["content-security-policy"];
        expect(csp, `${path} has a Content-Security-Policy`).toBeTruthy();
        const directives = cspDirectives(csp!);
        expect(directives.get("script-src")).toEqual(["'self'"]);
        expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
        expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
        expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
        expect(directives.get("object-src")).toEqual(["'none'"]);
        expect(directives.get("base-uri")).toEqual(["'self'"]);
        // frame-src: the lead-form provider of the environment in use and the video players, nothing else.
        const formOrigins = [...new Set(Object.values(content.site.leadForms).map((f) => new URL(f.url).origin))];
        expect(new Set(directives.get("frame-src"))).toEqual(new Set([...formOrigins, ...content.thirdParties.videoPlayers]));
        // connect-src: the video API, and the lead-form provider and the video players for the check that each can be reached (src/ui/provider-check.ts).
        expect(directives.get("connect-src")).toEqual([
          "'self'",
          new URL(content.site.videoChannel.endpoint).origin,
          ...formOrigins,
          ...content.thirdParties.videoPlayers,
        ]);
        expect(directives.get("img-src")).toEqual(["'self'", "data:", ...content.thirdParties.images]);
        expect(headers["x-content-type-options"]).toBe("nosniff");
        expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
        expect(headers["permissions-policy"]).toContain("camera=()");
        expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
      },
    );
  }

  test(
    "one policy for the whole site: every page, alias, redirect, file path and the not-found page get the same one",
    { tag: "@server" },
    async ({ request }) => {
      const paths = [...REQUIRED_ROUTES, "/", "/home/index.html", "/home/", NOT_FOUND, "/sitemap.xml"];
      const policies = new Set<string>();
      for (const path of paths) {
        const { headers } = await served(request, path);
        expect(headers["content-security-policy"], `${path} has the site's policy`).toBeTruthy();
        policies.add(headers["content-security-policy"]!);
      }
      expect([...policies]).toHaveLength(1);
    },
  );

  for (const path of [...REQUIRED_ROUTES, NOT_FOUND]) {
    test(`${path}: no executable inline script, so the policy needs no hash`, async ({ request }) => {
      const { $ } = await served(request, path);
      expect(inlineScripts($)).toEqual([]);
      expect($('meta[http-equiv="Content-Security-Policy"]')).toHaveLength(0);
    });
  }

  test(
    "the not-found page, served for any unknown path, has status 404 and the site's policy in its headers",
    { tag: "@server" },
    async ({ request }) => {
      const { status, headers } = await served(request, NOT_FOUND);
      expect(status).toBe(404);
      expect(cspDirectives(headers["content-security-policy"]!).get("frame-ancestors")).toEqual(["'none'"]);
    },
  );

  test(
    "the speculation rules are named by a header on every page and served with their own media type",
    { tag: "@server" },
    async ({ request }) => {
      const { headers } = await served(request, "/home");
      expect(headers["speculation-rules"]).toBe('"/speculation-rules.json"');
      const rules = await request.get("/speculation-rules.json");
      expect(rules.headers()["content-type"]).toBe("application/speculationrules+json");
      const json = await rules.json();
      expect(json.prerender[0].where.and[0]).toEqual({ href_matches: "/*" });
    },
  );

  test(
    "the walkthrough video and its captions come from the site, the captions as WebVTT with the site's policy",
    { tag: "@server" },
    async ({ request }) => {
      const { $ } = await served(request, "/precisionERP");
      const track = $("video track[kind=captions]").attr("src")!;
      expect(track).toMatch(/^\/media\/.+\.vtt$/);
      expect($("video source").attr("src")).toMatch(/^\/media\//);
      const captions = await request.get(track);
      expect(captions.status()).toBe(200);
      expect(captions.headers()["content-type"]).toMatch(/^text\/vtt/);
      expect(captions.headers()["x-content-type-options"]).toBe("nosniff");
      expect(await captions.text()).toMatch(/^WEBVTT/);
    },
  );
});

test.describe("links that leave the site", () => {
  /** The links of the served page at `path` that go to another website or open a new tab. */
  async function leavingLinks(request: Parameters<typeof served>[0], path: string, baseURL: string) {
    const { $ } = await served(request, path);
    const origin = new URL(baseURL).origin;
    return $("a[href]")
      .toArray()
      .map((a) => ({
        href: new URL($(a).attr("href")!, `${origin}${path}`).href,
        target: $(a).attr("target"),
        rel: $(a).attr("rel") ?? "",
        text: $(a).text().trim(),
      }))
      .filter((l) => l.target === "_blank" || (/^https?:/.test(l.href) && new URL(l.href).origin !== origin));
  }

  for (const path of [...REQUIRED_ROUTES, NOT_FOUND]) {
    test(`${path}: every link to another website and every link opening a new tab has rel='noopener noreferrer'`, async ({
      request,
      baseURL,
    }) => {
      for (const link of await leavingLinks(request, path, baseURL!)) {
        expect(link.rel.split(/\s+/), `${path}: ${link.text || link.href}`).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      }
    });
  }

  test("there are such links on every page: the header's Login, the footer's social links and the partners' sites at least", async ({
    request,
    baseURL,
  }) => {
    let checked = 0;
    for (const path of [...REQUIRED_ROUTES, NOT_FOUND]) checked += (await leavingLinks(request, path, baseURL!)).length;
    expect(checked).toBeGreaterThan(REQUIRED_ROUTES.length * 5);
  });
});

test.describe("third-party frames", () => {
  // What the provider's form needs: its script, sending the form, its own origin (session cookie,
  // anti-forgery token), links that open a tab, and the alert that names a missing field.
  const FORM = ["allow-forms", "allow-modals", "allow-popups", "allow-same-origin", "allow-scripts"];

  for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) {
    test(`${path}: the form frame is titled, lazy, sends only the origin as referrer, and is sandboxed to what a form needs`, async ({
      request,
    }) => {
      const { $ } = await served(request, path);
      // The frame the site script gives its address, and the one a browser without JavaScript shows.
      for (const frame of [$("iframe"), noScriptContent($)("iframe")]) {
        expect(frame).toHaveLength(1);
        expect(frame.attr("title")).toBe(blockOf(path, "leadForm").title);
        expect(frame.attr("title")).toMatch(/\S/);
        expect(frame.attr("loading")).toBe("lazy");
        expect(frame.attr("referrerpolicy")).toBe("strict-origin-when-cross-origin");
        expect((frame.attr("sandbox") ?? "").split(/\s+/).filter(Boolean).sort()).toEqual(FORM);
      }
    });
  }
});
