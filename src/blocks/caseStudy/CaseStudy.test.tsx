import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { CaseStudyBlock } from "../../types/schema.generated.ts";
import { accessibleNames, paletteColour, shownBefore, sideBySide, styleOf, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { CaseStudy } from "./CaseStudy.tsx";

const styles = ["src/styles/global.css", "src/blocks/caseStudy/caseStudy.css"];

const story: CaseStudyBlock = {
  type: "caseStudy",
  id: "story",
  customer: "Granite Peak Contractors",
  industry: "Construction",
  heading: "One picture of the fleet",
  challenge: "Machines sat idle while crews **rented more**.",
  approach: "We moved the fleet into [PrecisionERP](/precisionERP) in ten weeks.",
  results: [
    { value: "22%", label: "higher fleet utilization" },
    { value: "38%", label: "less unplanned downtime" },
  ],
  quote: { text: "Our yard and our project managers see the same fleet.", name: "Maria Alvarez", role: "Equipment Manager" },
};

describe("CaseStudy", () => {
  it("tells the story under its heading: customer and industry, the challenge, what we did, the results, the quote", () => {
    const screen = render(<CaseStudy {...story} />, { styles });
    const section = screen.getByRole("region", { name: "One picture of the fleet" });
    expect(section.id).toBe("story");
    expect(screen.getByText("Case study")).toBeTruthy();
    expect(accessibleNames(section, "heading")).toEqual(["One picture of the fleet", "The challenge", "What we did"]);
    expect(accessibleNames(section, "heading", { level: 3 })).toEqual(["The challenge", "What we did"]);
    expect(visibleText(screen.getByText("Granite Peak Contractors").parentElement!)).toBe("Granite Peak Contractors Construction");
    expect(within(screen.getByText(/Machines sat idle/)).getByRole("strong").textContent).toBe("rented more");
    expect(screen.getByRole("link", { name: "PrecisionERP" }).getAttribute("href")).toBe("/precisionERP");
  });

  it("lists each result as its figure, in bold, then its label, in one sentence, named for the customer", () => {
    const screen = render(<CaseStudy {...story} />, { styles });
    const list = screen.getByRole("list", { name: "Results for Granite Peak Contractors" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map(visibleText)).toEqual(["22% higher fleet utilization", "38% less unplanned downtime"]);
    const figure = within(items[0]!).getByText("22%");
    expect(figure.tagName).toBe("STRONG");
  });

  it("credits the quote to the person, their role and the customer", () => {
    const screen = render(<CaseStudy {...story} />);
    const figure = screen.getByRole("figure");
    expect(visibleText(within(figure).getByRole("blockquote"))).toBe("Our yard and our project managers see the same fleet.");
    expect(visibleText(figure.querySelector("figcaption")!)).toBe("Maria Alvarez Equipment Manager, Granite Peak Contractors");
  });

  it("leaves out what we did when not given; shows the picture before the story and the link after it", () => {
    const { approach: _, ...plain } = story;
    const screen = render(
      <CaseStudy
        {...plain}
        eyebrow="Customer story"
        headingLevel={3}
        background="navy"
        image={{ src: "/images/customers/granite-peak.svg", alt: "Granite Peak Contractors", width: 180, height: 60 }}
        link={{ label: "More on construction", href: "/verticals/construction" }}
      />,
      { styles, width: 375 },
    );
    expect(screen.queryByText("What we did")).toBeNull();
    expect(screen.getByText("Customer story")).toBeTruthy();
    expect(accessibleNames(screen.container, "heading")).toEqual(["One picture of the fleet", "The challenge"]);
    expect(screen.getByRole("heading", { name: "The challenge" }).tagName).toBe("H4");
    const logo = screen.getByRole("img", { name: "Granite Peak Contractors" });
    expect(logo.getAttribute("src")).toBe("/images/customers/granite-peak.svg");
    // On a phone the picture comes above the story.
    expect(shownBefore(logo, screen.getByRole("heading", { name: "One picture of the fleet" }))).toBe(true);
    expect(screen.getByRole("link", { name: "More on construction" }).getAttribute("href")).toBe("/verticals/construction");
    expect(styleOf(screen.getByRole("region")).backgroundColor).toBe(paletteColour(screen.container.ownerDocument, "--navy"));
  });

  it("fills its row from 992 px, with or without a picture: the story on the left, the picture, results and quote beside it", () => {
    const logo = { src: "/images/customers/granite-peak.svg", alt: "Granite Peak Contractors", width: 180, height: 60 };
    for (const image of [undefined, logo]) {
      const screen = render(<CaseStudy {...story} image={image} />, { styles, width: 1440 });
      const heading = screen.getByRole("heading", { name: "One picture of the fleet" });
      const results = screen.getByRole("list", { name: "Results for Granite Peak Contractors" });
      expect(sideBySide(heading, results), `the results beside the story (${image ? "with" : "without"} a picture)`).toBe(true);
      expect(sideBySide(heading, screen.getByRole("figure")), "the quote beside the story").toBe(true);
      if (image)
        expect(sideBySide(heading, screen.getByRole("img", { name: "Granite Peak Contractors" })), "the picture beside the story").toBe(
          true,
        );
    }
    const phone = render(<CaseStudy {...story} />, { styles, width: 375 });
    const results = phone.getByRole("list", { name: "Results for Granite Peak Contractors" });
    expect(sideBySide(phone.getByRole("heading", { name: "One picture of the fleet" }), results), "one column on a phone").toBe(false);
    expect(shownBefore(phone.getByRole("heading", { name: "The challenge" }), results), "the story first on a phone").toBe(true);
  });

  it("shows markup typed by an author as text", () => {
    const screen = render(<CaseStudy {...story} customer="<b>Acme</b>" quote={{ ...story.quote, text: "<script>x</script>" }} />);
    expect(screen.getByRole("list", { name: "Results for <b>Acme</b>" })).toBeTruthy();
    expect(visibleText(screen.getByRole("blockquote"))).toBe("<script>x</script>");
  });
});
