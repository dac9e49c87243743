/** Types of scripts/run-compiled.mjs (plain JavaScript, so it runs before anything is compiled); see its comments. */

/** This project's root: the folder above scripts/ (absolute path). */
export declare const PROJECT_ROOT: string;

/** The commands the launcher runs: the TypeScript entry (relative to the project root) and how to run its bundle's exports (returns the exit code). */
export declare const COMMANDS: Record<string, { entry: string; run: (exports: Record<string, unknown>, args: string[]) => number }>;

/** Which command, in which project (default {@link PROJECT_ROOT}), compiled into which folder (default `<rootDir>/node_modules/.cache/site-cli`). */
export interface CompileParams {
  command: string;
  rootDir?: string;
  cacheDir?: string;
}

/** The compiled files' folder and the manifest's path (absolute). */
export declare function bundlePaths(params: CompileParams): { cacheDir: string; manifest: string };

/** The bundle's path (null when there is none) and why it must be compiled again (null when it is up to date). Never throws. */
export declare function checkBundle(params: CompileParams): { bundle: string | null; reason: string | null };

/** Compiles the bundle and writes it and its manifest. Rejects when esbuild cannot compile the sources (with esbuild's `errors`) or the folder cannot be written. */
export declare function compile(params: CompileParams): Promise<{ bundle: string; precompiled: boolean; reason?: string }>;

/** The bundle's path, compiled first when missing or stale; `reason` is why it was compiled (null when it was not). Rejects as {@link compile} does. */
export declare function ensureCompiled(params: CompileParams): Promise<{ bundle: string; compiled: boolean; reason: string | null }>;

/** Runs a bundle in this process with V8's code cache; `saveCodeCache` writes the cache when there was none or it was refused. Throws what the bundle's top level throws. */
export declare function loadBundle(bundle: string, rootDir?: string): { exports: Record<string, unknown>; saveCodeCache: () => void };

/** Compiles when needed and runs the command in this process; resolves to its exit code. */
export declare function runCompiled(params: CompileParams & { args?: string[] }): Promise<number>;
