/**
 * The team editor's part of `npm run bench` (`npm run bench -- --team-only` alone): on the project's
 * own pages and on a generated 1,000-page copy (scripts/bench-scale.ts), each a real bare Git
 * repository, with a real OpenID provider (oidc-provider) and the team editor (startTeamEditor), in
 * Chromium: sign-in, from the provider sending the browser back to the change sets screen listing
 * them; Save of a page title, from the click to "All changes saved" (the commit and push included;
 * median of 5); the preview link, from "Ask for review" to the preview showing the new title; and
 * Publish, from the click to "Published" (merge and push). Times in ms.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync, cpSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "./chromium.ts";
import { listRoutes } from "../src/content/route-list.ts";
import { startTeamEditor } from "../src/editor/team/server.ts";
import { signInAtProvider } from "./support/oidc-provider.ts";
import { startTeamSite } from "./support/team-site.ts";
import { generateScaledProject } from "./bench-scale.ts";
import { median, type TargetCheck } from "./bench-report.ts";

/** The team editor's targets, in ms. */
export const TEAM_TARGETS = {
  signInMs: 2000,
  saveMs: 1000,
  previewMs: 10_000,
  publishMs: 5000,
} as const;

/** How many saves are timed per site; the report gives the median. */
const SAVES = 5;

/** The figures of one site size. Times in ms; null when the step could not be measured. */
export interface TeamSiteFigures {
  /** Routes of the site: pages and their aliases. */
  pages: number;
  signInMs: number | null;
  saveMs: number | null;
  saveSamplesMs: number[];
  previewMs: number | null;
  publishMs: number | null;
  errors: string[];
}

/** What the team editor's bench measured: one entry per site size. */
export interface TeamFigures {
  sites: TeamSiteFigures[];
}

/** A project folder for the remote: `pages` page files (the project's own when undefined), schema/ and public/, with editors.yaml. */
function projectFor(root: string, pages: number | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), "bench-team-"));
  if (pages === undefined) {
    for (const name of ["pages", "public"]) cpSync(join(root, name), join(dir, name), { recursive: true });
    symlinkSync(join(root, "schema"), join(dir, "schema"));
  } else {
    generateScaledProject({ sourceDir: root, targetDir: dir, pages });
    writeFileSync(join(dir, ".gitignore"), "node_modules\nbuild\n");
  }
  return dir;
}

async function signIn(browser: Browser, base: string, email: string): Promise<{ page: Page; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await page.getByRole("link", { name: "Sign in" }).click();
  await signInAtProvider(page, email);
  const started = performance.now();
  await page
    .getByRole("list", { name: /change sets/ })
    .or(page.getByText("You have no change set open"))
    .first()
    .waitFor();
  return { page, ms: performance.now() - started };
}

/** Measures one site: `pages` generated page files, or the project's own pages when undefined. */
async function measureSite(
  root: string,
  browser: Browser,
  pages: number | undefined,
  log: (line: string) => void,
): Promise<TeamSiteFigures> {
  const figures: TeamSiteFigures = {
    pages: 0,
    signInMs: null,
    saveMs: null,
    saveSamplesMs: [],
    previewMs: null,
    publishMs: null,
    errors: [],
  };
  const project = projectFor(root, pages);
  const site = await startTeamSite({ projectDir: project });
  const port = site.ports[0]!;
  const base = `http://127.0.0.1:${port}`;
  const editor = await startTeamEditor({ config: site.config(port) });
  try {
    // Routes, as the rest of the bench counts a site: pages and their aliases.
    const count = listRoutes(project).pages.length;
    figures.pages = count;
    log(`bench: team editor on ${count} pages`);
    const editorSession = await signIn(browser, base, "erin@example.com");
    figures.signInMs = Math.round(editorSession.ms);
    const page = editorSession.page;
    await page.getByLabel("Start a change set").fill("Bench change");
    await page.getByRole("button", { name: "Start" }).click();
    await page.waitForURL(/\/changes\/[^/]+\/$/);
    await page.goto(`${page.url()}edit/pages/resources.yaml`);
    await page.getByRole("button", { name: /Page details/ }).click();
    const title = page.getByRole("textbox", { name: /^Title/ });
    for (let i = 1; i <= SAVES; i++) {
      await title.fill(`Resources, take ${i}`);
      await page.getByText("Unsaved changes").first().waitFor();
      const started = performance.now();
      await page.getByRole("button", { name: "Save" }).click();
      await page.getByText("All changes saved").first().waitFor();
      figures.saveSamplesMs.push(Math.round(performance.now() - started));
    }
    figures.saveMs = median(figures.saveSamplesMs);

    const started = performance.now();
    await page.getByRole("button", { name: "Ask for review" }).click();
    const link = (await page.getByRole("dialog", { name: "Review asked" }).getByRole("link").textContent())!;
    const preview = await page.context().newPage();
    await preview.goto(`${link}resources`);
    await preview.waitForFunction((expected) => document.title.startsWith(`Preview: ${expected}`), `Resources, take ${SAVES}`);
    figures.previewMs = Math.round(performance.now() - started);

    const publisher = await signIn(browser, base, "pat@example.com");
    const item = publisher.page.getByRole("article", { name: "Bench change" });
    await item.getByRole("button", { name: "Publish" }).waitFor();
    const publishStarted = performance.now();
    await item.getByRole("button", { name: "Publish" }).click();
    await item.getByText(/^Published|^Live/).waitFor();
    figures.publishMs = Math.round(performance.now() - publishStarted);
  } catch (error) {
    figures.errors.push(error instanceof Error ? error.message.split("\n")[0]! : String(error));
  } finally {
    await editor.close();
    await site.close();
    rmSync(project, { recursive: true, force: true });
  }
  return figures;
}

/**
 * Measures the team editor on the project's own pages and on a generated `scalePages`-page copy, in
 * Chromium at `executablePath`. Never throws for a step that fails: its figure is null and `errors`
 * says why.
 */
export async function measureTeamEditor(params: {
  root: string;
  executablePath?: string;
  scalePages?: number;
  log?: (line: string) => void;
}): Promise<TeamFigures> {
  const log = params.log ?? (() => {});
  const browser = await chromium.launch({
    executablePath: params.executablePath,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const sites = [
      await measureSite(params.root, browser, undefined, log),
      await measureSite(params.root, browser, params.scalePages ?? 1000, log),
    ];
    return { sites };
  } finally {
    await browser.close();
  }
}

/** The targets of each site: sign-in ≤ 2 s, a save ≤ 1 s (median), the preview link ready ≤ 10 s, publish ≤ 5 s; a figure not measured misses. */
export function checkTeamTargets(figures: TeamFigures): TargetCheck[] {
  return figures.sites.flatMap((site) => {
    const check = (name: string, value: number | null, limit: number): TargetCheck => ({
      name: `team editor ${name} (${site.pages} routes)`,
      target: `<= ${limit} ms`,
      actual: value === null ? "not measured" : `${value} ms`,
      met: value !== null && value <= limit,
      misses: [],
    });
    return [
      check("sign-in to the change sets", site.signInMs, TEAM_TARGETS.signInMs),
      check("save, commit and push", site.saveMs, TEAM_TARGETS.saveMs),
      check("preview link ready after Ask for review", site.previewMs, TEAM_TARGETS.previewMs),
      check("publish to pushed", site.publishMs, TEAM_TARGETS.publishMs),
    ];
  });
}

/** The team editor's figures as lines of text starting `team:`, each with its target and ✔ or ✘, then what could not be measured. */
export function formatTeam(figures: TeamFigures): string {
  const checks = checkTeamTargets(figures);
  return [
    ...checks.map((c) => `team:       ${c.name}: ${c.actual} (target ${c.target.replace("<=", "≤")}) ${c.met ? "✔" : "✘"}`),
    ...figures.sites.flatMap((s) => s.errors.map((e) => `team:       could not measure (${s.pages} routes): ${e}`)),
  ].join("\n");
}
