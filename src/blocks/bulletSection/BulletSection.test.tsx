import { describe, expect, it } from "vitest";
import { renderHtml } from "../../../tests/support/render.tsx";
import { screenOf } from "../../../tests/support/screen.ts";
import { BulletSection } from "./BulletSection.tsx";

describe("BulletSection", () => {
  it("renders the anchored section with a decorative icon, heading, text and bullet list", () => {
    const screen = screenOf(
      renderHtml(
        <BulletSection
          type="bulletSection"
          id="AssetManagement"
          icon="/images/icons/asset-management.svg"
          heading="Complete Equipment Management"
          text="Track **every** asset with PrecisionERP."
          highlight={["PrecisionERP"]}
          bullets={["Reservations", "Dispatch", "Field service"]}
        />,
      ),
    );
    const section = screen.getByRole("region", { name: "Complete Equipment Management" });
    expect(section.attr("id")).toBe("AssetManagement");
    // The icon is decoration: a picture with empty alt text, so screen readers skip it.
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("presentation").attr("src")).toBe("/images/icons/asset-management.svg");
    expect(section.getByRole("heading", { level: 2 }).name).toBe("Complete Equipment Management");
    const text = screen.getByText("Track every asset with PrecisionERP.");
    expect(text.getByRole("strong").name).toBe("every");
    expect(text.getByRole("mark").name).toBe("PrecisionERP");
    expect(
      screen
        .getByRole("list")
        .getAllByRole("listitem")
        .map((item) => item.text),
    ).toEqual(["Reservations", "Dispatch", "Field service"]);
  });

  it("renders the side box with a title one level below the heading, and the button as a link", () => {
    const screen = screenOf(
      renderHtml(
        <BulletSection
          type="bulletSection"
          heading="Unified Systems"
          headingLevel={3}
          bullets={["One platform"]}
          columns={2}
          box={{ title: "Scale with confidence", text: "One system for every branch.", extraText: "99.9% uptime", tone: "amber" }}
          action={{ label: "Learn More", href: "/precisionERP/UnifiedSystems" }}
        />,
      ),
    );
    const boxTitle = screen.getByRole("heading", { level: 4 });
    expect(boxTitle.name).toBe("Scale with confidence");
    expect(screen.getAllByRole("paragraph").map((p) => p.text)).toEqual(expect.arrayContaining(["One system for every branch.", "99.9% uptime"]));
    // The colours and columns are the stylesheet's; the markup decides which tone and how many columns it asks for.
    expect(boxTitle.parent()!.attr("class")).toMatch(/-amber$/);
    expect(screen.getByRole("list").attr("class")).toMatch(/-list-2$/);
    const link = screen.getByRole("link", { name: "Learn More: Unified Systems" });
    expect(link.attr("href")).toBe("/precisionERP/UnifiedSystems");
    expect(link.getByText(": Unified Systems").tag).toBe("span");
  });

  it("defaults the box to teal and shows typed markup as text", () => {
    const screen = screenOf(renderHtml(<BulletSection type="bulletSection" heading="<i>H</i>" bullets={["<b>x</b>"]} box={{ text: "Box" }} />));
    expect(screen.getByRole("heading").name).toBe("<i>H</i>");
    expect(screen.getByRole("listitem").text).toBe("<b>x</b>");
    expect(screen.getByText("Box").tag).toBe("p");
    expect(screen.getByText("Box").parent()!.attr("class")).toMatch(/-teal$/);
  });
});
