import { describe, expect, it } from "vitest";
import { renderHtml } from "../../test/render.tsx";
import { Team } from "./Team.tsx";

describe("Team", () => {
  const portrait = (name: string) => ({ src: `/images/team/${name}.svg`, alt: `Portrait of ${name}`, width: 320, height: 320 });

  it("lists each member with portrait alt text, name as h3, role and bio", () => {
    const html = renderHtml(
      <Team
        type="team"
        id="leadership"
        heading="Leadership"
        intro="Founded in **2010**."
        members={[
          { name: "Alexandra Reyes", role: "Chief Executive Officer", image: portrait("alexandra-reyes"), bio: "Leads the company." },
          { name: "Marcus Chen", role: "Chief Technology Officer", image: portrait("marcus-chen") },
        ]}
      />,
    );
    expect(html).toMatch(/<h2 id="leadership-heading"[^>]*>Leadership<\/h2>/);
    expect(html).toContain("Founded in <strong>2010</strong>.");
    expect(html.match(/<li class="card team-member">/g)).toHaveLength(2);
    expect(html).toMatch(
      /<img src="\/images\/team\/alexandra-reyes.svg" alt="Portrait of alexandra-reyes"[^>]*><h3 class="team-name">Alexandra Reyes<\/h3><p class="team-role">Chief Executive Officer<\/p><p class="team-bio">Leads the company.<\/p><\/li>/,
    );
    expect(html).toMatch(/<h3 class="team-name">Marcus Chen<\/h3><p class="team-role">Chief Technology Officer<\/p><\/li>/);
  });

  it("puts names one level below an h3 heading and shows typed markup as text", () => {
    const html = renderHtml(<Team type="team" heading="Team" headingLevel={3} members={[{ name: "<b>Priya</b>", role: "COO", image: portrait("priya") }]} />);
    expect(html).toMatch(/<h3[^>]*>Team<\/h3>/);
    expect(html).toContain('<h4 class="team-name">&lt;b&gt;Priya&lt;/b&gt;</h4>');
  });
});
