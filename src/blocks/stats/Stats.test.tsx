import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Stats } from "./Stats.tsx";

describe("Stats", () => {
  const stats = [
    { value: "2,000+", label: "customers", source: "Avalara's **ERP** integrations" },
    { value: "99.9%", label: "inventory accuracy" },
    { value: "40%", label: "higher productivity" },
    { value: "40 years", label: "of experience" },
  ];

  it("lists each figure before its label, in one paragraph, with its source in small print, under a heading that names the list", () => {
    const html = renderHtml(<Stats type="stats" id="figures" heading="By the numbers" background="navy" stats={stats} />);
    expect(html).toMatch(/<section id="figures" class="section bg-navy stats center" aria-labelledby="figures-heading">/);
    expect(html).toMatch(/<h2 id="figures-heading" class="section-title">By the numbers<\/h2><ul class="stats-list stats-count-4" aria-labelledby="figures-heading">/);
    expect(html.match(/<li class="stats-item">/g)).toHaveLength(4);
    expect(html).toContain(
      '<li class="stats-item"><p class="stats-figure"><strong class="stats-value">2,000+</strong> <span class="stats-label">customers</span></p><p class="stats-source">Avalara&#x27;s <strong>ERP</strong> integrations</p></li>',
    );
    expect(html).toContain('<li class="stats-item"><p class="stats-figure"><strong class="stats-value">99.9%</strong> <span class="stats-label">inventory accuracy</span></p></li>');
  });

  it("without a heading, names the list 'Key figures' and the section nothing; the class follows the number of figures", () => {
    const html = renderHtml(<Stats type="stats" stats={stats.slice(0, 3)} />);
    expect(html).toMatch(/<section class="section bg-white stats center">/);
    expect(html).toContain('<ul class="stats-list stats-count-3" aria-label="Key figures">');
    expect(html).not.toMatch(/<h2|aria-labelledby/);
  });

  it("shows typed markup as text", () => {
    const html = renderHtml(
      <Stats
        type="stats"
        heading="<b>x</b>"
        stats={[
          { value: "<i>1</i>", label: "<u>a</u>" },
          { value: "2", label: "b" },
        ]}
      />,
    );
    expect(html).toContain("&lt;i&gt;1&lt;/i&gt;");
    expect(html).toContain("&lt;u&gt;a&lt;/u&gt;");
    expect(html).not.toMatch(/<i>|<u>|<b>/);
  });
});
