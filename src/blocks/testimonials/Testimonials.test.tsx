import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { accessibleNames, backdropOf, paletteColour, styleOf, visibleText } from "../../../tests/support/dom.ts";
import { render } from "../../../tests/support/render.tsx";
import { Testimonials } from "./Testimonials.tsx";

// The background and the controls' colours as a visitor sees them: the site's stylesheets applied.
const styles = ["src/styles/global.css", "src/ui/carousel/carousel.css", "src/blocks/testimonials/testimonials.css"];

describe("Testimonials", () => {
  const items = [
    {
      name: "Sarah Lindqvist",
      position: "COO, Northwind Rentals",
      image: { src: "/images/testimonials/sarah-lindqvist.svg", alt: "Sarah Lindqvist", width: 160, height: 160 },
      text: "It changed how we **work**.",
    },
    {
      name: "Daniel Okafor",
      position: "CFO, Summit Equipment",
      image: { src: "/images/testimonials/daniel-okafor.svg", alt: "Daniel Okafor", width: 160, height: 160 },
      text: "Best decision we made.",
    },
  ];

  it("renders every quote as a figure in one slide of a named carousel, on a sky background by default", () => {
    const styled = render(<Testimonials type="testimonials" heading="What our customers say" items={items} />, { styles });
    expect(backdropOf(styled.getByRole("region", { name: "What our customers say" }))).toBe(
      paletteColour(styled.container.ownerDocument, "--sky"),
    );
    // Every slide, the ones the carousel shows later included.
    const screen = render(<Testimonials type="testimonials" heading="What our customers say" items={items} />);
    const section = screen.getByRole("region", { name: "What our customers say" });
    expect(accessibleNames(section, "heading", { level: 2 })).toEqual(["What our customers say"]);
    const carousel = within(section).getByRole("region", { name: "Customer testimonials" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    const slides = within(carousel).getAllByRole("group");
    expect(accessibleNames(carousel, "group")).toEqual(["1 of 2", "2 of 2"]);
    expect(slides.map((slide) => slide.getAttribute("aria-roledescription"))).toEqual(["slide", "slide"]);
    expect(slides.map((slide) => visibleText(within(within(slide).getByRole("figure")).getByRole("blockquote")))).toEqual([
      "It changed how we work.",
      "Best decision we made.",
    ]);
    const quote = within(slides[0]!).getByRole("blockquote");
    expect(within(within(quote).getByRole("paragraph")).getByRole("strong").textContent).toBe("work");
  });

  it("keeps the controls hidden in the prerendered HTML, where they would not work yet", () => {
    const screen = render(<Testimonials type="testimonials" heading="What our customers say" items={items} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(accessibleNames(screen.container, "button", { hidden: true })).toEqual([
      "Previous slide",
      "Pause Customer testimonials",
      "Next slide",
    ]);
  });

  it("credits each quote in a figcaption with portrait alt text, name and position, and hides the quotation mark", () => {
    const screen = render(<Testimonials type="testimonials" background="white" items={items.slice(1)} />, { styles });
    expect(screen.queryByRole("region", { name: "What our customers say" })).toBeNull();
    expect(backdropOf(screen.getByRole("region", { name: "Customer testimonials" }))).toBe(
      paletteColour(screen.container.ownerDocument, "--white"),
    );
    expect(screen.queryByRole("button", { hidden: true })).toBeNull();
    const figure = within(screen.getByRole("figure"));
    expect(figure.getByText("“").getAttribute("aria-hidden")).toBe("true");
    const portrait = figure.getByRole("img", { name: "Daniel Okafor" });
    expect(portrait.getAttribute("src")).toBe("/images/testimonials/daniel-okafor.svg");
    expect(portrait.parentElement!.tagName).toBe("FIGCAPTION");
    // The portrait, then the name, then the position.
    expect(visibleText(portrait.parentElement!)).toMatch(/^Daniel Okafor\s*Daniel Okafor\s*CFO, Summit Equipment$/);
  });

  it("uses light controls on a navy background", () => {
    const screen = render(<Testimonials type="testimonials" background="navy" items={items} />, { styles });
    const controls = screen.getAllByRole("button", { hidden: true });
    expect(controls).toHaveLength(3);
    for (const control of controls) expect(styleOf(control).color).toBe(paletteColour(screen.container.ownerDocument, "--white"));
  });

  it("shows markup typed by an author as text", () => {
    const screen = render(<Testimonials type="testimonials" items={[{ ...items[0]!, text: "<script>x</script>" }]} />);
    expect(visibleText(screen.getByRole("blockquote"))).toBe("<script>x</script>");
  });
});
