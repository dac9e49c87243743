import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { JobListBlock } from "../../types/schema.generated.ts";
import { accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
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
    const screen = render(<JobList {...block} />);
    const jobs = screen.getAllByRole("article");
    expect(jobs.map((j) => [j.id, accessibleNames(j, "heading", { level: 3 })])).toEqual([
      ["netsuiteConsultant", ["NetSuite Functional Consultant"]],
      ["technicalConsultant", ["Technical Consultant"]],
    ]);
    const meta = within(jobs[0]!).getByText(wholeText(/^Remote \(US\)\s*·\s*Full-time$/));
    expect(within(meta).getByText("·").getAttribute("aria-hidden")).toBe("true");
    expect(within(within(jobs[1]!).getByText(wholeText("Own Technical Consultant projects."))).getByRole("strong").textContent).toBe(
      "Technical Consultant",
    );
  });

  it("lists responsibilities and requirements under their own headings", () => {
    const first = render(<JobList {...block} />).getAllByRole("article")[0]!;
    expect(accessibleNames(first, "heading", { level: 4 })).toEqual(["Responsibilities", "Requirements"]);
    const [responsibilities, requirements] = within(first).getAllByRole("list");
    expect(within(responsibilities!).getAllByRole("listitem").map(visibleText)).toEqual(["Run workshops", "Configure NetSuite"]);
    expect(within(responsibilities!).getByRole("link", { name: "NetSuite" }).getAttribute("href")).toBe("/partners#NetSuite");
    expect(within(requirements!).getAllByRole("listitem").map(visibleText)).toEqual(["Five years of ERP experience"]);
    const text = visibleText(first);
    expect(text.indexOf("Responsibilities")).toBeLessThan(text.indexOf("Run workshops"));
    expect(text.indexOf("Requirements")).toBeLessThan(text.indexOf("Five years"));
  });

  it("keeps each job's details behind a closed disclosure named for the job, its title, place and type shown", () => {
    const screen = render(<JobList {...block} />);
    for (const article of screen.getAllByRole("article")) {
      const title = accessibleNames(article, "heading", { level: 3 })[0]!;
      const disclosure = within(article).getByRole("group");
      expect([disclosure.tagName, disclosure.hasAttribute("open")]).toEqual(["DETAILS", false]);
      const toggle = within(disclosure).getByText("Responsibilities and requirements", { exact: false });
      expect([toggle.tagName, visibleText(toggle)]).toEqual(["SUMMARY", `Responsibilities and requirements: ${title}`]);
      expect(
        within(disclosure)
          .getAllByRole("heading", { level: 4 })
          .map((h) => h.textContent),
      ).toEqual(["Responsibilities", "Requirements"]);
      // Outside it: the title, the place and type, and the summary.
      for (const shown of [
        within(article).getByRole("heading", { level: 3 }),
        within(article).getByText(wholeText(/^Remote \(US\)\s*·\s*Full-time$/)),
      ])
        expect(disclosure.contains(shown)).toBe(false);
    }
  });

  it("ends every job with the apply button opening the lead form", () => {
    for (const article of render(<JobList {...block} />).getAllByRole("article")) {
      const apply = within(article).getByRole("link", { name: "Join us (opens in a new tab)" });
      expect(apply.getAttribute("href")).toMatch(/^https:\/\/forms\.example\.net\/lead\?formid=20/);
      expect(visibleText(article).lastIndexOf("Join us")).toBeGreaterThan(visibleText(article).lastIndexOf("Five years of ERP experience"));
    }
  });
});
