import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, visibleText, wholeText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Team } from "./Team.tsx";

describe("Team", () => {
  const portrait = (name: string) => ({ src: `/images/team/${name}.svg`, alt: `Portrait of ${name}`, width: 320, height: 320 });

  it("lists each member with portrait alt text, name as h3, role and bio", () => {
    const screen = render(
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
    expect(accessibleNames(screen.getByRole("region", { name: "Leadership" }), "heading", { level: 2 })).toEqual(["Leadership"]);
    expect(within(screen.getByText(wholeText("Founded in 2010."))).getByRole("strong").textContent).toBe("2010");
    const members = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(members).toHaveLength(2);
    const [first, second] = members.map((member) => within(member));
    expect(first!.getByRole("img", { name: "Portrait of alexandra-reyes" }).getAttribute("src")).toBe("/images/team/alexandra-reyes.svg");
    expect(accessibleNames(members[0]!, "img")).toEqual(["Portrait of alexandra-reyes"]);
    expect(accessibleNames(members[0]!, "heading", { level: 3 })).toEqual(["Alexandra Reyes"]);
    // Picture, name, role, bio: in that order.
    expect(visibleText(members[0]!)).toBe("Portrait of alexandra-reyes Alexandra Reyes Chief Executive Officer Leads the company.");
    expect(accessibleNames(members[1]!, "heading", { level: 3 })).toEqual(["Marcus Chen"]);
    expect(second!.getAllByRole("paragraph").map(visibleText)).toEqual(["Chief Technology Officer"]);
  });

  it("puts names one level below an h3 heading and shows typed markup as text", () => {
    const screen = render(
      <Team type="team" heading="Team" headingLevel={3} members={[{ name: "<b>Priya</b>", role: "COO", image: portrait("priya") }]} />,
    );
    expect(accessibleNames(screen.container, "heading", { level: 3 })).toEqual(["Team"]);
    expect(accessibleNames(screen.container, "heading", { level: 4 })).toEqual(["<b>Priya</b>"]);
  });
});
