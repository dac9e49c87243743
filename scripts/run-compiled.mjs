/**
 * Runs a command of scripts/ from compiled JavaScript, so it does not pay for starting TypeScript
 * (tsx) on every run:
 *
 *   node scripts/run-compiled.mjs validate      (what `npm run validate` runs)
 *
 * The command's entry (scripts/validate.ts) and everything it imports (src/content, yaml, image-size,
 * ajv's runtime) are bundled by esbuild into one file under node_modules/.cache/site-cli/, named by
 * its hash, with a manifest beside it that lists every input with its size and modification time.
 * The JSON Schemas are compiled to ajv's standalone code at the same time (scripts/precompiled-ajv.mjs),
 * so a run does not compile them either. Each run compares the inputs with the manifest, compiles
 * again when any of them changed or the bundle is missing, then runs the bundle in this process with
 * V8's code cache. Output and exit code are those of `tsx scripts/validate.ts`; nothing is printed
 * about compiling. SITE_CLI_CACHE names another folder for the compiled files.
 *
 * Plain JavaScript on purpose: this file is what runs before anything is compiled.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vm from "node:vm";

/** Bumped when the bundle's layout or this compile step changes, so old bundles are compiled again. */
const FORMAT = 3;
/** Parameters of the function a bundle's code is wrapped in (CommonJS's, and the bundle's own URL for `import.meta.url` in packages). */
const WRAPPER_PARAMS = ["exports", "require", "module", "__filename", "__dirname", "__siteCliBundleUrl"];

/** This project's root: the folder above scripts/. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The commands this launcher runs: the TypeScript entry to bundle (relative to the project root) and
 * how to run the bundle's exports; `run` returns the process exit code.
 *
 * @type {Record<string, { entry: string; run: (exports: Record<string, any>, args: string[]) => number }>}
 */
export const COMMANDS = {
  validate: {
    entry: "scripts/validate.ts",
    run: (exports) => exports.runValidate(process.cwd()),
  },
};

/**
 * Where a command's compiled files live: the folder (`cacheDir`, by default
 * `<rootDir>/node_modules/.cache/site-cli`) and the manifest in it, which names the bundle
 * (`<command>.<hash of its contents>.js`, never rewritten once written) and lists its inputs. The
 * manifest's name holds a hash of `rootDir`, so copies of the project that share one node_modules
 * (a symbolic link) keep their own.
 *
 * @param {{ command: string; rootDir?: string; cacheDir?: string }} params
 * @returns {{ cacheDir: string; manifest: string }} absolute paths
 */
export function bundlePaths(params) {
  const rootDir = params.rootDir ?? PROJECT_ROOT;
  const cacheDir = params.cacheDir ?? join(rootDir, "node_modules", ".cache", "site-cli");
  const project = createHash("sha256").update(rootDir).digest("hex").slice(0, 8);
  return { cacheDir, manifest: join(cacheDir, `${params.command}.${project}.manifest.json`) };
}

/**
 * Checks the command's compiled bundle against its sources. Returns the bundle's absolute path and
 * null when it is up to date, or the reason to compile again: the manifest or the bundle is missing or
 * from another version of this launcher, or an input (a source file, a schema file, a bundled
 * package, tsconfig.json, package.json, node_modules/.package-lock.json, this launcher) was added,
 * removed, or changed size or modification time since the compile. Never throws.
 *
 * @param {{ command: string; rootDir?: string; cacheDir?: string }} params
 * @returns {{ bundle: string | null; reason: string | null }}
 */
export function checkBundle(params) {
  const rootDir = params.rootDir ?? PROJECT_ROOT;
  const paths = bundlePaths(params);
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(paths.manifest, "utf8"));
  } catch {
    return { bundle: null, reason: "no compiled bundle yet" };
  }
  if (manifest.format !== FORMAT || manifest.rootDir !== rootDir || manifest.entry !== COMMANDS[params.command]?.entry || typeof manifest.bundle !== "string") {
    return { bundle: null, reason: "the bundle was made by another version of the launcher" };
  }
  const bundle = join(paths.cacheDir, manifest.bundle);
  if (!statOrNull(bundle)) return { bundle: null, reason: "the compiled bundle is missing" };
  for (const [file, stamp] of Object.entries(manifest.inputs)) {
    if (stamp === null) return { bundle, reason: `${file} changed while the bundle was compiled` };
    const now = statOrNull(join(rootDir, file));
    if (stamp.missing) {
      if (now) return { bundle, reason: `${file} was added` };
    } else if (!now) return { bundle, reason: `${file} was removed` };
    else if (now.size !== stamp.size || now.mtimeMs !== stamp.mtimeMs) return { bundle, reason: `${file} changed` };
  }
  return { bundle, reason: null };
}

/**
 * Compiles the command's bundle: generates the schema validators (ajv standalone code; when that is not
 * possible the bundle compiles the schemas at run time, as the TypeScript does), bundles the entry
 * with esbuild as one CommonJS function body, writes it under a name made of its hash, then the
 * manifest (each file written whole, then renamed into place, so a concurrent run never reads half a
 * file), and removes bundles of earlier compiles that are more than a minute old. Resolves to the
 * bundle's path and whether the validators were precompiled (with the reason when not). Rejects when
 * esbuild cannot compile the sources (the error carries esbuild's `errors`) or the cache folder cannot
 * be written.
 *
 * @param {{ command: string; rootDir?: string; cacheDir?: string }} params
 * @returns {Promise<{ bundle: string; precompiled: boolean; reason?: string }>}
 */
export async function compile(params) {
  const rootDir = params.rootDir ?? PROJECT_ROOT;
  const command = COMMANDS[params.command];
  if (!command) throw new Error(`unknown command "${params.command}" (commands: ${Object.keys(COMMANDS).join(", ")})`);
  const paths = bundlePaths(params);
  const started = Date.now();
  const esbuild = await import("esbuild");
  const standIn = join(dirname(fileURLToPath(import.meta.url)), "precompiled-ajv.mjs");
  const schemaDir = join(rootDir, "schema");

  const generated = await generateValidators({ esbuild, rootDir, schemaDir, standIn });
  const runtimeAjv = [
    `import { createAjvStandIn } from ${JSON.stringify(standIn)};`,
    generated.code ? `import validators from "site-cli:validators";` : "const validators = {};",
    `const standIn = createAjvStandIn({ projectRoot: ${JSON.stringify(rootDir)}, fingerprint: ${JSON.stringify(generated.fingerprint ?? null)}, validators, logs: ${JSON.stringify(generated.logs ?? [])} });`,
    "export default standIn.Ajv;",
    "export const addFormats = standIn.addFormats;",
  ].join("\n");
  const result = await esbuild.build({
    ...bundleOptions(rootDir),
    format: "cjs",
    entryPoints: [join(rootDir, command.entry)],
    outfile: join(paths.cacheDir, `${params.command}.js`),
    define: { "import.meta.url": "__siteCliBundleUrl" },
    banner: { js: `// ${command.entry}, compiled by scripts/run-compiled.mjs, which runs it (it is the body of a function, not a module).` },
    plugins: [ajvStandInPlugin({ rootDir, ajvModule: runtimeAjv, validatorsModule: generated.code }), ownUrlPlugin(rootDir)],
  });

  const inputs = new Set([...Object.keys(result.metafile.inputs), ...generated.inputs]);
  for (const file of ["package.json", "tsconfig.json", "node_modules/.package-lock.json", relative(rootDir, fileURLToPath(import.meta.url))]) inputs.add(file);
  for (const file of listTree(schemaDir)) inputs.add(relative(rootDir, file));
  const finished = Date.now();
  const stamps = {};
  for (const file of [...inputs].filter((f) => !f.includes(":") && !isAbsolute(f)).sort()) {
    const st = statOrNull(join(rootDir, file));
    // A file written after the compile started may have been read before the change: null makes the
    // next run compile again.
    stamps[file] = !st ? { missing: true } : st.mtimeMs >= started - 5 && st.mtimeMs <= finished + 1000 ? null : st;
  }

  const contents = result.outputFiles[0].contents;
  const name = `${params.command}.${createHash("sha256").update(contents).digest("hex").slice(0, 16)}.js`;
  mkdirSync(paths.cacheDir, { recursive: true });
  writeWhole(join(paths.cacheDir, name), contents);
  const manifest = {
    format: FORMAT,
    rootDir,
    entry: command.entry,
    bundle: name,
    compiledAt: new Date(started).toISOString(),
    precompiledValidators: Boolean(generated.code),
    ...(generated.reason ? { reason: generated.reason } : {}),
    inputs: stamps,
  };
  writeWhole(paths.manifest, JSON.stringify(manifest, null, 1) + "\n");
  // Bundles no manifest names any more, and their code caches, once they are a minute old (a run
  // that read the previous manifest just before may still be loading its bundle).
  const named = new Set(
    readdirSync(paths.cacheDir)
      .filter((f) => f.endsWith(".manifest.json"))
      .map((f) => safeJson(join(paths.cacheDir, f))?.bundle),
  );
  for (const old of readdirSync(paths.cacheDir)) {
    const bundleName = old.replace(/\.v8cache$/, "");
    if (!/\.[0-9a-f]{16}\.js$/.test(bundleName) || named.has(bundleName)) continue;
    const st = statOrNull(join(paths.cacheDir, old));
    if (st && st.mtimeMs < started - 60_000) rmSync(join(paths.cacheDir, old), { force: true });
  }
  return { bundle: join(paths.cacheDir, name), precompiled: Boolean(generated.code), ...(generated.reason ? { reason: generated.reason } : {}) };
}

/**
 * The command's bundle, compiled first when it is missing or stale (see {@link checkBundle}).
 * Resolves to its path, whether this call compiled it, and why (null when it did not).
 * Rejects as {@link compile} does.
 *
 * @param {{ command: string; rootDir?: string; cacheDir?: string }} params
 * @returns {Promise<{ bundle: string; compiled: boolean; reason: string | null }>}
 */
export async function ensureCompiled(params) {
  const checked = checkBundle(params);
  if (checked.reason === null && checked.bundle) return { bundle: checked.bundle, compiled: false, reason: null };
  const { bundle } = await compile(params);
  return { bundle, compiled: true, reason: checked.reason };
}

/**
 * Runs a compiled bundle in this process and returns its exports. V8's code cache for it
 * (`<bundle>.v8cache`, made after a first run so it holds the functions that run used) spares parsing
 * and compiling it again; `saveCodeCache` writes that cache when there was none or V8 refused it
 * (another Node version or other V8 flags), and does nothing otherwise. Throws what the bundle's
 * top-level code throws.
 *
 * @param {string} bundle absolute path of a bundle made by {@link compile}
 * @param {string} [rootDir] the project it was compiled from (default {@link PROJECT_ROOT}): what the
 *   bundle's `require` of a package not in it resolves from, as its sources' would
 * @returns {{ exports: Record<string, any>; saveCodeCache: () => void }}
 */
export function loadBundle(bundle, rootDir = PROJECT_ROOT) {
  const cacheFile = `${bundle}.v8cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (${WRAPPER_PARAMS.join(", ")}) {"use strict";${readFileSync(bundle, "utf8")}\n})`, {
    filename: bundle,
    cachedData,
    importModuleDynamically: (specifier) => import(specifier),
  });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(join(rootDir, "package.json")), module, bundle, dirname(bundle), pathToFileURL(bundle).href);
  const fresh = !cachedData || script.cachedDataRejected;
  return {
    exports: module.exports,
    saveCodeCache: () => {
      if (!fresh) return;
      try {
        writeWhole(cacheFile, script.createCachedData());
      } catch {
        // A cache that cannot be written costs the next run a few milliseconds, nothing else.
      }
    },
  };
}

/**
 * Compiles when needed, runs the command's bundle in this process and resolves to its exit code.
 * Rejects as {@link compile} does, or with what the command throws.
 *
 * @param {{ command: string; args?: string[]; rootDir?: string; cacheDir?: string }} params
 * @returns {Promise<number>}
 */
export async function runCompiled(params) {
  const command = COMMANDS[params.command];
  if (!command) throw new Error(`unknown command "${params.command}" (commands: ${Object.keys(COMMANDS).join(", ")})`);
  const loaded = loadBundle((await ensureCompiled(params)).bundle, params.rootDir);
  const code = command.run(loaded.exports, params.args ?? []);
  loaded.saveCodeCache();
  return code;
}

/** esbuild options shared by the command bundle and the validator generator. */
function bundleOptions(rootDir) {
  return {
    absWorkingDir: rootDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: `node${process.versions.node.split(".")[0]}`,
    write: false,
    metafile: true,
    logLevel: "silent",
    legalComments: "none",
    charset: "utf8",
    // Bundled CommonJS packages require Node's built-in modules (yaml requires "process").
    banner: { js: `import { createRequire as __siteCliCreateRequire } from "node:module"; const require = __siteCliCreateRequire(${JSON.stringify(join(rootDir, "package.json"))});` },
  };
}

/**
 * Gives each of the project's own files its own `import.meta.url` (and `dirname`, `filename`), the
 * file's URL, as when tsx runs it; in a bundle it would otherwise be the bundle's.
 */
function ownUrlPlugin(rootDir) {
  const loaders = { ".ts": "ts", ".mts": "ts", ".cts": "ts", ".tsx": "tsx", ".js": "js", ".mjs": "js", ".cjs": "js", ".jsx": "jsx" };
  return {
    name: "site-cli-own-url",
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (!args.path.startsWith(rootDir + "/") || args.path.includes("/node_modules/")) return undefined;
        const text = readFileSync(args.path, "utf8");
        if (!text.includes("import.meta")) return undefined;
        const own = { url: JSON.stringify(pathToFileURL(args.path).href), dirname: JSON.stringify(dirname(args.path)), filename: JSON.stringify(args.path) };
        const contents = text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => own[key]);
        return { contents, loader: loaders[args.path.slice(args.path.lastIndexOf("."))] ?? "ts" };
      });
    },
  };
}

/**
 * Points the project's imports of `ajv` and `ajv-formats` at the stand-in (`ajvModule`), and serves the
 * generated validators as the module `site-cli:validators`. Only the bare package names are
 * replaced: the validators' own imports of ajv's runtime (`ajv/dist/runtime/...`) are bundled as usual.
 */
function ajvStandInPlugin({ rootDir, ajvModule, validatorsModule }) {
  return {
    name: "site-cli-ajv",
    setup(build) {
      build.onResolve({ filter: /^(ajv|ajv-formats|site-cli:ajv|site-cli:validators)$/ }, (args) => {
        if (args.path.startsWith("site-cli:")) return { path: args.path.slice("site-cli:".length), namespace: "site-cli" };
        // The project's own imports only; ajv's and the packages' stay what they are.
        if (args.namespace === "site-cli" || args.importer.includes("/node_modules/")) return undefined;
        return { path: args.path, namespace: "site-cli" };
      });
      build.onLoad({ filter: /.*/, namespace: "site-cli" }, (args) => {
        if (args.path === "validators") return { contents: validatorsModule, loader: "js", resolveDir: rootDir };
        if (args.path === "ajv") return { contents: ajvModule, loader: "js", resolveDir: rootDir };
        return { contents: 'export { addFormats as default } from "site-cli:ajv";', loader: "js", resolveDir: rootDir };
      });
    },
  };
}

/**
 * Runs src/content/schemas.ts's loadSchemas on the project's schemas with a stand-in that records
 * what it gives ajv and compiles with a real ajv (code.source on, its log captured), then turns the
 * validators it asked for into ajv's standalone code. Any failure (a broken schema, a schemas.ts that
 * no longer has loadSchemas, a custom keyword with code) leaves the validators to be compiled at run
 * time, where the same failure shows as the TypeScript would show it.
 */
async function generateValidators({ esbuild, rootDir, schemaDir, standIn }) {
  const generatorAjv = [
    `import { createRequire } from "node:module";`,
    `import { createAjvStandIn, fingerprintOf } from ${JSON.stringify(standIn)};`,
    "const handovers = [];",
    "const logs = [];",
    "const capture = (level) => (...args) => logs.push([level, args]);",
    `const standIn = createAjvStandIn({ projectRoot: ${JSON.stringify(rootDir)}, fingerprint: null, validators: {},`,
    '  realOptions: (o) => ({ ...o, code: { ...o.code, source: true }, ...(o.logger === undefined ? { logger: { log: capture("log"), warn: capture("warn"), error: capture("error") } } : {}) }),',
    "  onReal: (state) => handovers.push(state) });",
    "export default standIn.Ajv;",
    "export const addFormats = standIn.addFormats;",
    `export function generate(loadSchemas, schemaDir) {`,
    "  loadSchemas({ schemaDir });",
    "  const state = handovers.at(-1);",
    '  if (!state) return { reason: "loadSchemas made no ajv instance" };',
    "  const fingerprint = fingerprintOf(state.calls);",
    '  if (!fingerprint) return { reason: "ajv is given more than JSON (a function or class instance), which cannot be precompiled" };',
    '  const ids = [...new Set(state.requested)].filter((id) => typeof id === "string");',
    '  for (const [, args] of logs) if (!args.every((a) => typeof a === "string" || typeof a === "number")) return { reason: "ajv logged something other than text while compiling" };',
    `  const standaloneCode = createRequire(${JSON.stringify(join(rootDir, "package.json"))})("ajv/dist/standalone").default;`,
    "  return { fingerprint, logs, code: standaloneCode(state.real, Object.fromEntries(ids.map((id) => [id, id]))) };",
    "}",
  ].join("\n");
  const entry = ['import { loadSchemas } from "./src/content/schemas.ts";', 'import { generate } from "site-cli:ajv";', "export const run = (schemaDir) => generate(loadSchemas, schemaDir);"].join(
    "\n",
  );
  let built;
  try {
    built = await esbuild.build({
      ...bundleOptions(rootDir),
      stdin: { contents: entry, resolveDir: rootDir, sourcefile: "site-cli-generate-validators.js", loader: "js" },
      plugins: [ajvStandInPlugin({ rootDir, ajvModule: generatorAjv, validatorsModule: "" })],
    });
  } catch (error) {
    return { inputs: [], reason: `the schema loader could not be bundled: ${firstLine(error)}` };
  }
  const inputs = Object.keys(built.metafile.inputs);
  try {
    const source = built.outputFiles[0].text;
    const mod = await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
    const out = mod.run(schemaDir);
    return out.code ? { inputs, fingerprint: out.fingerprint, logs: out.logs, code: out.code } : { inputs, reason: out.reason };
  } catch (error) {
    return { inputs, reason: `the schemas could not be compiled ahead: ${firstLine(error)}` };
  }
}

function safeJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function firstLine(error) {
  return String(error instanceof Error ? error.message : error).split("\n")[0];
}

function statOrNull(file) {
  try {
    const st = statSync(file);
    return { size: st.size, mtimeMs: st.mtimeMs };
  } catch {
    return null;
  }
}

/** Every file and folder under `dir` (absolute paths, `dir` included); [] when it does not exist. */
function listTree(dir) {
  try {
    return [dir, ...readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)))];
  } catch {
    return [];
  }
}

function writeWhole(file, contents) {
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, contents);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command = "", ...args] = process.argv.slice(2);
  if (!COMMANDS[command]) {
    console.error(`usage: node scripts/run-compiled.mjs <command> (commands: ${Object.keys(COMMANDS).join(", ")})`);
    process.exitCode = 2;
  } else {
    // SITE_CLI_CACHE: another folder for the compiled files (the tests use their own).
    const cacheDir = process.env.SITE_CLI_CACHE || undefined;
    let bundle;
    try {
      bundle = (await ensureCompiled({ command, cacheDir })).bundle;
    } catch (error) {
      const messages = error?.errors?.length
        ? (await import("esbuild")).formatMessagesSync(error.errors, { kind: "error", color: Boolean(process.stderr.isTTY) && !process.env.NO_COLOR }).join("")
        : `${error?.stack ?? error}\n`;
      process.stderr.write(`run-compiled: could not compile ${COMMANDS[command].entry}:\n${messages}`);
      process.exit(1);
    }
    const loaded = loadBundle(bundle);
    process.exitCode = COMMANDS[command].run(loaded.exports, args);
    loaded.saveCodeCache();
  }
}
