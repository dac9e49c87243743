import { join } from "node:path";
import type { Page } from "../types/schema.generated.ts";
import { blockExamples, blocksYaml, examplesPageYaml } from "./block-examples.ts";
import { formatErrors } from "./errors.ts";
import { readSources, toPageData, validateSources } from "./load.ts";
import type { Block } from "../shared/model.ts";
import { DEV_BLOCKS_ROUTE } from "./dev-routes.ts";
import { loadSchemasCached } from "./schemas.ts";

/** One block type as the /_blocks dev page shows it: its description, example YAML and the block, ready to render. */
export interface DevBlockExample {
  type: string;
  description: string;
  yaml: string;
  block: Block;
}

/**
 * Data of the dev-only /_blocks page, read from the schemas of the project in `rootDir` on every
 * request (so a changed example shows at the next reload): every block type's example, checked
 * against the real site like a page and prepared like one (image sizes filled in). When an example
 * is invalid, returns the validator's output in `errors` instead of blocks that might not render.
 * Throws only when a schema is broken or has no example (a developer mistake, shown by the dev server).
 */
export function devBlocksPage(rootDir: string): { examples: DevBlockExample[]; errors: string } {
  const schemas = loadSchemasCached({ schemaDir: join(rootDir, "schema") });
  const publicDir = join(rootDir, "public");
  const examples = blockExamples(schemas);
  const text = examplesPageYaml(examples);
  const real = readSources({ rootDir, pagesDir: join(rootDir, "pages") });
  const sources = { ...real, pages: [...real.pages, { relFile: "schema/blocks (examples)", route: DEV_BLOCKS_ROUTE, text }] };
  const checked = validateSources({ sources, schemas, publicDir, blockCatalogues: [DEV_BLOCKS_ROUTE] });
  const own = checked.errors.filter((e) => e.file === "schema/blocks (examples)");
  const valid = checked.pages.find((p) => p.route === DEV_BLOCKS_ROUTE);
  if (own.length || !valid) return { examples: [], errors: formatErrors(own, { color: false }) };
  const page = toPageData(
    valid.parsed.data as Page,
    DEV_BLOCKS_ROUTE,
    "schema/blocks",
    publicDir,
    schemas.interactionDefaults.anchorOffset as number,
  );
  return {
    examples: examples.map((e, i) => ({
      type: e.type,
      description: e.description,
      yaml: blocksYaml([e.block]).replace(/^blocks:\n/, ""),
      block: page.blocks[i]!,
    })),
    errors: "",
  };
}
