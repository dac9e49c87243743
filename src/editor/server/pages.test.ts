import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editorPerTest } from "../../../tests/support/editor-per-test.ts";
import type { ApiProblem, DeleteResponse, EditorState, LinkUse, NewPageResponse, RenameResponse } from "../api-types.ts";
import type { ContentError } from "../../content/errors.ts";
import { gitIn } from "../../../scripts/support/project-copy.ts";
import { send } from "../../../tests/support/editor-requests.ts";
import { validateProject } from "./validation.ts";

// The first plan compiles the schemas and reads every page once; later projects reuse both.
const setup = editorPerTest((port) => send(port, "/api/pages/plan-rename", { body: { from: "/partners", to: "/tp", redirect: true } }));

const read = (rel: string) => readFileSync(join(setup.project().root, rel), "utf8");

/** The lines `git diff` shows removed and added in each changed tracked file (moved files excluded), in order. */
function diffLines(): Map<string, { removed: string[]; added: string[] }> {
  const out = gitIn(setup.project().root, "diff", "--unified=0", "--no-color", "--no-renames");
  const files = new Map<string, { removed: string[]; added: string[] }>();
  let current: { removed: string[]; added: string[] } | undefined;
  for (const line of out.split("\n")) {
    const file = /^diff --git a\/(\S+) /.exec(line)?.[1];
    if (file) files.set(file, (current = { removed: [], added: [] }));
    else if (line.startsWith("---") || line.startsWith("+++")) continue;
    else if (line.startsWith("-")) current!.removed.push(line.slice(1));
    else if (line.startsWith("+")) current!.added.push(line.slice(1));
  }
  return files;
}

/** The source lines of the links a plan lists in `file`, as they are now. */
function linkLines(links: LinkUse[], file: string): string[] {
  const lines = read(file).split("\n");
  return [...new Set(links.filter((l) => l.file === file).map((l) => l.line))].sort((a, b) => a - b).map((n) => lines[n - 1]!);
}

describe("rename", () => {
  it("plans and then rewrites every link to the page in place, and adds a redirect; nothing else changes", async () => {
    const request = { from: "/partners", to: "/technologyPartners", redirect: true };
    const plan = await send<RenameResponse>(setup.editor().port, "/api/pages/plan-rename", { body: request });
    expect(plan.status).toBe(200);
    expect(plan.body.file).toBe("pages/technologyPartners.yaml");
    expect(plan.body.links.map((l) => `${l.file}:${l.line} ${l.href} → ${l.after}`)).toEqual([
      "pages/home.yaml:115 /partners#Odoo → /technologyPartners#Odoo",
      "pages/home.yaml:123 /partners#NetSuite → /technologyPartners#NetSuite",
      "pages/home.yaml:138 /partners#Odoo → /technologyPartners#Odoo",
      "pages/home.yaml:140 /partners#NetSuite → /technologyPartners#NetSuite",
      "pages/home.yaml:142 /partners#Avalara → /technologyPartners#Avalara",
      "pages/home.yaml:144 /partners#Celigo → /technologyPartners#Celigo",
      "pages/home.yaml:146 /partners#rfSmart → /technologyPartners#rfSmart",
      "pages/services/AdminInABox.yaml:121 /partners → /technologyPartners",
      "pages/_site.yaml:69 /partners → /technologyPartners",
      "pages/_site.yaml:71 /partners#Odoo → /technologyPartners#Odoo",
      "pages/_site.yaml:72 /partners#Avalara → /technologyPartners#Avalara",
      "pages/_site.yaml:73 /partners#Celigo → /technologyPartners#Celigo",
      "pages/_site.yaml:74 /partners#NetSuite → /technologyPartners#NetSuite",
      "pages/_site.yaml:75 /partners#rfSmart → /technologyPartners#rfSmart",
    ]);
    expect(plan.body.links[8]!.path).toBe("menu[4] > link");
    const homeBefore = linkLines(plan.body.links, "pages/home.yaml");
    const adminBefore = linkLines(plan.body.links, "pages/services/AdminInABox.yaml");
    const siteBefore = linkLines(plan.body.links, "pages/_site.yaml");
    const pageBefore = read("pages/partners.yaml");

    const done = await send<RenameResponse & { errors: ContentError[] }>(setup.editor().port, "/api/pages/rename", { body: request });
    expect(done.status).toBe(200);
    expect(done.body.links).toEqual(plan.body.links);
    expect(done.body.errors).toEqual([]);
    expect(existsSync(join(setup.project().root, "pages/partners.yaml"))).toBe(false);
    expect(read("pages/technologyPartners.yaml")).toBe(pageBefore);

    const diff = diffLines();
    expect([...diff.keys()].sort()).toEqual([
      "pages/_site.yaml",
      "pages/home.yaml",
      "pages/partners.yaml",
      "pages/services/AdminInABox.yaml",
    ]);
    expect(diff.get("pages/home.yaml")).toEqual({
      removed: homeBefore,
      added: homeBefore.map((l) => l.replace("/partners#", "/technologyPartners#")),
    });
    expect(diff.get("pages/services/AdminInABox.yaml")).toEqual({
      removed: adminBefore,
      added: adminBefore.map((l) => l.replace("/partners", "/technologyPartners")),
    });
    expect(diff.get("pages/_site.yaml")).toEqual({
      removed: siteBefore,
      added: [...siteBefore.map((l) => l.replace("/partners", "/technologyPartners")), "  - { from: /partners, to: /technologyPartners }"],
    });
    expect(read("pages/_site.yaml")).toContain("  - { from: /, to: /home }\n  - { from: /partners, to: /technologyPartners }\n");
  });

  it("rewrites a link inside a paragraph without rewrapping it, and adds no redirect unless asked", async () => {
    const done = await send<RenameResponse & { errors: ContentError[] }>(setup.editor().port, "/api/pages/rename", {
      body: { from: "/cookies", to: "/cookiePolicy", redirect: false },
    });
    expect(done.status).toBe(200);
    expect(done.body.errors).toEqual([]);
    expect(done.body.links.map((l) => `${l.file} ${l.path} ${l.href}`)).toEqual([
      "pages/privacyPolicy.yaml blocks[0] (legalDocument) > sections[8] > body[0] /cookies",
      "pages/_site.yaml footer > links[2] > href /cookies",
      "pages/_site.yaml cookieNotice > href /cookies",
    ]);
    const diff = diffLines();
    expect(diff.get("pages/privacyPolicy.yaml")).toEqual({
      removed: ["            [Cookie Policy](/cookies)."],
      added: ["            [Cookie Policy](/cookiePolicy)."],
    });
    expect(diff.get("pages/_site.yaml")).toEqual({
      removed: ["    - { label: Cookie Policy, href: /cookies }", "  href: /cookies"],
      added: ["    - { label: Cookie Policy, href: /cookiePolicy }", "  href: /cookiePolicy"],
    });
  });

  it("moves the page's aliases under its route with it, and the links to them", async () => {
    const done = await send<RenameResponse & { errors: ContentError[] }>(setup.editor().port, "/api/pages/rename", {
      body: { from: "/precisionERP", to: "/erp", redirect: true },
    });
    expect(done.status).toBe(200);
    expect(done.body.errors).toEqual([]);
    const page = read("pages/erp.yaml");
    expect(page).toContain("  - path: /erp/AssetManagement\n    section: AssetManagement\n");
    expect(page).toContain("href: /erp/AssetManagement");
    expect(page).not.toMatch(/^[^#\n]*\/precisionERP\//m);
    const site = read("pages/_site.yaml");
    expect(site).toContain("link: /erp#AssetManagement");
    expect(site).toContain("  - { from: /precisionERP/AssetManagement, to: /erp/AssetManagement }\n");
    const { body: state } = await send<EditorState>(setup.editor().port, "/api/state");
    expect(state.routes.map((r) => r.route)).toContain("/erp/AssetManagement");
  });

  it("renaming back drops the redirect that pointed the other way", async () => {
    await send(setup.editor().port, "/api/pages/rename", { body: { from: "/partners", to: "/tp", redirect: true } });
    const back = await send<RenameResponse & { errors: ContentError[] }>(setup.editor().port, "/api/pages/rename", {
      body: { from: "/tp", to: "/partners", redirect: true },
    });
    expect(back.status).toBe(200);
    expect(back.body.errors).toEqual([]);
    const site = read("pages/_site.yaml");
    expect(site).not.toContain("from: /partners");
    expect(site).toContain("  - { from: /tp, to: /partners }\n");
  });

  it("refuses a taken, reserved or malformed route, the not-found page and an unknown page, with a sentence", async () => {
    const refused = async (body: object) => {
      const answer = await send<ApiProblem>(setup.editor().port, "/api/pages/rename", { body: { redirect: false, ...body } });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      return answer.body.message;
    };
    expect(await refused({ from: "/partners", to: "/home" })).toBe(
      "pages/home.yaml already exists, so /home is taken. Pick another route.",
    );
    expect(await refused({ from: "/partners", to: "/precisionERP/AssetManagement" })).toBe(
      "/precisionERP/AssetManagement is already published as an alias of /precisionERP. Pick another route.",
    );
    expect(await refused({ from: "/partners", to: "/" })).toBe("Give the route of the new page, e.g. /mining or /verticals/mining.");
    expect(await refused({ from: "/partners", to: "/Home" })).toMatch(/only in upper\/lower case/);
    expect(await refused({ from: "/partners", to: "/assets" })).toMatch(/Pick another route\.$/);
    expect(await refused({ from: "/partners", to: "/our partners" })).toMatch(/^"our partners" cannot be part of a route/);
    expect(await refused({ from: "/404", to: "/missing" })).toMatch(/^The not-found page cannot be renamed/);
    expect(await refused({ from: "/nothing", to: "/else" })).toBe("There is no page /nothing (no file pages/nothing.yaml).");
    expect(await refused({ from: "/precisionERP/AssetManagement", to: "/else" })).toMatch(/is an alias of \/precisionERP/);
    expect(gitIn(setup.project().root, "status", "--porcelain")).toBe("");
    await send(setup.editor().port, "/api/pages/rename", { body: { from: "/cookies", to: "/cookiePolicy", redirect: true } });
    expect(await refused({ from: "/partners", to: "/cookies" })).toBe(
      "/cookies is a redirect in pages/_site.yaml (to /cookiePolicy). Pick another route, or remove the redirect first.",
    );
  });
});

describe("delete", () => {
  type Done = DeleteResponse & { errors: ContentError[] };

  it("names every link to the page in words, says what removing each does, and offers the page above it", async () => {
    const plan = await send<DeleteResponse>(setup.editor().port, "/api/pages/plan-delete", { body: { route: "/verticals/logistic" } });
    expect(plan.status).toBe(200);
    expect(plan.body.links.map((l) => `${l.file}:${l.line} ${l.words}: ${l.effect}`)).toEqual([
      "pages/verticals.yaml:75 the Logistics card on Verticals: the card is removed",
      "pages/_site.yaml:57 the Logistics item in the Verticals menu: the item is removed from the menu",
    ]);
    expect(plan.body.related).toEqual({ route: "/verticals", title: "Verticals", reason: "parent" });
    expect(gitIn(setup.project().root, "status", "--porcelain")).toBe("");
  });

  it("says what stays when only the link goes (logos keep their picture), and what goes whole (a menu none of which leads elsewhere)", async () => {
    const plan = await send<DeleteResponse>(setup.editor().port, "/api/pages/plan-delete", { body: { route: "/partners" } });
    const said = plan.body.links.map((l) => `${l.words}: ${l.effect}`);
    expect(said).toContain("the Odoo Consulting card on Cloud ERP System: the card is removed");
    expect(said).toContain("the Odoo logo on Cloud ERP System: the logo stays, without a link");
    expect(said).toContain("the Partners menu: the whole Partners menu is removed: none of it leads anywhere else");
    expect(said).toContain("the Odoo item in the Partners menu: the whole Partners menu is removed: none of it leads anywhere else");
    expect(plan.body.related).toEqual({ route: "/home", title: "Cloud ERP System", reason: "home" });
  });

  it("removes the links with the page in one step, and the project still validates", async () => {
    const done = await send<Done>(setup.editor().port, "/api/pages/delete", { body: { route: "/verticals/logistic", removeLinks: true } });
    expect(done.status).toBe(200);
    expect(done.body.errors).toEqual([]);
    expect(existsSync(join(setup.project().root, "pages/verticals/logistic.yaml"))).toBe(false);
    const diff = diffLines();
    expect(diff.get("pages/verticals.yaml")).toEqual({
      removed: [
        "      - title: Logistics",
        "        icon: /images/icons/logistic.svg",
        "        text: Coordinate vehicles, handling equipment and deliveries with real-time visibility.",
        "        href: /verticals/logistic",
      ],
      added: [],
    });
    expect(diff.get("pages/_site.yaml")).toEqual({
      removed: ["      - { id: menuLogistic, title: Logistics, link: /verticals/logistic }"],
      added: [],
    });
    expect(validateProject(setup.project().root).errors.filter((e) => e.severity !== "warning" && e.code !== "E_TEMPLATE_TEXT")).toEqual(
      [],
    );
  });

  it("removes cards and a whole menu, keeps the logos without their links, and the project still validates", async () => {
    const done = await send<Done>(setup.editor().port, "/api/pages/delete", { body: { route: "/partners", removeLinks: true } });
    expect(done.status).toBe(200);
    expect(done.body.errors).toEqual([]);
    const home = read("pages/home.yaml");
    expect(home).not.toMatch(/href: \/partners/);
    expect(home).toContain("- image: { src: /images/partners/odoo.svg, alt: Odoo }");
    expect(home).not.toContain("title: Odoo Consulting");
    expect(read("pages/_site.yaml")).not.toMatch(/link: \/partners/);
    expect(read("pages/_site.yaml")).not.toContain("id: partners");
    expect(validateProject(setup.project().root).errors.filter((e) => e.severity !== "warning" && e.code !== "E_TEMPLATE_TEXT")).toEqual(
      [],
    );
  });

  it("sends visitors to the page chosen: the links stay and lead there through a redirect", async () => {
    const done = await send<Done>(setup.editor().port, "/api/pages/delete", {
      body: { route: "/verticals/logistic", redirectTo: "/verticals" },
    });
    expect(done.status).toBe(200);
    expect(done.body.errors).toEqual([]);
    const diff = diffLines();
    expect([...diff.keys()].sort()).toEqual(["pages/_site.yaml", "pages/verticals/logistic.yaml"]);
    expect(diff.get("pages/_site.yaml")).toEqual({ removed: [], added: ["  - { from: /verticals/logistic, to: /verticals }"] });
  });

  it("a new page takes over the address of a deleted one in one step, its redirect removed", async () => {
    await send<Done>(setup.editor().port, "/api/pages/delete", { body: { route: "/verticals/logistic", redirectTo: "/verticals" } });
    const refused = await send<ApiProblem>(setup.editor().port, "/api/pages/new", { body: { route: "/verticals/logistic" } });
    expect(refused.status).toBe(400);
    const created = await send<NewPageResponse>(setup.editor().port, "/api/pages/new", {
      body: { route: "/verticals/logistic", replaceRedirect: true },
    });
    expect(created.status).toBe(201);
    expect(read("pages/_site.yaml")).not.toContain("from: /verticals/logistic");
    expect(validateProject(setup.project().root).errors.filter((e) => e.severity !== "warning" && e.code !== "E_TEMPLATE_TEXT")).toEqual(
      [],
    );
  });

  it("refuses to leave links to nowhere, and changes nothing", async () => {
    const answer = await send<ApiProblem>(setup.editor().port, "/api/pages/delete", { body: { route: "/verticals/logistic" } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      "2 links lead to this page (the Logistics card on Verticals; the Logistics item in the Verticals menu). Remove them, or send visitors to another page; nothing was deleted.",
    );
    expect(gitIn(setup.project().root, "status", "--porcelain")).toBe("");
  });

  it("checks the whole result before writing: a link that cannot go (the cookie notice's) refuses the removal, and changes nothing", async () => {
    const answer = await send<ApiProblem>(setup.editor().port, "/api/pages/delete", { body: { route: "/cookies", removeLinks: true } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      "Deleting the page this way would leave a problem to fix, so nothing was changed. Send visitors to another page instead.",
    );
    expect(answer.body.errors?.map((e) => `${e.file} ${e.code}`)).toEqual(["pages/_site.yaml E_MISSING_FIELD"]);
    expect(gitIn(setup.project().root, "status", "--porcelain")).toBe("");

    const done = await send<Done>(setup.editor().port, "/api/pages/delete", { body: { route: "/cookies", redirectTo: "/privacyPolicy" } });
    expect(done.status).toBe(200);
    expect(done.body.links.map((l) => l.words)).toEqual([
      "the link “Cookie Policy” in the legal document on Privacy Policy",
      "the Cookie Policy link in the footer",
      "the link of the cookie notice in the site settings",
    ]);
    expect(done.body.errors).toEqual([]);
    expect(diffLines().get("pages/_site.yaml")).toEqual({ removed: [], added: ["  - { from: /cookies, to: /privacyPolicy }"] });
  });

  it("refuses the site settings, the not-found page, an unknown page and a redirect to nowhere", async () => {
    for (const [body, message] of [
      [{ route: "/_site" }, "The site settings cannot be deleted."],
      [{ route: "/404" }, /^The not-found page cannot be deleted/],
      [{ route: "/nothing" }, "There is no page /nothing (no file pages/nothing.yaml)."],
      [{ route: "/cookies", redirectTo: "/cookies" }, "/cookies is not a page that stays; send visitors to another page of the site."],
      [{ route: "/cookies", redirectTo: "/nowhere" }, "/nowhere is not a page that stays; send visitors to another page of the site."],
    ] as const) {
      const answer = await send<ApiProblem>(setup.editor().port, "/api/pages/delete", { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect(gitIn(setup.project().root, "status", "--porcelain")).toBe("");
  });
});

describe("new page", () => {
  it("writes a page from the template, or a copy that reports what it carried over", async () => {
    const plain = await send<NewPageResponse>(setup.editor().port, "/api/pages/new", { body: { route: "mining" } });
    expect(plain).toMatchObject({ status: 201, body: { file: "pages/mining.yaml", route: "/mining", carried: [] } });
    expect(read("pages/mining.yaml")).toMatch(/^# yaml-language-server: \$schema=\.\.\/schema\/page\.schema\.json\n/);
    const copy = await send<NewPageResponse>(setup.editor().port, "/api/pages/new", {
      body: { route: "/verticals/mining", from: "/verticals/agriculture" },
    });
    expect(copy.status).toBe(201);
    expect(copy.body.carried[0]).toBe("Carried over from /verticals/agriculture, unchanged:");
    expect(copy.body.carried.at(-1)).toMatch(/^They still name what \/verticals\/agriculture uses\./);
    // The new pages hold the template's example texts, flagged on their fields until the author replaces them; nothing else.
    const { body: state } = await send<EditorState>(setup.editor().port, "/api/state");
    expect(state.errors.filter((e) => e.code !== "E_TEMPLATE_TEXT")).toEqual([]);
    expect(state.errors.filter((e) => e.file === "pages/mining.yaml").map((e) => e.path)).toContain("description");
  });

  it("refuses a taken or unknown route with the command's own message", async () => {
    const taken = await send(setup.editor().port, "/api/pages/new", { body: { route: "/home" } });
    expect(taken).toMatchObject({
      status: 400,
      body: { message: "pages/home.yaml already exists, so /home is taken. Edit that file, or pick another route." },
    });
    const unknown = await send(setup.editor().port, "/api/pages/new", { body: { route: "/x", from: "/nothing" } });
    expect(unknown).toMatchObject({ status: 400, body: { message: "There is no page /nothing to copy (no file pages/nothing.yaml)." } });
  });
});
