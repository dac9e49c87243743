/** Types of scripts/precompiled-ajv.mjs (plain JavaScript: it runs inside compiled bundles); see its comments. */

import type { default as Ajv, Options } from "ajv";

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
  validators: Record<string, (data: unknown) => boolean>;
  logs?: readonly [string, readonly unknown[]][];
  realOptions?: (options: Record<string, unknown>) => Record<string, unknown>;
  onReal?: (state: HandOver) => void;
}): {
  /** Stands in for ajv's class: what it does not record, a real ajv does. */
  Ajv: new (options?: Options) => Ajv;
  addFormats: (ajv: object, options?: unknown) => object;
};
