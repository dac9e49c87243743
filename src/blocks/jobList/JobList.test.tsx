import { describe, expect, it } from "vitest";
import type { JobListBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { JobList } from "./JobList.tsx";

const job = (id: string, title: string): JobListBlock["jobs"][number] => ({
  id,
  title,
  location: "Remote (US)",
  employmentType: "Full-time",
  summary: `Own **${title}** projects.`,
  responsibilities: ["Run workshops", "Configure [NetSuite](/partners#NetSuite)"],
  requirements: ["Five years of ERP experience"],
});

const block: JobListBlock = {
  type: "jobList",
  id: "jobs",
  heading: "Open positions",
  action: { label: "Join us", leadForm: "joinUs" },
  jobs: [job("netsuiteConsultant", "NetSuite Functional Consultant"), job("technicalConsultant", "Technical Consultant")],
};

describe("JobList", () => {
  it("renders one article per job with its anchor, title and meta line", () => {
    const screen = screenOf(renderHtml(<JobList {...block} />));
    const jobs = screen.getAllByRole("article");
    expect(jobs.map((j) => [j.attr("id"), j.getByRole("heading", { level: 3 }).name])).toEqual([
      ["netsuiteConsultant", "NetSuite Functional Consultant"],
      ["technicalConsultant", "Technical Consultant"],
    ]);
    expect(
      jobs[0]!
        .getByText(/^Remote \(US\)\s*·\s*Full-time$/)
        .getByText("·")
        .attr("aria-hidden"),
    ).toBe("true");
    expect(jobs[1]!.getByText("Own Technical Consultant projects.").getByRole("strong").name).toBe("Technical Consultant");
  });

  it("lists responsibilities and requirements under their own headings", () => {
    const first = screenOf(renderHtml(<JobList {...block} />)).getAllByRole("article")[0]!;
    expect(first.getAllByRole("heading", { level: 4 }).map((h) => h.name)).toEqual(["Responsibilities", "Requirements"]);
    const [responsibilities, requirements] = first.getAllByRole("list");
    expect(responsibilities!.getAllByRole("listitem").map((item) => item.text)).toEqual(["Run workshops", "Configure NetSuite"]);
    expect(responsibilities!.getByRole("link", { name: "NetSuite" }).attr("href")).toBe("/partners#NetSuite");
    expect(requirements!.getAllByRole("listitem").map((item) => item.text)).toEqual(["Five years of ERP experience"]);
    expect(first.text.indexOf("Responsibilities")).toBeLessThan(first.text.indexOf("Run workshops"));
    expect(first.text.indexOf("Requirements")).toBeLessThan(first.text.indexOf("Five years"));
  });

  it("ends every job with the apply button opening the lead form", () => {
    for (const article of screenOf(renderHtml(<JobList {...block} />)).getAllByRole("article")) {
      const apply = article.getByRole("link", { name: "Join us (opens in a new tab)" });
      expect(apply.attr("href")).toMatch(/^https:\/\/forms\.example\.net\/lead\?formid=20/);
      expect(article.text.lastIndexOf("Join us")).toBeGreaterThan(article.text.lastIndexOf("Five years of ERP experience"));
    }
  });
});
