import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { fileGzip, kb, type WeightedFile } from "../../scripts/page-weight.ts";
import { CLIENT_DIR } from "../support/content.ts";
import { collectErrors, cspComplaints, expect, recordCspViolations, stubVideoList, trackRequests } from "./test.ts";

/** The day the pages are looked at: the events browser opens on the current year. */
const TODAY = new Date("2024-06-15T10:00:00");

/** What a visit records from before its first request: what went wrong, what the policy blocked, and every script file asked for. */
export interface VisitWatch {
  errors: ReturnType<typeof collectErrors>;
  /** The Content-Security-Policy violations seen so far, one line each. */
  violations: () => Promise<string[]>;
  /** Waits until no request of the page is in flight. */
  networkAtRest: () => Promise<void>;
  /** The URL of every script file the page requested, in order. */
  scripts: string[];
}

/**
 * Makes `target` (a page, or every page of a context) a returning visitor on a fixed day, from its
 * next document on: the cookie notice already accepted (it has scans of its own), the date fixed, and
 * the page's CSP violations recorded where {@link watchVisit} reads them.
 */
export async function asReturningVisitor(target: Page | BrowserContext): Promise<void> {
  await target.clock.setFixedTime(TODAY);
  await target.addInitScript(() => window.top === window && window.localStorage.setItem("cookie-notice-accepted", "yes"));
  await recordCspViolations(target);
}

/**
 * Follows one visit of `path` in `page`, already a returning visitor ({@link asReturningVisitor}):
 * errors, CSP violations, requests and script files recorded from the first request, and, on
 * /resources, a video channel with two videos (its video cards, with thumbnails from the allowed
 * image host, exist only then). Call before `page.goto`.
 */
export async function watchVisit(page: Page, path: string): Promise<VisitWatch> {
  const errors = collectErrors(page);
  const violations = cspComplaints(page);
  const networkAtRest = trackRequests(page);
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  if (path === "/resources") await stubVideoList(page);
  return { errors, violations, networkAtRest, scripts };
}

/**
 * What the server and the page's own code can get wrong, checked softly once the page is at rest: no
 * uncaught exception, no console error (resource failures are the broken-image and fault tests'
 * subject), no CSP violation; a page without islands requested no script file but the site script,
 * and every island of a page with islands has hydrated.
 */
export async function expectRanCleanly(page: Page, watch: VisitWatch, isStatic: boolean): Promise<void> {
  expect.soft(watch.errors.pageErrors, "uncaught exceptions").toEqual([]);
  expect
    .soft(
      watch.errors.consoleErrors.filter((e) => !e.startsWith("Failed to load resource")),
      "console errors",
    )
    .toEqual([]);
  expect.soft(await watch.violations(), "Content-Security-Policy violations").toEqual([]);
  if (isStatic)
    expect
      .soft(
        watch.scripts.map((url) => new URL(url).pathname),
        "script files requested by a page without islands",
      )
      .toEqual([expect.stringMatching(/^\/assets\/site-[\w-]+\.js$/)]);
  else await expect.soft(page.locator("[data-island]:not([data-hydrated])"), "islands that did not hydrate").toHaveCount(0);
}

/** Each script file's sizes, weighed once per test worker: the build does not change during a run, and gzip -9 of React is not free. */
const weighed = new Map<string, WeightedFile>();

/**
 * The script files of `urls` (each once) with their sizes, read from the build's files (build/client)
 * rather than from the page, each gzipped at level 9 on its own as a server sends it. A script from
 * another site cannot be weighed this way and fails the test naming it: the policy allows scripts
 * from the site only.
 */
export function weighScripts(urls: string[], siteOrigin: string): { files: WeightedFile[]; gzipBytes: number } {
  const files = [...new Set(urls)].map((url) => {
    const { origin, pathname } = new URL(url);
    expect(origin, `${url} is a script of the site`).toBe(siteOrigin);
    let file = weighed.get(pathname);
    if (!file) weighed.set(pathname, (file = fileGzip(join(CLIENT_DIR, pathname))));
    return { ...file, path: pathname };
  });
  return { files, gzipBytes: files.reduce((total, f) => total + f.gzipBytes, 0) };
}

/** Files and their gzipped sizes as a failure message lists them. */
export const listFiles = (files: WeightedFile[]) => files.map((f) => `${f.path} ${kb(f.gzipBytes)} KB`).join(", ");
