/** Types of scripts/precompiled-ajv.mjs (plain JavaScript: it runs inside compiled bundles); see its comments. */

/** Whether the value is plain JSON (objects, arrays, strings, finite numbers, booleans, null) and nothing else. */
export declare function isPlainJson(value: unknown): boolean;

/** SHA-256 (hex) of the calls' JSON; null when a call holds anything but plain JSON. */
export declare function fingerprintOf(calls: readonly (readonly unknown[])[]): string | null;

/** What a stand-in recorded, once it handed over to a real ajv. */
export interface HandOver {
  calls: unknown[][];
  real: object;
  requested: string[];
}

/** Makes the `ajv` and `ajv-formats` stand-ins for one bundle. */
export declare function createAjvStandIn(params: {
  projectRoot: string;
  fingerprint: string | null;
  validators: Record<string, (...args: any[]) => any>;
  logs?: readonly [string, readonly unknown[]][];
  realOptions?: (options: Record<string, unknown>) => Record<string, unknown>;
  onReal?: (state: HandOver) => void;
}): {
  Ajv: new (options?: Record<string, unknown>) => { addKeyword(...args: unknown[]): unknown; addSchema(...args: unknown[]): unknown; getSchema(id: string): any; [key: string]: any };
  addFormats: (ajv: object, options?: unknown) => object;
};
