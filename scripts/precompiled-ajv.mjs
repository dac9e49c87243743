/**
 * A stand-in for the `ajv` and `ajv-formats` packages inside the bundles that scripts/run-compiled.mjs
 * builds, so a compiled command does not compile the JSON Schemas on every run.
 *
 * src/content/schemas.ts builds its validators with `new Ajv(options)`, `addFormats(ajv)`,
 * `ajv.addKeyword(...)`, `ajv.addSchema(...)` and `ajv.getSchema(id)`. The stand-in records those
 * calls instead of running them. At `getSchema`, a fingerprint of the recorded calls (options,
 * keywords, formats and every schema, as JSON) is compared with the fingerprint of the calls the
 * validators were generated from (ajv's standalone code, made when the bundle was compiled). When they
 * match, the generated validator is returned: it is ajv's own code for those very schemas, so its
 * errors are the same objects with the same messages. When they differ (another project's schemas,
 * or schemas edited since the compile), or when schemas.ts uses any other part of ajv, the recorded
 * calls are replayed on a real ajv from node_modules and everything goes to it from then on.
 *
 * Plain JavaScript: it runs inside the bundles and in the compile step, neither of which uses tsx.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";

/** The stand-in's recorded calls and its real ajv once there is one, by stand-in. */
const STATE = Symbol("precompiled-ajv state");
/** The methods the stand-in records; any other property hands the instance over to a real ajv. */
const RECORDED = new Set(["addKeyword", "addSchema", "getSchema"]);

/**
 * Whether `value` survives `JSON.stringify` unchanged in meaning: plain objects, arrays, strings,
 * finite numbers, booleans and null only. A function or class instance in a recorded call (a custom
 * keyword's code, a logger) cannot be part of a fingerprint, so such calls are never precompiled.
 *
 * @param {unknown} value
 * @returns {boolean}
 */
export function isPlainJson(value) {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.values(value).every(isPlainJson);
}

/**
 * The fingerprint of a list of recorded calls: the SHA-256 (hex) of their JSON, or null when a call
 * holds something that is not plain JSON (see {@link isPlainJson}).
 *
 * @param {readonly (readonly unknown[])[]} calls each `[method, ...args]`
 * @returns {string | null}
 */
export function fingerprintOf(calls) {
  if (!isPlainJson(calls)) return null;
  return createHash("sha256").update(JSON.stringify(calls)).digest("hex");
}

/**
 * Makes the `ajv` and `ajv-formats` stand-ins for one bundle.
 *
 * @param {object} params
 * @param {string} params.projectRoot the folder whose node_modules holds the real ajv and ajv-formats (absolute path)
 * @param {string | null} params.fingerprint the fingerprint of the calls `validators` were generated from; null: nothing precompiled
 * @param {Record<string, Function>} params.validators the generated validators, by schema id
 * @param {readonly [string, readonly unknown[]][]} [params.logs] what ajv logged while compiling them (`[level, args]`), replayed when they are used
 * @param {(options: Record<string, unknown>) => Record<string, unknown>} [params.realOptions] changes the options a real ajv is made with (the compile step turns on `code.source`)
 * @param {(state: { calls: unknown[][], real: object, requested: string[] }) => void} [params.onReal] called when a stand-in hands over to a real ajv: the calls it had recorded, the real ajv, and the ids asked for (this list grows with later calls)
 * @returns {{ Ajv: new (options?: Record<string, unknown>) => object, addFormats: (ajv: object, options?: unknown) => object }}
 */
export function createAjvStandIn(params) {
  const { projectRoot, fingerprint, validators, logs = [], realOptions = (o) => o, onReal } = params;
  let logsReplayed = false;
  const load = () => {
    const require = createRequire(`${projectRoot.replace(/\/?$/, "/")}package.json`);
    return { Ajv: require("ajv").default, addFormats: require("ajv-formats").default };
  };

  /** Replays the recorded calls on a real ajv (once); every later call goes to it. */
  const materialize = (state) => {
    if (state.real) return state.real;
    const real = load();
    const [[, options], ...rest] = state.calls;
    const ajv = new real.Ajv(realOptions(options ?? {}));
    state.real = ajv;
    for (const [method, ...args] of rest) {
      if (method === "addFormats") real.addFormats(ajv, ...args);
      else ajv[method](...args);
    }
    onReal?.(state);
    return ajv;
  };

  class Ajv {
    /** @param {Record<string, unknown>} [options] */
    constructor(options) {
      /** @type {{ calls: unknown[][], real?: object, requested: string[], fingerprint?: string | null, fingerprinted?: number }} */
      const state = { calls: [["new", options ?? {}]], real: undefined, requested: [] };
      const proxy = new Proxy(this, {
        get(target, prop) {
          if (prop === STATE) return state;
          if (typeof prop === "string" && RECORDED.has(prop)) return target[prop].bind(proxy);
          const ajv = materialize(state);
          const value = ajv[prop];
          return typeof value === "function" ? value.bind(ajv) : value;
        },
      });
      return proxy;
    }

    /** @param {...unknown} args */
    addKeyword(...args) {
      const state = this[STATE];
      if (state.real) state.real.addKeyword(...args);
      else state.calls.push(["addKeyword", ...args]);
      return this;
    }

    /** @param {...unknown} args */
    addSchema(...args) {
      const state = this[STATE];
      if (state.real) state.real.addSchema(...args);
      else state.calls.push(["addSchema", ...args]);
      return this;
    }

    /** @param {string} id */
    getSchema(id) {
      const state = this[STATE];
      state.requested.push(id);
      if (!state.real && fingerprint && typeof id === "string" && Object.hasOwn(validators, id)) {
        if (state.fingerprinted !== state.calls.length) {
          state.fingerprint = fingerprintOf(state.calls);
          state.fingerprinted = state.calls.length;
        }
        if (state.fingerprint === fingerprint) {
          if (!logsReplayed) {
            logsReplayed = true;
            for (const [level, args] of logs) console[level](...args);
          }
          return validators[id];
        }
      }
      return materialize(state).getSchema(id);
    }
  }

  /** @param {object} ajv @param {unknown} [options] */
  const addFormats = (ajv, ...args) => {
    const state = ajv[STATE];
    if (!state) return load().addFormats(ajv, ...args);
    if (state.real) return load().addFormats(state.real, ...args);
    state.calls.push(["addFormats", ...args]);
    return ajv;
  };

  return { Ajv, addFormats };
}
