import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listRoutes } from "../../content/route-list.ts";
import { editorState } from "./project.ts";
import { tempProject, type TempProject } from "../../../scripts/support/project-copy.ts";

let project: TempProject;

beforeAll(() => {
  project = tempProject();
}, 60_000);

afterAll(() => project?.remove());

/** The paths the site's routes (src/routes.ts, the dev server, the build) register for the project, and its redirects. */
function registered(root: string) {
  const table = listRoutes(root, {});
  return { paths: table.pages.map((p) => p.path), redirects: table.redirects };
}

describe("the editor's list of routes", () => {
  it("is the list the site's routes are made from, each route with its page's title and section ids", async () => {
    const state = await editorState(project.root);
    const { paths, redirects } = registered(project.root);
    expect(state.routes.map((r) => r.route)).toEqual(paths);
    expect(state.redirects).toEqual(redirects);
    expect(state.routes).toContainEqual({
      route: "/precisionERP/AssetManagement",
      title: "PrecisionERP",
      ids: expect.arrayContaining(["AssetManagement"]),
    });
  });

  it("leaves out an alias the site does not publish (no section yet), as the site's routes do", async () => {
    const file = join(project.root, "pages/precisionERP.yaml");
    const text = readFileSync(file, "utf8");
    writeFileSync(file, text.replace("aliases:\n", "aliases:\n  - path: /precisionERP/Unfinished\n"));
    try {
      const state = await editorState(project.root);
      const { paths } = registered(project.root);
      expect(paths).not.toContain("/precisionERP/Unfinished");
      expect(state.routes.map((r) => r.route)).toEqual(paths);
      expect(state.routes.find((r) => r.route === "/precisionERP/ErpSolution")?.title).toBe("PrecisionERP");
    } finally {
      writeFileSync(file, text);
    }
  });
});
