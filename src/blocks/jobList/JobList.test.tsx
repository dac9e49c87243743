import { describe, expect, it } from "vitest";
import type { JobListBlock } from "../../types/schema.generated.ts";
import { renderHtml } from "../../test/render.tsx";
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
    const html = renderHtml(<JobList {...block} />);
    expect(html.match(/<article /g)).toHaveLength(2);
    expect(html).toMatch(/<article id="netsuiteConsultant"[^>]*><header[^>]*><h3 id="netsuiteConsultant-title"[^>]*>NetSuite Functional Consultant<\/h3>/);
    expect(html).toMatch(/<span>Remote \(US\)<\/span><span aria-hidden="true"[^>]*>·<\/span><span>Full-time<\/span>/);
    expect(html).toContain("Own <strong>Technical Consultant</strong> projects.");
  });

  it("lists responsibilities and requirements under their own headings", () => {
    const html = renderHtml(<JobList {...block} />);
    const first = html.slice(0, html.indexOf("</article>"));
    expect(first).toMatch(/<h4[^>]*>Responsibilities<\/h4><ul class="check-list"><li>Run workshops<\/li><li>Configure <a href="\/partners#NetSuite"[^>]*>NetSuite<\/a><\/li><\/ul>/);
    expect(first).toMatch(/<h4[^>]*>Requirements<\/h4><ul class="check-list"><li>Five years of ERP experience<\/li><\/ul>/);
  });

  it("ends every job with the apply button opening the lead form", () => {
    const html = renderHtml(<JobList {...block} />);
    const buttons = html.match(/<a href="https:\/\/forms.example.net\/lead\?formid=20[^"]*"[^>]*>Join us/g);
    expect(buttons).toHaveLength(2);
    const articles = html.split("</article>");
    expect(articles[0]!.lastIndexOf("Join us")).toBeGreaterThan(articles[0]!.lastIndexOf("Five years"));
  });
});
