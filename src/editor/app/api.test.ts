import { describe, expect, it } from "vitest";
import { ApiError, problemFromBody } from "./api.ts";

describe("problemFromBody", () => {
  it("keeps the server's message, errors and disk version", () => {
    const disk = { file: "pages/a.yaml", text: "x", hash: "h" };
    expect(problemFromBody(409, JSON.stringify({ message: "Changed on disk.", disk }))).toEqual({ message: "Changed on disk.", disk });
    const errors = [{ code: "E_MISSING_FIELD", file: "pages/a.yaml", line: 1, col: 1, path: "title", message: "m", frame: "" }];
    expect(problemFromBody(422, JSON.stringify({ message: "Has errors.", errors }))).toEqual({ message: "Has errors.", errors });
    expect(problemFromBody(422, JSON.stringify({ message: "Has errors.", errors: "not a list" }))).toEqual({ message: "Has errors." });
  });

  it("names the status when the body is not a problem", () => {
    expect(problemFromBody(502, "<html>Bad gateway</html>").message).toContain("HTTP 502");
    expect(problemFromBody(500, JSON.stringify({ error: "x" })).message).toContain("HTTP 500");
  });

  it("an ApiError exposes the conflict only for a 409 with a disk version", () => {
    expect(new ApiError(409, { message: "m", disk: null } as never).conflict).toEqual({ message: "m", disk: null });
    expect(new ApiError(422, { message: "m" }).conflict).toBeNull();
    expect(new ApiError(409, { message: "nothing to publish" }).conflict).toBeNull();
  });
});
