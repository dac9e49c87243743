// @vitest-environment happy-dom
import { getByRole, getByText, queryByRole, queryByText } from "@testing-library/dom";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SchemaForm, type FormContext } from "./SchemaForm.tsx";

const context: FormContext = {
  assets: [],
  routes: [{ route: "/home", title: "Home", ids: [] }],
  keys: { leadForms: ["erpOne"], videos: ["weCanHelp"] },
  upload: () => Promise.reject(new Error("Uploads are not available in this test.")),
};

/**
 * A block schema whose fields carry the names the editor once recognised by name (`summary`,
 * `actions`, `leadForm`, `videos`), with the `x-editor` hints given by `hinted` or none at all: what
 * the form shows must follow the hints, never the names.
 */
function noteSchema(hinted: boolean) {
  const hint = (value: object) => (hinted ? { "x-editor": value } : {});
  return {
    definitions: {
      block_note: {
        type: "object",
        properties: {
          summary: { title: "Summary", type: "string", ...hint({ multiline: true }) },
          blurb: { title: "Blurb", type: "string" },
          quote: { title: "Quote", type: "string", ...hint({ markup: true }) },
          events: { title: "Events", type: "array", items: { type: "string" }, ...hint({ newestFirst: true }) },
          actions: { title: "Actions", type: "array", items: { type: "string" }, ...hint({ itemNoun: "button" }) },
          leadForm: { title: "Lead form", type: "string", ...hint({ widget: "leadForm" }) },
          videos: { title: "Videos", type: "object", additionalProperties: { type: "string" }, ...hint({ entryNoun: "clip" }) },
        },
      },
    },
  };
}

const value = {
  summary: "Two sentences.",
  blurb: "One line.",
  quote: "Plain words.",
  events: ["Last year's fair"],
  actions: ["Call us"],
  leadForm: "erpOne",
  videos: { intro: "/v.mp4" },
};

function show(hinted: boolean): HTMLElement {
  document.body.innerHTML = renderToString(
    <SchemaForm
      rootSchema={noteSchema(hinted)}
      definition="block_note"
      value={value}
      onChange={() => undefined}
      errors={[]}
      context={context}
      idPrefix="b"
    />,
  );
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = "";
});

/** Renders the form in the page as the editor does, clicks the button named `name`, and returns the value the form reports. */
async function clickAndReport(hinted: boolean, name: string): Promise<Record<string, unknown>> {
  const reported: unknown[] = [];
  const root = createRoot(document.body.appendChild(document.createElement("div")));
  // React reports act() use only in an environment that says it supports it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await act(async () => {
    root.render(
      <SchemaForm
        rootSchema={noteSchema(hinted)}
        definition="block_note"
        value={value}
        onChange={(v) => reported.push(v)}
        errors={[]}
        context={context}
        idPrefix="b"
      />,
    );
  });
  await act(async () => getByRole(document.body, "button", { name }).click());
  act(() => root.unmount());
  return reported.at(-1) as Record<string, unknown>;
}

describe("editor hints in the schema (x-editor)", () => {
  it("edits a text field in a multi-line box only when its schema says multiline", () => {
    expect(getByRole(show(true), "textbox", { name: "Summary" }).tagName).toBe("TEXTAREA");
    expect(getByRole(show(true), "textbox", { name: "Blurb" }).tagName).toBe("INPUT");
    expect(getByRole(show(false), "textbox", { name: "Summary" }).tagName).toBe("INPUT");
  });

  it("gives a text field the Bold and Link buttons only when its schema says it takes markup", () => {
    expect(getByRole(show(true), "button", { name: "Bold" })).toBeDefined();
    expect(queryByRole(show(false), "button", { name: "Bold" })).toBeNull();
  });

  it("adds a new item at the top of a list only when its schema says it is kept newest first", async () => {
    expect((await clickAndReport(true, "Add event")).events).toEqual(["", "Last year's fair"]);
    expect((await clickAndReport(false, "Add event")).events).toEqual(["Last year's fair", ""]);
  });

  it("names a list's items by the schema's item noun, else by the field's name in the singular", () => {
    const hinted = show(true);
    expect(getByText(hinted, "Button 1")).toBeDefined();
    expect(getByRole(hinted, "button", { name: "Add button" })).toBeDefined();
    const plain = show(false);
    expect(getByText(plain, "Action 1")).toBeDefined();
    expect(getByRole(plain, "button", { name: "Add action" })).toBeDefined();
    expect(queryByText(plain, "Button 1")).toBeNull();
  });

  it("names the entries of an author-keyed object by the schema's entry noun, else by the field's name", () => {
    expect(getByRole(show(true), "button", { name: "Add clip" })).toBeDefined();
    expect(getByRole(show(false), "button", { name: "Add video" })).toBeDefined();
  });

  it("offers the site's lead forms only for a field whose schema asks for that picker", () => {
    expect(getByRole(show(true), "combobox", { name: "Lead form" })).toBeDefined();
    const plain = show(false);
    expect(queryByRole(plain, "combobox", { name: "Lead form" })).toBeNull();
    expect(getByRole(plain, "textbox", { name: "Lead form" })).toBeDefined();
  });
});
