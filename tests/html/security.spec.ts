/**
 * Security as the server sends it, read without a browser: each page's Content-Security-Policy and
 * security headers, the not-found page's policy, every inline script's hash in its page's policy, the
 * `rel` of every link that leaves the site, and the attributes of the contact pages' form frames. What
 * the policy blocks at run time is tested in a browser (tests/e2e/pages.spec.ts, security.spec.ts).
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { blockOf, content, SPEC_ROUTES } from "../support/content.ts";
import { cspDirectives, served } from "./served.ts";

const NOT_FOUND = "/no-such-page";

/** The `'sha256-…'` source of every executable inline script of a document, computed here from the served bytes. */
function inlineScriptSources($: Awaited<ReturnType<typeof served>>["$"]): string[] {
  return $("script:not([src])")
    .filter((_, el) => !/^application\/(ld\+)?json$/.test($(el).attr("type") ?? ""))
    .toArray()
    .map(
      (el) =>
        `'sha256-${createHash("sha256")
          .update($(el).html() ?? "", "utf8")
          .digest("base64")}'`,
    );
}

test.describe("Content-Security-Policy", () => {
  for (const path of [...SPEC_ROUTES, "/"]) {
    test(`${path}: the policy allows no inline script but the page's own, no eval, no framing, no plugins`, async ({ request }) => {
      const { headers } = await served(request, path);
      const csp = headers["content-security-policy"];
      expect(csp, `${path} has a Content-Security-Policy`).toBeTruthy();
      const directives = cspDirectives(csp!);
      expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
      expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
      expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
      expect(directives.get("object-src")).toEqual(["'none'"]);
      expect(directives.get("base-uri")).toEqual(["'self'"]);
      // frame-src: the lead-form provider of the environment in use and the video players, nothing else.
      const formOrigins = [...new Set(Object.values(content.site.leadForms).map((f) => new URL(f.url).origin))];
      expect(new Set(directives.get("frame-src"))).toEqual(new Set([...formOrigins, ...content.thirdParties.videoPlayers]));
      expect(directives.get("connect-src")).toEqual(["'self'", new URL(content.site.videoChannel.endpoint).origin]);
      expect(directives.get("img-src")).toEqual(["'self'", "data:", ...content.thirdParties.images]);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    });
  }

  for (const path of SPEC_ROUTES) {
    test(`${path}: every inline script of the page is allowed by its hash, and nothing else inline is`, async ({ request }) => {
      const { headers, $ } = await served(request, path);
      const allowed = cspDirectives(headers["content-security-policy"]!).get("script-src")!;
      const hashes = inlineScriptSources($);
      expect(
        hashes.filter((h) => !allowed.includes(h)),
        "inline scripts whose hash the policy lacks",
      ).toEqual([]);
      expect(
        allowed.filter((s) => s.startsWith("'sha256-") && !hashes.includes(s)),
        "hashes of scripts the page does not have",
      ).toEqual([]);
    });
  }

  test("the not-found page, served for any unknown path, carries its policy in a meta element, with its inline scripts' hashes", async ({ request }) => {
    const { status, $ } = await served(request, NOT_FOUND);
    expect(status).toBe(404);
    const csp = $('meta[http-equiv="Content-Security-Policy"]').attr("content");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("frame-ancestors");
    const allowed = cspDirectives(csp!).get("script-src")!;
    expect(inlineScriptSources($).filter((h) => !allowed.includes(h))).toEqual([]);
  });
});

test.describe("links that leave the site", () => {
  /** The links of the served page at `path` that go to another website or open a new tab. */
  async function leavingLinks(request: Parameters<typeof served>[0], path: string, baseURL: string) {
    const { $ } = await served(request, path);
    const origin = new URL(baseURL).origin;
    return $("a[href]")
      .toArray()
      .map((a) => ({ href: new URL($(a).attr("href")!, `${origin}${path}`).href, target: $(a).attr("target"), rel: $(a).attr("rel") ?? "", text: $(a).text().trim() }))
      .filter((l) => l.target === "_blank" || (/^https?:/.test(l.href) && new URL(l.href).origin !== origin));
  }

  for (const path of [...SPEC_ROUTES, NOT_FOUND]) {
    test(`${path}: every link to another website and every link opening a new tab has rel='noopener noreferrer'`, async ({ request, baseURL }) => {
      for (const link of await leavingLinks(request, path, baseURL!)) {
        expect(link.rel.split(/\s+/), `${path}: ${link.text || link.href}`).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
      }
    });
  }

  test("there are such links on every page: the header's Login, the footer's social links and the partners' sites at least", async ({ request, baseURL }) => {
    let checked = 0;
    for (const path of [...SPEC_ROUTES, NOT_FOUND]) checked += (await leavingLinks(request, path, baseURL!)).length;
    expect(checked).toBeGreaterThan(SPEC_ROUTES.length * 5);
  });
});

test.describe("third-party frames", () => {
  // What the provider's form needs: its script, sending the form, its own origin (session cookie,
  // anti-forgery token), links that open a tab, and the alert that names a missing field.
  const FORM = ["allow-forms", "allow-modals", "allow-popups", "allow-same-origin", "allow-scripts"];

  for (const path of ["/contactProducts", "/contactStaffing", "/contactSupport"]) {
    test(`${path}: the form frame is titled, lazy, sends only the origin as referrer, and is sandboxed to what a form needs`, async ({ request }) => {
      const { $ } = await served(request, path);
      const frame = $("iframe");
      expect(frame).toHaveLength(1);
      expect(frame.attr("title")).toBe(blockOf(path, "leadForm").title);
      expect(frame.attr("title")).toMatch(/\S/);
      expect(frame.attr("loading")).toBe("lazy");
      expect(frame.attr("referrerpolicy")).toBe("strict-origin-when-cross-origin");
      expect((frame.attr("sandbox") ?? "").split(/\s+/).filter(Boolean).sort()).toEqual(FORM);
    });
  }
});
