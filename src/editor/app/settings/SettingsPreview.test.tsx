import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sectionById } from "./sections.ts";
import { SettingsPreview } from "./SettingsPreview.tsx";

describe("SettingsPreview", () => {
  it("lists each lead form in use with the title its dialog shows visitors", () => {
    const value = {
      environment: "production",
      environments: {
        production: {
          leadForms: { joinUs: { label: "Job application form", title: "Apply to Testbrand", formId: "141", topic: "contact" } },
        },
      },
    };
    const html = renderToStaticMarkup(<SettingsPreview section={sectionById("lead-forms")!} site={null} checked value={value} />);
    expect(html.replace(/<[^>]+>/g, "")).toContain("joinUs: “Apply to Testbrand”, form 141 about “contact”");
  });
});
