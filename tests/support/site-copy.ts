/**
 * The one copy of the site that the build's own unit tests share (scripts/build.test.ts and
 * scripts/build-safety.test.ts), made and built once per vitest run by whichever test asks first while
 * the others wait for it. It is the real site plus, all at once, what the build must handle:
 *
 * - a page whose text holds HTML and script (pages/hostile.yaml, {@link HOSTILE});
 * - in public/, a dotfile, a dot folder, a dotfile in a subfolder and a symbolic link to a file outside;
 * - random page files that validation accepts (tests/support/random-pages.ts: a fixed seed, 2 samples;
 *   PROPERTY_SEED and PROPERTY_RUNS explore others).
 *
 * It is built with the video API key, site environment and commit of a reference build of the site
 * without them, for the determinism check: the build `npm test` made for the end-to-end tests
 * (SITE_REFERENCE_BUILD names its folder) or, when the unit tests run on their own, a plain copy
 * built beside it. So one production build of the whole site serves the determinism, hostile-text,
 * public/ and property checks (docs/testing.md).
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, renameSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";
import { listRoutes } from "../../src/content/route-list.ts";
import { buildableProjectCopy, buildProject, ROOT } from "./fixture-project.ts";
import { samplePageFiles, validateAndPrune, writePages } from "./random-pages.ts";
import { TEST_VIDEO_API_KEY } from "../../scripts/support/video-key.ts";

/** A build's exit status and output, colourless. */
interface BuildResult {
  status: number | null;
  output: string;
}

/** The shared copy, once built. */
export interface SiteCopy {
  /** The copy's folder (its build is in `build/`). */
  dir: string;
  /** The copy's build. */
  build: BuildResult;
  /** The reference build's folder (holding `client/`), and its build when this run made it (null: `npm test` did). */
  reference: { dir: string; build: BuildResult | null };
  /** The folder outside the project that public/images/leak.svg links to. */
  outside: string;
  /** Each random sample: its page files as written (relative to the project, e.g. `pages/café.yaml`) and those validation accepted. */
  samples: { written: string[]; accepted: string[] }[];
  /** Routes of the copy that the reference site does not have: the hostile page's and the accepted random pages'. */
  extraRoutes: string[];
}

/** Markup that validation lets through (it refuses only the tags an author might type for formatting, such as `<b>` or `<script>`), so escaping at render time is what keeps it from running. */
const SCRIPT = "</title><svg onload=alert(1)>";
const IMG = "<details open ontoggle=alert(1)>";

/** The hostile page's texts, by where they appear, and the markup they hold. */
export const HOSTILE = {
  route: "/hostile",
  SCRIPT,
  IMG,
  text: {
    title: `${SCRIPT} ${IMG}`,
    description: `Description with ${SCRIPT} and ${IMG} in it.`,
    heading: `${SCRIPT} heading`,
    intro: `Intro ${IMG} with "quotes" & 'apostrophes'.`,
    label: `${IMG} button`,
    sectionHeading: `${IMG} section`,
    paragraph: `A paragraph ${SCRIPT} with **bold ${IMG}** and a [link ${SCRIPT}](/home).`,
    alt: `${IMG}" onerror="alert(2)`,
  },
};

/** A YAML double-quoted string holding `text`. */
const q = (text: string) => JSON.stringify(text);

/** The hostile page's file: a page header and a picture with text, every text hostile. */
const hostilePage = [
  `title: ${q(HOSTILE.text.title)}`,
  `description: ${q(HOSTILE.text.description)}`,
  "blocks:",
  "  - type: pageHeader",
  `    title: ${q(HOSTILE.text.heading)}`,
  `    intro: ${q(HOSTILE.text.intro)}`,
  `    actions: [{ label: ${q(HOSTILE.text.label)}, href: /home }]`,
  "  - type: mediaText",
  `    heading: ${q(HOSTILE.text.sectionHeading)}`,
  `    body: [${q(HOSTILE.text.paragraph)}]`,
  `    image: { src: /images/content/about-founding.svg, alt: ${q(HOSTILE.text.alt)} }`,
  "",
].join("\n");

/** The property's sample: fixed, so that a run is never red by chance. */
export const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20261125);
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 2);

/** How long a test waits for the copy another test file is building, in ms: a build takes a minute or two on a busy 2-core machine. */
const WAIT_MS = 15 * 60_000;

let asked: Promise<SiteCopy> | undefined;

/**
 * The shared copy, built: made and built by the first caller of the run (in any worker), waited for
 * by the others. Rejects with the reason when it could not be made; a failed build is not a reason
 * (its status and output are in the result, for the tests to report).
 */
export function siteCopy(): Promise<SiteCopy> {
  asked ??= obtain();
  return asked;
}

async function obtain(): Promise<SiteCopy> {
  const shared = inject("sharedDir");
  if (!shared) throw new Error("No folder shared by the run: vitest.config.ts's globalSetup (tests/support/vitest-setup.ts) provides it.");
  const home = join(shared, "site-copy");
  const resultFile = join(home, "result.json");
  let claimed = false;
  try {
    mkdirSync(home);
    claimed = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (claimed) {
    let result: { copy?: SiteCopy; error?: string };
    try {
      result = { copy: await makeAndBuild(home) };
    } catch (error) {
      result = { error: (error as Error).stack ?? String(error) };
    }
    // Whole or not at all: a waiting worker reads it as soon as it exists.
    writeFileSync(`${resultFile}.part`, JSON.stringify(result));
    renameSync(`${resultFile}.part`, resultFile);
  }
  for (const deadline = Date.now() + WAIT_MS; !existsSync(resultFile);) {
    if (Date.now() > deadline) throw new Error(`The shared copy of the site was not built within ${WAIT_MS / 60_000} minutes (${home}).`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const result = JSON.parse(readFileSync(resultFile, "utf8")) as { copy?: SiteCopy; error?: string };
  if (!result.copy) throw new Error(`The shared copy of the site could not be made: ${result.error}`);
  return result.copy;
}

/** Makes the copy in `home` with everything it adds to the site, and builds it (and the reference, when no build was given). */
async function makeAndBuild(home: string): Promise<SiteCopy> {
  // The pictures encoded by the project's own build (npm test builds first): their encoding is the
  // same for the same bytes (scripts/incremental-build.test.ts compares a photo encoded twice), and
  // doing it again for every photo of the site was half of this build's CPU time.
  const dir = buildableProjectCopy({ ownPublic: true, under: home, reusePictures: true });
  writeFileSync(join(dir, "pages/hostile.yaml"), hostilePage);

  const outside = join(home, "outside");
  mkdirSync(outside);
  writeFileSync(join(outside, "secret.svg"), "<svg>not for the site</svg>");
  writeFileSync(join(dir, "public/.env"), "API_KEY=secret\n");
  mkdirSync(join(dir, "public/.git"));
  writeFileSync(join(dir, "public/.git/config"), "[core]\n");
  writeFileSync(join(dir, "public/images/.DS_Store"), "");
  symlinkSync(join(outside, "secret.svg"), join(dir, "public/images/leak.svg"));

  const written = samplePageFiles(PROPERTY_SEED, PROPERTY_RUNS).map((files) => writePages(dir, files));
  const accepted = validateAndPrune(dir, written.flat());
  const samples = written.map((files) => ({ written: files, accepted: files.filter((f) => accepted.includes(f)) }));
  const siteRoutes = new Set(listRoutes(ROOT).pages.map((p) => p.path));
  const extraRoutes = listRoutes(dir)
    .pages.map((p) => p.path)
    .filter((path) => !siteRoutes.has(path));

  // The e2e build's key and environment (scripts/test.ts builds with the same rule).
  const env = { VIDEO_API_KEY: process.env.VIDEO_API_KEY || TEST_VIDEO_API_KEY, SITE_ENV: process.env.SITE_ENV ?? "" };
  const given = process.env.SITE_REFERENCE_BUILD;
  if (given) {
    const { commit } = JSON.parse(readFileSync(join(given, "client", "version.json"), "utf8")) as { commit: string | null };
    const build = await buildProject(dir, { ...env, SITE_COMMIT: commit ?? "" });
    return { dir, build, reference: { dir: realpathSync(given), build: null }, outside, samples, extraRoutes };
  }
  const plain = buildableProjectCopy({ under: home, reusePictures: true });
  // Side by side, as two machines would: neither build can lean on the other's output.
  const [build, referenceBuild] = await Promise.all([buildProject(dir, env), buildProject(plain, env)]);
  return { dir, build, reference: { dir: join(plain, "build"), build: referenceBuild }, outside, samples, extraRoutes };
}
