/**
 * The check of one invalid fixture of tests/fixtures/ (the catalogue of content errors): the base
 * project with that fixture in it, validated in memory. The error catalogue in docs/errors.md
 * (`npm run docs`) and the content tests read the same result.
 */
import { lstatSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { linkedFileError, routeForPageFile } from "../../src/content/discover.ts";
import { formatErrors } from "../../src/content/errors.ts";
import { readSources, validateSources, type ContentSources } from "../../src/content/load.ts";
import { loadSchemasCached } from "../../src/content/schemas.ts";

/** The project root (scripts and tests run from it). */
const ROOT = process.cwd();
/** The fixtures folder. */
const FIXTURES = join(ROOT, "tests/fixtures");

/**
 * Validates the base project with one invalid fixture in it: `invalid-pages/<name>` as
 * `pages/<name>`, or `invalid-site/<name>` as `pages/_site.yaml`, in memory with the real schemas
 * and public/ folder. Returns the errors and the formatted, colourless output the validator prints.
 */
export function checkFixture(kind: "invalid-pages" | "invalid-site", name: string) {
  // A fixture that is a symbolic link is refused unread, as the validator refuses one under pages/.
  const linked = lstatSync(join(FIXTURES, kind, name)).isSymbolicLink();
  const text = linked ? "" : readFileSync(join(FIXTURES, kind, name), "utf8");
  const relFile = kind === "invalid-site" ? "pages/_site.yaml" : `pages/${name}`;
  const base = readSources({ rootDir: join(FIXTURES, "base"), pagesDir: join(FIXTURES, "base/pages") });
  const refused = linked ? [linkedFileError(relFile, "pages/")] : [];
  const sources: ContentSources =
    kind === "invalid-site"
      ? { ...base, site: { relFile, text }, refused }
      : {
          ...base,
          pages: [...base.pages, { relFile, route: routeForPageFile(name)!, text }].sort((a, b) => a.route.localeCompare(b.route)),
          refused,
        };
  const { errors } = validateSources({
    sources,
    schemas: loadSchemasCached({ schemaDir: join(ROOT, "schema") }),
    publicDir: join(ROOT, "public"),
  });
  return { errors, printed: formatErrors(errors, { color: false }) };
}
