import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { Team } from "./Team.tsx";

describe("Team", () => {
  const portrait = (name: string) => ({ src: `/images/team/${name}.svg`, alt: `Portrait of ${name}`, width: 320, height: 320 });

  it("lists each member with portrait alt text, name as h3, role and bio", () => {
    const screen = screenOf(
      renderHtml(
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
      ),
    );
    expect(screen.getByRole("region", { name: "Leadership" }).getByRole("heading", { level: 2 }).name).toBe("Leadership");
    expect(screen.getByText("Founded in 2010.").getByRole("strong").name).toBe("2010");
    const members = screen.getByRole("list").getAllByRole("listitem");
    expect(members).toHaveLength(2);
    expect(members[0]!.getByRole("img").name).toBe("Portrait of alexandra-reyes");
    expect(members[0]!.getByRole("img").attr("src")).toBe("/images/team/alexandra-reyes.svg");
    expect(members[0]!.getByRole("heading", { level: 3 }).name).toBe("Alexandra Reyes");
    // Picture, name, role, bio: in that order.
    expect(members[0]!.text).toBe("Portrait of alexandra-reyes Alexandra Reyes Chief Executive Officer Leads the company.");
    expect(members[1]!.getByRole("heading", { level: 3 }).name).toBe("Marcus Chen");
    expect(members[1]!.getAllByRole("paragraph").map((p) => p.text)).toEqual(["Chief Technology Officer"]);
  });

  it("puts names one level below an h3 heading and shows typed markup as text", () => {
    const screen = screenOf(renderHtml(<Team type="team" heading="Team" headingLevel={3} members={[{ name: "<b>Priya</b>", role: "COO", image: portrait("priya") }]} />));
    expect(screen.getByRole("heading", { level: 3 }).name).toBe("Team");
    expect(screen.getByRole("heading", { level: 4 }).name).toBe("<b>Priya</b>");
  });
});
