import { describe, expect, it } from "vitest";
import { createAjvStandIn, fingerprintOf, isPlainJson, type HandOver } from "./precompiled-ajv.mjs";
import { ROOT } from "../tests/support/fixture-project.ts";

const schema = { $id: "https://schema.invalid/x.json", type: "object", properties: { n: { type: "number" } }, required: ["n"] };
const options = { allErrors: true, verbose: true };

/** The calls a stand-in records for `new Ajv(options); addFormats(ajv); ajv.addSchema(schema)`. */
const calls = [["new", options], ["addFormats"], ["addSchema", schema]];

function build(standIn: ReturnType<typeof createAjvStandIn>, s: object = schema) {
  const ajv = new standIn.Ajv(options);
  standIn.addFormats(ajv);
  ajv.addSchema(s);
  return ajv;
}

describe("the ajv stand-in of compiled commands", () => {
  it("fingerprints plain JSON only", () => {
    expect(isPlainJson({ a: [1, "b", null, true] })).toBe(true);
    expect(isPlainJson({ a: () => 1 })).toBe(false);
    expect(isPlainJson({ a: new Date() })).toBe(false);
    expect(fingerprintOf(calls)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf([["addKeyword", { keyword: "x", code: () => undefined }]])).toBeNull();
  });

  it("gives the precompiled validator when the schemas are those it was compiled from", () => {
    const precompiled = Object.assign(() => true, { errors: null });
    let handedOver = false;
    const standIn = createAjvStandIn({ projectRoot: ROOT, fingerprint: fingerprintOf(calls), validators: { [schema.$id]: precompiled }, onReal: () => (handedOver = true) });
    expect(build(standIn).getSchema(schema.$id)).toBe(precompiled);
    expect(handedOver).toBe(false);
  });

  it("compiles with a real ajv, replaying every call, when the schemas differ", () => {
    const precompiled = () => true;
    const handOvers: HandOver[] = [];
    const standIn = createAjvStandIn({ projectRoot: ROOT, fingerprint: fingerprintOf(calls), validators: { [schema.$id]: precompiled }, onReal: (state) => handOvers.push(state) });
    const validate = build(standIn, { ...schema, description: "edited" }).getSchema(schema.$id)!;
    expect(validate).not.toBe(precompiled);
    expect(validate({ n: "one" })).toBe(false);
    expect(validate.errors).toMatchObject([{ keyword: "type", instancePath: "/n", message: "must be number" }]);
    expect(handOvers).toHaveLength(1);
    expect(handOvers[0]!.calls.map(([method]) => method)).toEqual(["new", "addFormats", "addSchema"]);
  });

  it("hands over to a real ajv for anything it does not record", () => {
    const standIn = createAjvStandIn({ projectRoot: ROOT, fingerprint: null, validators: {} });
    const ajv = build(standIn);
    const validate = ajv.compile({ type: "string", format: "email" });
    expect(validate("someone@example.com")).toBe(true);
    expect(validate("not an address")).toBe(false);
    expect(ajv.getSchema(schema.$id)!({ n: 1 })).toBe(true);
  });
});
